// Two more W-2 prints written apart from the reader and from w2Fixture.ts / providerLayouts.ts (their own
// drawing code, values, captions and places), to measure the reader on layouts it was not fitted to:
// - a payroll bureau's two-up sheet (Copy B above Copy C, as Paychex/ADP laser sheets print them): captions in
//   Times capitals at 6 pt, boxes 1-11 three to a row beside the identification column, Courier amounts without
//   thousands separators left-aligned under the captions, box e split into first name / last name / suffix,
//   state and local boxes 15-20 in one table row across the form (Ohio with a city tax);
// - a web payroll service's one-copy-per-page print (as Gusto-like services print them): Helvetica, every box a
//   card with a grey caption in sentence case ('Wages, tips, other comp.') over a bold amount with '$' and
//   separators, the employee's name in mixed case, the SSN truncated on the employee's copy, checkboxes drawn as
//   squares, Copy C on a second page.
// Each builder returns the PDF; the *Expected functions give what a correct reading is, written by hand from
// what the page prints (amounts as the reader returns them: no '$' or ',').
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { embedFaces } from './pdfFaces';

interface Pen {
  page: PDFPage;
  /** `top`: the top of the text, down from the page's top edge. */
  text: (value: string, x: number, top: number, size: number, font: PDFFont, grey?: number) => void;
  right: (value: string, xRight: number, top: number, size: number, font: PDFFont) => void;
  rect: (x: number, top: number, width: number, height: number, options?: { fill?: number; border?: number; width?: number }) => void;
}

function penOf(page: PDFPage): Pen {
  const height = page.getHeight();
  return {
    page,
    text: (value, x, top, size, font, grey = 0) => {
      if (value) page.drawText(value, { x, y: height - top - size * 0.78, size, font, color: rgb(grey, grey, grey) });
    },
    right: (value, xRight, top, size, font) => {
      if (value) page.drawText(value, { x: xRight - font.widthOfTextAtSize(value, size), y: height - top - size * 0.78, size, font });
    },
    rect: (x, top, width, rectHeight, options = {}) =>
      page.drawRectangle({
        x, y: height - top - rectHeight, width, height: rectHeight,
        borderWidth: options.width ?? 0.6,
        borderColor: rgb(options.border ?? 0, options.border ?? 0, options.border ?? 0),
        ...(options.fill !== undefined ? { color: rgb(options.fill, options.fill, options.fill) } : {}),
      }),
  };
}

/** What a correct reading of a W-2 gives, in the reader's field names (the bench and tests compare these). */
export interface W2Expected {
  firstName: string;
  lastName: string;
  ssn: string;
  employerName: string;
  employerEIN: string;
  wages: string;
  federalIncomeTax: string;
  socialSecurityWages: string;
  socialSecurityTaxWithheld: string;
  medicareWagesAndTips: string;
  medicareTaxWithheld: string;
  socialSecurityTips: string;
  allocatedTips: string;
  dependentCareBenefits: string;
  nonqualifiedPlans: string;
  retirementPlan: boolean;
  box12Entries: { code: string; amount: string }[];
  box14Entries: { label: string; amount: string }[];
  stateRows: { stateId: string; stateWages: string; stateIncomeTaxWithheld: string }[];
  localWages: string;
  localIncomeTax: string;
  locality: string;
}

// ---------------------------------------------------------------------------------------------------------
// A payroll bureau's two-up sheet.

/**
 * Values of the bureau W-2 (an Ohio machinist with a Cleveland city tax).
 * Box 1 = box 3 - 401(k) deferral (code D): 62,440.16 - 4,200.00 = 58,240.16 (Form W-2 instructions, box 1 vs
 * boxes 3/5: elective deferrals are wages for social security and Medicare).
 * Box 4 = 6.2% x 62,440.16 = 3,871.289 -> 3,871.29; box 6 = 1.45% x 62,440.16 = 905.382 -> 905.38.
 * Ohio wages = box 1; Cleveland tax 2.5% x 58,240.16 = 1,456.004 -> 1,456.00.
 */
export const BUREAU_W2 = {
  ssn: '287-41-6652',
  ein: '34-1869027',
  control: '000318 OH1',
  employerLines: ['LAKESHORE TOOL & DIE INC', '4100 W 150TH ST', 'CLEVELAND OH 44135'],
  firstName: 'DESHAWN R',
  lastName: 'MCALLISTER-PRICE',
  employeeAddress: ['3318 W 54TH ST', 'CLEVELAND OH 44102'],
  wages: '58240.16',
  federalIncomeTax: '6127.40',
  socialSecurityWages: '62440.16',
  socialSecurityTaxWithheld: '3871.29',
  medicareWagesAndTips: '62440.16',
  medicareTaxWithheld: '905.38',
  box12: [
    { code: 'C', amount: '118.40' },
    { code: 'D', amount: '4200.00' },
    { code: 'DD', amount: '9854.16' },
  ],
  box14: [
    { label: 'SEC125', amount: '3129.72' },
    { label: 'UNION DUES', amount: '288.00' },
  ],
  state: { state: 'OH', id: '51028746', wages: '58240.16', tax: '1412.33' },
  local: { wages: '58240.16', tax: '1456.00', name: 'CLEVELAND' },
} as const;

export function bureauW2Expected(v: typeof BUREAU_W2 = BUREAU_W2): W2Expected {
  return {
    firstName: 'DESHAWN', lastName: v.lastName, ssn: v.ssn, employerName: v.employerLines[0], employerEIN: v.ein,
    wages: v.wages, federalIncomeTax: v.federalIncomeTax, socialSecurityWages: v.socialSecurityWages,
    socialSecurityTaxWithheld: v.socialSecurityTaxWithheld, medicareWagesAndTips: v.medicareWagesAndTips, medicareTaxWithheld: v.medicareTaxWithheld,
    socialSecurityTips: '', allocatedTips: '', dependentCareBenefits: '', nonqualifiedPlans: '',
    retirementPlan: true,
    box12Entries: v.box12.map((entry) => ({ ...entry })),
    box14Entries: v.box14.map((entry) => ({ ...entry })),
    stateRows: [{ stateId: `${v.state.state} ${v.state.id}`, stateWages: v.state.wages, stateIncomeTaxWithheld: v.state.tax }],
    localWages: v.local.wages, localIncomeTax: v.local.tax, locality: v.local.name,
  };
}

interface Fonts {
  times: PDFFont;
  timesBold: PDFFont;
  courier: PDFFont;
  helvetica: PDFFont;
  helveticaBold: PDFFont;
}

async function fontsOf(pdf: PDFDocument): Promise<Fonts> {
  return embedFaces(pdf, {
    times: StandardFonts.TimesRoman,
    timesBold: StandardFonts.TimesRomanBold,
    courier: StandardFonts.Courier,
    helvetica: StandardFonts.Helvetica,
    helveticaBold: StandardFonts.HelveticaBold,
  });
}

/** One bureau copy, 580 x 360 pt, its top-left corner at (ox, oy). */
function bureauCopy(pen: Pen, fonts: Fonts, v: typeof BUREAU_W2, ox: number, oy: number, copyTitle: string) {
  const CAP = 6;
  const VAL = 9;
  const ROW = 26;
  const idWidth = 214;
  const amountWidth = (580 - idWidth) / 3;
  const cell = (x: number, top: number, width: number, height: number, caption: string) => {
    pen.rect(ox + x, oy + top, width, height, { width: 0.5 });
    pen.text(caption, ox + x + 2, oy + top + 2, CAP, fonts.times);
  };
  const value = (text: string, x: number, top: number, size = VAL) => pen.text(text, ox + x + 5, oy + top + 12, size, fonts.courier);

  pen.text(copyTitle, ox, oy, 6.5, fonts.timesBold);
  pen.text('OMB No. 1545-0008', ox + 470, oy, 6, fonts.times);
  const t0 = 10;
  // Identification column on the left.
  cell(0, t0, idWidth, ROW, "a EMPLOYEE'S SOCIAL SECURITY NUMBER");
  value(v.ssn, 0, t0);
  cell(0, t0 + ROW, idWidth, ROW, 'b EMPLOYER IDENTIFICATION NUMBER (EIN)');
  value(v.ein, 0, t0 + ROW);
  cell(0, t0 + 2 * ROW, idWidth, ROW * 2, "c EMPLOYER'S NAME, ADDRESS, AND ZIP CODE");
  v.employerLines.forEach((line, i) => pen.text(line, ox + 5, oy + t0 + 2 * ROW + 10 + i * 9, 8, fonts.courier));
  cell(0, t0 + 4 * ROW, idWidth, ROW, 'd CONTROL NUMBER');
  value(v.control, 0, t0 + 4 * ROW, 8);
  const firstWidth = 112;
  const lastWidth = 84;
  cell(0, t0 + 5 * ROW, firstWidth, ROW, "e EMPLOYEE'S FIRST NAME AND INITIAL");
  value(v.firstName, 0, t0 + 5 * ROW, 8);
  cell(firstWidth, t0 + 5 * ROW, lastWidth, ROW, 'LAST NAME');
  value(v.lastName, firstWidth, t0 + 5 * ROW, 8);
  cell(firstWidth + lastWidth, t0 + 5 * ROW, idWidth - firstWidth - lastWidth, ROW, 'SUFF.');
  cell(0, t0 + 6 * ROW, idWidth, ROW, "f EMPLOYEE'S ADDRESS AND ZIP CODE");
  v.employeeAddress.forEach((line, i) => pen.text(line, ox + 5, oy + t0 + 6 * ROW + 9 + i * 8, 7, fonts.courier));

  // Boxes 1-14, three to a row, in the bureau's order.
  const grid: [string, string][][] = [
    [['1 WAGES, TIPS, OTHER COMPENSATION', v.wages], ['2 FEDERAL INCOME TAX WITHHELD', v.federalIncomeTax], ['3 SOCIAL SECURITY WAGES', v.socialSecurityWages]],
    [['4 SOCIAL SECURITY TAX WITHHELD', v.socialSecurityTaxWithheld], ['5 MEDICARE WAGES AND TIPS', v.medicareWagesAndTips], ['6 MEDICARE TAX WITHHELD', v.medicareTaxWithheld]],
    [['7 SOCIAL SECURITY TIPS', ''], ['8 ALLOCATED TIPS', ''], ['10 DEPENDENT CARE BENEFITS', '']],
    [['9', ''], ['11 NONQUALIFIED PLANS', ''], ['', '']],
  ];
  grid.forEach((row, r) =>
    row.forEach(([caption, amount], c) => {
      if (!caption) return;
      const x = idWidth + c * amountWidth;
      cell(x, t0 + r * ROW, amountWidth, ROW, caption);
      value(amount, x, t0 + r * ROW);
    }),
  );
  // Row 4, third column and below: box 12a-d stacked, box 13 and 14 beside them.
  const x12 = idWidth + 2 * amountWidth;
  ['12a', '12b', '12c', '12d'].forEach((label, i) => {
    const top = t0 + (3 + i) * ROW;
    cell(x12, top, amountWidth, ROW, `${label} CODE`);
    const entry = v.box12[i];
    if (entry) {
      pen.text(entry.code, ox + x12 + 5, oy + top + 12, VAL, fonts.courier);
      pen.text(entry.amount, ox + x12 + 40, oy + top + 12, VAL, fonts.courier);
    }
  });
  const x13 = idWidth;
  cell(x13, t0 + 4 * ROW, amountWidth, ROW, '13');
  const boxes: [string, boolean][] = [['STATUTORY EMPLOYEE', false], ['RETIREMENT PLAN', true], ['THIRD-PARTY SICK PAY', false]];
  boxes.forEach(([label, on], i) => {
    const x = x13 + 10 + i * 40;
    const lines = label.split(' ');
    lines.forEach((word, j) => pen.text(word, ox + x + 8, oy + t0 + 4 * ROW + 1.5 + j * 5, 4.5, fonts.times));
    pen.rect(ox + x, oy + t0 + 4 * ROW + 8, 7, 7, { width: 0.5 });
    if (on) pen.text('X', ox + x + 1.3, oy + t0 + 4 * ROW + 8.4, 7, fonts.courier);
  });
  cell(x13, t0 + 5 * ROW, amountWidth, ROW * 2, '14 OTHER');
  v.box14.forEach((entry, i) => {
    pen.text(entry.label, ox + x13 + 5, oy + t0 + 5 * ROW + 11 + i * 9, 7.5, fonts.courier);
    pen.right(entry.amount, ox + x13 + amountWidth - 6, oy + t0 + 5 * ROW + 11 + i * 9, 7.5, fonts.courier);
  });
  cell(idWidth + amountWidth, t0 + 4 * ROW, amountWidth, ROW * 3, '');

  // Boxes 15-20 in one row across the form.
  const t1 = t0 + 7 * ROW;
  const columns: [string, number, string][] = [
    ['15 STATE', 36, v.state.state],
    ["EMPLOYER'S STATE ID NUMBER", 96, v.state.id],
    ['16 STATE WAGES, TIPS, ETC.', 90, v.state.wages],
    ['17 STATE INCOME TAX', 80, v.state.tax],
    ['18 LOCAL WAGES, TIPS, ETC.', 90, v.local.wages],
    ['19 LOCAL INCOME TAX', 80, v.local.tax],
    ['20 LOCALITY NAME', 108, v.local.name],
  ];
  let x = 0;
  for (const [caption, width, text] of columns) {
    cell(x, t1, width, ROW, caption);
    value(text, x, t1, 8.5);
    x += width;
  }
  pen.text('FORM W-2 WAGE AND TAX STATEMENT 2024', ox, oy + t1 + ROW + 4, 8, fonts.timesBold);
  pen.text('Department of the Treasury - Internal Revenue Service', ox + 330, oy + t1 + ROW + 4, 6, fonts.times);
}

export async function buildBureauW2Pdf(values: typeof BUREAU_W2 = BUREAU_W2): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const fonts = await fontsOf(pdf);
  const page = pdf.addPage([612, 792]);
  const pen = penOf(page);
  bureauCopy(pen, fonts, values, 16, 24, "Copy B - To Be Filed With Employee's FEDERAL Tax Return.");
  // The cut line between the copies.
  page.drawLine({ start: { x: 10, y: 396 }, end: { x: 602, y: 396 }, thickness: 0.4, dashArray: [3, 3], color: rgb(0.4, 0.4, 0.4) });
  bureauCopy(pen, fonts, values, 16, 414, "Copy C - For EMPLOYEE'S RECORDS (See Notice to Employee on the back of Copy B.)");
  return pdf.save();
}

// ---------------------------------------------------------------------------------------------------------
// A web payroll service's print, one copy per page.

/**
 * Values of the web-payroll W-2 (a Denver software engineer).
 * Box 3 = box 5 = box 1 + 401(k) deferral (D) = 104,387.60 + 7,500.00 = 111,887.60 (the HSA contribution, W,
 * and dependent care under $5,000, box 10, are out of all three).
 * Box 4 = 6.2% x 111,887.60 = 6,937.031 -> 6,937.03; box 6 = 1.45% x 111,887.60 = 1,622.370 -> 1,622.37.
 * Colorado: 4.4% x 104,387.60 = 4,593.054 -> 4,593.05; CO FAMLI employee share 0.45% x 111,887.60 = 503.494 -> 503.49.
 */
export const WEB_W2 = {
  ssnLast4: '4417',
  ein: '84-3392017',
  employerLines: ['Brightpath Software, Inc.', '600 17th St, Ste 2800', 'Denver, CO 80202'],
  employeeLines: ['Priya K Raman-Holt', '1550 Larimer St, Unit 804', 'Denver, CO 80202'],
  wages: '104387.60',
  federalIncomeTax: '14210.88',
  socialSecurityWages: '111887.60',
  socialSecurityTaxWithheld: '6937.03',
  medicareWagesAndTips: '111887.60',
  medicareTaxWithheld: '1622.37',
  dependentCareBenefits: '2500.00',
  box12: [
    { code: 'D', amount: '7500.00' },
    { code: 'DD', amount: '11244.00' },
    { code: 'W', amount: '1000.00' },
  ],
  box14: [{ label: 'CO FAMLI', amount: '503.49' }],
  state: { state: 'CO', id: '29871453', wages: '104387.60', tax: '4593.05' },
} as const;

export function webW2Expected(v: typeof WEB_W2 = WEB_W2): W2Expected {
  return {
    firstName: 'Priya', lastName: 'Raman-Holt', ssn: `XXX-XX-${v.ssnLast4}`, employerName: v.employerLines[0], employerEIN: v.ein,
    wages: v.wages, federalIncomeTax: v.federalIncomeTax, socialSecurityWages: v.socialSecurityWages,
    socialSecurityTaxWithheld: v.socialSecurityTaxWithheld, medicareWagesAndTips: v.medicareWagesAndTips, medicareTaxWithheld: v.medicareTaxWithheld,
    socialSecurityTips: '', allocatedTips: '', dependentCareBenefits: v.dependentCareBenefits, nonqualifiedPlans: '',
    retirementPlan: true,
    box12Entries: v.box12.map((entry) => ({ ...entry })),
    box14Entries: v.box14.map((entry) => ({ ...entry })),
    stateRows: [{ stateId: `${v.state.state} ${v.state.id}`, stateWages: v.state.wages, stateIncomeTaxWithheld: v.state.tax }],
    localWages: '', localIncomeTax: '', locality: '',
  };
}

/** '$104,387.60' from '104387.60'. */
const dollars = (amount: string) => (amount ? `$${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}` : '');

function webCopy(page: PDFPage, fonts: Fonts, v: typeof WEB_W2, copyLine: string) {
  const pen = penOf(page);
  const M = 40;
  const W = 612 - 2 * M;
  const GREY = 0.42;
  pen.text('Brightpath Software, Inc.', M, 36, 9, fonts.helveticaBold);
  pen.text('W-2 Wage and Tax Statement', M, 52, 16, fonts.helveticaBold);
  pen.text('2024', 612 - M - 40, 52, 16, fonts.helveticaBold);
  pen.text(copyLine, M, 74, 8, fonts.helvetica, GREY);

  // Cards: a rounded-looking grey frame, the caption small and grey, the value bold under it.
  const card = (x: number, top: number, width: number, height: number, caption: string, lines: string[], valueSize = 11) => {
    pen.rect(x, top, width, height, { border: 0.78, width: 0.8, fill: 0.985 });
    pen.text(caption, x + 8, top + 7, 7, fonts.helvetica, GREY);
    lines.forEach((line, i) => pen.text(line, x + 8, top + 19 + i * (valueSize + 3), valueSize, i === 0 ? fonts.helveticaBold : fonts.helvetica));
  };
  const gap = 10;
  const half = (W - gap) / 2;
  let top = 94;
  card(M, top, half, 62, "Employee's name, address, and ZIP code", [...v.employeeLines], 10);
  card(M + half + gap, top, half, 62, "Employer's name, address, and ZIP code", [...v.employerLines], 10);
  top += 62 + gap;
  const third = (W - 2 * gap) / 3;
  card(M, top, third, 40, "Employee's social security number", [`XXX-XX-${v.ssnLast4}`]);
  card(M + third + gap, top, third, 40, 'Employer identification number (EIN)', [v.ein]);
  card(M + 2 * (third + gap), top, third, 40, 'Control number', []);
  top += 40 + gap + 8;

  pen.text('Federal', M, top, 10, fonts.helveticaBold);
  top += 16;
  const boxes: [string, string][] = [
    ['1  Wages, tips, other comp.', dollars(v.wages)],
    ['2  Federal income tax withheld', dollars(v.federalIncomeTax)],
    ['3  Social security wages', dollars(v.socialSecurityWages)],
    ['4  Social security tax withheld', dollars(v.socialSecurityTaxWithheld)],
    ['5  Medicare wages and tips', dollars(v.medicareWagesAndTips)],
    ['6  Medicare tax withheld', dollars(v.medicareTaxWithheld)],
    ['7  Social security tips', ''],
    ['8  Allocated tips', ''],
    ['10  Dependent care benefits', dollars(v.dependentCareBenefits)],
    ['11  Nonqualified plans', ''],
  ];
  // Two columns of cards: odd boxes on the left, even on the right (1|2, 3|4 ... 10|11).
  boxes.forEach(([caption, amount], i) => {
    const x = M + (i % 2) * (half + gap);
    const y = top + Math.floor(i / 2) * (40 + gap);
    card(x, y, half, 40, caption, amount ? [amount] : []);
  });
  top += 5 * (40 + gap);

  // Box 12 as a small table; box 13 checkboxes; box 14 lines.
  card(M, top, half, 78, '12  See instructions for box 12', []);
  pen.text('Code', M + 8, top + 20, 7, fonts.helvetica, GREY);
  pen.text('Amount', M + 60, top + 20, 7, fonts.helvetica, GREY);
  v.box12.forEach((entry, i) => {
    const y = top + 31 + i * 13;
    pen.text(`12${'abcd'[i]}`, M + 8, y, 7, fonts.helvetica, GREY);
    pen.text(entry.code, M + 28, y, 10, fonts.helveticaBold);
    pen.text(dollars(entry.amount), M + 60, y, 10, fonts.helveticaBold);
  });
  const x13 = M + half + gap;
  card(x13, top, half, 34, '13', []);
  const checks: [string, boolean][] = [['Statutory employee', false], ['Retirement plan', true], ['Third-party sick pay', false]];
  checks.forEach(([label, on], i) => {
    const x = x13 + 8 + i * 86;
    pen.rect(x, top + 17, 8, 8, { width: 0.7 });
    if (on) pen.text('X', x + 1.4, top + 17.6, 8, fonts.helveticaBold);
    pen.text(label, x + 12, top + 18.5, 7, fonts.helvetica);
  });
  card(x13, top + 40, half, 38, '14  Other', []);
  v.box14.forEach((entry, i) => {
    pen.text(entry.label, x13 + 8, top + 40 + 19 + i * 12, 9, fonts.helvetica);
    pen.right(dollars(entry.amount), x13 + half - 10, top + 40 + 19 + i * 12, 9, fonts.helvetica);
  });
  top += 78 + gap + 8;

  pen.text('State and local', M, top, 10, fonts.helveticaBold);
  top += 16;
  const quarter = (W - 3 * gap) / 4;
  const stateCards: [string, string][] = [
    ['15  State', v.state.state],
    ["Employer's state ID number", v.state.id],
    ['16  State wages, tips, etc.', dollars(v.state.wages)],
    ['17  State income tax', dollars(v.state.tax)],
  ];
  stateCards.forEach(([caption, text], i) => card(M + i * (quarter + gap), top, quarter, 40, caption, [text]));
  top += 40 + gap;
  const localCards: [string, string][] = [['18  Local wages, tips, etc.', ''], ['19  Local income tax', ''], ['20  Locality name', '']];
  localCards.forEach(([caption, text], i) => card(M + i * (quarter + gap), top, quarter, 40, caption, text ? [text] : []));
  top += 40 + gap + 6;

  const notice = [
    'This information is being furnished to the Internal Revenue Service. If you are required to file a tax return, a negligence',
    'penalty or other sanction may be imposed on you if this income is taxable and you fail to report it.',
    'Form W-2 Wage and Tax Statement 2024 - Department of the Treasury - Internal Revenue Service',
  ];
  notice.forEach((line, i) => pen.text(line, M, top + i * 10, 7, fonts.helvetica, GREY));
}

export async function buildWebW2Pdf(values: typeof WEB_W2 = WEB_W2): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const fonts = await fontsOf(pdf);
  webCopy(pdf.addPage([612, 792]), fonts, values, "Copy B - To Be Filed With Employee's FEDERAL Tax Return");
  webCopy(pdf.addPage([612, 792]), fonts, values, "Copy C - For EMPLOYEE'S RECORDS");
  return pdf.save();
}
