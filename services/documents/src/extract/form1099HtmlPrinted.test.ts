// The 1099 reader on 1099s made as HTML and printed by Chromium (testing/html-printed/, held apart from the reader),
// from their text layers. Expected values are the layouts' `expected` in testing/htmlDocuments.ts: what the pages print.
import { readFileSync } from 'node:fs';
import type { Form1099Kind } from '@taxapp/contracts/documents';
import { describe, expect, it } from 'vitest';
import { htmlDocuments } from '../testing/htmlDocuments';
import { fits1099, looksLike1099, parse1099 } from './form1099';
import type { TextItem } from './layout';
import { readPdfPage } from './pdf';

const printed = async (name: string, kind: Form1099Kind) => {
  const page = await readPdfPage(new Uint8Array(readFileSync(new URL(`../testing/html-printed/${name}.pdf`, import.meta.url))));
  return { read: parse1099(page, kind) as unknown as Record<string, unknown>, expected: htmlDocuments().find((doc) => `${doc.kind}-${doc.layout}` === name)!.expected };
};

describe("an IRS-like grid 1099-INT, the payer's block of four lines beside the boxes", () => {
  it("reads box 3 under its number though its caption is matched at 'Savings Bonds', and box 4 beside 'PAYER'S TIN'", async () => {
    const { read, expected } = await printed('1099-int-irs-grid', '1099-int');
    expect(String(read.usSavingsBondsInterest)).toBe(expected.usSavingsBondsInterest);
    expect(String(read.federalIncomeTaxWithheld)).toBe(expected.federalIncomeTaxWithheld);
    expect(String(read.interestIncome)).toBe(expected.interestIncome);
  });
});

describe("a broker's 1099-B list: right-aligned column heads wrapped in their narrow columns", () => {
  it("reads box 1e under '1e Cost or other' / 'basis', and box 1g's '...' as empty (not the gain beside it)", async () => {
    const { read, expected } = await printed('1099-b-brokerage-list', '1099-b');
    expect(String(read.costBasis)).toBe(expected.costBasis);
    expect(String(read.proceedsFromSales)).toBe(expected.proceedsFromSales);
    expect(read.washSaleAdjustment).toBeUndefined();
    // The row's 'Gain or loss' prints 11,507.34: 1d 38,912.44 less 1e 27,405.10.
    expect(read.capitalGains).toBeCloseTo(11507.34, 2);
  });

  it("reads box 1e's wrapped head with its number as OCR reads the 1 ('le Cost or other' / 'basis')", async () => {
    const page = await readPdfPage(new Uint8Array(readFileSync(new URL('../testing/html-printed/1099-b-brokerage-list.pdf', import.meta.url))));
    const asOcrRead = { ...page, items: page.items.map((item) => ({ ...item, text: item.text.replace(/\b1e\b/, 'le') })) };
    expect(page.items.some((item) => /\ble\b/.test(asOcrRead.items[page.items.indexOf(item)]!.text))).toBe(true);
    const expected = htmlDocuments().find((doc) => `${doc.kind}-${doc.layout}` === '1099-b-brokerage-list')!.expected;
    expect(String(parse1099(asOcrRead, '1099-b', { ocr: true }).costBasis)).toBe(expected.costBasis);
  });
});

// A page of words as a browser prints them: [text, x0] per word on a line at y0, words of `size` points.
const line = (y0: number, size: number, ...entries: [string, number][]): TextItem[] =>
  entries.map(([text, x0], i) => ({ text, x0, x1: Math.min(x0 + text.length * size * 0.5, (entries[i + 1]?.[1] ?? Infinity) - 3), y0, y1: y0 + size }));

describe("a 1099-B whose term boxes are check box glyphs ('☒' / '☐')", () => {
  const page = (...rows: [string, number][][]) => ({
    width: 612,
    height: 792,
    items: [
      ...line(20, 10, ['Form', 37], ['1099-B', 62], ['Proceeds', 110], ['From', 150], ['Broker', 175]),
      ...line(40, 7, ['1d', 250], ['Proceeds', 262]),
      ...line(50, 8, ['$', 250], ['5,000.00', 300]),
      ...rows.flatMap((row, at) => line(70 + at * 10, 8, ...row)),
    ],
  });
  it("reads the IRS form's order, each square after its label ('Short-term gain or loss ☒'), a square wrapped to the next line still its label's", () => {
    const irs = (short: string, long: string) =>
      page([['2', 247], ['Short-term', 252], ['gain', 285], ['or', 300], ['loss', 309], [short, 323], ['Long-term', 336], ['gain', 367], ['or', 382], ['loss', 392]], [[long, 247], ['Ordinary', 259], ['☐', 288]]);
    expect(parse1099(irs('☒', '☐'), '1099-b').fieldDetails.shortTermOrLongTerm).toBe('short');
    expect(parse1099(irs('☐', '☒'), '1099-b').fieldDetails.shortTermOrLongTerm).toBe('long');
  });
  it("reads a statement's order, each square before its label ('☒ Short-term')", () => {
    const statement = (short: string, long: string) => page([[short, 37], ['Short-term', 50], ['gain', 95], ['or', 115], ['loss', 125], [long, 170], ['Long-term', 183], ['gain', 228], ['or', 248], ['loss', 258]]);
    expect(parse1099(statement('☒', '☐'), '1099-b').fieldDetails.shortTermOrLongTerm).toBe('short');
    expect(parse1099(statement('☐', '☑'), '1099-b').fieldDetails.shortTermOrLongTerm).toBe('long');
  });
});

describe("an SSA-1099 printed from the SSA's web page: label/value rows", () => {
  const page = {
    width: 612,
    height: 792,
    items: [
      ...line(20, 13, ['Your', 37], ['2024', 70], ['Social', 100], ['Security', 140], ['Benefit', 195], ['Statement', 245], ['(Form', 310], ['SSA-1099)', 350]),
      ...line(50, 11, ['Name', 40], ['Ada', 470], ['Q', 495], ['Sample-Person', 505]),
      ...line(70, 11, ["Beneficiary's", 40], ['Social', 110], ['Security', 150], ['Number', 200], ['XXX-XX-1234', 480]),
      ...line(90, 11, ['Box', 40], ['3:', 62], ['Benefits', 75], ['Paid', 125], ['to', 150], ['You', 165], ['in', 190], ['2024', 205], ['$12,000.00', 500]),
    ],
  };
  it("takes the 'Name' row's value as the beneficiary's name (box 1)", () => {
    const read = parse1099(page, 'ssa-1099');
    expect(read.recipientInfo.name).toBe('Ada Q Sample-Person');
    expect(read.recipientInfo.tin).toBe('XXX-XX-1234');
  });
});

describe("a 1099-NEC whose narrow title cell wraps the form's name at its hyphen ('Form 1099-' over 'NEC')", () => {
  // As OCR read a scan: box 1's caption garbled, the title's words split over lines between the payer's caption.
  const page = (letters: string) => ({
    width: 612,
    height: 792,
    items: [
      ...line(20, 10, ['Form', 250], ['1099-', 280], ['Nonemployee', 400]),
      ...line(32, 10, ['2024', 320], ['Compensation', 470]),
      ...line(44, 10, [letters, 280]),
      ...line(60, 7, ['1', 250], ['Nanemp1oyee', 256], ['c0mpensatlon', 300]),
      ...line(70, 8, ['$', 250], ['4,200.00', 300]),
      ...line(90, 7, ['4', 250], ['Federal', 256], ['income', 290], ['tax', 320], ['withheld', 336]),
      ...line(100, 8, ['$', 250], ['420.00', 300]),
    ],
  });
  it('is taken as the 1099-NEC asked for, and not when the letters under it are not its kind', () => {
    expect(looksLike1099(page('NEC'), '1099-nec')).toBe(true);
    expect(fits1099(page('NEC'), '1099-nec')).toBeGreaterThan(0);
    expect(looksLike1099(page('MISC'), '1099-nec')).toBe(false);
  });
});
