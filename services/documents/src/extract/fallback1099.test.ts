// The 1099 fallback (fallback1099.ts) on small pages of statements in the payer's own words, and the statements of
// testing/statements1099.ts read whole from their PDFs.
import { describe, expect, it } from 'vitest';
import { STATEMENTS_1099 } from '../testing/statements1099';
import { fallback1099, rowsOfLine } from './fallback1099';
import { FORM_1099_SPECS, looksLike1099, parse1099, read1099Locally } from './form1099';
import { groupLines } from './layout';

/** Words of one line `height` high, each at its [text, x0] and as wide as its letters. */
const line = (y0: number, height: number, ...entries: [string, number][]) => entries.map(([text, x0]) => ({ text, x0, x1: x0 + text.length * height * 0.5, y0, y1: y0 + height }));
const page = (...items: ReturnType<typeof line>[]) => ({ width: 612, height: 792, items: items.flat() });

describe('statement rows', () => {
  it("reads 'Box 2 – caption ..... amount', two pairs on a line, a term and a code after a wide gap", () => {
    const [row] = rowsOfLine(groupLines(line(100, 10, ['Box', 50], ['2', 72], ['–', 80], ['Penalty', 90], ['early', 130], ['..........', 160], ['18.40', 500]))[0]!);
    expect(row).toMatchObject({ number: '2', caption: 'Penalty early', value: '18.40', kind: 'amount' });
    const two = rowsOfLine(groupLines(line(100, 10, ['1a', 40], ['Dividends', 60], ['2,345.67', 250], ['2a', 320], ['Gains', 340], ['412.88', 540]))[0]!);
    expect(two.map((each) => [each.number, each.value])).toEqual([['1a', '2,345.67'], ['2a', '412.88']]);
    expect(rowsOfLine(groupLines(line(100, 10, ['2', 40], ['Holding', 60], ['period', 110], ['LONG-TERM', 400]))[0]!)[0]).toMatchObject({ number: '2', kind: 'term' });
    expect(rowsOfLine(groupLines(line(100, 10, ['Box', 40], ['7.', 62], ['Distribution', 80], ['code', 150], ['7', 500]))[0]!)[0]).toMatchObject({ number: '7', kind: 'code', value: '7' });
    // Leader dots OCR ran into the amount, before or after it.
    const run = groupLines([...line(100, 10, ['Box', 40], ['3:', 62], ['Benefits', 80], ['.$18432.00', 400]), ...line(120, 10, ['Box', 40], ['4:', 62], ['Repaid', 80], ['$0.00.', 400])]);
    expect(run.flatMap(rowsOfLine).map((each) => [each.number, each.value])).toEqual([['3', '$18432.00'], ['4', '$0.00']]);
    // A year is no amount (a 1099-G's box 3, the tax year of the refund).
    expect(rowsOfLine(groupLines(line(100, 10, ['BOX', 40], ['3', 62], ['TAX', 80], ['YEAR', 110], ['2023', 500]))[0]!)).toEqual([]);
  });
});

describe('boxes by number in a section titled for the kind', () => {
  const consolidated = page(
    line(60, 9, ['Form', 40], ['1099-INT', 66], ['Interest', 120], ['Income', 160]),
    line(80, 9, ['1', 44], ['Taxable', 74], ['interest', 112], ['187.23', 530]),
    line(93, 9, ['3', 44], ['U.S.', 74], ['Treasury', 96], ['interest', 140], ['54.00', 535]),
    line(106, 9, ['8', 44], ['Municipal', 74], ['bond', 120], ['interest', 144], ['(tax-exempt)', 184], ['220.00', 530]),
  );
  it("fills what the reader left empty: 'Taxable interest' is box 1, 'U.S. Treasury interest' box 3", () => {
    expect(parse1099(consolidated, '1099-int')).toMatchObject({ interestIncome: 187.23, usSavingsBondsInterest: 54, taxExemptInterest: 220 });
  });
  it('reads nothing on a page that does not name the kind', () => {
    const untitled = { ...consolidated, items: consolidated.items.filter((item) => item.y0 > 70) };
    expect(parse1099(untitled, '1099-int').interestIncome).toBeUndefined();
  });
  it('takes the page as the form when it is titled for the kind and lists two of its boxes', () => {
    const ssa = page(
      line(50, 11, ['Form', 50], ['SSA-1099', 80], ['Social', 140], ['Security', 180], ['Benefit', 230], ['Statement', 270]),
      line(100, 10, ['3', 60], ['Total', 110], ['benefits', 140], ['for', 185], ['2024', 205], ['$21,486.00', 480]),
      line(120, 10, ['4', 60], ['Amount', 110], ['you', 150], ['paid', 170], ['back', 195], ['$612.00', 500]),
      line(140, 10, ['5', 60], ['Net', 110], ['amount', 130], ['$20,874.00', 480]),
    );
    expect(looksLike1099(ssa, 'ssa-1099')).toBe(true);
    expect(parse1099(ssa, 'ssa-1099')).toMatchObject({ box3NetBenefits: 21486, box4: 612, box5NetBenefits: 20874 });
  });
  it("keeps the reader's own reading of a box", () => {
    const lines = groupLines(consolidated.items);
    expect(fallback1099('1099-int', lines, FORM_1099_SPECS['1099-int'].boxes, { interestIncome: '100.00' }).amounts.interestIncome).toBeUndefined();
  });
});

describe('what the fallback does not take', () => {
  const spec = FORM_1099_SPECS['1099-int'].boxes;
  it("leaves a box whose number says one box and caption another ('4  Tax-exempt interest')", () => {
    const lines = groupLines(line(80, 9, ['4', 44], ['Tax-exempt', 74], ['interest', 130], ['220.00', 530]));
    expect(fallback1099('1099-int', lines, spec).amounts).toEqual({});
  });
  it('leaves a box two rows give different amounts', () => {
    const lines = groupLines([...line(80, 9, ['1', 44], ['Taxable', 74], ['interest', 112], ['187.23', 530]), ...line(100, 9, ['1', 44], ['Taxable', 74], ['interest', 112], ['190.00', 530])]);
    expect(fallback1099('1099-int', lines, spec).amounts.interestIncome).toBeUndefined();
  });
  it('leaves SSA-1099 boxes 3-5 when box 5 is not box 3 minus box 4', () => {
    const lines = groupLines([
      ...line(100, 10, ['3', 60], ['Total', 110], ['benefits', 140], ['$21,486.00', 480]),
      ...line(120, 10, ['4', 60], ['Repayments', 110], ['$612.00', 500]),
      ...line(140, 10, ['5', 60], ['Net', 110], ['amount', 130], ['$20,000.00', 480]),
    ]);
    expect(fallback1099('ssa-1099', lines, FORM_1099_SPECS['ssa-1099'].boxes).amounts).toEqual({});
  });
  it("adds no SSA-1099 box 4 that breaks box 5 = box 3 - box 4 with the reader's own boxes 3 and 5", () => {
    const lines = groupLines(line(120, 10, ['4', 60], ['Repayments', 110], ['$612.00', 500]));
    const boxes = FORM_1099_SPECS['ssa-1099'].boxes;
    expect(fallback1099('ssa-1099', lines, boxes, { box3NetBenefits: '21486.00', box5NetBenefits: '21486.00' }).amounts).toEqual({});
    expect(fallback1099('ssa-1099', lines, boxes, { box3NetBenefits: '21486.00', box5NetBenefits: '20874.00' }).amounts).toEqual({ box4: '612.00' });
  });
});

describe('a 1099-B sale table under column heads', () => {
  const table = (gain: string) =>
    groupLines([
      ...line(180, 8, ['Description', 36], ['Acquired', 210], ['Sold', 268], ['Sales', 340], ['price', 362], ['Cost', 430], ['Gain/(Loss)', 530]),
      ...line(197, 8, ['80', 36], ['SH', 48], ['NORTHWIND', 60], ['02/05/2024', 210], ['08/19/2024', 268], ['4210.00', 352], ['4655.30', 420], [gain, 536]),
    ]);
  it('reads proceeds, cost basis and the dates under their heads when proceeds - basis is the gain column', () => {
    expect(fallback1099('1099-b', table('(445.30)'), FORM_1099_SPECS['1099-b'].boxes)).toMatchObject({ amounts: { proceedsFromSales: '4210.00', costBasis: '4655.30' }, dateAcquired: '02/05/2024', dateSold: '08/19/2024' });
  });
  it('takes no proceeds or basis when the gain column says otherwise', () => {
    expect(fallback1099('1099-b', table('445.30'), FORM_1099_SPECS['1099-b'].boxes).amounts).toEqual({});
  });
});

describe('statements in layouts the readers were not fitted to (testing/statements1099.ts), text PDFs', () => {
  // Amounts to the cent (a gain is a difference of amounts), names in capitals as the statements print them.
  const flat = (read: Record<string, unknown> & { payerInfo: { name: string }; recipientInfo: { name: string } }) => ({
    ...Object.fromEntries(Object.entries(read).map(([field, value]) => [field, typeof value === 'number' ? Math.round(value * 100) / 100 : value])),
    'payerInfo.name': read.payerInfo.name.toUpperCase(),
    'recipientInfo.name': read.recipientInfo.name.toUpperCase(),
  });
  for (const statement of STATEMENTS_1099) {
    it(`${statement.kind}: ${statement.layout}`, async () => {
      const read = await read1099Locally(await statement.build(), 'application/pdf', statement.kind);
      expect(flat(read as never)).toMatchObject(statement.expected);
    });
  }
});
