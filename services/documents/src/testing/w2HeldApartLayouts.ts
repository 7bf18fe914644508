// Three W-2 prints held apart from the reader (written before reading extract/w2.ts, with their own drawing
// code, values and places), to measure it on layouts like the ones employers send and unlike our other seven:
// - the IRS's own Copy B and Copy C at the form's geometry, two copies on a letter page: 6-7 pt Helvetica
//   captions, Courier values with thousands separators, box a in the top strip, box e/f one tall box with the
//   'f' caption at its bottom, boxes 12a-d as a 'C o d e' cell beside an amount, box 13 squares with an X,
//   boxes 15-20 with two rows under one caption row (a Pennsylvania engineer with a Pittsburgh city tax);
// - a payroll bureau's 4-up (as ADP/Paychex print them): an earnings summary and the employee's address for a
//   window envelope in one quadrant, Copy B, C and 2 in the others; each box numbered in a small square, amounts
//   with '$' and separators, the name in capitals with a suffix ('JR') and a two-word surname, box 12 codes
//   E/BB/W/DD, box 14 lines 'CASDI', 'NYPFL', 'UNION DUES', two state rows and a local row (NYC);
// - a PDF of two pages: an instruction page (the Notice to Employee and the box 12 code list) first, then a
//   landscape W-2 whose captions sit under the values, as on a fill-in form (a restaurant server with tips).
// Figures are 2024's: social security wage base $168,600 (box 4 at most $10,453.20), Medicare 1.45% plus the
// 0.9% Additional Medicare Tax withheld over $200,000 (Form W-2 instructions, boxes 3-6).
// The *Expected functions give what a correct reading is, written by hand from what each page prints (amounts as
// the reader returns them: no '$' or ',').
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { W2Expected } from './w2MoreLayouts';
import { embedFaces } from './pdfFaces';

interface Quill {
  /** `top`: the top of the text, down from the page's top edge. */
  write: (text: string, x: number, top: number, size: number, font: PDFFont, grey?: number) => void;
  writeRight: (text: string, xRight: number, top: number, size: number, font: PDFFont) => void;
  frame: (x: number, top: number, width: number, height: number, lineWidth?: number, fill?: number) => void;
  rule: (x1: number, top1: number, x2: number, top2: number, lineWidth?: number, dashed?: boolean) => void;
}

function quillOf(page: PDFPage): Quill {
  const height = page.getHeight();
  return {
    write: (text, x, top, size, font, grey = 0) => {
      if (text) page.drawText(text, { x, y: height - top - size * 0.76, size, font, color: rgb(grey, grey, grey) });
    },
    writeRight: (text, xRight, top, size, font) => {
      if (text) page.drawText(text, { x: xRight - font.widthOfTextAtSize(text, size), y: height - top - size * 0.76, size, font });
    },
    frame: (x, top, width, frameHeight, lineWidth = 0.5, fill) =>
      page.drawRectangle({
        x, y: height - top - frameHeight, width, height: frameHeight, borderWidth: lineWidth, borderColor: rgb(0, 0, 0),
        ...(fill !== undefined ? { color: rgb(fill, fill, fill) } : {}),
      }),
    rule: (x1, top1, x2, top2, lineWidth = 0.5, dashed = false) =>
      page.drawLine({ start: { x: x1, y: height - top1 }, end: { x: x2, y: height - top2 }, thickness: lineWidth, ...(dashed ? { dashArray: [2, 2] } : {}) }),
  };
}

interface Type {
  sans: PDFFont;
  sansBold: PDFFont;
  sansOblique: PDFFont;
  mono: PDFFont;
  monoBold: PDFFont;
}

async function typeOf(pdf: PDFDocument): Promise<Type> {
  return embedFaces(pdf, {
    sans: StandardFonts.Helvetica,
    sansBold: StandardFonts.HelveticaBold,
    sansOblique: StandardFonts.HelveticaOblique,
    mono: StandardFonts.Courier,
    monoBold: StandardFonts.CourierBold,
  });
}

/** '157,800.00' from '157800.00' ('' stays ''). */
const separated = (amount: string) => (amount ? Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : '');
/** '$157,800.00' from '157800.00'. */
const dollars = (amount: string) => (amount ? `$${separated(amount)}` : '');

interface HeldApartW2 {
  ssn: string;
  ein: string;
  control: string;
  employerLines: readonly string[];
  firstName: string;
  lastName: string;
  suffix: string;
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

/** What a correct reading gives: the first name without its middle initial, the last name without the suffix. */
function expectedOf(v: HeldApartW2): W2Expected {
  return {
    firstName: v.firstName.split(' ')[0]!, lastName: v.lastName, ssn: v.ssn, employerName: v.employerLines[0]!, employerEIN: v.ein,
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
// (a) The IRS's Copy B and Copy C, two on a letter page.

/**
 * A Pittsburgh engineer. Gross pay 185,000.00 + group-term life over $50,000 (C) 312.40; pre-tax medical
 * (section 125) 4,200.00 is out of boxes 1, 3 and 5; the 401(k) deferral (D) 23,000.00 (the 2024 limit) only
 * out of box 1.
 * Box 1 = 185,312.40 - 4,200.00 - 23,000.00 = 158,112.40. Box 5 = 185,312.40 - 4,200.00 = 181,112.40.
 * Box 3 = 181,112.40 capped at the 2024 wage base 168,600.00; box 4 = 6.2% x 168,600.00 = 10,453.20.
 * Box 6 = 1.45% x 181,112.40 = 2,626.130 -> 2,626.13 (under $200,000: no Additional Medicare Tax).
 * Pennsylvania taxes the 401(k) deferral: PA wages = box 5 = 181,112.40; tax 3.07% = 5,560.150 -> 5,560.15.
 * Pittsburgh earned income tax 3% x 181,112.40 = 5,433.372 -> 5,433.37. Box 14: PA unemployment (employee
 * share 0.07%) 0.07% x 181,112.40 = 126.778 -> 126.78.
 */
export const IRS_COPIES_W2: HeldApartW2 = {
  ssn: '208-55-6143',
  ein: '25-1870394',
  control: 'A0417 PGH',
  employerLines: ['ALLEGHENY ROBOTICS CORP', '1 RIVERFRONT PL STE 900', 'PITTSBURGH PA 15222-1804'],
  firstName: 'GRACE E',
  lastName: 'NAKAMURA',
  suffix: '',
  employeeAddress: ['5721 BEACON ST', 'PITTSBURGH PA 15217'],
  wages: '158112.40',
  federalIncomeTax: '27940.18',
  socialSecurityWages: '168600.00',
  socialSecurityTaxWithheld: '10453.20',
  medicareWagesAndTips: '181112.40',
  medicareTaxWithheld: '2626.13',
  socialSecurityTips: '',
  allocatedTips: '',
  dependentCareBenefits: '',
  nonqualifiedPlans: '',
  retirementPlan: true,
  box12: [
    { code: 'C', amount: '312.40' },
    { code: 'D', amount: '23000.00' },
    { code: 'DD', amount: '16884.00' },
  ],
  box14: [{ label: 'PA SUI', amount: '126.78' }],
  states: [{ state: 'PA', id: '4471-0932', wages: '181112.40', tax: '5560.15' }],
  local: { wages: '181112.40', tax: '5433.37', name: 'PITTSBURGH' },
};

export const irsCopiesW2Expected = (v: HeldApartW2 = IRS_COPIES_W2) => expectedOf(v);

/** One IRS copy, 540 pt wide, its top-left corner at (ox, oy). */
function irsCopy(q: Quill, t: Type, v: HeldApartW2, ox: number, oy: number, copyLegend: string) {
  const CAP = 6.5;
  const VAL = 10;
  const ROW = 24;
  const caption = (text: string, x: number, top: number, size = CAP, font = t.sans) => q.write(text, ox + x + 2, oy + top + 1.5, size, font);
  const value = (text: string, x: number, top: number) => q.write(text, ox + x + 6, oy + top + 11, VAL, t.mono);
  const box = (x: number, top: number, width: number, height: number) => q.frame(ox + x, oy + top, width, height);

  // Top strip: box a, the OMB number and the e-file line.
  box(130, 0, 160, ROW);
  caption("a  Employee's social security number", 130, 0);
  value(v.ssn, 130, 0);
  q.write('OMB No. 1545-0008', ox + 296, oy + 3, 7, t.sans);
  q.write('Safe, accurate,', ox + 430, oy + 2, 7, t.sansBold);
  q.write('FAST! Use', ox + 430, oy + 10, 7, t.sansBold);
  q.write('IRS e-file', ox + 486, oy + 6, 9, t.sansBold);

  const top0 = ROW;
  // Left column: b, c, d, e/f.
  box(0, top0, 270, ROW);
  caption('b  Employer identification number (EIN)', 0, top0);
  value(v.ein, 0, top0);
  box(0, top0 + ROW, 270, 3 * ROW);
  caption("c  Employer's name, address, and ZIP code", 0, top0 + ROW);
  v.employerLines.forEach((line, i) => q.write(line, ox + 8, oy + top0 + ROW + 14 + i * 11, VAL, t.mono));
  box(0, top0 + 4 * ROW, 270, ROW);
  caption('d  Control number', 0, top0 + 4 * ROW);
  value(v.control, 0, top0 + 4 * ROW);
  const eTop = top0 + 5 * ROW;
  box(0, eTop, 270, 4 * ROW);
  caption("e  Employee's first name and initial", 0, eTop);
  caption('Last name', 122, eTop);
  caption('Suff.', 244, eTop);
  q.rule(ox + 120, oy + eTop, ox + 120, oy + eTop + 9);
  q.rule(ox + 242, oy + eTop, ox + 242, oy + eTop + 9);
  q.write(v.firstName, ox + 8, oy + eTop + 13, VAL, t.mono);
  q.write(v.lastName, ox + 124, oy + eTop + 13, VAL, t.mono);
  q.write(v.suffix, ox + 246, oy + eTop + 13, VAL, t.mono);
  v.employeeAddress.forEach((line, i) => q.write(line, ox + 8, oy + eTop + 36 + i * 11, VAL, t.mono));
  caption("f  Employee's address and ZIP code", 0, eTop + 4 * ROW - 9);

  // Right: boxes 1-11 and 13-14 in the middle column, 2-10 and 12a-d in the right one.
  const midX = 270;
  const rightX = 405;
  const W = 135;
  const amountCell = (x: number, top: number, text: string, amount: string) => {
    box(x, top, W, ROW);
    caption(text, x, top);
    if (amount) q.writeRight(separated(amount), ox + x + W - 8, oy + top + 11, VAL, t.mono);
  };
  const pairs: [string, string, string, string][] = [
    ['1  Wages, tips, other compensation', v.wages, '2  Federal income tax withheld', v.federalIncomeTax],
    ['3  Social security wages', v.socialSecurityWages, '4  Social security tax withheld', v.socialSecurityTaxWithheld],
    ['5  Medicare wages and tips', v.medicareWagesAndTips, '6  Medicare tax withheld', v.medicareTaxWithheld],
    ['7  Social security tips', v.socialSecurityTips, '8  Allocated tips', v.allocatedTips],
    ['9', '', '10  Dependent care benefits', v.dependentCareBenefits],
  ];
  pairs.forEach(([c1, a1, c2, a2], i) => {
    amountCell(midX, top0 + i * ROW, c1, a1);
    amountCell(rightX, top0 + i * ROW, c2, a2);
  });
  q.frame(ox + midX + 0.5, oy + top0 + 4 * ROW + 0.5, W - 1, ROW - 1, 0, 0.85);
  q.write('9', ox + midX + 2, oy + top0 + 4 * ROW + 1.5, CAP, t.sans);
  amountCell(midX, top0 + 5 * ROW, '11  Nonqualified plans', v.nonqualifiedPlans);
  // Box 13: three captions over three squares.
  const t13 = top0 + 6 * ROW;
  box(midX, t13, W, ROW);
  caption('13', midX, t13);
  const checks: [string[], boolean][] = [[['Statutory', 'employee'], false], [['Retirement', 'plan'], v.retirementPlan], [['Third-party', 'sick pay'], false]];
  checks.forEach(([lines, on], i) => {
    const x = ox + midX + 14 + i * 40;
    lines.forEach((line, j) => q.write(line, x, oy + t13 + 1.5 + j * 5.5, 5, t.sans));
    q.frame(x + 6, oy + t13 + 13, 8, 8, 0.6);
    if (on) q.write('X', x + 7.5, oy + t13 + 13.3, 9, t.mono);
  });
  box(midX, t13 + ROW, W, 2 * ROW);
  caption('14  Other', midX, t13 + ROW);
  v.box14.forEach((entry, i) => {
    q.write(entry.label, ox + midX + 6, oy + t13 + ROW + 12 + i * 11, 9, t.mono);
    q.writeRight(separated(entry.amount), ox + midX + W - 8, oy + t13 + ROW + 12 + i * 11, 9, t.mono);
  });
  // Boxes 12a-d: 'C o d e' printed down a narrow cell, the code in the cell beside it, the amount after.
  ['12a', '12b', '12c', '12d'].forEach((label, i) => {
    const top = top0 + (5 + i) * ROW;
    box(rightX, top, W, ROW);
    caption(i === 0 ? `${label}  See instructions for box 12` : label, rightX, top);
    'Code'.split('').forEach((letter, j) => q.write(letter, ox + rightX + 3, oy + top + 8 + j * 3.8, 3.6, t.sans));
    q.rule(ox + rightX + 8, oy + top + 8, ox + rightX + 8, oy + top + ROW);
    q.rule(ox + rightX + 30, oy + top + 8, ox + rightX + 30, oy + top + ROW);
    q.rule(ox + rightX + 8, oy + top + 8, ox + rightX + 30, oy + top + 8);
    const entry = v.box12[i];
    if (entry) {
      q.write(entry.code, ox + rightX + 11, oy + top + 12, VAL, t.mono);
      q.writeRight(separated(entry.amount), ox + rightX + W - 8, oy + top + 12, VAL, t.mono);
    }
  });

  // Boxes 15-20: one caption row, two value rows split by a dashed rule.
  const t15 = top0 + 9 * ROW;
  const columns: [string, number][] = [
    ['15  State', 30], ["Employer's state ID number", 98], ['16  State wages, tips, etc.', 82], ['17  State income tax', 72],
    ['18  Local wages, tips, etc.', 82], ['19  Local income tax', 72], ['20  Locality name', 104],
  ];
  const rows: string[][] = [0, 1].map((r) => {
    const state = v.states[r];
    const local = r === 0 ? v.local : { wages: '', tax: '', name: '' };
    return [state?.state ?? '', state?.id ?? '', separated(state?.wages ?? ''), separated(state?.tax ?? ''), separated(local.wages), separated(local.tax), local.name];
  });
  let x = 0;
  columns.forEach(([text, width], c) => {
    box(x, t15, width, 40);
    caption(text, x, t15);
    rows.forEach((row, r) => {
      const cellText = row[c]!;
      if (c >= 2 && c <= 5) q.writeRight(cellText, ox + x + width - 5, oy + t15 + 12 + r * 14, 9, t.mono);
      else q.write(cellText, ox + x + 4, oy + t15 + 12 + r * 14, 9, t.mono);
    });
    x += width;
  });
  q.rule(ox, oy + t15 + 25, ox + 540, oy + t15 + 25, 0.4, true);
  // Footer.
  const f = t15 + 44;
  q.write('Form', ox, oy + f + 6, 7, t.sans);
  q.write('W-2', ox + 18, oy + f, 18, t.sansBold);
  q.write('Wage and Tax', ox + 56, oy + f + 1, 10, t.sansBold);
  q.write('Statement', ox + 56, oy + f + 11, 10, t.sansBold);
  q.write('2024', ox + 200, oy + f, 20, t.sansBold);
  q.write('Department of the Treasury\u2014Internal Revenue Service', ox + 330, oy + f + 2, 7, t.sans);
  q.write(copyLegend, ox, oy + f + 24, 7, t.sansBold);
}

export async function buildIrsCopiesW2Pdf(values: HeldApartW2 = IRS_COPIES_W2): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const type = await typeOf(pdf);
  const page = pdf.addPage([612, 792]);
  const q = quillOf(page);
  irsCopy(q, type, values, 36, 30, "Copy B\u2014To Be Filed With Employee's FEDERAL Tax Return. This information is being furnished to the Internal Revenue Service.");
  q.rule(18, 396, 594, 396, 0.4, true);
  irsCopy(q, type, values, 36, 414, "Copy C\u2014For EMPLOYEE'S RECORDS (See Notice to Employee on the back of Copy B.)");
  return pdf.save();
}

// ---------------------------------------------------------------------------------------------------------
// (b) A payroll bureau's 4-up: an earnings summary quadrant and three copies.

/**
 * A hospital nurse manager who worked in New York City, then California. Gross pay 226,500.00; the 403(b)
 * deferral (E) 16,000.00 is out of box 1 only; the HSA (W, 4,150.00, through the cafeteria plan) and pre-tax
 * medical 3,600.00 are out of boxes 1, 3 and 5; the Roth 403(b) (BB) 4,000.00 stays in all three.
 * Box 1 = 226,500.00 - 16,000.00 - 4,150.00 - 3,600.00 = 202,750.00. Box 5 = 226,500.00 - 7,750.00 = 218,750.00.
 * Box 3 = 218,750.00 capped at 168,600.00; box 4 = 6.2% x 168,600.00 = 10,453.20.
 * Box 6 = 1.45% x 218,750.00 = 3,171.875 -> 3,171.88, plus 0.9% x (218,750.00 - 200,000.00) = 168.75: 3,340.63.
 * State rows: NY 78,410.00 + CA 124,340.00 = 202,750.00 = box 1. CASDI 1.1% x 124,340.00 = 1,367.74 (no wage
 * cap in 2024); NY paid family leave 0.373% x 78,410.00 = 292.469 -> 292.47. NYC's local row = the NY wages.
 */
export const BUREAU_4UP_W2: HeldApartW2 = {
  ssn: '603-18-2274',
  ein: '94-1156620',
  control: '00218834',
  employerLines: ['BAYVIEW MEDICAL CENTER', '2450 OCEAN PARK BLVD', 'SANTA MONICA CA 90405'],
  firstName: 'ROBERT L',
  lastName: 'DEL ROSARIO',
  suffix: 'JR',
  employeeAddress: ['1187 ALTA VISTA DR APT 12', 'LOS ANGELES CA 90046-2231'],
  wages: '202750.00',
  federalIncomeTax: '41882.16',
  socialSecurityWages: '168600.00',
  socialSecurityTaxWithheld: '10453.20',
  medicareWagesAndTips: '218750.00',
  medicareTaxWithheld: '3340.63',
  socialSecurityTips: '',
  allocatedTips: '',
  dependentCareBenefits: '',
  nonqualifiedPlans: '',
  retirementPlan: true,
  box12: [
    { code: 'E', amount: '16000.00' },
    { code: 'BB', amount: '4000.00' },
    { code: 'W', amount: '4150.00' },
    { code: 'DD', amount: '18420.00' },
  ],
  box14: [
    { label: 'CASDI', amount: '1367.74' },
    { label: 'NYPFL', amount: '292.47' },
    { label: 'UNION DUES', amount: '624.00' },
  ],
  states: [
    { state: 'NY', id: '11-2298407', wages: '78410.00', tax: '4512.77' },
    { state: 'CA', id: '402-7716-3', wages: '124340.00', tax: '9876.40' },
  ],
  local: { wages: '78410.00', tax: '2921.33', name: 'NEW YORK CITY' },
};

export const bureau4upW2Expected = (v: HeldApartW2 = BUREAU_4UP_W2) => expectedOf(v);

/** The quadrant with the employer's return address, the employee's address for the window and the summary. */
function earningsSummary(q: Quill, t: Type, v: HeldApartW2, ox: number, oy: number) {
  q.write(v.employerLines[0]!, ox + 8, oy + 10, 7, t.mono);
  v.employerLines.slice(1).forEach((line, i) => q.write(line, ox + 8, oy + 18 + i * 8, 7, t.mono));
  q.write('2024 W-2 and EARNINGS SUMMARY', ox + 8, oy + 52, 9, t.sansBold);
  // The window: name and address in capitals, where an envelope shows them.
  [`${v.firstName} ${v.lastName} ${v.suffix}`.trim(), ...v.employeeAddress].forEach((line, i) => q.write(line, ox + 30, oy + 84 + i * 11, 9, t.mono));
  const top = oy + 140;
  q.frame(ox + 4, top, 288, 176, 0.6, 0.93);
  q.write('Employee Reference Copy - Earnings Summary', ox + 10, top + 6, 7.5, t.sansBold);
  q.write('This summary explains how your W-2 wages were figured. Do not file it with your return.', ox + 10, top + 17, 5.5, t.sans);
  const columns = ['Federal', 'Social Security', 'Medicare'];
  columns.forEach((name, i) => q.writeRight(name, ox + 170 + i * 58, top + 30, 6, t.sansBold));
  const gross = '226500.00';
  const lines: [string, string, string, string][] = [
    ['Gross Pay', gross, gross, gross],
    ['Less 403(b) deferral', '-16000.00', '', ''],
    ['Less cafeteria plan (medical, HSA)', '-7750.00', '-7750.00', '-7750.00'],
    ['Less wages over the SS wage base', '', '-50150.00', ''],
    ['Reported W-2 Wages', v.wages, v.socialSecurityWages, v.medicareWagesAndTips],
  ];
  lines.forEach(([label, ...amounts], r) => {
    const y = top + 42 + r * 12;
    q.write(label, ox + 10, y, 6.5, r === lines.length - 1 ? t.sansBold : t.sans);
    amounts.forEach((amount, i) => q.writeRight(amount ? (amount.startsWith('-') ? `-${separated(amount.slice(1))}` : separated(amount)) : '', ox + 170 + i * 58, y, 6.5, t.sans));
  });
  q.write('Your W-2 wages are less than your gross pay because of the pre-tax deductions above.', ox + 10, top + 112, 5.5, t.sans);
  q.write('Retirement plan deferrals reduce federal wages only; cafeteria plan', ox + 10, top + 120, 5.5, t.sans);
  q.write('deductions reduce federal, social security and Medicare wages.', ox + 10, top + 128, 5.5, t.sans);
}

/** One bureau copy in a 296 x 390 pt quadrant whose top-left corner is (ox, oy). */
function bureauCopy(q: Quill, t: Type, v: HeldApartW2, ox: number, oy: number, legend: string) {
  const W = 288;
  const HALF = W / 2;
  const ROW = 21;
  const CAP = 5.5;
  const numbered = (number: string, text: string, x: number, top: number) => {
    // The box number in a small square, the caption beside it.
    if (number) {
      q.frame(ox + x + 1.5, oy + top + 1.5, number.length > 2 ? 12 : 8, 7, 0.4);
      q.write(number, ox + x + 2.6, oy + top + 2.6, 5, t.sansBold);
    }
    q.write(text, ox + x + (number ? (number.length > 2 ? 15 : 11) : 2), oy + top + 2.6, CAP, t.sans);
  };
  const amountCell = (number: string, text: string, x: number, top: number, amount: string) => {
    q.frame(ox + x, oy + top, HALF, ROW, 0.4);
    numbered(number, text, x, top);
    if (amount) q.writeRight(dollars(amount), ox + x + HALF - 4, oy + top + 11, 8, t.mono);
  };
  q.write(legend, ox, oy, 5.5, t.sansBold);
  let top = 9;
  q.frame(ox, oy + top, HALF, ROW, 0.4);
  numbered('b', 'Employer ID number (EIN)', 0, top);
  q.write(v.ein, ox + 6, oy + top + 11, 8, t.mono);
  q.frame(ox + HALF, oy + top, HALF, ROW, 0.4);
  numbered('a', "Employee's SSA number", HALF, top);
  q.write(v.ssn, ox + HALF + 6, oy + top + 11, 8, t.mono);
  top += ROW;
  const pairs: [string, string, string, string, string, string][] = [
    ['1', 'Wages, tips, other comp.', v.wages, '2', 'Federal income tax withheld', v.federalIncomeTax],
    ['3', 'Social security wages', v.socialSecurityWages, '4', 'Social security tax withheld', v.socialSecurityTaxWithheld],
    ['5', 'Medicare wages and tips', v.medicareWagesAndTips, '6', 'Medicare tax withheld', v.medicareTaxWithheld],
  ];
  for (const [n1, c1, a1, n2, c2, a2] of pairs) {
    amountCell(n1, c1, 0, top, a1);
    amountCell(n2, c2, HALF, top, a2);
    top += ROW;
  }
  q.frame(ox, oy + top, W, 36, 0.4);
  numbered('c', "Employer's name, address, and ZIP code", 0, top);
  v.employerLines.forEach((line, i) => q.write(line, ox + 6, oy + top + 10 + i * 8, 7, t.mono));
  top += 36;
  q.frame(ox, oy + top, W, 40, 0.4);
  numbered('e', "Employee's name, address, and ZIP code", 0, top);
  q.write(`${v.firstName} ${v.lastName} ${v.suffix}`.trim(), ox + 6, oy + top + 11, 8, t.monoBold);
  v.employeeAddress.forEach((line, i) => q.write(line, ox + 6, oy + top + 21 + i * 8, 7, t.mono));
  top += 40;
  const more: [string, string, string, string, string, string][] = [
    ['7', 'Social security tips', v.socialSecurityTips, '8', 'Allocated tips', v.allocatedTips],
    ['9', '', '', '10', 'Dependent care benefits', v.dependentCareBenefits],
  ];
  for (const [n1, c1, a1, n2, c2, a2] of more) {
    amountCell(n1, c1, 0, top, a1);
    amountCell(n2, c2, HALF, top, a2);
    top += ROW;
  }
  // Left: 11, 13, 14; right: 12a-d.
  const t11 = top;
  amountCell('11', 'Nonqualified plans', 0, t11, v.nonqualifiedPlans);
  q.frame(ox, oy + t11 + ROW, HALF, ROW, 0.4);
  numbered('13', 'Stat emp.   Ret. plan   3rd party sick pay', 0, t11 + ROW);
  const markAt = [18, 52, 90];
  markAt.forEach((x, i) => {
    q.write('[', ox + x, oy + t11 + ROW + 10, 8, t.mono);
    q.write(']', ox + x + 10, oy + t11 + ROW + 10, 8, t.mono);
    if (i === 1 && v.retirementPlan) q.write('X', ox + x + 5, oy + t11 + ROW + 10, 8, t.monoBold);
  });
  q.frame(ox, oy + t11 + 2 * ROW, HALF, 2 * ROW, 0.4);
  numbered('14', 'Other', 0, t11 + 2 * ROW);
  v.box14.forEach((entry, i) => {
    q.write(entry.label, ox + 5, oy + t11 + 2 * ROW + 10 + i * 8.5, 7, t.mono);
    q.writeRight(dollars(entry.amount), ox + HALF - 4, oy + t11 + 2 * ROW + 10 + i * 8.5, 7, t.mono);
  });
  ['12a', '12b', '12c', '12d'].forEach((label, i) => {
    const cellTop = t11 + i * ROW;
    q.frame(ox + HALF, oy + cellTop, HALF, ROW, 0.4);
    numbered(label, i === 0 ? 'Code   See instructions' : 'Code', HALF, cellTop);
    const entry = v.box12[i];
    if (entry) {
      q.write(entry.code, ox + HALF + 8, oy + cellTop + 11, 8, t.monoBold);
      q.writeRight(dollars(entry.amount), ox + W - 4, oy + cellTop + 11, 8, t.mono);
    }
  });
  top = t11 + 4 * ROW;
  // State rows: 15 | 16 | 17, two rows; then 18 | 19 | 20, one row.
  const stateColumns: [string, string, number][] = [['15', "State  Employer's state ID no.", 112], ['16', 'State wages, tips, etc.', 88], ['17', 'State income tax', 88]];
  let x = 0;
  for (const [number, text, width] of stateColumns) {
    q.frame(ox + x, oy + top, width, 30, 0.4);
    numbered(number, text, x, top);
    x += width;
  }
  v.states.forEach((row, r) => {
    const y = oy + top + 11 + r * 9;
    q.write(`${row.state}  ${row.id}`, ox + 5, y, 7.5, t.mono);
    q.writeRight(dollars(row.wages), ox + 112 + 88 - 4, y, 7.5, t.mono);
    q.writeRight(dollars(row.tax), ox + W - 4, y, 7.5, t.mono);
  });
  top += 30;
  const localColumns: [string, string, number, string][] = [
    ['18', 'Local wages, tips, etc.', 112, dollars(v.local.wages)],
    ['19', 'Local income tax', 88, dollars(v.local.tax)],
    ['20', 'Locality name', 88, v.local.name],
  ];
  x = 0;
  for (const [number, text, width, cellText] of localColumns) {
    q.frame(ox + x, oy + top, width, ROW, 0.4);
    numbered(number, text, x, top);
    if (number === '20') q.write(cellText, ox + x + 5, oy + top + 11, 7.5, t.mono);
    else q.writeRight(cellText, ox + x + width - 4, oy + top + 11, 7.5, t.mono);
    x += width;
  }
  top += ROW;
  q.write('W-2 Wage and Tax Statement 2024', ox, oy + top + 3, 7, t.sansBold);
  q.write('OMB No. 1545-0008   Dept. of the Treasury - IRS', ox + 150, oy + top + 4, 5, t.sans);
}

export async function buildBureau4upW2Pdf(values: HeldApartW2 = BUREAU_4UP_W2): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const type = await typeOf(pdf);
  const page = pdf.addPage([612, 792]);
  const q = quillOf(page);
  earningsSummary(q, type, values, 8, 10);
  bureauCopy(q, type, values, 314, 10, "Copy B  To Be Filed With Employee's FEDERAL Tax Return");
  bureauCopy(q, type, values, 8, 404, "Copy C  For EMPLOYEE'S RECORDS");
  bureauCopy(q, type, values, 314, 404, "Copy 2  To Be Filed With Employee's State, City, or Local Income Tax Return");
  q.rule(306, 4, 306, 788, 0.3, true);
  q.rule(4, 398, 608, 398, 0.3, true);
  return pdf.save();
}

// ---------------------------------------------------------------------------------------------------------
// (c) Two pages: the instructions first, then a landscape W-2 with captions under the values.

/**
 * A Chicago restaurant server. Box 1 = pay 24,192.50 + reported tips 14,220.00 = 38,412.50; box 3 = the pay
 * (24,192.50) and box 7 the tips (14,220.00); box 4 = 6.2% x (24,192.50 + 14,220.00) = 2,381.575 -> 2,381.58;
 * box 5 = 38,412.50, box 6 = 1.45% x 38,412.50 = 556.981 -> 556.98. Allocated tips (box 8) 1,106.40 are in no
 * other box. Illinois 4.95% x 38,412.50 = 1,901.418 -> 1,901.42. No retirement plan: box 13 is left blank.
 */
export const NOTICE_FIRST_W2: HeldApartW2 = {
  ssn: '349-70-1185',
  ein: '36-4481297',
  control: '',
  employerLines: ['Lakeview Bistro Group LLC', '3150 N Broadway', 'Chicago, IL 60657'],
  firstName: 'Tiana M.',
  lastName: 'Okonkwo',
  suffix: '',
  employeeAddress: ['4412 N Kenmore Ave, Apt 2F', 'Chicago, IL 60640'],
  wages: '38412.50',
  federalIncomeTax: '2910.00',
  socialSecurityWages: '24192.50',
  socialSecurityTaxWithheld: '2381.58',
  medicareWagesAndTips: '38412.50',
  medicareTaxWithheld: '556.98',
  socialSecurityTips: '14220.00',
  allocatedTips: '1106.40',
  dependentCareBenefits: '',
  nonqualifiedPlans: '',
  retirementPlan: false,
  box12: [{ code: 'DD', amount: '5406.00' }],
  box14: [],
  states: [{ state: 'IL', id: '3318-0472', wages: '38412.50', tax: '1901.42' }],
  local: { wages: '', tax: '', name: '' },
};

export const noticeFirstW2Expected = (v: HeldApartW2 = NOTICE_FIRST_W2) => expectedOf(v);

// The IRS's text from the back of Copy B (Form W-2 2024), as payroll services print it on a page of its own.
const NOTICE_LINES = [
  ['Notice to Employee', 'head'],
  ['Do you have to file? Refer to the Form 1040 instructions to determine if you are required to file a tax return. Even if you', ''],
  ["don't have to file a tax return, you may be eligible for a refund if box 2 shows an amount or if you are eligible for any credit.", ''],
  ['Earned income credit (EIC). You may be able to take the EIC for 2024 if your adjusted gross income (AGI) is less than a', ''],
  ['certain amount. The amount of the credit is based on income and family size. Workers without children could qualify for a', ''],
  ['smaller credit. You and any qualifying children must have valid social security numbers (SSNs).', ''],
  ['Clergy and religious workers. If you aren\'t subject to social security and Medicare taxes, see Pub. 517.', ''],
  ['Corrections. If your name, SSN, or address is incorrect, correct Copies B, C, and 2 and ask your employer to correct your', ''],
  ['employment record. Be sure to ask the employer to file Form W-2c, Corrected Wage and Tax Statement, with the SSA.', ''],
  ['Instructions for Employee', 'head'],
  ['Box 1. Enter this amount on the wages line of your tax return.', ''],
  ['Box 2. Enter this amount on the federal income tax withheld line of your tax return.', ''],
  ['Box 5. You may be required to report this amount on Form 8959, Additional Medicare Tax.', ''],
  ['Box 6. This amount includes the 1.45% Medicare Tax withheld on all Medicare wages and tips shown in box 5, as well as', ''],
  ['the 0.9% Additional Medicare Tax on any of those Medicare wages and tips above $200,000.', ''],
  ['Box 8. This amount is not included in box 1, 3, 5, or 7. For information on how to report tips on your tax return, see', ''],
  ['the Form 1040 instructions. You must file Form 4137 with your income tax return to report at least the allocated tip amount.', ''],
  ['Box 10. This amount includes the total dependent care benefits that your employer paid to you or incurred on your behalf.', ''],
  ['Box 12. The following list explains the codes shown in box 12. You may need this information to complete your tax return.', ''],
  ['A - Uncollected social security or RRTA tax on tips. Include this tax on Form 1040 or 1040-SR.', ''],
  ['C - Taxable cost of group-term life insurance over $50,000 (included in boxes 1, 3 (up to the social security wage base), and 5)', ''],
  ['D - Elective deferrals to a section 401(k) cash or deferred arrangement. Also includes deferrals under a SIMPLE', ''],
  ['E - Elective deferrals under a section 403(b) salary reduction agreement', ''],
  ['W - Employer contributions (including amounts the employee elected to contribute using a section 125 (cafeteria) plan)', ''],
  ['to your health savings account. Report on Form 8889, Health Savings Accounts (HSAs).', ''],
  ['DD - Cost of employer-sponsored health coverage. The amount reported with code DD is not taxable.', ''],
  ['Box 13. If the "Retirement plan" box is checked, special limits may apply to the amount of traditional IRA contributions', ''],
  ['you may deduct. See Pub. 590-A, Contributions to Individual Retirement Arrangements (IRAs).', ''],
  ['Box 14. Employers may use this box to report information such as state disability insurance taxes withheld, union dues,', ''],
  ['uniform payments, health insurance premiums deducted, nontaxable income, educational assistance payments, or a', ''],
  ['member of the clergy\'s parsonage allowance and utilities.', ''],
] as const;

function noticePage(page: PDFPage, t: Type) {
  const q = quillOf(page);
  q.write('Lakeview Bistro Group LLC - 2024 Form W-2', 48, 40, 9, t.sansBold);
  q.write('Your Form W-2 is on the next page. Keep this page for your records.', 48, 54, 8, t.sans);
  let top = 80;
  for (const [line, kind] of NOTICE_LINES) {
    if (kind === 'head') {
      top += 8;
      q.write(line, 48, top, 10, t.sansBold);
      top += 15;
    } else {
      q.write(line, 48, top, 7.5, t.sans);
      top += 11;
    }
  }
}

/** The form page, landscape: each value on a line with its caption under it, as a fill-in form prints them. */
function captionUnderPage(page: PDFPage, t: Type, v: HeldApartW2) {
  const q = quillOf(page);
  const M = 36;
  const W = 792 - 2 * M;
  q.write('Form W-2 Wage and Tax Statement', M, 30, 13, t.sansBold);
  q.write('2024', M + W - 42, 30, 13, t.sansBold);
  q.write("Copy B - To Be Filed With Employee's FEDERAL Tax Return. This information is being furnished to the Internal Revenue Service.", M, 48, 7, t.sans);
  q.write('OMB No. 1545-0008   Department of the Treasury - Internal Revenue Service', M, 58, 6.5, t.sans);
  const CAP = 6.5;
  /** A value on its line, the caption under the line. */
  const field = (x: number, top: number, width: number, captionText: string, lines: string[], align: 'left' | 'right' = 'left') => {
    lines.forEach((line, i) => {
      const y = top + i * 12;
      if (align === 'right') q.writeRight(line, x + width - 14, y, 10, t.sans);
      else q.write(line, x + 2, y, 10, t.sans);
    });
    const lineTop = top + Math.max(1, lines.length) * 12 + 1;
    q.rule(x, lineTop, x + width - 10, lineTop, 0.6);
    q.write(captionText, x + 2, lineTop + 2, CAP, t.sansOblique, 0.2);
  };
  const quarter = W / 4;
  let top = 76;
  field(M, top, quarter, "a  Employee's social security number", [v.ssn]);
  field(M + quarter, top, quarter, 'b  Employer identification number (EIN)', [v.ein]);
  field(M + 2 * quarter, top, quarter, 'd  Control number', [v.control]);
  top += 32;
  field(M, top, 2 * quarter, "c  Employer's name, address, and ZIP code", [...v.employerLines]);
  field(M + 2 * quarter, top, 2 * quarter, "e/f  Employee's name, address, and ZIP code", [`${v.firstName} ${v.lastName}`, ...v.employeeAddress]);
  top += 56;
  const rows: [string, string][][] = [
    [['1  Wages, tips, other compensation', v.wages], ['2  Federal income tax withheld', v.federalIncomeTax], ['3  Social security wages', v.socialSecurityWages], ['4  Social security tax withheld', v.socialSecurityTaxWithheld]],
    [['5  Medicare wages and tips', v.medicareWagesAndTips], ['6  Medicare tax withheld', v.medicareTaxWithheld], ['7  Social security tips', v.socialSecurityTips], ['8  Allocated tips', v.allocatedTips]],
    [['9', ''], ['10  Dependent care benefits', v.dependentCareBenefits], ['11  Nonqualified plans', v.nonqualifiedPlans], ['', '']],
  ];
  for (const row of rows) {
    row.forEach(([captionText, amount], i) => {
      if (captionText) field(M + i * quarter, top, quarter, captionText, amount ? [separated(amount)] : [], 'right');
    });
    top += 32;
  }
  // Box 12: four code/amount pairs across; box 13 and 14 under them.
  ['12a', '12b', '12c', '12d'].forEach((label, i) => {
    const entry = v.box12[i];
    const x = M + i * quarter;
    if (entry) {
      q.write(entry.code, x + 2, top, 10, t.sansBold);
      q.writeRight(separated(entry.amount), x + quarter - 16, top, 10, t.sans);
    }
    q.rule(x, top + 13, x + quarter - 10, top + 13, 0.6);
    q.write(`${label}  Code   Amount   (see instructions for box 12)`, x + 2, top + 15, CAP, t.sansOblique, 0.2);
  });
  top += 32;
  const checks: [string, boolean][] = [['Statutory employee', false], ['Retirement plan', v.retirementPlan], ['Third-party sick pay', false]];
  checks.forEach(([label, on], i) => {
    const x = M + 2 + i * 90;
    q.frame(x, top + 1, 8, 8, 0.6);
    if (on) q.write('X', x + 1.5, top + 1.5, 8, t.sansBold);
    q.write(label, x + 12, top + 2, 7.5, t.sans);
  });
  q.rule(M, top + 13, M + 2 * quarter - 10, top + 13, 0.6);
  q.write('13', M + 2, top + 15, CAP, t.sansOblique, 0.2);
  field(M + 2 * quarter, top, 2 * quarter, '14  Other', v.box14.map((entry) => `${entry.label}  ${separated(entry.amount)}`));
  top += 34;
  const sixth = W / 6;
  const stateCells: [string, string, 'left' | 'right'][] = [
    ["15  State / Employer's state ID number", v.states[0] ? `${v.states[0].state}  ${v.states[0].id}` : '', 'left'],
    ['16  State wages, tips, etc.', separated(v.states[0]?.wages ?? ''), 'right'],
    ['17  State income tax', separated(v.states[0]?.tax ?? ''), 'right'],
    ['18  Local wages, tips, etc.', separated(v.local.wages), 'right'],
    ['19  Local income tax', separated(v.local.tax), 'right'],
    ['20  Locality name', v.local.name, 'left'],
  ];
  stateCells.forEach(([captionText, text, align], i) => field(M + i * sixth, top, sixth, captionText, text ? [text] : [], align));
}

export async function buildNoticeFirstW2Pdf(values: HeldApartW2 = NOTICE_FIRST_W2): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const type = await typeOf(pdf);
  noticePage(pdf.addPage([612, 792]), type);
  captionUnderPage(pdf.addPage([792, 612]), type, values);
  return pdf.save();
}

/** One page of a PDF on its own (a photo or scan of that page is made from it). */
export async function pageAlone(bytes: Uint8Array, pageIndex: number): Promise<Uint8Array> {
  const source = await PDFDocument.load(bytes);
  const alone = await PDFDocument.create();
  const [page] = await alone.copyPages(source, [pageIndex]);
  alone.addPage(page);
  return alone.save();
}
