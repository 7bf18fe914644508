// W-2s drawn the way other people draw them, to find what the reader was never fitted to (helper A, issue 13).
// Written before reading the reader's layout code and unlike our other layouts (w2Fixture, w2MoreLayouts,
// w2HeldApartLayouts, providerLayouts):
// - 'quad': a sheet of four copies in a 2x2 grid (B, C, 2, 2), each in small print: captions 5.5 pt, values in
//   Courier Bold without thousands separators, box 13's squares LEFT of their captions, box 12 with four codes,
//   two state rows and a local row under one caption row, dashed cut lines between the copies;
// - 'table': a payroll provider's 'Employee W-2 Summary', one table row per box (Box | Code | Description |
//   Amount) with alternate rows shaded, '$' amounts, box 13 as three rows with a filled square for 'yes';
// - 'shaded': a grid of four columns whose captions sit in grey bands (Times) over white value cells (Helvetica
//   Bold, '$' amounts), box 13 squares filled solid, mixed-case names;
// - 'heads': a landscape Courier print of column-headed tables ('BOX 1' over 'WAGES, TIPS, OTHER COMP' over the
//   value), box 13 as '[X]' / '[ ]' text, a local row for a city tax.
// Each is drawn as a text PDF; images are made from it clean (200 dpi) and by a harsher scanner than scanLike.ts
// (harshScanOf below: 150 dpi, JPEG 35-60, uneven light, faded and thinned toner, skew 1-4 degrees, the back
// page showing through, specks). The *Expected values are what each page prints, written by hand.
// Figures are 2024's: social security 6.2% to the $168,600 wage base, Medicare 1.45% (Form W-2 instructions, boxes 3-6).
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { renderPdfPageToPng } from '../extract/pdf';
import type { W2Expected } from './w2MoreLayouts';
import { seededRandom } from './scanLike';
import { embedFaces } from './pdfFaces';

export type WorldLayout = 'quad' | 'table' | 'shaded' | 'heads';
export const WORLD_LAYOUTS: readonly WorldLayout[] = ['quad', 'table', 'shaded', 'heads'];

interface WorldW2 {
  ssn: string;
  ein: string;
  control: string;
  employerLines: readonly string[];
  /** As printed in box e: first name, middle initial (if any), last name. */
  name: string;
  firstName: string;
  lastName: string;
  employeeAddress: readonly string[];
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
  box12: readonly { code: string; amount: string }[];
  box14: readonly { label: string; amount: string }[];
  states: readonly { state: string; id: string; wages: string; tax: string }[];
  local: { wages: string; tax: string; name: string };
}

/**
 * 'quad': a grain cooperative's clerk in Colorado who also worked in Nebraska, a Denver occupational privilege tax.
 * Gross 71,250.00; section 125 health 1,980.00 out of boxes 1, 3, 5; 401(k) deferral (D) 4,275.00 out of box 1 only;
 * Roth 401(k) (AA) 1,500.00 stays in box 1. Box 1 = 71,250.00 - 1,980.00 - 4,275.00 = 64,995.00.
 * Boxes 3 and 5 = 71,250.00 - 1,980.00 = 69,270.00; box 4 = 6.2% = 4,294.74; box 6 = 1.45% = 1,004.415 -> 1,004.42.
 * States: CO 41,200.00 (4.4% = 1,812.80) + NE 23,795.00 = box 1. Box 14: CO FAMLI 0.45% x 69,270.00 = 311.72.
 */
export const QUAD_W2: WorldW2 = {
  ssn: '531-72-9046', ein: '84-2967315', control: 'HP-00417',
  employerLines: ['HIGH PLAINS GRAIN COOPERATIVE', '7800 E COUNTY RD 14', 'STERLING CO 80751'],
  name: 'MARISOL T QUINTANILLA-BAKER', firstName: 'MARISOL', lastName: 'QUINTANILLA-BAKER',
  employeeAddress: ['412 PHELPS ST APT 3', 'STERLING CO 80751'],
  wages: '64995.00', federalIncomeTax: '6812.30', socialSecurityWages: '69270.00', socialSecurityTaxWithheld: '4294.74',
  medicareWagesAndTips: '69270.00', medicareTaxWithheld: '1004.42', socialSecurityTips: '', allocatedTips: '', dependentCareBenefits: '', nonqualifiedPlans: '',
  retirementPlan: true,
  box12: [{ code: 'D', amount: '4275.00' }, { code: 'AA', amount: '1500.00' }, { code: 'DD', amount: '8412.60' }, { code: 'W', amount: '1250.00' }],
  box14: [{ label: 'CO FAMLI', amount: '311.72' }],
  states: [{ state: 'CO', id: '36051827', wages: '41200.00', tax: '1812.80' }, { state: 'NE', id: '2177340', wages: '23795.00', tax: '1070.78' }],
  local: { wages: '41200.00', tax: '69.00', name: 'DENVER' },
};

/**
 * 'table': a nurse at a Minnesota clinic. 403(b) deferral (E) 6,500.00 out of box 1 only: box 1 = 124,906.25 - 6,500.00
 * = 118,406.25; boxes 3 and 5 = 124,906.25; box 4 = 6.2% = 7,744.1875 -> 7,744.19; box 6 = 1.45% = 1,811.140 -> 1,811.14.
 * Dependent care benefits (box 10) 2,400.00; group-term life over $50,000 (C) 96.00 is in box 1 already.
 */
export const TABLE_W2: WorldW2 = {
  ssn: '604-18-3372', ein: '46-3081752', control: '',
  employerLines: ['Riverbend Community Health Partners', '2150 Riverside Ave S', 'Minneapolis MN 55454'],
  name: 'KWAME A OSEI-BONSU', firstName: 'KWAME', lastName: 'OSEI-BONSU',
  employeeAddress: ['88 Chicago Ave Unit 1204', 'Minneapolis MN 55404'],
  wages: '118406.25', federalIncomeTax: '17930.55', socialSecurityWages: '124906.25', socialSecurityTaxWithheld: '7744.19',
  medicareWagesAndTips: '124906.25', medicareTaxWithheld: '1811.14', socialSecurityTips: '', allocatedTips: '', dependentCareBenefits: '2400.00', nonqualifiedPlans: '',
  retirementPlan: true,
  box12: [{ code: 'C', amount: '96.00' }, { code: 'E', amount: '6500.00' }, { code: 'DD', amount: '14220.00' }],
  box14: [{ label: 'HSA EE', amount: '1850.00' }],
  states: [{ state: 'MN', id: '4417392', wages: '118406.25', tax: '6905.12' }],
  local: { wages: '', tax: '', name: '' },
};

/**
 * 'shaded': a server at an Arizona outfitter. Pay 46,400.40, reported tips (box 7) 3,120.00, 401(k) deferral (D)
 * 1,640.00. Box 1 = 46,400.40 + 3,120.00 - 1,640.00 = 47,880.40; box 3 = 46,400.40 (tips apart, box 7); box 5 =
 * 49,520.40; box 4 = 6.2% x (46,400.40 + 3,120.00) = 3,070.26; box 6 = 1.45% x 49,520.40 = 718.046 -> 718.05.
 * Allocated tips (box 8) 415.50 are not in box 1. Arizona 2.5% x 47,880.40 = 1,197.01.
 */
export const SHADED_W2: WorldW2 = {
  ssn: '527-90-1148', ein: '86-1129403', control: '0093',
  employerLines: ['Saguaro Desert Outfitters LLC', '1650 N Scottsdale Rd', 'Tempe AZ 85281'],
  name: 'Beatriz L. Montenegro', firstName: 'Beatriz', lastName: 'Montenegro',
  employeeAddress: ['2031 E Apache Blvd #117', 'Tempe AZ 85281'],
  wages: '47880.40', federalIncomeTax: '4215.00', socialSecurityWages: '46400.40', socialSecurityTaxWithheld: '3070.26',
  medicareWagesAndTips: '49520.40', medicareTaxWithheld: '718.05', socialSecurityTips: '3120.00', allocatedTips: '415.50', dependentCareBenefits: '', nonqualifiedPlans: '',
  retirementPlan: true,
  box12: [{ code: 'D', amount: '1640.00' }, { code: 'DD', amount: '6120.00' }],
  box14: [],
  states: [{ state: 'AZ', id: '0831447-2', wages: '47880.40', tax: '1197.01' }],
  local: { wages: '', tax: '', name: '' },
};

/**
 * 'heads': a Detroit marine-supply counterman with no retirement plan (box 13 unmarked). Box 1 = 3 = 5 = 93,512.00;
 * box 4 = 6.2% = 5,797.744 -> 5,797.74; box 6 = 1.45% = 1,355.924 -> 1,355.92. Michigan 4.25% = 3,974.26; Detroit
 * city income tax 2.4% = 2,244.288 -> 2,244.29. HSA through the cafeteria plan (W) 2,150.00 is out of boxes 1, 3, 5.
 */
export const HEADS_W2: WorldW2 = {
  ssn: '379-04-6621', ein: '38-4410925', control: '104417',
  employerLines: ['GREAT LAKES MARINE SUPPLY CO', '9100 W JEFFERSON AVE', 'DETROIT MI 48209'],
  name: "TERRENCE J O'MALLEY", firstName: 'TERRENCE', lastName: "O'MALLEY",
  employeeAddress: ['15530 PINEHURST ST', 'DETROIT MI 48238'],
  wages: '93512.00', federalIncomeTax: '11220.48', socialSecurityWages: '93512.00', socialSecurityTaxWithheld: '5797.74',
  medicareWagesAndTips: '93512.00', medicareTaxWithheld: '1355.92', socialSecurityTips: '', allocatedTips: '', dependentCareBenefits: '', nonqualifiedPlans: '',
  retirementPlan: false,
  box12: [{ code: 'C', amount: '84.00' }, { code: 'W', amount: '2150.00' }, { code: 'DD', amount: '11304.00' }],
  box14: [{ label: 'UNION DUES', amount: '624.00' }],
  states: [{ state: 'MI', id: '3844109250', wages: '93512.00', tax: '3974.26' }],
  local: { wages: '93512.00', tax: '2244.29', name: 'DETROIT' },
};

export const WORLD_VALUES: Record<WorldLayout, WorldW2> = { quad: QUAD_W2, table: TABLE_W2, shaded: SHADED_W2, heads: HEADS_W2 };

/** What a correct reading of a layout gives. */
export function worldW2Expected(layout: WorldLayout): W2Expected {
  const v = WORLD_VALUES[layout];
  return {
    firstName: v.firstName, lastName: v.lastName, ssn: v.ssn, employerName: v.employerLines[0]!, employerEIN: v.ein,
    wages: v.wages, federalIncomeTax: v.federalIncomeTax, socialSecurityWages: v.socialSecurityWages,
    socialSecurityTaxWithheld: v.socialSecurityTaxWithheld, medicareWagesAndTips: v.medicareWagesAndTips, medicareTaxWithheld: v.medicareTaxWithheld,
    socialSecurityTips: v.socialSecurityTips, allocatedTips: v.allocatedTips, dependentCareBenefits: v.dependentCareBenefits, nonqualifiedPlans: v.nonqualifiedPlans,
    retirementPlan: v.retirementPlan,
    box12Entries: v.box12.map((entry) => ({ ...entry })),
    box14Entries: v.box14.map((entry) => ({ ...entry })),
    stateRows: v.states.map((row) => ({ stateId: `${row.state} ${row.id}`, stateWages: row.wages, stateIncomeTaxWithheld: row.tax })),
    localWages: v.local.wages, localIncomeTax: v.local.tax, locality: v.local.name,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Drawing.

interface Brush {
  /** Text whose top is `top` points down from the page's top edge. */
  at: (text: string, x: number, top: number, size: number, font: PDFFont, grey?: number) => void;
  right: (text: string, xRight: number, top: number, size: number, font: PDFFont) => void;
  box: (x: number, top: number, width: number, height: number, options?: { line?: number; fill?: number; dashed?: boolean; noBorder?: boolean }) => void;
  line: (x1: number, top1: number, x2: number, top2: number, width?: number, dashed?: boolean) => void;
}

function brushOf(page: PDFPage): Brush {
  const height = page.getHeight();
  return {
    at: (text, x, top, size, font, grey = 0) => {
      if (text) page.drawText(text, { x, y: height - top - size * 0.78, size, font, color: rgb(grey, grey, grey) });
    },
    right: (text, xRight, top, size, font) => {
      if (text) page.drawText(text, { x: xRight - font.widthOfTextAtSize(text, size), y: height - top - size * 0.78, size, font });
    },
    box: (x, top, width, boxHeight, options = {}) =>
      page.drawRectangle({
        x, y: height - top - boxHeight, width, height: boxHeight,
        ...(options.noBorder ? {} : { borderWidth: options.line ?? 0.6, borderColor: rgb(0, 0, 0) }),
        ...(options.dashed ? { borderDashArray: [3, 2] } : {}),
        ...(options.fill !== undefined ? { color: rgb(options.fill, options.fill, options.fill) } : {}),
      }),
    line: (x1, top1, x2, top2, width = 0.6, dashed = false) =>
      page.drawLine({ start: { x: x1, y: height - top1 }, end: { x: x2, y: height - top2 }, thickness: width, ...(dashed ? { dashArray: [4, 3] } : {}) }),
  };
}

interface Faces {
  helvetica: PDFFont;
  helveticaBold: PDFFont;
  times: PDFFont;
  timesBold: PDFFont;
  timesItalic: PDFFont;
  courier: PDFFont;
  courierBold: PDFFont;
}

async function facesOf(pdf: PDFDocument): Promise<Faces> {
  return embedFaces(pdf, {
    helvetica: StandardFonts.Helvetica,
    helveticaBold: StandardFonts.HelveticaBold,
    times: StandardFonts.TimesRoman,
    timesBold: StandardFonts.TimesRomanBold,
    timesItalic: StandardFonts.TimesRomanItalic,
    courier: StandardFonts.Courier,
    courierBold: StandardFonts.CourierBold,
  });
}

/** '1,234.56' from '1234.56'; '' stays ''. */
const grouped = (amount: string) => (amount ? Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : '');
const withDollar = (amount: string) => (amount ? `$${grouped(amount)}` : '');

// ---------------------------------------------------------------------------------------------------------
// 'quad': four copies in a 2x2 grid.

const QUAD_LEGENDS = [
  "Copy B-To Be Filed With Employee's FEDERAL Tax Return.",
  "Copy C-For EMPLOYEE'S RECORDS (See Notice to Employee.)",
  "Copy 2-To Be Filed With Employee's State, City, or Local Income Tax Return.",
  "Copy 2-To Be Filed With Employee's State, City, or Local Income Tax Return.",
];

/** One small copy 276 pt wide, its top-left corner at (ox, oy). */
function quadCopy(b: Brush, f: Faces, v: WorldW2, ox: number, oy: number, legend: string) {
  const W = 276;
  const CAP = 5.5;
  const VAL = 8;
  const cap = (text: string, x: number, top: number) => b.at(text, x + 2, top + 1.5, CAP, f.helvetica);
  const val = (text: string, x: number, top: number) => b.at(text, x + 4, top + 9, VAL, f.courierBold);
  b.at('Form W-2 Wage and Tax Statement 2024', ox, oy, 7, f.helveticaBold);
  b.at(legend, ox, oy + 9, 4.8, f.helvetica);
  let top = oy + 17;
  // a | b side by side, d control number.
  const half = W / 2;
  b.box(ox, top, half, 20); b.box(ox + half, top, half, 20);
  cap("a Employee's social security number", ox, top); val(v.ssn, ox, top);
  cap('b Employer identification number (EIN)', ox + half, top); val(v.ein, ox + half, top);
  top += 20;
  b.box(ox, top, W, 36);
  cap("c Employer's name, address, and ZIP code", ox, top);
  v.employerLines.forEach((text, index) => b.at(text, ox + 4, top + 8 + index * 8.5, 7, f.courierBold));
  top += 36;
  b.box(ox, top, W, 36);
  cap("e Employee's name, address, and ZIP code", ox, top);
  [v.name, ...v.employeeAddress].forEach((text, index) => b.at(text, ox + 4, top + 8 + index * 8.5, 7, f.courierBold));
  top += 36;
  // Boxes 1-11 in three columns.
  const third = W / 3;
  const cells: [string, string][] = [
    ['1 Wages, tips, other comp.', v.wages], ['2 Federal income tax withheld', v.federalIncomeTax], ['3 Social security wages', v.socialSecurityWages],
    ['4 Social security tax withheld', v.socialSecurityTaxWithheld], ['5 Medicare wages and tips', v.medicareWagesAndTips], ['6 Medicare tax withheld', v.medicareTaxWithheld],
    ['7 Social security tips', v.socialSecurityTips], ['8 Allocated tips', v.allocatedTips], ['10 Dependent care benefits', v.dependentCareBenefits],
    ['11 Nonqualified plans', v.nonqualifiedPlans], ['d Control number', v.control], ['9', ''],
  ];
  cells.forEach(([caption, value], index) => {
    const x = ox + (index % 3) * third;
    const rowTop = top + Math.floor(index / 3) * 20;
    b.box(x, rowTop, third, 20);
    cap(caption, x, rowTop);
    val(value, x, rowTop);
  });
  top += 80;
  // 12a-12d: two by two, the code in its own small cell.
  for (let slot = 0; slot < 4; slot += 1) {
    const x = ox + (slot % 2) * half;
    const rowTop = top + Math.floor(slot / 2) * 18;
    b.box(x, rowTop, half, 18);
    cap(`12${'abcd'[slot]}`, x, rowTop);
    b.line(x + 34, rowTop, x + 34, rowTop + 18, 0.4);
    const entry = v.box12[slot];
    if (entry) {
      b.at(entry.code, x + 14, rowTop + 7, VAL, f.courierBold);
      b.right(entry.amount, x + half - 6, rowTop + 7, VAL, f.courierBold);
    }
  }
  top += 36;
  // 13: squares left of their captions, one row; 14 beside.
  b.box(ox, top, half, 30); b.box(ox + half, top, half, 30);
  cap('13', ox, top);
  const checks: [string, boolean][] = [['Statutory employee', false], ['Retirement plan', v.retirementPlan], ['Third-party sick pay', false]];
  checks.forEach(([caption, marked], index) => {
    const x = ox + 12 + index * 44;
    b.box(x, top + 12, 6, 6, { line: 0.5 });
    if (marked) {
      b.line(x + 0.8, top + 12.8, x + 5.2, top + 17.2, 0.9);
      b.line(x + 5.2, top + 12.8, x + 0.8, top + 17.2, 0.9);
    }
    const [first, ...rest] = caption.split(' ');
    const second = rest.join(' ');
    b.at(first!, x + 8, top + 10, 4.6, f.helvetica);
    b.at(second, x + 8, top + 15.5, 4.6, f.helvetica);
  });
  cap('14 Other', ox + half, top);
  v.box14.forEach((entry, index) => {
    b.at(entry.label, ox + half + 6, top + 9 + index * 9, 7, f.courierBold);
    b.right(entry.amount, ox + W - 6, top + 9 + index * 9, 7, f.courierBold);
  });
  top += 30;
  // 15-20: one caption row, two value rows.
  const columns: [string, number][] = [['15 State', 22], ["Employer's state ID no.", 48], ['16 State wages, tips, etc.', 44], ['17 State income tax', 40], ['18 Local wages, tips, etc.', 44], ['19 Local income tax', 38], ['20 Locality name', 40]];
  let x = ox;
  const rows = v.states.map((row, index) => [row.state, row.id, row.wages, row.tax, index === 0 ? v.local.wages : '', index === 0 ? v.local.tax : '', index === 0 ? v.local.name : '']);
  for (const [index, [caption, width]] of columns.entries()) {
    b.box(x, top, width, 38);
    const words = caption.split(' ');
    const cut = Math.ceil(words.length / 2);
    b.at(words.slice(0, cut).join(' '), x + 1.5, top + 1.5, 4.6, f.helvetica);
    b.at(words.slice(cut).join(' '), x + 1.5, top + 6.5, 4.6, f.helvetica);
    rows.forEach((row, rowIndex) => b.at(row[index]!, x + 2, top + 14 + rowIndex * 11, 6.8, f.courierBold));
    x += width;
  }
  b.line(ox, top + 24, ox + W, top + 24, 0.3, true);
}

async function buildQuad(v: WorldW2): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const b = brushOf(page);
  const f = await facesOf(pdf);
  QUAD_LEGENDS.forEach((legend, index) => quadCopy(b, f, v, 22 + (index % 2) * 296, 24 + Math.floor(index / 2) * 384, legend));
  b.line(306, 10, 306, 782, 0.5, true);
  b.line(10, 396, 602, 396, 0.5, true);
  return pdf.save();
}

// ---------------------------------------------------------------------------------------------------------
// 'table': a payroll provider's summary, one row per box.

async function buildTable(v: WorldW2): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const b = brushOf(page);
  const f = await facesOf(pdf);
  b.at('Employee W-2 Summary', 40, 36, 16, f.helveticaBold);
  b.at('Tax Year 2024  -  Wage and Tax Statement information as filed with the SSA', 40, 56, 8.5, f.helvetica, 0.3);
  b.at(v.employerLines[0]!, 380, 36, 9, f.helveticaBold);
  v.employerLines.slice(1).forEach((text, index) => b.at(text, 380, 48 + index * 10, 8.5, f.helvetica));
  const left = 30;
  const widths = [34, 34, 236, 222];
  const right = left + widths.reduce((sum, width) => sum + width, 0);
  const valueX = left + 304;
  let top = 86;
  b.box(left, top, right - left, 16, { fill: 0.25 });
  const headX = [left, left + 34, left + 68, valueX];
  ['Box', 'Code', 'Description', 'Amount / Information'].forEach((text, index) => page.drawText(text, { x: headX[index]! + 5, y: 792 - top - 11.5, size: 8.5, font: f.helveticaBold, color: rgb(1, 1, 1) }));
  top += 16;
  type Row = { box: string; code?: string; caption: string; value?: string; text?: string; mark?: boolean };
  const rows: Row[] = [
    { box: 'a', caption: "Employee's social security number", text: v.ssn },
    { box: 'b', caption: 'Employer identification number (EIN)', text: v.ein },
    { box: 'c', caption: "Employer's name", text: v.employerLines[0] },
    { box: 'e', caption: "Employee's name", text: v.name },
    { box: 'f', caption: "Employee's address", text: v.employeeAddress.join(', ') },
    { box: '1', caption: 'Wages, tips, other compensation', value: v.wages },
    { box: '2', caption: 'Federal income tax withheld', value: v.federalIncomeTax },
    { box: '3', caption: 'Social security wages', value: v.socialSecurityWages },
    { box: '4', caption: 'Social security tax withheld', value: v.socialSecurityTaxWithheld },
    { box: '5', caption: 'Medicare wages and tips', value: v.medicareWagesAndTips },
    { box: '6', caption: 'Medicare tax withheld', value: v.medicareTaxWithheld },
    { box: '7', caption: 'Social security tips', value: v.socialSecurityTips },
    { box: '8', caption: 'Allocated tips', value: v.allocatedTips },
    { box: '10', caption: 'Dependent care benefits', value: v.dependentCareBenefits },
    { box: '11', caption: 'Nonqualified plans', value: v.nonqualifiedPlans },
    ...v.box12.map((entry, index) => ({ box: `12${'abcd'[index]}`, code: entry.code, caption: 'See instructions for box 12', value: entry.amount })),
    { box: '13', caption: 'Statutory employee', mark: false },
    { box: '13', caption: 'Retirement plan', mark: v.retirementPlan },
    { box: '13', caption: 'Third-party sick pay', mark: false },
    ...v.box14.map((entry) => ({ box: '14', caption: `Other - ${entry.label}`, value: entry.amount })),
    ...v.states.flatMap((row) => [
      { box: '15', caption: "State / Employer's state ID number", text: `${row.state} ${row.id}` },
      { box: '16', caption: 'State wages, tips, etc.', value: row.wages },
      { box: '17', caption: 'State income tax', value: row.tax },
    ]),
    { box: '18', caption: 'Local wages, tips, etc.', value: v.local.wages },
    { box: '19', caption: 'Local income tax', value: v.local.tax },
    { box: '20', caption: 'Locality name', text: v.local.name },
  ];
  rows.forEach((row, index) => {
    const height = 18;
    b.box(left, top, right - left, height, { fill: index % 2 === 0 ? 0.9 : 1, line: 0.3 });
    b.at(row.box, left + 6, top + 5, 9, f.helveticaBold);
    if (row.code) b.at(row.code, left + 40, top + 5, 9, f.helveticaBold);
    b.at(row.caption, left + 74, top + 5, 9, f.helvetica);
    if (row.value !== undefined) b.right(row.value ? withDollar(row.value) : '-', right - 6, top + 5, 9.5, f.helvetica);
    if (row.text !== undefined) b.at(row.text || '-', valueX + 6, top + 5, 8.5, f.helvetica);
    if (row.mark !== undefined) {
      // A filled square for yes, an empty one for no, at the value column's start.
      b.box(valueX + 8, top + 4, 9, 9, { line: 0.8, ...(row.mark ? { fill: 0 } : {}) });
      b.at(row.mark ? 'Yes' : 'No', valueX + 22, top + 5, 9, f.helvetica);
    }
    top += height;
  });
  b.at('This summary is not a substitute for Form W-2. Keep it with your tax records.', 40, top + 14, 7.5, f.helvetica, 0.35);
  b.at('Prepared by Larkspur Payroll Services for the employer named above.', 40, top + 24, 7.5, f.helvetica, 0.35);
  return pdf.save();
}

// ---------------------------------------------------------------------------------------------------------
// 'shaded': grey caption bands over white value cells, four columns.

async function buildShaded(v: WorldW2): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const b = brushOf(page);
  const f = await facesOf(pdf);
  const left = 30;
  const width = 552;
  const col = width / 4;
  const BAND = 11;
  /** A cell: a grey band with the caption, white below; `value` right-aligned unless `lines` are given. */
  const cell = (x: number, top: number, w: number, h: number, caption: string, value = '', lines: readonly string[] = []) => {
    b.box(x, top, w, h, { line: 0.7 });
    b.box(x, top, w, BAND, { fill: 0.78, line: 0.7 });
    b.at(caption, x + 3, top + 2, 7.2, f.times);
    if (value) b.right(value, x + w - 6, top + BAND + 4, 10, f.helveticaBold);
    lines.forEach((text, index) => b.at(text, x + 6, top + BAND + 3 + index * 11, 9.5, f.helveticaBold));
  };
  b.at('W-2', left, 30, 22, f.timesBold);
  b.at('Wage and Tax Statement', left + 48, 32, 11, f.timesBold);
  b.at('2024', left + width - 48, 30, 18, f.timesBold);
  b.at('Copy B, to be filed with the employee\'s federal income tax return', left + 48, 46, 7.5, f.timesItalic);
  let top = 64;
  cell(left, top, col * 2, 30, "a  Employee's social security number", '', [v.ssn]);
  cell(left + col * 2, top, col, 30, 'b  Employer ID number (EIN)', '', [v.ein]);
  cell(left + col * 3, top, col, 30, 'd  Control number', '', [v.control]);
  top += 30;
  cell(left, top, col * 2, 50, "c  Employer's name, address, and ZIP code", '', v.employerLines);
  cell(left + col * 2, top, col * 2, 50, "e  Employee's name, address, and ZIP code", '', [v.name, ...v.employeeAddress]);
  top += 50;
  const amounts: [string, string][] = [
    ['1  Wages, tips, other compensation', v.wages], ['2  Federal income tax withheld', v.federalIncomeTax], ['3  Social security wages', v.socialSecurityWages], ['4  Social security tax withheld', v.socialSecurityTaxWithheld],
    ['5  Medicare wages and tips', v.medicareWagesAndTips], ['6  Medicare tax withheld', v.medicareTaxWithheld], ['7  Social security tips', v.socialSecurityTips], ['8  Allocated tips', v.allocatedTips],
    ['9', ''], ['10  Dependent care benefits', v.dependentCareBenefits], ['11  Nonqualified plans', v.nonqualifiedPlans],
  ];
  // The third row is as tall as box 13 beside it.
  amounts.forEach(([caption, value], index) => cell(left + (index % 4) * col, top + Math.floor(index / 4) * 30, col, index >= 8 ? 50 : 30, caption, withDollar(value)));
  // 13 in the fourth cell of the third row: squares filled solid for yes, captions right of each, stacked.
  const x13 = left + col * 3;
  const top13 = top + 60;
  b.box(x13, top13, col, 50, { line: 0.7 });
  b.box(x13, top13, col, BAND, { fill: 0.78, line: 0.7 });
  b.at('13', x13 + 3, top13 + 2, 7.2, f.times);
  ([['Statutory employee', false], ['Retirement plan', v.retirementPlan], ['Third-party sick pay', false]] as const).forEach(([caption, marked], index) => {
    const rowTop = top13 + BAND + 3 + index * 12;
    b.box(x13 + 8, rowTop, 8, 8, { line: 0.7, ...(marked ? { fill: 0.05 } : {}) });
    b.at(caption, x13 + 20, rowTop + 1, 7.2, f.times);
  });
  top += 110;
  // 12a-d across one row, the code in a cell of its own left of the amount.
  for (let slot = 0; slot < 4; slot += 1) {
    const x = left + slot * col;
    cell(x, top, col, 30, `12${'abcd'[slot]}  See instructions for box 12`);
    const entry = v.box12[slot];
    b.line(x + 28, top + BAND, x + 28, top + 30, 0.5);
    if (entry) {
      b.at(entry.code, x + 7, top + BAND + 4, 10, f.helveticaBold);
      b.right(withDollar(entry.amount), x + col - 6, top + BAND + 4, 10, f.helveticaBold);
    }
  }
  top += 30;
  cell(left, top, col * 4, 30, '14  Other', '', v.box14.map((entry) => `${entry.label}   ${grouped(entry.amount)}`));
  top += 30;
  const stateColumns: [string, number][] = [['15  State', 0.45], ["Employer's state ID number", 0.9], ['16  State wages, tips, etc.', 0.95], ['17  State income tax', 0.8], ['18  Local wages, tips, etc.', 0.95], ['19  Local income tax', 0.8], ['20  Locality name', 0.75]];
  const unit = width / stateColumns.reduce((sum, [, share]) => sum + share, 0);
  let x = left;
  const values = [v.states[0]!.state, v.states[0]!.id, withDollar(v.states[0]!.wages), withDollar(v.states[0]!.tax), withDollar(v.local.wages), withDollar(v.local.tax), v.local.name];
  stateColumns.forEach(([caption, share], index) => {
    const w = share * unit;
    b.box(x, top, w, 32, { line: 0.7 });
    b.box(x, top, w, BAND, { fill: 0.78, line: 0.7 });
    b.at(caption, x + 3, top + 2, 6.6, f.times);
    b.at(values[index]!, x + 5, top + BAND + 5, 10, f.helveticaBold);
    x += w;
  });
  b.at('Department of the Treasury - Internal Revenue Service', left, top + 44, 7, f.times);
  return pdf.save();
}

// ---------------------------------------------------------------------------------------------------------
// 'heads': landscape Courier tables under column heads.

async function buildHeads(v: WorldW2): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([792, 612]);
  const b = brushOf(page);
  const f = await facesOf(pdf);
  const left = 36;
  b.at('2024 W-2 WAGE AND TAX STATEMENT', left, 30, 13, f.courierBold);
  b.at('EMPLOYEE REFERENCE COPY', left + 520, 30, 10, f.courierBold);
  b.line(left, 48, 756, 48, 1.2);
  const info: [string, string][] = [
    ['EMPLOYER ID NUMBER (EIN):', v.ein], ["EMPLOYEE'S SSN:", v.ssn], ['CONTROL NUMBER:', v.control],
  ];
  b.at("EMPLOYER'S NAME AND ADDRESS", left, 58, 7.5, f.courier);
  v.employerLines.forEach((text, index) => b.at(text, left, 70 + index * 11, 9.5, f.courierBold));
  b.at("EMPLOYEE'S NAME AND ADDRESS", left + 250, 58, 7.5, f.courier);
  [v.name, ...v.employeeAddress].forEach((text, index) => b.at(text, left + 250, 70 + index * 11, 9.5, f.courierBold));
  info.forEach(([label, value], index) => {
    b.at(label, left + 500, 70 + index * 11, 7.5, f.courier);
    b.at(value, left + 620, 70 + index * 11, 9.5, f.courierBold);
  });
  /** A table: each column a head of lines over one value cell (or several value lines). */
  const table = (top: number, columns: { head: string[]; values: string[]; width: number }[]) => {
    let x = left;
    const headHeight = 30;
    const bodyHeight = 14 + 11 * Math.max(1, ...columns.map((column) => column.values.length));
    for (const column of columns) {
      b.box(x, top, column.width, headHeight, { line: 0.8, fill: 0.93 });
      b.box(x, top + headHeight, column.width, bodyHeight, { line: 0.8 });
      column.head.forEach((text, index) => b.at(text, x + 4, top + 4 + index * 8.5, 7.5, index === 0 ? f.courierBold : f.courier));
      column.values.forEach((text, index) => b.right(text, x + column.width - 6, top + headHeight + 6 + index * 11, 9.5, f.courierBold));
      x += column.width;
    }
    return top + headHeight + bodyHeight;
  };
  let top = 124;
  top = table(top, [
    { head: ['BOX 1', 'WAGES, TIPS, OTHER', 'COMPENSATION'], values: [grouped(v.wages)], width: 120 },
    { head: ['BOX 2', 'FEDERAL INCOME', 'TAX WITHHELD'], values: [grouped(v.federalIncomeTax)], width: 120 },
    { head: ['BOX 3', 'SOCIAL SECURITY', 'WAGES'], values: [grouped(v.socialSecurityWages)], width: 120 },
    { head: ['BOX 4', 'SOCIAL SECURITY', 'TAX WITHHELD'], values: [grouped(v.socialSecurityTaxWithheld)], width: 120 },
    { head: ['BOX 5', 'MEDICARE WAGES', 'AND TIPS'], values: [grouped(v.medicareWagesAndTips)], width: 120 },
    { head: ['BOX 6', 'MEDICARE TAX', 'WITHHELD'], values: [grouped(v.medicareTaxWithheld)], width: 120 },
  ]) + 14;
  top = table(top, [
    { head: ['BOX 7', 'SOCIAL SECURITY', 'TIPS'], values: [grouped(v.socialSecurityTips)], width: 110 },
    { head: ['BOX 8', 'ALLOCATED TIPS'], values: [grouped(v.allocatedTips)], width: 110 },
    { head: ['BOX 10', 'DEPENDENT CARE', 'BENEFITS'], values: [grouped(v.dependentCareBenefits)], width: 110 },
    { head: ['BOX 11', 'NONQUALIFIED PLANS'], values: [grouped(v.nonqualifiedPlans)], width: 110 },
    { head: ['BOX 12', 'CODE    AMOUNT'], values: v.box12.map((entry) => `${entry.code.padEnd(4)}${grouped(entry.amount).padStart(11)}`), width: 140 },
    { head: ['BOX 14', 'OTHER'], values: v.box14.map((entry) => `${entry.label} ${grouped(entry.amount)}`), width: 140 },
  ]) + 10;
  // Box 13 as text marks.
  const mark = (yes: boolean) => (yes ? '[X]' : '[ ]');
  b.at(`BOX 13   ${mark(false)} STATUTORY EMPLOYEE   ${mark(v.retirementPlan)} RETIREMENT PLAN   ${mark(false)} THIRD-PARTY SICK PAY`, left, top, 9, f.courierBold);
  top += 22;
  const state = v.states[0]!;
  table(top, [
    { head: ['BOX 15', 'STATE'], values: [state.state], width: 60 },
    { head: ['BOX 15', "EMPLOYER'S STATE", 'ID NUMBER'], values: [state.id], width: 120 },
    { head: ['BOX 16', 'STATE WAGES,', 'TIPS, ETC.'], values: [grouped(state.wages)], width: 110 },
    { head: ['BOX 17', 'STATE INCOME TAX'], values: [grouped(state.tax)], width: 110 },
    { head: ['BOX 18', 'LOCAL WAGES,', 'TIPS, ETC.'], values: [grouped(v.local.wages)], width: 110 },
    { head: ['BOX 19', 'LOCAL INCOME TAX'], values: [grouped(v.local.tax)], width: 110 },
    { head: ['BOX 20', 'LOCALITY NAME'], values: [v.local.name], width: 100 },
  ]);
  b.at('Form W-2  Department of the Treasury - Internal Revenue Service', left, 580, 7, f.courier);
  return pdf.save();
}

/** The layout drawn as a text PDF. */
export async function buildWorldW2Pdf(layout: WorldLayout): Promise<Uint8Array> {
  const values = WORLD_VALUES[layout];
  if (layout === 'quad') return buildQuad(values);
  if (layout === 'table') return buildTable(values);
  if (layout === 'shaded') return buildShaded(values);
  return buildHeads(values);
}

// ---------------------------------------------------------------------------------------------------------
// A harsher scanner than scanLike.ts: what an old office copier or a phone's 'scan' mode does to a page.

export interface HarshScan {
  dpi: number;
  /** Degrees, positive clockwise (1-4 either way). */
  skew: number;
  jpegQuality: number;
  /** 0-1: how much of the ink's darkness is left (faded toner). */
  toner: number;
  /** Thin strokes: a pixel of ink next to paper is lightened by this much (0-1). */
  thinning: number;
  /** Darkest corner of the light's gradient (the page's other corner is at full light), 0-1 of the light. */
  shadow: number;
  /** The light's direction (radians). */
  lightAngle: number;
  /** Opacity of the back page showing through (the same page mirrored, blurred). */
  bleed: number;
  /** Specks per million pixels. */
  specks: number;
  seed: number;
}

/** The scan-like images' seeded generator (scanLike.ts), seeds spread apart. */
const random = (seed: number) => seededRandom(seed * 2654435761);

/** Scanner `seed`'s settings, each somewhere in its range. */
export function harshScan(seed: number): HarshScan {
  const next = random(seed + 101);
  return {
    dpi: 150,
    skew: (1 + next() * 3) * (seed % 2 === 0 ? 1 : -1),
    jpegQuality: Math.round(35 + next() * 25),
    toner: 0.55 + next() * 0.3,
    thinning: 0.15 + next() * 0.3,
    shadow: 0.7 + next() * 0.15,
    lightAngle: next() * Math.PI * 2,
    bleed: 0.06 + next() * 0.1,
    specks: 60 + next() * 200,
    seed,
  };
}

/** The variants each layout is read in: the text PDF, a clean PNG, and two harsh scans. */
export const WORLD_VARIANTS = ['pdf', 'clean', 'scan-a', 'scan-b'] as const;
export type WorldVariant = (typeof WORLD_VARIANTS)[number];

/** The first page of `pdf` through the harsh scanner, as a JPEG. */
export async function harshScanOf(pdf: Uint8Array, settings: HarshScan): Promise<Buffer> {
  const page = await loadImage(await renderPdfPageToPng(pdf, settings.dpi / 72));
  const { width, height } = page;
  const next = random(settings.seed);
  // The page as it lies on the glass: turned, softened a little.
  const glass = createCanvas(width, height);
  const g = glass.getContext('2d');
  g.fillStyle = 'white';
  g.fillRect(0, 0, width, height);
  g.filter = 'blur(0.6px)';
  g.translate(width / 2, height / 2);
  g.rotate((settings.skew * Math.PI) / 180);
  g.drawImage(page, -width / 2, -height / 2);
  g.setTransform(1, 0, 0, 1, 0, 0);
  g.filter = 'none';
  const front = g.getImageData(0, 0, width, height).data;
  // The back page: this one mirrored and blurred, turned a little otherwise.
  const back = createCanvas(width, height);
  const k = back.getContext('2d');
  k.fillStyle = 'white';
  k.fillRect(0, 0, width, height);
  k.filter = 'blur(2.5px)';
  k.translate(width, 0);
  k.scale(-1, 1);
  k.translate(width / 2, height / 2);
  k.rotate((-settings.skew * 0.6 * Math.PI) / 180);
  k.drawImage(page, -width / 2, -height / 2 + 12);
  k.setTransform(1, 0, 0, 1, 0, 0);
  const behind = k.getImageData(0, 0, width, height).data;

  const out = g.createImageData(width, height);
  const dx = Math.cos(settings.lightAngle);
  const dy = Math.sin(settings.lightAngle);
  const span = Math.abs(dx) * width + Math.abs(dy) * height;
  const lum = (data: Uint8ClampedArray, index: number) => (data[index]! + data[index + 1]! + data[index + 2]!) / 3;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const index = (y * width + x) * 4;
      let ink = 1 - lum(front, index) / 255;
      if (ink > 0.05) {
        // Thin toner: ink with paper beside it (a stroke's edge) loses more.
        const edge = [index - 4, index + 4, index - width * 4, index + width * 4].some((near) => near >= 0 && near < front.length && lum(front, near) > 200);
        if (edge) ink *= 1 - settings.thinning;
        ink *= settings.toner * (0.85 + next() * 0.3);
      }
      const through = (1 - lum(behind, index) / 255) * settings.bleed;
      const along = ((x - width / 2) * dx + (y - height / 2) * dy) / span + 0.5;
      const light = 1 - (1 - settings.shadow) * along;
      const paper = 236 * light;
      let value = paper * (1 - Math.min(1, ink + through)) + (next() - 0.5) * 16;
      value = Math.max(0, Math.min(255, value));
      out.data[index] = value;
      out.data[index + 1] = value;
      out.data[index + 2] = Math.max(0, value - 6);
      out.data[index + 3] = 255;
    }
  }
  // Specks: dust and toner spots of one to three pixels.
  const count = Math.round((settings.specks * width * height) / 1e6);
  for (let speck = 0; speck < count; speck += 1) {
    const sx = Math.floor(next() * width);
    const sy = Math.floor(next() * height);
    const size = 1 + Math.floor(next() * 2.5);
    const shade = 30 + next() * 90;
    for (let y = sy; y < Math.min(height, sy + size); y += 1) {
      for (let x = sx; x < Math.min(width, sx + size); x += 1) {
        const index = (y * width + x) * 4;
        out.data[index] = shade;
        out.data[index + 1] = shade;
        out.data[index + 2] = shade;
      }
    }
  }
  const canvas = createCanvas(width, height);
  canvas.getContext('2d').putImageData(out, 0, 0);
  return canvas.encode('jpeg', settings.jpegQuality);
}

/** The bytes and type of one layout in one variant (scan-a and scan-b: two scanners' settings). */
export async function worldW2File(layout: WorldLayout, variant: WorldVariant): Promise<{ bytes: Uint8Array; mimeType: string }> {
  const pdf = await buildWorldW2Pdf(layout);
  if (variant === 'pdf') return { bytes: pdf, mimeType: 'application/pdf' };
  if (variant === 'clean') return { bytes: new Uint8Array(await renderPdfPageToPng(pdf, 200 / 72)), mimeType: 'image/png' };
  const seed = WORLD_LAYOUTS.indexOf(layout) * 2 + (variant === 'scan-a' ? 1 : 2);
  return { bytes: new Uint8Array(await harshScanOf(pdf, harshScan(seed))), mimeType: 'image/jpeg' };
}
