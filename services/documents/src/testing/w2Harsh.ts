// W-2s as the world sends them, drawn unlike our other generators (helper A, issue 13 item 5), each read as a
// text PDF, a clean image, a bad office scan and a phone photo:
// - 'impact': a continuous-form W-2 set, two copies to a sheet between pin-feed strips: the form's captions and
//   rules pre-printed in red drop-out ink, the values struck by an impact printer in mono capitals (Courier),
//   amounts without separators, out of register with the form (shifted right and down into the captions' cells);
// - 'dollars': a payroll provider's statement listing each box on a line with its number first and leader dots to a
//   '$' amount, box 13 answered 'Yes'/'No', the state and local figures in a small table under it;
// - 'plain': an employer's own ruled table in Times, two tables side by side (Box | Description | Amount), the
//   employee and employer named above as 'Label: value' lines, box 12's code in the description.
// The scanner here adds what scanLike.ts and w2WorldLayouts.ts do not: dot-matrix strikes, a colour cast, inkjet
// streaks, a coffee stain, a ghost of the page offset, glare, perspective and a crumpled sheet's waves.
// Figures are 2024's: social security 6.2% to the $168,600 wage base, Medicare 1.45% (Form W-2 instructions, boxes 3-6).
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { renderPdfPageToPng } from '../extract/pdf';
import type { W2Expected } from './w2MoreLayouts';
import { seededRandom } from './scanLike';

export type HarshLayout = 'impact' | 'dollars' | 'plain';
export const HARSH_LAYOUTS: readonly HarshLayout[] = ['impact', 'dollars', 'plain'];
export const HARSH_VARIANTS = ['pdf', 'clean', 'scan', 'photo'] as const;
export type HarshVariant = (typeof HARSH_VARIANTS)[number];

interface HarshW2 {
  expected: W2Expected;
  /** The name as printed (first, middle initial, last). */
  printedName: string;
  employerLines: readonly string[];
  employeeAddress: readonly string[];
  control: string;
}

/**
 * 'impact': a freight dispatcher in Ohio who also worked in Kentucky; no retirement plan. Box 1 = 3 = 5 = 56,830.00;
 * box 4 = 6.2% = 3,523.46; box 6 = 1.45% = 824.035 -> 824.04. OH 40,000.00 + KY 16,830.00 = box 1; KY 4% = 673.20.
 * Columbus 2.5% x 40,000.00 = 1,000.00. Employer-paid health coverage (DD) 9,604.00; group-term life (C) 112.50.
 */
const IMPACT: HarshW2 = {
  printedName: 'DESMOND K ABERNATHY-OYELARAN', control: '0004417',
  employerLines: ['TRI-COUNTY FREIGHT LINES INC', '4410 ALUM CREEK DR', 'COLUMBUS OH 43207'],
  employeeAddress: ['1187 SOUTHWOOD AVE', 'COLUMBUS OH 43207'],
  expected: {
    firstName: 'DESMOND', lastName: 'ABERNATHY-OYELARAN', ssn: '287-51-6094', employerName: 'TRI-COUNTY FREIGHT LINES INC', employerEIN: '31-4478210',
    wages: '56830.00', federalIncomeTax: '5120.00', socialSecurityWages: '56830.00', socialSecurityTaxWithheld: '3523.46',
    medicareWagesAndTips: '56830.00', medicareTaxWithheld: '824.04', socialSecurityTips: '', allocatedTips: '', dependentCareBenefits: '', nonqualifiedPlans: '',
    retirementPlan: false,
    box12Entries: [{ code: 'C', amount: '112.50' }, { code: 'DD', amount: '9604.00' }],
    box14Entries: [{ label: 'UNION DUES', amount: '486.00' }],
    stateRows: [
      { stateId: 'OH 51-447821', stateWages: '40000.00', stateIncomeTaxWithheld: '1010.40' },
      { stateId: 'KY 0291734', stateWages: '16830.00', stateIncomeTaxWithheld: '673.20' },
    ],
    localWages: '40000.00', localIncomeTax: '1000.00', locality: 'COLUMBUS',
  },
};

/**
 * 'dollars': a Georgia analyst. Gross 91,300.00; section 125 HSA (W) 1,800.00 out of boxes 1, 3, 5; 401(k) (D)
 * 5,475.00 out of box 1 only. Box 1 = 91,300.00 - 1,800.00 - 5,475.00 = 84,025.00; boxes 3, 5 = 89,500.00;
 * box 4 = 6.2% = 5,549.00; box 6 = 1.45% = 1,297.75. Georgia wages = box 1.
 */
const DOLLARS: HarshW2 = {
  printedName: 'Annika J. Lindqvist', control: 'A-22718',
  employerLines: ['Piedmont Ridge Analytics LLC', '1200 Peachtree St NE Ste 900', 'Atlanta GA 30309'],
  employeeAddress: ['455 Ponce De Leon Ave NE Apt 12', 'Atlanta GA 30308'],
  expected: {
    firstName: 'Annika', lastName: 'Lindqvist', ssn: '612-40-8815', employerName: 'Piedmont Ridge Analytics LLC', employerEIN: '58-3390412',
    wages: '84025.00', federalIncomeTax: '11406.20', socialSecurityWages: '89500.00', socialSecurityTaxWithheld: '5549.00',
    // Printed '$0.00', read as printed (as the printed corpora expect it).
    medicareWagesAndTips: '89500.00', medicareTaxWithheld: '1297.75', socialSecurityTips: '0.00', allocatedTips: '0.00', dependentCareBenefits: '0.00', nonqualifiedPlans: '0.00',
    retirementPlan: true,
    box12Entries: [{ code: 'D', amount: '5475.00' }, { code: 'DD', amount: '11340.00' }, { code: 'W', amount: '1800.00' }],
    box14Entries: [],
    stateRows: [{ stateId: 'GA 3309127KL', stateWages: '84025.00', stateIncomeTaxWithheld: '4123.10' }],
    localWages: '', localIncomeTax: '', locality: '',
  },
};

/**
 * 'plain': a Pennsylvania school-district teacher. Gross 47,620.00; 403(b) (E) 2,420.00 out of box 1 only:
 * box 1 = 45,200.00; boxes 3, 5 = 47,620.00; box 4 = 6.2% = 2,952.44; box 6 = 1.45% = 690.49. Pennsylvania taxes
 * 403(b) deferrals: state wages 47,620.00 x 3.07% = 1,461.93; local earned income tax 1.7% = 809.54.
 * Box 14: PA unemployment 0.07% x 47,620.00 = 33.33; local services tax 52.00. Group-term life (C) 54.00.
 */
const PLAIN: HarshW2 = {
  printedName: 'Tomasz P Wieczorek', control: '',
  employerLines: ['Schuylkill Valley School District', '301 Main St', 'Leesport PA 19533'],
  employeeAddress: ['78 Church Rd', 'Leesport PA 19533'],
  expected: {
    firstName: 'Tomasz', lastName: 'Wieczorek', ssn: '214-67-3390', employerName: 'Schuylkill Valley School District', employerEIN: '23-6001873',
    wages: '45200.00', federalIncomeTax: '3840.00', socialSecurityWages: '47620.00', socialSecurityTaxWithheld: '2952.44',
    medicareWagesAndTips: '47620.00', medicareTaxWithheld: '690.49', socialSecurityTips: '', allocatedTips: '', dependentCareBenefits: '', nonqualifiedPlans: '',
    retirementPlan: true,
    box12Entries: [{ code: 'C', amount: '54.00' }, { code: 'E', amount: '2420.00' }],
    box14Entries: [{ label: 'PA SUI', amount: '33.33' }, { label: 'LST', amount: '52.00' }],
    stateRows: [{ stateId: 'PA 71840552', stateWages: '47620.00', stateIncomeTaxWithheld: '1461.93' }],
    localWages: '47620.00', localIncomeTax: '809.54', locality: 'ONTELAUNEE',
  },
};

const VALUES: Record<HarshLayout, HarshW2> = { impact: IMPACT, dollars: DOLLARS, plain: PLAIN };

/** What a correct reading of a layout gives. */
export function harshW2Expected(layout: HarshLayout): W2Expected {
  return structuredClone(VALUES[layout].expected);
}

// ---------------------------------------------------------------------------------------------------------
// Drawing.

const BLACK = rgb(0, 0, 0);
/** The drop-out red continuous forms are printed in. */
const FORM_RED = rgb(0.86, 0.22, 0.2);

interface Pen {
  text: (text: string, x: number, top: number, size: number, font: PDFFont, color?: RGB) => void;
  right: (text: string, xRight: number, top: number, size: number, font: PDFFont, color?: RGB) => void;
  rect: (x: number, top: number, width: number, height: number, color?: RGB, line?: number) => void;
  line: (x1: number, top1: number, x2: number, top2: number, color?: RGB, width?: number, dashed?: boolean) => void;
  hole: (x: number, top: number, radius: number) => void;
}

function penOf(page: PDFPage): Pen {
  const height = page.getHeight();
  return {
    text: (text, x, top, size, font, color = BLACK) => {
      if (text) page.drawText(text, { x, y: height - top - size * 0.78, size, font, color });
    },
    right: (text, xRight, top, size, font, color = BLACK) => {
      if (text) page.drawText(text, { x: xRight - font.widthOfTextAtSize(text, size), y: height - top - size * 0.78, size, font, color });
    },
    rect: (x, top, width, rectHeight, color = BLACK, line = 0.6) => page.drawRectangle({ x, y: height - top - rectHeight, width, height: rectHeight, borderWidth: line, borderColor: color }),
    line: (x1, top1, x2, top2, color = BLACK, width = 0.6, dashed = false) =>
      page.drawLine({ start: { x: x1, y: height - top1 }, end: { x: x2, y: height - top2 }, thickness: width, color, ...(dashed ? { dashArray: [2, 2] } : {}) }),
    hole: (x, top, radius) => page.drawCircle({ x, y: height - top, size: radius, borderWidth: 0.5, borderColor: rgb(0.6, 0.6, 0.6), color: rgb(0.93, 0.93, 0.93) }),
  };
}

/** '1,234.56' from '1234.56'; '' stays ''. */
const grouped = (amount: string) => (amount ? Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : '');

/** One continuous-form copy 540 pt wide at (ox, oy): red form, Courier values struck `shift` points off register. */
function impactCopy(pen: Pen, caption: PDFFont, mono: PDFFont, v: HarshW2, ox: number, oy: number, legend: string, shift: { x: number; y: number }) {
  const e = v.expected;
  const W = 540;
  const cap = (text: string, x: number, top: number) => pen.text(text, x + 2, top + 1.5, 5.8, caption, FORM_RED);
  const val = (text: string, x: number, top: number) => pen.text(text.toUpperCase(), x + 5 + shift.x, top + 10 + shift.y, 9, mono);
  const cell = (x: number, top: number, width: number, height: number) => pen.rect(x, top, width, height, FORM_RED, 0.5);
  pen.text('W-2  Wage and Tax Statement   2024', ox + 300, oy - 12, 8, caption, FORM_RED);
  pen.text(legend, ox, oy - 12, 6, caption, FORM_RED);
  const half = W / 2;
  const quarter = half / 2;
  // Left: a, b, c, d, e/f. Right: 1-11 two to a row, 12a-d, 13, 14.
  cell(ox, oy, half, 22); cap("a Employee's social security number", ox, oy); val(e.ssn, ox, oy);
  cell(ox, oy + 22, half, 22); cap('b Employer identification number (EIN)', ox, oy + 22); val(e.employerEIN, ox, oy + 22);
  cell(ox, oy + 44, half, 50); cap("c Employer's name, address, and ZIP code", ox, oy + 44);
  v.employerLines.forEach((text, index) => val(text, ox, oy + 50 + index * 10));
  cell(ox, oy + 94, half, 22); cap('d Control number', ox, oy + 94); val(v.control, ox, oy + 94);
  cell(ox, oy + 116, half, 52); cap("e Employee's first name and initial   Last name   Suff.", ox, oy + 116);
  [v.printedName, ...v.employeeAddress].forEach((text, index) => val(text, ox, oy + 122 + index * 10));
  cap("f Employee's address and ZIP code", ox, oy + 158);
  const rows: [string, string, string, string][] = [
    ['1 Wages, tips, other compensation', e.wages, '2 Federal income tax withheld', e.federalIncomeTax],
    ['3 Social security wages', e.socialSecurityWages, '4 Social security tax withheld', e.socialSecurityTaxWithheld],
    ['5 Medicare wages and tips', e.medicareWagesAndTips, '6 Medicare tax withheld', e.medicareTaxWithheld],
    ['7 Social security tips', e.socialSecurityTips, '8 Allocated tips', e.allocatedTips],
    ['9', '', '10 Dependent care benefits', e.dependentCareBenefits],
    ['11 Nonqualified plans', e.nonqualifiedPlans, '12a See instructions for box 12', ''],
  ];
  rows.forEach(([left, leftValue, right, rightValue], index) => {
    const top = oy + index * 22;
    cell(ox + half, top, quarter, 22); cap(left, ox + half, top); val(leftValue, ox + half, top);
    cell(ox + half + quarter, top, quarter, 22); cap(right, ox + half + quarter, top); val(rightValue, ox + half + quarter, top);
  });
  // 12a's entry in the last row's right cell, 12b-d under it; 13 and 14 at the left of them.
  const box12Top = oy + 110;
  e.box12Entries.forEach((entry, index) => {
    const top = box12Top + index * 22;
    if (index > 0) { cell(ox + half + quarter, top, quarter, 22); cap(`12${'abcd'[index]}`, ox + half + quarter, top); }
    val(`${entry.code}   ${entry.amount}`, ox + half + quarter, top);
  });
  for (let index = e.box12Entries.length; index < 4; index += 1) {
    if (index === 0) continue;
    cell(ox + half + quarter, box12Top + index * 22, quarter, 22); cap(`12${'abcd'[index]}`, ox + half + quarter, box12Top + index * 22);
  }
  cell(ox + half, oy + 132, quarter, 36); cap('13', ox + half, oy + 132);
  const checks: [string, boolean][] = [['Statutory employee', false], ['Retirement plan', e.retirementPlan], ['Third-party sick pay', false]];
  checks.forEach(([text, marked], index) => {
    const x = ox + half + 12 + index * 42;
    const [first, ...rest] = text.split(' ');
    pen.text(first!, x - 6, oy + 134, 4.8, caption, FORM_RED);
    pen.text(rest.join(' '), x - 6, oy + 139.5, 4.8, caption, FORM_RED);
    pen.rect(x, oy + 147, 8, 8, FORM_RED, 0.5);
    if (marked) pen.text('X', x + 1 + shift.x, oy + 146 + shift.y, 9, mono);
  });
  cell(ox + half, oy + 168, quarter, 42); cap('14 Other', ox + half, oy + 168);
  e.box14Entries.forEach((entry, index) => val(`${entry.label} ${entry.amount}`, ox + half, oy + 172 + index * 10));
  // 15-20: one caption row, a value row per state.
  const columns: [string, number][] = [['15 State  Employer\'s state ID number', 120], ['16 State wages, tips, etc.', 84], ['17 State income tax', 74], ['18 Local wages, tips, etc.', 84], ['19 Local income tax', 74], ['20 Locality name', 104]];
  const stateTop = oy + 210;
  let x = ox;
  const values = e.stateRows.map((row, index) => [row.stateId.replace(' ', '  '), row.stateWages, row.stateIncomeTaxWithheld, index === 0 ? e.localWages : '', index === 0 ? e.localIncomeTax : '', index === 0 ? e.locality : '']);
  for (const [index, [text, width]] of columns.entries()) {
    cell(x, stateTop, width, 44);
    cap(text, x, stateTop);
    values.forEach((row, rowIndex) => val(row[index]!, x, stateTop + rowIndex * 14));
    x += width;
  }
  pen.line(ox, stateTop + 24 + 3, ox + W, stateTop + 24 + 3, FORM_RED, 0.3, true);
}

async function buildImpact(v: HarshW2): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const pen = penOf(page);
  const caption = await pdf.embedFont(StandardFonts.Helvetica);
  const mono = await pdf.embedFont(StandardFonts.Courier);
  for (let top = 18; top < 792; top += 36) { pen.hole(14, top, 4.5); pen.hole(598, top, 4.5); }
  pen.line(28, 0, 28, 792, rgb(0.6, 0.6, 0.6), 0.4, true);
  pen.line(584, 0, 584, 792, rgb(0.6, 0.6, 0.6), 0.4, true);
  impactCopy(pen, caption, mono, v, 36, 60, "Copy B-To Be Filed With Employee's FEDERAL Tax Return", { x: 4, y: 3 });
  pen.line(28, 396, 584, 396, rgb(0.5, 0.5, 0.5), 0.5, true);
  impactCopy(pen, caption, mono, v, 36, 440, "Copy C-For EMPLOYEE'S RECORDS", { x: 4, y: 3 });
  return pdf.save();
}

async function buildDollars(v: HarshW2): Promise<Uint8Array> {
  const e = v.expected;
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const pen = penOf(page);
  const sans = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const grey = rgb(0.35, 0.35, 0.35);
  pen.text('Northgate Payroll Services', 48, 40, 10, bold, grey);
  pen.text('2024 Annual Wage Statement (Form W-2 details)', 48, 56, 15, bold);
  pen.text('Keep this statement with your tax records. Amounts are as reported to the Social Security Administration.', 48, 78, 8, sans, grey);
  pen.text('EMPLOYEE', 48, 100, 8, bold, grey);
  pen.text(v.printedName, 48, 112, 10, sans);
  v.employeeAddress.forEach((text, index) => pen.text(text, 48, 125 + index * 12, 10, sans));
  pen.text(`Social security number: ${e.ssn}`, 48, 152, 9, sans);
  pen.text('EMPLOYER', 320, 100, 8, bold, grey);
  v.employerLines.forEach((text, index) => pen.text(text, 320, 112 + index * 12, 10, sans));
  pen.text(`Federal EIN: ${e.employerEIN}`, 320, 152, 9, sans);
  pen.line(48, 172, 564, 172, grey, 0.8);
  const leader = (label: string, amount: string, top: number) => {
    pen.text(label, 48, top, 9.5, sans);
    const from = 48 + sans.widthOfTextAtSize(label, 9.5) + 6;
    const text = amount;
    const to = 564 - sans.widthOfTextAtSize(text, 9.5) - 6;
    const dots = Math.max(0, Math.floor((to - from) / sans.widthOfTextAtSize('. ', 9.5)));
    pen.text('. '.repeat(dots), from, top, 9.5, sans, grey);
    pen.right(text, 564, top, 9.5, sans);
  };
  const dollar = (amount: string) => (amount ? `$${grouped(amount)}` : '$0.00');
  const rows: [string, string][] = [
    ['Box 1   Wages, tips, other compensation', dollar(e.wages)],
    ['Box 2   Federal income tax withheld', dollar(e.federalIncomeTax)],
    ['Box 3   Social security wages', dollar(e.socialSecurityWages)],
    ['Box 4   Social security tax withheld', dollar(e.socialSecurityTaxWithheld)],
    ['Box 5   Medicare wages and tips', dollar(e.medicareWagesAndTips)],
    ['Box 6   Medicare tax withheld', dollar(e.medicareTaxWithheld)],
    ['Box 7   Social security tips', dollar(e.socialSecurityTips)],
    ['Box 8   Allocated tips', dollar(e.allocatedTips)],
    ['Box 10  Dependent care benefits', dollar(e.dependentCareBenefits)],
    ['Box 11  Nonqualified plans', dollar(e.nonqualifiedPlans)],
    ...e.box12Entries.map((entry, index): [string, string] => [`Box 12${'abcd'[index]}  Code ${entry.code}`, dollar(entry.amount)]),
    ['Box 13  Statutory employee', 'No'],
    ['Box 13  Retirement plan', e.retirementPlan ? 'Yes' : 'No'],
    ['Box 13  Third-party sick pay', 'No'],
    ['Box d   Control number', v.control],
  ];
  rows.forEach(([label, amount], index) => leader(label, amount, 184 + index * 17));
  let top = 184 + rows.length * 17 + 14;
  pen.text('STATE AND LOCAL', 48, top, 8, bold, grey);
  top += 14;
  const heads: [string, number][] = [['Box 15 State', 48], ["Employer's state ID", 120], ['Box 16 State wages', 250], ['Box 17 State income tax', 370], ['Box 20 Locality', 490]];
  heads.forEach(([text, x]) => pen.text(text, x, top, 8.5, bold));
  pen.line(48, top + 12, 564, top + 12, grey, 0.5);
  e.stateRows.forEach((row, index) => {
    const rowTop = top + 18 + index * 15;
    const [state, id] = row.stateId.split(' ');
    pen.text(state!, 48, rowTop, 9.5, sans);
    pen.text(id!, 120, rowTop, 9.5, sans);
    pen.text(dollar(row.stateWages), 250, rowTop, 9.5, sans);
    pen.text(dollar(row.stateIncomeTaxWithheld), 370, rowTop, 9.5, sans);
  });
  pen.text('Questions? Call the payroll office at the number on your pay stub.', 48, 740, 7.5, sans, grey);
  return pdf.save();
}

async function buildPlain(v: HarshW2): Promise<Uint8Array> {
  const e = v.expected;
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const pen = penOf(page);
  const times = await pdf.embedFont(StandardFonts.TimesRoman);
  const bold = await pdf.embedFont(StandardFonts.TimesRomanBold);
  pen.text(v.employerLines[0]!, 40, 36, 14, bold);
  pen.text(`${v.employerLines[1]!}, ${v.employerLines[2]!}`, 40, 54, 10, times);
  pen.text('Employee W-2 Information, Tax Year 2024', 40, 80, 12, bold);
  const facts: [string, string][] = [
    ['Employee name:', v.printedName], ['Employee SSN:', e.ssn], ['Address:', v.employeeAddress.join(', ')],
    ['Employer:', v.employerLines[0]!], ['Employer EIN:', e.employerEIN],
  ];
  facts.forEach(([label, value], index) => {
    pen.text(label, 40, 104 + index * 15, 10.5, bold);
    pen.text(value, 130, 104 + index * 15, 10.5, times);
  });
  const table = (x: number, rows: [string, string, string][]) => {
    const top = 196;
    const widths = [34, 142, 82];
    pen.rect(x, top, 258, 18 + rows.length * 18);
    pen.line(x, top + 18, x + 258, top + 18);
    ['Box', 'Description', 'Amount'].forEach((text, index) => pen.text(text, x + 4 + widths.slice(0, index).reduce((a, b) => a + b, 0), top + 4, 10, bold));
    rows.forEach((row, index) => {
      const rowTop = top + 18 + index * 18;
      if (index > 0) pen.line(x, rowTop, x + 258, rowTop, BLACK, 0.3);
      pen.text(row[0], x + 4, rowTop + 4, 10, times);
      pen.text(row[1], x + 38, rowTop + 4, 10, times);
      pen.right(row[2], x + 254, rowTop + 4, 10, times);
    });
    pen.line(x + 34, top, x + 34, top + 18 + rows.length * 18);
    pen.line(x + 176, top, x + 176, top + 18 + rows.length * 18);
  };
  table(40, [
    ['1', 'Wages, tips, other comp.', grouped(e.wages)], ['2', 'Federal income tax withheld', grouped(e.federalIncomeTax)],
    ['3', 'Social security wages', grouped(e.socialSecurityWages)], ['4', 'Social security tax withheld', grouped(e.socialSecurityTaxWithheld)],
    ['5', 'Medicare wages and tips', grouped(e.medicareWagesAndTips)], ['6', 'Medicare tax withheld', grouped(e.medicareTaxWithheld)],
    ['7', 'Social security tips', grouped(e.socialSecurityTips)], ['8', 'Allocated tips', grouped(e.allocatedTips)],
    ['10', 'Dependent care benefits', grouped(e.dependentCareBenefits)], ['11', 'Nonqualified plans', grouped(e.nonqualifiedPlans)],
  ]);
  const [state, stateId] = e.stateRows[0]!.stateId.split(' ');
  table(314, [
    ...e.box12Entries.map((entry, index): [string, string, string] => [`12${'abcd'[index]}`, `Code ${entry.code}`, grouped(entry.amount)]),
    ['13', 'Retirement plan', e.retirementPlan ? 'X' : ''],
    ...e.box14Entries.map((entry): [string, string, string] => ['14', entry.label, grouped(entry.amount)]),
    ['15', 'State / Employer state ID', `${state!} ${stateId!}`],
    ['16', 'State wages, tips, etc.', grouped(e.stateRows[0]!.stateWages)], ['17', 'State income tax', grouped(e.stateRows[0]!.stateIncomeTaxWithheld)],
    ['18', 'Local wages, tips, etc.', grouped(e.localWages)], ['19', 'Local income tax', grouped(e.localIncomeTax)], ['20', 'Locality name', e.locality],
  ]);
  pen.text('This is not Form W-2. Your Form W-2 is mailed separately; the figures are the same.', 40, 470, 9, times);
  return pdf.save();
}

export async function buildHarshW2Pdf(layout: HarshLayout): Promise<Uint8Array> {
  const values = VALUES[layout];
  if (layout === 'impact') return buildImpact(values);
  if (layout === 'dollars') return buildDollars(values);
  return buildPlain(values);
}

// ---------------------------------------------------------------------------------------------------------
// The harsh copier and the phone.

export interface WorldDamage {
  dpi: number;
  /** Degrees, positive clockwise. */
  skew: number;
  jpegQuality: number;
  /** Ink struck as dots on a grid of this many pixels (0: solid). */
  dotPitch: number;
  /** Paper's colour (a cast: yellowed paper, a phone's white balance). */
  paper: readonly [number, number, number];
  /** Ink's colour where it is black (carbon copies print blue-black). */
  ink: readonly [number, number, number];
  /** Light bands across the page where an inkjet's nozzles clogged: how many, and how much ink they lose (0-1). */
  streaks: number;
  streakLoss: number;
  /** A ring stain's radius as a share of the page width (0: none). */
  stain: number;
  /** Opacity of a ghost of the page printed again a few pixels off (a copier's second image). */
  ghost: number;
  /** Glare: a bright patch washing out this share of the ink at its middle (0: none). */
  glare: number;
  /** Perspective: the top edge this much narrower than the bottom (0-0.1). */
  keystone: number;
  /** Crumpled paper: waves of this many pixels' displacement (0: flat). */
  crumple: number;
  seed: number;
}

const random = (seed: number) => seededRandom(seed * 2246822519 + 7);

/** The settings of one layout's bad office scan (`scan`) and phone photo (`photo`). */
export function worldDamage(layout: HarshLayout, variant: 'scan' | 'photo'): WorldDamage {
  const seed = HARSH_LAYOUTS.indexOf(layout) * 2 + (variant === 'scan' ? 1 : 2);
  const next = random(seed);
  if (variant === 'scan') {
    return {
      dpi: 150, skew: (0.8 + next() * 1.5) * (seed % 4 === 1 ? 1 : -1), jpegQuality: Math.round(40 + next() * 20),
      dotPitch: layout === 'impact' ? 2 : 0, paper: [238, 232, 214], ink: [34, 40, 78],
      streaks: 2 + Math.floor(next() * 3), streakLoss: 0.35 + next() * 0.2, stain: 0.08 + next() * 0.05, ghost: 0.12 + next() * 0.08,
      glare: 0, keystone: 0, crumple: 0, seed,
    };
  }
  return {
    dpi: 170, skew: (0.5 + next() * 2) * (seed % 4 === 2 ? -1 : 1), jpegQuality: Math.round(55 + next() * 20),
    dotPitch: layout === 'impact' ? 2 : 0, paper: [226, 218, 236], ink: [30, 26, 36],
    streaks: 0, streakLoss: 0, stain: 0, ghost: 0,
    glare: 0.45 + next() * 0.2, keystone: 0.03 + next() * 0.04, crumple: 1.5 + next() * 1.5, seed,
  };
}

/** The first page of `pdf` through `damage`, as a JPEG. */
export async function damagedImageOf(pdf: Uint8Array, damage: WorldDamage): Promise<Buffer> {
  const page = await loadImage(await renderPdfPageToPng(pdf, damage.dpi / 72));
  const { width, height } = page;
  const next = random(damage.seed + 1000);
  const canvas = createCanvas(width, height);
  const g = canvas.getContext('2d');
  g.fillStyle = 'white';
  g.fillRect(0, 0, width, height);
  g.filter = 'blur(0.5px)';
  g.translate(width / 2, height / 2);
  g.rotate((damage.skew * Math.PI) / 180);
  g.drawImage(page, -width / 2, -height / 2);
  g.setTransform(1, 0, 0, 1, 0, 0);
  g.filter = 'none';
  const flat = g.getImageData(0, 0, width, height).data;

  // Where each output pixel comes from: the keystone narrows the top, the crumple's waves push the paper about.
  const phase = [next() * 6.28, next() * 6.28, next() * 6.28];
  const waveX = (x: number, y: number) => damage.crumple * (Math.sin(y / 37 + phase[0]!) + 0.6 * Math.sin((x + y) / 23 + phase[1]!));
  const waveY = (x: number) => damage.crumple * Math.sin(x / 41 + phase[2]!);
  const sourceOf = (x: number, y: number): [number, number] => {
    const narrow = 1 - damage.keystone * (1 - y / height);
    const sx = width / 2 + (x - width / 2) / narrow + waveX(x, y);
    const sy = y + waveY(x);
    return [Math.round(sx), Math.round(sy)];
  };
  const inkAt = (x: number, y: number) => {
    if (x < 0 || y < 0 || x >= width || y >= height) return { ink: 0, red: false };
    const index = (y * width + x) * 4;
    const r = flat[index]!, gr = flat[index + 1]!, b = flat[index + 2]!;
    return { ink: 1 - (r + gr + b) / 765, red: r - gr > 60 };
  };
  const streakRows = Array.from({ length: damage.streaks }, () => ({ y: next() * height, half: 2 + next() * 5 }));
  const stain = { x: width * (0.3 + next() * 0.5), y: height * (0.3 + next() * 0.5), r: damage.stain * width };
  const glare = { x: width * (0.3 + next() * 0.4), y: height * (0.25 + next() * 0.4), r: width * 0.22 };
  const ghostShift = { x: 3 + Math.floor(next() * 4), y: 5 + Math.floor(next() * 6) };
  const out = g.createImageData(width, height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const [sx, sy] = sourceOf(x, y);
      const here = inkAt(sx, sy);
      let ink = here.ink;
      // Dot-matrix pins: black strikes only (the form's red is printed), as dots with gaps between.
      if (damage.dotPitch > 0 && !here.red && ink > 0.3 && (sx % damage.dotPitch === 1 || sy % damage.dotPitch === 1)) ink *= 0.45;
      for (const streak of streakRows) if (Math.abs(y - streak.y) < streak.half) ink *= 1 - damage.streakLoss;
      const ghost = damage.ghost * inkAt(sx - ghostShift.x, sy - ghostShift.y).ink;
      let [pr, pg, pb] = damage.paper;
      if (damage.stain > 0) {
        const d = Math.hypot(x - stain.x, (y - stain.y) * 1.2) / stain.r;
        if (d < 1) {
          const ring = d > 0.85 ? 0.35 : 0.12;
          pr -= 40 * ring; pg -= 70 * ring; pb -= 110 * ring;
        }
      }
      let wash = 0;
      if (damage.glare > 0) {
        const d = Math.hypot(x - glare.x, y - glare.y) / glare.r;
        if (d < 1) wash = damage.glare * (1 - d * d);
      }
      // A crumple's folds shade the paper where the waves slope.
      const shade = damage.crumple > 0 ? 1 - 0.05 * Math.sin(y / 37 + phase[0]!) - 0.04 * Math.sin((x + y) / 23 + phase[1]!) : 1;
      const dark = Math.min(1, Math.max(ink, ghost) * (1 - wash));
      const noise = (next() - 0.5) * 14;
      const mix = (paper: number, inkColour: number) => Math.max(0, Math.min(255, (paper * shade + (255 - paper) * wash) * (1 - dark) + inkColour * dark + noise));
      const inkColour = here.red ? [200, 70, 60] : damage.ink;
      const index = (y * width + x) * 4;
      out.data[index] = mix(pr, inkColour[0]!);
      out.data[index + 1] = mix(pg, inkColour[1]!);
      out.data[index + 2] = mix(pb, inkColour[2]!);
      out.data[index + 3] = 255;
    }
  }
  canvas.getContext('2d').putImageData(out, 0, 0);
  return canvas.encode('jpeg', damage.jpegQuality);
}

/** The bytes and type of one layout in one variant. */
export async function harshW2File(layout: HarshLayout, variant: HarshVariant): Promise<{ bytes: Uint8Array; mimeType: string }> {
  const pdf = await buildHarshW2Pdf(layout);
  if (variant === 'pdf') return { bytes: pdf, mimeType: 'application/pdf' };
  if (variant === 'clean') return { bytes: new Uint8Array(await renderPdfPageToPng(pdf, 200 / 72)), mimeType: 'image/png' };
  return { bytes: new Uint8Array(await damagedImageOf(pdf, worldDamage(layout, variant))), mimeType: 'image/jpeg' };
}
