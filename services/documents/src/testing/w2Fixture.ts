// W-2s written with pdf-lib for tests, in three layouts that differ the way real ones do: the IRS's own grid
// (Form W-2 2024: captions top-left in each box, values under them, boxes side by side), a payroll provider's
// statement (names in capitals, 'Box N' labels with abbreviations, values right-aligned on the label's line),
// and a two-column summary (numbered captions, amounts without thousands separators beside them).
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

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
  /** Box 14 'Other': the employer's own labels and amounts. */
  box14?: { label: string; amount: number }[];
  /** A second state row (boxes 15-17), as printed for someone who worked in two states. */
  secondState?: { state: string; stateEmployerId: string; stateWages: number; stateIncomeTax: number };
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

/** A second employee for the two-copy layout: capitals, two states, box 14 entries. */
export const TWO_STATE_W2: W2FixtureValues = {
  employeeFirstName: 'Priya',
  employeeLastName: 'Raman-Ortiz',
  ssn: '523-41-8806',
  employerName: 'Delaware Valley Logistics LLC',
  employerEIN: '51-0298374',
  wages: 87345.12,
  federalIncomeTax: 10481.4,
  socialSecurityWages: 93120,
  socialSecurityTaxWithheld: 5773.44,
  medicareWagesAndTips: 93120,
  medicareTaxWithheld: 1350.24,
  socialSecurityTips: 0,
  allocatedTips: 0,
  dependentCareBenefits: 0,
  nonqualifiedPlans: 0,
  box12: [
    { code: 'D', amount: 5774.88 },
    { code: 'DD', amount: 9240 },
    { code: 'W', amount: 1200 },
  ],
  retirementPlan: true,
  state: 'NJ',
  stateEmployerId: '510298374000',
  stateWages: 61200.5,
  stateIncomeTax: 1912.33,
  localWages: 0,
  localIncomeTax: 0,
  locality: '',
  box14: [
    { label: 'NJ SDI', amount: 54.18 },
    { label: 'NJ FLI', amount: 56.04 },
    { label: 'TFB', amount: 1080 },
  ],
  secondState: { state: 'PA', stateEmployerId: '77104455', stateWages: 26144.62, stateIncomeTax: 802.64 },
};

export type W2Layout = 'irs' | 'payroll' | 'summary' | 'copies';
/** The layouts every sample draws fully (the two-copy layout is drawn with TWO_STATE_W2 in mind). */
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
  const box = (x: number, top: number, w: number, hgt: number) => pen.page.drawRectangle({ x, y: 792 - top - hgt, width: w, height: hgt, borderWidth: 0.5, borderColor: rgb(0, 0, 0) });
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
  box(M, top, 140, row); cap('13 Statutory emp.  Retirement plan', M + 2, top + 2);
  if (v.retirementPlan) pen.text('X', M + 62, top + 14, 10);
  box(R, top, 120, row); cap('12b', R + 2, top + 2);
  if (v.box12[1]) { pen.text(v.box12[1].code, R + 4, top + 15, 10); pen.text(money(v.box12[1].amount), R + 40, top + 15, 10); }
  top += row + 10;
  const cols = [36, 136, 236, 336, 436, 516];
  const caps = ["15 State Employer's state ID", '16 State wages, tips, etc.', '17 State income tax', '18 Local wages, tips, etc.', '19 Local income tax', '20 Locality name'];
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

/**
 * Two copies on one page (Copy B above Copy C, as many employers print them), each a grid unlike the IRS's:
 * three amount columns, amounts with '$', names in capitals, box 14 lines, and a state table with a row
 * per state under one caption row.
 */
function drawCopies(pen: Pen, v: W2FixtureValues) {
  const box = (x: number, top: number, w: number, hgt: number) => pen.page.drawRectangle({ x, y: 792 - top - hgt, width: w, height: hgt, borderWidth: 0.6, borderColor: rgb(0, 0, 0) });
  const cap = (text: string, x: number, top: number) => pen.text(text, x + 2, top + 2, 6.5);
  const dollars = (amount: number) => (amount ? `$${money(amount)}` : '');
  const valRight = (text: string, xRight: number, top: number) => text && pen.right(text, xRight - 4, top + 13, 9);
  const copy = (origin: number, title: string) => {
    pen.text(title, 36, origin, 8, true);
    const top0 = origin + 12;
    const L = 36, W = 540, row = 27;
    // Left block: a, b, c, e.
    box(L, top0, 200, row); cap('a Employee SSN', L, top0); pen.text(v.ssn, L + 6, top0 + 13, 9);
    box(L, top0 + row, 200, row); cap('b Employer ID number (EIN)', L, top0 + row); pen.text(v.employerEIN, L + 6, top0 + row + 13, 9);
    box(L, top0 + 2 * row, 200, row * 2); cap("c Employer's name, address and ZIP code", L, top0 + 2 * row);
    pen.text(v.employerName.toUpperCase(), L + 6, top0 + 2 * row + 12, 8.5); pen.text('4100 RIVER RD STE 200', L + 6, top0 + 2 * row + 23, 8.5); pen.text('CAMDEN NJ 08105', L + 6, top0 + 2 * row + 34, 8.5);
    box(L, top0 + 4 * row, 200, row); cap("e Employee's name", L, top0 + 4 * row); pen.text(`${v.employeeFirstName.toUpperCase()} ${v.employeeLastName.toUpperCase()}`, L + 6, top0 + 4 * row + 13, 9);
    // Right block: three amount columns.
    const cols = [L + 200, L + 313, L + 426, L + W];
    const cells: [string, string][][] = [
      [['1 Wages, tips, other comp.', dollars(v.wages)], ['2 Federal income tax withheld', dollars(v.federalIncomeTax)], ['3 Social security wages', dollars(v.socialSecurityWages)]],
      [['4 Social security tax withheld', dollars(v.socialSecurityTaxWithheld)], ['5 Medicare wages and tips', dollars(v.medicareWagesAndTips)], ['6 Medicare tax withheld', dollars(v.medicareTaxWithheld)]],
      [['7 Social security tips', dollars(v.socialSecurityTips)], ['8 Allocated tips', dollars(v.allocatedTips)], ['10 Dependent care benefits', dollars(v.dependentCareBenefits)]],
    ];
    cells.forEach((line, r) => line.forEach(([caption, value], c) => {
      box(cols[c]!, top0 + r * row, cols[c + 1]! - cols[c]!, row);
      cap(caption, cols[c]!, top0 + r * row);
      valRight(value, cols[c + 1]!, top0 + r * row);
    }));
    const r3 = top0 + 3 * row;
    const cell = (c: number, top: number, caption: string, height = row) => { box(cols[c]!, top, cols[c + 1]! - cols[c]!, height); cap(caption, cols[c]!, top); };
    const entry = (i: number, c: number, top: number) => {
      const e = v.box12[i];
      if (e) { pen.text(e.code, cols[c]! + 6, top + 13, 9); pen.right(money(e.amount), cols[c + 1]! - 4, top + 13, 9); }
    };
    cell(0, r3, '11 Nonqualified plans'); valRight(dollars(v.nonqualifiedPlans), cols[1]!, r3);
    cell(1, r3, '12a Code  Amount'); entry(0, 1, r3);
    cell(2, r3, '13 Retirement plan'); if (v.retirementPlan) pen.text('X', cols[2]! + 34, r3 + 13, 9);
    cell(0, r3 + row, '14 Other', row * 2);
    (v.box14 ?? []).forEach((other, i) => { pen.text(other.label, cols[0]! + 6, r3 + row + 11 + i * 10, 8); pen.right(money(other.amount), cols[1]! - 4, r3 + row + 11 + i * 10, 8); });
    cell(1, r3 + row, '12b Code  Amount'); entry(1, 1, r3 + row);
    cell(2, r3 + row, '12c Code  Amount'); entry(2, 2, r3 + row);
    cell(1, r3 + 2 * row, '12d Code  Amount'); entry(3, 1, r3 + 2 * row);
    // State table: one caption row, then a row per state.
    const st = top0 + 6 * row;
    const sx = [L, L + 40, L + 150, L + 255, L + 345, L + 430, L + 490, L + W];
    const scaps = ['15 State', "Employer's state ID no.", '16 State wages, tips, etc.', '17 State income tax', '18 Local wages', '19 Local inc. tax', '20 Locality'];
    scaps.forEach((text, i) => { box(sx[i]!, st, sx[i + 1]! - sx[i]!, 42); cap(text, sx[i]!, st); });
    const states = [{ state: v.state, stateEmployerId: v.stateEmployerId, stateWages: v.stateWages, stateIncomeTax: v.stateIncomeTax }, ...(v.secondState ? [v.secondState] : [])];
    states.forEach((s, i) => {
      const top = st + 11 + i * 13;
      pen.text(s.state, sx[0]! + 6, top, 9);
      pen.text(s.stateEmployerId, sx[1]! + 4, top, 9);
      pen.right(money(s.stateWages), sx[3]! - 4, top, 9);
      pen.right(money(s.stateIncomeTax), sx[4]! - 4, top, 9);
      if (i === 0 && v.localWages) { pen.right(money(v.localWages), sx[5]! - 4, top, 9); pen.right(money(v.localIncomeTax), sx[6]! - 4, top, 9); pen.text(v.locality, sx[6]! + 3, top, 8); }
    });
    pen.text('Form W-2 Wage and Tax Statement 2024   Dept. of the Treasury - IRS', 36, st + 48, 7);
  };
  copy(30, 'Copy B  To Be Filed With Employee\'s FEDERAL Tax Return');
  copy(420, 'Copy C  For EMPLOYEE\'S RECORDS');
}

export async function buildW2Pdf(values: W2FixtureValues = SAMPLE_W2, layout: W2Layout = 'irs'): Promise<Uint8Array> {
  const { pdf, pen } = await newPage();
  if (layout === 'irs') drawIrs(pen, values);
  else if (layout === 'payroll') drawPayroll(pen, values);
  else if (layout === 'copies') drawCopies(pen, values);
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
