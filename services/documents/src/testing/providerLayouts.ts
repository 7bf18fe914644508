// Layouts written apart from w2Fixture.ts and form1099Fixture.ts (their own drawing code, values, captions and
// places), so that the readers are measured on pages they were not fitted to:
// - a payroll provider's W-2 printed four copies to a page (2 x 2), Courier values without thousands
//   separators right-aligned in their cells, names in capitals, box 14 lines, two state rows and the local
//   boxes on a caption row of their own;
// - a broker's per-form tax statement: payer and recipient blocks side by side, 'PAYER'S Federal ID No.' and
//   'RECIPIENT'S ID No.', then a Box / Description / Amount table with dot leaders (the SSA-1099 as the SSA
//   prints it: 'Box 3. Benefits Paid in 2024', the beneficiary instead of a recipient);
// - a 2024 Form 1040 header as tax software prints it: the filing status boxes on top, across two lines,
//   names and address in capitals.
// Each builder returns the PDF and what a correct reading gives, written here by hand from what it prints.
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Form1099Kind, LastYearExtraction } from '@taxapp/contracts/documents';

interface Ink {
  page: PDFPage;
  at: (text: string, x: number, top: number, size: number, font?: PDFFont) => void;
  rightAt: (text: string, xRight: number, top: number, size: number, font?: PDFFont) => void;
  cell: (x: number, top: number, width: number, height: number) => void;
  sans: PDFFont;
  sansBold: PDFFont;
  mono: PDFFont;
}

async function sheet(): Promise<{ pdf: PDFDocument; ink: Ink }> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const sans = await pdf.embedFont(StandardFonts.Helvetica);
  const sansBold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const mono = await pdf.embedFont(StandardFonts.Courier);
  const ink: Ink = {
    page, sans, sansBold, mono,
    // `top` is the top of the text, measured down from the page's top edge.
    at: (text, x, top, size, font = sans) => { if (text) page.drawText(text, { x, y: 792 - top - size * 0.8, size, font }); },
    rightAt: (text, xRight, top, size, font = sans) => { if (text) page.drawText(text, { x: xRight - font.widthOfTextAtSize(text, size), y: 792 - top - size * 0.8, size, font }); },
    cell: (x, top, width, height) => page.drawRectangle({ x, y: 792 - top - height, width, height, borderWidth: 0.5, borderColor: rgb(0.2, 0.2, 0.2) }),
  };
  return { pdf, ink };
}

// ---------------------------------------------------------------------------------------------------------
// W-2, four copies to a page.

/** The values the provider W-2 prints. Box 4 = 6.2% and box 6 = 1.45% of 72,112.37 (rounded to cents). */
export const PROVIDER_W2 = {
  ssn: '561-22-4093',
  ein: '94-2871036',
  employerLines: ['SUMMIT RIDGE HEALTH PARTNERS', '2200 MISSION ST STE 410', 'SAN FRANCISCO CA 94110'],
  employeeLines: ['MARISOL T OKAFOR-BENNETT', '88 LINDEN AVE APT 3', 'OAKLAND CA 94611'],
  wages: '68412.37',
  federalIncomeTax: '7904.12',
  socialSecurityWages: '72112.37',
  socialSecurityTaxWithheld: '4470.97',
  medicareWagesAndTips: '72112.37',
  medicareTaxWithheld: '1045.63',
  box12: [
    { code: 'D', amount: '3700.00' },
    { code: 'DD', amount: '7418.52' },
    { code: 'W', amount: '1250.00' },
  ],
  box14: [
    { label: 'CASDI', amount: '793.24' },
    { label: 'UNION DUES', amount: '412.00' },
  ],
  // 51,309.28 + 17,103.09 = 68,412.37 = box 1.
  states: [
    { state: 'CA', id: '123-4567-8', wages: '51309.28', tax: '2118.40' },
    { state: 'OR', id: '01234567', wages: '17103.09', tax: '1290.55' },
  ],
} as const;

/** What a correct reading of the provider W-2 gives, field by field (the reader's names). */
export function providerW2Expected(values: typeof PROVIDER_W2 = PROVIDER_W2) {
  return {
    firstName: 'MARISOL', lastName: 'OKAFOR-BENNETT', ssn: values.ssn, employerName: values.employerLines[0], employerEIN: values.ein,
    wages: values.wages, federalIncomeTax: values.federalIncomeTax, socialSecurityWages: values.socialSecurityWages,
    socialSecurityTaxWithheld: values.socialSecurityTaxWithheld, medicareWagesAndTips: values.medicareWagesAndTips, medicareTaxWithheld: values.medicareTaxWithheld,
    socialSecurityTips: '', allocatedTips: '', dependentCareBenefits: '', nonqualifiedPlans: '',
    retirementPlan: true,
    box12Entries: values.box12.map((entry) => ({ ...entry })),
    box14Entries: values.box14.map((entry) => ({ ...entry })),
    stateRows: values.states.map((row) => ({ stateId: `${row.state} ${row.id}`, stateWages: row.wages, stateIncomeTaxWithheld: row.tax })),
    localWages: '', localIncomeTax: '', locality: '',
  };
}

const COPY_TITLES = [
  "Copy B To Be Filed With Employee's FEDERAL Tax Return",
  "Copy C For EMPLOYEE'S RECORDS",
  "Copy 2 To Be Filed With Employee's State, City, or Local Income Tax Return",
  "Copy 2 To Be Filed With Employee's State, City, or Local Income Tax Return",
];

/** One copy in a 296 x 380 pt quadrant whose top-left corner is (ox, oy). */
function providerCopy(ink: Ink, v: typeof PROVIDER_W2, ox: number, oy: number, title: string) {
  const CAP = 5.5;
  const VAL = 8;
  const row = 22;
  const left = 112, mid = 204, end = 296;
  const caption = (text: string, x: number, top: number) => ink.at(text, ox + x + 1.5, oy + top + 1.5, CAP);
  const amountIn = (text: string, xRight: number, top: number) => ink.rightAt(text, ox + xRight - 3, oy + top + 11, VAL, ink.mono);
  const box = (x: number, top: number, width: number, height: number) => ink.cell(ox + x, oy + top, width, height);
  ink.at(title, ox, oy, 5.5, ink.sansBold);
  const t0 = 10;
  const grid: [string, string, string, string][] = [
    ['1 Wages, tips, other comp.', v.wages, '2 Federal income tax withheld', v.federalIncomeTax],
    ['3 Social security wages', v.socialSecurityWages, '4 Social security tax withheld', v.socialSecurityTaxWithheld],
    ['5 Medicare wages and tips', v.medicareWagesAndTips, '6 Medicare tax withheld', v.medicareTaxWithheld],
    ['7 Social security tips', '', '8 Allocated tips', ''],
    ['9', '', '10 Dependent care benefits', ''],
  ];
  grid.forEach(([c1, v1, c2, v2], i) => {
    const top = t0 + i * row;
    box(left, top, mid - left, row); caption(c1, left, top); amountIn(v1, mid, top);
    box(mid, top, end - mid, row); caption(c2, mid, top); amountIn(v2, end, top);
  });
  box(0, t0, left, row); caption("a Employee's soc. sec. no.", 0, t0); ink.at(v.ssn, ox + 6, oy + t0 + 11, VAL, ink.mono);
  box(0, t0 + row, left, row); caption('b Employer identification number', 0, t0 + row); ink.at(v.ein, ox + 6, oy + t0 + row + 11, VAL, ink.mono);
  box(0, t0 + 2 * row, left, row * 3); caption("c Employer's name, address, and ZIP code", 0, t0 + 2 * row);
  v.employerLines.forEach((line, i) => ink.at(line, ox + 4, oy + t0 + 2 * row + 10 + i * 9, 7, ink.mono));
  // Rows 6-9: control number and employee on the left; 11, 13, 14 in the middle; 12a-d on the right.
  const t1 = t0 + 5 * row;
  box(0, t1, left, row); caption('d Control number', 0, t1); ink.at('0004417 ABC', ox + 6, oy + t1 + 11, 7, ink.mono);
  box(0, t1 + row, left, row * 3); caption("e/f Employee's name, address, and ZIP code", 0, t1 + row);
  v.employeeLines.forEach((line, i) => ink.at(line, ox + 4, oy + t1 + row + 10 + i * 9, 7, ink.mono));
  box(left, t1, mid - left, row); caption('11 Nonqualified plans', left, t1);
  box(left, t1 + row, mid - left, row); caption('13 Stat. emp.  Ret. plan  3rd party', left, t1 + row);
  // The mark under 'Ret. plan', the middle of the three.
  const markX = ox + left + 1.5 + ink.sans.widthOfTextAtSize('13 Stat. emp.  ', CAP) + ink.sans.widthOfTextAtSize('Ret. plan', CAP) / 2 - ink.mono.widthOfTextAtSize('X', VAL) / 2;
  ink.at('X', markX, oy + t1 + row + 10, VAL, ink.mono);
  box(left, t1 + 2 * row, mid - left, row * 2); caption('14 Other', left, t1 + 2 * row);
  v.box14.forEach((entry, i) => {
    ink.at(entry.label, ox + left + 3, oy + t1 + 2 * row + 10 + i * 9, 7, ink.mono);
    ink.rightAt(entry.amount, ox + mid - 3, oy + t1 + 2 * row + 10 + i * 9, 7, ink.mono);
  });
  ['12a', '12b', '12c', '12d'].forEach((label, i) => {
    const top = t1 + i * row;
    box(mid, top, end - mid, row); caption(`${label} See instr. for box 12`, mid, top);
    const entry = v.box12[i];
    if (entry) { ink.at(entry.code, ox + mid + 5, oy + top + 11, VAL, ink.mono); amountIn(entry.amount, end, top); }
  });
  // State rows under one caption row; the local boxes on a caption row of their own.
  const t2 = t1 + 4 * row;
  box(0, t2, left, row + 10); caption("15 State  Employer's state ID no.", 0, t2);
  box(left, t2, mid - left, row + 10); caption('16 State wages, tips, etc.', left, t2);
  box(mid, t2, end - mid, row + 10); caption('17 State income tax', mid, t2);
  v.states.forEach((state, i) => {
    const top = t2 + 9 + i * 10;
    ink.at(`${state.state} ${state.id}`, ox + 4, oy + top, VAL - 0.5, ink.mono);
    ink.rightAt(state.wages, ox + mid - 3, oy + top, VAL - 0.5, ink.mono);
    ink.rightAt(state.tax, ox + end - 3, oy + top, VAL - 0.5, ink.mono);
  });
  const t3 = t2 + row + 10;
  box(0, t3, left, row); caption('18 Local wages, tips, etc.', 0, t3);
  box(left, t3, mid - left, row); caption('19 Local income tax', left, t3);
  box(mid, t3, end - mid, row); caption('20 Locality name', mid, t3);
  ink.at('Form W-2 Wage and Tax Statement 2024', ox, oy + t3 + row + 4, 6, ink.sansBold);
  ink.at('Dept. of the Treasury - Internal Revenue Service', ox + 150, oy + t3 + row + 4, 5);
}

export async function buildProviderW2Pdf(values: typeof PROVIDER_W2 = PROVIDER_W2): Promise<Uint8Array> {
  const { pdf, ink } = await sheet();
  const origins: [number, number][] = [[8, 12], [310, 12], [8, 404], [310, 404]];
  origins.forEach(([x, y], i) => providerCopy(ink, values, x, y, COPY_TITLES[i]!));
  return pdf.save();
}

// ---------------------------------------------------------------------------------------------------------
// 1099s (and the SSA-1099) as a broker's statement.

interface StatementLine {
  box: string;
  description: string;
  amount: string;
  field: string;
  /** What the reader should give for the field (a number for amounts, text for dates and codes). */
  read: number | string;
}

const BROKER = { name: 'NORTHBRIDGE INVESTMENT SERVICES LLC', tin: '46-2210987' };
const CUSTOMER = { name: 'MARISOL T OKAFOR-BENNETT', tin: '***-**-4093' };

const STATEMENT_LINES: Record<Form1099Kind, StatementLine[]> = {
  '1099-int': [
    { box: '1', description: 'Interest Income', amount: '2,841.09', field: 'interestIncome', read: 2841.09 },
    { box: '3', description: 'Interest on U.S. Savings Bonds & Treasury Obligations', amount: '1,020.50', field: 'usSavingsBondsInterest', read: 1020.5 },
    { box: '4', description: 'Federal Income Tax Withheld', amount: '0.00', field: 'federalIncomeTaxWithheld', read: 0 },
    { box: '8', description: 'Tax-Exempt Interest', amount: '615.00', field: 'taxExemptInterest', read: 615 },
  ],
  '1099-div': [
    { box: '1a', description: 'Total Ordinary Dividends', amount: '4,112.76', field: 'totalOrdinaryDividends', read: 4112.76 },
    { box: '1b', description: 'Qualified Dividends', amount: '3,580.02', field: 'qualifiedDividends', read: 3580.02 },
    { box: '2a', description: 'Total Capital Gain Distributions', amount: '918.44', field: 'totalCapitalGainDistributions', read: 918.44 },
    { box: '7', description: 'Foreign Tax Paid', amount: '61.37', field: 'foreignTaxPaid', read: 61.37 },
  ],
  '1099-b': [
    { box: '1b', description: 'Date Acquired', amount: '11/02/2021', field: 'dateAcquired', read: '2021-11-02' },
    { box: '1c', description: 'Date Sold or Disposed', amount: '08/14/2024', field: 'dateSold', read: '2024-08-14' },
    { box: '1d', description: 'Proceeds', amount: '23,418.90', field: 'proceedsFromSales', read: 23418.9 },
    { box: '1e', description: 'Cost or Other Basis', amount: '19,022.15', field: 'costBasis', read: 19022.15 },
  ],
  '1099-r': [
    { box: '1', description: 'Gross Distribution', amount: '31,500.00', field: 'grossDistribution', read: 31500 },
    { box: '2a', description: 'Taxable Amount', amount: '31,500.00', field: 'taxableAmount', read: 31500 },
    { box: '4', description: 'Federal Income Tax Withheld', amount: '6,300.00', field: 'federalIncomeTaxWithheld', read: 6300 },
    { box: '7', description: 'Distribution Code(s)', amount: '7', field: 'distributionCode', read: '7' },
  ],
  '1099-g': [
    { box: '1', description: 'Unemployment Compensation', amount: '9,360.00', field: 'unemploymentCompensation', read: 9360 },
    { box: '4', description: 'Federal Income Tax Withheld', amount: '936.00', field: 'federalIncomeTaxWithheld', read: 936 },
  ],
  '1099-oid': [
    { box: '1', description: 'Original Issue Discount for 2024', amount: '512.80', field: 'originalIssueDiscount', read: 512.8 },
    { box: '2', description: 'Other Periodic Interest', amount: '75.00', field: 'otherPeriodicInterest', read: 75 },
  ],
  '1099-misc': [
    { box: '2', description: 'Royalties', amount: '1,845.00', field: 'royalties', read: 1845 },
    { box: '3', description: 'Other Income', amount: '650.00', field: 'otherIncome', read: 650 },
  ],
  '1099-nec': [
    { box: '1', description: 'Nonemployee Compensation', amount: '12,750.00', field: 'nonemployeeCompensation', read: 12750 },
    { box: '4', description: 'Federal Income Tax Withheld', amount: '0.00', field: 'federalIncomeTaxWithheld', read: 0 },
  ],
  'ssa-1099': [
    { box: '3', description: 'Benefits Paid in 2024', amount: '21,846.00', field: 'box3NetBenefits', read: 21846 },
    { box: '4', description: 'Benefits Repaid to SSA in 2024', amount: '0.00', field: 'box4', read: 0 },
    { box: '5', description: 'Net Benefits for 2024 (Box 3 minus Box 4)', amount: '21,846.00', field: 'box5NetBenefits', read: 21846 },
    { box: '6', description: 'Voluntary Federal Income Tax Withheld', amount: '2,184.60', field: 'federalIncomeTaxWithheld', read: 2184.6 },
  ],
};

const STATEMENT_TITLES: Record<Form1099Kind, string> = {
  '1099-int': '2024 FORM 1099-INT  INTEREST INCOME',
  '1099-div': '2024 FORM 1099-DIV  DIVIDENDS AND DISTRIBUTIONS',
  '1099-b': '2024 FORM 1099-B  PROCEEDS FROM BROKER AND BARTER EXCHANGE TRANSACTIONS',
  '1099-r': '2024 FORM 1099-R  DISTRIBUTIONS FROM PENSIONS, ANNUITIES, RETIREMENT PLANS, IRAS',
  '1099-g': '2024 FORM 1099-G  CERTAIN GOVERNMENT PAYMENTS',
  '1099-oid': '2024 FORM 1099-OID  ORIGINAL ISSUE DISCOUNT',
  '1099-misc': '2024 FORM 1099-MISC  MISCELLANEOUS INFORMATION',
  '1099-nec': '2024 FORM 1099-NEC  NONEMPLOYEE COMPENSATION',
  'ssa-1099': 'FORM SSA-1099 - SOCIAL SECURITY BENEFIT STATEMENT 2024',
};

/** What a correct reading of the broker statement gives: each box, payer and recipient (SSA-1099: no payer TIN). */
export function brokerStatementExpected(kind: Form1099Kind): Record<string, number | string> {
  const expected: Record<string, number | string> = Object.fromEntries(STATEMENT_LINES[kind].map((line) => [line.field, line.read]));
  if (kind === 'ssa-1099') {
    expected['recipientInfo.name'] = CUSTOMER.name;
    expected['recipientInfo.tin'] = CUSTOMER.tin.replace(/\*/g, 'X');
  } else {
    expected['payerInfo.name'] = BROKER.name;
    expected['payerInfo.tin'] = BROKER.tin;
    expected['recipientInfo.name'] = CUSTOMER.name;
    expected['recipientInfo.tin'] = CUSTOMER.tin.replace(/\*/g, 'X');
  }
  return expected;
}

function leader(ink: Ink, description: string, x: number, xEnd: number, top: number, size: number): void {
  ink.at(description, x, top, size);
  const start = x + ink.sans.widthOfTextAtSize(description, size) + 4;
  const dots = Math.max(0, Math.floor((xEnd - start) / ink.sans.widthOfTextAtSize('. ', size)));
  if (dots > 2) ink.at('. '.repeat(dots).trim(), start, top, size);
}

export async function buildBrokerStatementPdf(kind: Form1099Kind): Promise<Uint8Array> {
  const { pdf, ink } = await sheet();
  const lines = STATEMENT_LINES[kind];
  if (kind === 'ssa-1099') {
    ink.at('SOCIAL SECURITY ADMINISTRATION', 48, 36, 11, ink.sansBold);
    ink.at(STATEMENT_TITLES[kind], 48, 52, 9, ink.sansBold);
    ink.at('Box 1. Name', 48, 84, 7);
    ink.at(CUSTOMER.name, 52, 94, 10, ink.mono);
    ink.at("Box 2. Beneficiary's Social Security Number", 330, 84, 7);
    ink.at(CUSTOMER.tin, 334, 94, 10, ink.mono);
  } else {
    ink.at(BROKER.name, 48, 30, 13, ink.sansBold);
    ink.at(STATEMENT_TITLES[kind], 48, 48, 9, ink.sansBold);
    ink.at("PAYER'S Name and Address", 48, 76, 7, ink.sansBold);
    [BROKER.name, '500 HARBOR BLVD', 'JERSEY CITY NJ 07310'].forEach((line, i) => ink.at(line, 48, 87 + i * 11, 9));
    ink.at("RECIPIENT'S Name and Address", 330, 76, 7, ink.sansBold);
    [CUSTOMER.name, '88 LINDEN AVE APT 3', 'OAKLAND CA 94611'].forEach((line, i) => ink.at(line, 330, 87 + i * 11, 9));
    ink.at(`PAYER'S Federal ID No.: ${BROKER.tin}`, 48, 134, 8);
    ink.at(`RECIPIENT'S ID No.: ${CUSTOMER.tin}`, 330, 134, 8);
    ink.at('Account No. 5521-0043', 48, 146, 8);
  }
  const tableTop = 176;
  ink.page.drawLine({ start: { x: 48, y: 792 - tableTop + 2 }, end: { x: 564, y: 792 - tableTop + 2 }, thickness: 0.8, color: rgb(0, 0, 0) });
  ink.at('Box', 48, tableTop + 4, 8, ink.sansBold);
  ink.at('Description', 84, tableTop + 4, 8, ink.sansBold);
  ink.rightAt('Amount', 564, tableTop + 4, 8, ink.sansBold);
  lines.forEach((line, i) => {
    const top = tableTop + 22 + i * 17;
    ink.at(line.box, 52, top, 9);
    leader(ink, line.description, 84, 470, top, 9);
    ink.rightAt(line.amount, 564, top, 9, ink.mono);
  });
  ink.at('This is important tax information and is being furnished to the IRS.', 48, tableTop + 40 + lines.length * 17, 7);
  return pdf.save();
}

// ---------------------------------------------------------------------------------------------------------
// Form 1040 (2024) header as tax software prints it.

export const SOFTWARE_1040 = {
  firstName: 'DARNELL', middleInitial: 'R', lastName: 'VASQUEZ-PRICE', ssn: '634-18-2290',
  spouseFirstName: 'ELENA', spouseMiddleInitial: 'M', spouseLastName: 'VASQUEZ-PRICE', spouseSSN: '645-27-1183',
  street: '1406 W CORTLAND ST', street2: '2F', city: 'CHICAGO', state: 'IL', zip: '60642',
  filingStatus: 'married-joint' as const, phone: '773-555-0168', email: 'dvprice@example.net',
};

/** A correct reading of the software-printed 1040: the fields as printed, names as My Information writes them ('Darnell'), phone in the app's format. */
export function software1040Expected(): LastYearExtraction {
  const v = SOFTWARE_1040;
  return {
    firstName: 'Darnell', middleInitial: v.middleInitial, lastName: 'Vasquez-Price', ssn: v.ssn,
    spouseFirstName: 'Elena', spouseMiddleInitial: v.spouseMiddleInitial, spouseLastName: 'Vasquez-Price', spouseSSN: v.spouseSSN,
    street: v.street, street2: v.street2, homeAddress: v.street, aptNo: v.street2, city: v.city, state: v.state, zip: v.zip,
    filingStatus: v.filingStatus, phone: '(773) 555-0168', email: v.email, isFullYearResident: true,
  };
}

export async function buildSoftware1040Pdf(): Promise<Uint8Array> {
  const { pdf, ink } = await sheet();
  const v = SOFTWARE_1040;
  const typed = (text: string, x: number, top: number) => ink.at(text, x, top, 10, ink.mono);
  const rule = (top: number) => ink.page.drawLine({ start: { x: 24, y: 792 - top }, end: { x: 588, y: 792 - top }, thickness: 0.5, color: rgb(0, 0, 0) });
  ink.at('1040', 24, 22, 20, ink.sansBold);
  ink.at('U.S. Individual Income Tax Return', 84, 22, 11, ink.sansBold);
  ink.at('2024', 300, 20, 16, ink.sansBold);
  ink.at('OMB No. 1545-0074  IRS Use Only', 420, 24, 6.5);
  ink.at('For the year Jan. 1-Dec. 31, 2024, or other tax year beginning', 24, 46, 6.5);
  rule(56);
  // Filing status on top, as on the 2024 form: two lines of boxes.
  ink.at('Filing Status', 24, 62, 8, ink.sansBold);
  ink.at('Check only one box.', 24, 72, 6.5);
  const statuses: [string, string, number, number][] = [
    ['single', 'Single', 110, 62], ['married-joint', 'Married filing jointly (even if only one had income)', 180, 62],
    ['married-separate', 'Married filing separately (MFS)', 420, 62], ['head-of-household', 'Head of household (HOH)', 110, 76],
    ['qualifying-widow', 'Qualifying surviving spouse (QSS)', 260, 76],
  ];
  for (const [status, label, x, top] of statuses) {
    ink.cell(x, top, 8, 8);
    if (status === v.filingStatus) ink.at('X', x + 1.2, top + 0.5, 9, ink.sansBold);
    ink.at(label, x + 12, top + 1, 7.5);
  }
  rule(92);
  const captionRow = (top: number, captions: [string, number][]) => captions.forEach(([text, x]) => ink.at(text, x, top, 6.5));
  captionRow(96, [['Your first name and middle initial', 24], ['Last name', 240], ['Your social security number', 450]]);
  typed(`${v.firstName} ${v.middleInitial}`, 28, 108); typed(v.lastName, 244, 108); typed(v.ssn, 454, 108);
  rule(122);
  captionRow(126, [["If joint return, spouse's first name and middle initial", 24], ['Last name', 240], ["Spouse's social security number", 450]]);
  typed(`${v.spouseFirstName} ${v.spouseMiddleInitial}`, 28, 138); typed(v.spouseLastName, 244, 138); typed(v.spouseSSN, 454, 138);
  rule(152);
  captionRow(156, [['Home address (number and street). If you have a P.O. box, see instructions.', 24], ['Apt. no.', 390], ['Presidential Election Campaign', 450]]);
  typed(v.street, 28, 168); typed(v.street2, 394, 168);
  rule(182);
  captionRow(186, [['City, town, or post office. If you have a foreign address, also complete spaces below.', 24], ['State', 330], ['ZIP code', 390]]);
  typed(v.city, 28, 198); typed(v.state, 334, 198); typed(v.zip, 394, 198);
  rule(212);
  ink.at('Digital Assets  At any time during 2024, did you receive, sell, exchange, or otherwise dispose of a digital asset?  Yes  X No', 24, 218, 6.5);
  rule(232);
  [['1a Total amount from Form(s) W-2, box 1', '96,410'], ['2b Taxable interest', '1,212'], ['9 This is your total income', '97,622'], ['11 This is your adjusted gross income', '97,622']].forEach(([label, amount], i) => {
    ink.at(label!, 24, 240 + i * 16, 7.5);
    ink.rightAt(amount!, 580, 240 + i * 16, 10, ink.mono);
  });
  rule(310);
  ink.at('Sign Here', 24, 318, 9, ink.sansBold);
  ink.at('Your signature', 110, 318, 6.5); ink.at('Date', 290, 318, 6.5); ink.at('Your occupation', 350, 318, 6.5);
  typed('TEACHER', 354, 330);
  ink.at('Phone no.', 110, 350, 6.5); typed(v.phone, 150, 348);
  ink.at('Email address', 330, 350, 6.5); typed(v.email, 384, 348);
  rule(364);
  return pdf.save();
}

// ---------------------------------------------------------------------------------------------------------
// Form 1040 filled in on screen: the values live only in the PDF's form fields (AcroForm), not its text.

export const FILLED_1040 = {
  firstName: 'Keisha', middleInitial: 'N', lastName: "O'Donnell", ssn: '387-44-1029',
  street: '55 Bayberry Ln', city: 'Portland', state: 'ME', zip: '04101', phone: '207-555-0110', email: 'keisha.odonnell@example.com',
};

/** A correct reading of the filled-in 1040: a single filer, no spouse, no apartment. */
export function filled1040Expected(): LastYearExtraction {
  const v = FILLED_1040;
  return {
    firstName: v.firstName, middleInitial: v.middleInitial, lastName: v.lastName, ssn: v.ssn,
    spouseFirstName: '', spouseMiddleInitial: '', spouseLastName: '', spouseSSN: '',
    street: v.street, street2: '', homeAddress: v.street, aptNo: '', city: v.city, state: v.state, zip: v.zip,
    filingStatus: 'single', phone: '(207) 555-0110', email: v.email, isFullYearResident: true,
  };
}

export async function buildFilled1040Pdf(): Promise<Uint8Array> {
  const { pdf, ink } = await sheet();
  const form = pdf.getForm();
  const v = FILLED_1040;
  let fieldNumber = 0;
  const field = (value: string, x: number, top: number, width: number) => {
    fieldNumber += 1;
    const text = form.createTextField(`f1_${String(fieldNumber).padStart(2, '0')}`);
    text.setText(value);
    text.addToPage(ink.page, { x, y: 792 - top - 13, width, height: 13, borderWidth: 0, font: ink.sans });
    text.setFontSize(9);
  };
  ink.at('Form 1040  Department of the Treasury - Internal Revenue Service', 30, 28, 8);
  ink.at('U.S. Individual Income Tax Return  2024', 200, 40, 12, ink.sansBold);
  ink.at('Filing Status', 30, 66, 8, ink.sansBold);
  const statuses: [string, number, number][] = [['Single', 110, 66], ['Married filing jointly (even if only one had income)', 170, 66], ['Married filing separately (MFS)', 420, 66], ['Head of household (HOH)', 110, 80], ['Qualifying surviving spouse (QSS)', 250, 80]];
  statuses.forEach(([label, x, top], index) => {
    const box = form.createCheckBox(`c1_${index + 1}`);
    box.addToPage(ink.page, { x, y: 792 - top - 8, width: 8, height: 8, borderWidth: 0.6 });
    if (index === 0) box.check();
    ink.at(label, x + 11, top + 0.5, 7);
  });
  const row = (top: number, captions: [string, number][]) => captions.forEach(([text, x]) => ink.at(text, x, top, 6));
  row(100, [['Your first name and middle initial', 30], ['Last name', 250], ['Your social security number', 470]]);
  field(`${v.firstName} ${v.middleInitial}`, 32, 108, 200); field(v.lastName, 252, 108, 200); field(v.ssn, 472, 108, 100);
  row(128, [["If joint return, spouse's first name and middle initial", 30], ['Last name', 250], ["Spouse's social security number", 470]]);
  row(156, [['Home address (number and street). If you have a P.O. box, see instructions.', 30], ['Apt. no.', 400]]);
  field(v.street, 32, 164, 300);
  row(184, [['City, town, or post office. If you have a foreign address, also complete spaces below.', 30], ['State', 330], ['ZIP code', 400]]);
  field(v.city, 32, 192, 250); field(v.state, 332, 192, 40); field(v.zip, 402, 192, 80);
  ink.at('Sign Here', 30, 240, 9, ink.sansBold);
  ink.at('Phone no.', 110, 262, 6); field(v.phone, 150, 258, 120);
  ink.at('Email address', 300, 262, 6); field(v.email, 350, 258, 200);
  form.updateFieldAppearances(ink.sans);
  return pdf.save();
}
