// State earned income credits that are a share of the federal EIC (Form 1040 line 27), 2024. Expected figures by hand.
//   K = head of household, wages $30,000, two qualifying children (4 and 8), federal EIC $5,000.
//   C = single, wages $12,000, no child, federal EIC $600.
import { describe, expect, it } from 'vitest';
import { form, statesFor, wageFacts } from './testing/facts';
import type { FederalFactsForStates, StateTaxResult } from './types';

const kids = [
  { age: 4, isQualifyingChild: true, isFullTimeStudent: false, ageAssumedUnder17: false },
  { age: 8, isQualifyingChild: true, isFullTimeStudent: false, ageAssumedUnder17: false },
];
const K = (wages = 30000, eic = 5000) => wageFacts(wages, { filingStatus: 'head-of-household', federalEarnedIncomeCredit: eic, dependents: kids });
const C = () => wageFacts(12000, { federalEarnedIncomeCredit: 600 });

function run(state: string, facts: FederalFactsForStates): StateTaxResult {
  return statesFor(form({ state, filingStatus: facts.filingStatus }), facts).states[0];
}
function eitc(s: StateTaxResult) {
  return s.breakdown.credits.filter((c) => /earned income/i.test(c.name));
}
const near = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThanOrEqual(0.011);

describe('percentage-of-federal EICs, refundable', () => {
  it('CO: 50% for 2024 (HB24-1134)', () => {
    const [c] = eitc(run('CO', K()));
    expect(c).toMatchObject({ amount: 2500, refundable: true });
  });
  it('MT: 10% from 2024 (15-30-2318 MCA)', () => {
    const [c] = eitc(run('MT', K()));
    expect(c).toMatchObject({ amount: 500, refundable: true });
  });
  it('ME: 25% with a qualifying child, 50% without (36 M.R.S. §5219-S)', () => {
    expect(eitc(run('ME', K()))[0]).toMatchObject({ amount: 1250, refundable: true });
    expect(eitc(run('ME', C()))[0]).toMatchObject({ amount: 300, refundable: true });
  });
  it('DC: 70% with a qualifying child; the childless DC EITC (Schedule N) is not computed', () => {
    expect(eitc(run('DC', K()))[0]).toMatchObject({ amount: 3500, refundable: true });
    expect(eitc(run('DC', C()))).toEqual([]);
  });
  it('a refundable EIC beyond the tax is refunded (CO: 30,000 - 21,900 = 8,100 x 4.25% = 344.25; 2,500 + $177 sales tax refund - 344.25 refunded)', () => {
    // DR 0104 line 35: AGI 30,000 is in the first tier, not a joint return: $177
    const s = run('CO', K());
    near(s.regularTax, 344.25);
    expect(s.stateTax).toBe(0);
    near(s.refund, 2500 + 177 - 344.25);
  });
});

describe('choice of a nonrefundable or a refundable share: the larger is taken', () => {
  it('VA K: taxable 30,000 - 8,500 - 3 x 930 = 18,710; tax 720 + 5.75% x 1,710 = 818.325; 20% (1,000) limited to 818.33 beats 15% (750)', () => {
    const s = run('VA', K());
    near(s.regularTax, 818.325);
    const [c] = eitc(s);
    expect(c.refundable).toBe(false);
    near(c.amount, 818.33);
    expect(s.stateTax).toBe(0);
  });
  it('VA, wages 15,000: taxable 3,710; tax 60 + 3% x 710 = 81.30; 15% refundable (750) beats 81.30', () => {
    const s = run('VA', K(15000));
    near(s.regularTax, 81.3);
    expect(eitc(s)[0]).toMatchObject({ amount: 750, refundable: true });
    near(s.refund, 750 - 81.3);
  });
  it('DE K: 30,000 - 3,250 = 26,750; tax 66 + 195 + 480 + 260 + 5.55% x 1,750 = 1,098.125; less personal credits 3 x $110; 20% (1,000) limited to 768.13 beats 4.5% (225)', () => {
    const s = run('DE', K());
    near(s.regularTax, 1098.125);
    const [c] = eitc(s);
    expect(c.refundable).toBe(false);
    near(c.amount, 768.13);
    near(s.stateTax, 0);
  });
});

describe('MD Form 502: nonrefundable 50% up to the tax, refundable 45% less the tax with a qualifying child', () => {
  it('K: std 15% x 30,000 = 4,500; exemptions 3 x 3,200; taxable 15,900; tax table row $15,900-$15,950: 90 + 4.75% x (15,925 - 3,000) = 703.94 -> $704', () => {
    const s = run('MD', K());
    near(s.regularTax, 704);
    const [nonref, ref] = eitc(s);
    expect(nonref.refundable).toBe(false);
    near(nonref.amount, 704); // min(704, 50% x 5,000)
    expect(ref.refundable).toBe(true);
    near(ref.amount, 2250 - 704); // 45% x 5,000 - 704 = 1,546
  });
  it('C (single, no child): 100% of the federal EIC up to $530, up to the tax; no refundable part computed', () => {
    // std: 15% x 12,000 = 1,800 (minimum 1,800); exemption 3,200; taxable 7,000: table row $7,000-$7,050: 90 + 4.75% x 4,025 = 281.19 -> $281
    const s = run('MD', C());
    near(s.regularTax, 281);
    const cs = eitc(s);
    expect(cs).toHaveLength(1);
    near(cs[0].amount, 281);
  });
});
