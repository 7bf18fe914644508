// W-2s written with pdf-lib for tests, in three layouts that differ the way real ones do: the IRS's own grid
// (Form W-2 2024: captions top-left in each box, values under them, boxes side by side), a payroll provider's
// statement (names in capitals, 'Box N' labels with abbreviations, values right-aligned on the label's line),
// and a two-column summary (numbered captions, amounts without thousands separators beside them).
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

export interface W2FixtureValues {
  employeeFirstName: string;
  employeeLastName: string;
  ssn: string;
  employerName: string;
  employerEIN: string;
  wages: number;
  federalIncomeTax: number;
  socialSecurityWages: number;
  socialSecurityTaxWithheld: number;
  medicareWagesAndTips: number;
  medicareTaxWithheld: number;
  socialSecurityTips: number;
  allocatedTips: number;
  dependentCareBenefits: number;
  nonqualifiedPlans: number;
  box12: { code: string; amount: number }[];
  retirementPlan: boolean;
  state: string;
  stateEmployerId: string;
  stateWages: number;
  stateIncomeTax: number;
  localWages: number;
  localIncomeTax: number;
  locality: string;
}

export const SAMPLE_W2: W2FixtureValues = {
  employeeFirstName: 'Jordan',
  employeeLastName: 'Whitaker',
  ssn: '412-56-7890',
  employerName: 'Acme Widgets Inc',
  employerEIN: '12-3456789',
  wages: 52000,
  federalIncomeTax: 6000,
  socialSecurityWages: 55000,
  socialSecurityTaxWithheld: 3410,
  medicareWagesAndTips: 55000,
  medicareTaxWithheld: 797.5,
  socialSecurityTips: 1200,
  allocatedTips: 300,
  dependentCareBenefits: 2500,
  nonqualifiedPlans: 4000,
  box12: [
    { code: 'AA', amount: 3000 },
    { code: 'W', amount: 1500 },
  ],
  retirementPlan: true,
  state: 'NJ',
  stateEmployerId: '123456789',
  stateWages: 52000,
  stateIncomeTax: 1850.25,
  localWages: 52000,
  localIncomeTax: 520,
  locality: 'NEWARK',
};

export type W2Layout = 'irs' | 'payroll' | 'summary';
export const W2_LAYOUTS: readonly W2Layout[] = ['irs', 'payroll', 'summary'];

const money = (amount: number) => amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const plain = (amount: number) => amount.toFixed(2);

interface Pen {
  page: PDFPage;
  font: PDFFont;
  bold: PDFFont;
  /** Writes at (x, y from the top). */
  text: (text: string, x: number, top: number, size?: number, bold?: boolean) => void;
  right: (text: string, xRight: number, top: number, size?: number) => void;
}

async function newPage(): Promise<{ pdf: PDFDocument; pen: Pen }> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const pen: Pen = {
    page,
    font,
    bold,
    text: (text, x, top, size = 10, isBold = false) => page.drawText(text, { x, y: 792 - top - size, size, font: isBold ? bold : font }),
    right: (text, xRight, top, size = 10) => page.drawText(text, { x: xRight - font.widthOfTextAtSize(text, size), y: 792 - top - size, size, font }),
  };
  return { pdf, pen };
}

/** The IRS grid: caption (7 pt) at the top of each box, the value (10 pt) under it. */
function drawIrs(pen: Pen, v: W2FixtureValues) {
  const cap = (text: string, x: number, top: number) => pen.text(text, x, top, 6.5);
  const val = (text: string, x: number, top: number) => pen.text(text, x + 4, top + 11, 10);
  const box = (x: number, top: number, w: number, hgt: number) => pen.page.drawRectangle({ x, y: 792 - top - hgt, width: w, height: hgt, borderWidth: 0.5 });
  pen.text('Form W-2 Wage and Tax Statement 2024', 36, 24, 12, true);
  const L = 36, M = 316, R = 456, row = 30;
  let top = 50;
  box(L, top, 280, row); cap("a Employee's social security number", L + 2, top + 2); val(v.ssn, L, top + 4);
  top += row;
  box(L, top, 280, row); cap('b Employer identification number (EIN)', L + 2, top + 2); val(v.employerEIN, L, top + 4);
  box(M, top, 140, row); cap('1 Wages, tips, other compensation', M + 2, top + 2); val(money(v.wages), M, top + 4);
  box(R, top, 120, row); cap('2 Federal income tax withheld', R + 2, top + 2); val(money(v.federalIncomeTax), R, top + 4);
  top += row;
  box(L, top, 280, row * 3); cap("c Employer's name, address, and ZIP code", L + 2, top + 2); val(v.employerName, L, top + 4); pen.text('100 Industrial Way', L + 4, top + 28); pen.text('Newark NJ 07102', L + 4, top + 40);
  box(M, top, 140, row); cap('3 Social security wages', M + 2, top + 2); val(money(v.socialSecurityWages), M, top + 4);
  box(R, top, 120, row); cap('4 Social security tax withheld', R + 2, top + 2); val(money(v.socialSecurityTaxWithheld), R, top + 4);
  top += row;
  box(M, top, 140, row); cap('5 Medicare wages and tips', M + 2, top + 2); val(money(v.medicareWagesAndTips), M, top + 4);
  box(R, top, 120, row); cap('6 Medicare tax withheld', R + 2, top + 2); val(money(v.medicareTaxWithheld), R, top + 4);
  top += row;
  box(M, top, 140, row); cap('7 Social security tips', M + 2, top + 2); val(money(v.socialSecurityTips), M, top + 4);
  box(R, top, 120, row); cap('8 Allocated tips', R + 2, top + 2); val(money(v.allocatedTips), R, top + 4);
  top += row;
  box(L, top, 280, row); cap('d Control number', L + 2, top + 2);
  box(M, top, 140, row); cap('9', M + 2, top + 2);
  box(R, top, 120, row); cap('10 Dependent care benefits', R + 2, top + 2); val(money(v.dependentCareBenefits), R, top + 4);
  top += row;
  box(L, top, 140, row); cap("e Employee's first name and initial", L + 2, top + 2); val(v.employeeFirstName, L, top + 4);
  box(L + 140, top, 140, row); cap('Last name', L + 142, top + 2); val(v.employeeLastName, L + 140, top + 4);
  box(M, top, 140, row); cap('11 Nonqualified plans', M + 2, top + 2); val(money(v.nonqualifiedPlans), M, top + 4);
  box(R, top, 120, row); cap('12a See instructions for box 12', R + 2, top + 2);
  if (v.box12[0]) { pen.text(v.box12[0].code, R + 4, top + 15, 10); pen.text(money(v.box12[0].amount), R + 40, top + 15, 10); }
  top += row;
  box(M, top, 140, row); cap('13 Statutory employee  Retirement plan  Third-party sick pay', M + 2, top + 2);
  if (v.retirementPlan) pen.text('X', M + 62, top + 14, 10);
  box(R, top, 120, row); cap('12b', R + 2, top + 2);
  if (v.box12[1]) { pen.text(v.box12[1].code, R + 4, top + 15, 10); pen.text(money(v.box12[1].amount), R + 40, top + 15, 10); }
  top += row + 10;
  const cols = [36, 136, 236, 336, 436, 516];
  const caps = ["15 State Employer's state ID number", '16 State wages, tips, etc.', '17 State income tax', '18 Local wages, tips, etc.', '19 Local income tax', '20 Locality name'];
  caps.forEach((text, i) => { box(cols[i]!, top, (cols[i + 1] ?? 576) - cols[i]!, row); cap(text, cols[i]! + 2, top + 2); });
  val(`${v.state} ${v.stateEmployerId}`, cols[0]!, top + 4);
  val(money(v.stateWages), cols[1]!, top + 4);
  val(money(v.stateIncomeTax), cols[2]!, top + 4);
  val(money(v.localWages), cols[3]!, top + 4);
  val(money(v.localIncomeTax), cols[4]!, top + 4);
  val(v.locality, cols[5]!, top + 4);
}

/** A payroll provider's statement: capitals, 'Box N' labels with abbreviations, values right-aligned. */
function drawPayroll(pen: Pen, v: W2FixtureValues) {
  pen.text('ANNUAL W-2 STATEMENT - TAX YEAR 2024', 50, 40, 13, true);
  pen.text(`EMPLOYER NAME: ${v.employerName.toUpperCase()}`, 50, 70);
  pen.text(`EMPLOYER ID (EIN): ${v.employerEIN}`, 50, 86);
  pen.text(`EMPLOYEE NAME: ${v.employeeFirstName.toUpperCase()} ${v.employeeLastName.toUpperCase()}`, 50, 110);
  pen.text(`EMPLOYEE SSN: XXX-XX-${v.ssn.slice(-4)}`, 50, 126);
  const rows: [string, string][] = [
    ['Box 1  Wages, tips, other comp.', money(v.wages)],
    ['Box 2  Federal income tax w/h', money(v.federalIncomeTax)],
    ['Box 3  Soc. Sec. wages', money(v.socialSecurityWages)],
    ['Box 4  Soc. Sec. tax w/h', money(v.socialSecurityTaxWithheld)],
    ['Box 5  Medicare wages & tips', money(v.medicareWagesAndTips)],
    ['Box 6  Medicare tax w/h', money(v.medicareTaxWithheld)],
    ['Box 7  SS tips', money(v.socialSecurityTips)],
    ['Box 8  Allocated tips', money(v.allocatedTips)],
    ['Box 10  Dependent care benefits', money(v.dependentCareBenefits)],
    ['Box 11  Nonqualified plans', money(v.nonqualifiedPlans)],
    ...v.box12.map((entry, i): [string, string] => [`Box 12${'abcd'[i]}  Code ${entry.code}`, money(entry.amount)]),
    [`Box 13  Retirement plan: ${v.retirementPlan ? 'X' : ''}`, ''],
    [`Box 15  Employer state ID: ${v.state} ${v.stateEmployerId}`, ''],
    ['Box 16  State wages', money(v.stateWages)],
    ['Box 17  State income tax', money(v.stateIncomeTax)],
    ['Box 18  Local wages', money(v.localWages)],
    ['Box 19  Local income tax', money(v.localIncomeTax)],
    [`Box 20  Locality name: ${v.locality}`, ''],
  ];
  rows.forEach(([label, value], i) => {
    pen.text(label, 50, 160 + i * 18);
    if (value) pen.right(value, 540, 160 + i * 18);
  });
}

/** A two-column summary: numbered captions, plain amounts beside them, two boxes per row. */
function drawSummary(pen: Pen, v: W2FixtureValues) {
  pen.text(`${v.employerName} - Employee Wage Summary (W-2) 2024`, 40, 30, 12, true);
  pen.text("Employer's name, address and ZIP code", 40, 56, 8);
  pen.text(v.employerName, 40, 68);
  pen.text('100 Industrial Way, Newark NJ 07102', 40, 82);
  pen.text(`Employer identification number ${v.employerEIN}`, 330, 56, 9);
  pen.text("Employee's name", 40, 104, 8);
  pen.text(`${v.employeeFirstName} ${v.employeeLastName}`, 40, 116);
  pen.text(`Employee's SSN ***-**-${v.ssn.slice(-4)}`, 330, 104, 9);
  const pairs: [string, string, string, string][] = [
    ['1. Wages, tips, other compensation', plain(v.wages), '2. Federal income tax withheld', plain(v.federalIncomeTax)],
    ['3. Social security wages', plain(v.socialSecurityWages), '4. Social security tax withheld', plain(v.socialSecurityTaxWithheld)],
    ['5. Medicare wages and tips', plain(v.medicareWagesAndTips), '6. Medicare tax withheld', plain(v.medicareTaxWithheld)],
    ['7. Social security tips', plain(v.socialSecurityTips), '8. Allocated tips', plain(v.allocatedTips)],
    ['10. Dependent care benefits', plain(v.dependentCareBenefits), '11. Nonqualified plans', plain(v.nonqualifiedPlans)],
    [`12a. ${v.box12[0]?.code ?? ''}`, v.box12[0] ? plain(v.box12[0].amount) : '', `12b. ${v.box12[1]?.code ?? ''}`, v.box12[1] ? plain(v.box12[1].amount) : ''],
    ['16. State wages', plain(v.stateWages), '17. State income tax', plain(v.stateIncomeTax)],
    ['18. Local wages', plain(v.localWages), '19. Local income tax', plain(v.localIncomeTax)],
  ];
  pairs.forEach(([c1, v1, c2, v2], i) => {
    const top = 150 + i * 22;
    pen.text(c1, 40, top, 9);
    pen.right(v1, 290, top, 10);
    pen.text(c2, 320, top, 9);
    pen.right(v2, 570, top, 10);
  });
  pen.text(`15. State / Employer's state ID: ${v.state} ${v.stateEmployerId}`, 40, 340, 9);
  pen.text(`20. Locality name: ${v.locality}`, 320, 340, 9);
  pen.text(`13. Retirement plan ${v.retirementPlan ? 'X' : ''}`, 40, 362, 9);
}

export async function buildW2Pdf(values: W2FixtureValues = SAMPLE_W2, layout: W2Layout = 'irs'): Promise<Uint8Array> {
  const { pdf, pen } = await newPage();
  if (layout === 'irs') drawIrs(pen, values);
  else if (layout === 'payroll') drawPayroll(pen, values);
  else drawSummary(pen, values);
  return pdf.save();
}

/** A receipt: a PDF with text and amounts that is not a W-2. */
export async function buildReceiptPdf(): Promise<Uint8Array> {
  const { pdf, pen } = await newPage();
  pen.text('CORNER HARDWARE - RECEIPT', 50, 40, 13, true);
  ['Hammer 19.99', 'Nails 4.50', 'Subtotal 24.49', 'Sales tax 1.62', 'Total 26.11', 'Paid by card'].forEach((line, i) => pen.text(line, 50, 80 + i * 16));
  return pdf.save();
}
