// The user's data key, wrapped in the browser (issue 7 item 4, spec 1 §9 'zero-knowledge'):
// GET/PUT /api/identity/keys. The browser makes a random AES-256 data key and wraps it twice: under a key
// derived (PBKDF2-SHA256, 200,000 iterations) from what the user types to unlock (the account password, or a
// vault passphrase for a Google-only account), and under a recovery key shown once as words. The server
// stores only these wrapped forms and holds no secret that opens them. The endpoints are `keysApi` in
// api/identity.ts.
import { z } from 'zod';

export const KEYS_PATH = '/api/identity/keys';

const base64 = z.string().min(1).max(2048);

/** Spec 1 §9: the password-derived master key takes 200,000 PBKDF2 iterations. */
export const UNLOCK_ITERATIONS = 200_000;

/** The data key (32 bytes) encrypted with AES-GCM under a key derived from one secret. */
export const keyWrapSchema = z.object({
  wrappedKey: base64,
  iv: base64,
  /** PBKDF2 salt of the wrapping key. */
  salt: base64,
  iterations: z.number().int().min(UNLOCK_ITERATIONS).max(10_000_000),
});
export type KeyWrap = z.infer<typeof keyWrapSchema>;

/** What the user types to unlock: the account's password, or a vault passphrase (a Google-only account). */
export const unlockSecretKindSchema = z.enum(['password', 'passphrase']);
export type UnlockSecretKind = z.infer<typeof unlockSecretKindSchema>;

export const wrappedKeySchema = z.object({
  keyVersion: z.number().int().min(1),
  algorithm: z.literal('AES-GCM'),
  kdf: z.literal('PBKDF2-SHA256'),
  secretKind: unlockSecretKindSchema,
  secretWrap: keyWrapSchema,
  recoveryWrap: keyWrapSchema,
  /** PBKDF2 salt of each level's field key (spec 1 §9 levels 1-4). */
  levelSalts: z.object({ 1: base64, 2: base64, 3: base64, 4: base64 }),
  createdAt: z.string().max(40).optional(),
});
export type WrappedKey = z.infer<typeof wrappedKeySchema>;

export const userKeysResponseSchema = z.object({
  key: wrappedKeySchema.nullable(),
  /** False for a Google-only account: it unlocks with a vault passphrase instead. */
  accountHasPassword: z.boolean(),
});
export type UserKeysResponse = z.infer<typeof userKeysResponseSchema>;

/**
 * Storing a key needs the account's current password when the account has one (a stolen session cannot
 * set or replace it). The same keyVersion re-wraps the same data key (new password, new recovery key) and
 * must keep its level salts; a higher keyVersion is a new data key, and the replaced version is kept.
 */
export const putUserKeyRequestSchema = z.object({ key: wrappedKeySchema, currentPassword: z.string().max(128).optional() });

export const KEY_ERRORS = {
  /** 409: another browser stored the user's key first; the body carries it as `key`. */
  exists: 'An encryption key already exists for this account.',
  /** 400: a re-wrap that would change the field keys of a version already in use. */
  saltsChanged: 'This key does not match the one your data is encrypted with.',
  /** 400: a password change that leaves the encryption key wrapped by the old password. */
  rewrapRequired: 'Your encryption key must be re-wrapped with the new password. Please reload the page and try again.',
} as const;
