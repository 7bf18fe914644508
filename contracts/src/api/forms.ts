// forms service endpoints: the saved tax form (spec 1 §3.1, §4 form loading, §7.1), conflicts and realtime (spec 2 §4).
import { z } from 'zod';
import { form1040DataSchema } from '../form';
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
  data: z.record(z.string(), z.unknown()),
  clientId: z.string().max(100).optional(),
});
export const conflictResponseSchema = z.object({ error: z.string(), current: taxFormRowSchema });

export const formsApi = {
  open: endpoint({ method: 'POST', path: '/api/forms/form/open', request: openFormRequestSchema, response: openFormResponseSchema }),
  /** 404 noForm when the user has no form yet (call open first). */
  get: endpoint({ method: 'GET', path: '/api/forms/form', request: z.object({}).loose(), response: taxFormResponseSchema }),
  /** 200 {form}; 409 conflictResponseSchema; 400 {error} with the validation message. */
  patch: endpoint({ method: 'PATCH', path: '/api/forms/form', request: patchFormRequestSchema, response: taxFormResponseSchema }),
} as const;

// ---- Realtime: WebSocket at REALTIME_PATH, authenticated by the session cookie (same origin) ----
export const REALTIME_PATH = '/api/forms/realtime';
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
