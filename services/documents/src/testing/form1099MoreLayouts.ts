// More 1099 layouts written apart from the reader and from form1099Fixture.ts / providerLayouts.ts, each after
// a kind of print people really upload (own drawing code, values, names, fonts and box orders):
// - a brokerage's composite 1099, first page: payer and recipient blocks, then 1099-DIV, 1099-INT and 1099-MISC
//   sections that list every box (zeros too) in two columns with dot leaders, then a 1099-B summary table by
//   term with a Total row;
// - a credit union's 1099-INT letter (Times): letterhead, address block, per-account table of 'dividends' on
//   share accounts, then a row of three captioned boxes;
// - a state labor department's 1099-G (unemployment): the IRS arrangement of cells, '$' printed apart from the
//   Courier amounts, the box 3 tax year, state boxes 10a-11;
// - the SSA-1099 in the SSA's arrangement: Box 1/Box 2 on one row, Box 3/4/5 side by side, the two
//   'Description of amount' panels, Box 6/7/8;
// - a 1099-NEC and a 1099-MISC as accounting software prints the 2024 Copy B on plain paper, with Copy 2 under
//   it on the same page.
// Each layout says what a correct reading gives, written by hand from what it prints (derivations beside them).
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Form1099Kind } from '@taxapp/contracts/documents';

interface Pen {
  page: PDFPage;
  /** `top` is the top of the text, measured down from the page's top edge. */
  write: (text: string, x: number, top: number, size: number, font?: PDFFont) => void;
  writeRight: (text: string, xRight: number, top: number, size: number, font?: PDFFont) => void;
  rect: (x: number, top: number, width: number, height: number) => void;
  hline: (x0: number, x1: number, top: number, thickness?: number) => void;
  helvetica: PDFFont;
  helveticaBold: PDFFont;
  times: PDFFont;
  timesBold: PDFFont;
  courier: PDFFont;
}

async function blankPage(): Promise<{ pdf: PDFDocument; pen: Pen }> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const helvetica = await pdf.embedFont(StandardFonts.Helvetica);
  const helveticaBold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const times = await pdf.embedFont(StandardFonts.TimesRoman);
  const timesBold = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const courier = await pdf.embedFont(StandardFonts.Courier);
  const pen: Pen = {
    page, helvetica, helveticaBold, times, timesBold, courier,
    write: (text, x, top, size, font = helvetica) => { if (text) page.drawText(text, { x, y: 792 - top - size * 0.78, size, font }); },
    writeRight: (text, xRight, top, size, font = helvetica) => { if (text) page.drawText(text, { x: xRight - font.widthOfTextAtSize(text, size), y: 792 - top - size * 0.78, size, font }); },
    rect: (x, top, width, height) => page.drawRectangle({ x, y: 792 - top - height, width, height, borderWidth: 0.6, borderColor: rgb(0, 0, 0) }),
    hline: (x0, x1, top, thickness = 0.6) => page.drawLine({ start: { x: x0, y: 792 - top }, end: { x: x1, y: 792 - top }, thickness, color: rgb(0, 0, 0) }),
  };
  return { pdf, pen };
}

/** A description, dot leaders to the amount column, the amount right-aligned. */
function dotted(pen: Pen, description: string, amount: string, x: number, xRight: number, top: number, size: number) {
  pen.write(description, x, top, size);
  pen.writeRight(amount, xRight, top, size);
  const start = x + pen.helvetica.widthOfTextAtSize(description, size) + 3;
  const end = xRight - pen.helvetica.widthOfTextAtSize(amount, size) - 3;
  const dot = pen.helvetica.widthOfTextAtSize('.', size) * 2;
  const count = Math.floor((end - start) / dot);
  if (count > 1) pen.write('.'.repeat(count).split('').join(' '), start, top, size);
}

/** One layout of one kind: how to draw it and what a correct reading gives. */
export interface MoreLayout {
  layout: string;
  kind: Form1099Kind;
  build: () => Promise<Uint8Array>;
  /** Fields as the reader names them ('payerInfo.name' for nested ones); TINs with X for masked digits. */
  expected: Record<string, number | string>;
}

// ---------------------------------------------------------------------------------------------------------
// A brokerage's composite 1099, page 1.

const SUMMITVIEW = { name: 'SUMMITVIEW BROKERAGE SERVICES LLC', tin: '04-3523567' };
const RAMASWAMY = { name: 'PRIYA N RAMASWAMY', tin: '***-**-6618' };

/** Every box the composite prints for DIV, INT and MISC (zeros too, as brokers do). */
const COMPOSITE_SECTIONS: { title: string; rows: [string, string][] }[] = [
  {
    title: 'Form 1099-DIV  2024  Dividends and Distributions   Copy B for Recipient (OMB No. 1545-0110)',
    rows: [
      ['1a Total Ordinary Dividends', '1,873.42'], ['1b Qualified Dividends', '1,402.15'], ['2a Total Capital Gain Distributions', '356.90'],
      ['2b Unrecap. Sec. 1250 Gain', '0.00'], ['2c Section 1202 Gain', '0.00'], ['2d Collectibles (28%) Gain', '0.00'],
      ['2e Section 897 Ordinary Dividends', '0.00'], ['2f Section 897 Capital Gain', '0.00'], ['3 Nondividend Distributions', '0.00'],
      ['4 Federal Income Tax Withheld', '0.00'], ['5 Section 199A Dividends', '41.06'], ['6 Investment Expenses', '0.00'],
      ['7 Foreign Tax Paid', '22.81'], ['8 Foreign Country or U.S. Possession', 'VARIOUS'], ['9 Cash Liquidation Distributions', '0.00'],
      ['10 Noncash Liquidation Distributions', '0.00'], ['12 Exempt Interest Dividends', '0.00'], ['13 Specified Private Activity Bond Int. Div.', '0.00'],
      ['16 State Tax Withheld', '0.00'],
    ],
  },
  {
    title: 'Form 1099-INT  2024  Interest Income   Copy B for Recipient (OMB No. 1545-0112)',
    rows: [
      ['1 Interest Income', '318.64'], ['2 Early Withdrawal Penalty', '0.00'], ['3 Interest on U.S. Savings Bonds & Treas. Obligations', '1,145.20'],
      ['4 Federal Income Tax Withheld', '0.00'], ['5 Investment Expenses', '0.00'], ['6 Foreign Tax Paid', '0.00'],
      ['8 Tax-Exempt Interest', '0.00'], ['9 Specified Private Activity Bond Interest', '0.00'], ['10 Market Discount', '0.00'],
      ['11 Bond Premium', '0.00'], ['12 Bond Premium on Treasury Obligations', '12.37'], ['13 Bond Premium on Tax-Exempt Bond', '0.00'],
      ['17 State Tax Withheld', '0.00'],
    ],
  },
  {
    title: 'Form 1099-MISC  2024  Miscellaneous Information   Copy B for Recipient (OMB No. 1545-0115)',
    rows: [
      ['2 Royalties', '0.00'], ['3 Other Income', '25.00'], ['4 Federal Income Tax Withheld', '0.00'],
      ['8 Substitute Payments in Lieu of Dividends or Interest', '64.18'], ['16 State Tax Withheld', '0.00'],
    ],
  },
];

/**
 * The 1099-B summary by term (box 1d proceeds, 1e cost basis, 1f market discount, 1g wash sale loss disallowed,
 * box 4 withholding). Short-term: 8,412.50 - 7,990.00 + 45.10 = 467.60; long-term: 12,300.00 - 9,150.75 = 3,149.25.
 * Total: proceeds 8,412.50 + 12,300.00 = 20,712.50; basis 7,990.00 + 9,150.75 = 17,140.75; gain 467.60 + 3,149.25 = 3,616.85.
 */
const COMPOSITE_B_ROWS: string[][] = [
  ['Short-term transactions for covered tax lots', 'A', '8,412.50', '7,990.00', '0.00', '45.10', '467.60', '0.00'],
  ['Long-term transactions for covered tax lots', 'D', '12,300.00', '9,150.75', '0.00', '0.00', '3,149.25', '0.00'],
  ['Total Short-term and Long-term', '', '20,712.50', '17,140.75', '0.00', '45.10', '3,616.85', '0.00'],
];

async function buildCompositePdf(): Promise<Uint8Array> {
  const { pdf, pen } = await blankPage();
  pen.write('2024 TAX REPORTING STATEMENT', 30, 26, 13, pen.helveticaBold);
  pen.write('SUMMITVIEW', 30, 44, 9, pen.helveticaBold);
  pen.writeRight('Account No.  Z41-883172', 582, 26, 8);
  pen.writeRight(`Recipient ID No.  ${RAMASWAMY.tin}`, 582, 37, 8);
  pen.writeRight('Customer Service: 800-555-0142', 582, 48, 8);
  pen.hline(30, 582, 60, 1);
  pen.write("Payer's Name and Address:", 30, 66, 7, pen.helveticaBold);
  [SUMMITVIEW.name, '100 SUMMER STREET', 'BOSTON, MA 02110'].forEach((line, i) => pen.write(line, 30, 76 + i * 10, 8));
  pen.write(`Payer's Fed ID Number:  ${SUMMITVIEW.tin}`, 30, 110, 7.5);
  pen.write("Recipient's Name and Address:", 320, 66, 7, pen.helveticaBold);
  [RAMASWAMY.name, '4471 QUAIL RIDGE DR', 'MADISON, WI 53719'].forEach((line, i) => pen.write(line, 320, 76 + i * 10, 8));
  pen.write('Dates of statement: 01/31/2025   *This is important tax information and is being furnished to the IRS.', 30, 124, 6);
  let top = 140;
  for (const section of COMPOSITE_SECTIONS) {
    pen.hline(30, 582, top, 0.9);
    pen.write(section.title, 30, top + 3, 8, pen.helveticaBold);
    top += 16;
    section.rows.forEach(([caption, amount], i) => {
      const x = i % 2 === 0 ? 30 : 312;
      dotted(pen, caption!, amount!, x, x + 270, top + Math.floor(i / 2) * 10.5, 7);
    });
    top += Math.ceil(section.rows.length / 2) * 10.5 + 10;
  }
  pen.hline(30, 582, top, 0.9);
  pen.write('Summary of 2024 Proceeds From Broker and Barter Exchange Transactions (Form 1099-B)', 30, top + 3, 8, pen.helveticaBold);
  top += 17;
  const columns: [string, string, number][] = [
    ['Term', '', 30], ['Form 8949', 'Type', 190], ['Proceeds', '', 268], ['Cost Basis', '', 326], ['Market', 'Discount', 378],
    ['Wash Sale Loss', 'Disallowed', 436], ['Realized', 'Gain/(Loss)', 500], ['Federal Income', 'Tax Withheld', 582],
  ];
  columns.forEach(([first, second, x], i) => {
    const draw = i < 2 ? (text: string, t: number) => pen.write(text, x, t, 6.5, pen.helveticaBold) : (text: string, t: number) => pen.writeRight(text, x, t, 6.5, pen.helveticaBold);
    draw(first, top);
    draw(second, top + 8);
  });
  pen.hline(30, 582, top + 17, 0.5);
  COMPOSITE_B_ROWS.forEach((row, r) => {
    const rowTop = top + 21 + r * 11;
    if (r === COMPOSITE_B_ROWS.length - 1) pen.hline(260, 582, rowTop - 2, 0.5);
    row.forEach((cell, i) => {
      const [, , x] = columns[i]!;
      if (i < 2) pen.write(cell, x, rowTop, 7, r === COMPOSITE_B_ROWS.length - 1 ? pen.helveticaBold : pen.helvetica);
      else pen.writeRight(cell, x, rowTop, 7, r === COMPOSITE_B_ROWS.length - 1 ? pen.helveticaBold : pen.helvetica);
    });
  });
  pen.write('Details of each sale, with dates acquired and sold, follow on the next pages.', 30, top + 60, 6.5);
  return pdf.save();
}

const compositeParties = {
  'payerInfo.name': SUMMITVIEW.name, 'payerInfo.tin': SUMMITVIEW.tin, 'recipientInfo.name': RAMASWAMY.name, 'recipientInfo.tin': 'XXX-XX-6618',
};

// ---------------------------------------------------------------------------------------------------------
// A credit union's 1099-INT letter.

const RIVERBEND = { name: 'Riverbend Community Credit Union', tin: '31-0876543' };
const DELGADO = { name: 'TOMAS A DELGADO', tin: '***-**-3307' };

async function buildCreditUnionLetterPdf(): Promise<Uint8Array> {
  const { pdf, pen } = await blankPage();
  const t = pen.times;
  pen.write(RIVERBEND.name, 54, 40, 17, pen.timesBold);
  pen.write('2150 Old Mill Road  -  Dayton, Ohio 45459  -  (937) 555-0186  -  Federally insured by NCUA', 54, 62, 8, t);
  pen.hline(54, 558, 76, 1.2);
  pen.write('January 24, 2025', 54, 92, 10, t);
  [DELGADO.name, '1187 WOODLAND TRL', 'CENTERVILLE OH 45458-2210'].forEach((line, i) => pen.write(line, 54, 118 + i * 12, 10, pen.courier));
  pen.write('Member Number: ****5521', 380, 118, 10, t);
  pen.write('Re: Your 2024 Form 1099-INT', 54, 172, 11, pen.timesBold);
  pen.write('Dear Member,', 54, 194, 10, t);
  pen.write('Dividends paid on your share savings, club and certificate accounts are reported to the IRS as interest income.', 54, 212, 10, t);
  pen.write('The amounts below are your Form 1099-INT for 2024, furnished to the Internal Revenue Service.', 54, 225, 10, t);
  // The per-account breakdown: 18.42 + 2.15 + 391.80 = 412.37 dividends; the certificate's early withdrawal penalty 15.00.
  const head = 252;
  pen.write('Account', 54, head, 9, pen.timesBold);
  pen.write('Description', 120, head, 9, pen.timesBold);
  pen.writeRight('Dividends Paid', 440, head, 9, pen.timesBold);
  pen.writeRight('Penalty', 540, head, 9, pen.timesBold);
  pen.hline(54, 540, head + 12, 0.5);
  const accounts: [string, string, string, string][] = [
    ['S0001', 'Share Savings', '18.42', '0.00'], ['S0009', 'Holiday Club', '2.15', '0.00'], ['C0102', '12 Month Share Certificate', '391.80', '15.00'],
  ];
  accounts.forEach(([account, description, dividends, penalty], i) => {
    const top = head + 17 + i * 13;
    pen.write(account, 54, top, 9, t);
    pen.write(description, 120, top, 9, t);
    pen.writeRight(dividends, 440, top, 9, t);
    pen.writeRight(penalty, 540, top, 9, t);
  });
  pen.hline(360, 540, head + 56, 0.5);
  pen.write('Totals', 120, head + 59, 9, pen.timesBold);
  pen.writeRight('412.37', 440, head + 59, 9, pen.timesBold);
  pen.writeRight('15.00', 540, head + 59, 9, pen.timesBold);
  // The form's boxes as a row of cells.
  const cells = 350;
  pen.write('FORM 1099-INT  INTEREST INCOME  2024  (Copy B for Recipient)', 54, cells - 14, 9, pen.timesBold);
  const grid: [string, string, number, number][] = [
    ["PAYER'S TIN", RIVERBEND.tin, 54, 130], ["RECIPIENT'S TIN", DELGADO.tin, 184, 130], ['Account number (see instructions)', '****5521', 314, 244],
    ['1 Interest income', '$412.37', 54, 168], ['2 Early withdrawal penalty', '$15.00', 222, 168], ['4 Federal income tax withheld', '$0.00', 390, 168],
  ];
  grid.forEach(([caption, value, x, width], i) => {
    const top = cells + (i < 3 ? 0 : 30);
    pen.rect(x, top, width, 30);
    pen.write(caption, x + 2, top + 2, 6.5, t);
    pen.write(value, x + 6, top + 14, 10, pen.courier);
  });
  pen.write('Questions? Call Member Services at (937) 555-0186.  Thank you for being a member.', 54, cells + 76, 9, t);
  return pdf.save();
}

// ---------------------------------------------------------------------------------------------------------
// A state labor department's 1099-G (unemployment compensation).

const COLORADO_DOL = { name: 'COLORADO DEPARTMENT OF LABOR AND EMPLOYMENT', tin: '84-9990123' };
const HOLLOWAY = { name: 'KEANU B HOLLOWAY', tin: 'XXX-XX-5842' };

async function buildStateUnemploymentPdf(): Promise<Uint8Array> {
  const { pdf, pen } = await blankPage();
  const c = pen.courier;
  pen.write('2024 FORM 1099-G  CERTAIN GOVERNMENT PAYMENTS', 36, 28, 11, pen.helveticaBold);
  pen.write('Colorado Department of Labor and Employment - Unemployment Insurance - This is important tax information.', 36, 44, 6.5);
  // Left half: payer, TINs, recipient; right half: boxes 1-11, as on the IRS form.
  const L = 36, M = 306, R = 576;
  pen.rect(L, 60, M - L, 78);
  pen.write("PAYER'S name, street address, city or town, state or province, country, ZIP", L + 2, 62, 5.5);
  pen.write('or foreign postal code, and telephone no.', L + 2, 68, 5.5);
  [COLORADO_DOL.name, 'UNEMPLOYMENT INSURANCE', 'PO BOX 8789', 'DENVER CO 80201-8789', '(303) 318-9000'].forEach((line, i) => pen.write(line, L + 6, 78 + i * 10, 8, c));
  pen.rect(L, 138, 135, 26); pen.write("PAYER'S TIN", L + 2, 140, 5.5); pen.write(COLORADO_DOL.tin, L + 6, 151, 9, c);
  pen.rect(L + 135, 138, 135, 26); pen.write("RECIPIENT'S TIN", L + 137, 140, 5.5); pen.write(HOLLOWAY.tin, L + 141, 151, 9, c);
  pen.rect(L, 164, M - L, 24); pen.write("RECIPIENT'S name", L + 2, 166, 5.5); pen.write(HOLLOWAY.name, L + 6, 176, 9, c);
  pen.rect(L, 188, M - L, 24); pen.write('Street address (including apt. no.)', L + 2, 190, 5.5); pen.write('2950 W 29TH AVE UNIT 4', L + 6, 200, 9, c);
  pen.rect(L, 212, M - L, 24); pen.write('City or town, state or province, country, and ZIP or foreign postal code', L + 2, 214, 5.5); pen.write('DENVER CO 80211', L + 6, 224, 9, c);
  pen.rect(L, 236, M - L, 24); pen.write('Account number (see instructions)', L + 2, 238, 5.5); pen.write('CLAIM 000417733', L + 6, 248, 9, c);
  // Boxes: 1 = 11,284.00; 4 = 10% voluntary withholding (Form W-4V) = 1,128.40; 11 = 4.25% = 479.57.
  const half = (M + R) / 2;
  const cell = (caption: string[], amount: string, x0: number, x1: number, top: number, height = 26) => {
    pen.rect(x0, top, x1 - x0, height);
    caption.forEach((line, i) => pen.write(line, x0 + 2, top + 2 + i * 6, 5.5));
    if (amount !== '') {
      pen.write('$', x0 + 3, top + height - 11, 8);
      pen.writeRight(amount, x1 - 6, top + height - 11, 9, c);
    }
  };
  cell(['1 Unemployment compensation'], '11,284.00', M, half, 60);
  cell(['2 State or local income tax', 'refunds, credits, or offsets'], '0.00', half, R, 60);
  cell(['3 Box 2 amount is for tax year'], '', M, half, 86);
  cell(['4 Federal income tax withheld'], '1,128.40', half, R, 86);
  cell(['5 RTAA payments'], '', M, half, 112);
  cell(['6 Taxable grants'], '', half, R, 112);
  cell(['7 Agriculture payments'], '', M, half, 138);
  cell(['8 If checked, box 2 is trade', 'or business income'], '', half, R, 138);
  cell(['9 Market gain'], '', M, half, 164);
  pen.rect(half, 164, R - half, 26);
  cell(['10a State'], '', M, M + 40, 190, 30); pen.write('CO', M + 6, 205, 9, c);
  cell(['10b State identification no.'], '', M + 40, half + 20, 190, 30); pen.write('84-9990123', M + 46, 205, 9, c);
  cell(['11 State income tax withheld'], '479.57', half + 20, R, 190, 30);
  pen.write('Form 1099-G (Rev. 1-2024)   Copy B For Recipient   Department of the Treasury - Internal Revenue Service', 36, 268, 6.5);
  pen.write('Weeks of benefits paid in 2024: 26.  Keep this form for your records.', 36, 280, 6.5);
  return pdf.save();
}

// ---------------------------------------------------------------------------------------------------------
// The SSA-1099 in the SSA's arrangement.

const FAIRBANKS = { name: 'LORETTA M FAIRBANKS', tin: 'XXX-XX-2184' };

/**
 * Benefits paid in 2024: 12 x 1,959.80 = 23,517.60 (box 3). Of it, Medicare Part B 12 x 174.70 = 2,096.40 (the
 * 2024 standard premium, CMS) and 7% voluntary withholding 12 x 137.19 = 1,646.28 (box 6); paid by direct deposit
 * 23,517.60 - 2,096.40 - 1,646.28 = 19,774.92. Repaid to SSA: 412.00 (box 4). Box 5 = 23,517.60 - 412.00 = 23,105.60.
 */
async function buildSsa1099Pdf(): Promise<Uint8Array> {
  const { pdf, pen } = await blankPage();
  const c = pen.courier;
  const L = 40, R = 572;
  pen.write('FORM SSA-1099 - SOCIAL SECURITY BENEFIT STATEMENT', L, 30, 10, pen.helveticaBold);
  pen.write('2024', R - 40, 26, 16, pen.helveticaBold);
  pen.write('PART OF YOUR SOCIAL SECURITY BENEFITS SHOWN IN BOX 5 MAY BE TAXABLE INCOME.', L, 46, 7);
  pen.write('SEE THE REVERSE FOR MORE INFORMATION.', L, 55, 7);
  const third = (R - L) / 3;
  pen.rect(L, 68, third * 2, 30); pen.write('Box 1. Name', L + 3, 70, 6.5); pen.write(FAIRBANKS.name, L + 8, 83, 10, c);
  pen.rect(L + third * 2, 68, third, 30); pen.write("Box 2. Beneficiary's Social Security Number", L + third * 2 + 3, 70, 6.5); pen.write(FAIRBANKS.tin, L + third * 2 + 8, 83, 10, c);
  const row2 = 98;
  pen.rect(L, row2, third, 36); pen.write('Box 3. Benefits Paid in 2024', L + 3, row2 + 2, 6.5); pen.write('$23,517.60', L + 8, row2 + 20, 10, c);
  pen.rect(L + third, row2, third, 36); pen.write('Box 4. Benefits Repaid to SSA in 2024', L + third + 3, row2 + 2, 6.5); pen.write('$412.00', L + third + 8, row2 + 20, 10, c);
  pen.rect(L + third * 2, row2, third, 36); pen.write('Box 5. Net Benefits for 2024 (Box 3 minus', L + third * 2 + 3, row2 + 2, 6.5);
  pen.write('Box 4)', L + third * 2 + 3, row2 + 9, 6.5); pen.write('$23,105.60', L + third * 2 + 8, row2 + 20, 10, c);
  const row3 = 134;
  const halfX = L + (R - L) / 2;
  pen.rect(L, row3, halfX - L, 86); pen.rect(halfX, row3, R - halfX, 86);
  pen.write('DESCRIPTION OF AMOUNT IN BOX 3', L + 3, row3 + 3, 6.5, pen.helveticaBold);
  pen.write('DESCRIPTION OF AMOUNT IN BOX 4', halfX + 3, row3 + 3, 6.5, pen.helveticaBold);
  const box3Lines: [string, string][] = [
    ['Paid by check or direct deposit', '$19,774.92'], ['Medicare Part B premiums deducted', '$2,096.40'], ['from your benefits', ''],
    ['Voluntary federal income tax withheld', '$1,646.28'], ['Benefits for 2024', '$23,517.60'],
  ];
  box3Lines.forEach(([label, value], i) => { pen.write(label, L + 6, row3 + 16 + i * 12, 7); pen.writeRight(value, halfX - 8, row3 + 16 + i * 12, 8, c); });
  pen.write('Benefits repaid to SSA in 2024', halfX + 6, row3 + 16, 7); pen.writeRight('$412.00', R - 8, row3 + 16, 8, c);
  pen.write('Total repaid', halfX + 6, row3 + 28, 7); pen.writeRight('$412.00', R - 8, row3 + 28, 8, c);
  const row4 = 220;
  pen.rect(L, row4, third, 46); pen.write('Box 6. Voluntary Federal Income Tax Withheld', L + 3, row4 + 2, 6.5); pen.write('$1,646.28', L + 8, row4 + 18, 10, c);
  pen.rect(L + third, row4, third * 2, 46); pen.write('Box 7. Address', L + third + 3, row4 + 2, 6.5);
  ['612 BIRCH HOLLOW LN', 'ASHEVILLE NC 28803-1120'].forEach((line, i) => pen.write(line, L + third + 8, row4 + 14 + i * 11, 9, c));
  pen.rect(L, row4 + 46, R - L, 26); pen.write('Box 8. Claim Number (Use this number if you need to contact SSA.)', L + 3, row4 + 48, 6.5);
  pen.write('XXX-XX-2184A', L + 8, row4 + 59, 10, c);
  pen.write('Form SSA-1099-SM (1-2025)      DO NOT RETURN THIS FORM TO SSA OR IRS', L, row4 + 80, 7);
  return pdf.save();
}

// ---------------------------------------------------------------------------------------------------------
// 1099-NEC and 1099-MISC as accounting software prints the 2024 Copy B on plain paper, Copy 2 under it.

const HARBORLINE = { name: 'HARBORLINE MARINE SUPPLY INC', tin: '59-3318842' };
const OYELARAN = { name: 'ADEBAYO K OYELARAN', tin: 'XXX-XX-7751' };

type SoftwareBox = [caption: string[], amount: string];

const SOFTWARE_BOXES: Record<'1099-nec' | '1099-misc', { title: string; boxes: SoftwareBox[] }> = {
  // NEC: 14,860.00 paid; 24% backup withholding would print in box 4, here none; state NC 5.25% of 14,860.00 = 780.15.
  '1099-nec': {
    title: 'Nonemployee Compensation',
    boxes: [
      [['1 Nonemployee compensation'], '14860.00'],
      [['2 Payer made direct sales totaling $5,000 or more of', 'consumer products to recipient for resale'], ''],
      [['3 Excess golden parachute payments'], ''],
      [['4 Federal income tax withheld'], '0.00'],
      [['5 State tax withheld'], '780.15'],
      [["6 State/Payer's state no."], 'NC 600118842'],
      [['7 State income'], '14860.00'],
    ],
  },
  // MISC: rents 9,600.00 (12 x 800.00 slip rent), royalties none, other income 1,250.00, medical none.
  '1099-misc': {
    title: 'Miscellaneous Information',
    boxes: [
      [['1 Rents'], '9600.00'],
      [['2 Royalties'], ''],
      [['3 Other income'], '1250.00'],
      [['4 Federal income tax withheld'], '0.00'],
      [['5 Fishing boat proceeds'], ''],
      [['6 Medical and health care payments'], ''],
      [['7 Payer made direct sales totaling $5,000 or', 'more of consumer products to recipient for resale'], ''],
      [['8 Substitute payments in lieu of', 'dividends or interest'], ''],
      [['9 Crop insurance proceeds'], ''],
      [['10 Gross proceeds paid to an', 'attorney'], ''],
      [['11 Fish purchased for resale'], ''],
      [['12 Section 409A deferrals'], ''],
      [['16 State tax withheld'], '0.00'],
    ],
  },
};

function softwareCopy(pen: Pen, kind: '1099-nec' | '1099-misc', top: number, copy: string) {
  const c = pen.courier;
  const spec = SOFTWARE_BOXES[kind];
  const L = 30, M = 300, R = 582;
  pen.write(`Form ${kind.toUpperCase()}  ${spec.title}  2024`, L, top, 9, pen.helveticaBold);
  pen.writeRight(copy, R, top, 6.5, pen.helveticaBold);
  const y = top + 14;
  pen.rect(L, y, M - L, 58);
  pen.write("PAYER'S name, street address, city or town, state or province, country, ZIP", L + 2, y + 2, 5.5);
  pen.write('or foreign postal code, and telephone no.', L + 2, y + 8, 5.5);
  [HARBORLINE.name, '18 WHARF ST', 'WILMINGTON NC 28401', '910-555-0173'].forEach((line, i) => pen.write(line, L + 6, y + 17 + i * 9.5, 7.5, c));
  pen.rect(L, y + 58, 135, 22); pen.write("PAYER'S TIN", L + 2, y + 60, 5.5); pen.write(HARBORLINE.tin, L + 6, y + 69, 8, c);
  pen.rect(L + 135, y + 58, 135, 22); pen.write("RECIPIENT'S TIN", L + 137, y + 60, 5.5); pen.write(OYELARAN.tin, L + 141, y + 69, 8, c);
  pen.rect(L, y + 80, M - L, 20); pen.write("RECIPIENT'S name", L + 2, y + 82, 5.5); pen.write(OYELARAN.name, L + 6, y + 90, 8, c);
  pen.rect(L, y + 100, M - L, 20); pen.write('Street address (including apt. no.)', L + 2, y + 102, 5.5); pen.write('230 RIVER BIRCH DR', L + 6, y + 110, 8, c);
  pen.rect(L, y + 120, M - L, 20); pen.write('City or town, state or province, country, and ZIP or foreign postal code', L + 2, y + 122, 5.5); pen.write('LELAND NC 28451', L + 6, y + 130, 8, c);
  pen.rect(L, y + 140, M - L, 20); pen.write('Account number (see instructions)', L + 2, y + 142, 5.5); pen.write('V-00731', L + 6, y + 150, 8, c);
  // Boxes two to a row on the right, caption on top, '$' at the left, the amount right-aligned.
  const mid = (M + R) / 2;
  const rows = Math.ceil(spec.boxes.length / 2);
  const height = 160 / rows;
  spec.boxes.forEach(([caption, amount], i) => {
    const x0 = i % 2 === 0 ? M : mid;
    const x1 = i % 2 === 0 ? mid : R;
    const cellTop = y + Math.floor(i / 2) * height;
    pen.rect(x0, cellTop, x1 - x0, height);
    caption.forEach((line, j) => pen.write(line, x0 + 2, cellTop + 2 + j * 5.5, 5));
    // Money cells print '$' even when empty; the checkbox and the state number cell do not.
    const money = !/direct sales|state no\./.test(caption.join(' '));
    if (money) pen.write('$', x0 + 3, cellTop + height - 9, 7);
    if (money) pen.writeRight(amount, x1 - 5, cellTop + height - 9, 8, c);
    else pen.write(amount, x0 + 6, cellTop + height - 9, 8, c);
  });
}

async function buildSoftwareCopyBPdf(kind: '1099-nec' | '1099-misc'): Promise<Uint8Array> {
  const { pdf, pen } = await blankPage();
  softwareCopy(pen, kind, 30, 'Copy B For Recipient');
  pen.write('This is important tax information and is being furnished to the IRS.', 30, 210, 6);
  pen.hline(20, 592, 396, 0.4);
  pen.write('- - - - - - - - - - - - - - fold and tear here - - - - - - - - - - - - - -', 200, 390, 5);
  softwareCopy(pen, kind, 410, 'Copy 2 To be filed with recipient\'s state income tax return, when required');
  return pdf.save();
}

const softwareParties = { 'payerInfo.name': HARBORLINE.name, 'payerInfo.tin': HARBORLINE.tin, 'recipientInfo.name': OYELARAN.name, 'recipientInfo.tin': OYELARAN.tin };

// ---------------------------------------------------------------------------------------------------------

/** Every new layout with its expected reading. Amounts as numbers; boxes printed blank are not expected. */
export const MORE_1099_LAYOUTS: readonly MoreLayout[] = [
  {
    layout: 'composite page 1',
    kind: '1099-div',
    build: buildCompositePdf,
    expected: {
      totalOrdinaryDividends: 1873.42, qualifiedDividends: 1402.15, totalCapitalGainDistributions: 356.9, unrecaptured1250Gain: 0, section1202Gain: 0,
      collectiblesGain: 0, nondividendDistributions: 0, federalIncomeTaxWithheld: 0, section199ADividends: 41.06, foreignTaxPaid: 22.81, stateTaxWithheld: 0,
      ...compositeParties,
    },
  },
  {
    layout: 'composite page 1',
    kind: '1099-int',
    build: buildCompositePdf,
    expected: {
      interestIncome: 318.64, earlyWithdrawalPenalty: 0, usSavingsBondsInterest: 1145.2, federalIncomeTaxWithheld: 0, investmentExpenses: 0, foreignTaxPaid: 0,
      taxExemptInterest: 0, marketDiscount: 0, bondPremium: 0, stateTaxWithheld: 0, ...compositeParties,
    },
  },
  {
    layout: 'composite page 1',
    kind: '1099-misc',
    // Box 8 substitute payments 64.18 are the broker's in-lieu payments.
    expected: { royalties: 0, otherIncome: 25, federalIncomeTaxWithheld: 0, substitutePayments: 64.18, stateTaxWithheld: 0, ...compositeParties },
    build: buildCompositePdf,
  },
  {
    layout: 'composite page 1',
    kind: '1099-b',
    // The summary's Total row (see COMPOSITE_B_ROWS).
    expected: { proceedsFromSales: 20712.5, costBasis: 17140.75, washSaleAdjustment: 45.1, federalIncomeTaxWithheld: 0, ...compositeParties },
    build: buildCompositePdf,
  },
  {
    layout: 'credit-union letter',
    kind: '1099-int',
    build: buildCreditUnionLetterPdf,
    expected: {
      interestIncome: 412.37, earlyWithdrawalPenalty: 15, federalIncomeTaxWithheld: 0,
      'payerInfo.name': RIVERBEND.name, 'payerInfo.tin': RIVERBEND.tin, 'recipientInfo.name': DELGADO.name, 'recipientInfo.tin': 'XXX-XX-3307',
    },
  },
  {
    layout: 'state unemployment',
    kind: '1099-g',
    build: buildStateUnemploymentPdf,
    expected: {
      unemploymentCompensation: 11284, stateLocalIncomeTaxRefunds: 0, federalIncomeTaxWithheld: 1128.4, stateTaxWithheld: 479.57,
      'payerInfo.name': COLORADO_DOL.name, 'payerInfo.tin': COLORADO_DOL.tin, 'recipientInfo.name': HOLLOWAY.name, 'recipientInfo.tin': HOLLOWAY.tin,
    },
  },
  {
    layout: 'SSA arrangement',
    kind: 'ssa-1099',
    build: buildSsa1099Pdf,
    // The SSA prints no payer TIN; the beneficiary is the recipient.
    expected: { box3NetBenefits: 23517.6, box4: 412, box5NetBenefits: 23105.6, federalIncomeTaxWithheld: 1646.28, 'recipientInfo.name': FAIRBANKS.name, 'recipientInfo.tin': FAIRBANKS.tin },
  },
  {
    layout: 'software copy B + 2',
    kind: '1099-nec',
    build: () => buildSoftwareCopyBPdf('1099-nec'),
    expected: { nonemployeeCompensation: 14860, federalIncomeTaxWithheld: 0, stateTaxWithheld: 780.15, ...softwareParties },
  },
  {
    layout: 'software copy B + 2',
    kind: '1099-misc',
    build: () => buildSoftwareCopyBPdf('1099-misc'),
    expected: { rentIncome: 9600, otherIncome: 1250, federalIncomeTaxWithheld: 0, stateTaxWithheld: 0, ...softwareParties },
  },
];

/** The total each layout's document should report (spec 2 §3 totalAmount), worked from the boxes above. */
export const MORE_1099_TOTALS: Record<string, number> = {
  // DIV: box 1a. INT: box 1 + box 3 = 318.64 + 1,145.20 = 1,463.84. MISC: 25.00 + 64.18 = 89.18. B: 3,616.85.
  'composite page 1 1099-div': 1873.42,
  'composite page 1 1099-int': 1463.84,
  'composite page 1 1099-misc': 89.18,
  'composite page 1 1099-b': 3616.85,
  'credit-union letter 1099-int': 412.37,
  'state unemployment 1099-g': 11284,
  // Box 5 as printed.
  'SSA arrangement ssa-1099': 23105.6,
  'software copy B + 2 1099-nec': 14860,
  // Rents 9,600.00 + other income 1,250.00.
  'software copy B + 2 1099-misc': 10850,
};
