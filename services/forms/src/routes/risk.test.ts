import { describe, expect, it } from 'vitest';
import { riskOfChange } from './form';

describe('the audit risk of a save (spec 1 §9)', () => {
  const dependent = (ssn: string, firstName = 'Ana') => ({ firstName, ssn });
  it('scores a changed dependent SSN as an SSN change, and a dependent name change as other', () => {
    expect(riskOfChange(['dependents'], { dependents: [dependent('1')] }, { dependents: [dependent('2')] })).toBe(95);
    expect(riskOfChange(['dependents'], { dependents: [dependent('1')] }, { dependents: [dependent('1', 'Eva')] })).toBe(20);
    expect(riskOfChange(['dependents'], { dependents: [] }, { dependents: [dependent('3')] })).toBe(95);
  });
  it('scores the taxpayer SSN 95, an address field 40, anything else 20', () => {
    expect(riskOfChange(['ssn', 'city'], {}, {})).toBe(95);
    expect(riskOfChange(['zip'], {}, {})).toBe(40);
    expect(riskOfChange(['firstName'], {}, {})).toBe(20);
  });
});
