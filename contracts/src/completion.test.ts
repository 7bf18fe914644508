import { describe, expect, it } from 'vitest';
import {
  completionByTab,
  incomeOptionHasAmount,
  isAiRecommendationsComplete,
  isCreditsComplete,
  isDeductionsComplete,
  isOtherIncomeComplete,
  isPersonalInfoComplete,
  isPersonalizationComplete,
  isReviewComplete,
  isTaxDocsComplete,
} from './completion';
import { parseForm1040Data, type Form1040Input } from './form';

const envelope = { encryptedData: 'abc', iv: 'iv', salt: 'salt', level: 1, keyVersion: 1, algorithm: 'AES-GCM' };
const form = (input: Form1040Input) => parseForm1040Data(input);

const personal: Form1040Input = {
  firstName: 'Jane', lastName: 'Doe', ssn: envelope, street: '1 Main St', city: 'Newark', state: 'NJ', zip: '07102', filingStatus: 'single',
};

/** A form on which every step is complete. */
const complete: Form1040Input = {
  ...personal,
  selectedIncomeOptions: ['w2', '1099int'],
  w2Data: [{ wages: '52000.00' }],
  taxableInterest: 120,
  selectedDeductionOptions: ['charitable'],
  deductions: { charitable: { 'cash-donations': 500 } },
  selectedCreditOptions: ['child-family'],
  credits: { 'child-family': { 'child-tax-credit': 1 } },
  reviewedTabs: ['personal', 'income', 'deductions'],
  chatInteractions: 5,
};

describe('no form data: every step incomplete', () => {
  it.each([null, undefined])('%s', (nothing) => {
    expect(Object.values(completionByTab(nothing)).every((done) => done === false)).toBe(true);
  });
  it('the defaults complete nothing either', () => {
    expect(completionByTab(parseForm1040Data({}))).toEqual({
      'personal-info': false, personalization: false, 'tax-docs': false, 'other-income': false,
      deductions: false, credits: false, review: false, 'ai-recommendations': false,
    });
  });
});

describe('personal-info (spec 1 §4)', () => {
  it('needs firstName, lastName, ssn, street, city, state, zip and filingStatus', () => {
    expect(isPersonalInfoComplete(form(personal))).toBe(true);
    for (const field of ['firstName', 'lastName', 'ssn', 'street', 'city', 'zip']) {
      expect(isPersonalInfoComplete(form({ ...personal, [field]: '' }))).toBe(false);
    }
    expect(isPersonalInfoComplete({ ...form(personal), state: ' ' })).toBe(false);
    expect(isPersonalInfoComplete({ firstName: 'Jane' })).toBe(false);
  });
});

describe('personalization (spec 3 §4)', () => {
  it('needs at least one selection', () => {
    expect(isPersonalizationComplete(form({}))).toBe(false);
    expect(isPersonalizationComplete(form({ selectedIncomeOptions: ['w2'] }))).toBe(true);
    expect(isPersonalizationComplete(form({ selectedDeductionOptions: ['health'] }))).toBe(true);
    expect(isPersonalizationComplete(form({ tax_preferences: ['x'] }))).toBe(true);
    expect(isPersonalizationComplete(form({ selectedCreditOptions: ['education'] }))).toBe(true);
  });
});

describe('tax-docs (spec 3 §4)', () => {
  it('needs a W-2 and wages above 0 on every W-2', () => {
    expect(isTaxDocsComplete(form({}))).toBe(false);
    expect(isTaxDocsComplete(form({ w2Data: [{ wages: '1,000.00' }] }))).toBe(true);
    expect(isTaxDocsComplete(form({ w2Data: [{ wages: '1000' }, { wages: '0' }] }))).toBe(false);
    expect(isTaxDocsComplete(form({ w2Data: [{}] }))).toBe(false);
  });
});

describe('other-income (spec 3 §4)', () => {
  it('needs a selection, every selected option with an amount', () => {
    expect(isOtherIncomeComplete(form({}))).toBe(false);
    expect(isOtherIncomeComplete(form({ selectedIncomeOptions: ['1099int'] }))).toBe(false);
    expect(isOtherIncomeComplete(form({ selectedIncomeOptions: ['1099int'], interestIncome: 10 }))).toBe(true);
    expect(isOtherIncomeComplete(form({ selectedIncomeOptions: ['1099int', 'gambling'], interestIncome: 10 }))).toBe(false);
    expect(
      isOtherIncomeComplete(form({ selectedIncomeOptions: ['1099int', 'gambling'], interestIncome: 10, otherIncomeEntries: [{ type: 'Gambling Winnings', amount: 300 }] })),
    ).toBe(true);
  });

  it('investment needs interest, dividends or capital gains', () => {
    expect(incomeOptionHasAmount(form({ dividends: 5 }), '1099div')).toBe(true);
    expect(incomeOptionHasAmount(form({ capitalGains: -800 }), '1099b')).toBe(true);
    expect(incomeOptionHasAmount(form({ investmentData: [{ documentType: '1099-b' }] }), '1099b')).toBe(true);
    expect(incomeOptionHasAmount(form({}), '1099b')).toBe(false);
  });

  it('rental, business and social security need an entry of their type with an amount', () => {
    expect(incomeOptionHasAmount(form({ otherIncomeEntries: [{ type: 'Rental Income', amount: 9000 }] }), 'rental')).toBe(true);
    expect(incomeOptionHasAmount(form({ otherIncomeEntries: [{ type: 'Rental Income', amount: 0 }] }), 'rental')).toBe(false);
    expect(incomeOptionHasAmount(form({ otherIncomeEntries: [{ type: 'Business Income', amount: 1200 }] }), 'business')).toBe(true);
    expect(incomeOptionHasAmount(form({ otherIncomeEntries: [{ type: 'Business Income', amount: -300 }] }), 'business')).toBe(true);
    expect(incomeOptionHasAmount(form({ otherIncomeEntries: [{ type: 'Social Security Benefits', amount: 14000 }] }), 'socialsecurity')).toBe(true);
    expect(incomeOptionHasAmount(form({ otherIncomeEntries: [{ type: 'Rental Income', amount: 9000 }] }), 'business')).toBe(false);
  });

  it('reads job, retirement and government amounts where they live', () => {
    expect(incomeOptionHasAmount(form({ w2Data: [{ wages: '10' }] }), 'w2')).toBe(true);
    expect(incomeOptionHasAmount(form({ contractor1099Data: [{ nonemployeeCompensation: 4000 }] }), '1099misc')).toBe(true);
    expect(incomeOptionHasAmount(form({ contractor1099Data: [{ fileName: '2024.pdf', federalIncomeTaxWithheld: 50 }] }), '1099misc')).toBe(false);
    expect(incomeOptionHasAmount(form({ retirementIncome: 1 }), '1099r')).toBe(true);
    expect(incomeOptionHasAmount(form({ unemploymentCompensation: 1 }), '1099g')).toBe(true);
    expect(incomeOptionHasAmount(form({ giftCardIncome: 50 }), 'giftcards')).toBe(true);
  });

  it('counts any other option id as not complete', () => {
    expect(incomeOptionHasAmount(form({ otherIncomeEntries: [{ type: 'Mystery', amount: 5 }] }), 'mystery')).toBe(false);
    expect(isOtherIncomeComplete(form({ selectedIncomeOptions: ['mystery'] }))).toBe(false);
  });
});

describe('deductions (spec 3 §4)', () => {
  it('needs a selection with a positive amount for each', () => {
    expect(isDeductionsComplete(form({}))).toBe(false);
    expect(isDeductionsComplete(form({ selectedDeductionOptions: ['health'] }))).toBe(false);
    expect(isDeductionsComplete(form({ selectedDeductionOptions: ['health'], deductions: { health: { hsa: 0 } } }))).toBe(false);
    expect(isDeductionsComplete(form({ selectedDeductionOptions: ['health'], deductions: { health: { hsa: 100 } } }))).toBe(true);
    expect(isDeductionsComplete(form({ selectedDeductionOptions: ['health', 'mortgage'], deductions: { health: { hsa: 100 } } }))).toBe(false);
  });
  it('accepts the matching top-level field or a calculator group', () => {
    expect(isDeductionsComplete(form({ selectedDeductionOptions: ['mortgage'], mortgageInterest: 8000 }))).toBe(true);
    expect(isDeductionsComplete(form({ selectedDeductionOptions: ['student-loan'], studentLoanInterest: 600 }))).toBe(true);
    expect(isDeductionsComplete(form({ selectedDeductionOptions: ['health'], deductions: { medical: { 'medical-expenses': 9000 } } }))).toBe(true);
    expect(isDeductionsComplete(form({ selectedDeductionOptions: ['state-local'], deductions: { stateLocal: { 'state-taxes': 4000 } } }))).toBe(true);
  });
  it('ignores unknown categories in the selection', () => {
    expect(isDeductionsComplete(form({ selectedDeductionOptions: ['health', 'bogus'], deductions: { health: { hsa: 1 } } }))).toBe(true);
    expect(isDeductionsComplete(form({ selectedDeductionOptions: ['bogus'] }))).toBe(false);
  });
});

describe('credits (spec 3 §4)', () => {
  it('needs a selection with a positive value for each', () => {
    expect(isCreditsComplete(form({}))).toBe(false);
    expect(isCreditsComplete(form({ selectedCreditOptions: ['education'] }))).toBe(false);
    expect(isCreditsComplete(form({ selectedCreditOptions: ['education'], credits: { education: { 'college-job-training': 2000 } } }))).toBe(true);
    expect(isCreditsComplete(form({ selectedCreditOptions: ['child-family'], credits: { 'child-family': { 'child-tax-credit': 1 } } }))).toBe(true);
    expect(
      isCreditsComplete(form({ selectedCreditOptions: ['education', 'home-energy'], credits: { education: { 'college-job-training': 2000 } } })),
    ).toBe(false);
  });
});

describe('review and coach (spec 3 §4)', () => {
  it('review needs every step and the three tabs reviewed', () => {
    expect(isReviewComplete(form(complete))).toBe(true);
    expect(isReviewComplete(form({ ...complete, reviewedTabs: ['personal', 'income'] }))).toBe(false);
    expect(isReviewComplete(form({ ...complete, credits: {} }))).toBe(false);
    expect(isReviewComplete(form({ ...complete, firstName: '' }))).toBe(false);
  });
  it('the coach is complete after 5 chat interactions', () => {
    expect(isAiRecommendationsComplete(form({ chatInteractions: 4 }))).toBe(false);
    expect(isAiRecommendationsComplete(form({ chatInteractions: 5 }))).toBe(true);
  });
  it('maps every sidebar tab', () => {
    expect(completionByTab(form(complete))).toEqual({
      'personal-info': true, personalization: true, 'tax-docs': true, 'other-income': true,
      deductions: true, credits: true, review: true, 'ai-recommendations': true,
    });
  });
});
