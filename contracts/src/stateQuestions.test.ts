import { describe, expect, it } from 'vitest';
import { parseForm1040Data } from './form';
import { governmentPensionChoices, missingStateAnswers, pensionDocuments, questionsFor } from './stateQuestions';

describe('the State Questions table', () => {
  it('an Ohio resident is asked the municipality, the school district and the estimated payments, with the forms', () => {
    const asked = questionsFor(parseForm1040Data({ state: 'OH' }));
    expect(asked.map((a) => a.question.id)).toEqual(['municipality', 'schoolDistrict', 'estimatedPayments']);
    expect(asked[1]!.states).toEqual([{ code: 'OH', name: 'Ohio', feeds: expect.stringMatching(/SD 100/) }]);
  });

  it('a New Jersey resident working in New York: rent and property tax for NJ, NYC residency not asked, estimates for both', () => {
    const asked = questionsFor(parseForm1040Data({ state: 'NJ', w2Data: [{ wages: '80000', stateId: 'NY' }] }));
    expect(asked.map((a) => a.question.id)).toEqual(['rentPaid', 'propertyTax', 'estimatedPayments']);
    expect(asked.at(-1)!.states.map((s) => s.code)).toEqual(['NJ', 'NY']);
    expect(asked.at(-1)!.states[1]!.feeds).toMatch(/IT-201, line 75/);
  });

  it('a Texas resident has nothing to answer', () => {
    expect(questionsFor(parseForm1040Data({ state: 'TX' }))).toEqual([]);
  });

  it('lists the locality answers still missing', () => {
    expect(missingStateAnswers(parseForm1040Data({ state: 'OH' })).map((a) => a.question.id)).toEqual(['municipality', 'schoolDistrict']);
    const answered = parseForm1040Data({ state: 'OH', localityAnswers: { municipality: 'Columbus', schoolDistrict: 'Columbus City SD' } });
    expect(missingStateAnswers(answered)).toEqual([]);
  });

  it('asks a New York or Michigan resident who pays each pension 1099-R, only when the return has one (IRAs are not asked)', () => {
    const pension = { documentType: '1099-r' as const, payerInfo: { name: 'NYSLRS', tin: '' }, grossDistribution: 30000, taxableAmount: 28000 };
    const ira = { documentType: '1099-r' as const, isIra: true, grossDistribution: 5000 };
    expect(questionsFor(parseForm1040Data({ state: 'NY', investmentData: [ira] })).map((a) => a.question.id)).not.toContain('governmentPension');
    const ny = parseForm1040Data({ state: 'NY', investmentData: [ira, pension] });
    const asked = questionsFor(ny).find((a) => a.question.id === 'governmentPension')!;
    expect(asked.states).toEqual([{ code: 'NY', name: 'New York', feeds: expect.stringMatching(/IT-201, line 26/) }]);
    expect(pensionDocuments(ny)).toEqual([{ index: 1, payer: 'NYSLRS', amount: 28000, answer: '' }]);
    // Optional: the payer's name stands in until it is answered.
    expect(missingStateAnswers(ny).map((a) => a.question.id)).not.toContain('governmentPension');
    expect(questionsFor(parseForm1040Data({ state: 'MI', investmentData: [pension] })).map((a) => a.question.id)).toContain('governmentPension');
    expect(questionsFor(parseForm1040Data({ state: 'OH', investmentData: [pension] })).map((a) => a.question.id)).not.toContain('governmentPension');
  });

  it('offers none, federal, military and each state with its localities, the resident state first; each answer parses', () => {
    const choices = governmentPensionChoices('MI');
    expect(choices.slice(0, 4).map((c) => c.value)).toEqual(['no', 'federal', 'military', 'state-local:MI']);
    expect(choices[3]!.label).toBe('Michigan or one of its local governments');
    for (const { value } of choices) {
      expect(parseForm1040Data({ investmentData: [{ documentType: '1099-r', governmentPension: value }] }).investmentData[0]!.governmentPension).toBe(value);
    }
  });
});
