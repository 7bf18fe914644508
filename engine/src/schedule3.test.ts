// Each credit says in its line's note which credit fact it read and the rule that applied (issue 14).
import { describe, expect, it } from 'vitest';
import { computeReturn } from './index';

const note = (form: Parameters<typeof computeReturn>[0], id: string) => computeReturn(form).federal.lines.get(id)?.note ?? '';

describe('the credit facts in the lines\' notes', () => {
  it('Form 2441: care for a child who is not a qualifying person is left out, and said so', () => {
    // The 14-year-old's 1,000 is left out; the 6-year-old's 2,000 stays: 20% (AGI 60,000) x 2,000 = 400.
    const form = {
      filingStatus: 'head-of-household' as const, dateOfBirth: '1985-01-01', w2Data: [{ wages: '60000' }],
      dependents: [{ firstName: 'A', lastName: 'Z', dob: '2018-02-02', relationship: 'son' }, { firstName: 'B', lastName: 'Z', dob: '2010-02-02', relationship: 'son' }],
      creditFacts: { careExpenses: [{ dependentIndex: 0, amount: 2000 }, { dependentIndex: 1, amount: 1000 }] },
    };
    expect(computeReturn(form).federal.lines.value('form2441.line11')).toBe(400);
    expect(note(form, 'form2441.line11')).toMatch(/1000 left out: for someone who is not a qualifying person/);
  });

  it("saver's credit: a spouse's entry on a single return is left out, and the distributions are named", () => {
    // Line 3 = the taxpayer's IRA 1,000; line 4 = 200; line 7 = 800; AGI 20,000 -> 50%: 400.
    const form = {
      filingStatus: 'single' as const, dateOfBirth: '1990-01-01', w2Data: [{ wages: '20000' }],
      creditFacts: {
        retirementContributions: [{ owner: 'taxpayer' as const, kind: 'ira' as const, amount: 1000 }, { owner: 'spouse' as const, kind: 'ira' as const, amount: 1500 }],
        retirementDistributions: { taxpayer: 200, spouse: 0 },
      },
    };
    expect(computeReturn(form).federal.lines.value('form8880.line12')).toBe(400);
    expect(note(form, 'form8880.line12')).toMatch(/line 4\) of 200 reduce.*1500 entered for a spouse left out/);
  });

  it('EIC: the disallowance and the tie-breaker are the line\'s note', () => {
    const base = { filingStatus: 'single' as const, dateOfBirth: '1990-01-01', w2Data: [{ wages: '15000' }] };
    expect(note({ ...base, creditFacts: { eicDisallowedBefore: true } }, 'form1040.line27')).toMatch(/Form 8862/);
    const withChild = { ...base, filingStatus: 'head-of-household' as const, dependents: [{ firstName: 'A', lastName: 'Z', dob: '2018-02-02', relationship: 'son' }], creditFacts: { eicChildClaimedByAnother: true } };
    expect(note(withChild, 'form1040.line27')).toMatch(/tie-breaker rules/);
  });

  it('education: the student failing a test is named with the test', () => {
    const form = { filingStatus: 'single' as const, dateOfBirth: '1990-01-01', w2Data: [{ wages: '40000' }], creditFacts: { students: [{ student: 'taxpayer' as const, tuitionPaid: 3000, atLeastHalfTime: false }] } };
    expect(note(form, 'form8863.line7')).toMatch(/Student 1 \(you\): not at least half-time \(line 24\), so the lifetime learning credit instead/);
  });
});
