// Sign-up, sign-in, sign-out and the current user (spec 1 §2.5, §4, §6).
import { Router } from 'express';
import { audit, enqueueAudit, HttpError, notAuthenticated, route, type Db } from '@taxapp/platform';
import { IDENTITY_ERRORS, identityApi, tooManyAttemptsMessage } from '@taxapp/contracts/api/identity';
import { decoyHash, hashPassword, verifyPassword } from '../passwords';
import { findUserByEmail, findUserById, insertUser, publicUser } from '../db/users';
import { signInSession, signOutSession } from '../session';
import type { FailedSignInLimiter } from '../rateLimit';
import { RISK_SCORES } from '@taxapp/contracts/audit';

export function authRoutes(deps: { db: Db; limiter: FailedSignInLimiter }): Router {
  const { db, limiter } = deps;
  const router = Router();

  route(router, identityApi.signUp, async ({ email, password }, req, res) => {
    if (await findUserByEmail(db, email)) throw new HttpError(409, IDENTITY_ERRORS.emailTaken);
    const passwordHash = await hashPassword(password);
    // The account and its audit event are written together or not at all (issue 10).
    const user = await db.transaction(async (trx) => {
      const inserted = await insertUser(trx, { email, password_hash: passwordHash });
      if (inserted) await enqueueAudit(trx, req, { action: 'sign_up', resourceType: 'user_account', resourceId: inserted.id, userId: inserted.id, riskScore: RISK_SCORES.otherAuthentication, details: { email } });
      return inserted;
    });
    if (!user) throw new HttpError(409, IDENTITY_ERRORS.emailTaken);
    await signInSession(req, user.id);
    res.status(201);
    return { user: await publicUser(db, user) };
  });

  route(router, identityApi.signIn, async ({ email, password }, req, res) => {
    // req.ip: the address the gateway saw (services trust X-Forwarded-For from the gateway alone).
    const ip = req.ip ?? 'unknown';
    const verdict = await limiter.begin(email, ip);
    if (!verdict.allowed) {
      void audit(db, req, { action: 'authentication_failure', resourceType: 'user_account', userId: null, riskScore: RISK_SCORES.authenticationFailure, details: { email, reason: 'rate_limited', limitedBy: verdict.limitedBy } });
      res.setHeader('Retry-After', String(Math.ceil(verdict.retryAfterMs / 1000)));
      throw new HttpError(429, tooManyAttemptsMessage(verdict.retryAfterMs));
    }
    let user: Awaited<ReturnType<typeof findUserByEmail>>;
    let valid: boolean;
    try {
      user = await findUserByEmail(db, email);
      valid = await verifyPassword(password, user?.password_hash ?? (await decoyHash()));
    } catch (error) {
      // Nothing was tried (hashing busy: 503, or the database away): the attempt must not stay in flight.
      await limiter.cancel(verdict.attempt).catch(() => undefined);
      throw error;
    }
    if (!user || !user.password_hash || !valid) {
      await limiter.recordFailure(verdict.attempt);
      void audit(db, req, { action: 'authentication_failure', resourceType: 'user_account', resourceId: user?.id ?? null, userId: user?.id ?? null, riskScore: RISK_SCORES.authenticationFailure, details: { email, reason: 'invalid_credentials' } });
      throw new HttpError(401, IDENTITY_ERRORS.invalidCredentials);
    }
    await signInSession(req, user.id);
    // Forgetting the failures and the event (with the new session's id) go together (issue 10).
    await db.transaction(async (trx) => {
      await limiter.recordSuccess(verdict.attempt, email, trx);
      await enqueueAudit(trx, req, { action: 'login', resourceType: 'user_account', resourceId: user.id, riskScore: RISK_SCORES.loginSuccess, details: { method: 'password' } });
    });
    return { user: await publicUser(db, user) };
  });

  route(router, identityApi.signOut, async (_input, req, res) => {
    const userId = req.session?.userId;
    if (userId) {
      // The session row ends with its event (issue 10); destroying the session after finds it gone.
      await db.transaction(async (trx) => {
        await trx('sessions').where({ sid: req.sessionID }).delete();
        await enqueueAudit(trx, req, { action: 'logout', resourceType: 'user_account', resourceId: userId, riskScore: RISK_SCORES.otherAuthentication });
      });
    }
    await signOutSession(req, res);
    return { ok: true as const };
  });

  route(router, identityApi.me, async (_input, req, res) => {
    const userId = req.session?.userId;
    if (!userId) throw notAuthenticated();
    const user = await findUserById(db, userId);
    if (!user) {
      // The account is gone: end its session.
      await signOutSession(req, res);
      throw notAuthenticated();
    }
    return { user: await publicUser(db, user) };
  });

  return router;
}
