// The 1099 readers on small pages built after what printed corpus 4 (pdfLaTeX) prints (docs/READER-MISSES-PRINTED-4.md,
// patterns 8-16): each rule on the words and places of a synthetic page, not on a corpus file.
import { describe, expect, it } from 'vitest';
import { codeUnder } from './boxes1099';
import { parse1099 } from './form1099';
import { groupLines } from './layout';

/** Words of one line `height` high, each at its [text, x0] and as wide as its letters. */
const line = (y0: number, height: number, ...entries: [string, number][]) => entries.map(([text, x0]) => ({ text, x0, x1: x0 + text.length * height * 0.5, y0, y1: y0 + height }));

describe('a blank box beside a state number', () => {
  it("leaves box 4 blank when the value under it is box 6's state number ('MN 4418207'), and reads box 5", () => {
    const page = {
      width: 612,
      height: 792,
      items: [
        ...line(62, 7, ['1', 274], ['Nonemployee', 282], ['compensation', 326]),
        ...line(86, 10, ['27,940.00', 329]),
        ...line(101, 7, ['4', 389], ['Federal', 396], ['income', 422], ['tax', 444], ['withheld', 458], ['Form', 517], ['1099-NEC', 535]),
        ...line(138, 7, ['5', 274], ['State', 281], ['tax', 299], ['withheld', 312], ['6', 389], ["State/Payer's", 395], ['state', 438], ['no.', 457]),
        ...line(160, 10, ['1,117.60', 335], ['MN', 438], ['4418207', 456]),
        ...line(175, 7, ['7', 274], ['State', 281], ['income', 302]),
      ],
    };
    const read = parse1099(page, '1099-nec');
    expect(read).toMatchObject({ nonemployeeCompensation: 27940, stateTaxWithheld: 1117.6 });
    expect(read.federalIncomeTaxWithheld).toBeUndefined();
  });
});

describe("a 1099-R code box with a check box's caption in it", () => {
  it("reads the code at the cell's foot in the values' larger type, level with a side title ('7' beside 'Plans, IRAs,')", () => {
    const lines = groupLines([
      ...line(135, 7, ['6', 274], ['Net', 281], ['unrealized', 293], ['7', 389], ['Distribution', 395], ['code(s)', 435]),
      ...line(140, 7, ["employer's", 274], ['securities', 308], ['IRA/SEP/SIMPLE', 389]),
      ...line(148, 7, ["PAYER'S", 31], ['TIN', 61]),
      ...line(151, 10, ['7', 492]),
      ...line(152, 9, ['Plans,', 503], ['IRAs,', 533]),
    ]);
    expect(codeUnder(lines, /distribution\s*codes?|\bcode\(s\)/i, /^[1-9A-HJ-UW]{1,2}$/)).toBe('7');
    // A box number in the caption's type is the next cell's caption, and what is right of it is no code of box 7.
    const nextCell = groupLines([...lines.flatMap((row) => row.items.filter((item) => item.text !== '7' || item.x0 < 400)), ...line(151, 7, ['8', 492]), ...line(151, 7, ['Other', 500]), ...line(160, 10, ['G', 520])]);
    expect(codeUnder(nextCell, /distribution\s*codes?|\bcode\(s\)/i, /^[1-9A-HJ-UW]{1,2}$/)).toBe('');
  });
});

describe('a caption that wraps with a hyphen, its value on the first line', () => {
  it("reads box 3's $0.00 beside 'Treasury obliga-', not the next row's or a table's further down", () => {
    const page = {
      width: 612,
      height: 792,
      items: [
        ...line(327, 11, ['2024', 100], ['Form', 127], ['1099-INT', 154]),
        ...line(389, 11, ['Box', 100], ['1', 119], ['Interest', 128], ['income', 170], ['$2,218.40', 469]),
        ...line(410, 11, ['Box', 100], ['2', 118], ['Early', 128], ['withdrawal', 156], ['penalty', 207], ['$0.00', 488]),
        ...line(431, 11, ['Box', 100], ['3', 118], ['Interest', 127], ['on', 168], ['U.S.', 182], ['Savings', 205], ['Bonds', 242], ['and', 269], ['Treasury', 287], ['obliga-', 330], ['$0.00', 488]),
        ...line(444, 11, ['tions', 100]),
        ...line(465, 11, ['Box', 100], ['4', 119], ['Federal', 128], ['income', 166], ['tax', 199], ['withheld', 218], ['$12.00', 480]),
        ...line(537, 10, ['Premier', 57], ['Money', 94], ['Market', 122], ['1,906.22', 195]),
      ],
    };
    expect(parse1099(page, '1099-int')).toMatchObject({ interestIncome: 2218.4, earlyWithdrawalPenalty: 0, usSavingsBondsInterest: 0, federalIncomeTaxWithheld: 12 });
  });
});

describe('a 1099-B sale table in fixed columns whose heads are words over box numbers, with a TOTALS line', () => {
  const page = (sentence: [string, number][]) => ({
    width: 612,
    height: 792,
    items: [
      ...line(125, 9, ['2024', 34], ['FORM', 63], ['1099-B', 93], ['PROCEEDS', 134], ['FROM', 187], ['BROKER', 216]),
      ...line(153, 9, ...sentence),
      ...line(189, 8, ['DESCRIPTION', 34], ['QUANTITY', 193], ['SOLD', 275], ['PROCEEDS', 325], ['COST', 393], ['WASH', 416], ['SALE', 438], ['GAIN/LOSS', 461]),
      ...line(199, 8, ['(1C)', 275], ['(1D)', 343], ['(1E)', 393], ['(1G)', 434]),
      ...line(218, 8, ['NORTHRIDGE', 34], ['100.000', 198], ['07/15/24', 275], ['6,412.50', 325], ['5,890.12', 375], ['522.38', 470]),
      ...line(227, 8, ['ALDER', 34], ['40.000', 202], ['08/02/24', 275], ['1,884.40', 325], ['2,091.77', 375], ['207.37', 425], ['0.00', 479]),
      ...line(274, 8, ['TOTALS', 34], ['SHORT-TERM', 66], ['8,296.90', 325], ['7,981.89', 375], ['207.37', 425], ['522.38', 470]),
    ],
  });
  it("takes 'COST' over '(1E)' as box 1e and its TOTALS amount, and box 4 from 'FEDERAL INCOME TAX WITHHELD (BOX 4): 0.00'", () => {
    const read = parse1099(page([['FEDERAL', 303], ['INCOME', 347], ['TAX', 385], ['WITHHELD', 407], ['(BOX', 456], ['4):', 484], ['0.00', 506]]), '1099-b');
    expect(read).toMatchObject({ proceedsFromSales: 8296.9, costBasis: 7981.89, washSaleAdjustment: 207.37, federalIncomeTaxWithheld: 0 });
  });
  it('reads no amount for a box named in a sentence without one', () => {
    const read = parse1099(page([['NO', 303], ['FEDERAL', 320], ['INCOME', 364], ['TAX', 402], ['WAS', 424], ['WITHHELD.', 446]]), '1099-b');
    expect(read.federalIncomeTaxWithheld).not.toBe(0);
  });
});

describe('SSA-1099 boxes 3 and 4 chosen by box 5 (box 3 minus box 4)', () => {
  // A phone photo of an SSA-like form as OCR read it: box 3's amount garbled ('S4ps160'), box 4's '$308.00' read
  // without its point ('$30800'), box 5 read right; the description panels print box 3's total and box 4's.
  const items = [
    ...line(113, 35, ['FORM', 114], ['SSA-1099', 248], ['SOCIAL', 486], ['SECURITY', 655], ['BENEFIT', 880], ['STATEMENT', 1069]),
    // Box 4's caption garbled ('SSAIN202¢'): its amount is read under box 3's caption.
    ...line(380, 25, ['Box', 123], ['3', 181], ['Benefits', 216], ['Paid', 330], ['in', 396], ['2024', 426], ['|Box4', 879], ['Benefits', 987], ['SSAIN202¢', 1202], ['Box', 1543], ['5.', 1600], ['Net', 1660], ['Benefits', 1716], ['for', 1826], ['2024', 1875]),
    ...line(467, 58, ['S4ps160', 249], ['$30800', 1254], ['$24,343.60', 1951]),
    ...line(537, 49, ['DESCRIPTION', 123], ['OF', 335], ['AMOUNT', 388], ['IN', 511], ['BOX', 555], ['3', 620]),
    ...line(622, 31, ['Paid', 132], ['by', 216], ['check', 265], ['$19,815.60', 1214], ['Paid', 1438], ['in', 1522], ['2023', 1561], ['$308.00', 2275]),
    ...line(810, 31, ['Benefits', 132], ['for', 290], ['2024', 350], ['$24,651.60', 1214]),
  ];
  it("takes 24,651.60 for box 3 and 308.00 for box 4, not box 4's '$30800' for box 3", () => {
    const read = parse1099({ width: 2500, height: 1500, items }, 'ssa-1099', { ocr: true });
    expect(read).toMatchObject({ box3NetBenefits: 24651.6, box4: 308, box5NetBenefits: 24343.6 });
  });
  it('leaves the boxes as read when no pair of printed amounts differs by box 5', () => {
    const without = items.filter((item) => item.text !== '$24,651.60');
    const read = parse1099({ width: 2500, height: 1500, items: without }, 'ssa-1099', { ocr: true });
    expect(read.box3NetBenefits).not.toBe(24651.6);
  });
});

describe("an amount right-aligned in a grid's left cell that runs on under the right cell's caption", () => {
  // A state agency's 1099-G as OCR read its clean picture: box 1's '$9,360.00' starts left of box 2's number and
  // ends under box 2's caption; box 2's own '$0.00' is further right.
  const items = [
    ...line(249, 17, ['1', 764], ['Unemployment', 777], ['compensation', 860], ['2', 962], ['State', 975], ['or', 1014], ['local', 1033], ['income', 1071], ['tax', 1116], ['refunds,', 1142], ['credits,', 1199], ['or', 1257], ['offsets', 1276]),
    ...line(266, 24, ['$9,360.00', 952], ['$0.00', 1320], ['2024', 1528]),
    ...line(303, 14, ['3', 763], ['Box', 788], ['2', 827], ['amount', 844], ['is', 916], ['for', 935], ['tax', 965], ['year', 999], ['4', 1081], ['Federal', 1107], ['income', 1175], ['tax', 1242], ['withheld', 1275]),
    ...line(329, 14, ['Form', 1473], ['1099-G', 1525]),
    ...line(361, 23, ['$936.00', 1292]),
  ];
  it('reads it for box 1, and box 2 as the amount under its own caption', () => {
    expect(parse1099({ width: 1700, height: 2200, items }, '1099-g', { ocr: true })).toMatchObject({ unemploymentCompensation: 9360, stateLocalIncomeTaxRefunds: 0, federalIncomeTaxWithheld: 936 });
  });
});

describe("two grid cells that each print '$0.00'", () => {
  it("keeps box 4's own $0.00, though box 3's $0.00 starts left of box 4's number", () => {
    const page = {
      width: 612,
      height: 792,
      items: [
        ...line(400, 9, ['Form', 440], ['1099-INT', 470]),
        ...line(487, 6, ["PAYER'S", 45], ['TIN', 66], ['3', 308], ['Interest', 312], ['on', 335], ['U.S.', 342], ['Savings', 354], ['Bonds', 374], ['and', 389], ['Treasury', 399], ['4', 439], ['Federal', 444], ['income', 464], ['tax', 482], ['withheld', 492]),
        ...line(494, 9, ['05-0219476', 45]),
        ...line(494, 6, ['obligations', 308]),
        ...line(509, 9, ['$0.00', 547]),
        ...line(516, 9, ['$0.00', 416]),
        ...line(544, 6, ["RECIPIENT'S", 45], ['TIN', 76], ['5', 308], ['Investment', 313], ['expenses', 342], ['6', 439], ['Foreign', 444], ['tax', 463], ['paid', 473]),
      ],
    };
    expect(parse1099(page, '1099-int')).toMatchObject({ usSavingsBondsInterest: 0, federalIncomeTaxWithheld: 0 });
  });
});
