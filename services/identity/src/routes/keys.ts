// GET/PUT /api/identity/keys: the signed-in user's wrapped data key (issue 7 item 4, contracts/keys.ts).
//
// The browser encrypts sensitive fields with a random data key and stores it here only wrapped, under keys
// it derives from what the user types (password or vault passphrase) and from a recovery key shown to the
// user once. This service holds no secret that unwraps it: a copy of the database and of the server's
// configuration together still decrypt nothing.
import { Router } from 'express';
import { enqueueAudit, HttpError, notAuthenticated, requireUser, route, userIdOf, type Db } from '@taxapp/platform';
import { dataOperationRiskScore } from '@taxapp/contracts/audit';
import { keysApi } from '@taxapp/contracts/api/identity';
import { KEY_ERRORS, KEYS_PATH, wrappedKeySchema, type WrappedKey } from '@taxapp/contracts/keys';
import type { Request } from 'express';
import { confirmCurrentPassword } from '../currentPassword';
import { findUserById } from '../db/users';
import { FailedSignInLimiter } from '../rateLimit';

/** Replaced versions kept beside the current one (newest first): more than a user rotates in practice. */
const MAX_KEPT_VERSIONS = 20;

interface StoredRow {
  key: WrappedKey | null;
  previous: WrappedKey[];
}

/** The current wrapped key and the versions it replaced (kept in the same row, never overwritten). */
export async function storedKeyRow(db: Db, userId: string): Promise<StoredRow> {
  const row = await db('user_keys').where({ user_id: userId }).first();
  if (!row) return { key: null, previous: [] };
  const parsed = wrappedKeySchema.safeParse(row.wrapped_key);
  const previous = Array.isArray(row.wrapped_key?.previousVersions) ? row.wrapped_key.previousVersions : [];
  return {
    key: parsed.success ? parsed.data : null,
    previous: previous.flatMap((value: unknown) => {
      const kept = wrappedKeySchema.safeParse(value);
      return kept.success ? [kept.data] : [];
    }),
  };
}

const sameSalts = (a: WrappedKey, b: WrappedKey) => ([1, 2, 3, 4] as const).every((level) => a.levelSalts[level] === b.levelSalts[level]);

/**
 * Replaces the stored key with `key` inside `trx`: the same version re-wraps the same data key (its level
 * salts must not change), a higher version keeps the replaced one. Returns false when the stored version
 * moved meanwhile (the caller answers 409).
 */
export async function replaceStoredKey(trx: Db, userId: string, current: StoredRow & { key: WrappedKey }, key: WrappedKey): Promise<boolean> {
  const record = { ...key, createdAt: key.createdAt ?? new Date().toISOString() };
  if (key.keyVersion === current.key.keyVersion && !sameSalts(key, current.key)) throw new HttpError(400, KEY_ERRORS.saltsChanged);
  const kept = key.keyVersion > current.key.keyVersion ? [{ ...current.key }, ...current.previous].slice(0, MAX_KEPT_VERSIONS) : current.previous;
  const count = await trx('user_keys')
    .where({ user_id: userId, key_version: current.key.keyVersion })
    .update({ wrapped_key: JSON.stringify({ ...record, previousVersions: kept }), key_version: key.keyVersion, updated_at: trx.fn.now() });
  return count > 0;
}

export function auditKeyStored(trx: Db, req: Request, key: WrappedKey, operation: 'store_wrapped_key' | 'rewrap_key') {
  return enqueueAudit(trx, req, {
    action: 'encryption_operation',
    resourceType: 'encryption',
    details: { operation, keyVersion: key.keyVersion, secretKind: key.secretKind, success: true },
    riskScore: dataOperationRiskScore('write'),
  });
}

export function keysRoutes(deps: { db: Db; limiter?: FailedSignInLimiter }): Router {
  const limiter = deps.limiter ?? new FailedSignInLimiter(deps.db);
  const router = Router();
  router.use(KEYS_PATH, requireUser);

  route(router, keysApi.get, async (_input, req) => {
    const userId = userIdOf(req);
    const user = await findUserById(deps.db, userId);
    if (!user) throw notAuthenticated();
    return { key: (await storedKeyRow(deps.db, userId)).key, accountHasPassword: Boolean(user.password_hash) };
  });

  route(router, keysApi.put, async ({ key, currentPassword }, req) => {
    const userId = userIdOf(req);
    const user = await findUserById(deps.db, userId);
    if (!user) throw notAuthenticated();
    const current = await storedKeyRow(deps.db, userId);
    // Setting, re-wrapping or replacing the key asks for the account's password (issue 7 item 3): a stolen
    // session can neither lock the owner out nor swap in a key it knows. A Google-only account sets its
    // first key without one (Google vouched for the session) and cannot replace it.
    await confirmCurrentPassword({ db: deps.db, limiter }, req, userId, currentPassword, !current.key);

    if (!current.key) {
      // First writer wins: two browsers setting up at once end with one key.
      const record = { ...key, createdAt: key.createdAt ?? new Date().toISOString() };
      const inserted = await deps.db.transaction(async (trx) => {
        const rows = await trx('user_keys')
          .insert({ user_id: userId, wrapped_key: JSON.stringify(record), key_version: key.keyVersion })
          .onConflict('user_id')
          .ignore()
          .returning('user_id');
        if (rows.length > 0) await auditKeyStored(trx, req, key, 'store_wrapped_key');
        return rows.length > 0;
      });
      if (!inserted) throw new HttpError(409, KEY_ERRORS.exists, { key: (await storedKeyRow(deps.db, userId)).key });
      return { key: record };
    }
    if (key.keyVersion < current.key.keyVersion) throw new HttpError(409, KEY_ERRORS.exists, { key: current.key });
    const stored = current as StoredRow & { key: WrappedKey };
    const replaced = await deps.db.transaction(async (trx) => {
      const done = await replaceStoredKey(trx, userId, stored, key);
      if (done) await auditKeyStored(trx, req, key, key.keyVersion === stored.key.keyVersion ? 'rewrap_key' : 'store_wrapped_key');
      return done;
    });
    if (!replaced) throw new HttpError(409, KEY_ERRORS.exists, { key: (await storedKeyRow(deps.db, userId)).key });
    return { key: (await storedKeyRow(deps.db, userId)).key! };
  });
  return router;
}
