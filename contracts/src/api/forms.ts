// forms service endpoints: the saved tax form (spec 1 §3.1, §4 form loading, §7.1), conflicts and realtime (spec 2 §4).
import { z } from 'zod';
import { form1040DataSchema } from '../form';
import { formPatchProblem, validatePersonalInfo } from '../validation';
import { endpoint } from './common';

/** A tax_forms row as the API returns it. `version` goes up by one with every save. */
export const taxFormRowSchema = z.object({
  id: z.string(),
  userId: z.string(),
  version: z.number().int().min(1),
  createdAt: z.string(),
  updatedAt: z.string(),
  data: form1040DataSchema,
});
export type TaxFormRow = z.infer<typeof taxFormRowSchema>;
export const taxFormResponseSchema = z.object({ form: taxFormRowSchema });

export const FORMS_ERRORS = {
  conflict: 'Your form was changed in another tab or device. Please try again.',
  invalidForm: 'The tax form is not valid.',
  noForm: 'No tax form ID found',
} as const;

/**
 * Open the newest form of the signed-in user. When none exists it is created from `localCopy`
 * (the browser's saved `taxFormData`, object or JSON text) if sent, else from the defaults.
 * `created` says whether this call created it (then the browser removes its local copy).
 */
export const openFormRequestSchema = z.object({ localCopy: z.unknown().optional() });
export const openFormResponseSchema = z.object({ form: taxFormRowSchema, created: z.boolean() });

/**
 * Save: `data` holds only the changed top-level keys (each replaces the stored key). `version` is the
 * version the client read; when the stored row is newer the answer is 409 with `current`.
 * `clientId` (a random id per tab) comes back on the realtime message so a tab can skip its own echo.
 */
export const patchFormRequestSchema = z.object({
  version: z.number().int().min(1),
  /** Checked in the browser before it leaves and again by the server (issue 7 item 6): known keys, each within its bounds. */
  data: z.record(z.string(), z.unknown()).superRefine((data, ctx) => {
    // The personal-info rules (spec 1 §5) come first and name their field (`field` beside `error`): the save answers them.
    if (validatePersonalInfo(data).length > 0) return;
    const problem = formPatchProblem(data, FORMS_ERRORS.invalidForm);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.error, path: problem.field ? [problem.field] : [] });
  }),
  clientId: z.string().max(100).optional(),
});
export const conflictResponseSchema = z.object({ error: z.string(), current: taxFormRowSchema });

/**
 * Client-side encryption events (spec 1 §7.1 RPC log_encryption_audit_enhanced: operation, data type,
 * encryption level, success, error message, user id), sent by the browser in batches without waiting.
 * Never a value: `dataType` is a field name or path ('ssn', 'dependents.0.dob'), and the error text is
 * cut and has its digit runs redacted on both sides (`redactAuditText`). The user is the session's;
 * events carrying another `userId` (queued before a sign-in as someone else) are dropped.
 */
export const ENCRYPTION_AUDIT_BATCH_MAX = 100;
export const ENCRYPTION_AUDIT_ERROR_MAX = 300;
export const encryptionAuditEventSchema = z.object({
  at: z.string().datetime({ offset: true }),
  operation: z.enum(['setup', 'initialise', 'encrypt', 'decrypt']),
  dataType: z
    .string()
    .max(100)
    .regex(/^[A-Za-z][A-Za-z0-9_]*(\.(\d{1,2}|[A-Za-z][A-Za-z0-9_]*))*$/, 'dataType must be a field name'),
  level: z.number().int().min(1).max(4).nullable(),
  success: z.boolean(),
  error: z.string().max(ENCRYPTION_AUDIT_ERROR_MAX).optional(),
  userId: z.string().max(100).optional(),
});
export type EncryptionAuditEvent = z.infer<typeof encryptionAuditEventSchema>;
export const encryptionAuditRequestSchema = z.object({ events: z.array(encryptionAuditEventSchema).min(1).max(ENCRYPTION_AUDIT_BATCH_MAX) });
export const encryptionAuditResponseSchema = z.object({ accepted: z.number().int().min(0) });

/** Error text safe for the audit log: runs of 3+ digits (SSN, phone, date fragments) redacted, cut to the limit. */
export function redactAuditText(text: string): string {
  return text.replace(/\d[\d\s()./-]*\d{2,}|\d{3,}/g, '[redacted]').slice(0, ENCRYPTION_AUDIT_ERROR_MAX);
}

/** Where forms mounts these routes and the realtime socket (behind its sign-in guard). */
export const FORMS_BASE_PATH = '/api/forms';

export const formsApi = {
  open: endpoint({ method: 'POST', path: `${FORMS_BASE_PATH}/form/open`, request: openFormRequestSchema, response: openFormResponseSchema }),
  /** 404 noForm when the user has no form yet (call open first). */
  get: endpoint({ method: 'GET', path: `${FORMS_BASE_PATH}/form`, request: z.object({}).loose(), response: taxFormResponseSchema }),
  /** 200 {form}; 409 conflictResponseSchema; 400 {error} with the validation message. */
  patch: endpoint({ method: 'PATCH', path: `${FORMS_BASE_PATH}/form`, request: patchFormRequestSchema, response: taxFormResponseSchema }),
  /** 200 {accepted}: the events written to audit_logs (in the background). */
  encryptionAudit: endpoint({ method: 'POST', path: `${FORMS_BASE_PATH}/encryption-audit`, request: encryptionAuditRequestSchema, response: encryptionAuditResponseSchema }),
} as const;

// ---- Realtime: WebSocket at REALTIME_PATH, authenticated by the session cookie (same origin) ----
export const REALTIME_PATH = `${FORMS_BASE_PATH}/realtime`;
/** Client heartbeat (spec 1 §9): send {type:'ping'} every 30 s; the server answers {type:'pong'}. */
export const REALTIME_HEARTBEAT_MS = 30_000;
/** Close code when the upgrade has no signed-in session. */
export const REALTIME_CLOSE_NOT_AUTHENTICATED = 4401;

export const realtimeServerMessageSchema = z.discriminatedUnion('type', [
  /** Sent once the socket is subscribed to the user's changes. */
  z.object({ type: z.literal('ready'), userId: z.string() }),
  /** A change of one of the user's own forms: the whole row after the change. */
  z.object({
    type: z.literal('form.changed'),
    form: taxFormRowSchema,
    changedKeys: z.array(z.string()),
    sourceClientId: z.string().nullable(),
  }),
  z.object({ type: z.literal('pong') }),
]);
export type RealtimeServerMessage = z.infer<typeof realtimeServerMessageSchema>;

export const realtimeClientMessageSchema = z.discriminatedUnion('type', [z.object({ type: z.literal('ping') })]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;
