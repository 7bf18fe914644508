import { describe, expect, it } from 'vitest';
import {
  ADD_MORE_INCOME_TYPES,
  ADDITIONAL_INCOME_OPTIONS,
  BUSINESS_EXPENSE_TYPES,
  CREDIT_CATEGORIES,
  CREDIT_CATEGORY_IDS,
  DEDUCTION_CATEGORIES,
  DEDUCTION_CATEGORY_IDS,
  DEDUCTION_TOP_LEVEL_FIELDS,
  INCOME_OPTION_IDS,
  INCOME_OPTIONS,
  INCOME_STEP_GROUPS,
  MISCELLANEOUS_INCOME_TYPES,
  RENTAL_EXPENSE_TYPES,
  US_STATE_CODES,
  creditCategory,
  deductionCategory,
  deductionCategoryOfGroup,
  dropdownCreditKey,
  incomeOptionLabel,
  incomeStepGroupOf,
  incomeTypeForOptionCode,
  normalizeDeductionGroups,
  normalizeStateCode,
  optionCodesForIncomeType,
} from './catalogs';
import { form1040DataSchema } from './form';

describe('income catalogs (spec 2 §2.1)', () => {
  it('lists the ten income options with their titles and forms, in order', () => {
    expect(INCOME_OPTIONS.map(incomeOptionLabel)).toEqual([
      'Had a Job (W-2)',
      'Self Employed (1099-MISC)',
      'Bank Account Interest (1099-INT)',
      'Received Dividends (1099-DIV)',
      'Capital Gains (1099-B)',
      'Retirement Income (1099-R)',
      'Owned a business',
      'Rental Income',
      'Social Security Benefits',
      'Unemployment Income (1099-G)',
    ]);
    expect(INCOME_OPTIONS.map((option) => option.id)).toEqual([
      'w2', '1099misc', '1099int', '1099div', '1099b', '1099r', 'business', 'rental', 'socialsecurity', '1099g',
    ]);
  });

  it('lists the eleven additional income options', () => {
    expect(ADDITIONAL_INCOME_OPTIONS.map((option) => [option.id, option.title])).toEqual([
      ['1099oid', 'Income from Bonds'],
      ['giftcards', 'Gift Cards'],
      ['alimony', 'Alimony'],
      ['awards', 'Awards/Prizes'],
      ['gambling', 'Gambling Winnings'],
      ['hobby', 'Hobby Income'],
      ['juryduty', 'Jury Duty'],
      ['crypto', 'Traded Cryptocurrency'],
      ['royalties', 'Royalties'],
      ['scholarships', 'Scholarships/Grants'],
      ['other', 'Other'],
    ]);
  });

  it('every personalization option id is a known selection id', () => {
    for (const option of [...INCOME_OPTIONS, ...ADDITIONAL_INCOME_OPTIONS]) {
      expect(INCOME_OPTION_IDS).toContain(option.id);
    }
  });

  it("lists the Add More panel's nine types with a description each", () => {
    expect(ADD_MORE_INCOME_TYPES.map((type) => type.title)).toEqual([
      'W2 Income',
      '1099 Contractor Income',
      '1099-MISC',
      'Business Income',
      'Rental Income',
      'Retirement Income (1099-R)',
      'Government Payments (1099-G)',
      'Social Security Benefits',
      'Other Income',
    ]);
    for (const type of ADD_MORE_INCOME_TYPES) expect(type.description.length).toBeGreaterThan(0);
  });

  it('groups the steps: job w2/contractor/1099misc, business, retirement', () => {
    expect(INCOME_STEP_GROUPS.job.options).toEqual(['w2', 'contractor', '1099misc']);
    expect(INCOME_STEP_GROUPS.business.options).toEqual(['business', 'rental']);
    expect(INCOME_STEP_GROUPS.retirement.options).toEqual(['1099r', '1099g', 'socialsecurity']);
    expect(incomeStepGroupOf('contractor')).toBe('job');
    expect(incomeStepGroupOf('rental')).toBe('business');
    expect(incomeStepGroupOf('socialsecurity')).toBe('retirement');
    expect(incomeStepGroupOf('other')).toBeNull();
    expect(INCOME_STEP_GROUPS.retirement.route).toBe('/tax-docs/retirement-benefits');
  });

  it('maps the miscellaneous income names to their option codes and back', () => {
    expect(MISCELLANEOUS_INCOME_TYPES.map((type) => type.name)).toEqual([
      'Interest Income', 'Dividend Income', 'Original Issue Discount', 'Government Payments', 'Business Income',
      'Rental Income', 'Alimony', 'Awards/Prizes', 'Gambling Winnings', 'Hobby Income', 'Jury Duty', 'Gift Cards',
      'Cryptocurrency or NFT', 'Royalties', 'Scholarships/Grants', 'Social Security Benefits', 'Other',
    ]);
    expect(optionCodesForIncomeType('Interest Income')).toEqual(['1099int', 'interest']);
    expect(optionCodesForIncomeType('Cryptocurrency or NFT')).toEqual(['crypto']);
    expect(optionCodesForIncomeType('Nope')).toEqual([]);
    expect(incomeTypeForOptionCode('government')).toBe('Government Payments');
    expect(incomeTypeForOptionCode('1099oid')).toBe('Original Issue Discount');
    expect(incomeTypeForOptionCode('w2')).toBeNull();
    const codes = MISCELLANEOUS_INCOME_TYPES.flatMap((type) => type.codes);
    for (const code of codes) expect(INCOME_OPTION_IDS).toContain(code);
  });

  it('lists the rental and business expense types', () => {
    expect(RENTAL_EXPENSE_TYPES).toHaveLength(10);
    expect(RENTAL_EXPENSE_TYPES[0]).toBe('Mortgage Interest (from Form 1098)');
    expect(BUSINESS_EXPENSE_TYPES).toHaveLength(10);
    expect(BUSINESS_EXPENSE_TYPES).toContain('Vehicle Expenses (standard mileage rate 67 cents per mile for 2024)');
  });
});

describe('deduction categories (spec 3 §3)', () => {
  it('has the 8 categories with their sub-item ids', () => {
    expect(Object.fromEntries(DEDUCTION_CATEGORIES.map((category) => [category.id, category.subItems.map((item) => item.id)]))).toEqual({
      mortgage: ['mortgage-interest', 'real-estate-taxes', 'vehicle-tax', 'casualty-loss'],
      'student-loan': ['student-loan-interest', 'coverdell-esa'],
      charitable: ['cash-donations', 'volunteer-mileage', 'non-cash-donations', 'donation-carryover'],
      health: ['medical-expenses', 'hsa', 'long-term-care'],
      'state-local': ['state-taxes', 'sales-tax'],
      retirement: ['ira-contributions', 'investment-loan'],
      business: ['qbi-deduction', 'employee-expenses', 'educator-expenses', 'moving-expenses', 'fixed-asset'],
      other: ['alimony', 'miscellaneous'],
    });
  });

  it('labels the carryover as 2023 and hints the medical floor', () => {
    const carryover = deductionCategory('charitable')!.subItems.find((item) => item.id === 'donation-carryover')!;
    expect(carryover.label).toContain('2023');
    const medical = deductionCategory('health')!.subItems.find((item) => item.id === 'medical-expenses')!;
    expect(medical.hint).toContain('above 7.5% of AGI');
    for (const category of DEDUCTION_CATEGORIES) {
      expect(category.title.length).toBeGreaterThan(0);
      for (const item of category.subItems) expect(item.label.length).toBeGreaterThan(0);
    }
  });

  it('maps the calculator groups onto the categories', () => {
    expect(deductionCategoryOfGroup('medical')).toBe('health');
    expect(deductionCategoryOfGroup('homeOwnership')).toBe('mortgage');
    expect(deductionCategoryOfGroup('education')).toBe('student-loan');
    expect(deductionCategoryOfGroup('investment')).toBe('retirement');
    expect(deductionCategoryOfGroup('stateLocal')).toBe('state-local');
    expect(deductionCategoryOfGroup('state-local')).toBe('state-local');
    expect(deductionCategoryOfGroup('charitable')).toBe('charitable');
    expect(deductionCategoryOfGroup('unknown')).toBeNull();
  });

  it('folds alias groups into categories, the category winning per sub-item', () => {
    expect(
      normalizeDeductionGroups({
        medical: { 'medical-expenses': 100, hsa: 50 },
        health: { 'medical-expenses': 900 },
        stateLocal: { 'state-taxes': 3000 },
        junk: { x: 1 },
      }),
    ).toEqual({ health: { 'medical-expenses': 900, hsa: 50 }, 'state-local': { 'state-taxes': 3000 } });
    expect(normalizeDeductionGroups(undefined)).toEqual({});
  });

  it('names only top-level fields the form has', () => {
    const fields = Object.keys(form1040DataSchema.shape);
    expect(Object.keys(DEDUCTION_TOP_LEVEL_FIELDS).sort()).toEqual([...DEDUCTION_CATEGORY_IDS].sort());
    for (const list of Object.values(DEDUCTION_TOP_LEVEL_FIELDS)) for (const field of list) expect(fields).toContain(field);
  });
});

describe('credit categories (spec 3 §3)', () => {
  it('has the 6 categories with stepper titles, sub-options and layouts', () => {
    expect(CREDIT_CATEGORY_IDS).toEqual(['child-family', 'education', 'retirement-savings', 'home-energy', 'work-income', 'special-situations']);
    expect(CREDIT_CATEGORIES.map((category) => category.title)).toEqual([
      'Child & Family Care', 'Education', 'Retirement Savings', 'Home & Energy Saving', 'Work and Income', 'Special Situations',
    ]);
    expect(Object.fromEntries(CREDIT_CATEGORIES.flatMap((category) => category.subOptions.map((option) => [option.id, option.layout])))).toEqual({
      'child-care-expenses': 'amount',
      'child-tax-credit': 'checkbox',
      'credit-other-family': 'checkbox',
      'adoption-expenses': 'amount',
      'college-credit-first-4': 'amount',
      'college-job-training': 'amount',
      'self-employed-retirement': 'amount',
      'extra-401k-403b': 'amount',
      'solar-energy-upgrades': 'amount',
      'working-family-credit': 'checkbox',
      'missed-stimulus': 'amount',
      'disaster-losses': 'amount',
      'state-tax-credits': 'dropdown',
      'local-tax-credits': 'dropdown',
    });
  });

  it('offers the dropdown credit types and builds the stored key', () => {
    const special = creditCategory('special-situations')!;
    const state = special.subOptions.find((option) => option.id === 'state-tax-credits')!;
    const local = special.subOptions.find((option) => option.id === 'local-tax-credits')!;
    expect(state.dropdownTypes).toEqual(["Renter's Credit", 'EV/Hybrid Vehicle Credit', 'Property Tax Relief', 'Income Tax Paid to Another State']);
    expect(local.dropdownTypes).toEqual(['Local EITC', 'Homestead Exemption', 'School Tax Relief (STAR)']);
    expect(dropdownCreditKey(state.label, "Renter's Credit")).toBe("State Tax Credits - Renter's Credit");
  });

  it('describes the child tax credit and tuition-only option', () => {
    const child = creditCategory('child-family')!.subOptions.find((option) => option.id === 'child-tax-credit')!;
    expect(child.description).toContain('under 17');
    const training = creditCategory('education')!.subOptions.find((option) => option.id === 'college-job-training')!;
    expect(training.description).toContain('tuition only');
  });
});

describe('states', () => {
  it('has 50 states plus DC and falls back to NJ', () => {
    expect(US_STATE_CODES).toHaveLength(51);
    expect(US_STATE_CODES).toContain('DC');
    expect(normalizeStateCode('ny')).toBe('NY');
    expect(normalizeStateCode('XX')).toBe('NJ');
    expect(normalizeStateCode(undefined)).toBe('NJ');
  });
});
