// Form 8880 (2024) line 4: distributions received after 2021 and before the due date of the 2024 return
// reduce the contributions of line 3 (lines 5-7), both spouses' amounts in both columns on a joint return.
import { describe, expect, it } from 'vitest';
import { form8880, form8880Line4 } from './form8880';

describe('Form 8880 line 4', () => {
  it('single: a 2023 IRA distribution reduces the contributions', () => {
    // Line 3 2,000; line 4 500; line 5 = 2,000 - 500 = 1,500; line 6 = min(1,500, 2,000) = 1,500; line 7 1,500.
    // Line 8 AGI 20,000, single: not over 23,000 -> line 9 0.5; line 10 = 1,500 x 0.5 = 750; tax 1,000 -> 750.
    const r = form8880([2_000], 20_000, 'single', 1_000, { taxpayer: 500, spouse: 0 });
    expect(r.line4).toEqual([500]);
    expect(r.line7).toBe(1_500);
    expect(r.credit).toBe(750);
  });

  it("joint: the spouse's distribution goes in both columns", () => {
    // Line 3: you 2,000, spouse 1,500. Line 4: spouse's 1,000 in both columns ("If married filing jointly,
    // include both spouses' amounts in both columns"). Line 5: 1,000 and 500; line 7 = 1,500.
    // AGI 40,000 joint: not over 46,000 -> 0.5; line 10 = 750.
    const r = form8880([2_000, 1_500], 40_000, 'married-joint', 5_000, { taxpayer: 0, spouse: 1_000 });
    expect(r.line4).toEqual([1_000, 1_000]);
    expect(r.line7).toBe(1_500);
    expect(r.credit).toBe(750);
  });

  it('line 5 is never below 0, and without distributions nothing changes', () => {
    // Line 3 1,000, line 4 3,000 -> line 5 0 -> line 7 0: no credit.
    expect(form8880([1_000], 20_000, 'single', 1_000, { taxpayer: 3_000, spouse: 0 }).credit).toBe(0);
    // 2,500 contributed: line 6 caps at 2,000; AGI 24,000 single -> 0.2; 2,000 x 0.2 = 400.
    expect(form8880([2_500], 24_000, 'single', 1_000).credit).toBe(400);
    // Married filing separately: each person's own column, the spouse's distributions do not count.
    expect(form8880Line4(1, 'married-separate', { taxpayer: 200, spouse: 900 })).toEqual([200]);
  });
});
