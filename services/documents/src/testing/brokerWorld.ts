// 1099-B and SSA-1099 documents drawn the way brokers, robo-advisers and the SSA draw them (helper C, session 13),
// apart from the readers and from the other generators (form1099Fixture, form1099MoreLayouts, form1099HeldApart,
// statements1099, form1099World):
// - a consolidated brokerage statement page: the 1099-B section with 'Short-term transactions for which basis is
//   reported to the IRS' and 'Long-term ...' headings, lots of two lines (description, then CUSIP), subtotals and a
//   grand total, dates MM/DD/YY and 'VARIOUS', columns in the broker's own order, accrued market discount and wash
//   sale columns, box 4 and the state columns 14-16;
// - a per-lot IRS-like grid, two copies on the page (Copy B over Copy 2), Times;
// - a summary-only page ('Summary of proceeds, gains & losses') by term and basis category, the short-term rows empty;
// - a robo-adviser's friendly page (lower case, '$', a card of totals and a lot list with MM/DD/YYYY dates);
// - the SSA's own SSA-1099 (boxes 1-8, 'DESCRIPTION OF AMOUNT IN BOX 3' with its sub-lines, a lump sum for an
//   earlier year so 'Benefits for 2024' is not box 3), a letter-style benefit statement reprint, and a plain amounts
//   table in Courier.
// And a scanner of its own, harsher than scanLike.ts: 150 dpi, JPEG quality 35-60, light falling off unevenly,
// faded toner, 1-4 degrees of skew, speckle. Each layout says what a correct reading gives, by hand from what it
// prints. Test data only: nothing here knows how the readers work.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Form1099Kind } from '@taxapp/contracts/documents';
import { renderPdfPageToPng } from '../extract/pdf';
import { seededRandom } from './scanLike';
import { embedFaces } from './pdfFaces';

interface Fonts { sans: PDFFont; sansBold: PDFFont; serif: PDFFont; serifBold: PDFFont; mono: PDFFont; monoBold: PDFFont }

interface Pen {
  page: PDFPage;
  f: Fonts;
  /** `top`: the top of the letters, measured down from the page's top edge. */
  text: (text: string, x: number, top: number, size: number, font?: PDFFont) => void;
  right: (text: string, xRight: number, top: number, size: number, font?: PDFFont) => void;
  rule: (x0: number, x1: number, top: number, thickness?: number) => void;
  vrule: (x: number, top0: number, top1: number, thickness?: number) => void;
  box: (x: number, top: number, width: number, height: number, thickness?: number) => void;
  shade: (x: number, top: number, width: number, height: number, grey: number) => void;
}

async function newPage(): Promise<{ pdf: PDFDocument; pen: Pen }> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const f: Fonts = await embedFaces(pdf, {
    sans: StandardFonts.Helvetica,
    sansBold: StandardFonts.HelveticaBold,
    serif: StandardFonts.TimesRoman,
    serifBold: StandardFonts.TimesRomanBold,
    mono: StandardFonts.Courier,
    monoBold: StandardFonts.CourierBold,
  });
  const black = rgb(0, 0, 0);
  const pen: Pen = {
    page,
    f,
    text: (text, x, top, size, font = f.sans) => { if (text) page.drawText(text, { x, y: 792 - top - size * 0.78, size, font, color: black }); },
    right: (text, xRight, top, size, font = f.sans) => { if (text) page.drawText(text, { x: xRight - font.widthOfTextAtSize(text, size), y: 792 - top - size * 0.78, size, font, color: black }); },
    rule: (x0, x1, top, thickness = 0.6) => page.drawLine({ start: { x: x0, y: 792 - top }, end: { x: x1, y: 792 - top }, thickness, color: black }),
    vrule: (x, top0, top1, thickness = 0.6) => page.drawLine({ start: { x, y: 792 - top0 }, end: { x, y: 792 - top1 }, thickness, color: black }),
    box: (x, top, width, height, thickness = 0.6) => page.drawRectangle({ x, y: 792 - top - height, width, height, borderColor: black, borderWidth: thickness }),
    shade: (x, top, width, height, grey) => page.drawRectangle({ x, y: 792 - top - height, width, height, color: rgb(grey, grey, grey) }),
  };
  return { pdf, pen };
}

const save = async (pdf: PDFDocument) => new Uint8Array(await pdf.save());

/** 1234.5 -> '1,234.50' (with '$' when asked); a loss in parentheses when `parens`. */
function money(value: number, options: { dollar?: boolean; parens?: boolean; commas?: boolean } = {}): string {
  const abs = Math.abs(value).toFixed(2);
  const grouped = options.commas === false ? abs : abs.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const body = `${options.dollar ? '$' : ''}${grouped}`;
  if (value >= 0) return body;
  return options.parens ? `(${body})` : `-${body}`;
}

const cents = (value: number) => Math.round(value * 100) / 100;
const sum = (values: readonly number[]) => cents(values.reduce((a, b) => a + b, 0));

/** One document read as one kind: how to draw it and what a correct reading gives. */
export interface BrokerWorldDocument {
  layout: string;
  kind: Form1099Kind;
  build: () => Promise<Uint8Array>;
  /** Fields as the reader names them ('payerInfo.name' for nested ones). */
  expected: Record<string, number | string>;
}

interface Lot { description: string; cusip: string; quantity: string; acquired: string; sold: string; proceeds: number; cost: number; discount: number; wash: number }
const gainOf = (lot: Lot) => cents(lot.proceeds - lot.cost + lot.wash);

// ---------------------------------------------------------------------------------------------------------
// 1. A consolidated brokerage statement page: short-term and long-term sections, each lot on two lines.

const CONSOLIDATED = {
  payer: 'Wexford Lane Securities LLC', payerTin: '84-2290571',
  recipient: 'TOMASZ R. ALBRECHT-OYELARAN', recipientTin: '***-**-7314',
  short: [
    { description: 'CORVID ANALYTICS CL A', cusip: '22052T104', quantity: '60.000', acquired: '02/14/24', sold: '06/03/24', proceeds: 3912.6, cost: 3504.18, discount: 0, wash: 0 },
    { description: 'HALVARD SHIPPING ADR', cusip: '40637Q202', quantity: '150.000', acquired: 'VARIOUS', sold: '08/21/24', proceeds: 2240.55, cost: 2618.9, discount: 0, wash: 118.4 },
    { description: 'PINEWOOD MUNI BD 4.1% 26', cusip: '72311KAB9', quantity: '5,000.000', acquired: '01/09/24', sold: '10/30/24', proceeds: 5011.25, cost: 4962.5, discount: 12.88, wash: 0 },
  ] as Lot[],
  long: [
    { description: 'ORRIN BAY UTILITIES INC', cusip: '68750E117', quantity: '80.000', acquired: '03/02/21', sold: '04/17/24', proceeds: 6128.8, cost: 4410.24, discount: 0, wash: 0 },
    { description: 'TALLGRASS INDEX FUND ETF', cusip: '87462M301', quantity: '45.500', acquired: '11/28/19', sold: '09/05/24', proceeds: 9733.9, cost: 7051.37, discount: 0, wash: 0 },
  ] as Lot[],
  federal: 0,
  stateWithheld: 0,
};

async function buildConsolidated(): Promise<Uint8Array> {
  const { pdf, pen } = await newPage();
  const { sans, sansBold } = pen.f;
  const c = CONSOLIDATED;
  pen.text(c.payer.toUpperCase(), 36, 30, 12, sansBold);
  pen.text('2024 CONSOLIDATED FORM 1099', 36, 46, 9, sansBold);
  pen.text('Member FINRA / SIPC  ·  200 Harbor Point Blvd, Stamford CT 06902', 36, 58, 7, sans);
  pen.right('Page 3 of 7', 576, 30, 7.5, sans);
  pen.right('Account 7731-40218', 576, 42, 7.5, sans);
  pen.text("PAYER'S TIN: " + c.payerTin, 36, 76, 7.5, sans);
  pen.text(c.recipient, 330, 76, 8, sansBold);
  pen.text("RECIPIENT'S TIN: " + c.recipientTin, 330, 88, 7.5, sans);
  pen.text('61 QUARRY HILL RD  ·  MONTPELIER VT 05602', 330, 100, 7.5, sans);
  pen.shade(36, 116, 540, 16, 0.82);
  pen.text('FORM 1099-B  Proceeds From Broker and Barter Exchange Transactions', 40, 120, 9, sansBold);
  pen.right('OMB No. 1545-0715  Copy B for Recipient', 572, 121, 6.5, sans);
  // Columns in the broker's order: sold before acquired, quantity after the dates, state last.
  const col = { desc: 36, sold: 176, acq: 214, qty: 286, proc: 322, cost: 370, disc: 414, wash: 456, gain: 500, fed: 536, state: 576 };
  const heads: [string, string, number, boolean][] = [
    ['1a Description', '/ CUSIP', col.desc, false], ['1c Date', 'sold', col.sold, false], ['1b Date', 'acquired', col.acq, false], ['Quantity', '', col.qty - 32, false],
    ['1d Proceeds', '', col.proc, true], ['1e Cost or', 'other basis', col.cost, true], ['1f Accrued', 'mkt discount', col.disc, true],
    ['1g Wash sale', 'loss disallowed', col.wash, true], ['Gain or', '(loss)', col.gain, true], ['4 Federal', 'tax withheld', col.fed, true], ['16 State', 'tax withheld', col.state, true],
  ];
  let top = 140;
  const headRow = (at: number) => {
    for (const [one, two, x, isRight] of heads) {
      if (isRight) { pen.right(one, x, at, 6, sansBold); pen.right(two, x, at + 7, 6, sansBold); } else { pen.text(one, x, at, 6, sansBold); pen.text(two, x, at + 7, 6, sansBold); }
    }
    pen.rule(36, 576, at + 16, 0.5);
  };
  const section = (title: string, note: string, lots: readonly Lot[], subtotal: string) => {
    pen.text(title, 36, top, 7.5, sansBold);
    pen.text(note, 36, top + 10, 6.5, sans);
    top += 22;
    headRow(top);
    top += 20;
    for (const lot of lots) {
      pen.text(lot.description, col.desc, top, 7, sans);
      pen.text(lot.sold, col.sold, top, 7, sans);
      pen.text(lot.acquired, col.acq, top, 7, sans);
      pen.right(lot.quantity, col.qty, top, 7, sans);
      pen.right(money(lot.proceeds), col.proc, top, 7, sans);
      pen.right(money(lot.cost), col.cost, top, 7, sans);
      pen.right(lot.discount ? money(lot.discount) : '0.00', col.disc, top, 7, sans);
      pen.right(lot.wash ? `${money(lot.wash)} W` : '0.00', col.wash, top, 7, sans);
      pen.right(money(gainOf(lot), { parens: true }), col.gain, top, 7, sans);
      pen.right('0.00', col.fed, top, 7, sans);
      pen.right('0.00', col.state, top, 7, sans);
      pen.text(`CUSIP ${lot.cusip}  Symbol ${lot.description.slice(0, 4).replace(/\s/g, '')}`, col.desc + 6, top + 9, 6, sans);
      top += 21;
    }
    pen.rule(col.proc - 40, 576, top - 3, 0.4);
    pen.text(subtotal, col.desc, top, 7, sansBold);
    pen.right(money(sum(lots.map((lot) => lot.proceeds))), col.proc, top, 7, sansBold);
    pen.right(money(sum(lots.map((lot) => lot.cost))), col.cost, top, 7, sansBold);
    pen.right(money(sum(lots.map((lot) => lot.discount))), col.disc, top, 7, sansBold);
    pen.right(money(sum(lots.map((lot) => lot.wash))), col.wash, top, 7, sansBold);
    pen.right(money(sum(lots.map(gainOf)), { parens: true }), col.gain, top, 7, sansBold);
    pen.right('0.00', col.fed, top, 7, sansBold);
    pen.right('0.00', col.state, top, 7, sansBold);
    top += 24;
  };
  section('SHORT-TERM TRANSACTIONS FOR WHICH BASIS IS REPORTED TO THE IRS', 'Report on Form 8949, Part I, with Box A checked. Box 2: Short-term. Box 12: Basis reported to IRS.', c.short, 'Subtotal short-term');
  section('LONG-TERM TRANSACTIONS FOR WHICH BASIS IS REPORTED TO THE IRS', 'Report on Form 8949, Part II, with Box D checked. Box 2: Long-term. Box 12: Basis reported to IRS.', c.long, 'Subtotal long-term');
  const all = [...c.short, ...c.long];
  pen.rule(36, 576, top - 4, 1);
  pen.text('TOTAL 1099-B (all terms)', col.desc, top, 7.5, sansBold);
  pen.right(money(sum(all.map((lot) => lot.proceeds))), col.proc, top, 7, sansBold);
  pen.right(money(sum(all.map((lot) => lot.cost))), col.cost, top, 7, sansBold);
  pen.right(money(sum(all.map((lot) => lot.discount))), col.disc, top, 7, sansBold);
  pen.right(money(sum(all.map((lot) => lot.wash))), col.wash, top, 7, sansBold);
  pen.right(money(sum(all.map(gainOf)), { parens: true }), col.gain, top, 7, sansBold);
  pen.right('0.00', col.fed, top, 7, sansBold);
  pen.right('0.00', col.state, top, 7, sansBold);
  top += 22;
  pen.text('14 State: VT    15 State identification no.: 008-771-2240    W = wash sale loss disallowed (box 1g) added to gain or (loss).', 36, top, 6.5, sans);
  pen.text('This is important tax information and is being furnished to the IRS. If you are required to file a return, a negligence', 36, top + 10, 6.5, sans);
  pen.text('penalty or other sanction may be imposed on you if this income is taxable and the IRS determines that it has not been reported.', 36, top + 19, 6.5, sans);
  return save(pdf);
}

const consolidatedAll = [...CONSOLIDATED.short, ...CONSOLIDATED.long];

// ---------------------------------------------------------------------------------------------------------
// 2. A per-lot IRS-like grid, Copy B over Copy 2 on one page, Times.

const GRID = {
  payer: 'Ardent Point Brokerage Inc', payerTin: '91-4470236', payerAddress: ['1700 Fifth Avenue, Suite 900', 'Seattle, WA 98101'],
  recipient: 'Marisol Quintero-Haag', recipientTin: 'XXX-XX-5508', recipientAddress: ['4402 Alder Crest Way', 'Spokane, WA 99203'],
  description: '210 sh BRISTLECONE MINERALS CORP', acquired: '07/19/2023', sold: '03/11/2024', proceeds: 8406.3, cost: 9122.75, wash: 244.1, federal: 96.0,
};

async function buildGrid(): Promise<Uint8Array> {
  const { pdf, pen } = await newPage();
  const { serif, serifBold } = pen.f;
  const g = GRID;
  const copy = (y: number, label: string) => {
    const X = 30;
    const W = 552;
    pen.box(X, y, W, 340, 0.9);
    // Left: parties. Middle: boxes 1a-1g. Right: title.
    const L = 220;
    pen.vrule(X + L, y, y + 340);
    pen.text("PAYER'S name, street address, city or town, state or province, country, ZIP", X + 4, y + 4, 6, serif);
    pen.text(g.payer, X + 6, y + 16, 9, serif);
    g.payerAddress.forEach((line, i) => pen.text(line, X + 6, y + 28 + i * 11, 9, serif));
    pen.rule(X, X + L, y + 62);
    pen.text("PAYER'S TIN", X + 4, y + 65, 6, serif);
    pen.text("RECIPIENT'S TIN", X + L / 2 + 4, y + 65, 6, serif);
    pen.vrule(X + L / 2, y + 62, y + 90);
    pen.text(g.payerTin, X + 8, y + 77, 9, serif);
    pen.text(g.recipientTin, X + L / 2 + 8, y + 77, 9, serif);
    pen.rule(X, X + L, y + 90);
    pen.text("RECIPIENT'S name", X + 4, y + 93, 6, serif);
    pen.text(g.recipient, X + 6, y + 104, 9, serif);
    pen.rule(X, X + L, y + 120);
    pen.text('Street address (including apt. no.)', X + 4, y + 123, 6, serif);
    pen.text(g.recipientAddress[0]!, X + 6, y + 133, 9, serif);
    pen.rule(X, X + L, y + 147);
    pen.text('City or town, state or province, country, and ZIP or foreign postal code', X + 4, y + 150, 6, serif);
    pen.text(g.recipientAddress[1]!, X + 6, y + 160, 9, serif);
    pen.rule(X, X + L, y + 174);
    pen.text('Account number (see instructions)', X + 4, y + 177, 6, serif);
    pen.text('AP-0093317', X + 6, y + 187, 9, serif);
    pen.rule(X, X + L, y + 200);
    pen.text('14 State name', X + 4, y + 203, 6, serif);
    pen.text('15 State identification no.', X + 74, y + 203, 6, serif);
    pen.text('16 State tax withheld', X + 150, y + 203, 6, serif);
    pen.vrule(X + 70, y + 200, y + 230);
    pen.vrule(X + 146, y + 200, y + 230);
    pen.text('WA', X + 6, y + 215, 9, serif);
    pen.right('$', X + L - 4, y + 215, 9, serif);
    // Middle grid: two columns of cells.
    const M = X + L;
    const MW = 200;
    const half = MW / 2;
    pen.vrule(M + MW, y, y + 340);
    pen.text('1a Description of property (Example: 100 sh. XYZ Co.)', M + 4, y + 4, 6, serif);
    pen.text(g.description, M + 6, y + 16, 9, serif);
    pen.rule(M, M + MW, y + 30);
    pen.vrule(M + half, y + 30, y + 150);
    pen.text('1b Date acquired', M + 4, y + 33, 6, serif);
    pen.text(g.acquired, M + 8, y + 45, 9, serif);
    pen.text('1c Date sold or disposed', M + half + 4, y + 33, 6, serif);
    pen.text(g.sold, M + half + 8, y + 45, 9, serif);
    pen.rule(M, M + MW, y + 60);
    pen.text('1d Proceeds', M + 4, y + 63, 6, serif);
    pen.text(`$ ${money(g.proceeds)}`, M + 8, y + 75, 9, serif);
    pen.text('1e Cost or other basis', M + half + 4, y + 63, 6, serif);
    pen.text(`$ ${money(g.cost)}`, M + half + 8, y + 75, 9, serif);
    pen.rule(M, M + MW, y + 90);
    pen.text('1f Accrued market discount', M + 4, y + 93, 6, serif);
    pen.text('$', M + 8, y + 105, 9, serif);
    pen.text('1g Wash sale loss disallowed', M + half + 4, y + 93, 6, serif);
    pen.text(`$ ${money(g.wash)}`, M + half + 8, y + 105, 9, serif);
    pen.rule(M, M + MW, y + 120);
    pen.text('2 Short-term gain or loss [X]', M + 4, y + 123, 6, serif);
    pen.text('Long-term gain or loss [ ]', M + 4, y + 132, 6, serif);
    pen.text('Ordinary [ ]', M + 4, y + 141, 6, serif);
    pen.text('3 If checked, proceeds from:', M + half + 4, y + 123, 6, serif);
    pen.text('Collectibles [ ]  QOF [ ]', M + half + 4, y + 133, 6, serif);
    pen.rule(M, M + MW, y + 150);
    pen.text('4 Federal income tax withheld', M + 4, y + 153, 6, serif);
    pen.text(`$ ${money(g.federal)}`, M + 8, y + 165, 9, serif);
    pen.text('5 If checked, noncovered security [ ]', M + half + 4, y + 153, 6, serif);
    pen.vrule(M + half, y + 150, y + 180);
    pen.rule(M, M + MW, y + 180);
    pen.text('6 Reported to IRS: Gross proceeds [X]  Net proceeds [ ]', M + 4, y + 183, 6, serif);
    pen.rule(M, M + MW, y + 200);
    pen.text('8 Profit or (loss) realized in 2024 on closed contracts', M + 4, y + 203, 6, serif);
    pen.text('$', M + 8, y + 215, 9, serif);
    pen.rule(M, M + MW, y + 230);
    pen.text('12 If checked, basis reported to IRS [X]', M + 4, y + 233, 6, serif);
    // Right: title.
    const R = M + MW;
    pen.text('OMB No. 1545-0715', R + 6, y + 6, 7, serif);
    pen.text('2024', R + 6, y + 20, 16, serifBold);
    pen.text('Form 1099-B', R + 6, y + 44, 11, serifBold);
    pen.text('Proceeds From', R + 6, y + 64, 10, serifBold);
    pen.text('Broker and', R + 6, y + 76, 10, serifBold);
    pen.text('Barter Exchange', R + 6, y + 88, 10, serifBold);
    pen.text('Transactions', R + 6, y + 100, 10, serifBold);
    pen.text(label, R + 6, y + 130, 9, serifBold);
    pen.text('This is important tax', R + 6, y + 146, 6.5, serif);
    pen.text('information and is being', R + 6, y + 154, 6.5, serif);
    pen.text('furnished to the IRS.', R + 6, y + 162, 6.5, serif);
    pen.text('Form 1099-B (keep for your records)  www.irs.gov/Form1099B  Department of the Treasury - Internal Revenue Service', X, y + 344, 6.5, serif);
  };
  copy(30, 'Copy B For Recipient');
  copy(410, 'Copy 2 To be filed with recipient\'s state income tax return');
  return save(pdf);
}

// ---------------------------------------------------------------------------------------------------------
// 3. A summary-only page: 'Summary of proceeds, gains & losses', by term and basis category; short-term rows empty.

const SUMMARY = {
  payer: 'Lodestar Mutual Brokerage Co', payerTin: '36-1185290', recipient: 'Henrietta O. Vasquez-Lindgren', recipientTin: 'XXX-XX-0629',
  rows: [
    // [label, proceeds, cost, market discount, wash, federal]
    ['Short-term, basis reported to IRS (Box A)', 0, 0, 0, 0, 0],
    ['Short-term, basis not reported (Box B)', 0, 0, 0, 0, 0],
    ['Long-term, basis reported to IRS (Box D)', 21874.45, 17390.6, 0, 0, 0],
    ['Long-term, basis not reported (Box E)', 3120.0, 2988.15, 0, 0, 0],
  ] as [string, number, number, number, number, number][],
};

async function buildSummary(): Promise<Uint8Array> {
  const { pdf, pen } = await newPage();
  const { serif, serifBold, sans, sansBold } = pen.f;
  const s = SUMMARY;
  pen.text(s.payer, 48, 44, 15, serifBold);
  pen.text('Tax Reporting Statement 2024', 48, 64, 10, serif);
  pen.right('Recipient: ' + s.recipient, 564, 44, 8.5, sans);
  pen.right("Recipient's taxpayer ID: " + s.recipientTin, 564, 56, 8.5, sans);
  pen.right("Payer's federal ID no.: " + s.payerTin, 564, 68, 8.5, sans);
  pen.right('Account 55-01930-7', 564, 80, 8.5, sans);
  pen.rule(48, 564, 100, 1.2);
  pen.text('Summary of proceeds, gains & losses', 48, 112, 13, serifBold);
  pen.text('Form 1099-B amounts reported to the IRS. Adjustments and gain or (loss) are shown for your information.', 48, 130, 8, serif);
  const cols = [
    ['Term and basis category', 48, false], ['Proceeds', 300, true], ['Cost basis', 366, true], ['Market discount', 430, true],
    ['Wash sale loss disallowed', 500, true], ['Realized gain/(loss)', 564, true],
  ] as [string, number, boolean][];
  pen.shade(48, 152, 516, 26, 0.88);
  for (const [head, x, isRight] of cols) {
    const [one, two] = head.length > 12 && isRight ? [head.split(' ').slice(0, -1).join(' '), head.split(' ').at(-1)!] : [head, ''];
    if (isRight) { pen.right(one, x, 156, 7.5, sansBold); pen.right(two, x, 166, 7.5, sansBold); } else pen.text(one, x + 4, 160, 7.5, sansBold);
  }
  let top = 186;
  for (const [label, proceeds, cost, discount, wash] of s.rows) {
    pen.text(label, 52, top, 8.5, serif);
    pen.right(money(proceeds), 300, top, 8.5, serif);
    pen.right(money(cost), 366, top, 8.5, serif);
    pen.right(money(discount), 430, top, 8.5, serif);
    pen.right(money(wash), 500, top, 8.5, serif);
    pen.right(money(cents(proceeds - cost + wash), { parens: true }), 564, top, 8.5, serif);
    pen.rule(48, 564, top + 13, 0.3);
    top += 19;
  }
  const totalOf = (index: number) => sum(s.rows.map((row) => row[index] as number));
  pen.text('Total', 52, top + 2, 9, serifBold);
  pen.right(money(totalOf(1)), 300, top + 2, 9, serifBold);
  pen.right(money(totalOf(2)), 366, top + 2, 9, serifBold);
  pen.right(money(totalOf(3)), 430, top + 2, 9, serifBold);
  pen.right(money(totalOf(4)), 500, top + 2, 9, serifBold);
  pen.right(money(cents(totalOf(1) - totalOf(2) + totalOf(4)), { parens: true }), 564, top + 2, 9, serifBold);
  pen.rule(48, 564, top - 3, 1);
  top += 34;
  pen.text('Federal income tax withheld (Form 1099-B box 4) .................................................. 0.00', 48, top, 8.5, serif);
  pen.text('State tax withheld (box 16) ......................................................................... 0.00', 48, top + 14, 8.5, serif);
  pen.text('Detail of each sale follows on the next pages. Noncovered lots (Box E) are reported to you only.', 48, top + 40, 8, serif);
  return save(pdf);
}

const summaryTotal = (index: number) => sum(SUMMARY.rows.map((row) => row[index] as number));

// ---------------------------------------------------------------------------------------------------------
// 4. A robo-adviser's page: lower case, a card of totals, the lot list with MM/DD/YYYY dates, withholding.

const ROBO = {
  payer: 'Brightpath Automated Investing LLC', payerTin: '47-3318065', recipient: 'Devika N. Ramaswamy', recipientTin: '•••-••-4471',
  lots: [
    { description: 'Vanguard-style Total Bond ETF', cusip: '', quantity: '12.418', acquired: '09/05/2024', sold: '12/16/2024', proceeds: 902.14, cost: 911.6, discount: 0, wash: 9.46 },
    { description: 'US Large Cap Value ETF', cusip: '', quantity: '4.102', acquired: '02/26/2024', sold: '12/16/2024', proceeds: 1177.3, cost: 1032.01, discount: 0, wash: 0 },
    { description: 'Emerging Markets Stock ETF', cusip: '', quantity: '20.55', acquired: 'Various', sold: '12/16/2024', proceeds: 860.93, cost: 904.4, discount: 0, wash: 0 },
  ] as Lot[],
  federal: 73.5,
};

async function buildRobo(): Promise<Uint8Array> {
  const { pdf, pen } = await newPage();
  const { sans, sansBold } = pen.f;
  const r = ROBO;
  pen.text('brightpath', 44, 40, 18, sansBold);
  pen.text('Your 2024 tax documents', 44, 66, 11, sans);
  pen.right('Form 1099-B', 568, 42, 11, sansBold);
  pen.right('Proceeds from broker transactions', 568, 58, 8, sans);
  pen.text('Prepared for', 44, 96, 7.5, sans);
  pen.text(r.recipient, 44, 107, 10, sansBold);
  pen.text('Taxpayer ID ' + r.recipientTin, 44, 121, 8, sans);
  pen.text('Issued by', 320, 96, 7.5, sans);
  pen.text(r.payer, 320, 107, 10, sansBold);
  pen.text('Federal ID ' + r.payerTin, 320, 121, 8, sans);
  // The card of totals.
  pen.shade(44, 146, 524, 118, 0.94);
  pen.text('Realized gains & losses at a glance', 58, 156, 10, sansBold);
  const proceeds = sum(r.lots.map((lot) => lot.proceeds));
  const cost = sum(r.lots.map((lot) => lot.cost));
  const wash = sum(r.lots.map((lot) => lot.wash));
  const rows: [string, string][] = [
    ['Total proceeds (box 1d)', money(proceeds, { dollar: true })],
    ['Total cost basis (box 1e)', money(cost, { dollar: true })],
    ['Wash sales disallowed (box 1g)', money(wash, { dollar: true })],
    ['Net gain or loss', money(cents(proceeds - cost + wash), { dollar: true })],
    ['Federal tax withheld (box 4)', money(r.federal, { dollar: true })],
    ['Holding period', 'Short term (box 2)'],
  ];
  rows.forEach(([label, value], i) => {
    pen.text(label, 58, 176 + i * 14, 8.5, sans);
    pen.right(value, 554, 176 + i * 14, 8.5, sansBold);
  });
  pen.text('Your sales', 44, 286, 11, sansBold);
  pen.text('All sales below are short term (held one year or less), basis reported to the IRS.', 44, 302, 7.5, sans);
  const heads: [string, number, boolean][] = [['security', 44, false], ['shares', 252, true], ['bought', 262, false], ['sold', 322, false], ['proceeds', 430, true], ['cost basis', 490, true], ['wash sale', 540, true], ['gain/loss', 568, true]];
  for (const [head, x, isRight] of heads) (isRight ? pen.right : pen.text)(head, x, 322, 7.5, sansBold);
  pen.rule(44, 568, 334, 0.4);
  r.lots.forEach((lot, i) => {
    const top = 342 + i * 16;
    pen.text(lot.description, 44, top, 8, sans);
    pen.right(lot.quantity, 252, top, 8, sans);
    pen.text(lot.acquired, 262, top, 8, sans);
    pen.text(lot.sold, 322, top, 8, sans);
    pen.right(money(lot.proceeds, { dollar: true }), 430, top, 8, sans);
    pen.right(money(lot.cost, { dollar: true }), 490, top, 8, sans);
    pen.right(lot.wash ? money(lot.wash, { dollar: true }) : '—', 540, top, 8, sans);
    pen.right(money(gainOf(lot), { dollar: true }), 568, top, 8, sans);
  });
  pen.text('Questions? help@brightpath.example · This statement is furnished to the IRS as Form 1099-B.', 44, 430, 7, sans);
  return save(pdf);
}

// ---------------------------------------------------------------------------------------------------------
// SSA-1099s. Box 3 is every benefit paid in 2024 (2024's and a lump sum for 2023), box 4 what was repaid, box 5 = 3 - 4.

interface Ssa { name: string; ssn: string; claim: string; check: number; medicare: number; withheld: number; lumpSum2023: number; repaid: number; address: string[] }
const box3 = (s: Ssa) => cents(s.check + s.medicare + s.withheld);
const benefitsFor2024 = (s: Ssa) => cents(box3(s) - s.lumpSum2023);
const box5 = (s: Ssa) => cents(box3(s) - s.repaid);

const SSA_FORM: Ssa = { name: 'BARTHOLOMEW J. NAKASHIMA-REID', ssn: 'XXX-XX-3158', claim: 'XXX-XX-3158A', check: 19734.2, medicare: 2096.4, withheld: 2190.0, lumpSum2023: 1640.0, repaid: 486.0, address: ['88 WILLOW BEND CT', 'CHATTANOOGA TN 37421-0088'] };

async function buildSsaForm(): Promise<Uint8Array> {
  const { pdf, pen } = await newPage();
  const { sans, sansBold, serif } = pen.f;
  const s = SSA_FORM;
  const X = 40;
  const W = 532;
  pen.box(X, 40, W, 520, 1);
  pen.text('FORM SSA-1099 - SOCIAL SECURITY BENEFIT STATEMENT', X + 8, 48, 10.5, sansBold);
  pen.right('2024', X + W - 8, 46, 16, sansBold);
  pen.text('PART OF YOUR SOCIAL SECURITY BENEFITS SHOWN IN BOX 5 MAY BE TAXABLE INCOME.', X + 8, 66, 7, sans);
  pen.text('SEE THE REVERSE FOR MORE INFORMATION.', X + 8, 75, 7, sans);
  pen.rule(X, X + W, 88);
  pen.text('Box 1. Name', X + 6, 92, 6.5, sans);
  pen.text(s.name, X + 10, 104, 9.5, sans);
  pen.vrule(X + 340, 88, 124);
  pen.text("Box 2. Beneficiary's Social Security Number", X + 346, 92, 6.5, sans);
  pen.text(s.ssn, X + 352, 104, 9.5, sans);
  pen.rule(X, X + W, 124);
  const third = W / 3;
  pen.vrule(X + third, 124, 160);
  pen.vrule(X + 2 * third, 124, 160);
  pen.text('Box 3. Benefits Paid in 2024', X + 6, 128, 6.5, sans);
  pen.right(money(box3(s)), X + third - 8, 142, 10, sans);
  pen.text('Box 4. Benefits Repaid to SSA in 2024', X + third + 6, 128, 6.5, sans);
  pen.right(money(s.repaid), X + 2 * third - 8, 142, 10, sans);
  pen.text('Box 5. Net Benefits for 2024 (Box 3 minus Box 4)', X + 2 * third + 6, 128, 6.5, sans);
  pen.right(money(box5(s)), X + W - 8, 142, 10, sans);
  pen.rule(X, X + W, 160);
  pen.vrule(X + W / 2, 160, 380);
  pen.text('DESCRIPTION OF AMOUNT IN BOX 3', X + 6, 166, 7.5, sansBold);
  const lines3: [string, string][] = [
    ['Paid by check or direct deposit', money(s.check, { dollar: true })],
    ['Medicare Part B premiums deducted', ''],
    ['from your benefits', money(s.medicare, { dollar: true })],
    ['Voluntary federal income tax withheld', money(s.withheld, { dollar: true })],
    ['Total Additions', money(box3(s), { dollar: true })],
    ['Benefits for 2024', money(benefitsFor2024(s), { dollar: true })],
    ['Benefits for 2023 paid in 2024', money(s.lumpSum2023, { dollar: true })],
  ];
  lines3.forEach(([label, value], i) => {
    pen.text(label, X + 10, 182 + i * 13, 7.5, sans);
    pen.right(value, X + W / 2 - 10, 182 + i * 13, 7.5, sans);
  });
  pen.text('DESCRIPTION OF AMOUNT IN BOX 4', X + W / 2 + 6, 166, 7.5, sansBold);
  pen.text('Benefits repaid to SSA in 2024', X + W / 2 + 10, 182, 7.5, sans);
  pen.right(money(s.repaid, { dollar: true }), X + W - 10, 182, 7.5, sans);
  pen.text('for 2024', X + W / 2 + 16, 195, 7.5, sans);
  pen.text('Total Deductions', X + W / 2 + 10, 208, 7.5, sans);
  pen.right(money(s.repaid, { dollar: true }), X + W - 10, 208, 7.5, sans);
  pen.rule(X, X + W, 380);
  pen.text('Box 6. Voluntary Federal Income Tax Withheld', X + 6, 384, 6.5, sans);
  pen.right(money(s.withheld), X + W / 2 - 10, 398, 10, sans);
  pen.text('Box 7. Address', X + W / 2 + 6, 384, 6.5, sans);
  s.address.forEach((line, i) => pen.text(line, X + W / 2 + 10, 396 + i * 11, 8.5, sans));
  pen.rule(X, X + W, 430);
  pen.text('Box 8. Claim Number (Use this number if you need to contact SSA.)', X + 6, 434, 6.5, sans);
  pen.text(s.claim, X + 10, 446, 9.5, sans);
  pen.rule(X, X + W, 462);
  pen.text('Form SSA-1099-SM (1-2025)  DO NOT RETURN THIS FORM TO SSA OR IRS', X + 6, 468, 7, serif);
  return save(pdf);
}

const SSA_LETTER: Ssa = { name: 'Rosalind T. Abernethy-Kwan', ssn: 'XXX-XX-8062', claim: 'XXX-XX-8062 HA', check: 14876.9, medicare: 2096.4, withheld: 0, lumpSum2023: 0, repaid: 0, address: ['2760 Sandpiper Row, Apt 12', 'Biloxi, MS 39531'] };

async function buildSsaLetter(): Promise<Uint8Array> {
  const { pdf, pen } = await newPage();
  const { serif, serifBold } = pen.f;
  const s = SSA_LETTER;
  pen.text('Social Security Administration', 60, 50, 13, serifBold);
  pen.text('Benefit Statement Reprint', 60, 68, 10, serif);
  pen.right('Date: March 3, 2025', 552, 50, 9, serif);
  pen.right('Claim Number: ' + s.claim, 552, 63, 9, serif);
  s.address.reduce((top, line) => { pen.text(line, 60, top, 10, serif); return top + 13; }, 122);
  pen.text(s.name, 60, 108, 10, serif);
  pen.text(`Dear ${s.name.split(' ')[0]}:`, 60, 176, 10, serif);
  const para = [
    'You asked us for a copy of your Form SSA-1099, Social Security Benefit Statement, for 2024. This letter is that',
    'statement. The amounts below are the ones we reported to the Internal Revenue Service for you.',
  ];
  para.forEach((line, i) => pen.text(line, 60, 196 + i * 13, 10, serif));
  pen.text("Beneficiary's Social Security Number: " + s.ssn, 60, 236, 10, serif);
  // The amounts table.
  const rows: [string, string, string][] = [
    ['Box 3', 'Benefits paid to you in 2024', money(box3(s), { dollar: true })],
    ['Box 4', 'Benefits you repaid to SSA in 2024', money(s.repaid, { dollar: true })],
    ['Box 5', 'Net benefits for 2024 (Box 3 minus Box 4)', money(box5(s), { dollar: true })],
    ['Box 6', 'Voluntary federal income tax withheld', money(s.withheld, { dollar: true })],
  ];
  pen.shade(60, 262, 492, 16, 0.85);
  pen.text('Box', 66, 266, 9, serifBold);
  pen.text('Description', 130, 266, 9, serifBold);
  pen.right('Amount', 546, 266, 9, serifBold);
  rows.forEach(([box, text, amount], i) => {
    const top = 286 + i * 17;
    pen.text(box, 66, top, 10, serif);
    pen.text(text, 130, top, 10, serif);
    pen.right(amount, 546, top, 10, serif);
    pen.rule(60, 552, top + 14, 0.3);
  });
  pen.text('How we figured the amount in Box 3', 60, 372, 10, serifBold);
  const lines: [string, string][] = [
    ['Paid by check or direct deposit', money(s.check, { dollar: true })],
    ['Medicare Part B premiums deducted from your benefits', money(s.medicare, { dollar: true })],
    ['Total additions', money(box3(s), { dollar: true })],
    ['Benefits for 2024', money(benefitsFor2024(s), { dollar: true })],
  ];
  lines.forEach(([label, amount], i) => {
    pen.text(label, 80, 390 + i * 14, 10, serif);
    pen.right(amount, 420, 390 + i * 14, 10, serif);
  });
  pen.text('Part of your Social Security benefits shown in Box 5 may be taxable income. If you have questions, call', 60, 470, 10, serif);
  pen.text('1-800-772-1213 or visit www.ssa.gov. Please keep this letter with your tax records.', 60, 483, 10, serif);
  pen.text('Social Security Administration', 60, 520, 10, serif);
  return save(pdf);
}

const SSA_TABLE: Ssa = { name: 'EZEKIEL M. FONTAINE-OKAFOR', ssn: 'XXX-XX-6641', claim: 'XXX-XX-6641D', check: 27310.6, medicare: 2096.4, withheld: 3041.7, lumpSum2023: 0, repaid: 1212.3, address: ['PO BOX 4471', 'DULUTH MN 55804'] };

async function buildSsaTable(): Promise<Uint8Array> {
  const { pdf, pen } = await newPage();
  const { mono, monoBold } = pen.f;
  const s = SSA_TABLE;
  pen.text('SOCIAL SECURITY ADMINISTRATION', 50, 50, 10, monoBold);
  pen.text('FORM SSA-1099 FOR TAX YEAR 2024 - AMOUNTS REPORTED', 50, 64, 10, monoBold);
  pen.text('BENEFICIARY ....... ' + s.name, 50, 96, 9, mono);
  pen.text('SSN ............... ' + s.ssn, 50, 109, 9, mono);
  pen.text('CLAIM NUMBER ...... ' + s.claim, 50, 122, 9, mono);
  pen.text('ADDRESS ........... ' + s.address.join(', '), 50, 135, 9, mono);
  pen.rule(50, 560, 156, 0.8);
  const rows: [string, string, string][] = [
    ['3', 'BENEFITS PAID IN 2024', money(box3(s))],
    ['4', 'BENEFITS REPAID TO SSA IN 2024', money(s.repaid)],
    ['5', 'NET BENEFITS FOR 2024', money(box5(s))],
    ['6', 'VOLUNTARY FEDERAL INCOME TAX WITHHELD', money(s.withheld)],
  ];
  pen.text('BOX  DESCRIPTION', 50, 164, 9, monoBold);
  pen.right('AMOUNT', 560, 164, 9, monoBold);
  rows.forEach(([box, text, amount], i) => {
    pen.text(`${box.padStart(3)}  ${text}`, 50, 182 + i * 14, 9, mono);
    pen.right(amount, 560, 182 + i * 14, 9, mono);
  });
  pen.rule(50, 560, 242, 0.8);
  pen.text('DESCRIPTION OF AMOUNT IN BOX 3', 50, 254, 9, monoBold);
  const lines: [string, string][] = [
    ['PAID BY CHECK OR DIRECT DEPOSIT', money(s.check)],
    ['MEDICARE PART B PREMIUMS DEDUCTED FROM YOUR BENEFITS', money(s.medicare)],
    ['VOLUNTARY FEDERAL INCOME TAX WITHHELD', money(s.withheld)],
    ['TOTAL ADDITIONS', money(box3(s))],
    ['BENEFITS FOR 2024', money(benefitsFor2024(s))],
  ];
  lines.forEach(([label, amount], i) => {
    pen.text('  ' + label, 50, 270 + i * 13, 9, mono);
    pen.right(amount, 440, 270 + i * 13, 9, mono);
  });
  pen.text('DESCRIPTION OF AMOUNT IN BOX 4', 50, 344, 9, monoBold);
  pen.text('  BENEFITS REPAID TO SSA IN 2024 FOR 2024', 50, 360, 9, mono);
  pen.right(money(s.repaid), 440, 360, 9, mono);
  pen.text('  TOTAL DEDUCTIONS', 50, 373, 9, mono);
  pen.right(money(s.repaid), 440, 373, 9, mono);
  pen.text('DO NOT RETURN THIS FORM TO SSA OR IRS.', 50, 410, 9, mono);
  return save(pdf);
}

const ssaExpected = (s: Ssa) => ({ box3NetBenefits: box3(s), box4: s.repaid, box5NetBenefits: box5(s), federalIncomeTaxWithheld: s.withheld, 'recipientInfo.name': s.name, 'recipientInfo.tin': s.ssn });

export const BROKER_WORLD: readonly BrokerWorldDocument[] = [
  {
    layout: 'consolidated-two-terms', kind: '1099-b', build: buildConsolidated,
    // Both terms: the grand total is the document's (no one term); dates differ lot by lot (none answered).
    expected: {
      proceedsFromSales: sum(consolidatedAll.map((lot) => lot.proceeds)), costBasis: sum(consolidatedAll.map((lot) => lot.cost)), washSaleAdjustment: sum(consolidatedAll.map((lot) => lot.wash)),
      federalIncomeTaxWithheld: 0, capitalGains: sum(consolidatedAll.map(gainOf)),
      'payerInfo.name': CONSOLIDATED.payer.toUpperCase(), 'payerInfo.tin': CONSOLIDATED.payerTin, 'recipientInfo.name': CONSOLIDATED.recipient, 'recipientInfo.tin': 'XXX-XX-7314', shortTermOrLongTerm: '',
    },
  },
  {
    layout: 'irs-grid-two-copies', kind: '1099-b', build: buildGrid,
    expected: {
      proceedsFromSales: GRID.proceeds, costBasis: GRID.cost, washSaleAdjustment: GRID.wash, federalIncomeTaxWithheld: GRID.federal, capitalGains: cents(GRID.proceeds - GRID.cost + GRID.wash),
      dateAcquired: '2023-07-19', dateSold: '2024-03-11', shortTermOrLongTerm: 'short',
      'payerInfo.name': GRID.payer, 'payerInfo.tin': GRID.payerTin, 'recipientInfo.name': GRID.recipient, 'recipientInfo.tin': GRID.recipientTin,
    },
  },
  {
    layout: 'summary-only', kind: '1099-b', build: buildSummary,
    expected: {
      proceedsFromSales: summaryTotal(1), costBasis: summaryTotal(2), washSaleAdjustment: summaryTotal(4), federalIncomeTaxWithheld: 0, capitalGains: cents(summaryTotal(1) - summaryTotal(2) + summaryTotal(4)),
      shortTermOrLongTerm: 'long',
      'payerInfo.name': SUMMARY.payer, 'payerInfo.tin': SUMMARY.payerTin, 'recipientInfo.name': SUMMARY.recipient, 'recipientInfo.tin': SUMMARY.recipientTin,
    },
  },
  {
    layout: 'robo-adviser', kind: '1099-b', build: buildRobo,
    expected: {
      proceedsFromSales: sum(ROBO.lots.map((lot) => lot.proceeds)), costBasis: sum(ROBO.lots.map((lot) => lot.cost)), washSaleAdjustment: sum(ROBO.lots.map((lot) => lot.wash)),
      federalIncomeTaxWithheld: ROBO.federal, capitalGains: sum(ROBO.lots.map(gainOf)), shortTermOrLongTerm: 'short',
      'payerInfo.name': ROBO.payer, 'payerInfo.tin': ROBO.payerTin, 'recipientInfo.name': ROBO.recipient, 'recipientInfo.tin': 'XXX-XX-4471',
    },
  },
  { layout: 'ssa-own-form', kind: 'ssa-1099', build: buildSsaForm, expected: ssaExpected(SSA_FORM) },
  { layout: 'ssa-letter-reprint', kind: 'ssa-1099', build: buildSsaLetter, expected: ssaExpected(SSA_LETTER) },
  { layout: 'ssa-amounts-table', kind: 'ssa-1099', build: buildSsaTable, expected: ssaExpected(SSA_TABLE) },
];

// ---------------------------------------------------------------------------------------------------------
// A harsh office scanner: 150 dpi, JPEG 35-60, uneven light, faded toner, 1-4 degrees of skew, speckle.

export interface HarshScan { angle: number; quality: number; fade: number; light: number; speckle: number; seed: number }

/** The same seeded generator as the scan-like images' (scanLike.ts). */
const random = seededRandom;

/** Scan number `seed`: each parameter somewhere in its range, the skew's sign alternating. */
export function harshScan(seed: number): HarshScan {
  const next = random(seed * 104729 + 31);
  return {
    angle: (1 + next() * 3) * (seed % 2 === 0 ? 1 : -1),
    quality: Math.round(35 + next() * 25),
    // How much of the toner's black is left (0.55: faded to mid grey).
    fade: 0.55 + next() * 0.3,
    // How much light falls off toward one corner (0.75: that corner at 75%).
    light: 0.72 + next() * 0.18,
    // Specks per megapixel.
    speckle: 150 + next() * 500,
    seed,
  };
}

/** The first page of a PDF as a harsh scan, a JPEG at 150 dpi. */
export async function harshScanOf(pdf: Uint8Array, options: HarshScan = harshScan(1)): Promise<Buffer> {
  const page = await loadImage(await renderPdfPageToPng(pdf, 150 / 72));
  const canvas = createCanvas(page.width, page.height);
  const context = canvas.getContext('2d');
  context.fillStyle = 'rgb(236, 234, 226)';
  context.fillRect(0, 0, page.width, page.height);
  context.translate(page.width / 2, page.height / 2);
  context.rotate((options.angle * Math.PI) / 180);
  context.globalCompositeOperation = 'multiply';
  context.filter = 'blur(0.6px)';
  context.drawImage(page, -page.width / 2, -page.height / 2);
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.filter = 'none';
  context.globalCompositeOperation = 'source-over';
  const image = context.getImageData(0, 0, page.width, page.height);
  const next = random(options.seed);
  const { width, height } = image;
  // The light falls off from one corner to the opposite one, unevenly (a slow wave across the page).
  const corner = options.seed % 4;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const u = corner % 2 === 0 ? x / width : 1 - x / width;
      const v = corner < 2 ? y / height : 1 - y / height;
      const light = 1 - (1 - options.light) * ((u + v) / 2) * (0.8 + 0.2 * Math.sin(u * 7 + v * 3));
      const at = (y * width + x) * 4;
      const noise = (next() + next() - 1) * 14;
      for (let channel = 0; channel < 3; channel += 1) {
        const value = image.data[at + channel]!;
        // Faded toner: ink lifted toward the paper.
        const faded = 255 - (255 - value) * options.fade;
        image.data[at + channel] = Math.max(0, Math.min(255, faded * light + noise));
      }
    }
  }
  // Speckle: dark dots of dust and white drop-outs in the toner.
  const specks = Math.round((options.speckle * width * height) / 1e6);
  for (let index = 0; index < specks; index += 1) {
    const x = Math.floor(next() * width);
    const y = Math.floor(next() * height);
    const dark = next() < 0.7;
    const size = next() < 0.8 ? 1 : 2;
    for (let dy = 0; dy < size; dy += 1) {
      for (let dx = 0; dx < size; dx += 1) {
        if (x + dx >= width || y + dy >= height) continue;
        const at = ((y + dy) * width + x + dx) * 4;
        for (let channel = 0; channel < 3; channel += 1) image.data[at + channel] = dark ? 40 + next() * 50 : 225;
      }
    }
  }
  context.putImageData(image, 0, 0);
  return canvas.encode('jpeg', options.quality);
}

/** A clean rendering (a 'print to image'), PNG at 200 dpi. */
export async function brokerWorldCleanImage(pdf: Uint8Array): Promise<Buffer> {
  return renderPdfPageToPng(pdf, 200 / 72);
}
