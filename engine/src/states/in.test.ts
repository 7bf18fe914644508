// Indiana IT-40 (2024) Schedule 3 with Schedule IN-DEP: the $3,000 exemption for a dependent child in its first year
// (IC 6-3-1-3.5 as amended by HEA 1001-2023; Indiana DOR Information Bulletin #117, January 2024), worked by hand.
// Line 8: 3.05% of line 7, whole dollars (IC 6-8.1-6-4.5); county unknown: the spec's 1% apart, as an estimate.
import { describe, expect, it } from 'vitest';
import { parseForm1040Data } from '@taxapp/contracts/form';
import { computeForm1040, federalFactsForStates } from '../federal';
import { computeStates } from './index';
import { form, statesFor, wageFacts } from './testing/facts';
import type { DependentFact, FederalFactsForStates } from './types';

const child = (age: number): DependentFact => ({ age, isQualifyingChild: true, isFullTimeStudent: false, ageAssumedUnder17: false });
const run = (f: FederalFactsForStates) => statesFor(form({ state: 'IN', filingStatus: f.filingStatus }), f).states[0];

describe('IN Schedule 3: the first-year dependent child exemption (2024)', () => {
  it('joint, wages 80,000, a child born in 2024 and a child of 6: 2,000 + 2 x 1,000 + 1,500 + 3,000 = 8,500', () => {
    // line 7: 80,000 - 8,500 = 71,500; line 8: 3.05% x 71,500 = 2,180.75 -> 2,181; county 1% x 71,500 = 715
    const s = run(wageFacts(80000, { filingStatus: 'married-joint', spouseAge: 35, dependents: [child(0), child(6)] }));
    expect(s.taxableIncome).toBe(71500);
    expect(s.regularTax).toBe(2181);
    expect(s.localTax).toBe(715);
  });
  it('head of household, wages 45,000, a newborn only: 1,000 + 1,000 + 3,000 = 5,000', () => {
    // 45,000 - 5,000 = 40,000; 3.05% x 40,000 = 1,220 (1,500 instead of 3,000 would give 41,500 -> 1,266)
    const s = run(wageFacts(45000, { filingStatus: 'head-of-household', dependents: [child(0)] }));
    expect(s.taxableIncome).toBe(40000);
    expect(s.regularTax).toBe(1220);
  });
  it('a child of 1 had its first year in 2023: 1,500 (single parent, wages 45,000 -> 41,500 x 3.05% = 1,265.75 -> 1,266)', () => {
    const s = run(wageFacts(45000, { filingStatus: 'head-of-household', dependents: [child(1)] }));
    expect(s.taxableIncome).toBe(41500);
    expect(s.regularTax).toBe(1266);
  });
  it('from the form: a daughter whose age at the end of 2024 is 0 counts as first-year', () => {
    // single -> head of household with the child; wages 45,000: as the newborn case above, line 7 40,000
    const input = parseForm1040Data({
      state: 'IN', filingStatus: 'head-of-household', w2Data: [{ wages: '45000', stateId: 'IN' }],
      dependents: [{ firstName: 'Ada', relationship: 'daughter', ageAtYearEnd: 0 }],
    });
    const s = computeStates(federalFactsForStates(computeForm1040(input))).states[0];
    expect(s.taxableIncome).toBe(40000);
  });
});
