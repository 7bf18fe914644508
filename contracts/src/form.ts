// The saved tax form (`tax_forms.form_1040_data`): spec 1 §3.2, spec 2 §3, spec 3 §3,
// plus the facts the law needs that the spec's form lacks (issue "tax engine", marked below).
import { z } from 'zod';
import { REVIEW_TAB_IDS } from './reviewTabs';
import { readAmount } from './amounts';

/** Encrypted value envelope (spec 1 §3.5). */
export const encryptedEnvelopeSchema = z.object({
  encryptedData: z.string(),
  iv: z.string(),
  salt: z.string(),
  level: z.number().int().min(1).max(4),
  keyVersion: z.number().int(),
  algorithm: z.string(),
});
export type EncryptedEnvelope = z.infer<typeof encryptedEnvelopeSchema>;

/** A sensitive field (SSN, phone, date of birth) is plaintext only on the device; stored as an envelope. */
export const sensitiveSchema = z.union([z.string(), encryptedEnvelopeSchema]);
export type Sensitive = z.infer<typeof sensitiveSchema>;

/** A money amount: a number, or a numeric string as the documents store them ('' counts as 0). */
export const amountSchema = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const parsed = readAmount(value);
  if (parsed !== null) return parsed;
  ctx.addIssue({ code: 'custom', message: `Not an amount: ${String(value)}` });
  return z.NEVER;
});
const amount = () => amountSchema.default(0);
/** A state-return amount: not negative, at most $100 million. */
const stateAmount = () => amountSchema.pipe(z.number().min(0).max(100_000_000));
/** Document amounts are stored as strings, default '0' (spec 2 §3). */
const documentAmount = () => z.union([z.string(), z.number()]).transform(String).default('0');

export const FILING_STATUSES = ['single', 'married-joint', 'married-separate', 'head-of-household', 'qualifying-widow'] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];
/** ARCHITECTURE decision 3: the wizard's 'head-household' is accepted and stored as 'head-of-household'. */
export const filingStatusSchema = z
  .enum([...FILING_STATUSES, 'head-household'])
  .transform((value): FilingStatus => (value === 'head-household' ? 'head-of-household' : value));

/** Whose a W-2 or business is, where the law cares (SE wage base, Additional Medicare Tax). */
export const ownerSchema = z.enum(['taxpayer', 'spouse']).default('taxpayer');

export const dependentSchema = z.looseObject({
  firstName: z.string().default(''),
  middleInitial: z.string().max(1).optional(),
  lastName: z.string().default(''),
  ssn: sensitiveSchema.default(''),
  dob: sensitiveSchema.default(''),
  relationship: z.string().default(''),
  /** Beyond the spec: months lived with the taxpayer in 2024 (child credits, EIC). */
  monthsLivedWithTaxpayer: z.number().int().min(0).max(12).default(12),
  /** Beyond the spec: full-time student (qualifying child to 24, NJ college exemption). */
  isFullTimeStudent: z.boolean().default(false),
  /** Beyond the spec: permanently and totally disabled (qualifying child at any age). */
  isDisabled: z.boolean().default(false),
  /**
   * Age on 31 Dec 2024, computed on the device: the date of birth itself reaches the server only
   * encrypted, and the engine needs the age alone (child tax credit, EIC). null = not known.
   */
  ageAtYearEnd: z.number().int().min(0).max(130).nullable().default(null),
  /** Beyond the spec (issue 14): the dependent's own 2024 gross income; a qualifying relative needs under 5,050 (Pub 501). null = not asked. */
  grossIncome: z.number().min(0).max(1e10).nullable().default(null),
});
export type Dependent = z.infer<typeof dependentSchema>;

/** W-2 box 12 codes (IRS General Instructions for Forms W-2 and W-3 (2024), 'Box 12—Codes'). */
export const W2_BOX12_CODES = [
  'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K', 'L', 'M', 'N', 'P', 'Q', 'R', 'S', 'T', 'V', 'W', 'Y', 'Z',
  'AA', 'BB', 'DD', 'EE', 'FF', 'GG', 'HH', 'II',
] as const;
export type W2Box12Code = (typeof W2_BOX12_CODES)[number];
export const box12EntrySchema = z.object({ code: z.enum(W2_BOX12_CODES), amount: documentAmount() });
export type W2Box12Entry = z.infer<typeof box12EntrySchema>;

export const w2Schema = z.looseObject({
  id: z.string().default(''),
  fileName: z.string().default(''),
  firstName: z.string().default(''),
  lastName: z.string().default(''),
  ssn: sensitiveSchema.default(''),
  owner: ownerSchema,
  wages: documentAmount(),
  federalIncomeTax: documentAmount(),
  stateTax: documentAmount(),
  employerName: z.string().default(''),
  employerEIN: z.string().default(''),
  socialSecurityWages: documentAmount(),
  socialSecurityTaxWithheld: documentAmount(),
  medicareWagesAndTips: documentAmount(),
  medicareTaxWithheld: documentAmount(),
  socialSecurityTips: documentAmount(),
  allocatedTips: documentAmount(),
  verificationCode: z.string().default(''),
  dependentCareBenefits: documentAmount(),
  nonqualifiedPlans: documentAmount(),
  statutoryEmployee: z.boolean().default(false),
  retirementPlan: z.boolean().default(false),
  thirdPartySickPay: z.boolean().default(false),
  box12: z
    .looseObject({ codeC: documentAmount(), codeD: documentAmount(), codeDD: documentAmount(), codeW: documentAmount() })
    .default({ codeC: '0', codeD: '0', codeDD: '0', codeW: '0' }),
  /**
   * Beyond the spec: W-2 box 12 as printed, up to four entries of any code (IRS General Instructions for
   * Forms W-2 and W-3 (2024), 'Box 12—Codes': E, G, S, AA, BB, EE elective deferrals and Roth, W employer HSA,
   * ...). `box12` above keeps the spec's four codes, summed from these entries, for older readers.
   */
  box12Entries: z.array(box12EntrySchema).max(4).default([]),
  box14: z.looseObject({ tfb: documentAmount() }).default({ tfb: '0' }),
  stateId: z.string().default(''),
  stateWages: documentAmount(),
  localWages: documentAmount(),
  localIncomeTax: documentAmount(),
  locality: z.string().default(''),
});
export type W2 = z.infer<typeof w2Schema>;

const payerSchema = z.looseObject({ name: z.string().default(''), tin: z.string().default('') });

/** 1099-MISC record (contractor1099Data) and the contractor 1099 of the income-card upload (spec 2 §3). */
export const CONTRACTOR_1099_AMOUNT_FIELDS = [
  'nonemployeeCompensation', 'rentIncome', 'otherIncome', 'royalties', 'federalIncomeTaxWithheld', 'stateTaxWithheld',
  'fishingBoatProceeds', 'medicalPayments', 'cropInsuranceProceeds', 'section409ADeferrals', 'excessGoldenParachute',
  'grossProceedsAttorney', 'substitutePayments', 'interestIncome', 'earlyWithdrawalPenalty', 'usSavingsBondsInterest',
  'investmentExpenses', 'foreignTaxPaid', 'marketDiscount', 'bondPremium', 'totalOrdinaryDividends', 'qualifiedDividends',
  'totalCapitalGainDistributions', 'unrecaptured1250Gain', 'section1202Gain', 'collectiblesGain', 'nondividendDistributions',
  'proceedsFromSales', 'costBasis', 'grossDistribution', 'taxableAmount', 'capitalGainAmount', 'employeeContributions',
  'netUnrealizedAppreciation', 'originalIssueDiscount', 'otherPeriodicInterest', 'acquisitionPremium',
  'unemploymentCompensation', 'stateLocalIncomeTaxRefunds', 'rtccPayments', 'marketGainOnInstruments',
] as const;
export const contractor1099Schema = z.looseObject({
  fileName: z.string().default(''),
  formType: z.string().default('1099-MISC'),
  payerName: z.string().optional(),
  payerTIN: z.string().optional(),
  recipientName: z.string().optional(),
  recipientTIN: z.string().optional(),
  payerInfo: payerSchema.optional(),
  owner: ownerSchema,
  totalAmount: amount(),
  fieldDetails: z.record(z.string(), z.unknown()).optional(),
  ...Object.fromEntries(CONTRACTOR_1099_AMOUNT_FIELDS.map((field) => [field, amount()])),
} as Record<string, z.ZodType>);
export type Contractor1099 = { fileName: string; formType: string; owner: 'taxpayer' | 'spouse'; totalAmount: number } & Record<
  (typeof CONTRACTOR_1099_AMOUNT_FIELDS)[number],
  number
> & { payerInfo?: { name: string; tin: string }; payerName?: string; recipientName?: string; fieldDetails?: Record<string, unknown> };

export const INVESTMENT_DOCUMENT_TYPES = ['1099-int', '1099-div', '1099-b', '1099-r', '1099-oid', '1099-g'] as const;
export type InvestmentDocumentType = (typeof INVESTMENT_DOCUMENT_TYPES)[number];

/** investmentData: the single source of truth for uploaded investment documents (spec 2 §3). */
export const investmentDocumentSchema = z.looseObject({
  fileName: z.string().default(''),
  documentType: z.enum(INVESTMENT_DOCUMENT_TYPES),
  uploadedAt: z.string().default(''),
  formType: z.string().default(''),
  totalAmount: amount(),
  payerInfo: payerSchema.default({ name: '', tin: '' }),
  recipientInfo: payerSchema.default({ name: '', tin: '' }),
  fieldDetails: z.record(z.string(), z.unknown()).default({}),
  interestIncome: amount(),
  /** 1099-INT box 8 (tax-exempt interest): counts toward the Pub 915 worksheet, not taxable. */
  taxExemptInterest: amount(),
  usSavingsBondsInterest: amount(),
  earlyWithdrawalPenalty: amount(),
  totalOrdinaryDividends: amount(),
  qualifiedDividends: amount(),
  totalCapitalGainDistributions: amount(),
  /** Beyond the spec (tax engine): 1099-DIV box 2b, unrecaptured section 1250 gain (part of box 2a; Schedule D line 19). */
  unrecaptured1250Gain: amount(),
  /** Beyond the spec (tax engine): 1099-DIV box 2d, collectibles (28%) gain (part of box 2a; Schedule D line 18). */
  collectiblesGain: amount(),
  capitalGains: amount(),
  grossDistribution: amount(),
  taxableAmount: amount(),
  /**
   * Beyond the spec: 1099-R box 2a left blank (the payer did not figure the taxable amount), as opposed to
   * box 2a printed as 0 (nothing taxable, e.g. a rollover). Form 1099-R instructions (2024), boxes 2a and 2b.
   */
  taxableAmountBlank: z.boolean().default(false),
  /** Beyond the spec: 1099-R box 2b 'Taxable amount not determined' checked; the taxpayer figures it (Pub 575). */
  taxableAmountNotDetermined: z.boolean().default(false),
  /** 1099-R box 7 distribution code (e.g. '1' early, '7' normal, 'G' rollover). */
  distributionCode: z.string().default(''),
  /** 1099-R: an IRA/SEP/SIMPLE distribution (Form 1040 line 4) rather than a pension (line 5). */
  isIra: z.boolean().default(false),
  originalIssueDiscount: amount(),
  unemploymentCompensation: amount(),
  federalIncomeTaxWithheld: amount(),
  stateTaxWithheld: amount(),
  proceedsFromSales: amount(),
  costBasis: amount(),
  dateAcquired: z.string().default(''),
  dateSold: z.string().default(''),
  shortTermOrLongTerm: z.enum(['short', 'long', '']).default(''),
  basisReportedToBroker: z.boolean().default(true),
  basisReportedToIRS: z.boolean().default(true),
  lossNotAllowed: amount(),
  washSaleAdjustment: amount(),
  profitOnClosedContracts: amount(),
  unrealizedProfitOnOpenContracts: amount(),
  aggregateProfitOnContracts: amount(),
  foreignTaxPaid: amount(),
  marketDiscount: amount(),
  bondPremium: amount(),
  owner: ownerSchema,
});
export type InvestmentDocument = z.infer<typeof investmentDocumentSchema>;

export const expenseSchema = z.object({ type: z.string(), amount: amount() });

export const businessDataSchema = z.looseObject({
  businessName: z.string().default(''),
  businessType: z.string().default(''),
  expenses: z.array(expenseSchema).default([]),
  totalExpenses: amount(),
  grossReceipts: amount(),
  owner: ownerSchema,
});
export const rentalDataSchema = z.looseObject({
  address: z.string().default(''),
  daysRented: z.coerce.number().int().min(0).default(0),
  daysPersonalUse: z.coerce.number().int().min(0).default(0),
  expenses: z.array(expenseSchema).default([]),
  totalExpenses: amount(),
  rentalIncome: amount(),
});
export const socialSecurityDataSchema = z.looseObject({
  box3NetBenefits: amount(),
  box5BenefitsRepaid: amount(),
  totalBenefits: amount(),
  /** Federal income tax withheld (SSA-1099 box 6). */
  federalIncomeTaxWithheld: amount(),
  owner: ownerSchema,
});

/** Other-income entry: `type` is the display name of spec 2 §3 ('Gambling Winnings', 'Business Income', ...). */
export const otherIncomeEntrySchema = z.looseObject({
  type: z.string(),
  amount: amount(),
  businessData: businessDataSchema.optional(),
  rentalData: rentalDataSchema.optional(),
  socialSecurityData: socialSecurityDataSchema.optional(),
});
export type OtherIncomeEntry = z.infer<typeof otherIncomeEntrySchema>;

export const lastYearFormDocumentSchema = z.looseObject({
  fileName: z.string(),
  extractedData: z.record(z.string(), z.unknown()).default({}),
  uploadedAt: z.string().default(''),
});

/**
 * Beyond the spec (issue 14): the facts the credits need that an amount cannot carry, asked where the credit
 * is claimed (contracts/src/deductionCreditMapping.ts names which sub-option needs which). Dependents are
 * named by their index in `dependents`.
 */
export const careExpenseSchema = z.looseObject({
  /** Form 2441 line 2: the qualifying person the care was for. */
  dependentIndex: z.number().int().min(0).max(9).nullable().default(null),
  amount: amount(),
  /** Form 2441 line 1: the care provider. */
  providerName: z.string().max(100).default(''),
});
export const studentSchema = z.looseObject({
  /** Form 8863 Part III line 20: the student, 'taxpayer', 'spouse' or a dependent's index. */
  student: z.union([z.enum(['taxpayer', 'spouse']), z.number().int().min(0).max(9)]).default('taxpayer'),
  /** Form 1098-T box 1 (payments for tuition and related expenses). */
  tuitionPaid: amount(),
  /** Form 1098-T box 5 (scholarships or grants), which reduce the expenses (Form 8863 line 27 / 31). */
  scholarships: amount(),
  /** Form 8863 lines 23-26, the American opportunity credit tests. */
  firstFourYears: z.boolean().default(true),
  atLeastHalfTime: z.boolean().default(true),
  aotcClaimedFourYears: z.boolean().default(false),
  felonyDrugConviction: z.boolean().default(false),
});
export const retirementContributionSchema = z.looseObject({
  /** Form 8880 column (a) you, (b) your spouse. */
  owner: z.enum(['taxpayer', 'spouse']).default('taxpayer'),
  /** Form 8880 line 1 (IRA) or line 2 (elective deferrals and voluntary contributions). */
  kind: z.enum(['ira', 'elective-deferral']).default('ira'),
  amount: amount(),
});
export const creditFactsSchema = z.looseObject({
  careExpenses: z.array(careExpenseSchema).max(20).default([]),
  students: z.array(studentSchema).max(10).default([]),
  retirementContributions: z.array(retirementContributionSchema).max(10).default([]),
  /** Form 8880 line 4: distributions after 2021 and before the 2024 return's due date, per person. */
  retirementDistributions: z.looseObject({ taxpayer: amount(), spouse: amount() }).default({ taxpayer: 0, spouse: 0 }),
  /** EIC (IRS Direct File's questions): a child is also another person's qualifying child who claims it (Pub 596 Rule 9). */
  eicChildClaimedByAnother: z.boolean().default(false),
  /** EIC: the credit was denied or reduced after 2015 for other than a math error (Form 8862 required). */
  eicDisallowedBefore: z.boolean().default(false),
});
export type CreditFacts = z.infer<typeof creditFactsSchema>;

/** category id -> sub-item id -> amount (spec 3 §3). */
export const amountMapSchema = z.record(z.string(), z.record(z.string(), z.number())).default({});

const MANUAL_TOTALS = [
  // spec 1 §3.2
  'line1', 'line25a', 'line25b', 'line25c', 'line25d', 'taxableInterest', 'dividends', 'stateRefund',
  'charitableContributions', 'mortgageInterest', 'studentLoanInterest', 'capitalGains', 'retirementIncome',
  'iraContributions', 'bondIncome', 'unemploymentIncome', 'giftCardIncome',
  // spec 2 §3
  'interestIncome', 'dividendIncome', 'governmentRefunds', 'unemploymentCompensation', 'totalOrdinaryDividends',
  'originalIssueDiscount',
  // spec 3 §3 top-level deduction fields
  'alimonyPaid', 'propertyTax', 'medicalExpenses',
  // Beyond the spec, needed by the law (tax engine issue): 1040 line 26, tax-exempt interest (Pub 915),
  // the capital loss carried over from 2023 (Schedule D lines 6 and 14).
  'estimatedTaxPayments', 'taxExemptInterest', 'shortTermLossCarryover', 'longTermLossCarryover',
] as const;
export type ManualTotal = (typeof MANUAL_TOTALS)[number];

export const form1040DataSchema = z.looseObject({
  // Personal (spec 1 §3.2)
  firstName: z.string().default(''),
  middleInitial: z.string().max(1).default(''),
  lastName: z.string().default(''),
  ssn: sensitiveSchema.default(''),
  dateOfBirth: sensitiveSchema.default(''),
  driversLicense: z.string().default(''),
  phone: sensitiveSchema.default(''),
  email: z.string().default(''),
  street: z.string().default(''),
  street2: z.string().default(''),
  city: z.string().default(''),
  state: z.string().default('NJ'),
  zip: z.string().default(''),
  // Filing
  filingStatus: filingStatusSchema.default('single'),
  isFullYearResident: z.boolean().default(true),
  primaryStateStartDate: z.string().default(''),
  primaryStateEndDate: z.string().default(''),
  additionalState: z.string().default('not_applicable'),
  additionalStateStartDate: z.string().default(''),
  additionalStateEndDate: z.string().default(''),
  /** Beyond the spec: 65-or-over and blind additions to the standard deduction. */
  isBlind: z.boolean().default(false),
  // Spouse
  isJointFiling: z.boolean().default(false),
  spouseFirstName: z.string().default(''),
  spouseMiddleInitial: z.string().default(''),
  spouseLastName: z.string().default(''),
  spouseSSN: sensitiveSchema.default(''),
  /** Beyond the spec: the spouse's date of birth (65-or-over, IRA catch-up). */
  spouseDateOfBirth: sensitiveSchema.default(''),
  spouseIsBlind: z.boolean().default(false),
  /**
   * Ages on 31 Dec 2024, computed on the device from the (encrypted) dates of birth, so the server's
   * engine can apply the 65-or-over deduction and the IRA catch-up. null = not known.
   */
  taxpayerAgeAtYearEnd: z.number().int().min(0).max(130).nullable().default(null),
  spouseAgeAtYearEnd: z.number().int().min(0).max(130).nullable().default(null),
  /** Beyond the spec: married filing separately and lived apart from the spouse all of 2024 (Pub 915 base, Form 8582). */
  livedApartFromSpouseAllYear: z.boolean().default(false),
  // Dependents
  hasDependent: z.boolean().default(false),
  dependentType: z.string().default(''),
  dependents: z.array(dependentSchema).default([]),
  // Selections
  selectedIncomeOptions: z.array(z.string()).default([]),
  selectedDeductionOptions: z.array(z.string()).default([]),
  selectedCreditOptions: z.array(z.string()).default([]),
  tax_preferences: z.array(z.unknown()).default([]),
  otherIncomeEntries: z.array(otherIncomeEntrySchema).default([]),
  w2Data: z.array(w2Schema).default([]),
  contractor1099Data: z.array(contractor1099Schema).default([]),
  investmentData: z.array(investmentDocumentSchema).default([]),
  deductions: amountMapSchema,
  credits: amountMapSchema,
  /** Beyond the spec (issue 14): facts the credits need, asked where each is claimed. */
  creditFacts: creditFactsSchema.default(() => creditFactsSchema.parse({})),
  lastYearFormDocuments: z.array(lastYearFormDocumentSchema).default([]),
  // Beyond the spec (issue 9 item 2): what the state returns need that the federal return does not ask.
  /** Rent paid for the main home in 2024 (NJ-1040 Worksheet H: 18% of rent counts as property tax; renter's credits). */
  rentPaid: stateAmount().default(0),
  /**
   * 2024 state estimated tax payments and last year's overpayment applied, by state code ('NJ' -> 1200): each state
   * return's payments line.
   */
  stateEstimatedTaxPayments: z.record(z.string().max(20), stateAmount()).default({}),
  // Review and coach progress (spec 3 §4 completion flags)
  reviewedTabs: z.array(z.enum(REVIEW_TAB_IDS)).default([]),
  chatInteractions: z.number().int().min(0).default(0),
  // Manual totals, numbers with default 0
  ...(Object.fromEntries(MANUAL_TOTALS.map((field) => [field, amount()])) as Record<ManualTotal, ReturnType<typeof amount>>),
});
export type Form1040Data = z.infer<typeof form1040DataSchema>;
/** What a client may send: any subset of the fields, before defaults. */
export type Form1040Input = z.input<typeof form1040DataSchema>;

/** Reads the form from an object or from JSON text (spec 2 §3), filling every default. */
export function parseForm1040Data(input: unknown): Form1040Data {
  return form1040DataSchema.parse(typeof input === 'string' ? JSON.parse(input) : (input ?? {}));
}

export function safeParseForm1040Data(input: unknown) {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      return { success: false as const, error: new Error('The tax form is not valid JSON.') };
    }
  }
  return form1040DataSchema.safeParse(value ?? {});
}

export function defaultForm1040Data(): Form1040Data {
  return form1040DataSchema.parse({});
}

export const MANUAL_TOTAL_FIELDS = MANUAL_TOTALS;
