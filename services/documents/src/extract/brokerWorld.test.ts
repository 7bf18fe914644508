// 1099-B and SSA-1099 statements drawn in layouts of helper C's own (testing/brokerWorld.ts), and the rules they needed.
import { describe, expect, it } from 'vitest';
import { BOX_NUMBERS } from './boxNumbers1099';
import { readByHeadNumbers } from './boxes1099';
import { bracketMarkedTerm, grandTotals, listsBothTerms, termNamedForBoxTwo, termOfSummaryRows, withFollowingSections } from './broker1099b';
import { FORM_1099_SPECS, read1099WithText } from './form1099';
import { beneficiaryOfRow, withoutBoxDescriptions } from './ssa1099';
import { tinIn } from './parties1099';
import { BROKER_WORLD } from '../testing/brokerWorld';
import { HARSH_BROKER } from '../testing/broker1099bHarsh';
import { readPdfPage } from './pdf';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { groupLines } from './layout';
import { ocrLine } from '../testing/ocrLine';

describe('a table whose heads are words with box numbers under them', () => {
  // Heads as OCR read a scanned mainframe listing: '(1G)' under 'WASH SALE' read as '(16)', box 16 being state tax withheld.
  const lines = groupLines([
    ...ocrLine(100, [['DESCRIPTION', 10], ['PROCEEDS', 300], ['COST', 400], ['WASH SALE', 480], ['GAIN/LOSS', 600]]),
    ...ocrLine(118, [['(1D)', 300], ['(1E)', 400], ['(16)', 480], ['(1H)', 600]]),
    ...ocrLine(140, [['ALDER BAY ENERGY TRUST', 10], ['1,884.40', 300], ['2,091.77', 400], ['207.37', 480], ['0.00', 600]]),
    ...ocrLine(160, [['TOTALS', 10], ['16,979.10', 300], ['16,506.95', 400], ['261.19', 480], ['733.34', 600]]),
  ]);
  it("does not take a column for a box its head word does not name (the state's box 16 under 'WASH SALE')", () => {
    const found = readByHeadNumbers(lines, BOX_NUMBERS['1099-b'], {} as Record<string, string>);
    expect(found.proceedsFromSales).toBe('16979.10');
    expect(found.costBasis).toBe('16506.95');
    expect(found.stateTaxWithheld).toBeUndefined();
  });
  it("takes a column by '(box 4)' printed under its short head ('Fed. tax'), a head without a box beside it", () => {
    const summary = groupLines([
      ...ocrLine(100, [['Proceeds', 260], ['Cost basis', 330], ['Wash sale', 400], ['Realized', 470], ['Fed. tax', 540]]),
      ...ocrLine(118, [['Term and basis', 10], ['(box 1d)', 260], ['(box 1e)', 330], ['(box 1g)', 400], ['gain/loss', 470], ['(box 4)', 540]]),
      ...ocrLine(140, [['Long-term, covered (Box D)', 10], ['$9,258.51', 260], ['$8,214.57', 330], ['$0.00', 400], ['$1,043.94', 470], ['$0.00', 540]]),
      ...ocrLine(160, [['Total', 10], ['$14,588.00', 260], ['$13,370.72', 330], ['$61.20', 400], ['$1,278.48', 470], ['$0.00', 540]]),
    ]);
    const found = readByHeadNumbers(summary, BOX_NUMBERS['1099-b'], {} as Record<string, string>);
    expect(found.federalIncomeTaxWithheld).toBe('0.00');
    expect(found.proceedsFromSales).toBe('14588.00');
  });
  it('still takes a column whose head word is its own box (STATE TAX over 16)', () => {
    const state = groupLines([
      ...ocrLine(100, [['PROCEEDS', 300], ['STATE TAX', 480]]),
      ...ocrLine(118, [['(1D)', 300], ['(16)', 480]]),
      ...ocrLine(160, [['TOTALS', 10], ['16,979.10', 300], ['12.00', 480]]),
    ]);
    expect(readByHeadNumbers(state, BOX_NUMBERS['1099-b'], {} as Record<string, string>).stateTaxWithheld).toBe('12.00');
  });
});

const B_BOXES = FORM_1099_SPECS['1099-b'].boxes;

describe('a statement of sections by term closing on a grand total (broker1099b.ts)', () => {
  const heads = ocrLine(100, [['1a Description', 10], ['1d Proceeds', 250], ['1e Cost', 340], ['1g Wash sale', 420], ['4 Federal', 520]]);
  const section = (y: number, rows: [string, string, string, string, string][]) => rows.flatMap(([label, proceeds, cost, wash, federal], i) =>
    ocrLine(y + i * 20, [[label, 10], [proceeds, 250], [cost, 340], [wash, 420], [federal, 520]]));
  const page = (grand: string) => groupLines([
    ...heads,
    ...section(130, [['CORVID ANALYTICS', '3,912.60', '3,504.18', '0.00', '0.00'], ['Subtotal short-term', '11,164.40', '11,085.58', '118.40', '0.00']]),
    ...section(200, [['ORRIN BAY', '6,128.80', '4,410.24', '0.00', '0.00'], ['Subtotal long-term', '15,862.70', '11,461.61', '0.00', '0.00']]),
    ...section(270, [['TOTAL 1099-B', grand, '22,547.19', '118.40', '0.00']]),
  ]);
  it('takes the grand total in each box column when it is the sum of the subtotals', () => {
    expect(grandTotals(page('27,027.10'), B_BOXES, BOX_NUMBERS['1099-b'])).toEqual({ proceedsFromSales: '27027.1', costBasis: '22547.19', washSaleAdjustment: '118.4', federalIncomeTaxWithheld: '0' });
  });
  it('takes nothing when the grand total of proceeds is not that sum', () => {
    expect(grandTotals(page('27,927.10'), B_BOXES, BOX_NUMBERS['1099-b'])).toEqual({});
  });
  it('tells that the sales are listed under headings of both terms', () => {
    const lines = groupLines([...ocrLine(80, [['SHORT-TERM TRANSACTIONS FOR WHICH BASIS IS REPORTED', 10]]), ...ocrLine(190, [['LONG-TERM TRANSACTIONS FOR WHICH BASIS IS REPORTED', 10]]), ...page('27,027.10').flatMap((line) => line.items)]);
    expect(listsBothTerms(lines)).toBe(true);
    expect(listsBothTerms(groupLines([...ocrLine(80, [['SHORT-TERM TRANSACTIONS FOR COVERED LOTS', 10]]), ...ocrLine(190, [['NO LONG-TERM TRANSACTIONS WERE REPORTED', 10]]), ...page('27,027.10').flatMap((line) => line.items)]))).toBe(false);
  });
});

describe("box 2's term (broker1099b.ts)", () => {
  it('reads the term of a summary whose rows of the other term print only zeros', () => {
    const lines = groupLines([
      ...ocrLine(100, [['Short-term, basis reported (Box A)', 10], ['0.00', 300], ['0.00', 380]]),
      ...ocrLine(120, [['Long-term, basis reported (Box D)', 10], ['21,874.45', 300], ['17,390.60', 380]]),
      ...ocrLine(140, [['Long-term, basis not reported (Box E)', 10], ['3,120.00', 300], ['2,988.15', 380]]),
    ]);
    expect(termOfSummaryRows(lines)).toBe('long');
  });
  it('reads a square printed as [X] after its label', () => {
    expect(bracketMarkedTerm(groupLines([...ocrLine(100, [['2 Short-term gain or loss [X]', 10]]), ...ocrLine(115, [['Long-term gain or loss [ ]', 10]])]))).toBe('short');
    expect(bracketMarkedTerm(groupLines(ocrLine(100, [['Short-term gain or loss [ ] Long-term gain or loss [X]', 10]])))).toBe('long');
  });
  it('reads a line naming box 2 with one term', () => {
    expect(termNamedForBoxTwo(groupLines(ocrLine(100, [['Holding period', 10], ['Short term (box 2)', 300]])))).toBe('short');
    expect(termNamedForBoxTwo(groupLines([...ocrLine(100, [['Box 2: Short-term.', 10]]), ...ocrLine(200, [['Box 2: Long-term.', 10]])]))).toBe('');
  });
});

/** As the benches compare: the answer's value as text, masked digits as X. */
const asPrinted = (value: unknown) => String(value ?? '').trim().toUpperCase().replace(/\*/g, 'X').replace(/\s+/g, ' ');

describe('the SSA-1099 (ssa1099.ts)', () => {
  const items = [
    ...ocrLine(100, [['3 BENEFITS PAID IN 2024', 10], ['32,448.70', 500]]),
    ...ocrLine(120, [['6 VOLUNTARY FEDERAL INCOME TAX WITHHELD', 10], ['3,041.70', 500]]),
    ...ocrLine(150, [['DESCRIPTION OF AMOUNT IN BOX 3', 10]]),
    ...ocrLine(170, [['VOLUNTARY FEDERAL INCOME TAX WITHHELD', 20], ['3,041.70', 380]]),
    ...ocrLine(190, [['BENEFITS FOR 2024', 20], ['30,808.70', 380]]),
    ...ocrLine(210, [['DESCRIPTION OF AMOUNT IN BOX 4', 10]]),
    ...ocrLine(230, [['BENEFITS REPAID TO SSA IN 2024 FOR 2024', 20], ['1,212.30', 380]]),
    ...ocrLine(260, [['Box 7. Address', 10]]),
  ];
  it("reads the boxes without the lines of 'DESCRIPTION OF AMOUNT IN BOX 3/4'", () => {
    const kept = groupLines(withoutBoxDescriptions({ width: 612, height: 792, items }).items).map((line) => line.text);
    expect(kept).toEqual(['3 BENEFITS PAID IN 2024 32,448.70', '6 VOLUNTARY FEDERAL INCOME TAX WITHHELD 3,041.70', 'Box 7. Address']);
  });
  it("keeps what stands beside a description in another column (box 6 right of box 3's description)", () => {
    const side = [
      ...ocrLine(100, [['DESCRIPTION OF AMOUNT IN BOX 4', 330]]),
      ...ocrLine(120, [['DESCRIPTION OF AMOUNT IN BOX 3', 10], ['Benefits paid in 2024 for 2023: $412.00', 330]]),
      ...ocrLine(140, [['$2,094.00', 10], ['Box 6. Voluntary Federal Income Tax Withheld', 330]]),
      ...ocrLine(160, [['Federal income tax withheld $3,306.00', 10], ['$3,306.00', 330]]),
      ...ocrLine(180, [['Box 8. Claim Number', 10]]),
    ];
    const kept = groupLines(withoutBoxDescriptions({ width: 612, height: 792, items: side }).items).map((line) => line.text);
    expect(kept).toEqual(['Box 6. Voluntary Federal Income Tax Withheld', '$3,306.00', 'Box 8. Claim Number']);
  });
  it('reads the beneficiary named on a row of its own', () => {
    expect(beneficiaryOfRow(groupLines(ocrLine(100, [['BENEFICIARY .......', 10], ['EZEKIEL M. FONTAINE-OKAFOR', 160]])))).toBe('EZEKIEL M. FONTAINE-OKAFOR');
    expect(beneficiaryOfRow(groupLines(ocrLine(100, [["Beneficiary's Social Security Number", 10], ['XXX-XX-1234', 260]])))).toBe('');
    // OCR set the leader's dots on a line of their own.
    expect(beneficiaryOfRow(groupLines([...ocrLine(100, [['BENEFICIARY', 10], ['EZEKIEL M. FONTAINE-OKAFOR', 160]]), ...ocrLine(113, [['.......', 90]])]))).toBe('EZEKIEL M. FONTAINE-OKAFOR');
    expect(beneficiaryOfRow(groupLines(ocrLine(100, [['Beneficiary information', 10]])))).toBe('');
  });
});

/** The boxes (amounts, dates, term) a layout prints, as the reader names them. */
const BOX_FIELDS = /^(?!payerInfo|recipientInfo)/;

describe("helper C's broker and SSA layouts, from their text layers", () => {
  it.each(BROKER_WORLD.map((document) => [document.layout, document] as const))('reads every box of %s', async (_layout, document) => {
    const answer = (await read1099WithText(await document.build(), 'application/pdf', document.kind)).local as unknown as Record<string, unknown>;
    for (const [field, value] of Object.entries(document.expected)) if (BOX_FIELDS.test(field)) expect(asPrinted(answer[field]), field).toBe(asPrinted(value));
  });
  it.each(BROKER_WORLD.filter((document) => document.kind === 'ssa-1099').map((document) => [document.layout, document] as const))('reads the beneficiary of %s', async (_layout, document) => {
    const answer = (await read1099WithText(await document.build(), 'application/pdf', document.kind)).local;
    expect([answer.recipientInfo.name, asPrinted(answer.recipientInfo.tin)]).toEqual([document.expected['recipientInfo.name'], document.expected['recipientInfo.tin']]);
  });
});

describe('a TIN masked with bullets (parties1099.ts tinIn)', () => {
  it("reads '•••-••-4471' as XXX-XX-4471", () => {
    expect(tinIn('Taxpayer ID •••-••-4471')).toBe('XXX-XX-4471');
  });
});

describe('a grand total whose subtotal lost a cell to OCR (broker1099b.ts)', () => {
  const heads = ocrLine(100, [['1a Description', 10], ['1d Proceeds', 250], ['1e Cost', 340], ['1g Wash sale', 420], ['Gain/loss', 530], ['4 Federal', 610]]);
  const row = (y: number, cells: [string, number][]) => ocrLine(y, cells);
  // The short-term subtotal's proceeds were not read; the grand row prints 27,027.10 - 22,547.19 + 118.40 = 4,598.31.
  const page = (gain: string) => groupLines([
    ...heads,
    ...row(130, [['CORVID ANALYTICS', 10], ['3,912.60', 250], ['3,504.18', 340], ['0.00', 420], ['408.42', 530], ['0.00', 610]]),
    ...row(150, [['Subtotal short-term', 10], ['11,085.58', 340], ['118.40', 420], ['197.22', 530], ['0.00', 610]]),
    ...row(180, [['ORRIN BAY', 10], ['6,128.80', 250], ['4,410.24', 340], ['0.00', 420], ['1,718.56', 530], ['0.00', 610]]),
    ...row(200, [['Subtotal long-term', 10], ['15,862.70', 250], ['11,461.61', 340], ['0.00', 420], ['4,401.09', 530], ['0.00', 610]]),
    ...row(230, [['TOTAL 1099-B', 10], ['27,027.10', 250], ['22,547.19', 340], ['118.40', 420], [gain, 530], ['0.00', 610]]),
  ]);
  it('takes the grand total when the row prints its own gain (1d - 1e + 1g)', () => {
    expect(grandTotals(page('4,598.31'), B_BOXES, BOX_NUMBERS['1099-b'])).toMatchObject({ proceedsFromSales: '27027.1', costBasis: '22547.19' });
  });
  it('takes nothing when the row does not print that gain', () => {
    expect(grandTotals(page('4,598.81'), B_BOXES, BOX_NUMBERS['1099-b'])).toEqual({});
  });
});

describe('a statement whose 1099-B sections run on over two pages (broker1099b.ts)', () => {
  const composite = HARSH_BROKER.find((document) => document.layout === 'composite-two-pages')!;
  it('joins the next page, up to the grand total, below a page of sections without one', async () => {
    const pdf = await composite.build();
    const first = await readPdfPage(pdf, 1);
    const joined = await withFollowingSections(pdf, first, 1);
    expect(joined.items.length).toBeGreaterThan(first.items.length);
    expect(groupLines(joined.items).some((line) => /^TOTAL 1099-B/.test(line.text))).toBe(true);
  });
  it('reads the grand total of the sections of both pages, and no one term', async () => {
    const { local } = await read1099WithText(await composite.build(), 'application/pdf', '1099-b');
    expect(local.proceedsFromSales).toBe(composite.expected.proceedsFromSales);
    expect(local.costBasis).toBe(composite.expected.costBasis);
    expect(local.shortTermOrLongTerm).toBe('');
  });
});

describe('sections of a 1099-B page followed by another form (broker1099b.ts)', () => {
  // Page 1: a 1099-B section closing on its subtotal; page 2: a composite's 1099-DIV page with a row of totals.
  const twoForms = async () => {
    const pdf = await PDFDocument.create();
    const font = await pdf.embedFont(StandardFonts.Helvetica);
    const rows: [string, number][][] = [
      [['FORM 1099-B  Short-term transactions for covered tax lots', 40]],
      [['1a Description', 40], ['1d Proceeds', 250], ['1e Cost or other basis', 340]],
      [['KESTREL FOODS', 40], ['1,000.00', 250], ['900.00', 340]],
      [['Total Short-term (Box A)', 40], ['1,000.00', 250], ['900.00', 340]],
    ];
    const next: [string, number][][] = [
      [['FORM 1099-DIV  Dividends and Distributions', 40]],
      [['Total ordinary dividends', 40], ['412.00', 250], ['0.00', 340]],
    ];
    for (const page of [rows, next]) {
      const drawn = pdf.addPage([612, 792]);
      page.forEach((cells, i) => cells.forEach(([text, x]) => drawn.drawText(text, { x, y: 740 - i * 20, size: 9, font })));
    }
    return new Uint8Array(await pdf.save());
  };
  it('does not join the other form\'s page', async () => {
    const pdf = await twoForms();
    const first = await readPdfPage(pdf, 1);
    expect((await withFollowingSections(pdf, first, 1)).items).toHaveLength(first.items.length);
  });
});
