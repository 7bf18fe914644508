// The user's data key, wrapped (ARCHITECTURE 'Sensitive data'): GET/PUT /api/identity/keys.
// The browser generates a random AES-256 data key, wraps it with a key derived (PBKDF2) from the user's
// wrapping secret, and stores only the wrapped form here; any browser the user signs in on unwraps it.
// The endpoints are `keysApi` in api/identity.ts.
import { z } from 'zod';

export const KEYS_PATH = '/api/identity/keys';

const base64 = z.string().min(1).max(2048);

export const wrappedKeySchema = z.object({
  keyVersion: z.number().int().min(1),
  /** The data key (32 bytes) encrypted with AES-GCM under the wrapping key. */
  wrappedKey: base64,
  iv: base64,
  /** PBKDF2 salt of the wrapping key. */
  salt: base64,
  iterations: z.number().int().min(10_000).max(10_000_000),
  algorithm: z.literal('AES-GCM'),
  kdf: z.literal('PBKDF2-SHA256'),
  /** PBKDF2 salt of each level's field key (spec 1 §9 levels 1-4). */
  levelSalts: z.object({ 1: base64, 2: base64, 3: base64, 4: base64 }),
  createdAt: z.string().optional(),
});
export type WrappedKey = z.infer<typeof wrappedKeySchema>;

export const userKeysResponseSchema = z.object({
  /** Per-user secret the wrapping key is derived from (base64url); given only to the signed-in user. */
  wrappingSecret: z.string(),
  key: wrappedKeySchema.nullable(),
});
export type UserKeysResponse = z.infer<typeof userKeysResponseSchema>;

/**
 * The first key of an account needs no password (a Google-only account has none); replacing a stored key
 * (a higher keyVersion) needs the account's current password, and the replaced version is kept.
 */
export const putUserKeyRequestSchema = z.object({ key: wrappedKeySchema, currentPassword: z.string().max(128).optional() });

export const KEY_ERRORS = {
  /** 409: another browser stored the user's key first; the body carries it as `key`. */
  exists: 'An encryption key already exists for this account.',
} as const;
