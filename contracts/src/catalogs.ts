// Catalogs: every choice the user picks from, with the ids the form stores and the words the screens show.
// Ids are exactly the specification's (spec 2 §2.1 and §3, spec 3 §3); they are what `form_1040_data`
// stores in selectedIncomeOptions / selectedDeductionOptions / selectedCreditOptions and in the
// `deductions` and `credits` maps.

// ---------------------------------------------------------------------------------------------
// Income (spec 2 §2.1, §2.2, §3)
// ---------------------------------------------------------------------------------------------

export interface IncomeOption {
  id: string;
  title: string;
  /** The IRS form that reports it, when there is one ('W-2', '1099-INT', ...). */
  form?: string;
}

/** Personalization page 1 (spec 2 §2.1). The card reads `${title} (${form})` when a form is given. */
export const INCOME_OPTIONS = [
  { id: 'w2', title: 'Had a Job', form: 'W-2' },
  { id: '1099misc', title: 'Self Employed', form: '1099-MISC' },
  { id: '1099int', title: 'Bank Account Interest', form: '1099-INT' },
  { id: '1099div', title: 'Received Dividends', form: '1099-DIV' },
  { id: '1099b', title: 'Capital Gains', form: '1099-B' },
  { id: '1099r', title: 'Retirement Income', form: '1099-R' },
  { id: 'business', title: 'Owned a business' },
  { id: 'rental', title: 'Rental Income' },
  { id: 'socialsecurity', title: 'Social Security Benefits' },
  { id: '1099g', title: 'Unemployment Income', form: '1099-G' },
] as const satisfies readonly IncomeOption[];

/** Personalization page 2 (spec 2 §2.1). */
export const ADDITIONAL_INCOME_OPTIONS = [
  { id: '1099oid', title: 'Income from Bonds' },
  { id: 'giftcards', title: 'Gift Cards' },
  { id: 'alimony', title: 'Alimony' },
  { id: 'awards', title: 'Awards/Prizes' },
  { id: 'gambling', title: 'Gambling Winnings' },
  { id: 'hobby', title: 'Hobby Income' },
  { id: 'juryduty', title: 'Jury Duty' },
  { id: 'crypto', title: 'Traded Cryptocurrency' },
  { id: 'royalties', title: 'Royalties' },
  { id: 'scholarships', title: 'Scholarships/Grants' },
  { id: 'other', title: 'Other' },
] as const satisfies readonly IncomeOption[];

export type IncomeOptionId = (typeof INCOME_OPTIONS)[number]['id'];
export type AdditionalIncomeOptionId = (typeof ADDITIONAL_INCOME_OPTIONS)[number]['id'];

/** The card text of an income option: 'Had a Job (W-2)', 'Owned a business'. */
export function incomeOptionLabel(option: IncomeOption): string {
  return option.form ? `${option.title} (${option.form})` : option.title;
}

/** Every id selectedIncomeOptions may hold (spec 2 §3 'Selections'). */
export const INCOME_OPTION_IDS = [
  'w2', 'contractor', '1099misc', 'business', 'rental', '1099r', '1099g', 'socialsecurity', '1099int', '1099div',
  '1099b', '1099oid', 'interest', 'dividends', 'oid', 'government', 'alimony', 'awards', 'gambling', 'hobby',
  'juryduty', 'giftcards', 'crypto', 'royalties', 'scholarships', 'other',
] as const;
export type IncomeOptionCode = (typeof INCOME_OPTION_IDS)[number];

/** The three tax-docs step groups (spec 2 §2.2, §3 'Step groups') and the route of each. */
export const INCOME_STEP_GROUPS = {
  job: { route: '/tax-docs', options: ['w2', 'contractor', '1099misc'] },
  business: { route: '/tax-docs/business-income', options: ['business', 'rental'] },
  retirement: { route: '/tax-docs/retirement-benefits', options: ['1099r', '1099g', 'socialsecurity'] },
} as const satisfies Record<string, { route: string; options: readonly IncomeOptionCode[] }>;
export type IncomeStepGroup = keyof typeof INCOME_STEP_GROUPS;

/** The step group an income option belongs to, or null when it has no tax-docs step (it stays on Add More). */
export function incomeStepGroupOf(optionId: string): IncomeStepGroup | null {
  for (const [group, { options }] of Object.entries(INCOME_STEP_GROUPS) as [IncomeStepGroup, { options: readonly string[] }][]) {
    if (options.includes(optionId)) return group;
  }
  return null;
}

export interface AddMoreIncomeType {
  id: IncomeOptionCode;
  title: string;
  description: string;
}

/**
 * The tax-docs 'Add More' panel ('Have other income sources?'), up to 9 types (spec 2 §2.2). Titles are
 * the spec's; the spec does not show the descriptions, these are ours. Adding one navigates to its step
 * group's route (`incomeStepGroupOf`); 'other' has no step route and stays on the page.
 */
export const ADD_MORE_INCOME_TYPES = [
  { id: 'w2', title: 'W2 Income', description: 'Wages, salary and tips from an employer (Form W-2)' },
  { id: 'contractor', title: '1099 Contractor Income', description: 'Pay for work as an independent contractor (Form 1099-NEC)' },
  { id: '1099misc', title: '1099-MISC', description: 'Rents, royalties, prizes and other payments (Form 1099-MISC)' },
  { id: 'business', title: 'Business Income', description: 'Income and expenses of a business you own' },
  { id: 'rental', title: 'Rental Income', description: 'Rent received for property you own' },
  { id: '1099r', title: 'Retirement Income (1099-R)', description: 'Pensions, annuities, IRA and 401(k) distributions' },
  { id: '1099g', title: 'Government Payments (1099-G)', description: 'Unemployment compensation and state or local tax refunds' },
  { id: 'socialsecurity', title: 'Social Security Benefits', description: 'Benefits reported on Form SSA-1099' },
  { id: 'other', title: 'Other Income', description: 'Any other income not listed above' },
] as const satisfies readonly AddMoreIncomeType[];

export interface MiscellaneousIncomeType {
  /** The display name stored as `otherIncomeEntries[].type`. */
  name: string;
  /** The selectedIncomeOptions codes that stand for it (toggling the type adds or removes all of them). */
  codes: readonly IncomeOptionCode[];
}

/**
 * The other-income types (spec 2 §3 'Miscellaneous income type names' and the option codes of the
 * selection). Our reading of which codes belong to which name: each name takes its 1099 card id where one
 * exists plus its plain code (Interest Income -> 1099int and interest, ...). Of the spec's code list,
 * '1099b' (Capital Gains, a card of the investment step) and '1099r' (Retirement Income, a card of the
 * tax-docs retirement step) have no miscellaneous name: they are listed in INVESTMENT_INCOME_CARDS and
 * INCOME_OPTIONS.
 */
export const MISCELLANEOUS_INCOME_TYPES = [
  { name: 'Interest Income', codes: ['1099int', 'interest'] },
  { name: 'Dividend Income', codes: ['1099div', 'dividends'] },
  { name: 'Original Issue Discount', codes: ['1099oid', 'oid'] },
  { name: 'Government Payments', codes: ['1099g', 'government'] },
  { name: 'Business Income', codes: ['business'] },
  { name: 'Rental Income', codes: ['rental'] },
  { name: 'Alimony', codes: ['alimony'] },
  { name: 'Awards/Prizes', codes: ['awards'] },
  { name: 'Gambling Winnings', codes: ['gambling'] },
  { name: 'Hobby Income', codes: ['hobby'] },
  { name: 'Jury Duty', codes: ['juryduty'] },
  { name: 'Gift Cards', codes: ['giftcards'] },
  { name: 'Cryptocurrency or NFT', codes: ['crypto'] },
  { name: 'Royalties', codes: ['royalties'] },
  { name: 'Scholarships/Grants', codes: ['scholarships'] },
  { name: 'Social Security Benefits', codes: ['socialsecurity'] },
  { name: 'Other', codes: ['other'] },
] as const satisfies readonly MiscellaneousIncomeType[];
export type MiscellaneousIncomeTypeName = (typeof MISCELLANEOUS_INCOME_TYPES)[number]['name'];

/** The option codes of a miscellaneous income type name ([] for an unknown name). */
export function optionCodesForIncomeType(name: string): readonly IncomeOptionCode[] {
  return MISCELLANEOUS_INCOME_TYPES.find((type) => type.name === name)?.codes ?? [];
}

/** The miscellaneous income type name an option code stands for, or null. */
export function incomeTypeForOptionCode(code: string): MiscellaneousIncomeTypeName | null {
  return MISCELLANEOUS_INCOME_TYPES.find((type) => (type.codes as readonly string[]).includes(code))?.name ?? null;
}

/**
 * The investment step's cards (spec 2 §2.3) with the document type they upload and the form fields they
 * fill: `incomeCardField` is the income-card target (taxableInterest for 1099int, ...), `investmentField`
 * the investment-step target (interestIncome, ...), both per spec 2 §3 'Manual totals'.
 */
export const INVESTMENT_INCOME_CARDS = [
  { id: '1099int', title: '1099-INT Interest Income', documentType: '1099-int', incomeCardField: 'taxableInterest', investmentField: 'interestIncome' },
  { id: '1099div', title: '1099-DIV Dividend Income', documentType: '1099-div', incomeCardField: 'dividends', investmentField: 'totalOrdinaryDividends' },
  { id: '1099b', title: '1099-B Broker Transactions/Capital Gains', documentType: '1099-b', incomeCardField: 'capitalGains', investmentField: 'capitalGains' },
  { id: '1099oid', title: '1099-OID Original Issue Discount', documentType: '1099-oid', incomeCardField: 'bondIncome', investmentField: 'originalIssueDiscount' },
] as const;

/** Rental expense types (spec 2 §3 'Expense type lists'). */
export const RENTAL_EXPENSE_TYPES = [
  'Mortgage Interest (from Form 1098)',
  'Property Taxes',
  'Insurance Premiums (landlord policies)',
  'Repairs',
  'Improvements',
  'Utilities',
  'HOA Fees',
  'Property Management Fees',
  'Travel/Mileage',
  'Depreciation',
] as const;

/** Business expense types (spec 2 §3). 67 cents a mile: IRS Notice 2024-08, standard mileage rate for 2024. */
export const BUSINESS_EXPENSE_TYPES = [
  'Portion of rent/Mortgage',
  'Utilities',
  'Office supplies/tools/software',
  'Vehicle Expenses (standard mileage rate 67 cents per mile for 2024)',
  'Health Insurance Premiums (if self-employed)',
  'Retirement Contributions (SEP-IRA, Solo 401(k))',
  'Advertising/Marketing',
  'Professional Services',
  'Education/Training',
  'Startup Costs',
] as const;

// ---------------------------------------------------------------------------------------------
// Deductions (spec 3 §3)
// ---------------------------------------------------------------------------------------------

export interface DeductionSubItem {
  id: string;
  label: string;
  hint?: string;
}
export interface DeductionCategory {
  id: string;
  title: string;
  description: string;
  subItems: readonly DeductionSubItem[];
}

/**
 * The 8 deduction categories and their sub-items (spec 3 §3). Ids are the spec's; labels and hints are
 * ours except the two the spec names (donation carryover refers to 2023; medical above 7.5% of AGI).
 * Limits quoted in hints are 2024 law: student loan interest $2,500 (Form 1040 Schedule 1 line 21,
 * Pub 970); educator expenses $300 per eligible educator (Schedule 1 line 11); IRA $7,000 / $8,000 at 50 or over (Pub 590-A);
 * SALT $10,000 (Schedule A line 5e); charity mileage 14 cents a mile (IRC §170(i), Pub 526).
 */
export const DEDUCTION_CATEGORIES = [
  {
    id: 'mortgage',
    title: 'Home & Mortgage',
    description: 'Mortgage interest, property taxes and losses on your home',
    subItems: [
      { id: 'mortgage-interest', label: 'Mortgage Interest', hint: 'From Form 1098, box 1' },
      { id: 'real-estate-taxes', label: 'Real Estate Taxes', hint: 'Property taxes paid on your home' },
      { id: 'vehicle-tax', label: 'Vehicle Property Tax', hint: 'The value-based part of vehicle registration fees' },
      { id: 'casualty-loss', label: 'Casualty & Theft Losses', hint: 'Losses in a federally declared disaster area' },
    ],
  },
  {
    id: 'student-loan',
    title: 'Student Loans & Education',
    description: 'Interest on student loans and education savings',
    subItems: [
      { id: 'student-loan-interest', label: 'Student Loan Interest', hint: 'From Form 1098-E, up to $2,500' },
      { id: 'coverdell-esa', label: 'Coverdell ESA Contributions', hint: 'Contributions to a Coverdell education savings account' },
    ],
  },
  {
    id: 'charitable',
    title: 'Charitable Donations',
    description: 'Gifts of money, goods and volunteer miles to qualified charities',
    subItems: [
      { id: 'cash-donations', label: 'Cash Donations', hint: 'Cash, check or card gifts to qualified organizations' },
      { id: 'volunteer-mileage', label: 'Volunteer Mileage', hint: 'Driving for a charity, 14 cents a mile' },
      { id: 'non-cash-donations', label: 'Non-Cash Donations', hint: 'Fair market value of donated goods' },
      { id: 'donation-carryover', label: 'Donation Carryover from 2023', hint: 'Charitable contributions carried over from your 2023 return' },
    ],
  },
  {
    id: 'health',
    title: 'Medical & Health',
    description: 'Medical bills, health savings accounts and long-term care',
    subItems: [
      { id: 'medical-expenses', label: 'Medical Expenses', hint: 'Deductible above 7.5% of AGI' },
      { id: 'hsa', label: 'Health Savings Account (HSA) Contributions', hint: 'Your own contributions to a health savings account (Form 8889)' },
      { id: 'long-term-care', label: 'Long-Term Care Insurance', hint: 'Premiums for qualified long-term care insurance' },
    ],
  },
  {
    id: 'state-local',
    title: 'State & Local Taxes',
    description: 'State and local income or sales taxes you paid',
    subItems: [
      { id: 'state-taxes', label: 'State and Local Income Taxes', hint: 'Together with property taxes, up to $10,000' },
      { id: 'sales-tax', label: 'Sales Tax', hint: 'Instead of income taxes, if larger' },
    ],
  },
  {
    id: 'retirement',
    title: 'Retirement & Investments',
    description: 'IRA contributions and interest on money borrowed to invest',
    subItems: [
      { id: 'ira-contributions', label: 'Traditional IRA Contributions', hint: 'Up to $7,000, or $8,000 at age 50 or over' },
      { id: 'investment-loan', label: 'Investment Interest', hint: 'Interest on loans used to buy taxable investments' },
    ],
  },
  {
    id: 'business',
    title: 'Business & Work',
    description: 'Deductions for business owners and some employees',
    subItems: [
      { id: 'qbi-deduction', label: 'Qualified Business Income (QBI)', hint: 'Income of a pass-through business (Form 8995)' },
      { id: 'employee-expenses', label: 'Unreimbursed Employee Expenses', hint: 'Only for reservists, fee-basis officials and performing artists' },
      { id: 'educator-expenses', label: 'Educator Expenses', hint: 'Classroom supplies, up to $300 per teacher ($600 when both spouses teach)' },
      { id: 'moving-expenses', label: 'Moving Expenses', hint: 'Only for active-duty Armed Forces members' },
      { id: 'fixed-asset', label: 'Fixed Asset Depreciation', hint: 'Equipment and property used in your business' },
    ],
  },
  {
    id: 'other',
    title: 'Other Deductions',
    description: 'Alimony paid and other deductions',
    subItems: [
      { id: 'alimony', label: 'Alimony Paid', hint: 'Under a divorce or separation agreement made before 2019' },
      { id: 'miscellaneous', label: 'Miscellaneous Deductions', hint: 'Other deductions not listed above' },
    ],
  },
] as const satisfies readonly DeductionCategory[];

export type DeductionCategoryId = (typeof DEDUCTION_CATEGORIES)[number]['id'];
export const DEDUCTION_CATEGORY_IDS = DEDUCTION_CATEGORIES.map((category) => category.id) as DeductionCategoryId[];

export function deductionCategory(id: string): DeductionCategory | undefined {
  return DEDUCTION_CATEGORIES.find((category) => category.id === id);
}

/**
 * The calculators' deduction group names (spec 3 §3: medical, homeOwnership, education, investment,
 * state-local and stateLocal). The spec does not show how they map to the 8 categories; our reading is
 * that they are older names of the same categories, by what their sub-items are about:
 * medical -> health, homeOwnership -> mortgage, education -> student-loan, investment -> retirement
 * (investment-loan lives there), stateLocal -> state-local ('state-local' is a category id itself).
 * The categories are canonical: a group name is read only for sub-items its category does not have.
 */
export const DEDUCTION_GROUP_ALIASES = {
  medical: 'health',
  homeOwnership: 'mortgage',
  education: 'student-loan',
  investment: 'retirement',
  stateLocal: 'state-local',
} as const satisfies Record<string, DeductionCategoryId>;

/** The category a deductions-map key stands for: a category id itself, or a calculator group alias. */
export function deductionCategoryOfGroup(group: string): DeductionCategoryId | null {
  if ((DEDUCTION_CATEGORY_IDS as string[]).includes(group)) return group as DeductionCategoryId;
  return (DEDUCTION_GROUP_ALIASES as Record<string, DeductionCategoryId>)[group] ?? null;
}

/**
 * Folds a `deductions` map into the 8 categories: alias groups merge into their category, sub-items
 * already under the category id win. Keys that are neither are dropped.
 */
export function normalizeDeductionGroups(
  deductions: Record<string, Record<string, number>> | null | undefined,
): Partial<Record<DeductionCategoryId, Record<string, number>>> {
  const result: Partial<Record<DeductionCategoryId, Record<string, number>>> = {};
  if (!deductions) return result;
  const entries = Object.entries(deductions);
  // Canonical ids first, so that aliases only fill gaps.
  entries.sort(([a], [b]) => Number(!(DEDUCTION_CATEGORY_IDS as string[]).includes(a)) - Number(!(DEDUCTION_CATEGORY_IDS as string[]).includes(b)));
  for (const [group, items] of entries) {
    const category = deductionCategoryOfGroup(group);
    if (!category || !items || typeof items !== 'object') continue;
    const target = (result[category] ??= {});
    for (const [item, value] of Object.entries(items)) {
      if (!(item in target)) target[item] = value;
    }
  }
  return result;
}

/**
 * Top-level form fields that hold the same money as a category (spec 3 §3 'Top-level deduction fields';
 * spec 3 §4 deductions completion reads 'the matching top-level field'). stateRefund is left out: it is a
 * refund received (1099-G box 2, income on Schedule 1 line 1), not a tax paid.
 */
export const DEDUCTION_TOP_LEVEL_FIELDS = {
  mortgage: ['mortgageInterest', 'propertyTax'],
  'student-loan': ['studentLoanInterest'],
  charitable: ['charitableContributions'],
  health: ['medicalExpenses'],
  'state-local': [],
  retirement: ['iraContributions'],
  business: [],
  other: ['alimonyPaid'],
} as const satisfies Record<DeductionCategoryId, readonly string[]>;

// ---------------------------------------------------------------------------------------------
// Credits (spec 3 §2 'Credit details', §3)
// ---------------------------------------------------------------------------------------------

/** 'amount': one dollar field; 'checkbox': no amount (stores 1); 'dropdown': rows of credit type + amount. */
export type CreditLayout = 'amount' | 'checkbox' | 'dropdown';

export interface CreditSubOption {
  id: string;
  label: string;
  description?: string;
  layout: CreditLayout;
  /** The dropdown's credit types (layout 'dropdown' only). */
  dropdownTypes?: readonly string[];
}
export interface CreditCategory {
  id: string;
  /** The stepper title (spec 3 §2). */
  title: string;
  description: string;
  subOptions: readonly CreditSubOption[];
}

/**
 * The 6 credit categories (spec 3 §3). Ids, stepper titles, layouts and dropdown types are the spec's;
 * labels and descriptions are ours where the spec gives none. Two hints follow 2024 law rather than the
 * spec's older figures (ARCHITECTURE decision 1): the Saver's Credit AGI limits are $38,250 single and
 * $76,500 joint (Form 8880 instructions 2024; the spec's 36.5K/73K are 2023's), and the EITC income limit
 * runs to $59,899 single / $66,819 joint with three children (Pub 596 for 2024; the spec rounds to 60,000).
 */
export const CREDIT_CATEGORIES = [
  {
    id: 'child-family',
    title: 'Child & Family Care',
    description: 'Credits for children, dependents, child care and adoption',
    subOptions: [
      { id: 'child-care-expenses', label: 'Child and Dependent Care Expenses', description: 'Care so you could work or look for work (Form 2441)', layout: 'amount' },
      { id: 'child-tax-credit', label: 'Child Tax Credit', description: 'For each qualifying child under 17', layout: 'checkbox' },
      { id: 'credit-other-family', label: 'Credit for Other Dependents', description: 'For dependents who do not qualify for the Child Tax Credit', layout: 'checkbox' },
      { id: 'adoption-expenses', label: 'Adoption Expenses', description: 'Qualified expenses to adopt a child (Form 8839)', layout: 'amount' },
    ],
  },
  {
    id: 'education',
    title: 'Education',
    description: 'Credits for college and job-training costs',
    subOptions: [
      { id: 'college-credit-first-4', label: 'American Opportunity Credit', description: 'For the first 4 years of college', layout: 'amount' },
      { id: 'college-job-training', label: 'Lifetime Learning Credit', description: 'College or job-training courses (tuition only)', layout: 'amount' },
    ],
  },
  {
    id: 'retirement-savings',
    title: 'Retirement Savings',
    description: "Saver's credit for contributions to retirement accounts",
    subOptions: [
      { id: 'self-employed-retirement', label: "Saver's Credit (IRA or self-employed retirement plan)", description: 'For AGI under $38,250 single, under $76,500 joint', layout: 'amount' },
      { id: 'extra-401k-403b', label: 'Contributions to a 401(k) or 403(b)', description: 'Elective deferrals that count toward the Saver\'s Credit', layout: 'amount' },
    ],
  },
  {
    id: 'home-energy',
    title: 'Home & Energy Saving',
    description: 'Credits for clean energy and efficiency upgrades to your home',
    subOptions: [
      { id: 'solar-energy-upgrades', label: 'Solar and Energy-Efficiency Upgrades', description: 'Solar panels, heat pumps, insulation and similar (Form 5695)', layout: 'amount' },
    ],
  },
  {
    id: 'work-income',
    title: 'Work and Income',
    description: 'Credits for working families',
    subOptions: [
      { id: 'working-family-credit', label: 'Earned Income Tax Credit (EITC)', description: 'For household income under $59,899 ($66,819 married filing jointly)', layout: 'checkbox' },
      { id: 'missed-stimulus', label: 'Missed Stimulus Payments (Recovery Rebate Credit)', description: 'Economic impact payments you did not receive', layout: 'amount' },
    ],
  },
  {
    id: 'special-situations',
    title: 'Special Situations',
    description: 'Disaster losses and state or local credits',
    subOptions: [
      { id: 'disaster-losses', label: 'Disaster Losses', description: 'Losses in a federally declared disaster area', layout: 'amount' },
      {
        id: 'state-tax-credits',
        label: 'State Tax Credits',
        description: 'Credits offered by your state',
        layout: 'dropdown',
        dropdownTypes: ["Renter's Credit", 'EV/Hybrid Vehicle Credit', 'Property Tax Relief', 'Income Tax Paid to Another State'],
      },
      {
        id: 'local-tax-credits',
        label: 'Local Tax Credits',
        description: 'Credits offered by your city or county',
        layout: 'dropdown',
        dropdownTypes: ['Local EITC', 'Homestead Exemption', 'School Tax Relief (STAR)'],
      },
    ],
  },
] as const satisfies readonly CreditCategory[];

export type CreditCategoryId = (typeof CREDIT_CATEGORIES)[number]['id'];
export const CREDIT_CATEGORY_IDS = CREDIT_CATEGORIES.map((category) => category.id) as CreditCategoryId[];

export function creditCategory(id: string): CreditCategory | undefined {
  return CREDIT_CATEGORIES.find((category) => category.id === id);
}

/** Placeholder of a dropdown row's credit type (spec 3 §2). */
export const CREDIT_TYPE_PLACEHOLDER = 'Select credit type';

/** The `credits` map key of one dropdown row: 'sub-option label - credit type' (spec 3 §3). */
export function dropdownCreditKey(subOptionLabel: string, creditType: string): string {
  return `${subOptionLabel} - ${creditType}`;
}

// ---------------------------------------------------------------------------------------------
// States (spec 1 §2.10: two-letter code, 50 states plus DC; unknown falls back to NJ)
// ---------------------------------------------------------------------------------------------

export const US_STATES = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'],
  ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'],
  ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'],
  ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'],
  ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'],
  ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'],
  ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'],
  ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'],
  ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
].map(([code, name]) => ({ code: code!, name: name! }));
export const US_STATE_CODES: readonly string[] = US_STATES.map((state) => state.code);
export const DEFAULT_STATE = 'NJ';

/** An unknown or missing state code falls back to NJ (spec 1 §5, spec 3 §5). */
export function normalizeStateCode(code: unknown): string {
  const upper = typeof code === 'string' ? code.trim().toUpperCase() : '';
  return US_STATE_CODES.includes(upper) ? upper : DEFAULT_STATE;
}
