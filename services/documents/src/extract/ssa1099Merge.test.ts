// An SSA-1099 whose 'DESCRIPTION OF AMOUNT IN BOX 3' block stands in the boxes' own column and is followed by boxes
// printed without their numbers: leaving the block out ran on over boxes 4 and 5. What the reading without the
// descriptions loses is read with them (form1099.ts parse1099).
import { describe, expect, it } from 'vitest';
import { parse1099 } from './form1099';
import type { PageText } from './layout';
import { ocrLine } from '../testing/ocrLine';

const page: PageText = {
  width: 720,
  height: 600,
  items: [
    ...ocrLine(20, [['FORM SSA-1099 - SOCIAL SECURITY BENEFIT STATEMENT', 40], ['2024', 600]]),
    ...ocrLine(50, [["BENEFICIARY'S NAME", 40], ["BENEFICIARY'S SOCIAL SECURITY NUMBER", 360]]),
    ...ocrLine(66, [['AUGUSTINE P DELACROIX-MWANGI', 40], ['XXX-XX-5530', 360]]),
    ...ocrLine(100, [['Box 3. BENEFITS PAID TO YOU IN 2024', 40], ['$21,604.80', 560]]),
    ...ocrLine(124, [['DESCRIPTION OF AMOUNT IN BOX 3', 40]]),
    ...ocrLine(140, [['Paid by check or direct deposit', 60], ['$19,380.00', 560]]),
    ...ocrLine(156, [['Medicare Part B premiums deducted from your benefits', 60], ['$2,224.80', 560]]),
    ...ocrLine(172, [['Total additions', 60], ['$21,604.80', 560]]),
    ...ocrLine(188, [['Benefits for 2024', 60], ['$21,604.80', 560]]),
    ...ocrLine(220, [['BENEFITS REPAID TO SSA IN 2024', 40], ['$1,140.00', 560]]),
    ...ocrLine(244, [['NET BENEFITS FOR 2024 (BOX 3 MINUS BOX 4)', 40], ['$20,464.80', 560]]),
  ],
};

describe('an SSA-1099 read without its description block', () => {
  it('keeps boxes 4 and 5 printed without their numbers under the block', () => {
    const boxes = parse1099(page, 'ssa-1099').fieldDetails as Record<string, unknown>;
    expect(boxes).toMatchObject({ box3NetBenefits: 21604.8, box4: 1140, box5NetBenefits: 20464.8 });
  });
});
