// Form 8863 (2024) Part III per student: each eligible student's line 30 is figured on that student's own
// expenses (line 27), so two students' expenses are not pooled.
import { describe, expect, it } from 'vitest';
import { form8863, form8863ByStudent } from './form8863';

describe('Form 8863 per student', () => {
  it('two AOTC students with 3,000 and 5,000 of expenses', () => {
    // Line 30: 2,000 + 25% x 1,000 = 2,250, and 2,000 + 25% x 2,000 = 2,500 (the 4,000 cap); line 1 = 4,750.
    // MAGI 50,000 single -> fraction 1; line 8 = 40% = 1,900; line 9 = 2,850; line 19 = 2,850 (tax 10,000).
    expect(form8863ByStudent([3_000, 5_000], 0, 50_000, 'single', 10_000)).toEqual({ refundable: 1_900, aotcNonrefundable: 2_850, lifetimeLearning: 0, nonrefundable: 2_850 });
    // The same 8,000 shared equally (students' amounts unknown): 2 x 2,500 = 5,000 -> 2,000 refundable, 3,000.
    expect(form8863(8_000, 2, 0, 50_000, 'single', 10_000)).toMatchObject({ refundable: 2_000, aotcNonrefundable: 3_000 });
  });

  it('an AOTC student and a lifetime learning student on one return', () => {
    // AOTC 3,500 -> 2,375; LLC expenses 12,000 -> capped at 10,000 x 20% = 2,000 (line 12). MAGI 85,000 single:
    // fraction (90,000 - 85,000) / 10,000 = 0.5. Line 7 = 1,187.50; line 8 = 475; line 9 = 712.50 -> 713;
    // line 18 = 2,000 x 0.5 = 1,000; line 19 = 713 + 1,000 = 1,713 (tax 5,000).
    expect(form8863ByStudent([3_500], 12_000, 85_000, 'single', 5_000)).toEqual({ refundable: 475, aotcNonrefundable: 713, lifetimeLearning: 1_000, nonrefundable: 1_713 });
  });
});
