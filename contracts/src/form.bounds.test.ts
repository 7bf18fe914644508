// Issue 7 item 6: the form schema bounds every field (spec 2 §9 and §5, spec 3 §5, spec 1 §5 and §9).
import { describe, expect, it } from 'vitest';
import { AMOUNT_MAX, amountProblem, defaultForm1040Data, FORM_BOUNDS_MESSAGES, FORM_MAX_BYTES, safeParseForm1040Data } from './form';
import { formsApi } from './api/forms';
import { formPatchProblem } from './validation';

/** The first message the schema gives for `input`, with its path, or null when it is accepted. */
function refusal(input: Record<string, unknown>): string | null {
  const parsed = safeParseForm1040Data(input);
  if (parsed.success) return null;
  const issue = (parsed.error as unknown as { issues: Array<{ path: PropertyKey[]; message: string }> }).issues[0]!;
  return `${issue.path.map(String).join('.')}: ${issue.message}`;
}

describe('amounts: up to 10 integer digits and 2 decimals, not negative unless the law has a loss', () => {
  it('accepts the largest amount and cents, refuses 1e300, an 11th digit and a third decimal', () => {
    expect(refusal({ line1: AMOUNT_MAX, dividends: '1,234.56', taxableInterest: 0.1 + 0.2 })).toBeNull();
    expect(refusal({ line1: 1e300 })).toBe(`line1: ${FORM_BOUNDS_MESSAGES.amountFormat}`);
    expect(refusal({ line1: 10_000_000_000 })).toBe(`line1: ${FORM_BOUNDS_MESSAGES.amountFormat}`);
    expect(refusal({ dividends: '12.345' })).toBe(`dividends: ${FORM_BOUNDS_MESSAGES.amountFormat}`);
    expect(refusal({ deductions: { medical: { doctor: 1.005 } } })).toBe(`deductions.medical.doctor: ${FORM_BOUNDS_MESSAGES.amountFormat}`);
  });
  it('refuses negative withholding, wages and deductions', () => {
    expect(refusal({ w2Data: [{ federalIncomeTax: '-5000' }] })).toBe(`w2Data.0.federalIncomeTax: ${FORM_BOUNDS_MESSAGES.amountNegative}`);
    expect(refusal({ w2Data: [{ wages: -1 }] })).toBe(`w2Data.0.wages: ${FORM_BOUNDS_MESSAGES.amountNegative}`);
    expect(refusal({ investmentData: [{ documentType: '1099-int', federalIncomeTaxWithheld: -10 }] })).toBe(
      `investmentData.0.federalIncomeTaxWithheld: ${FORM_BOUNDS_MESSAGES.amountNegative}`,
    );
    expect(refusal({ estimatedTaxPayments: -1 })).toBe(`estimatedTaxPayments: ${FORM_BOUNDS_MESSAGES.amountNegative}`);
    expect(refusal({ credits: { child: { amount: -2 } } })).toBe(`credits.child.amount: ${FORM_BOUNDS_MESSAGES.amountNegative}`);
  });
  it('lets a capital loss, a business or rental loss and a section 1256 loss be negative', () => {
    expect(
      refusal({
        capitalGains: -3000,
        shortTermLossCarryover: -1200,
        otherIncomeEntries: [{ type: 'Business Income', amount: -4500.5 }],
        investmentData: [{ documentType: '1099-b', capitalGains: -800, profitOnClosedContracts: -20 }],
      }),
    ).toBeNull();
  });
  it('a document amount keeps its text', () => {
    const parsed = safeParseForm1040Data({ w2Data: [{ wages: '52,000.10' }] });
    expect(parsed.success && parsed.data.w2Data[0]!.wages).toBe('52,000.10');
  });
  it('amountProblem says why', () => {
    expect(amountProblem(12.34, false)).toBeNull();
    expect(amountProblem(-12.34, true)).toBeNull();
    expect(amountProblem(Number.NaN, true)).toBe(FORM_BOUNDS_MESSAGES.amountFormat);
  });
});

describe('codes from the state list', () => {
  it('refuses an unknown state code instead of computing it as New Jersey', () => {
    expect(refusal({ state: 'ZZ' })).toBe(`state: ${FORM_BOUNDS_MESSAGES.stateCode}`);
    expect(refusal({ additionalState: 'XX' })).toBe(`additionalState: ${FORM_BOUNDS_MESSAGES.stateCode}`);
  });
  it('accepts every state and DC, upper-cased, not_applicable and a state not given yet', () => {
    const parsed = safeParseForm1040Data({ state: 'dc', additionalState: 'not_applicable' });
    expect(parsed.success && [parsed.data.state, parsed.data.additionalState]).toEqual(['DC', 'not_applicable']);
    expect(refusal({ state: '', additionalState: 'PA' })).toBeNull();
    expect(defaultForm1040Data().state).toBe('NJ');
  });
});

describe('string and list lengths', () => {
  it('refuses a 1 MB street, a long name and a long email', () => {
    expect(refusal({ street: 'x'.repeat(1024 * 1024) })).toBe(`street: ${FORM_BOUNDS_MESSAGES.tooLong(200)}`);
    expect(refusal({ firstName: 'A'.repeat(51) })).toBe(`firstName: ${FORM_BOUNDS_MESSAGES.tooLong(50)}`);
    expect(refusal({ email: `${'a'.repeat(250)}@x.io` })).toBe(`email: ${FORM_BOUNDS_MESSAGES.tooLong(254)}`);
    expect(refusal({ ssn: '1'.repeat(101) })).not.toBeNull();
    expect(refusal({ street: '12 Main St', firstName: 'A'.repeat(50) })).toBeNull();
  });
  it('refuses an 11th dependent, an 11th investment document and a 51st W-2', () => {
    expect(refusal({ dependents: Array.from({ length: 11 }, () => ({})) })).toBe(`dependents: ${FORM_BOUNDS_MESSAGES.tooMany(10)}`);
    expect(refusal({ investmentData: Array.from({ length: 11 }, () => ({ documentType: '1099-int' })) })).toBe(
      `investmentData: ${FORM_BOUNDS_MESSAGES.tooMany(10)}`,
    );
    expect(refusal({ w2Data: Array.from({ length: 51 }, () => ({})) })).toBe(`w2Data: ${FORM_BOUNDS_MESSAGES.tooMany(50)}`);
    expect(refusal({ dependents: Array.from({ length: 10 }, () => ({})) })).toBeNull();
  });
});

describe("a save's request, as the browser checks it before sending (formsApi.patch)", () => {
  const check = (data: Record<string, unknown>) => {
    const parsed = formsApi.patch.request.safeParse({ version: 1, data });
    return parsed.success ? null : parsed.error.issues[0]!.message;
  };
  it('refuses an unknown key, a field outside its bounds and a save larger than a form', () => {
    expect(check({ isAdmin: true })).toBe(`The tax form is not valid. isAdmin: ${FORM_BOUNDS_MESSAGES.unknownField}`);
    expect(check({ state: 'ZZ' })).toBe(`The tax form is not valid. state: ${FORM_BOUNDS_MESSAGES.stateCode}`);
    expect(check({ w2Data: [{ stateTax: -1 }] })).toBe(`The tax form is not valid. w2Data.0.stateTax: ${FORM_BOUNDS_MESSAGES.amountNegative}`);
    expect(check({ tax_preferences: ['x'.repeat(FORM_MAX_BYTES)] })).toBe(FORM_BOUNDS_MESSAGES.formTooLarge);
    expect(check({ street: '1 Main St', line1: 52000, state: 'NY' })).toBeNull();
  });
  it('leaves the personal-info rules to the save, which names their field', () => {
    expect(check({ ssn: '123-45-6789' })).toBeNull();
    expect(formPatchProblem({ zip: '1'.repeat(11) }, 'Invalid.')).toEqual({ field: 'zip', error: `Invalid. zip: ${FORM_BOUNDS_MESSAGES.tooLong(10)}` });
  });
});

describe('state estimated payments are keyed by a state of the list', () => {
  it('refuses an unknown code', () => {
    expect(refusal({ stateEstimatedTaxPayments: { NJ: 100, ZZ: 5 } })).toBe(`stateEstimatedTaxPayments.ZZ: ${FORM_BOUNDS_MESSAGES.stateCode}`);
    expect(refusal({ stateEstimatedTaxPayments: { NJ: 100, NY: 250.5 } })).toBeNull();
  });
});
