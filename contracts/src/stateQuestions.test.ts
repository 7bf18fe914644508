import { describe, expect, it } from 'vitest';
import { parseForm1040Data } from './form';
import { missingStateAnswers, questionsFor } from './stateQuestions';

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
});
