// 1099-B statements in layouts unlike brokerWorld.ts and statements1099.ts (helper C, session 15), written apart
// from the readers:
// - a bank brokerage's one-lot form: a 'Box | Description | Amount' list in Times, the payer's name printed on the
//   row of its TIN, box 1f (accrued market discount) printed next to box 1g, a small federal withholding;
// - a robo-adviser's realized gain/loss summary: rows by term and basis category ('Short-term, covered (Box A)'),
//   one 'Total' row, then a realized gain/loss detail of lots with their dates;
// - a composite statement on two pages: short-term sections (Box A, Box B checked) on the first, long-term (Box D)
//   and the grand total on the second, columns 1a..1g, 'Various' dates, accrued market discount.
// Each as its text PDF, a clean 200 dpi image and a harsh copier scan of its own (150 dpi, grey cast, toner streaks,
// 0.6-2.5 degrees of skew, JPEG 38-55); a document of two pages is imaged as a PDF of two images. Each layout says what
// a correct reading gives, by hand from what it prints. Test data only: nothing here knows how the readers work.
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { renderPdfPageToPng } from '../extract/pdf';
import { seededRandom } from './scanLike';

interface Fonts { sans: PDFFont; sansBold: PDFFont; serif: PDFFont; serifBold: PDFFont }

interface Pen {
  page: PDFPage;
  f: Fonts;
  /** `top`: the top of the letters, measured down from the page's top edge. */
  text: (text: string, x: number, top: number, size: number, font?: PDFFont) => void;
  right: (text: string, xRight: number, top: number, size: number, font?: PDFFont) => void;
  rule: (x0: number, x1: number, top: number, thickness?: number) => void;
  vrule: (x: number, top0: number, top1: number, thickness?: number) => void;
  shade: (x: number, top: number, width: number, height: number, grey: number) => void;
}

async function fontsOf(pdf: PDFDocument): Promise<Fonts> {
  return {
    sans: await pdf.embedFont(StandardFonts.Helvetica),
    sansBold: await pdf.embedFont(StandardFonts.HelveticaBold),
    serif: await pdf.embedFont(StandardFonts.TimesRoman),
    serifBold: await pdf.embedFont(StandardFonts.TimesRomanBold),
  };
}

function penOn(page: PDFPage, f: Fonts): Pen {
  const black = rgb(0, 0, 0);
  const height = page.getHeight();
  return {
    page,
    f,
    text: (text, x, top, size, font = f.sans) => { if (text) page.drawText(text, { x, y: height - top - size * 0.78, size, font, color: black }); },
    right: (text, xRight, top, size, font = f.sans) => { if (text) page.drawText(text, { x: xRight - font.widthOfTextAtSize(text, size), y: height - top - size * 0.78, size, font, color: black }); },
    rule: (x0, x1, top, thickness = 0.6) => page.drawLine({ start: { x: x0, y: height - top }, end: { x: x1, y: height - top }, thickness, color: black }),
    vrule: (x, top0, top1, thickness = 0.6) => page.drawLine({ start: { x, y: height - top0 }, end: { x, y: height - top1 }, thickness, color: black }),
    shade: (x, top, width, h, grey) => page.drawRectangle({ x, y: height - top - h, width, height: h, color: rgb(grey, grey, grey) }),
  };
}

/** 1234.5 -> '1,234.50', with '$' when asked; a loss as '(1,234.50)' or '-1,234.50'. */
function money(value: number, options: { dollar?: boolean; parens?: boolean } = {}): string {
  const body = `${options.dollar ? '$' : ''}${Math.abs(value).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
  if (value >= 0) return body;
  return options.parens ? `(${body})` : `-${body}`;
}

const cents = (value: number) => Math.round(value * 100) / 100;
const sum = (values: readonly number[]) => cents(values.reduce((a, b) => a + b, 0));

interface Lot { description: string; quantity: string; acquired: string; sold: string; proceeds: number; cost: number; discount: number; wash: number; federal: number }
const gainOf = (lot: Lot) => cents(lot.proceeds - lot.cost + lot.wash);

/** One document read as a 1099-B: how to draw it and what a correct reading gives. */
export interface HarshBrokerDocument {
  layout: string;
  pages: number;
  build: () => Promise<Uint8Array>;
  /** Fields as the reader names them ('payerInfo.name' for nested ones). */
  expected: Record<string, number | string>;
}

// ---------------------------------------------------------------------------------------------------------
// 1. A bank brokerage's one-lot form: a list of boxes in Times, the payer's name on the row of its TIN.

const BANK = {
  payer: 'Millbrook Savings Bank Investment Services', payerTin: '36-4471902',
  recipient: 'ADAEZE K. FONTAINE-MORROW', recipientTin: 'XXX-XX-2209',
  lot: { description: '10,000 par Lakeshore Cnty GO 3.25% 2031', quantity: '10,000', acquired: '03/15/2022', sold: '11/04/2024', proceeds: 9742.5, cost: 9615.0, discount: 41.38, wash: 0, federal: 73.5 } as Lot,
};

async function buildBank(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const f = await fontsOf(pdf);
  const pen = penOn(pdf.addPage([612, 792]), f);
  const { serif, serifBold } = f;
  const b = BANK;
  const lot = b.lot;
  pen.text('Millbrook Savings Bank', 48, 40, 15, serifBold);
  pen.text('Investment Services  |  14 Canal Street, Lowell MA 01852  |  (978) 555-0142', 48, 60, 8, serif);
  pen.right('Tax Year 2024', 564, 42, 10, serifBold);
  pen.rule(48, 564, 76, 1.2);
  pen.text('Form 1099-B  Proceeds From Broker and Barter Exchange Transactions', 48, 86, 11, serifBold);
  pen.text('Copy B For Recipient   OMB No. 1545-0715', 48, 101, 8, serif);
  // The payer's name printed after its TIN on one row, the recipient's likewise.
  pen.text("PAYER'S TIN", 48, 124, 8, serifBold);
  pen.text(b.payerTin, 118, 124, 9, serif);
  pen.text(b.payer, 230, 124, 9, serif);
  pen.text("RECIPIENT'S TIN", 48, 142, 8, serifBold);
  pen.text(b.recipientTin, 118, 142, 9, serif);
  pen.text(b.recipient, 230, 142, 9, serif);
  pen.text('27 ORCHARD TERRACE, APT 4, NASHUA NH 03060', 230, 154, 8, serif);
  pen.text('Account number  M-55201-7', 48, 172, 8, serif);
  pen.rule(48, 564, 186);
  pen.text('Box', 52, 192, 8.5, serifBold);
  pen.text('Description', 96, 192, 8.5, serifBold);
  pen.right('Amount or information', 560, 192, 8.5, serifBold);
  pen.rule(48, 564, 206, 0.4);
  const rows: [string, string, string][] = [
    ['1a', 'Description of property', lot.description],
    ['1b', 'Date acquired', lot.acquired],
    ['1c', 'Date sold or disposed', lot.sold],
    ['1d', 'Proceeds', money(lot.proceeds, { dollar: true })],
    ['1e', 'Cost or other basis', money(lot.cost, { dollar: true })],
    ['1f', 'Accrued market discount', money(lot.discount, { dollar: true })],
    ['1g', 'Wash sale loss disallowed', money(lot.wash, { dollar: true })],
    ['2', 'Type of gain or loss', 'Long-term'],
    ['3', 'Basis reported to IRS', 'Yes'],
    ['4', 'Federal income tax withheld', money(lot.federal, { dollar: true })],
    ['5', 'Noncovered security', 'No'],
    ['14', 'State name', 'MA'],
    ['16', 'State tax withheld', money(0, { dollar: true })],
  ];
  rows.forEach(([box, caption, value], i) => {
    const top = 214 + i * 18;
    pen.text(box, 52, top, 9, serif);
    pen.text(caption, 96, top, 9, serif);
    pen.right(value, 560, top, 9, serif);
    pen.rule(48, 564, top + 13, 0.3);
  });
  pen.text('This is important tax information and is being furnished to the IRS. If you are required to file a return,', 48, 470, 7.5, serif);
  pen.text('a negligence penalty or other sanction may be imposed on you if this income is taxable and the IRS determines', 48, 480, 7.5, serif);
  pen.text('that it has not been reported.', 48, 490, 7.5, serif);
  return new Uint8Array(await pdf.save());
}

// ---------------------------------------------------------------------------------------------------------
// 2. A robo-adviser's realized gain/loss summary by term and basis category, then the lots.

const ROBO = {
  payer: 'Sproutline Advisers LLC', payerTin: '47-3019664',
  recipient: 'Ignatius P. Oduya', recipientTin: 'XXX-XX-5120',
  lots: [
    { description: 'Vanguard-like US Total Mkt ETF', quantity: '12.4410', acquired: '02/06/2024', sold: '05/20/2024', proceeds: 3104.42, cost: 2986.1, discount: 0, wash: 0, federal: 0 },
    { description: 'Intl Developed Mkts ETF', quantity: '30.0012', acquired: '01/11/2024', sold: '08/05/2024', proceeds: 1412.77, cost: 1530.05, discount: 0, wash: 61.2, federal: 0 },
    { description: 'US Total Mkt ETF', quantity: '20.0000', acquired: '06/14/2021', sold: '05/20/2024', proceeds: 4990.0, cost: 3811.64, discount: 0, wash: 0, federal: 0 },
    { description: 'Short-Term Treasury ETF', quantity: '55.5000', acquired: '09/02/2020', sold: '12/09/2024', proceeds: 4268.51, cost: 4402.93, discount: 0, wash: 0, federal: 0 },
  ] as Lot[],
  noncoveredLong: { proceeds: 812.3, cost: 640.0 },
};
const roboShort = ROBO.lots.slice(0, 2);
const roboLong = ROBO.lots.slice(2);

async function buildRobo(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const f = await fontsOf(pdf);
  const pen = penOn(pdf.addPage([612, 792]), f);
  const { sans, sansBold } = f;
  const r = ROBO;
  pen.text('sproutline', 40, 36, 18, sansBold);
  pen.right('2024 tax documents', 572, 40, 9, sans);
  pen.text(`${r.payer}  ·  Payer's federal ID ${r.payerTin}`, 40, 62, 7.5, sans);
  pen.text('900 Mission Row, Suite 12, Oakland CA 94607', 40, 72, 7.5, sans);
  pen.text(r.recipient, 360, 62, 9, sansBold);
  pen.text(`Taxpayer ID ${r.recipientTin}`, 360, 74, 7.5, sans);
  pen.shade(40, 92, 532, 22, 0.9);
  pen.text('Form 1099-B: Realized gain/loss summary', 48, 98, 11, sansBold);
  const col = { proceeds: 300, cost: 370, wash: 440, gain: 508, federal: 568 };
  const heads: [string, string, number][] = [['Proceeds', '(box 1d)', col.proceeds], ['Cost basis', '(box 1e)', col.cost], ['Wash sale', '(box 1g)', col.wash], ['Realized', 'gain/loss', col.gain], ['Fed. tax', '(box 4)', col.federal]];
  for (const [head, under, x] of heads) {
    pen.right(head, x, 126, 7.5, sansBold);
    pen.right(under, x, 136, 7, sans);
  }
  pen.text('Term and basis reporting', 48, 131, 7.5, sansBold);
  pen.rule(44, 572, 148, 0.4);
  const part = (lots: Lot[]) => ({ proceeds: sum(lots.map((l) => l.proceeds)), cost: sum(lots.map((l) => l.cost)), wash: sum(lots.map((l) => l.wash)) });
  const rows: [string, { proceeds: number; cost: number; wash: number }][] = [
    ['Short-term, covered (Box A)', part(roboShort)],
    ['Short-term, noncovered (Box B)', { proceeds: 0, cost: 0, wash: 0 }],
    ['Long-term, covered (Box D)', part(roboLong)],
    ['Long-term, noncovered (Box E)', { ...r.noncoveredLong, wash: 0 }],
  ];
  const all = [...rows.map(([, row]) => row)];
  const total = { proceeds: sum(all.map((row) => row.proceeds)), cost: sum(all.map((row) => row.cost)), wash: sum(all.map((row) => row.wash)) };
  [...rows, ['Total', total] as [string, typeof total]].forEach(([label, row], i) => {
    const top = 156 + i * 16;
    if (label === 'Total') pen.rule(44, 572, top - 4, 0.4);
    const font = label === 'Total' ? sansBold : sans;
    pen.text(label, 48, top, 8, font);
    pen.right(money(row.proceeds, { dollar: true }), col.proceeds, top, 8, font);
    pen.right(money(row.cost, { dollar: true }), col.cost, top, 8, font);
    pen.right(money(row.wash, { dollar: true }), col.wash, top, 8, font);
    pen.right(money(cents(row.proceeds - row.cost + row.wash), { dollar: true, parens: true }), col.gain, top, 8, font);
    pen.right(money(0, { dollar: true }), col.federal, top, 8, font);
  });
  pen.text('Realized gain/loss detail (covered lots)', 48, 262, 10, sansBold);
  const detail: [string, number, boolean][] = [['Security', 48, false], ['Shares', 250, true], ['Date acquired', 262, false], ['Date sold', 326, false], ['Proceeds', 430, true], ['Cost basis', 490, true], ['Gain/loss', 560, true]];
  for (const [head, x, isRight] of detail) (isRight ? pen.right : pen.text)(head, x, 282, 7.5, sansBold);
  pen.rule(44, 572, 294, 0.4);
  [['Short-term', roboShort], ['Long-term', roboLong]].forEach(([term, lots], block) => {
    const base = 302 + block * 62;
    pen.text(term as string, 48, base, 8, sansBold);
    (lots as Lot[]).forEach((lot, i) => {
      const top = base + 14 + i * 14;
      pen.text(lot.description, 56, top, 7.5, sans);
      pen.right(lot.quantity, 250, top, 7.5, sans);
      pen.text(lot.acquired, 262, top, 7.5, sans);
      pen.text(lot.sold, 326, top, 7.5, sans);
      pen.right(money(lot.proceeds, { dollar: true }), 430, top, 7.5, sans);
      pen.right(money(lot.cost, { dollar: true }), 490, top, 7.5, sans);
      pen.right(money(gainOf(lot), { dollar: true, parens: true }), 560, top, 7.5, sans);
    });
  });
  pen.text('Noncovered lots are listed on the supplemental page. Basis for noncovered lots is not reported to the IRS.', 48, 440, 7, sans);
  return new Uint8Array(await pdf.save());
}

const roboAll = [...ROBO.lots, { ...ROBO.noncoveredLong, wash: 0 }];

// ---------------------------------------------------------------------------------------------------------
// 3. A composite statement on two pages: short-term sections on page 1, long-term and the grand total on page 2.

const COMPOSITE = {
  payer: 'Halloran Street Clearing Corp', payerTin: '13-6650218',
  recipient: 'MARGIT S. OYELOWO-BRANDT', recipientTin: '***-**-8843',
  boxA: [
    { description: 'ARBOR LITHIUM CORP / 03876P105', quantity: '40', acquired: '01/22/24', sold: '03/18/24', proceeds: 1822.4, cost: 2010.16, discount: 0, wash: 187.76, federal: 0 },
    { description: 'DELMAR FOODS INC / 24701Q109', quantity: '75', acquired: '04/02/24', sold: '09/27/24', proceeds: 4415.25, cost: 3905.0, discount: 0, wash: 0, federal: 0 },
    { description: 'US TREASURY BILL 0% 12/05/24 / 912797KJ5', quantity: '5,000', acquired: '06/06/24', sold: '11/14/24', proceeds: 4968.02, cost: 4891.55, discount: 0, wash: 0, federal: 0 },
  ] as Lot[],
  boxB: [
    { description: 'QUILL RIDGE MINING / 74836N204', quantity: '300', acquired: 'Various', sold: '07/09/24', proceeds: 1206.0, cost: 1544.87, discount: 0, wash: 0, federal: 0 },
  ] as Lot[],
  boxD: [
    { description: 'NORTHFIELD RAIL CO / 66412X108', quantity: '120', acquired: '10/03/19', sold: '02/26/24', proceeds: 11874.6, cost: 7212.44, discount: 0, wash: 0, federal: 0 },
    { description: 'CASCO BAY MUNI 2.9% 2033 / 147552AQ1', quantity: '15,000', acquired: 'Various', sold: '08/15/24', proceeds: 14260.5, cost: 14415.0, discount: 88.35, wash: 0, federal: 0 },
    { description: 'TEMPEST SEMICONDUCTOR / 88023L301', quantity: '22', acquired: '05/11/22', sold: '12/02/24', proceeds: 6631.9, cost: 3180.22, discount: 0, wash: 0, federal: 0 },
  ] as Lot[],
};
const compositeAll = [...COMPOSITE.boxA, ...COMPOSITE.boxB, ...COMPOSITE.boxD];

async function buildComposite(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const f = await fontsOf(pdf);
  const { sans, sansBold } = f;
  const c = COMPOSITE;
  // Columns: 1a, quantity, 1b, 1c, 1d, 1e, 1f, 1g, gain or (loss), 4.
  const col = { desc: 30, qty: 196, acq: 202, sold: 244, proc: 330, cost: 382, disc: 428, wash: 474, gain: 528, fed: 582 };
  const heads = (pen: Pen, top: number) => {
    const h: [string, string, number, boolean][] = [
      ['1a Description of property', '/ CUSIP', col.desc, false], ['Quantity', '', col.qty, true], ['1b Date', 'acquired', col.acq, false], ['1c Date', 'sold', col.sold, false],
      ['1d Proceeds', '', col.proc, true], ['1e Cost or', 'other basis', col.cost, true], ['1f Accrued', 'mkt disc.', col.disc, true], ['1g Wash sale', 'loss disallowed', col.wash, true],
      ['Gain or', '(loss)', col.gain, true], ['4 Federal', 'tax withheld', col.fed, true],
    ];
    for (const [first, second, x, isRight] of h) {
      (isRight ? pen.right : pen.text)(first, x, top, 6.5, sansBold);
      (isRight ? pen.right : pen.text)(second, x, top + 8, 6.5, sansBold);
    }
    pen.rule(30, 582, top + 18, 0.5);
    return top + 24;
  };
  const row = (pen: Pen, top: number, label: string, l: { quantity?: string; acquired?: string; sold?: string; proceeds: number; cost: number; discount: number; wash: number; federal: number }, bold = false) => {
    const font = bold ? sansBold : sans;
    pen.text(label, col.desc, top, 6.5, font);
    pen.right(l.quantity ?? '', col.qty, top, 6.5, font);
    pen.text(l.acquired ?? '', col.acq, top, 6.5, font);
    pen.text(l.sold ?? '', col.sold, top, 6.5, font);
    pen.right(money(l.proceeds), col.proc, top, 6.5, font);
    pen.right(money(l.cost), col.cost, top, 6.5, font);
    pen.right(money(l.discount), col.disc, top, 6.5, font);
    pen.right(money(l.wash), col.wash, top, 6.5, font);
    pen.right(money(cents(l.proceeds - l.cost + l.wash), { parens: true }), col.gain, top, 6.5, font);
    pen.right(money(l.federal), col.fed, top, 6.5, font);
  };
  const totalOf = (lots: Lot[]) => ({ proceeds: sum(lots.map((l) => l.proceeds)), cost: sum(lots.map((l) => l.cost)), discount: sum(lots.map((l) => l.discount)), wash: sum(lots.map((l) => l.wash)), federal: sum(lots.map((l) => l.federal)) });
  const section = (pen: Pen, top: number, heading: string, box: string, lots: Lot[]) => {
    pen.shade(30, top, 552, 14, 0.86);
    pen.text(heading, 34, top + 3, 7.5, sansBold);
    let at = heads(pen, top + 20);
    for (const lot of lots) {
      row(pen, at, lot.description, lot);
      at += 12;
    }
    pen.rule(30, 582, at - 2, 0.3);
    row(pen, at + 2, `Total ${box}`, totalOf(lots), true);
    return at + 24;
  };
  const header = (pen: Pen, pageNumber: number) => {
    pen.text(c.payer.toUpperCase(), 30, 28, 11, sansBold);
    pen.right(`2024 Composite Statement  ·  Page ${pageNumber} of 2`, 582, 30, 7.5, sans);
    pen.right(`Account 55-09172  ·  ${c.recipient}`, 582, 42, 7.5, sans);
  };

  const first = penOn(pdf.addPage([612, 792]), f);
  header(first, 1);
  first.text("PAYER'S federal identification number  " + c.payerTin, 30, 62, 7.5, sans);
  first.text('One Liberty Wharf, Boston MA 02110', 30, 72, 7.5, sans);
  first.text("RECIPIENT'S name and address", 330, 62, 6.5, sans);
  first.text(c.recipient, 330, 72, 8.5, sansBold);
  first.text('1190 FERNHILL AVE  ·  PORTLAND OR 97215', 330, 84, 7.5, sans);
  first.text("RECIPIENT'S identification number  " + c.recipientTin, 330, 96, 7.5, sans);
  first.rule(30, 582, 112, 1);
  first.text('2024 FORM 1099-B  PROCEEDS FROM BROKER AND BARTER EXCHANGE TRANSACTIONS', 30, 118, 9, sansBold);
  first.text('Copy B for Recipient  ·  OMB No. 1545-0715', 30, 130, 6.5, sans);
  let top = section(first, 146, 'SHORT-TERM TRANSACTIONS FOR COVERED TAX LOTS  (Form 8949, Box A checked)', 'Box A short-term covered', c.boxA);
  top = section(first, top + 10, 'SHORT-TERM TRANSACTIONS FOR NONCOVERED TAX LOTS  (Form 8949, Box B checked)', 'Box B short-term noncovered', c.boxB);
  first.text('Continued on next page', 30, top + 10, 7, sans);

  const second = penOn(pdf.addPage([612, 792]), f);
  header(second, 2);
  second.text('2024 FORM 1099-B  (continued)', 30, 62, 9, sansBold);
  top = section(second, 80, 'LONG-TERM TRANSACTIONS FOR COVERED TAX LOTS  (Form 8949, Box D checked)', 'Box D long-term covered', c.boxD);
  second.rule(30, 582, top + 4, 1);
  row(second, top + 10, 'TOTAL 1099-B  (all sections)', totalOf(compositeAll), true);
  second.text('Report each section on Form 8949 with the box named in its heading checked.', 30, top + 34, 7, sans);
  return new Uint8Array(await pdf.save());
}

export const HARSH_BROKER: readonly HarshBrokerDocument[] = [
  {
    layout: 'bank-one-lot', pages: 1, build: buildBank,
    expected: {
      proceedsFromSales: BANK.lot.proceeds, costBasis: BANK.lot.cost, washSaleAdjustment: BANK.lot.wash, federalIncomeTaxWithheld: BANK.lot.federal, capitalGains: gainOf(BANK.lot),
      dateAcquired: '2022-03-15', dateSold: '2024-11-04', shortTermOrLongTerm: 'long',
      'payerInfo.name': BANK.payer, 'payerInfo.tin': BANK.payerTin, 'recipientInfo.name': BANK.recipient, 'recipientInfo.tin': BANK.recipientTin,
    },
  },
  {
    layout: 'robo-realized-summary', pages: 1, build: buildRobo,
    // Both terms hold sales: no one term; lots' dates differ (none answered).
    expected: {
      proceedsFromSales: sum(roboAll.map((l) => l.proceeds)), costBasis: sum(roboAll.map((l) => l.cost)), washSaleAdjustment: sum(roboAll.map((l) => l.wash)), federalIncomeTaxWithheld: 0,
      capitalGains: sum(roboAll.map((l) => l.proceeds - l.cost + l.wash)), shortTermOrLongTerm: '',
      'payerInfo.name': ROBO.payer, 'payerInfo.tin': ROBO.payerTin, 'recipientInfo.name': ROBO.recipient, 'recipientInfo.tin': ROBO.recipientTin,
    },
  },
  {
    layout: 'composite-two-pages', pages: 2, build: buildComposite,
    expected: {
      proceedsFromSales: sum(compositeAll.map((l) => l.proceeds)), costBasis: sum(compositeAll.map((l) => l.cost)), washSaleAdjustment: sum(compositeAll.map((l) => l.wash)), federalIncomeTaxWithheld: 0,
      capitalGains: sum(compositeAll.map(gainOf)), shortTermOrLongTerm: '',
      'payerInfo.name': COMPOSITE.payer.toUpperCase(), 'payerInfo.tin': COMPOSITE.payerTin, 'recipientInfo.name': COMPOSITE.recipient, 'recipientInfo.tin': 'XXX-XX-8843',
    },
  },
];

// ---------------------------------------------------------------------------------------------------------
// A worn copier: 150 dpi, a grey-brown cast, toner streaks down the page, 0.6-2.5 degrees of skew, JPEG 38-55.

export interface CopierScan { angle: number; quality: number; cast: number; streaks: number; seed: number }

export function copierScan(seed: number): CopierScan {
  const next = seededRandom(seed * 6151 + 101);
  return { angle: (0.6 + next() * 1.9) * (seed % 2 === 0 ? -1 : 1), quality: Math.round(38 + next() * 17), cast: 0.8 + next() * 0.12, streaks: 2 + Math.floor(next() * 5), seed };
}

async function copierPage(png: Buffer, options: CopierScan): Promise<Buffer> {
  const page = await loadImage(png);
  const canvas = createCanvas(page.width, page.height);
  const context = canvas.getContext('2d');
  context.fillStyle = 'rgb(228, 222, 208)';
  context.fillRect(0, 0, page.width, page.height);
  context.translate(page.width / 2, page.height / 2);
  context.rotate((options.angle * Math.PI) / 180);
  context.globalCompositeOperation = 'multiply';
  context.filter = 'blur(0.7px)';
  context.drawImage(page, -page.width / 2, -page.height / 2);
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.filter = 'none';
  context.globalCompositeOperation = 'source-over';
  const image = context.getImageData(0, 0, page.width, page.height);
  const next = seededRandom(options.seed);
  const { width, height } = image;
  const streaks = Array.from({ length: options.streaks }, () => ({ x: Math.floor(next() * width), width: 1 + Math.floor(next() * 3), grey: 120 + next() * 80 }));
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      const noise = (next() + next() - 1) * 18;
      for (let channel = 0; channel < 3; channel += 1) image.data[at + channel] = Math.max(0, Math.min(255, image.data[at + channel]! * options.cast + 255 * (1 - options.cast) * 0.6 + noise));
    }
  }
  for (const streak of streaks) {
    for (let y = 0; y < height; y += 1) {
      for (let dx = 0; dx < streak.width; dx += 1) {
        const x = streak.x + dx;
        if (x >= width || next() < 0.15) continue;
        const at = (y * width + x) * 4;
        for (let channel = 0; channel < 3; channel += 1) image.data[at + channel] = Math.min(image.data[at + channel]!, streak.grey);
      }
    }
  }
  context.putImageData(image, 0, 0);
  return canvas.encode('jpeg', options.quality);
}

async function pageCount(pdf: Uint8Array): Promise<number> {
  return (await PDFDocument.load(pdf)).getPageCount();
}

/** Images as one file: one page alone as itself, several as a PDF holding one image a page. */
async function asFile(images: readonly Buffer[], kind: 'png' | 'jpg'): Promise<{ bytes: Uint8Array; mime: string }> {
  if (images.length === 1) return { bytes: new Uint8Array(images[0]!), mime: kind === 'png' ? 'image/png' : 'image/jpeg' };
  // (No dates in its metadata: the same bytes every run.)
  const pdf = await PDFDocument.create({ updateMetadata: false });
  for (const image of images) {
    const embedded = kind === 'png' ? await pdf.embedPng(image) : await pdf.embedJpg(image);
    const page = pdf.addPage([612, 792]);
    page.drawImage(embedded, { x: 0, y: 0, width: 612, height: 792 });
  }
  return { bytes: new Uint8Array(await pdf.save()), mime: 'application/pdf' };
}

/** A clean rendering of every page at 200 dpi. */
export async function cleanImagesOf(pdf: Uint8Array): Promise<{ bytes: Uint8Array; mime: string }> {
  const pages = await pageCount(pdf);
  const images: Buffer[] = [];
  for (let number = 1; number <= pages; number += 1) images.push(await renderPdfPageToPng(pdf, 200 / 72, number));
  return asFile(images, 'png');
}

/** Every page through the worn copier at 150 dpi. */
export async function copierScansOf(pdf: Uint8Array, options: CopierScan): Promise<{ bytes: Uint8Array; mime: string }> {
  const pages = await pageCount(pdf);
  const images: Buffer[] = [];
  for (let number = 1; number <= pages; number += 1) images.push(await copierPage(await renderPdfPageToPng(pdf, 150 / 72, number), { ...options, seed: options.seed * 31 + number }));
  return asFile(images, 'jpg');
}
