// AI_PROVIDER=openai for W-2s and 1099s against an msw mock of the provider: the model is sent the page's
// text (not the image), its answer is merged with the local reading (agreement kept, blanks filled,
// disagreements told to the taxpayer), and a provider failure leaves the local reading.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createSandbox } from '../sandbox/sandbox';
import { build1099Pdf } from '../testing/form1099Fixture';
import { buildW2Pdf, SAMPLE_W2 } from '../testing/w2Fixture';
import { createOpenAi1099Reader, createOpenAiW2Reader, MODEL_UNAVAILABLE_NOTICE, type W2ModelOutput } from './openaiForms';

const BASE = 'http://openai.mock.test/v1';
const settings = { apiKey: 'k', baseURL: BASE, model: 'test-model' };
const mockApi = setupServer();
const sandbox = createSandbox({ size: 1 });
beforeAll(() => mockApi.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => mockApi.resetHandlers());
afterAll(async () => {
  mockApi.close();
  await sandbox.close();
});

/** The provider answers `fields` as the structured output, and keeps what it was sent. */
function answer(fields: unknown): { sent: () => any } {
  let body: any;
  mockApi.use(
    http.post(`${BASE}/chat/completions`, async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({
        id: 'chatcmpl-1', object: 'chat.completion', created: 1, model: 'test-model',
        choices: [{ index: 0, finish_reason: 'stop', logprobs: null, message: { role: 'assistant', content: JSON.stringify(fields), refusal: null } }],
      });
    }),
  );
  return { sent: () => body };
}

/** What a model reading SAMPLE_W2 (fixture values) would answer, printed the way models print. */
const modelW2: W2ModelOutput = {
  employeeFirstName: 'JORDAN', employeeLastName: 'WHITAKER', employeeSsn: '412-56-7890', employerName: 'Acme Widgets Inc', employerEin: '12-3456789',
  box1Wages: '$52,000.00', box2FederalIncomeTaxWithheld: '6,100.00', box3SocialSecurityWages: '55000', box4SocialSecurityTaxWithheld: '3410.00',
  box5MedicareWagesAndTips: '55,000.00', box6MedicareTaxWithheld: '797.50', box7SocialSecurityTips: '1200.00', box8AllocatedTips: '300.00',
  box10DependentCareBenefits: '2500.00', box11NonqualifiedPlans: '4000.00', box13StatutoryEmployee: false, box13RetirementPlan: true, box13ThirdPartySickPay: false,
  box12: [{ code: 'AA', amount: '3000.00' }, { code: 'W', amount: '1500.00' }],
  box14: [{ label: 'NJ FLI', amount: '56.04' }],
  stateRows: [{ state: 'NJ', employerStateId: '123456789', stateWages: '52000.00', stateIncomeTax: '1850.25' }],
  box18LocalWages: '52000.00', box19LocalIncomeTax: '520.00', box20Locality: 'NEWARK',
};

describe('openai W-2 reader', () => {
  it('sends the text only, keeps the agreeing local values, fills what the local reader had not, and tells a disagreement', async () => {
    const provider = answer(modelW2);
    const read = await createOpenAiW2Reader(settings, sandbox)(await buildW2Pdf(SAMPLE_W2, 'irs'), 'application/pdf');

    const sent = JSON.stringify(provider.sent().messages);
    expect(sent).toContain('Wages, tips, other compensation');
    expect(sent).not.toContain('image_url');
    expect(provider.sent().response_format.json_schema.strict).toBe(true);

    // Agreement in another format ('$52,000.00' and '52000.00'): the local value.
    expect(read).toMatchObject({ wages: '52000.00', socialSecurityWages: '55000.00', firstName: 'Jordan', ssn: '412-56-7890' });
    // The text layer is exact: its 6,000.00 stays, and the taxpayer is told.
    expect(read.federalIncomeTax).toBe('6000.00');
    expect(read.notices).toEqual(['Box 2 (federal income tax withheld): the document reader read 6000.00 and the AI reader 6100.00; 6000.00 was kept. Please check it against your form.']);
    // Box 14 is not printed on this layout's grid reading; the model's line fills it.
    expect(read.box14Entries).toEqual([{ label: 'NJ FLI', amount: '56.04' }]);
  });

  it('answers the local reading, with a notice, when the provider fails', async () => {
    mockApi.use(http.post(`${BASE}/chat/completions`, () => HttpResponse.json({ error: { message: 'overloaded' } }, { status: 503 })));
    const read = await createOpenAiW2Reader(settings, sandbox)(await buildW2Pdf(SAMPLE_W2, 'payroll'), 'application/pdf');
    expect(read).toMatchObject({ wages: '52000.00', federalIncomeTax: '6000.00' });
    expect(read.notices).toEqual([MODEL_UNAVAILABLE_NOTICE]);
  });
});

describe('openai 1099 reader', () => {
  it('fills the payer and recipient a bank letter prints without captions, and keeps the boxes both read', async () => {
    answer({
      payerName: 'First Federal Bank', payerTin: '98-7654321', recipientName: 'JORDAN WHITAKER', recipientTin: 'XXX-XX-7890',
      boxes: [{ name: 'interestIncome', value: '1,250.40' }, { name: 'taxExemptInterest', value: '450.00' }, { name: 'federalIncomeTaxWithheld', value: '120.00' }],
    });
    const { extraction, notices } = await createOpenAi1099Reader(settings, sandbox)(await build1099Pdf('1099-int', 'letter'), 'application/pdf', '1099-int');
    expect(extraction).toMatchObject({ interestIncome: 1250.4, taxExemptInterest: 450, federalIncomeTaxWithheld: 120, usSavingsBondsInterest: 310 });
    // Box 1 + box 3 (1099-INT instructions: both are taxable interest): 1,250.40 + 310.00.
    expect(extraction.totalAmount).toBe(1560.4);
    // The letterhead prints the bank in capitals; both readers name it.
    expect(extraction.payerInfo.name.toLowerCase()).toBe('first federal bank');
    expect(extraction.payerInfo.tin).toBe('98-7654321');
    expect(extraction.recipientInfo.name.toLowerCase()).toBe('jordan whitaker');
    expect(notices).toEqual([]);
  });
});
