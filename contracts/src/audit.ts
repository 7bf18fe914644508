// Audit log: action names, the entry a client or service sends (spec 1 §7.1, spec 2 §7), the stored
// record the admin viewer reads (spec 1 §3.4, §2.7), the risk scores of spec 1 §9, spec 2 §9 and spec 3 §9,
// and the viewer's small formatting rules.
import { z } from 'zod';

/**
 * Every action the product logs. The spec names view_settings, update_email, update_password,
 * update_tax_form, upload_w2_document, document_upload_initiated, document_removed, document-processing
 * results, calculations and authentication events; the authentication names are the ones identity writes.
 */
export const AUDIT_ACTIONS = [
  // Settings and account (spec 1 §2.6, §7.1)
  'view_settings',
  'update_email',
  'update_password',
  // Roles (scripts/admin-grant.ts): an account given or taken the admin role
  'grant_admin_role',
  'revoke_admin_role',
  // Authentication
  'sign_up',
  'login',
  'logout',
  'authentication_failure',
  // The tax form (spec 1 §7.1; spec 3 §7 saves of deductions and credits)
  'update_tax_form',
  'update_deductions',
  'update_credits',
  // Documents (spec 1 §7.1, spec 2 §7)
  'upload_w2_document',
  'document_upload_initiated',
  'document_removed',
  'document_processed',
  'document_processing_error',
  // Calculations (spec 3 §3 'calculate and update actions on the tax form')
  'calculate_federal',
  'calculate_state',
  'calculate_full',
  // The relational copy of the personal information (spec 1 §7.4, written by forms)
  'update_taxpayer_info',
  'add_dependent',
  // Client-side encryption (spec 1 §7.1 RPC log_encryption_audit_enhanced): one action per operation,
  // sent in batches by the browser to POST /api/forms/encryption-audit (ENCRYPTION_AUDIT_ACTIONS).
  'encryption_operation',
  'encryption_key_setup',
  'encryption_initialize',
  'field_encrypt',
  'field_decrypt',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const auditActionSchema = z.enum(AUDIT_ACTIONS);

/** The audit action of each client-side encryption operation (spec 1 §7.1 log_encryption_audit_enhanced). */
export const ENCRYPTION_AUDIT_ACTIONS = {
  setup: 'encryption_key_setup',
  initialise: 'encryption_initialize',
  encrypt: 'field_encrypt',
  decrypt: 'field_decrypt',
} as const satisfies Record<string, AuditAction>;
export type EncryptionAuditOperation = keyof typeof ENCRYPTION_AUDIT_ACTIONS;

/** An encryption event's risk: a failure is a medium user action (50), a success a low one (20) (spec 1 §9). */
export function encryptionEventRiskScore(success: boolean): number {
  return success ? RISK_SCORES.userAction.low : RISK_SCORES.userAction.medium;
}

export const AUDIT_RESOURCE_TYPES = ['page', 'user_account', 'tax_form', 'tax_document', 'tax_calculation', 'encryption'] as const;
export type AuditResourceType = (typeof AUDIT_RESOURCE_TYPES)[number];

/** Compliance flags the spec names (spec 2 §7 upload_w2_document). */
export const COMPLIANCE_FLAGS = { incomeVerification: 'income_verification', w2Processed: 'w2_processed' } as const;

/** Document types written in audit entries (spec 1 §7.1 last_year_form, spec 2 §7 W2). */
export const AUDIT_DOCUMENT_TYPES = ['W2', '1099-MISC', '1099-INT', '1099-DIV', '1099-B', '1099-R', '1099-OID', '1099-G', 'SSA-1099', 'last_year_form'] as const;

export const ipGeolocationSchema = z.object({
  timezone: z.string().max(100).optional(),
  language: z.string().max(100).optional(),
  platform: z.string().max(100).optional(),
});

const json = z.unknown();

/**
 * One audit entry as sent by the audit helper (spec 1 §7.1 field list). The user, user agent and time
 * are taken by the server from the session and the request, never from the body.
 */
export const auditEntrySchema = z.object({
  action: auditActionSchema,
  resourceType: z.string().min(1).max(100),
  resourceId: z.string().max(200).nullish(),
  details: json.optional(),
  dataBefore: json.optional(),
  dataAfter: json.optional(),
  taxYear: z.number().int().min(1900).max(2100).default(2024),
  riskScore: z.number().int().min(0).max(100).optional(),
  complianceFlags: z.array(z.string().max(100)).max(50).default([]),
  sessionId: z.string().max(200).nullish(),
  ipGeolocation: ipGeolocationSchema.nullish(),
  documentType: z.string().max(50).nullish(),
  /** SHA-256 of the file, lowercase hex. */
  documentHash: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'documentHash must be a SHA-256 hex digest')
    .nullish(),
  fileSizeBytes: z.number().int().min(0).nullish(),
  errorDetails: z.string().max(2000).nullish(),
  processingDurationMs: z.number().int().min(0).nullish(),
  calculationContext: json.optional(),
});
export type AuditEntryInput = z.input<typeof auditEntrySchema>;
export type AuditEntryData = z.output<typeof auditEntrySchema>;

const timestamp = z.union([z.string(), z.date()]).transform((value) => (value instanceof Date ? value.toISOString() : value));
const bigintNumber = z.union([z.number(), z.string()]).transform((value) => Number(value));

/** A stored audit_logs row as the admin viewer receives it (spec 1 §3.4). Actions are strings: old rows keep theirs. */
export const auditLogRecordSchema = z.object({
  id: z.string(),
  created_at: timestamp,
  user_id: z.string().nullable(),
  action: z.string(),
  resource_type: z.string().nullable(),
  resource_id: z.string().nullable(),
  details: json,
  user_agent: z.string().nullable(),
  session_id: z.string().nullable(),
  ip_geolocation: ipGeolocationSchema.nullable(),
  data_before: json,
  data_after: json,
  calculation_context: json,
  document_hash: z.string().nullable(),
  compliance_flags: z.array(z.string()).default([]),
  risk_score: z.number().nullable(),
  document_type: z.string().nullable(),
  tax_year: z.number().nullable(),
  processing_duration_ms: z.number().nullable(),
  error_details: z.string().nullable(),
  file_size_bytes: bigintNumber.nullable(),
});
export type AuditLogRecord = z.output<typeof auditLogRecordSchema>;

// ---------------------------------------------------------------------------------------------
// Risk scores
// ---------------------------------------------------------------------------------------------

export const RISK_SCORES = {
  ssnChange: 95,
  addressChange: 40,
  otherFormChange: 20,
  calculationLargeAmountDue: 90,
  calculationLargeRefund: 75,
  calculationOther: 30,
  deductionLarge: 70,
  deductionOther: 20,
  documentProcessingError: 60,
  documentProcessing: 25,
  w2UploadHighWages: 80,
  w2Upload: 20,
  userAction: { low: 20, medium: 50, high: 80 },
  authenticationFailure: 80,
  loginSuccess: 30,
  otherAuthentication: 50,
  data: { delete: 70, write: 40, other: 20 },
} as const;

const SSN_FIELDS = ['ssn', 'spouseSSN'];
const ADDRESS_FIELDS = ['street', 'street2', 'city', 'state', 'zip'];

/**
 * A tax form update (spec 1 §9): 95 when an SSN changes (taxpayer, spouse or a dependent's 'dependents.N.ssn'),
 * 40 when the address changes, else 20.
 */
export function formUpdateRiskScore(changedFields: readonly string[]): number {
  if (changedFields.some((field) => SSN_FIELDS.includes(field) || /(^|\.)ssn$/i.test(field))) return RISK_SCORES.ssnChange;
  if (changedFields.some((field) => ADDRESS_FIELDS.includes(field))) return RISK_SCORES.addressChange;
  return RISK_SCORES.otherFormChange;
}

const TAXPAYER_SSN_FIELDS = ['ssn_encrypted', 'joint_filer'];
const TAXPAYER_ADDRESS_FIELDS = ['street_address', 'street_address_2', 'city', 'state', 'zip_code'];

/**
 * An update of the relational personal information (spec 1 §7.4 update-taxpayer-info, scored as a form
 * update, spec 1 §9): 95 when it carries an SSN (the taxpayer's, or the joint filer's record, which holds
 * the spouse's), 40 when it changes the address, else 20. `changedFields` are the request's keys.
 */
export function taxpayerInfoRiskScore(changedFields: readonly string[]): number {
  if (changedFields.some((field) => TAXPAYER_SSN_FIELDS.includes(field))) return RISK_SCORES.ssnChange;
  if (changedFields.some((field) => TAXPAYER_ADDRESS_FIELDS.includes(field))) return RISK_SCORES.addressChange;
  return RISK_SCORES.otherFormChange;
}

/** A calculation (spec 1 §9, spec 3 §9): 90 when the amount due exceeds 50,000; 75 when the refund exceeds 100,000; else 30. */
export function calculationRiskScore(result: { amountDue?: number; refund?: number }): number {
  if ((result.amountDue ?? 0) > 50_000) return RISK_SCORES.calculationLargeAmountDue;
  if ((result.refund ?? 0) > 100_000) return RISK_SCORES.calculationLargeRefund;
  return RISK_SCORES.calculationOther;
}

/** A deduction save (spec 1 §9, spec 3 §9): 70 when the amount exceeds 50,000, else 20. */
export function deductionRiskScore(amount: number): number {
  return amount > 50_000 ? RISK_SCORES.deductionLarge : RISK_SCORES.deductionOther;
}

/** A document-processing result (spec 1 §9, spec 2 §9): 60 on error, else 25. */
export function documentProcessingRiskScore(failed: boolean): number {
  return failed ? RISK_SCORES.documentProcessingError : RISK_SCORES.documentProcessing;
}

/** A W-2 upload (spec 2 §9): 80 when wages exceed 1,000,000, else 20. */
export function w2UploadRiskScore(wages: number): number {
  return wages > 1_000_000 ? RISK_SCORES.w2UploadHighWages : RISK_SCORES.w2Upload;
}

/** A user action by its sensitivity (spec 1 §9): low 20, medium 50, high 80. */
export function userActionRiskScore(level: 'low' | 'medium' | 'high'): number {
  return RISK_SCORES.userAction[level];
}

/** An authentication event (spec 1 §9): failure 80, login success 30, any other event 50. */
export function authenticationRiskScore(event: 'failure' | 'login_success' | 'other'): number {
  if (event === 'failure') return RISK_SCORES.authenticationFailure;
  if (event === 'login_success') return RISK_SCORES.loginSuccess;
  return RISK_SCORES.otherAuthentication;
}

/** A data operation (spec 1 §9): delete 70, write 40, anything else 20. */
export function dataOperationRiskScore(operation: string): number {
  if (operation === 'delete') return RISK_SCORES.data.delete;
  if (operation === 'write') return RISK_SCORES.data.write;
  return RISK_SCORES.data.other;
}

// ---------------------------------------------------------------------------------------------
// Viewer (spec 1 §2.7)
// ---------------------------------------------------------------------------------------------

export const AUDIT_PAGE_SIZE = 20;
export const AUDIT_EMPTY_MESSAGE = 'No audit logs found.';

export type BadgeVariant = 'destructive' | 'secondary' | 'default';

/** Risk badge: above 70 destructive, above 40 secondary, else default. */
export function riskBadgeVariant(score: number | null | undefined): BadgeVariant {
  const value = score ?? 0;
  if (value > 70) return 'destructive';
  if (value > 40) return 'secondary';
  return 'default';
}

/** Resource id column: the first 8 characters. */
export function shortResourceId(id: string | null | undefined): string {
  return (id ?? '').slice(0, 8);
}

/** Size column: kilobytes with 1 decimal ('12.3 KB'); empty when unknown. */
export function formatAuditFileSize(bytes: number | null | undefined): string {
  return bytes === null || bytes === undefined ? '' : `${(bytes / 1024).toFixed(1)} KB`;
}

export const AUDIT_DATA_PREVIEW_LENGTH = 50;

/** Before/after columns: the JSON cut to 50 characters, '...' marking a cut. */
export function auditDataPreview(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > AUDIT_DATA_PREVIEW_LENGTH ? `${text.slice(0, AUDIT_DATA_PREVIEW_LENGTH)}...` : text;
}

/** The search box: text contained in the action or the resource type, ignoring case. */
export function auditSearchMatches(record: { action: string; resource_type: string | null }, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return record.action.toLowerCase().includes(needle) || (record.resource_type ?? '').toLowerCase().includes(needle);
}
