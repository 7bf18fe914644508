// Document reading: the request every analyze-* function takes, and what analyze-last-year-form
// returns (spec 1 §3.3, §7.3). Field names are the spec's; the extraction is what the wizard merges
// into step 1, so its values are already cleaned (SSN xxx-xx-xxxx, phone (xxx) xxx-xxxx, ...).
import { z } from 'zod';

/** POST /api/functions/analyze-* body (spec 1 §7.3): the file as base64, its name and declared MIME type. */
export const analyzeDocumentRequestSchema = z.object({
  fileContent: z.string(),
  fileName: z.string().min(1).max(255),
  fileType: z.string(),
});
export type AnalyzeDocumentRequest = z.infer<typeof analyzeDocumentRequestSchema>;

/** Filing statuses a prior-year Form 1040 can show (its five boxes), in the wizard's values. */
export const LAST_YEAR_FILING_STATUSES = ['single', 'married-joint', 'married-separate', 'head-of-household', 'qualifying-widow'] as const;

/**
 * Last-year extraction result (spec 1 §3.3). A field the document does not show is ''. `homeAddress` and
 * `aptNo` are the spec's alternative names of `street` and `street2`, sent with the same values.
 */
export const lastYearExtractionSchema = z.object({
  firstName: z.string().default(''),
  lastName: z.string().default(''),
  middleInitial: z.string().max(1).default(''),
  ssn: z.string().default(''),
  phone: z.string().default(''),
  email: z.string().default(''),
  street: z.string().default(''),
  street2: z.string().default(''),
  homeAddress: z.string().default(''),
  aptNo: z.string().default(''),
  city: z.string().default(''),
  state: z.string().default(''),
  zip: z.string().default(''),
  filingStatus: z.enum([...LAST_YEAR_FILING_STATUSES, '']).default(''),
  spouseFirstName: z.string().default(''),
  spouseLastName: z.string().default(''),
  spouseMiddleInitial: z.string().max(1).default(''),
  spouseSSN: z.string().default(''),
  isFullYearResident: z.boolean().default(true),
});
export type LastYearExtraction = z.infer<typeof lastYearExtractionSchema>;

/** The fields of §3.3 a reader looks for (the alternative names excluded). */
export const LAST_YEAR_FIELDS = [
  'firstName', 'middleInitial', 'lastName', 'ssn', 'spouseFirstName', 'spouseMiddleInitial', 'spouseLastName', 'spouseSSN',
  'street', 'street2', 'city', 'state', 'zip', 'filingStatus', 'phone', 'email', 'isFullYearResident',
] as const satisfies readonly (keyof LastYearExtraction)[];

/**
 * What a language model is asked to return (AI_PROVIDER=openai): every key required, '' when absent,
 * as OpenAI structured outputs demand (no optional keys, no defaults). Cleaned afterwards like the
 * local reader's values.
 */
export const lastYearModelOutputSchema = z.object({
  firstName: z.string(),
  middleInitial: z.string(),
  lastName: z.string(),
  ssn: z.string(),
  spouseFirstName: z.string(),
  spouseMiddleInitial: z.string(),
  spouseLastName: z.string(),
  spouseSSN: z.string(),
  street: z.string(),
  street2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  filingStatus: z.enum([...LAST_YEAR_FILING_STATUSES, '']),
  phone: z.string(),
  email: z.string(),
  isFullYearResident: z.boolean(),
});
export type LastYearModelOutput = z.infer<typeof lastYearModelOutputSchema>;

/** The last 4 digits, the rest masked: 'XXX-XX-7890'; '' for ''. */
export function maskSsn(ssn: string): string {
  const digits = ssn.replace(/\D/g, '');
  return digits.length >= 4 ? `XXX-XX-${digits.slice(-4)}` : '';
}

/** 'XXX-XXX-0142'; '' for ''. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 4 ? `XXX-XXX-${digits.slice(-4)}` : '';
}

/**
 * What the server keeps of an extraction: SSNs and phone masked to their last 4 digits (ARCHITECTURE
 * 'Sensitive data': they are stored only encrypted, and the server cannot encrypt for the user).
 */
export function redactExtraction(extraction: LastYearExtraction): LastYearExtraction {
  return { ...extraction, ssn: maskSsn(extraction.ssn), spouseSSN: maskSsn(extraction.spouseSSN), phone: maskPhone(extraction.phone) };
}

/** A stored upload: only the file's SHA-256, type, size and extracted fields (ARCHITECTURE 'Sensitive data'). */
export const storedDocumentSchema = z.object({
  id: z.string(),
  documentType: z.string(),
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  sha256: z.string(),
  extractedData: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type StoredDocument = z.infer<typeof storedDocumentSchema>;

/** analyze-last-year-form response: the §3.3 fields, plus the stored document's id and any file-check warnings. */
export const analyzeLastYearResponseSchema = lastYearExtractionSchema.extend({
  documentId: z.string(),
  warnings: z.array(z.string()).default([]),
});
export type AnalyzeLastYearResponse = z.infer<typeof analyzeLastYearResponseSchema>;

/**
 * What analyze-w2 reads from a W-2 (spec 2 §7 response fields), amounts as the document prints them without
 * '$' and ',' ('' when the box is empty), plus beyond the spec every box 12 entry of any code. The browser
 * turns it into a W-2 record (spec 2 §3); the employee SSN it carries is encrypted there or not kept.
 */
export const w2ExtractionSchema = z.object({
  firstName: z.string().default(''),
  lastName: z.string().default(''),
  ssn: z.string().default(''),
  employerName: z.string().default(''),
  employerEIN: z.string().default(''),
  wages: z.string().default(''),
  federalIncomeTax: z.string().default(''),
  socialSecurityWages: z.string().default(''),
  socialSecurityTaxWithheld: z.string().default(''),
  medicareWagesAndTips: z.string().default(''),
  medicareTaxWithheld: z.string().default(''),
  socialSecurityTips: z.string().default(''),
  allocatedTips: z.string().default(''),
  verificationCode: z.string().default(''),
  dependentCareBenefits: z.string().default(''),
  nonqualifiedPlans: z.string().default(''),
  statutoryEmployee: z.boolean().default(false),
  retirementPlan: z.boolean().default(false),
  thirdPartySickPay: z.boolean().default(false),
  box12: z.object({ codeC: z.string(), codeD: z.string(), codeDD: z.string(), codeW: z.string() }).default({ codeC: '', codeD: '', codeDD: '', codeW: '' }),
  box12Entries: z.array(z.object({ code: z.string(), amount: z.string() })).max(4).default([]),
  box14: z.object({ tfb: z.string() }).default({ tfb: '' }),
  stateId: z.string().default(''),
  stateWages: z.string().default(''),
  stateIncomeTaxWithheld: z.string().default(''),
  localWages: z.string().default(''),
  localIncomeTax: z.string().default(''),
  locality: z.string().default(''),
  /** Box 14 'Other' as printed: the employer's label and amount per line (box14.tfb is the TFB line's). */
  box14Entries: z.array(z.object({ label: z.string(), amount: z.string() })).max(8).default([]),
  /** Boxes 15-17 per state row (a W-2 may carry two); the first is also stateId/stateWages above. */
  stateRows: z.array(z.object({ stateId: z.string(), stateWages: z.string(), stateIncomeTaxWithheld: z.string() })).max(4).default([]),
  /** Checks the taxpayer is told about (state rows that do not add up, a reader disagreeing), in plain words. */
  notices: z.array(z.string()).default([]),
});
export type W2Extraction = z.infer<typeof w2ExtractionSchema>;

/** The W-2 boxes a reader looks for, for the benchmark and the tests (box12 and box14 aside). */
export const W2_TEXT_FIELDS = [
  'firstName', 'lastName', 'ssn', 'employerName', 'employerEIN', 'wages', 'federalIncomeTax', 'socialSecurityWages',
  'socialSecurityTaxWithheld', 'medicareWagesAndTips', 'medicareTaxWithheld', 'socialSecurityTips', 'allocatedTips',
  'dependentCareBenefits', 'nonqualifiedPlans', 'stateId', 'stateWages', 'stateIncomeTaxWithheld', 'localWages', 'localIncomeTax', 'locality',
] as const satisfies readonly (keyof W2Extraction)[];

/** analyze-w2 response: the extraction, the stored document's id and any file-check warnings. */
export const analyzeW2ResponseSchema = w2ExtractionSchema.extend({
  documentId: z.string(),
  warnings: z.array(z.string()).default([]),
});
export type AnalyzeW2Response = z.infer<typeof analyzeW2ResponseSchema>;

/** The forms analyze-1099 reads (spec 2 §1, §3 'Investment document' types, plus 1099-MISC, 1099-NEC and SSA-1099). */
export const FORM_1099_KINDS = ['1099-int', '1099-div', '1099-b', '1099-r', '1099-g', '1099-oid', '1099-misc', '1099-nec', 'ssa-1099'] as const;
export type Form1099Kind = (typeof FORM_1099_KINDS)[number];

/** A card id ('1099int') or a document type ('1099-int', '1099-INT') as the kind; null when not one we read. */
export function form1099KindOf(documentType: string): Form1099Kind | null {
  const normalized = documentType.trim().toLowerCase().replace(/^1099-?/, '1099-').replace(/^ssa-?1099$/, 'ssa-1099');
  return (FORM_1099_KINDS as readonly string[]).includes(normalized) ? (normalized as Form1099Kind) : null;
}

export const analyze1099RequestSchema = analyzeDocumentRequestSchema.extend({ documentType: z.string().min(1).max(20) });
export type Analyze1099Request = z.infer<typeof analyze1099RequestSchema>;

const partySchema = z.object({ name: z.string(), tin: z.string() });
const boxValueSchema = z.union([z.number(), z.string(), z.boolean()]);

/**
 * What analyze-1099 reads (spec 2 §7): the form, its total, payer and recipient, and each box under the
 * names of spec 2 §3 (amounts as numbers; dates, codes and 'short'|'long' as text; checkboxes as booleans),
 * both at the top level and in fieldDetails.
 */
export const form1099ExtractionSchema = z
  .object({
    documentType: z.enum(FORM_1099_KINDS),
    formType: z.string(),
    totalAmount: z.number(),
    payerInfo: partySchema,
    recipientInfo: partySchema,
    fieldDetails: z.record(z.string(), boxValueSchema),
  })
  .catchall(boxValueSchema);
export type Form1099Extraction = z.infer<typeof form1099ExtractionSchema>;

export const analyze1099ResponseSchema = form1099ExtractionSchema.extend({ documentId: z.string(), warnings: z.array(z.string()).default([]) });
export type Analyze1099Response = z.infer<typeof analyze1099ResponseSchema>;
