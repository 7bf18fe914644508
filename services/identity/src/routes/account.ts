// Account settings (spec 1 §2.6): update email, update password (which ends the user's other sessions).
import { Router } from 'express';
import { enqueueAudit, HttpError, notAuthenticated, requireUser, route, userIdOf, type Db, type Sessions } from '@taxapp/platform';
import { IDENTITY_ERRORS, identityApi } from '@taxapp/contracts/api/identity';
import { hashPassword } from '../passwords';
import { findUserByEmail, findUserById, isUniqueViolation, publicUser } from '../db/users';
import { RISK_SCORES } from '@taxapp/contracts/audit';
import { confirmCurrentPassword } from '../currentPassword';
import type { FailedSignInLimiter } from '../rateLimit';
import { KEY_ERRORS } from '@taxapp/contracts/keys';
import { auditKeyStored, replaceStoredKey, storedKeyRow } from './keys';

export function accountRoutes(deps: { db: Db; sessions: Sessions; limiter: FailedSignInLimiter }): Router {
  const { db, limiter } = deps;
  const router = Router();
  router.post([identityApi.updateEmail.path, identityApi.updatePassword.path], requireUser);

  route(router, identityApi.updateEmail, async ({ email, currentPassword }, req) => {
    const userId = userIdOf(req);
    const before = await findUserById(db, userId);
    if (!before) throw notAuthenticated();
    if (before.email !== email) {
      // A Google-only account has no password to ask for; Google vouched for the session.
      await confirmCurrentPassword({ db, limiter }, req, userId, currentPassword, true);
      const other = await findUserByEmail(db, email);
      if (other && other.id !== userId) throw new HttpError(409, IDENTITY_ERRORS.emailTaken);
    }
    // The change and its audit event are written together or not at all (issue 10).
    try {
      await db.transaction(async (trx) => {
        if (before.email !== email) await trx('users').where({ id: userId }).update({ email, updated_at: trx.fn.now() });
        await enqueueAudit(trx, req, {
          action: 'update_email',
          resourceType: 'user_account',
          resourceId: userId,
          riskScore: RISK_SCORES.userAction.medium,
          details: { newEmail: email },
          dataBefore: { email: before.email },
          dataAfter: { email },
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, IDENTITY_ERRORS.emailTaken);
      throw error;
    }
    return { user: await publicUser(db, { id: userId, email }) };
  });

  route(router, identityApi.updatePassword, async ({ password, currentPassword, key }, req) => {
    const userId = userIdOf(req);
    // A Google-only account sets its first password without one.
    await confirmCurrentPassword({ db, limiter }, req, userId, currentPassword, true);
    // The data key wrapped by the old password must come back wrapped by the new one, in the same
    // transaction, or the user's encrypted fields would no longer open with their password (issue 7 item 4).
    const storedKey = await storedKeyRow(db, userId);
    const rewrap = storedKey.key?.secretKind === 'password' ? storedKey.key : null;
    if (rewrap && (!key || key.keyVersion !== rewrap.keyVersion || key.secretKind !== 'password')) throw new HttpError(400, KEY_ERRORS.rewrapRequired);
    const passwordHash = await hashPassword(password);
    // The new password, the end of the user's other sessions (as sessions.store.destroyUserSessions does)
    // and the audit event are written together or not at all (issue 10).
    await db.transaction(async (trx) => {
      if (rewrap && key) {
        if (!(await replaceStoredKey(trx, userId, { ...storedKey, key: rewrap }, key))) throw new HttpError(409, KEY_ERRORS.exists, { key: rewrap });
        await auditKeyStored(trx, req, key, 'rewrap_key');
      }
      await trx('users').where({ id: userId }).update({ password_hash: passwordHash, updated_at: trx.fn.now() });
      const ended = await trx('sessions').where({ user_id: userId }).andWhereNot({ sid: req.sessionID }).delete();
      await enqueueAudit(trx, req, {
        action: 'update_password',
        resourceType: 'user_account',
        resourceId: userId,
        riskScore: RISK_SCORES.userAction.high,
        details: { otherSessionsEnded: ended },
      });
    });
    return { ok: true as const };
  });

  return router;
}
