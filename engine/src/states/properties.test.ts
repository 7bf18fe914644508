// Properties over every state: no NaN, no negative figures, refund and amount due exclusive, taxable income within
// the state AGI, and state tax that does not fall as wages rise for a fixed household.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STATE_TAX_2024 } from '../../data/stateTax2024';
import { form, statesFor, wageFacts } from './testing/facts';
import type { DependentFact } from './types';

const CODES = Object.keys(STATE_TAX_2024);
const STATUSES = ['single', 'married-joint', 'married-separate', 'head-of-household', 'qualifying-widow'] as const;

const household = fc.record({
  state: fc.constantFrom(...CODES),
  status: fc.constantFrom(...STATUSES),
  wages: fc.integer({ min: 0, max: 2_000_000 }),
  interest: fc.integer({ min: 0, max: 50_000 }),
  gains: fc.integer({ min: -3_000, max: 500_000 }),
  pensions: fc.integer({ min: 0, max: 80_000 }),
  socialSecurity: fc.integer({ min: 0, max: 40_000 }),
  age: fc.integer({ min: 18, max: 90 }),
  kids: fc.array(fc.integer({ min: 0, max: 23 }), { maxLength: 4 }),
  city: fc.constantFrom('', 'Baltimore', 'Brooklyn', 'Yonkers', 'Columbus', 'Philadelphia', 'Indianapolis', 'Annapolis'),
  withheld: fc.integer({ min: 0, max: 20_000 }),
});

type Household = typeof household extends fc.Arbitrary<infer T> ? T : never;

function run(h: Household, wages = h.wages) {
  const deps: DependentFact[] = h.kids.map((age) => ({ age, ageAssumedUnder17: false, isQualifyingChild: age < 19, isFullTimeStudent: age >= 19 }));
  const taxableSs = Math.round(h.socialSecurity * 0.85);
  const agi = wages + h.interest + h.gains + h.pensions + taxableSs;
  const facts = wageFacts(wages, {
    filingStatus: h.status,
    taxableInterest: h.interest,
    ordinaryDividends: 0,
    capitalGainOrLoss: h.gains,
    netLongTermCapitalGain: h.gains,
    taxablePensions: h.pensions,
    socialSecurityBenefits: h.socialSecurity,
    taxableSocialSecurity: taxableSs,
    totalIncome: agi,
    federalAgi: agi,
    federalTaxableIncome: Math.max(0, agi - 14600),
    taxpayerAge: h.age,
    spouseAge: h.status === 'married-joint' ? h.age : 0,
    dependents: deps,
  });
  return statesFor(form({ state: h.state, filingStatus: h.status, city: h.city, w2Data: [{ wages: String(wages), stateTax: String(h.withheld) }] }), facts);
}

describe('state results over random households', () => {
  it('are finite, not negative, with refund and amount due exclusive', () => {
    fc.assert(
      fc.property(household, (h) => {
        const r = run(h);
        for (const s of r.states) {
          for (const key of ['taxableIncome', 'regularTax', 'credits', 'localTax', 'stateTax', 'withholdings', 'refund', 'amountDue', 'effectiveRate'] as const) {
            expect(Number.isFinite(s[key]), `${s.state} ${key}`).toBe(true);
            expect(s[key], `${s.state} ${key}`).toBeGreaterThanOrEqual(0);
          }
          expect(s.refund > 0 && s.amountDue > 0).toBe(false);
          expect(s.taxableIncome).toBeLessThanOrEqual(Math.max(0, s.adjustedGrossIncome) + 0.01);
        }
        for (const key of ['totalStateTax', 'totalWithholdings', 'totalRefund', 'totalAmountDue'] as const) expect(Number.isFinite(r[key])).toBe(true);
        expect(JSON.parse(JSON.stringify(r)).states[0].breakdown.lines.length).toBeGreaterThan(1);
      }),
      { numRuns: 400 },
    );
  });

  it('state tax before refundable credits does not fall as wages rise', () => {
    fc.assert(
      fc.property(household, fc.integer({ min: 1, max: 200_000 }), (h, raise) => {
        const before = run(h).states[0];
        const after = run(h, h.wages + raise).states[0];
        const liability = (s: typeof before) => s.regularTax + s.localTax - s.breakdown.credits.filter((c) => !c.refundable).reduce((a, c) => a + c.amount, 0);
        expect(Math.max(0, liability(after)) + 0.02).toBeGreaterThanOrEqual(Math.max(0, liability(before)));
      }),
      { numRuns: 400 },
    );
  });
});
