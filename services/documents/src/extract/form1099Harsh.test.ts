// 1099 rules found on layouts of testing/form1099Harsh.ts (a credit union's accounts table, a broker's sections side
// by side), on lines as OCR or a text layer sets them.
import { describe, expect, it } from 'vitest';
import { readByHeadNumbers } from './boxes1099';
import { BOX_NUMBERS } from './boxNumbers1099';
import { parse1099, sectionOf, withoutCaptionNumbers, withVoluntaryWithholding } from './form1099';
import { groupLines, type PageText } from './layout';
import { ocrLine } from '../testing/ocrLine';

describe("an accounts table whose columns are headed 'Box N' over the institution's own words", () => {
  // Right-aligned heads and amounts, a totals row: the box is the column's total.
  const lines = groupLines([
    ...ocrLine(100, [['Account', 10], ['Account type', 100], ['Box 1', 268], ['Box 2', 408], ['Box 4', 588]]),
    ...ocrLine(116, [['Interest paid', 212], ['Early w/d penalty', 324], ['Federal tax withheld', 483]]),
    ...ocrLine(140, [['0048812-00', 10], ['Share savings', 100], ['14.27', 268], ['0.00', 415], ['0.00', 595]]),
    ...ocrLine(160, [['0048812-09', 10], ['Share certificate', 100], ['1,207.35', 247], ['52.10', 408], ['120.74', 581]]),
    ...ocrLine(190, [['TOTAL', 100], ['1,221.62', 247], ['52.10', 408], ['120.74', 581]]),
  ]);

  it('reads each box from its totals row', () => {
    const found = readByHeadNumbers(lines, BOX_NUMBERS['1099-int'], {} as Record<string, string>);
    expect(found).toMatchObject({ interestIncome: '1221.62', earlyWithdrawalPenalty: '52.10', federalIncomeTaxWithheld: '120.74' });
  });

  it("takes no column whose words name another box only ('Box 1' over 'Foreign tax paid')", () => {
    const other = groupLines([...ocrLine(100, [['Box 1', 268], ['Box 2', 368]]), ...ocrLine(116, [['Foreign tax paid', 226], ['Penalty', 347]]), ...ocrLine(190, [['TOTAL', 100], ['1,221.62', 247], ['52.10', 368]])]);
    const found = readByHeadNumbers(other, BOX_NUMBERS['1099-int'], {} as Record<string, string>);
    expect(found.interestIncome).toBeUndefined();
    expect(found.earlyWithdrawalPenalty).toBe('52.10');
  });
});

describe("a composite statement's sections side by side", () => {
  const dots = '. . . . . . . . .';
  const page: PageText = {
    width: 1200,
    height: 1600,
    items: [
      ...ocrLine(100, [['2024 1099-DIV DIVIDENDS AND DISTRIBUTIONS', 10], ['2024 1099-INT INTEREST INCOME', 620]]),
      ...ocrLine(130, [['1a Total ordinary dividends', 10], [dots, 250], ['2,874.16', 530], ['1 Interest income', 620], [dots, 800], ['612.88', 1140]]),
      ...ocrLine(150, [['4 Federal income tax withheld', 10], [dots, 250], ['0.00', 558], ['4 Federal income tax withheld', 620], [dots, 850], ['0.00', 1168]]),
      ...ocrLine(170, [['7 Foreign tax paid', 10], [dots, 250], ['41.27', 551], ['6 Foreign tax paid', 620], [dots, 800], ['3.12', 1168]]),
    ],
  };

  it("reads each form's boxes from its own column", () => {
    const div = sectionOf(page, '1099-div');
    expect(groupLines(div.items).map((line) => line.text)).toContain('7 Foreign tax paid . . . . . . . . . 41.27');
    expect(parse1099(page, '1099-div').foreignTaxPaid).toBe(41.27);
    expect(parse1099(page, '1099-int')).toMatchObject({ interestIncome: 612.88, foreignTaxPaid: 3.12 });
  });
});

describe("numbers the form prints in its captions ('Unrecaptured Section 1250 gain', 'Section 1202 gain')", () => {
  const items = [...ocrLine(100, [['2b Unrecaptured Section 1250 gain', 10]]), ...ocrLine(120, [['2c Section 1202 gain', 10]]), ...ocrLine(140, [['2,874.16', 500]])];

  it('are no amount of a box, unless the page prints that amount with cents', () => {
    const found: Record<string, string | undefined> = { totalOrdinaryDividends: '2874.16', totalCapitalGainDistributions: '1250', unrecaptured1250Gain: '1202' };
    withoutCaptionNumbers(found, '1099-div', items);
    expect(found).toEqual({ totalOrdinaryDividends: '2874.16' });
    const paid: Record<string, string | undefined> = { totalCapitalGainDistributions: '1250' };
    withoutCaptionNumbers(paid, '1099-div', [...items, ...ocrLine(160, [['1,250.00', 500]])]);
    expect(paid.totalCapitalGainDistributions).toBe('1250');
  });
});

describe("a 1099-G's federal tax withheld, a tenth of its unemployment compensation (Form W-4V)", () => {
  it("reads box 1 or box 4 without the digit OCR made of its '$' when only then box 4 is a tenth of box 1", () => {
    const paid: Record<string, string | undefined> = { unemploymentCompensation: '81098.00', federalIncomeTaxWithheld: '109.80' };
    withVoluntaryWithholding(paid);
    expect(paid.unemploymentCompensation).toBe('1098.00');
    const withheld: Record<string, string | undefined> = { unemploymentCompensation: '7436.00', federalIncomeTaxWithheld: '8743.60' };
    withVoluntaryWithholding(withheld);
    expect(withheld.federalIncomeTaxWithheld).toBe('743.60');
  });

  it('lets amounts be that are a tenth already, or that no digit explains (withholding stopped part way)', () => {
    const agreed: Record<string, string | undefined> = { unemploymentCompensation: '81098.00', federalIncomeTaxWithheld: '8109.80' };
    withVoluntaryWithholding(agreed);
    expect(agreed.unemploymentCompensation).toBe('81098.00');
    const partial: Record<string, string | undefined> = { unemploymentCompensation: '9874.00', federalIncomeTaxWithheld: '412.00' };
    withVoluntaryWithholding(partial);
    expect(partial).toEqual({ unemploymentCompensation: '9874.00', federalIncomeTaxWithheld: '412.00' });
  });
});
