// Issue 9 item 10, California: CalEITC and the young child tax credit (Form 540 lines 75-76, FTB 3514 2024) and the
// nonrefundable renter's credit (line 46), worked by hand from the 2024 figures in engine/data/stateRules2024/ca.ts.
// CalEITC with k children: phase-in rate = federal 2015 rate x 85% (7.65% -> 6.5025%, 34% -> 28.9%, 40% -> 34%,
// 45% -> 38.25%) up to the published maximum ($294 / $1,958 / $3,239 / $3,644), then the same rate down to the second
// phase-out amount ($244 / $617), then a straight line to 0 at $31,951.
import { describe, expect, it } from 'vitest';
import { form, statesFor, wageFacts } from './testing/facts';
import type { FederalFactsForStates, StateTaxResult } from './types';

const near = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(0.011);
const child = (age: number) => ({ age, isQualifyingChild: true, isFullTimeStudent: false, ageAssumedUnder17: age < 17 });
function ca(facts: FederalFactsForStates, input: Record<string, unknown> = {}): StateTaxResult {
  return statesFor(form({ state: 'CA', filingStatus: facts.filingStatus, ...input }), facts).states[0];
}
const creditNamed = (s: StateTaxResult, name: RegExp) => s.breakdown.credits.find((c) => name.test(c.name));

describe('CalEITC and the young child tax credit (FTB 3514)', () => {
  it('head of household, one child aged 3, wages 20,000: second phase-out; YCTC in full', () => {
    // Phase-in end 1,958 / 0.289 = 6,775.09; second phase-out from 6,775.09 + (1,958 - 617) / 0.289 = 11,415.22;
    // at 20,000: 617 x (31,951 - 20,000) / (31,951 - 11,415.22) = 617 x 11,951 / 20,535.78 = 359.07.
    // YCTC: earned income 20,000 is under $25,775: $1,154.
    // Tax: 20,000 - 11,080 = 8,920 -> table row 8,851-8,950 (midpoint 8,900): 1% = 89; exemption credits 149 + 461 cover it.
    const s = ca(wageFacts(20000, { filingStatus: 'head-of-household', dependents: [child(3)] }));
    near(creditNamed(s, /earned income tax credit/)!.amount, 359.07);
    near(creditNamed(s, /Young child/)!.amount, 1154);
    expect(s.stateTax).toBe(0);
    near(s.refund, 359.07 + 1154);
    expect(creditNamed(s, /Young child/)!.source).toMatch(/line 76/);
  });
  it('no child, wages 3,000, age 30: phase-in 3,000 x 6.5025% = 195.08', () => {
    const s = ca(wageFacts(3000));
    near(creditNamed(s, /earned income tax credit/)!.amount, 195.08);
    expect(creditNamed(s, /Young child/)).toBeUndefined();
  });
  it('three children at the phase-in end: the $3,644 maximum', () => {
    // 3,644 / 0.3825 = 9,526.80: at 9,526.80 the credit is 3,644.
    const s = ca(wageFacts(9526.8, { filingStatus: 'married-joint', spouseAge: 30, dependents: [child(8), child(10), child(12)] }));
    near(creditNamed(s, /earned income tax credit/)!.amount, 3644);
  });
  it('YCTC phase-out: earned income 28,775 -> 1,154 - 1,154 x 3,000 / 6,175 = 593.35', () => {
    const s = ca(wageFacts(28775, { filingStatus: 'head-of-household', dependents: [child(2)] }));
    near(creditNamed(s, /Young child/)!.amount, 593.35);
  });
  it('no earned income (pension 20,000), a child aged 4: no CalEITC, the young child tax credit in full', () => {
    const s = ca(wageFacts(0, { taxablePensions: 20000, totalIncome: 20000, federalAgi: 20000, filingStatus: 'head-of-household', dependents: [child(4)] }));
    expect(creditNamed(s, /earned income tax credit/)).toBeUndefined();
    near(creditNamed(s, /Young child/)!.amount, 1154);
  });
  it('over $31,950, married filing separately, or a nonresident: no CalEITC', () => {
    expect(creditNamed(ca(wageFacts(32000, { filingStatus: 'head-of-household', dependents: [child(2)] })), /earned income tax credit|Young child/)).toBeUndefined();
    expect(creditNamed(ca(wageFacts(15000, { filingStatus: 'married-separate' })), /earned income tax credit/)).toBeUndefined();
    // Lived in California 100 days (part-year): not more than half the year.
    const r = statesFor(
      form({ state: 'NV', isFullYearResident: false, additionalState: 'CA', additionalStateStartDate: '2024-09-23', additionalStateEndDate: '2024-12-31' }),
      wageFacts(15000),
    );
    expect(creditNamed(r.states.find((x) => x.state === 'CA')!, /earned income tax credit/)).toBeUndefined();
  });
});

describe("CA renter's credit (Form 540 line 46)", () => {
  it('single, CA AGI 40,000, rent paid: $60 nonrefundable', () => {
    // 40,000 - 5,540 = 34,460 -> table midpoint 34,500: 402.42 (at 25,499) + 4% x (34,500 - 25,499) = 762.46 -> 762; less 149 and 60 = 553.
    const s = ca(wageFacts(40000), { rentPaid: 18000 });
    near(creditNamed(s, /renter/)!.amount, 60);
    near(s.stateTax, 762 - 149 - 60);
  });
  it('joint, CA AGI 104,842 qualifies for $120; one dollar more does not', () => {
    const mfj = { filingStatus: 'married-joint' as const, spouseAge: 40 };
    near(creditNamed(ca(wageFacts(104842, mfj), { rentPaid: 24000 }), /renter/)!.amount, 120);
    expect(creditNamed(ca(wageFacts(104843, mfj), { rentPaid: 24000 }), /renter/)).toBeUndefined();
  });
});
