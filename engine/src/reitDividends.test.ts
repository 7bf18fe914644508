// Qualified REIT dividends (1099-DIV box 5, section 199A dividends) on Form 8995 (2024) lines 6-9: 20% of them
// joins the QBI component (line 10), limited to 20% of taxable income before the deduction less net capital gain
// (lines 11-14); no business is needed. Figures worked from Form 8995 and the 2024 Tax Table (i1040).
import { describe, expect, it } from 'vitest';
import { computeReturn } from './index';

const line = (federal: ReturnType<typeof computeReturn>['federal'], id: string) => federal.lines.get(id)?.value;

describe('qualified REIT dividends (Form 8995 line 6)', () => {
  it('gives 20% of box 5 on line 13 to a wage earner with a mutual fund', () => {
    // Wages 60,000 + box 1a 2,000 (none qualified, 1,000 of it box 5): AGI 62,000; line 12 14,600; taxable income
    // before QBI 47,400. Line 9 = 20% x 1,000 = 200; line 14 = 20% x 47,400 = 9,480; line 13 = 200.
    // Line 15 = 47,200; Tax Table row 47,200-47,250 single, at 47,225: 1,160 + 12% x (47,150 - 11,600) = 5,426,
    // + 22% x (47,225 - 47,150) = 16.50 -> 5,442.50, rounded 5,443.
    const { federal } = computeReturn({
      filingStatus: 'single', dateOfBirth: '1980-02-02',
      w2Data: [{ wages: '60000' }],
      investmentData: [{ documentType: '1099-div', totalOrdinaryDividends: 2000, section199ADividends: 1000 }],
    });
    expect(line(federal, 'form1040.line13')).toBe(200);
    expect(line(federal, 'form1040.line15')).toBe(47_200);
    expect(line(federal, 'form1040.line16')).toBe(5_443);
  });

  it('adds the REIT part to a business\'s QBI component, and the income limit still caps the total', () => {
    // Box 5 never counts above box 1a: 500 in 1a with 900 in box 5 counts 500 -> line 9 = 100.
    // Schedule C profit 10,000 (single, no other income): SE tax 10,000 x 92.35% x 15.3% = 1,412.96 -> 1,413;
    // half 706.50 -> 707 (Schedule 1 line 15). QBI = 10,000 - 707 = 9,293; line 5 = 1,858.60. AGI = 10,500 - 707 =
    // 9,793; taxable income before QBI = 9,793 - 14,600 < 0 -> line 14 = 0, so line 13 = 0 for both parts.
    const capped = computeReturn({
      filingStatus: 'single', dateOfBirth: '1980-02-02',
      otherIncomeEntries: [{ type: 'Business Income', amount: 10000, businessData: { grossReceipts: 10000, totalExpenses: 0, owner: 'taxpayer' } }],
      investmentData: [{ documentType: '1099-div', totalOrdinaryDividends: 500, section199ADividends: 900 }],
    });
    expect(line(capped.federal, 'form1040.line13')).toBe(0);
    // With wages 40,000 as well: AGI 49,793; before QBI 35,193; line 14 = 7,038.60; line 10 = 1,858.60 + 100 =
    // 1,958.60 -> line 13 = 1,959.
    const both = computeReturn({
      filingStatus: 'single', dateOfBirth: '1980-02-02',
      w2Data: [{ wages: '40000' }],
      otherIncomeEntries: [{ type: 'Business Income', amount: 10000, businessData: { grossReceipts: 10000, totalExpenses: 0, owner: 'taxpayer' } }],
      investmentData: [{ documentType: '1099-div', totalOrdinaryDividends: 500, section199ADividends: 900 }],
    });
    expect(line(both.federal, 'form8995.line1')).toBe(9_293);
    expect(line(both.federal, 'form1040.line13')).toBe(1_959);
  });
});
