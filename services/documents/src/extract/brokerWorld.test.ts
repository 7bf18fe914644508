// 1099-B and SSA-1099 statements drawn in layouts of helper C's own (testing/brokerWorld.ts), and the rules they needed.
import { describe, expect, it } from 'vitest';
import { BOX_NUMBERS } from './boxNumbers1099';
import { readByHeadNumbers } from './boxes1099';
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
  it('still takes a column whose head word is its own box (STATE TAX over 16)', () => {
    const state = groupLines([
      ...ocrLine(100, [['PROCEEDS', 300], ['STATE TAX', 480]]),
      ...ocrLine(118, [['(1D)', 300], ['(16)', 480]]),
      ...ocrLine(160, [['TOTALS', 10], ['16,979.10', 300], ['12.00', 480]]),
    ]);
    expect(readByHeadNumbers(state, BOX_NUMBERS['1099-b'], {} as Record<string, string>).stateTaxWithheld).toBe('12.00');
  });
});
