// GET/PUT /api/identity/keys: the signed-in user's wrapped data key (ARCHITECTURE 'Sensitive data').
//
// The browser encrypts sensitive fields with a random data key. That key is stored here only wrapped
// (AES-GCM) under a key the browser derives with PBKDF2 from the user's wrapping secret. The wrapping
// secret is HMAC-SHA256(server master secret, user id): never stored, given only to the signed-in user,
// the same on every browser and unchanged by a password change or for a Google-only account.
// Trade-off (mfe-personal/README.md): a copy of the database alone decrypts nothing, but whoever holds
// the server's master secret and the database could; this is not zero-knowledge toward the operator.
import { createHmac } from 'node:crypto';
import { Router } from 'express';
import { enqueueAudit, HttpError, requireUser, route, userIdOf, type Db } from '@taxapp/platform';
import { dataOperationRiskScore } from '@taxapp/contracts/audit';
import { keysApi } from '@taxapp/contracts/api/identity';
import { KEY_ERRORS, KEYS_PATH, wrappedKeySchema, type WrappedKey } from '@taxapp/contracts/keys';
import { sessionSecretFromEnv } from '@taxapp/platform';
import { confirmCurrentPassword } from '../currentPassword';
import { FailedSignInLimiter } from '../rateLimit';

/** KEY_WRAPPING_SECRET, else one derived from the session secret (itself kept in the data folder). */
export function keyWrappingMasterFromEnv(env: NodeJS.ProcessEnv): string {
  return env.KEY_WRAPPING_SECRET || createHmac('sha256', sessionSecretFromEnv(env)).update('taxapp key wrapping master v1').digest('base64url');
}

export function wrappingSecretFor(master: string, userId: string): string {
  return createHmac('sha256', master).update(`taxapp wrapping secret:${userId}`).digest('base64url');
}

/** Replaced versions kept beside the current one (newest first): more than a user rotates in practice. */
const MAX_KEPT_VERSIONS = 20;

/** The current wrapped key and the versions it replaced (kept in the same row, never overwritten). */
async function storedRow(db: Db, userId: string): Promise<{ key: WrappedKey | null; previous: WrappedKey[] }> {
  const row = await db('user_keys').where({ user_id: userId }).first();
  if (!row) return { key: null, previous: [] };
  const parsed = wrappedKeySchema.safeParse(row.wrapped_key);
  const previous = Array.isArray(row.wrapped_key?.previousVersions) ? row.wrapped_key.previousVersions : [];
  return { key: parsed.success ? parsed.data : null, previous: previous.flatMap((value: unknown) => { const kept = wrappedKeySchema.safeParse(value); return kept.success ? [kept.data] : []; }) };
}

async function storedKey(db: Db, userId: string): Promise<WrappedKey | null> {
  return (await storedRow(db, userId)).key;
}

export function keysRoutes(deps: { db: Db; master: string; limiter?: FailedSignInLimiter }): Router {
  const limiter = deps.limiter ?? new FailedSignInLimiter(deps.db);
  const router = Router();
  router.use(KEYS_PATH, requireUser);

  route(router, keysApi.get, async (_input, req) => {
    const userId = userIdOf(req);
    return { wrappingSecret: wrappingSecretFor(deps.master, userId), key: await storedKey(deps.db, userId) };
  });

  route(router, keysApi.put, async ({ key, currentPassword }, req) => {
    const userId = userIdOf(req);
    const record = { ...key, createdAt: key.createdAt ?? new Date().toISOString() };
    // The key and its audit event are written together or not at all (issue 10).
    const auditKeyStored = (trx: Db) =>
      enqueueAudit(trx, req, {
        action: 'encryption_operation',
        resourceType: 'encryption',
        details: { operation: 'store_wrapped_key', keyVersion: key.keyVersion, success: true },
        riskScore: dataOperationRiskScore('write'),
      });
    // First writer wins for a version: two browsers setting up at once must end with one key. The first key
    // needs no password (the browser creates it right after sign-in, also for a Google-only account).
    const inserted = await deps.db.transaction(async (trx) => {
      const rows = await trx('user_keys')
        .insert({ user_id: userId, wrapped_key: JSON.stringify(record), key_version: key.keyVersion })
        .onConflict('user_id')
        .ignore()
        .returning('user_id');
      if (rows.length > 0) await auditKeyStored(trx);
      return rows.length > 0;
    });
    if (!inserted) {
      const current = await storedRow(deps.db, userId);
      if (!current.key || key.keyVersion <= current.key.keyVersion) throw new HttpError(409, KEY_ERRORS.exists, { key: current.key });
      // Replacing the key makes every field encrypted under it unreadable unless kept: only with the password
      // (issue 7 item 3), and the replaced versions stay in the row until the data is re-encrypted.
      await confirmCurrentPassword({ db: deps.db, limiter }, req, userId, currentPassword, false);
      const kept = [{ ...current.key }, ...current.previous].slice(0, MAX_KEPT_VERSIONS);
      const currentVersion = current.key.keyVersion;
      const updated = await deps.db.transaction(async (trx) => {
        const count = await trx('user_keys')
          .where({ user_id: userId, key_version: currentVersion })
          .update({ wrapped_key: JSON.stringify({ ...record, previousVersions: kept }), key_version: key.keyVersion, updated_at: trx.fn.now() });
        if (count > 0) await auditKeyStored(trx);
        return count;
      });
      if (updated === 0) throw new HttpError(409, KEY_ERRORS.exists, { key: await storedKey(deps.db, userId) });
    }
    return { key: record };
  });
  return router;
}
