// The 2024 EIC Table's edge rows (i1040 2024, EIC Table; Rev. Proc. 2023-34 §3.06 for the amounts).
import { describe, expect, it } from 'vitest';
import { eicCompletedPhaseout, eicTableAmount } from './earnedIncomeCredit';

describe('EIC Table edge rows', () => {
  it('the row that holds the earned income amount shows the maximum', () => {
    // One child: earned income amount 12,390, maximum 4,213. Row 12,350-12,400 holds it: 4,213 (its midpoint
    // 12,375 x 34% = 4,207.50 would be less). The row before, 12,300-12,350: 12,325 x 34% = 4,190.50 -> 4,191.
    expect(eicTableAmount(12_360, 1, false)).toBe(4_213);
    expect(eicTableAmount(12_349, 1, false)).toBe(4_191);
    // No child: 8,260 in row 8,250-8,300: 632 (8,275 x 7.65% = 633.04 capped anyway); row 8,200-8,250: 8,225 x 7.65% = 629.21 -> 629.
    expect(eicTableAmount(8_255, 0, false)).toBe(632);
    expect(eicTableAmount(8_240, 0, false)).toBe(629);
  });

  it('the row that holds the phase-out threshold has no reduction', () => {
    // One child, single: threshold 22,720 in row 22,700-22,750: 4,213 (the midpoint 22,725 would take 5 x 15.98% = 0.80).
    expect(eicTableAmount(22_745, 1, false)).toBe(4_213);
    // Next row 22,750-22,800: 4,213 - (22,775 - 22,720) x 15.98% = 4,213 - 8.789 = 4,204.21 -> 4,204.
    expect(eicTableAmount(22_760, 1, false)).toBe(4_204);
    // Joint, two children: threshold 29,640 in row 29,600-29,650: 6,960.
    expect(eicTableAmount(29_649, 2, true)).toBe(6_960);
  });

  it('the last row ends at the completed phase-out amount, and there is no credit from there on', () => {
    // No child, single: completed at 10,330 + 632 / 7.65% = 18,591.4 -> 18,591 (Pub 596: less than 18,591).
    expect(eicCompletedPhaseout(0, false)).toBe(18_591);
    expect(eicCompletedPhaseout(1, false)).toBe(49_084);
    expect(eicCompletedPhaseout(3, true)).toBe(66_819);
    // Last row 18,550-18,591, midpoint 18,570.50: 632 - (18,570.50 - 10,330) x 7.65% = 632 - 630.40 = 1.60 -> 2.
    expect(eicTableAmount(18_580, 0, false)).toBe(2);
    expect(eicTableAmount(18_591, 0, false)).toBe(0);
    expect(eicTableAmount(18_595, 0, false)).toBe(0);
  });
  it('every column of the Table ends where Pub 596 (2024) says the credit reaches 0', () => {
    // Completed phase-out = threshold + maximum / phase-out rate, whole dollars (Rev. Proc. 2023-34 §3.06; Pub 596
    // 2024 Table 1 'less than'): single 10,330 + 632/7.65% = 18,591.4; 22,720 + 4,213/15.98% = 49,084.1;
    // 22,720 + 6,960/21.06% = 55,768.3; 22,720 + 7,830/21.06% = 59,899.1; joint +6,920 each.
    const single = [18_591, 49_084, 55_768, 59_899];
    const joint = [25_511, 56_004, 62_688, 66_819];
    for (let children = 0; children < 4; children++) {
      expect(eicCompletedPhaseout(children, false)).toBe(single[children]);
      expect(eicCompletedPhaseout(children, true)).toBe(joint[children]);
      expect(eicTableAmount(single[children], children, false)).toBe(0);
      expect(eicTableAmount(joint[children], children, true)).toBe(0);
    }
  });

  it("the last rows are figured at the printed (shortened) row's midpoint", () => {
    // The 2015 Table shows how a column's last row is printed: '53,250 53,267 ... 2' (joint, three children,
    // completed 53,267): 6,242 - (53,258.50 - 23,630) x 21.06% = 2.24 -> 2, the shortened row's midpoint; the
    // full row's (53,275) would be below zero. 2024, worked the same way:
    // one child single, 49,050-49,084, midpoint 49,067: 4,213 - 26,347 x 15.98% = 2.75 -> 3; the row before,
    // 49,000-49,050 at 49,025: 4,213 - 26,305 x 15.98% = 9.46 -> 9.
    expect(eicTableAmount(49_060, 1, false)).toBe(3);
    expect(eicTableAmount(49_010, 1, false)).toBe(9);
    // two children single, 55,750-55,768 at 55,759: 6,960 - 33,039 x 21.06% = 1.99 -> 2.
    expect(eicTableAmount(55_767, 2, false)).toBe(2);
    // three children single, 59,850-59,899 at 59,874.50: 7,830 - 37,154.50 x 21.06% = 5.25 -> 5.
    expect(eicTableAmount(59_898, 3, false)).toBe(5);
    // two children joint, 62,650-62,688 at 62,669: 6,960 - 33,029 x 21.06% = 4.09 -> 4.
    expect(eicTableAmount(62_660, 2, true)).toBe(4);
    // three children joint, 66,800-66,819 at 66,809.50: 7,830 - 37,169.50 x 21.06% = 2.10 -> 2.
    expect(eicTableAmount(66_818, 3, true)).toBe(2);
    // No child joint, 25,500-25,511 at 25,505.50: 632 - 8,255.50 x 7.65% = 0.45 -> 0; the row before, 25,450-25,500 at
    // 25,475: 632 - 8,225 x 7.65% = 2.79 -> 3. One child joint, 56,000-56,004 at 56,002: 4,213 - 26,362 x 15.98% =
    // 0.35 -> 0. These last rows round to 0 although the income is below the completed amount.
    expect(eicTableAmount(25_505, 0, true)).toBe(0);
    expect(eicTableAmount(25_480, 0, true)).toBe(3);
    expect(eicTableAmount(56_001, 1, true)).toBe(0);
  });
});
