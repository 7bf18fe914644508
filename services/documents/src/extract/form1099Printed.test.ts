// The 1099 reader on the text layers (and one image) of the printed corpus (testing/printed-corpus/: drawn with Python's reportlab
// apart from the readers). Expected values are the corpus's expected.json: what each document prints.
import { readFileSync } from 'node:fs';
import type { Form1099Kind } from '@taxapp/contracts/documents';
import { describe, expect, it } from 'vitest';
import { parse1099, read1099WithText } from './form1099';
import { prepare1099Page } from './boxes1099';

interface PrintedFile { file: string; kind: string; variant: string; layout: string; expected: Record<string, string> }
const corpus = (JSON.parse(readFileSync(new URL('../testing/printed-corpus/expected.json', import.meta.url), 'utf8')) as { files: PrintedFile[] }).files;

/** As the benches compare: the answer's value as text, masked digits as X. */
const asPrinted = (value: unknown) => String(value ?? '').trim().toUpperCase().replace(/\*/g, 'X').replace(/\s+/g, ' ');

async function read(file: PrintedFile, corpus = 'printed-corpus'): Promise<Record<string, unknown>> {
  const bytes = new Uint8Array(readFileSync(new URL(`../testing/${corpus}/${file.file}`, import.meta.url)));
  const answer = (await read1099WithText(bytes, file.file.endsWith('.pdf') ? 'application/pdf' : 'image/png', file.kind as Form1099Kind)).local as unknown as Record<string, unknown>;
  const party = (key: string) => answer[key] as { name: string; tin: string };
  return { ...answer, 'payerInfo.name': party('payerInfo').name, 'payerInfo.tin': party('payerInfo').tin, 'recipientInfo.name': party('recipientInfo').name, 'recipientInfo.tin': party('recipientInfo').tin };
}

const pdfs = corpus.filter((file) => file.variant === 'pdf' && file.kind !== 'w2' && file.kind !== 'last-year');

describe('1099s printed by another program, from their text layers', () => {
  it.each(pdfs.map((file) => [file.file, file] as const))('reads every box and party of %s', async (_name, file) => {
    const read_ = await read(file);
    for (const [field, value] of Object.entries(file.expected)) expect(asPrinted(read_[field]), field).toBe(value.toUpperCase());
  });
});

describe('the rules those layouts needed', () => {
  const byName = (name: string) => read(pdfs.find((file) => file.file === name)!);
  it("keeps a grid cell's wrapped caption on its first line when the next box's caption stands beside it (1099-INT box 3 / box 4)", async () => {
    const read_ = await byName('1099-int-irs-grid.pdf');
    expect([read_.usSavingsBondsInterest, read_.federalIncomeTaxWithheld]).toEqual([310, 128]);
  });
  it("takes no amount into a wrapped caption (box 1's 7,824.00 right-aligned a hair left of box 2's 'credits, or offsets')", async () => {
    const read_ = await byName('1099-g-irs-grid.pdf');
    expect([read_.unemploymentCompensation, read_.stateLocalIncomeTaxRefunds]).toEqual([7824, 0]);
  });
  it("reads '$5,000 or more of consumer products' as box 2's prose, not box 1's amount", async () => {
    expect((await byName('1099-nec-irs-grid.pdf')).nonemployeeCompensation).toBe(27450);
  });
  it("reads box 7's code under its caption at the cell's right edge, not the next box's number '8 Other'", async () => {
    expect((await byName('1099-r-irs-grid.pdf')).distributionCode).toBe('7');
    expect((await byName('1099-r-irs-grid-b.pdf')).distributionCode).toBe('1');
  });
  it("takes an empty wash-sale column's Totals cell, not the next column's first gain", async () => {
    expect((await byName('1099-b-broker-rows-b.pdf')).washSaleAdjustment).toBe(0);
  });
  it("takes a broker statement's Totals row on its image too, where OCR read the sale rows by their box numbers (slow: OCR)", async () => {
    const image = corpus.find((file) => file.file === '1099-b-broker-rows.png')!;
    const read_ = await read(image);
    expect([asPrinted(read_.proceedsFromSales), asPrinted(read_.washSaleAdjustment)]).toEqual([image.expected.proceedsFromSales, image.expected.washSaleAdjustment]);
  }, 60_000);
  it("reads box 2's term from the square marked with an X drawn as two lines (no glyph), on the PDF and its image (slow: OCR)", async () => {
    expect((await byName('1099-b-irs-grid.pdf')).shortTermOrLongTerm).toBe('long');
    const image = corpus.find((file) => file.file === '1099-b-irs-grid.png')!;
    expect((await read(image)).shortTermOrLongTerm).toBe(image.expected.shortTermOrLongTerm);
  }, 60_000);
});

describe('the second printed corpus (testing/printed-corpus-2: cairo, TrueType fonts), text layers', () => {
  const second = (JSON.parse(readFileSync(new URL('../testing/printed-corpus-2/expected.json', import.meta.url), 'utf8')) as { files: PrintedFile[] }).files;
  const readSecond = (file: PrintedFile) => read(file, 'printed-corpus-2');
  it("reads boxes 3 and 4 of a grid row that also holds the form's title at its right ('Form 1099-INT')", async () => {
    const file = second.find((entry) => entry.file === '1099-int-bank-form.pdf' && entry.kind === '1099-int')!;
    const bytes = new Uint8Array(readFileSync(new URL(`../testing/printed-corpus-2/${file.file}`, import.meta.url)));
    const answer = (await read1099WithText(bytes, 'application/pdf', '1099-int')).local as unknown as Record<string, unknown>;
    expect(asPrinted(answer.usSavingsBondsInterest)).toBe(file.expected.usSavingsBondsInterest);
    expect(asPrinted(answer.federalIncomeTaxWithheld)).toBe(file.expected.federalIncomeTaxWithheld);
    expect(asPrinted(answer.interestIncome)).toBe(file.expected.interestIncome);
  });
  it("reads a fund family's one row per fund under box-numbered heads by its TOTAL row, where every column prints $0.00 somewhere", async () => {
    const file = second.find((entry) => entry.file === '1099-div-fund-family.pdf')!;
    const bytes = new Uint8Array(readFileSync(new URL(`../testing/printed-corpus-2/${file.file}`, import.meta.url)));
    const answer = (await read1099WithText(bytes, 'application/pdf', '1099-div')).local as unknown as Record<string, unknown>;
    for (const field of ['totalOrdinaryDividends', 'qualifiedDividends', 'totalCapitalGainDistributions', 'nondividendDistributions', 'federalIncomeTaxWithheld', 'section199ADividends', 'foreignTaxPaid']) {
      expect(asPrinted(answer[field]), field).toBe(file.expected[field]);
    }
  });
  it("reads box 3 after its number and 'INTEREST ON' in small capitals, and the payer's name in larger type well under its small caption", async () => {
    const file = second.find((entry) => entry.file === '1099-int-savings-bonds.pdf')!;
    const answer = await readSecond(file);
    expect(asPrinted(answer.usSavingsBondsInterest)).toBe(file.expected.usSavingsBondsInterest);
    expect(answer['payerInfo.name']).toBe(file.expected['payerInfo.name']);
  });
  it("reads a pension 1099-R grid's small captions OCR garbled ('34 Shots ex withold' for box 14) and box 5's amount under its two-line caption (slow: OCR)", async () => {
    const file = second.find((entry) => entry.file === '1099-r-pension.png')!;
    const answer = await readSecond(file);
    for (const field of ['employeeContributions', 'stateTaxWithheld', 'distributionCode']) expect(asPrinted(answer[field]), field).toBe(file.expected[field]);
  }, 60_000);
  it("reads box 4 at the foot of its tall cell level with 'RECIPIENT'S NAME', and no box from the 'OMB No.' number, on the savings-bond form's image (slow: OCR)", async () => {
    const file = second.find((entry) => entry.file === '1099-int-savings-bonds.png')!;
    const answer = await readSecond(file);
    expect(asPrinted(answer.federalIncomeTaxWithheld)).toBe(file.expected.federalIncomeTaxWithheld);
    expect(asPrinted(answer.usSavingsBondsInterest)).toBe(file.expected.usSavingsBondsInterest);
    expect(answer.earlyWithdrawalPenalty).toBeUndefined();
  }, 60_000);
  it("reads the payer's name whole on the 1099-NEC image where OCR read specks as letters inside its words (slow: OCR)", async () => {
    const file = second.find((entry) => entry.file === '1099-nec-accounting.png')!;
    expect((await readSecond(file))['payerInfo.name']).toBe(file.expected['payerInfo.name']);
  }, 60_000);
  it("takes a state letter's paying department under its government's heading as the payer ('Virginia Department of Taxation' under 'COMMONWEALTH OF VIRGINIA')", async () => {
    for (const name of ['1099-g-refund-letter.pdf', '1099-g-refund-letter.png']) {
      const file = second.find((entry) => entry.file === name)!;
      expect((await readSecond(file))['payerInfo.name'], name).toBe(file.expected['payerInfo.name']);
    }
  }, 60_000);
  it("takes box 4's TOTAL cell under its own head on the fund family's image, not under the previous column's $0.00 ending inside the head (slow: OCR)", async () => {
    const file = second.find((entry) => entry.file === '1099-div-fund-family.png')!;
    const answer = await readSecond(file);
    for (const field of ['nondividendDistributions', 'federalIncomeTaxWithheld']) expect(asPrinted(answer[field]), field).toBe(file.expected[field]);
  }, 60_000);
  it("reads the savings-bond form's payer from its address block over the payer's TIN when OCR garbled the small-capital caption to 'PAYER'S' (slow: OCR)", async () => {
    const file = second.find((entry) => entry.file === '1099-int-savings-bonds.png')!;
    expect((await readSecond(file))['payerInfo.name']).toBe(file.expected['payerInfo.name']);
  }, 60_000);
  it("reads a label column and a value column list's payer and recipient (an inherited IRA's 1099-R)", async () => {
    const file = second.find((entry) => entry.file === '1099-r-ira-list.pdf')!;
    const answer = await readSecond(file);
    expect(answer['payerInfo.name']).toBe(file.expected['payerInfo.name']);
    expect(answer['recipientInfo.name']).toBe(file.expected['recipientInfo.name']);
  });
});

describe("a broker statement's column whose rows OCR did not read under its head", () => {
  it('takes the Totals cell under the head', () => {
    const word = (text: string, x0: number, y0: number, height = 12) => ({ text, x0, x1: x0 + text.length * 10, y0, y1: y0 + height });
    const page = {
      width: 1700,
      height: 2200,
      items: [
        ...['Proceeds', 'From', 'Broker', 'and', 'Barter', 'Exchange', 'Transactions'].map((text, at) => word(text, 880 + at * 110, 150, 16)),
        word('Description', 112, 499), word('Proceeds', 963, 499), word('Cost', 1169, 500), word('or', 1228, 502, 9),
        word('other', 1123, 521), word('basis', 1192, 521),
        word('40', 113, 572), word('SH', 153, 572), word('BLUEFIN', 192, 572), word('6,210.00', 951, 572, 17),
        word('Totals', 112, 730, 15), word('6,210.00', 951, 730, 17), word('5,402.80', 1145, 730, 17),
      ],
    };
    expect(parse1099(page, '1099-b', { ocr: true }).fieldDetails).toMatchObject({ proceedsFromSales: 6210, costBasis: 5402.8 });
  });
});

describe("a column head wrapped over two lines whose short word OCR boxed as small as an x ('Cost or' / 'other basis')", () => {
  it('joins the two lines into the caption', () => {
    const page = {
      width: 1700,
      height: 2200,
      items: [
        { text: 'Proceeds', x0: 963, x1: 1054, y0: 499, y1: 511 },
        { text: 'Cost', x0: 1169, x1: 1213, y0: 500, y1: 512 },
        { text: 'or', x0: 1228, x1: 1249, y0: 502, y1: 511 },
        { text: 'other', x0: 1123, x1: 1179, y0: 521, y1: 533 },
        { text: 'basis', x0: 1192, x1: 1248, y0: 521, y1: 533 },
      ],
    };
    const texts = prepare1099Page(page, [/cost\s*(?:o[rf]\s*other\s*)?basis/i], [], true).items.map((item) => item.text);
    expect(texts).toContain('Cost or other basis');
  });
});

describe("an amount whose thousands comma OCR lost with its space ('1' and '284.37')", () => {
  const page = (gap: number) => ({
    width: 1700,
    height: 2200,
    items: [
      { text: '1', x0: 1086, x1: 1094, y0: 160, y1: 178 },
      { text: '284.37', x0: 1094 + gap, x1: 1094 + gap + 60, y0: 160, y1: 178 },
    ],
  });
  it('joins digits set closer than a character to a three-digit amount', () => {
    expect(prepare1099Page(page(6), [], [], true).items.map((item) => item.text)).toEqual(['1,284.37']);
  });
  it('keeps them apart a space away (a box number before its amount)', () => {
    expect(prepare1099Page(page(16), [], [], true).items.map((item) => item.text)).toEqual(['1', '284.37']);
  });
  const cut = (left: string, right: string) => ({
    width: 1700,
    height: 2200,
    items: [
      { text: left, x0: 1093, x1: 1093 + left.length * 10, y0: 319, y1: 340 },
      { text: right, x0: 1097 + left.length * 10, x1: 1097 + (left.length + right.length) * 10, y0: 319, y1: 340 },
    ],
  });
  it("joins an amount cut after its comma ('9,' + '121.40') or inside its group ('6,41' + '0.25')", () => {
    expect(prepare1099Page(cut('9,', '121.40'), [], [], true).items.map((item) => item.text)).toEqual(['9,121.40']);
    expect(prepare1099Page(cut('6,41', '0.25'), [], [], true).items.map((item) => item.text)).toEqual(['6,410.25']);
  });
  it("joins an amount cut in three that lost its point ('9,1' + '21' + '40'), not three numbers a space apart", () => {
    const three = (gap: number) => ({
      width: 1700,
      height: 2200,
      items: [
        { text: '9,1', x0: 1633, x1: 1680, y0: 487, y1: 523 },
        { text: '21', x0: 1680 + gap, x1: 1710 + gap, y0: 487, y1: 518 },
        { text: '40', x0: 1710 + gap * 2, x1: 1740 + gap * 2, y0: 487, y1: 519 },
      ],
    });
    expect(prepare1099Page(three(9), [], [], true).items.map((item) => item.text)).toEqual(['9,121.40']);
    expect(prepare1099Page(three(40), [], [], true).items.map((item) => item.text)).not.toContain('9,121.40');
  });
  it("reads a lone 1 OCR made a bar before the rest of the amount ('|' + '284.37')", () => {
    expect(prepare1099Page(cut('|', '284.37'), [], [], true).items.map((item) => item.text)).toEqual(['1,284.37']);
  });
  it('keeps two amounts side by side apart, and digits that would not group by threes', () => {
    expect(prepare1099Page(cut('12.00', '345.00'), [], [], true).items.map((item) => item.text)).toEqual(['12.00', '345.00']);
    expect(prepare1099Page(cut('6,4', '0.25'), [], [], true).items.map((item) => item.text)).toEqual(['6,4', '0.25']);
  });
});
