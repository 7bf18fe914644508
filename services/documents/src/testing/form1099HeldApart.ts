// 1099 layouts held apart from the readers: written before reading the box logic, with their own drawing code,
// fonts, names and values, after prints people really upload:
// - a brokerage's consolidated statement of four pages: a cover page with the account summary, then 1099-DIV
//   (a 'Box | Description | Amount' table in two columns), 1099-INT, and 1099-B with the sale listed in a grid
//   (date sold before date acquired, as some brokers order it); payer and recipient named on the cover only,
//   later pages carry a running header with the account number and the recipient's name;
// - an insurer's 1099-R for an annuity: captions before their box number ('Gross Distribution (Box 1)'), box 2b's
//   two check boxes as '[X]' and '[ ]', the IRA/SEP/SIMPLE answer as 'No', a state row and a local row;
// - a bank's 1099-INT: amounts right-aligned with '$', the boxes the bank rarely fills printed without their
//   numbers, the payer's RTN (a 9-digit routing number) beside its TIN, a per-account breakdown above;
// - a state workforce agency's 1099-G: 'Box N:' labels with dot leaders, a quarterly payment table above them.
// Each layout says what a correct reading gives, written by hand from what it prints (derivations beside them).
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Form1099Kind } from '@taxapp/contracts/documents';
import { embedFaces } from './pdfFaces';

interface Brush {
  page: PDFPage;
  /** `top` is the top of the text, measured down from the page's top edge. */
  text: (value: string, x: number, top: number, size: number, font?: PDFFont) => void;
  right: (value: string, xRight: number, top: number, size: number, font?: PDFFont) => void;
  box: (x: number, top: number, width: number, height: number) => void;
  rule: (x0: number, x1: number, top: number, thickness?: number) => void;
  shade: (x: number, top: number, width: number, height: number) => void;
}

interface Fonts {
  arial: PDFFont;
  arialBold: PDFFont;
  serif: PDFFont;
  serifBold: PDFFont;
  mono: PDFFont;
}

async function document(): Promise<{ pdf: PDFDocument; fonts: Fonts; addPage: () => Brush }> {
  const pdf = await PDFDocument.create();
  const fonts: Fonts = await embedFaces(pdf, {
    arial: StandardFonts.Helvetica,
    arialBold: StandardFonts.HelveticaBold,
    serif: StandardFonts.TimesRoman,
    serifBold: StandardFonts.TimesRomanBold,
    mono: StandardFonts.Courier,
  });
  const addPage = (): Brush => {
    const page = pdf.addPage([612, 792]);
    return {
      page,
      text: (value, x, top, size, font = fonts.arial) => { if (value) page.drawText(value, { x, y: 792 - top - size * 0.76, size, font }); },
      right: (value, xRight, top, size, font = fonts.arial) => { if (value) page.drawText(value, { x: xRight - font.widthOfTextAtSize(value, size), y: 792 - top - size * 0.76, size, font }); },
      box: (x, top, width, height) => page.drawRectangle({ x, y: 792 - top - height, width, height, borderWidth: 0.7, borderColor: rgb(0.1, 0.1, 0.1) }),
      rule: (x0, x1, top, thickness = 0.5) => page.drawLine({ start: { x: x0, y: 792 - top }, end: { x: x1, y: 792 - top }, thickness, color: rgb(0, 0, 0) }),
      shade: (x, top, width, height) => page.drawRectangle({ x, y: 792 - top - height, width, height, color: rgb(0.88, 0.9, 0.93) }),
    };
  };
  return { pdf, fonts, addPage };
}

/** One layout of one kind: how to draw it, the page the form is on, and what a correct reading gives. */
export interface HeldApartLayout {
  layout: string;
  kind: Form1099Kind;
  build: () => Promise<Uint8Array>;
  /** The page (1-based) that carries this form: a photo or scan of the form is of that page. */
  page: number;
  /** Fields as the reader names them ('payerInfo.name' for nested ones); TINs with X for masked digits. */
  expected: Record<string, number | string | boolean>;
  /** What the form's page alone prints, when it is not the whole document's reading (a photo of page 3 of 4). */
  pageExpected?: Record<string, number | string | boolean>;
}

/** Page `page` (1-based) of a PDF as a PDF of its own: what a taxpayer photographs or scans of a statement. */
export async function pageOfPdf(pdf: Uint8Array, page: number): Promise<Uint8Array> {
  const source = await PDFDocument.load(pdf);
  const single = await PDFDocument.create();
  const [copied] = await single.copyPages(source, [page - 1]);
  single.addPage(copied);
  return single.save();
}

// ---------------------------------------------------------------------------------------------------------
// A brokerage's consolidated statement, four pages.

const BRIARWOOD = { name: 'BRIARWOOD CAPITAL SECURITIES LLC', tin: '27-4410938' };
const KOWALCZYK = { name: 'ELENA V KOWALCZYK', tin: '***-**-2951' };
const ACCOUNT = '7710-4432';

type Row = [box: string, description: string, amount: string];

/**
 * 1099-DIV as printed. 1b (2,288.47) and 5 (96.38) are parts of 1a (3,006.19); 2b (48.12) and 2d (12.66) are parts of
 * 2a (517.30). Box 7 foreign tax 31.94. Box 12 exempt-interest dividends 214.55 (from a municipal bond fund).
 */
const DIV_ROWS: Row[] = [
  ['1a', 'Total Ordinary Dividends', '3,006.19'], ['1b', 'Qualified Dividends', '2,288.47'], ['2a', 'Total Capital Gain Distributions', '517.30'],
  ['2b', 'Unrecaptured Section 1250 Gain', '48.12'], ['2c', 'Section 1202 Gain', '0.00'], ['2d', 'Collectibles (28%) Gain', '12.66'],
  ['2e', 'Section 897 Ordinary Dividends', '0.00'], ['2f', 'Section 897 Capital Gain', '0.00'], ['3', 'Nondividend Distributions', '105.00'],
  ['4', 'Federal Income Tax Withheld', '0.00'], ['5', 'Section 199A Dividends', '96.38'], ['6', 'Investment Expenses', '0.00'],
  ['7', 'Foreign Tax Paid', '31.94'], ['8', 'Foreign Country or U.S. Possession', 'VARIOUS'], ['9', 'Cash Liquidation Distributions', '0.00'],
  ['10', 'Noncash Liquidation Distributions', '0.00'], ['11', 'FATCA Filing Requirement', ''], ['12', 'Exempt-Interest Dividends', '214.55'],
  ['13', 'Specified Private Activity Bond Interest Dividends', '0.00'], ['16', 'State Tax Withheld', '0.00'],
];

/** 1099-INT as printed: box 1 742.83, box 3 2,106.40 (Treasury bills), foreign tax 4.17, market discount 18.25, premium 33.90. */
const INT_ROWS: Row[] = [
  ['1', 'Interest Income', '742.83'], ['2', 'Early Withdrawal Penalty', '0.00'], ['3', 'Interest on U.S. Savings Bonds and Treasury Obligations', '2,106.40'],
  ['4', 'Federal Income Tax Withheld', '0.00'], ['5', 'Investment Expenses', '0.00'], ['6', 'Foreign Tax Paid', '4.17'],
  ['7', 'Foreign Country or U.S. Possession', 'VARIOUS'], ['8', 'Tax-Exempt Interest', '0.00'], ['9', 'Specified Private Activity Bond Interest', '0.00'],
  ['10', 'Market Discount', '18.25'], ['11', 'Bond Premium', '33.90'], ['12', 'Bond Premium on Treasury Obligations', '0.00'],
  ['13', 'Bond Premium on Tax-Exempt Bond', '0.00'], ['17', 'State Tax Withheld', '0.00'],
];

function runningHeader(brush: Brush, fonts: Fonts, pageNumber: number) {
  brush.text('BRIARWOOD CAPITAL SECURITIES', 36, 28, 10, fonts.arialBold);
  brush.text(`2024 Consolidated Form 1099  |  Account ${ACCOUNT}  |  ${KOWALCZYK.name}`, 36, 42, 7.5);
  brush.right(`Page ${pageNumber} of 4`, 576, 28, 7.5);
  brush.rule(36, 576, 54, 1.4);
}

/** A section title over the full width, shaded, as the statement prints each form. */
function sectionTitle(brush: Brush, fonts: Fonts, title: string, subtitle: string, top: number) {
  brush.shade(36, top, 540, 30);
  brush.text(title, 42, top + 5, 11, fonts.arialBold);
  brush.text(subtitle, 42, top + 19, 6.5);
}

/** A 'Box | Description | Amount' table split into two columns of rows side by side. */
function boxTable(brush: Brush, fonts: Fonts, rows: Row[], top: number): number {
  const half = Math.ceil(rows.length / 2);
  const columns = [{ x: 36, right: 300 }, { x: 312, right: 576 }];
  for (const column of columns) {
    brush.text('Box', column.x + 2, top, 7, fonts.arialBold);
    brush.text('Description', column.x + 26, top, 7, fonts.arialBold);
    brush.right('Amount', column.right - 2, top, 7, fonts.arialBold);
    brush.rule(column.x, column.right, top + 10, 0.6);
  }
  rows.forEach(([box, description, amount], i) => {
    const column = columns[i < half ? 0 : 1]!;
    const rowTop = top + 14 + (i % half) * 13;
    brush.text(box, column.x + 2, rowTop, 7.5);
    brush.text(description, column.x + 26, rowTop, 7.5);
    brush.right(amount, column.right - 2, rowTop, 7.5);
    brush.rule(column.x, column.right, rowTop + 10.5, 0.2);
  });
  return top + 14 + half * 13;
}

async function buildConsolidatedPdf(): Promise<Uint8Array> {
  const { pdf, fonts, addPage } = await document();
  // Page 1: cover with the parties and the account summary.
  const cover = addPage();
  cover.text('BRIARWOOD CAPITAL SECURITIES', 36, 30, 16, fonts.arialBold);
  cover.text('Member FINRA/SIPC', 36, 50, 7);
  cover.right('2024 TAX REPORTING STATEMENT', 576, 30, 12, fonts.arialBold);
  cover.right('Consolidated Form 1099', 576, 46, 9);
  cover.rule(36, 576, 62, 1.4);
  cover.text("PAYER'S Name and Address", 36, 72, 7, fonts.arialBold);
  [BRIARWOOD.name, '1 CONSTITUTION PLAZA FL 9', 'HARTFORD CT 06103'].forEach((line, i) => cover.text(line, 36, 84 + i * 11, 8.5));
  cover.text(`PAYER'S Federal ID No.:  ${BRIARWOOD.tin}`, 36, 124, 8);
  cover.text("RECIPIENT'S Name and Address", 320, 72, 7, fonts.arialBold);
  [KOWALCZYK.name, '58 ORCHARD HILL RD', 'GLASTONBURY CT 06033-1907'].forEach((line, i) => cover.text(line, 320, 84 + i * 11, 8.5));
  cover.text(`RECIPIENT'S ID No.:  ${KOWALCZYK.tin}`, 320, 124, 8);
  cover.text(`Account Number:  ${ACCOUNT}`, 320, 136, 8);
  cover.text('Date Prepared: February 14, 2025', 36, 136, 8);
  cover.rule(36, 576, 152, 0.8);
  cover.text('Summary of Your 2024 Tax Information', 36, 162, 10, fonts.arialBold);
  cover.text('The amounts below summarize the forms that follow. Use the forms, not this summary, to prepare your return.', 36, 176, 7);
  const summary: [string, string][] = [
    ['Dividends and Distributions (see Form 1099-DIV)', ''],
    ['Ordinary dividends', '3,006.19'], ['Qualified dividends', '2,288.47'], ['Capital gain distributions', '517.30'],
    ['Interest Income (see Form 1099-INT)', ''],
    ['Taxable interest', '742.83'], ['U.S. Treasury interest', '2,106.40'],
    ['Sales and Redemptions (see Form 1099-B)', ''],
    ['Long-term proceeds', '10,611.30'], ['Long-term cost basis', '7,236.84'], ['Long-term realized gain', '3,374.46'],
    ['Miscellaneous Information (Form 1099-MISC)', ''], ['No reportable income', ''],
  ];
  summary.forEach(([label, amount], i) => {
    const top = 192 + i * 13;
    const heading = amount === '' && label !== 'No reportable income';
    cover.text(label, heading ? 36 : 52, top, 8, heading ? fonts.arialBold : fonts.arial);
    cover.right(amount, 380, top, 8);
  });
  cover.text('Changes to dividend tax classifications processed after your original statement may change these amounts.', 36, 380, 6.5);
  cover.text('This is important tax information and is being furnished to the Internal Revenue Service.', 36, 390, 6.5);

  // Page 2: 1099-DIV.
  const div = addPage();
  runningHeader(div, fonts, 2);
  sectionTitle(div, fonts, 'Form 1099-DIV  2024  Dividends and Distributions', 'Copy B for Recipient   Department of the Treasury - Internal Revenue Service   OMB No. 1545-0110', 66);
  let end = boxTable(div, fonts, DIV_ROWS, 104);
  div.text('14 State   15 State Identification No.   16 State Tax Withheld: none reported', 36, end + 10, 7);
  div.text('Box 1a includes the amounts in boxes 1b and 5. Box 2a includes the amounts in boxes 2b, 2c, 2d and 2f.', 36, end + 24, 6.5);

  // Page 3: 1099-INT.
  const int = addPage();
  runningHeader(int, fonts, 3);
  sectionTitle(int, fonts, 'Form 1099-INT  2024  Interest Income', 'Copy B for Recipient   Department of the Treasury - Internal Revenue Service   OMB No. 1545-0112', 66);
  end = boxTable(int, fonts, INT_ROWS, 104);
  int.text('Bond premium and market discount are reported for covered securities only.', 36, end + 12, 6.5);

  // Page 4: 1099-B, one long-term covered sale in a grid.
  const b = addPage();
  runningHeader(b, fonts, 4);
  sectionTitle(b, fonts, 'Form 1099-B  2024  Proceeds From Broker and Barter Exchange Transactions', 'Copy B for Recipient   Department of the Treasury - Internal Revenue Service   OMB No. 1545-0715', 66);
  b.text('LONG-TERM TRANSACTIONS FOR COVERED TAX LOTS  (Box 2: Long-term gain or loss.  Box 12: Basis is reported to the IRS.)', 36, 104, 7.5, fonts.arialBold);
  b.text('Report on Form 8949, Part II, with Box D checked.', 36, 115, 6.5);
  const columns: [string[], number, 'left' | 'right'][] = [
    [['1a Description of property', 'CUSIP'], 36, 'left'], [['1c Date sold', 'or disposed'], 190, 'left'], [['Quantity'], 232, 'left'],
    [['1d Proceeds'], 316, 'right'], [['1b Date', 'acquired'], 324, 'left'], [['1e Cost or', 'other basis'], 420, 'right'],
    [['1f Accrued', 'mkt discount'], 468, 'right'], [['1g Wash sale', 'loss disallowed'], 520, 'right'], [['Gain or', '(loss)'], 576, 'right'],
  ];
  const head = 130;
  for (const [lines, x, align] of columns) lines.forEach((line, i) => (align === 'left' ? b.text(line, x, head + i * 8, 6.5, fonts.arialBold) : b.right(line, x, head + i * 8, 6.5, fonts.arialBold)));
  b.rule(36, 576, head + 18, 0.6);
  // 42 shares sold 05/17/2024 for 10,611.30, bought 09/08/2020 for 7,236.84: gain 10,611.30 - 7,236.84 = 3,374.46.
  const sale: [string, number, 'left' | 'right'][] = [
    ['NORTHSTAR TOTAL MKT INDEX ETF', 36, 'left'], ['05/17/2024', 190, 'left'], ['42.000', 232, 'left'], ['10,611.30', 316, 'right'],
    ['09/08/2020', 324, 'left'], ['7,236.84', 420, 'right'], ['0.00', 468, 'right'], ['0.00', 520, 'right'], ['3,374.46', 576, 'right'],
  ];
  for (const [value, x, align] of sale) {
    if (align === 'left') b.text(value, x, head + 23, 7.5);
    else b.right(value, x, head + 23, 7.5);
  }
  b.text('CUSIP 66987V104', 36, head + 33, 6.5);
  b.rule(250, 576, head + 45, 0.4);
  b.text('Total Long-term', 190, head + 49, 7.5, fonts.arialBold);
  for (const [value, x] of [['10,611.30', 316], ['7,236.84', 420], ['0.00', 468], ['0.00', 520], ['3,374.46', 576]] as [string, number][]) b.right(value, x, head + 49, 7.5, fonts.arialBold);
  b.text('4 Federal income tax withheld: 0.00     Box 5, noncovered security: not checked     Box 7, loss not allowed based on amount in 1d: not checked', 36, head + 70, 6.5);
  b.text('SHORT-TERM TRANSACTIONS: none in 2024.', 36, head + 84, 7.5, fonts.arialBold);
  return pdf.save();
}

const consolidatedParties = {
  'payerInfo.name': BRIARWOOD.name, 'payerInfo.tin': BRIARWOOD.tin, 'recipientInfo.name': KOWALCZYK.name, 'recipientInfo.tin': 'XXX-XX-2951',
};

/**
 * A later page alone names the broker in its running header (without 'LLC') and no TIN; the recipient's name is
 * there too but under no caption, so nothing is expected of the recipient.
 */
function alone(expected: Record<string, number | string | boolean>): Record<string, number | string | boolean> {
  const boxes = Object.fromEntries(Object.entries(expected).filter(([field]) => !field.includes('Info.')));
  return { ...boxes, 'payerInfo.name': 'BRIARWOOD CAPITAL SECURITIES' };
}

// ---------------------------------------------------------------------------------------------------------
// An insurer's 1099-R for an annuity.

const HARTWELL = { name: 'HARTWELL MUTUAL LIFE INSURANCE COMPANY', tin: '06-0417733' };
const ASHBY = { name: 'GWENDOLYN R ASHBY-NAKAMURA', tin: 'XXX-XX-5086' };

/**
 * Gross 24,600.00 (12 monthly payments of 2,050.00); the after-tax investment recovered this year 3,247.20 (box 5), so
 * taxable 24,600.00 - 3,247.20 = 21,352.80 (box 2a); 20% withheld: 4,270.56 (box 4); Oregon 6% of 21,352.80 = 1,281.17
 * (box 14); a local tax of 1% of 21,352.80 = 213.53 (box 17).
 */
async function buildInsurerAnnuityPdf(): Promise<Uint8Array> {
  const { pdf, fonts, addPage } = await document();
  const page = addPage();
  const s = fonts.serif;
  page.text(HARTWELL.name, 40, 34, 14, fonts.serifBold);
  page.text('Annuity Service Center  -  PO Box 40217  -  Lincoln, NE 68504-0217  -  1-800-555-0164', 40, 52, 8, s);
  page.rule(40, 572, 64, 1);
  page.text('2024 Form 1099-R', 40, 74, 12, fonts.serifBold);
  page.text('Distributions From Pensions, Annuities, Retirement or Profit-Sharing Plans, IRAs, Insurance Contracts, etc.', 40, 90, 8, s);
  page.right('Copy B - Report this income on your federal tax return.', 572, 74, 7, s);
  page.right('OMB No. 1545-0119', 572, 84, 7, s);

  page.box(40, 106, 260, 70);
  page.text('Payer', 44, 109, 7, fonts.serifBold);
  [HARTWELL.name, 'ANNUITY SERVICE CENTER', 'PO BOX 40217', 'LINCOLN NE 68504-0217'].forEach((line, i) => page.text(line, 48, 120 + i * 11, 8.5, fonts.mono));
  page.box(312, 106, 260, 70);
  page.text('Annuitant / Recipient', 316, 109, 7, fonts.serifBold);
  [ASHBY.name, '3120 SE TAGGART ST', 'PORTLAND OR 97202'].forEach((line, i) => page.text(line, 320, 120 + i * 11, 8.5, fonts.mono));
  page.text(`Payer's Federal Identification Number:  ${HARTWELL.tin}`, 40, 184, 8, s);
  page.text(`Recipient's Identification Number:  ${ASHBY.tin}`, 312, 184, 8, s);
  page.text('Contract Number:  AN-55820147', 40, 196, 8, s);
  page.text('Date of Payment (Box 13):', 312, 196, 8, s);

  // Captions first, the box number after them in parentheses, the amount right-aligned; two columns.
  const left: [string, string][] = [
    ['Gross Distribution (Box 1)', '$24,600.00'], ['Taxable Amount (Box 2a)', '$21,352.80'], ['Capital Gain (Box 3)', '$0.00'],
    ['Federal Income Tax Withheld (Box 4)', '$4,270.56'], ['Employee Contributions/Designated Roth Contributions or', ''],
    ['Insurance Premiums (Box 5)', '$3,247.20'], ['Net Unrealized Appreciation (Box 6)', '$0.00'],
  ];
  const right: [string, string][] = [
    ['Taxable Amount Not Determined (Box 2b)', '[  ]'], ['Total Distribution (Box 2b)', '[X]'], ['Distribution Code(s) (Box 7)', '7'],
    ['IRA/SEP/SIMPLE (Box 7)', 'No'], ['Other (Box 8)', '$0.00'], ['Your Percentage of Total Distribution (Box 9a)', ''],
    ['Total Employee Contributions (Box 9b)', '$41,880.00'], ['Amount Allocable to IRR within 5 Years (Box 10)', '$0.00'],
  ];
  const top = 216;
  page.rule(40, 572, top - 4, 0.8);
  left.forEach(([caption, value], i) => { page.text(caption, 40, top + i * 15, 8.5, s); page.right(value, 296, top + i * 15, 9, fonts.mono); });
  right.forEach(([caption, value], i) => { page.text(caption, 312, top + i * 15, 8.5, s); page.right(value, 572, top + i * 15, 9, fonts.mono); });
  const tableTop = top + 8 * 15 + 10;
  page.rule(40, 572, tableTop - 4, 0.8);
  page.text('State and Local Information', 40, tableTop, 9, fonts.serifBold);
  const heads: [string, number][] = [['State Tax Withheld (Box 14)', 40], ["State/Payer's State No. (Box 15)", 190], ['State Distribution (Box 16)', 360]];
  heads.forEach(([caption, x]) => page.text(caption, x, tableTop + 14, 7.5, fonts.serifBold));
  page.text('$1,281.17', 40, tableTop + 26, 9, fonts.mono);
  page.text('OR  0049812-1', 190, tableTop + 26, 9, fonts.mono);
  page.text('$21,352.80', 360, tableTop + 26, 9, fonts.mono);
  const localHeads: [string, number][] = [['Local Tax Withheld (Box 17)', 40], ['Name of Locality (Box 18)', 190], ['Local Distribution (Box 19)', 360]];
  localHeads.forEach(([caption, x]) => page.text(caption, x, tableTop + 44, 7.5, fonts.serifBold));
  page.text('$213.53', 40, tableTop + 56, 9, fonts.mono);
  page.text('METRO SHS', 190, tableTop + 56, 9, fonts.mono);
  page.text('$21,352.80', 360, tableTop + 56, 9, fonts.mono);
  page.text('Distribution code 7: normal distribution. Your contract\'s investment in the contract remaining after 2024: $38,632.80.', 40, tableTop + 80, 7.5, s);
  page.text('This information is being furnished to the Internal Revenue Service.', 40, tableTop + 92, 7.5, s);
  return pdf.save();
}

// ---------------------------------------------------------------------------------------------------------
// A bank's 1099-INT.

const PINEHURST = { name: 'PINEHURST NATIONAL BANK', tin: '56-0233017', rtn: '053112929' };
const OKONJO = { name: 'DARNELL T OKONJO', tin: 'XXX-XX-8164' };

/** Money market 1,512.09 + 18-month CD 475.54 = 1,987.63 interest (box 1); the CD's early withdrawal penalty 42.18 (box 2). */
async function buildBankInterestPdf(): Promise<Uint8Array> {
  const { pdf, fonts, addPage } = await document();
  const page = addPage();
  const a = fonts.arial;
  page.text('PINEHURST', 48, 36, 20, fonts.arialBold);
  page.text('NATIONAL BANK', 48, 58, 9, fonts.arialBold);
  page.right('Year-End Interest Statement', 564, 38, 10, fonts.arialBold);
  page.right('Statement date 01/21/2025', 564, 52, 8);
  page.rule(48, 564, 74, 2);
  [OKONJO.name, '907 LAKE BOONE TRL APT 12', 'RALEIGH NC 27607'].forEach((line, i) => page.text(line, 60, 96 + i * 12, 9.5));
  page.text('Interest earned by account in 2024', 48, 150, 9, fonts.arialBold);
  const accounts: [string, string, string][] = [
    ['Money Market Savings', 'ending 4471', '$1,512.09'], ['18 Month Certificate of Deposit', 'ending 0932', '$475.54'],
  ];
  accounts.forEach(([name, ending, interest], i) => {
    page.text(name, 60, 166 + i * 13, 8.5);
    page.text(ending, 260, 166 + i * 13, 8.5);
    page.right(interest, 420, 166 + i * 13, 8.5);
  });
  page.rule(330, 420, 193, 0.5);
  page.text('Total', 260, 197, 8.5, fonts.arialBold);
  page.right('$1,987.63', 420, 197, 8.5, fonts.arialBold);

  const formTop = 232;
  page.box(48, formTop, 516, 300);
  page.text('2024  Form 1099-INT  Interest Income', 56, formTop + 8, 12, fonts.arialBold);
  page.right('Copy B  For Recipient', 556, formTop + 8, 8, fonts.arialBold);
  page.right('OMB No. 1545-0112', 556, formTop + 19, 7);
  page.text(`PAYER: ${PINEHURST.name}, 400 FAYETTEVILLE ST, RALEIGH NC 27601, 919-555-0107`, 56, formTop + 30, 7.5);
  page.text(`PAYER'S TIN  ${PINEHURST.tin}`, 56, formTop + 44, 8);
  page.text(`PAYER'S RTN  ${PINEHURST.rtn}`, 220, formTop + 44, 8);
  page.text(`RECIPIENT'S TIN  ${OKONJO.tin}`, 384, formTop + 44, 8);
  page.text(`RECIPIENT: ${OKONJO.name}`, 56, formTop + 57, 8);
  page.rule(56, 556, formTop + 70, 0.5);
  // The boxes the bank fills carry their numbers; the rest only their captions.
  const rows: [string, string, string][] = [
    ['1', 'Interest income', '$1,987.63'], ['2', 'Early withdrawal penalty', '$42.18'],
    ['', 'Interest on U.S. Savings Bonds and Treasury obligations', '$0.00'], ['4', 'Federal income tax withheld', '$0.00'],
    ['', 'Investment expenses', '$0.00'], ['', 'Foreign tax paid', '$0.00'], ['8', 'Tax-exempt interest', '$380.00'],
    ['', 'Specified private activity bond interest', '$0.00'], ['', 'Market discount', '$0.00'], ['', 'Bond premium', '$27.40'],
    ['', 'Bond premium on tax-exempt bond', '$0.00'], ['', 'State tax withheld', '$0.00'],
  ];
  rows.forEach(([box, caption, amount], i) => {
    const top = formTop + 78 + i * 17;
    page.text(box, 60, top, 9, fonts.arialBold);
    page.text(caption, 84, top, 9, a);
    page.right(amount, 548, top, 9.5, a);
    page.rule(84, 548, top + 13, 0.2);
  });
  page.text('Tax-exempt interest is from the municipal deposit sweep. Bond premium reduces the interest in box 8.', 56, formTop + 286, 6.5);
  page.text('Member FDIC. This is important tax information and is being furnished to the IRS.', 48, formTop + 312, 7);
  return pdf.save();
}

// ---------------------------------------------------------------------------------------------------------
// A state workforce agency's 1099-G.

const MN_DEED = { name: 'MINNESOTA UNEMPLOYMENT INSURANCE PROGRAM', tin: '41-6007162' };
const VANG = { name: 'PA NOU VANG', tin: '***-**-7320' };

/** Paid 4 + 12 + 0 + 0 weeks at 432.00: Q1 1,728.00 + Q2 5,184.00 = 6,912.00 (box 1); 10% withheld 691.20 (box 4); MN 5.35% 369.79 (box 11). */
async function buildWorkforceAgencyPdf(): Promise<Uint8Array> {
  const { pdf, fonts, addPage } = await document();
  const page = addPage();
  const s = fonts.serif;
  page.text('Minnesota Department of Employment and Economic Development', 50, 40, 12, fonts.serifBold);
  page.text('Unemployment Insurance  -  332 Minnesota Street, Suite E200  -  St. Paul, MN 55101-1351', 50, 56, 8, s);
  page.rule(50, 562, 68, 0.8);
  page.text('2024 Statement for Recipients of Certain Government Payments  -  Form 1099-G', 50, 80, 10.5, fonts.serifBold);
  page.text(`Payer: ${MN_DEED.name}    Payer's Federal ID: ${MN_DEED.tin}`, 50, 100, 8.5, s);
  page.text(`Recipient: ${VANG.name}    Recipient's SSN: ${VANG.tin}`, 50, 113, 8.5, s);
  page.text('Claimant ID 0093318', 50, 126, 8.5, s);
  page.text('Payments issued by calendar quarter', 50, 148, 9, fonts.serifBold);
  const quarters: [string, string, string][] = [['Jan - Mar', '4 weeks', '1,728.00'], ['Apr - Jun', '12 weeks', '5,184.00'], ['Jul - Sep', '0 weeks', '0.00'], ['Oct - Dec', '0 weeks', '0.00']];
  quarters.forEach(([quarter, weeks, paid], i) => {
    page.text(quarter, 66, 162 + i * 12, 8.5, s);
    page.text(weeks, 170, 162 + i * 12, 8.5, s);
    page.right(paid, 330, 162 + i * 12, 8.5, s);
  });
  const boxes: [string, string][] = [
    ['Box 1: Unemployment Compensation', '$6,912.00'], ['Box 2: State or Local Income Tax Refunds, Credits, or Offsets', 'N/A'],
    ['Box 4: Federal Income Tax Withheld', '$691.20'], ['Box 10a: State', 'MN'], ['Box 10b: State Identification Number', '0093318'],
    ['Box 11: State Income Tax Withheld', '$369.79'],
  ];
  const top = 228;
  page.rule(50, 562, top - 6, 0.8);
  boxes.forEach(([caption, value], i) => {
    const rowTop = top + i * 16;
    page.text(caption, 50, rowTop, 9, s);
    page.right(value, 562, rowTop, 9, fonts.mono);
    const start = 50 + s.widthOfTextAtSize(caption, 9) + 4;
    const end = 562 - fonts.mono.widthOfTextAtSize(value, 9) - 4;
    const dots = Math.floor((end - start) / s.widthOfTextAtSize('. ', 9));
    if (dots > 1) page.text('. '.repeat(dots).trim(), start, rowTop, 9, s);
  });
  page.text('If you did not receive these payments, report identity theft at uimn.org. Copy B for Recipient.', 50, top + 110, 7.5, s);
  return pdf.save();
}

// ---------------------------------------------------------------------------------------------------------

const CONSOLIDATED_DIV = {
  totalOrdinaryDividends: 3006.19, qualifiedDividends: 2288.47, totalCapitalGainDistributions: 517.3, unrecaptured1250Gain: 48.12, section1202Gain: 0,
  collectiblesGain: 12.66, nondividendDistributions: 105, federalIncomeTaxWithheld: 0, section199ADividends: 96.38, foreignTaxPaid: 31.94, stateTaxWithheld: 0,
  ...consolidatedParties,
};
const CONSOLIDATED_INT = {
  interestIncome: 742.83, earlyWithdrawalPenalty: 0, usSavingsBondsInterest: 2106.4, federalIncomeTaxWithheld: 0, investmentExpenses: 0, foreignTaxPaid: 4.17,
  taxExemptInterest: 0, marketDiscount: 18.25, bondPremium: 33.9, stateTaxWithheld: 0, ...consolidatedParties,
};
// The one sale: dates as ISO, the term from 'LONG-TERM TRANSACTIONS'.
const CONSOLIDATED_B = {
  proceedsFromSales: 10611.3, costBasis: 7236.84, washSaleAdjustment: 0, federalIncomeTaxWithheld: 0, dateAcquired: '2020-09-08', dateSold: '2024-05-17',
  shortTermOrLongTerm: 'long', ...consolidatedParties,
};

/** Every held-apart layout with its expected reading. Amounts as numbers; boxes printed blank are not expected. */
export const HELD_APART_1099_LAYOUTS: readonly HeldApartLayout[] = [
  {
    layout: 'consolidated 4 pages',
    kind: '1099-div',
    build: buildConsolidatedPdf,
    page: 2,
    expected: CONSOLIDATED_DIV,
    pageExpected: alone(CONSOLIDATED_DIV),
  },
  {
    layout: 'consolidated 4 pages',
    kind: '1099-int',
    build: buildConsolidatedPdf,
    page: 3,
    expected: CONSOLIDATED_INT,
    pageExpected: alone(CONSOLIDATED_INT),
  },
  {
    layout: 'consolidated 4 pages',
    kind: '1099-b',
    build: buildConsolidatedPdf,
    page: 4,
    expected: CONSOLIDATED_B,
    pageExpected: alone(CONSOLIDATED_B),
  },
  {
    layout: 'insurer annuity',
    kind: '1099-r',
    build: buildInsurerAnnuityPdf,
    page: 1,
    // Box 2b: 'Total distribution' marked, 'Taxable amount not determined' not; IRA/SEP/SIMPLE 'No'; box 14 the state's, not box 17.
    expected: {
      grossDistribution: 24600, taxableAmount: 21352.8, capitalGainAmount: 0, federalIncomeTaxWithheld: 4270.56, employeeContributions: 3247.2,
      netUnrealizedAppreciation: 0, distributionCode: '7', taxableAmountNotDetermined: false, isIra: false, stateTaxWithheld: 1281.17,
      'payerInfo.name': HARTWELL.name, 'payerInfo.tin': HARTWELL.tin, 'recipientInfo.name': ASHBY.name, 'recipientInfo.tin': ASHBY.tin,
    },
  },
  {
    layout: 'bank year-end',
    kind: '1099-int',
    build: buildBankInterestPdf,
    page: 1,
    expected: {
      interestIncome: 1987.63, earlyWithdrawalPenalty: 42.18, usSavingsBondsInterest: 0, federalIncomeTaxWithheld: 0, investmentExpenses: 0, foreignTaxPaid: 0,
      taxExemptInterest: 380, marketDiscount: 0, bondPremium: 27.4, stateTaxWithheld: 0,
      'payerInfo.name': PINEHURST.name, 'payerInfo.tin': PINEHURST.tin, 'recipientInfo.name': OKONJO.name, 'recipientInfo.tin': OKONJO.tin,
    },
  },
  {
    layout: 'workforce agency',
    kind: '1099-g',
    build: buildWorkforceAgencyPdf,
    page: 1,
    // Box 2 prints 'N/A': nothing is expected of it.
    expected: {
      unemploymentCompensation: 6912, federalIncomeTaxWithheld: 691.2, stateTaxWithheld: 369.79,
      'payerInfo.name': MN_DEED.name, 'payerInfo.tin': MN_DEED.tin, 'recipientInfo.name': VANG.name, 'recipientInfo.tin': 'XXX-XX-7320',
    },
  },
];

/** The total each held-apart document should report (spec 2 §3 totalAmount), worked from the boxes above. */
export const HELD_APART_1099_TOTALS: Record<string, number> = {
  // DIV: box 1a. INT: box 1 + box 3 = 742.83 + 2,106.40 = 2,849.23. B: the gain 10,611.30 - 7,236.84 = 3,374.46.
  'consolidated 4 pages 1099-div': 3006.19,
  'consolidated 4 pages 1099-int': 2849.23,
  'consolidated 4 pages 1099-b': 3374.46,
  // R: box 1, the gross distribution (the 1099-R card's amount).
  'insurer annuity 1099-r': 24600,
  'bank year-end 1099-int': 1987.63,
  'workforce agency 1099-g': 6912,
};
