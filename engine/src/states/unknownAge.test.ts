// A child whose age is unknown (date of birth encrypted, no age sent) is read once, by the dependents worksheet
// (engine/src/dependents.ts), and the states read the same answer as the federal credits (issue 11 item 5).
// North Carolina's child deduction (D-400 line 10b) is per qualifying child under 17, as Schedule 8812 line 4 is.
import { describe, expect, it } from 'vitest';
import { computeReturn } from '../index';

const encryptedDob = { encryptedData: 'x', iv: 'y', salt: 'z', level: 3, keyVersion: 1, algorithm: 'AES-GCM' };
const household = (childTaxCreditTicked: boolean) => ({
  filingStatus: 'head-of-household',
  state: 'NC',
  w2Data: [{ wages: '40000', stateId: 'NC' }],
  dependents: [{ firstName: 'B', lastName: 'X', dob: encryptedDob, relationship: 'daughter', monthsLivedWithTaxpayer: 12 }],
  ...(childTaxCreditTicked ? { credits: { 'child-family': { 'child-tax-credit': 1 } } } : {}),
});

describe('a child of unknown age, federally and in the states', () => {
  it('with the child tax credit ticked: under 17 for Schedule 8812 and for the NC child deduction', () => {
    const { federal, state } = computeReturn(household(true));
    // Schedule 8812: one child under 17, $2,000 (nonrefundable part + additional child tax credit).
    expect(federal.credits.childTaxCredit + federal.credits.additionalChildTaxCredit).toBe(2_000);
    // NC: HoH AGI $40,000 is one $15,000 step over $30,000, so $3,000 - $500 = $2,500 for the one child.
    expect(state.states[0].personalExemptions).toBe(2_500);
  });

  it('without it: the credit for other dependents federally, and no NC child deduction', () => {
    const { federal, state } = computeReturn(household(false));
    expect(federal.credits.childTaxCredit + federal.credits.additionalChildTaxCredit).toBe(500);
    expect(state.states[0].personalExemptions).toBe(0);
  });
});
