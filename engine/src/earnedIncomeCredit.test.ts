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
});
