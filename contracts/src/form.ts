// The saved tax form (`tax_forms.form_1040_data`): spec 1 §3.2, spec 2 §3, spec 3 §3,
// plus the facts the law needs that the spec's form lacks (issue "tax engine", marked below).
import { z } from 'zod';
import { REVIEW_TAB_IDS } from './reviewTabs';
import { readAmount } from './amounts';
import { US_STATE_CODES } from './catalogs';
import { lastYearExtractionSchema } from './documents';

// ---- Bounds (issue 7 item 6; spec 2 §9 and §5, spec 3 §5, spec 1 §5 and §9) ----
/** Amounts: up to 10 integer digits and 2 decimals (spec 2 §9 'Amount format', spec 3 §5). */
export const AMOUNT_MAX = 9_999_999_999.99;
/** The saved form as JSON: far above a full return (about 60 KB with 10 dependents and 50 documents). */
export const FORM_MAX_BYTES = 512 * 1024;
export const FORM_BOUNDS_MESSAGES = {
  amountFormat: 'Amounts can have up to 10 digits before the decimal point and 2 after it.',
  amountNegative: 'This amount cannot be negative.',
  stateCode: 'Choose a US state or the District of Columbia.',
  tooLong: (max: number) => `This entry can be at most ${max} characters.`,
  tooMany: (max: number) => `This list can hold at most ${max} entries.`,
  formTooLarge: `The tax form is too large (more than ${FORM_MAX_BYTES / 1024} KB).`,
  unknownField: 'This is not a field of the tax form.',
} as const;

/** Why `value` is not a bounded amount, or null: more than 10 integer digits, more than 2 decimals, or negative where the law has none. */
export function amountProblem(value: number, signed: boolean): string | null {
  if (!Number.isFinite(value) || Math.abs(value) > AMOUNT_MAX) return FORM_BOUNDS_MESSAGES.amountFormat;
  const cents = value * 100;
  // Tolerates binary noise (0.1 + 0.2), not a third decimal.
  if (Math.abs(cents - Math.round(cents)) > 1e-6 + 8 * Number.EPSILON * Math.abs(cents)) return FORM_BOUNDS_MESSAGES.amountFormat;
  if (!signed && value < 0) return FORM_BOUNDS_MESSAGES.amountNegative;
  return null;
}

// Bounds are checked in transforms, not zod checks: the engine's fast reader (engine/src/fastParse.ts) runs a
// transform itself but hands any leaf with checks to zod, which costs several times the tax computation.
/** Text of at most `max` characters. */
const text = (max: number) =>
  z.string().transform((value, ctx) => {
    if (value.length <= max) return value;
    ctx.addIssue({ code: 'custom', message: FORM_BOUNDS_MESSAGES.tooLong(max) });
    return z.NEVER;
  });
/**
 * Every object inside the form (list items and what they hold) names all its keys: reading drops a key it does
 * not name (a stored form with old keys still loads), and a save that carries one is refused before it is read
 * (`unknownFormFieldPath`, issue 7 item 6). Only the form's top level keeps unknown stored keys as they are.
 */
/** A list of at most `max` entries. */
const list = <T extends z.ZodType>(element: T, max: number) =>
  z.array(element).transform((value, ctx) => {
    if (value.length <= max) return value;
    ctx.addIssue({ code: 'custom', message: FORM_BOUNDS_MESSAGES.tooMany(max) });
    return z.NEVER;
  });
// Lengths: names 50 (spec 1 §5); email 254 (spec 1 §5); everything else generous for its content.
const NAME_MAX = 50;
const LINE_MAX = 200;
const SHORT_MAX = 100;
const CODE_MAX = 30;
/** A two-letter US state or DC code (catalogs' US_STATES), or '' (not given yet: spec 1 §5 falls back to NJ). */
export const stateCodeSchema = stateCode([]);
/** The second state of a part-year resident: 'not_applicable' or a state code (spec 1 §2.10). */
export const additionalStateSchema = stateCode(['not_applicable']);
function stateCode(alsoAllowed: readonly string[]) {
  return z.string().transform((value, ctx) => {
    if (alsoAllowed.includes(value)) return value;
    const code = value.trim().toUpperCase();
    if (code === '' || US_STATE_CODES.includes(code)) return code;
    ctx.addIssue({ code: 'custom', message: FORM_BOUNDS_MESSAGES.stateCode });
    return z.NEVER;
  });
}

/** Encrypted value envelope (spec 1 §3.5). */
export const encryptedEnvelopeSchema = z.object({
  encryptedData: text(4096),
  iv: text(200),
  salt: text(200),
  level: z.number().int().min(1).max(4),
  keyVersion: z.number().int().min(0).max(1_000_000),
  algorithm: text(CODE_MAX),
});
export type EncryptedEnvelope = z.infer<typeof encryptedEnvelopeSchema>;

/** A sensitive field (SSN, phone, date of birth) is plaintext only on the device; stored as an envelope. */
export const sensitiveSchema = z.union([text(SHORT_MAX), encryptedEnvelopeSchema]);
export type Sensitive = z.infer<typeof sensitiveSchema>;

/** Reads an amount (a number, or text as the documents store it, '' counting as 0) within the bounds. */
function boundedAmount(signed: boolean) {
  return z.union([z.number(), z.string()]).transform((value, ctx) => {
    const parsed = typeof value === 'string' && value.length > 40 ? null : readAmount(value);
    if (parsed === null) {
      ctx.addIssue({ code: 'custom', message: `Not an amount: ${String(value)}` });
      return z.NEVER;
    }
    const problem = amountProblem(parsed, signed);
    if (problem === null) return parsed;
    ctx.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  });
}
/** A money amount, not negative, up to 10 integer digits and 2 decimals. */
export const amountSchema = boundedAmount(false);
/** An amount the law lets be negative (a capital or business loss, a section 1256 loss). */
export const signedAmountSchema = boundedAmount(true);
const amount = () => amountSchema.default(0);
const signedAmount = () => signedAmountSchema.default(0);
/** A state-return amount: not negative, at most $100 million. */
const stateAmount = () => amountSchema.pipe(z.number().min(0).max(100_000_000));
/** Document amounts are stored as strings, default '0' (spec 2 §3). */
const documentAmount = () =>
  z
    .union([z.string(), z.number()])
    .transform((value, ctx) => {
      const parsed = typeof value === 'string' && value.length > 40 ? null : readAmount(value);
      const problem = parsed === null ? `Not an amount: ${String(value)}` : amountProblem(parsed, false);
      if (problem === null) return String(value);
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    })
    .default('0');

export const FILING_STATUSES = ['single', 'married-joint', 'married-separate', 'head-of-household', 'qualifying-widow'] as const;
export type FilingStatus = (typeof FILING_STATUSES)[number];
/** ARCHITECTURE decision 3: the wizard's 'head-household' is accepted and stored as 'head-of-household'. */
export const filingStatusSchema = z
  .enum([...FILING_STATUSES, 'head-household'])
  .transform((value): FilingStatus => (value === 'head-household' ? 'head-of-household' : value));

/** Whose a W-2 or business is, where the law cares (SE wage base, Additional Medicare Tax). */
export const ownerSchema = z.enum(['taxpayer', 'spouse']).default('taxpayer');

export const dependentSchema = z.object({
  firstName: text(NAME_MAX).default(''),
  middleInitial: z.string().max(1).optional(),
  lastName: text(NAME_MAX).default(''),
  ssn: sensitiveSchema.default(''),
  dob: sensitiveSchema.default(''),
  relationship: text(SHORT_MAX).default(''),
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

export const w2Schema = z.object({
  id: text(SHORT_MAX).default(''),
  fileName: text(255).default(''),
  firstName: text(NAME_MAX).default(''),
  lastName: text(NAME_MAX).default(''),
  ssn: sensitiveSchema.default(''),
  owner: ownerSchema,
  wages: documentAmount(),
  federalIncomeTax: documentAmount(),
  stateTax: documentAmount(),
  employerName: text(LINE_MAX).default(''),
  employerEIN: text(CODE_MAX).default(''),
  socialSecurityWages: documentAmount(),
  socialSecurityTaxWithheld: documentAmount(),
  medicareWagesAndTips: documentAmount(),
  medicareTaxWithheld: documentAmount(),
  socialSecurityTips: documentAmount(),
  allocatedTips: documentAmount(),
  verificationCode: text(CODE_MAX).default(''),
  dependentCareBenefits: documentAmount(),
  nonqualifiedPlans: documentAmount(),
  statutoryEmployee: z.boolean().default(false),
  retirementPlan: z.boolean().default(false),
  thirdPartySickPay: z.boolean().default(false),
  box12: z
    .object({ codeC: documentAmount(), codeD: documentAmount(), codeDD: documentAmount(), codeW: documentAmount() })
    .default({ codeC: '0', codeD: '0', codeDD: '0', codeW: '0' }),
  /**
   * Beyond the spec: W-2 box 12 as printed, up to four entries of any code (IRS General Instructions for
   * Forms W-2 and W-3 (2024), 'Box 12—Codes': E, G, S, AA, BB, EE elective deferrals and Roth, W employer HSA,
   * ...). `box12` above keeps the spec's four codes, summed from these entries, for older readers.
   */
  box12Entries: z.array(box12EntrySchema).max(4).default([]),
  box14: z.object({ tfb: documentAmount() }).default({ tfb: '0' }),
  /**
   * Beyond the spec: box 14 'Other' lines as printed, each with the employer's label ('CASDI', 'NJ FLI', '414(H)',
   * 'UNION DUES'), other than the TFB line kept in `box14`. Some reach the return: mandatory state disability,
   * family leave and unemployment contributions are state income taxes on Schedule A line 5a; a New York public
   * employee's 414(h) contributions are added back on IT-201 line 22.
   */
  box14Other: z.array(z.object({ label: text(SHORT_MAX).default(''), amount: documentAmount() })).max(4).default([]),
  stateId: text(CODE_MAX).default(''),
  stateWages: documentAmount(),
  /**
   * Beyond the spec (issue 9 item 9): boxes 15-17 of the W-2's further state rows (a commuter's work state and home
   * state, a move mid-year). The first row stays in stateId / stateWages / stateTax.
   */
  additionalStateRows: z.array(z.object({ stateId: text(CODE_MAX).default(''), stateWages: documentAmount(), stateTax: documentAmount() })).max(3).default([]),
  localWages: documentAmount(),
  localIncomeTax: documentAmount(),
  locality: text(SHORT_MAX).default(''),
  /** The stored upload this W-2 was read from (documents service), removed with it. */
  documentId: text(SHORT_MAX).optional(),
});
export type W2 = z.infer<typeof w2Schema>;

const payerSchema = z.object({ name: text(LINE_MAX).default(''), tin: text(CODE_MAX).default('') });
/**
 * A 1099 reader's boxes as read (documents' analyze-1099 `fieldDetails`): amounts, codes, dates and check boxes,
 * each under a box name, nothing nested.
 */
const fieldDetailsSchema = z.record(
  z.string().max(CODE_MAX),
  z.union([
    z.boolean(),
    text(SHORT_MAX),
    // A 1099-B's gain may be a loss.
    z.number().transform((value, ctx) => {
      const problem = amountProblem(value, true);
      if (problem === null) return value;
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }),
  ]),
);

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
export const contractor1099Schema = z.object({
  fileName: text(255).default(''),
  formType: text(CODE_MAX).default('1099-MISC'),
  payerName: text(LINE_MAX).optional(),
  payerTIN: text(CODE_MAX).optional(),
  recipientName: text(LINE_MAX).optional(),
  recipientTIN: text(CODE_MAX).optional(),
  payerInfo: payerSchema.optional(),
  recipientInfo: payerSchema.optional(),
  owner: ownerSchema,
  totalAmount: amount(),
  fieldDetails: fieldDetailsSchema.optional(),
  /** The stored upload this 1099 was read from (documents service), removed with it. */
  documentId: text(SHORT_MAX).optional(),
  ...Object.fromEntries(CONTRACTOR_1099_AMOUNT_FIELDS.map((field) => [field, amount()])),
} as Record<string, z.ZodType>);
export type Contractor1099 = { fileName: string; formType: string; owner: 'taxpayer' | 'spouse'; totalAmount: number } & Record<
  (typeof CONTRACTOR_1099_AMOUNT_FIELDS)[number],
  number
> & {
  payerInfo?: { name: string; tin: string };
  recipientInfo?: { name: string; tin: string };
  payerName?: string;
  payerTIN?: string;
  recipientName?: string;
  recipientTIN?: string;
  fieldDetails?: Record<string, unknown>;
  documentId?: string;
};

export const INVESTMENT_DOCUMENT_TYPES = ['1099-int', '1099-div', '1099-b', '1099-r', '1099-oid', '1099-g'] as const;
export type InvestmentDocumentType = (typeof INVESTMENT_DOCUMENT_TYPES)[number];

const INVESTMENT_KEPT_BOXES = [
  'investmentExpenses', 'section1202Gain', 'nondividendDistributions', 'otherPeriodicInterest', 'acquisitionPremium',
  'capitalGainAmount', 'employeeContributions', 'netUnrealizedAppreciation', 'stateLocalIncomeTaxRefunds', 'rtccPayments',
] as const;

/** investmentData: the single source of truth for uploaded investment documents (spec 2 §3). */
/** A pension's payer on the State Questions step: not a government, the federal civil service, the armed forces, or a state's (or its localities') government. */
export const GOVERNMENT_PENSION_ANSWER = /^(no|federal|military|state-local:[A-Z]{2})$/;
export type GovernmentPensionAnswer = 'no' | 'federal' | 'military' | `state-local:${string}`;

export const investmentDocumentSchema = z.object({
  fileName: text(255).default(''),
  documentType: z.enum(INVESTMENT_DOCUMENT_TYPES),
  uploadedAt: text(CODE_MAX).default(''),
  formType: text(CODE_MAX).default(''),
  totalAmount: amount(),
  payerInfo: payerSchema.default({ name: '', tin: '' }),
  recipientInfo: payerSchema.default({ name: '', tin: '' }),
  fieldDetails: fieldDetailsSchema.default({}),
  /** The stored upload this document was read from (documents service), removed with it. */
  documentId: text(SHORT_MAX).optional(),
  interestIncome: amount(),
  /** 1099-INT box 8 (tax-exempt interest): counts toward the Pub 915 worksheet, not taxable. */
  taxExemptInterest: amount(),
  usSavingsBondsInterest: amount(),
  earlyWithdrawalPenalty: amount(),
  totalOrdinaryDividends: amount(),
  qualifiedDividends: amount(),
  /** Beyond the spec (tax engine): 1099-DIV box 5, section 199A dividends (part of box 1a; Form 8995 line 6). */
  section199ADividends: amount(),
  totalCapitalGainDistributions: amount(),
  /** Beyond the spec (tax engine): 1099-DIV box 2b, unrecaptured section 1250 gain (part of box 2a; Schedule D line 19). */
  unrecaptured1250Gain: amount(),
  /** Beyond the spec (tax engine): 1099-DIV box 2d, collectibles (28%) gain (part of box 2a; Schedule D line 18). */
  collectiblesGain: amount(),
  /** May be negative: a capital loss (Schedule D). */
  capitalGains: signedAmount(),
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
  distributionCode: text(CODE_MAX).default(''),
  /** 1099-R: an IRA/SEP/SIMPLE distribution (Form 1040 line 4) rather than a pension (line 5). */
  isIra: z.boolean().default(false),
  /**
   * Beyond the spec (issue 9, State Questions step): a pension 1099-R's payer as the user answered it, for the states
   * that treat government pensions apart (NY IT-201 line 26, MI Schedule 1 / Form 4884): 'no', 'federal' (civil
   * service), 'military' (US armed forces) or 'state-local:XX' (a state or local government of state XX). Absent =
   * not answered: the states then go by the payer's name.
   */
  governmentPension: z.string().regex(GOVERNMENT_PENSION_ANSWER, 'Choose who pays this pension.').optional(),
  originalIssueDiscount: amount(),
  unemploymentCompensation: amount(),
  federalIncomeTaxWithheld: amount(),
  stateTaxWithheld: amount(),
  proceedsFromSales: amount(),
  costBasis: amount(),
  dateAcquired: text(CODE_MAX).default(''),
  dateSold: text(CODE_MAX).default(''),
  shortTermOrLongTerm: z.enum(['short', 'long', '']).default(''),
  basisReportedToBroker: z.boolean().default(true),
  basisReportedToIRS: z.boolean().default(true),
  lossNotAllowed: amount(),
  washSaleAdjustment: amount(),
  // 1099-B boxes 8-11 are 'profit or (loss)' (Form 6781 line 1): may be negative.
  profitOnClosedContracts: signedAmount(),
  unrealizedProfitOnOpenContracts: signedAmount(),
  aggregateProfitOnContracts: signedAmount(),
  foreignTaxPaid: amount(),
  marketDiscount: amount(),
  bondPremium: amount(),
  owner: ownerSchema,
  // Boxes the readers and the hand-typed forms keep that no computation reads yet (2024 Forms 1099-INT box 5,
  // 1099-DIV boxes 2c and 3, 1099-OID boxes 2 and 10, 1099-R boxes 3, 5 and 6, 1099-G boxes 2 and 5).
  ...(Object.fromEntries(INVESTMENT_KEPT_BOXES.map((field) => [field, amountSchema.optional()])) as Record<(typeof INVESTMENT_KEPT_BOXES)[number], z.ZodOptional<typeof amountSchema>>),
});
export type InvestmentDocument = z.infer<typeof investmentDocumentSchema>;

export const expenseSchema = z.object({ type: text(SHORT_MAX), amount: amount() });

export const businessDataSchema = z.object({
  businessName: text(LINE_MAX).default(''),
  businessType: text(SHORT_MAX).default(''),
  expenses: list(expenseSchema, 100).default([]),
  totalExpenses: amount(),
  grossReceipts: amount(),
  owner: ownerSchema,
});
export const rentalDataSchema = z.object({
  address: text(LINE_MAX).default(''),
  daysRented: z.coerce.number().int().min(0).max(366).default(0),
  daysPersonalUse: z.coerce.number().int().min(0).max(366).default(0),
  expenses: list(expenseSchema, 100).default([]),
  totalExpenses: amount(),
  rentalIncome: amount(),
});
export const socialSecurityDataSchema = z.object({
  box3NetBenefits: amount(),
  box5BenefitsRepaid: amount(),
  totalBenefits: amount(),
  /** Federal income tax withheld (SSA-1099 box 6). */
  federalIncomeTaxWithheld: amount(),
  owner: ownerSchema,
});

/** Other-income entry: `type` is the display name of spec 2 §3 ('Gambling Winnings', 'Business Income', ...). */
export const otherIncomeEntrySchema = z.object({
  type: text(SHORT_MAX),
  /** May be negative: a business or rental loss (Schedule C line 31, Schedule E line 26). */
  amount: signedAmount(),
  businessData: businessDataSchema.optional(),
  rentalData: rentalDataSchema.optional(),
  socialSecurityData: socialSecurityDataSchema.optional(),
});
export type OtherIncomeEntry = z.infer<typeof otherIncomeEntrySchema>;

/**
 * What last year's form was read as (documents' lastYearExtractionSchema, spec 1 §3.3): its SSNs and phone as
 * the device encrypted them (spec 1 §9), the rest as text.
 */
const lastYearExtractedSchema = z.object(
  Object.fromEntries(
    Object.entries(lastYearExtractionSchema.shape).map(([field, schema]) => [
      field,
      field === 'ssn' || field === 'spouseSSN' || field === 'phone'
        ? sensitiveSchema.optional()
        : schema._zod.def.innerType?._zod.def.type === 'boolean'
          ? z.boolean().optional()
          : text(LINE_MAX).optional(),
    ]),
  ) as unknown as Record<keyof typeof lastYearExtractionSchema.shape, z.ZodOptional<z.ZodType<string | boolean | EncryptedEnvelope>>>,
);

export const lastYearFormDocumentSchema = z.object({
  fileName: text(255),
  extractedData: lastYearExtractedSchema.default({}),
  uploadedAt: text(CODE_MAX).default(''),
  /** The stored upload (documents service), removed with it. */
  documentId: text(SHORT_MAX).optional(),
});

/**
 * Beyond the spec (issue 14): the facts the credits need that an amount cannot carry, asked where the credit
 * is claimed (contracts/src/deductionCreditMapping.ts names which sub-option needs which). Dependents are
 * named by their index in `dependents`.
 */
export const careExpenseSchema = z.object({
  /** Form 2441 line 2: the qualifying person the care was for. */
  dependentIndex: z.number().int().min(0).max(9).nullable().default(null),
  amount: amount(),
  /** Form 2441 line 1: the care provider. */
  providerName: z.string().max(100).default(''),
});
export const studentSchema = z.object({
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
export const retirementContributionSchema = z.object({
  /** Form 8880 column (a) you, (b) your spouse. */
  owner: z.enum(['taxpayer', 'spouse']).default('taxpayer'),
  /** Form 8880 line 1 (IRA) or line 2 (elective deferrals and voluntary contributions). */
  kind: z.enum(['ira', 'elective-deferral']).default('ira'),
  amount: amount(),
});
/** Form 8839 (2024) Part I line 1, one eligible child, and what Part II lines 3 and 5 read for the child. */
export const adoptionSchema = z.object({
  /** Line 1(a): the child, a dependent's index in `dependents` (null: not listed there). */
  dependentIndex: z.number().int().min(0).max(9).nullable().default(null),
  childName: z.string().max(100).default(''),
  /** Line 1(d): a special needs child (a U.S. child the state determined cannot be adopted without help). */
  specialNeeds: z.boolean().default(false),
  /** Line 1(e): a foreign child (not a U.S. citizen or resident when the adoption began). */
  foreign: z.boolean().default(false),
  /** Line 1(f): the year the adoption became final; null = not final by the end of 2024. */
  yearFinal: z.number().int().min(1990).max(2025).nullable().default(null),
  /** Line 3: adoption credit claimed for this child on earlier returns. */
  priorCreditClaimed: amount(),
  /** Line 5: qualified adoption expenses paid in 2024. */
  expenses2024: amount(),
  /** Line 5: qualified expenses paid before 2024 and not yet claimed (allowed in 2024 by the timing rules). */
  expensesEarlier: amount(),
});
export const ENERGY_PROPERTY_KINDS = [
  // Part I, residential clean energy (IRC §25D, 30%): lines 1-5, fuel cells lines 7-11.
  'solar-electric', 'solar-water-heating', 'small-wind', 'geothermal-heat-pump', 'battery-storage', 'fuel-cell',
  // Part II, energy efficient home improvement (IRC §25C, 30% within the annual limits).
  'insulation', 'exterior-door', 'windows-skylights', 'central-air', 'water-heater', 'furnace-boiler', 'panelboard',
  'heat-pump', 'heat-pump-water-heater', 'biomass-stove', 'home-energy-audit',
] as const;
export type EnergyPropertyKind = (typeof ENERGY_PROPERTY_KINDS)[number];
/** One Form 5695 (2024) item: its kind (which part and line) and its cost. */
export const energyPropertySchema = z.object({
  kind: z.enum(ENERGY_PROPERTY_KINDS).default('solar-electric'),
  cost: amount(),
  /** Fuel cells (line 9): kilowatts of capacity, the credit being at most 500 for each half kilowatt (line 10). */
  fuelCellKilowatts: z.number().min(0).max(1000).default(0),
});
export const creditFactsSchema = z.object({
  careExpenses: z.array(careExpenseSchema).max(20).default([]),
  students: z.array(studentSchema).max(10).default([]),
  retirementContributions: z.array(retirementContributionSchema).max(10).default([]),
  /** Form 8880 line 4: distributions after 2021 and before the 2024 return's due date, per person. */
  retirementDistributions: z.object({ taxpayer: amount(), spouse: amount() }).default({ taxpayer: 0, spouse: 0 }),
  /** EIC (IRS Direct File's questions): a child is also another person's qualifying child who claims it (Pub 596 Rule 9). */
  eicChildClaimedByAnother: z.boolean().default(false),
  /**
   * Pub 501 (2024) 'Qualifying Child of More Than One Person': the dependents (by index) another person claims under
   * the tie-breaker rules. They then count for none of the child tax credit, head of household, the care credit or
   * the EIC (engine/src/dependents.ts); `eicChildClaimedByAnother` with this empty means one unnamed child.
   */
  childrenClaimedByAnother: z.array(z.number().int().min(0).max(9)).max(10).default([]),
  /** Form 8839 (2024) Part I, one row per eligible child. */
  adoptions: z.array(adoptionSchema).max(5).default([]),
  /** Form 8839 (2024) line 13: the adoption credit carried forward from 2023 (2023 Form 8839 line 16 worksheet). */
  adoptionCarryforward: amount(),
  /** Form 5695 (2024) items by kind. */
  energyProperty: z.array(energyPropertySchema).max(20).default([]),
  /** Form 5695 (2024) line 12: the residential clean energy credit carried forward from 2023 (2023 line 16). */
  energyCarryforward: amount(),
  /** EIC: the credit was denied or reduced after 2015 for other than a math error (Form 8862 required). */
  eicDisallowedBefore: z.boolean().default(false),
});
export type CreditFacts = z.infer<typeof creditFactsSchema>;

/** category id -> sub-item id -> amount (spec 3 §3). */
export const amountMapSchema = z
  .record(z.string(), z.record(z.string(), z.number().transform((value, ctx) => {
    const problem = amountProblem(value, false);
    if (problem === null) return value;
    ctx.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  })))
  .default({});

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
/**
 * Manual totals that may be negative: net capital gain or loss (Schedule D line 16), and the carryovers, which
 * the engine reads as their size whichever sign is typed (Schedule D lines 6 and 14).
 */
const SIGNED_MANUAL_TOTALS: ReadonlySet<ManualTotal> = new Set(['capitalGains', 'shortTermLossCarryover', 'longTermLossCarryover']);

export const form1040DataSchema = z.looseObject({
  // Personal (spec 1 §3.2)
  firstName: text(NAME_MAX).default(''),
  middleInitial: text(1).default(''),
  lastName: text(NAME_MAX).default(''),
  ssn: sensitiveSchema.default(''),
  dateOfBirth: sensitiveSchema.default(''),
  driversLicense: text(CODE_MAX).default(''),
  phone: sensitiveSchema.default(''),
  email: text(254).default(''),
  street: text(LINE_MAX).default(''),
  street2: text(LINE_MAX).default(''),
  city: text(SHORT_MAX).default(''),
  state: stateCodeSchema.default('NJ'),
  zip: text(10).default(''),
  // Filing
  filingStatus: filingStatusSchema.default('single'),
  isFullYearResident: z.boolean().default(true),
  primaryStateStartDate: text(CODE_MAX).default(''),
  primaryStateEndDate: text(CODE_MAX).default(''),
  /** 'not_applicable' or a state code (spec 1 §2.10). */
  additionalState: additionalStateSchema.default('not_applicable'),
  additionalStateStartDate: text(CODE_MAX).default(''),
  additionalStateEndDate: text(CODE_MAX).default(''),
  /** Beyond the spec: 65-or-over and blind additions to the standard deduction. */
  isBlind: z.boolean().default(false),
  /**
   * Beyond the spec: Form 1040 (2024) 'Someone can claim: You as a dependent / Your spouse as a dependent' (Standard
   * Deduction section). Either box limits the standard deduction (i1040 line 12 worksheet for dependents).
   */
  canBeClaimedAsDependent: z.boolean().default(false),
  spouseCanBeClaimedAsDependent: z.boolean().default(false),
  // Spouse
  isJointFiling: z.boolean().default(false),
  spouseFirstName: text(NAME_MAX).default(''),
  spouseMiddleInitial: text(1).default(''),
  spouseLastName: text(NAME_MAX).default(''),
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
  dependentType: text(SHORT_MAX).default(''),
  dependents: list(dependentSchema, 10).default([]),
  // Selections
  selectedIncomeOptions: list(text(SHORT_MAX), 100).default([]),
  selectedDeductionOptions: list(text(SHORT_MAX), 100).default([]),
  selectedCreditOptions: list(text(SHORT_MAX), 100).default([]),
  tax_preferences: list(z.unknown(), 100).default([]),
  otherIncomeEntries: list(otherIncomeEntrySchema, 50).default([]),
  w2Data: list(w2Schema, 50).default([]),
  contractor1099Data: list(contractor1099Schema, 50).default([]),
  /** Maximum 10 investment documents (spec 2 §9). */
  investmentData: list(investmentDocumentSchema, 10).default([]),
  deductions: amountMapSchema,
  credits: amountMapSchema,
  /** Beyond the spec (issue 14): facts the credits need, asked where each is claimed. */
  creditFacts: creditFactsSchema.default(() => creditFactsSchema.parse({})),
  lastYearFormDocuments: list(lastYearFormDocumentSchema, 10).default([]),
  // Beyond the spec (issue 9 item 2): what the state returns need that the federal return does not ask.
  /** Rent paid for the main home in 2024 (NJ-1040 Worksheet H: 18% of rent counts as property tax; renter's credits). */
  rentPaid: stateAmount().default(0),
  /**
   * 2024 state estimated tax payments and last year's overpayment applied, by state code ('NJ' -> 1200): each state
   * return's payments line.
   */
  stateEstimatedTaxPayments: z
    .record(z.string(), stateAmount())
    .transform((payments, ctx) => {
      // Keyed by a state of the state list (issue 7 item 6): an unknown code is refused, not ignored.
      const unknown = Object.keys(payments).find((code) => !US_STATE_CODES.includes(code.trim().toUpperCase()));
      if (unknown === undefined) return payments;
      ctx.addIssue({ code: 'custom', message: FORM_BOUNDS_MESSAGES.stateCode, path: [unknown] });
      return z.NEVER;
    })
    .default({}),
  /**
   * Beyond the spec (issue 9, the State Questions step): where the user lives, for the local taxes kept apart from
   * the state return (contracts/src/stateQuestions.ts says which state asks which, and the form and line it feeds).
   */
  localityAnswers: z
    .object({
      /** IN (county on 1 January 2024) and MD (county or Baltimore City). */
      county: text(SHORT_MAX).default(''),
      /** OH municipality, PA municipality (earned income tax), MI city. */
      municipality: text(SHORT_MAX).default(''),
      /** OH school district (SD 100). */
      schoolDistrict: text(SHORT_MAX).default(''),
      /** NY: a resident of New York City, of Yonkers, or of neither ('' = not answered). */
      nycResidency: z.enum(['', 'nyc', 'yonkers', 'neither']).default(''),
    })
    .default(() => ({ county: '', municipality: '', schoolDistrict: '', nycResidency: '' as const })),
  /**
   * Beyond the spec: the 2023 federal return, for the State and Local Income Tax Refund Worksheet (2024 Instructions
   * for Form 1040, Schedule 1 line 1). A 2024 refund of state or local income tax (1099-G box 2) is income only as far
   * as deducting that tax on the 2023 Schedule A lowered the 2023 tax; a 2023 standard deduction makes none of it income.
   */
  priorYearReturn: z
    .object({
      /** Itemized deductions (Schedule A) on the 2023 return. */
      itemized: z.boolean().default(false),
      /** General sales taxes deducted on 2023 Schedule A line 5a instead of income taxes: no refund of income tax is income. */
      salesTaxElected: z.boolean().default(false),
      /** The 2023 filing status; '' = the same as 2024. */
      filingStatus: z.enum(['', ...FILING_STATUSES]).default(''),
      /** 2023 Schedule A line 5a (state and local income taxes), 5d (the four taxes before the cap), 5e (after it), 17 (total). */
      scheduleALine5a: stateAmount().default(0),
      scheduleALine5d: stateAmount().default(0),
      scheduleALine5e: stateAmount().default(0),
      scheduleALine17: stateAmount().default(0),
    })
    .default(() => ({ itemized: false, salesTaxElected: false, filingStatus: '' as const, scheduleALine5a: 0, scheduleALine5d: 0, scheduleALine5e: 0, scheduleALine17: 0 })),
  // Review and coach progress (spec 3 §4 completion flags)
  reviewedTabs: z.array(z.enum(REVIEW_TAB_IDS)).default([]),
  chatInteractions: z.number().int().min(0).max(1_000_000).default(0),
  // Manual totals, numbers with default 0
  ...(Object.fromEntries(MANUAL_TOTALS.map((field) => [field, SIGNED_MANUAL_TOTALS.has(field) ? signedAmount() : amount()])) as Record<ManualTotal, ReturnType<typeof amount>>),
});
export type Form1040Data = z.infer<typeof form1040DataSchema>;

/**
 * State and local income tax refunds received in 2024: 1099-G box 2 on the 1099-Gs entered, or the hand-typed
 * stateRefund when larger (the same money typed as a total). The income screens ask about the 2023 return when it
 * is above 0; the engine puts its taxable part on Schedule 1 line 1.
 */
export function stateRefundReceived(form: Pick<Form1040Data, 'investmentData' | 'stateRefund'>): number {
  const positive = (value: unknown) => (typeof value === 'number' && value > 0 ? value : 0);
  const documents = form.investmentData
    .filter((doc) => doc.documentType === '1099-g')
    .reduce((sum, doc) => sum + positive((doc as { stateLocalIncomeTaxRefunds?: unknown }).stateLocalIncomeTaxRefunds), 0);
  return Math.max(documents, positive(form.stateRefund));
}
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

/** Issue 7 item 4: the server stores an SSN only as the device's envelope. */
export const PLAINTEXT_SSN_MESSAGE = 'An SSN must be encrypted on your device before it is saved. Please reload the page and type it again.';

/** The path of the first SSN in a save that is plain text (the SSNs of taxpayer, spouse, dependents and W-2s), or null. */
export function plaintextSsnPath(patch: Record<string, unknown>): string | null {
  const plain = (value: unknown) => typeof value === 'string' && value.trim() !== '';
  for (const key of ['ssn', 'spouseSSN'] as const) if (plain(patch[key])) return key;
  for (const list of ['dependents', 'w2Data'] as const) {
    const items = patch[list];
    if (!Array.isArray(items)) continue;
    const index = items.findIndex((item) => typeof item === 'object' && item !== null && plain((item as { ssn?: unknown }).ssn));
    if (index >= 0) return `${list}.${index}.ssn`;
  }
  return null;
}

interface SchemaDef {
  type: string;
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  shape?: Record<string, z.core.$ZodType>;
  element?: z.core.$ZodType;
  valueType?: z.core.$ZodType;
  options?: z.core.$ZodType[];
}
const defOf = (schema: z.core.$ZodType) => schema._zod.def as unknown as SchemaDef;
const isRecordValue = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The path of the first key of a save that the form does not name, at any depth ('isAdmin', 'w2Data.0.note',
 * 'otherIncomeEntries.1.businessData.expenses.0.memo'), or null (issue 7 item 6). Every object of the form is
 * closed to a save, its top level included; a map (deductions, a 1099's fieldDetails) names no keys.
 */
export function unknownFormFieldPath(patch: Record<string, unknown>): string | null {
  const path = unknownKeyPath(form1040DataSchema, patch);
  return path === null ? null : path.join('.');
}

function unknownKeyPath(schema: z.core.$ZodType, value: unknown): (string | number)[] | null {
  const def = defOf(schema);
  switch (def.type) {
    case 'default':
    case 'prefault':
    case 'optional':
    case 'nullable':
    case 'readonly':
    case 'catch':
      return unknownKeyPath(def.innerType!, value);
    case 'pipe':
      return unknownKeyPath(def.in!, value);
    case 'array': {
      if (!Array.isArray(value)) return null;
      for (let index = 0; index < value.length; index++) {
        const inner = unknownKeyPath(def.element!, value[index]);
        if (inner) return [index, ...inner];
      }
      return null;
    }
    case 'object': {
      if (!isRecordValue(value)) return null;
      for (const key of Object.keys(value)) {
        if (!Object.hasOwn(def.shape!, key)) return [key];
        const inner = unknownKeyPath(def.shape![key]!, value[key]);
        if (inner) return [key, ...inner];
      }
      return null;
    }
    case 'record': {
      if (!isRecordValue(value)) return null;
      for (const key of Object.keys(value)) {
        const inner = unknownKeyPath(def.valueType!, value[key]);
        if (inner) return [key, ...inner];
      }
      return null;
    }
    case 'union': {
      // The option that reads an object (a sensitive field's envelope beside its plain text).
      if (value === null || typeof value !== 'object') return null;
      const option = def.options!.find((candidate) => acceptsObjects(candidate, Array.isArray(value)));
      return option ? unknownKeyPath(option, value) : null;
    }
    default:
      return null;
  }
}

function acceptsObjects(schema: z.core.$ZodType, array: boolean): boolean {
  const def = defOf(schema);
  if (def.innerType) return acceptsObjects(def.innerType, array);
  if (def.type === 'pipe') return acceptsObjects(def.in!, array);
  return array ? def.type === 'array' : def.type === 'object' || def.type === 'record';
}
