// Google sign-in routes. Not configured: status says so and start answers 503 with a clear message.
import { Router } from 'express';
import { audit, describeErrorForLog, enqueueAudit, HttpError, type Db } from '@taxapp/platform';
import { GOOGLE_ERROR_QUERY, GOOGLE_ERROR_REDIRECT, GOOGLE_SUCCESS_REDIRECT, IDENTITY_ERRORS, identityApi } from '@taxapp/contracts/api/identity';
import type { GoogleSignIn } from '../google';
import { findUserByEmail, findUserByGoogleSub, insertUser } from '../db/users';
import { signInSession } from '../session';
import { RISK_SCORES } from '@taxapp/contracts/audit';

export function googleRoutes(deps: { db: Db; google: GoogleSignIn | null }): Router {
  const { db, google } = deps;
  const router = Router();

  router.get(identityApi.googleStatus.path, (_req, res) => {
    res.json({ configured: google !== null });
  });

  router.get(identityApi.googleStart.path, async (req, res) => {
    if (!google) throw new HttpError(503, IDENTITY_ERRORS.googleNotConfigured);
    let started;
    try {
      started = await google.start();
    } catch (error) {
      console.error('Google sign-in could not start:', describeErrorForLog(error));
      return res.redirect(303, failureUrl(IDENTITY_ERRORS.googleFailed));
    }
    req.session.oidc = started.checks;
    await new Promise<void>((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
    res.redirect(303, started.url);
  });

  router.get(identityApi.googleCallback.path, async (req, res) => {
    if (!google) throw new HttpError(503, IDENTITY_ERRORS.googleNotConfigured);
    const checks = req.session.oidc;
    delete req.session.oidc;
    const fail = (message: string, reason: string, error?: unknown) => {
      if (error) console.error('Google sign-in failed:', describeErrorForLog(error));
      void audit(db, req, { action: 'authentication_failure', resourceType: 'user_account', userId: null, riskScore: RISK_SCORES.authenticationFailure, details: { method: 'google', reason } });
      res.redirect(303, failureUrl(message));
    };
    if (typeof req.query.error === 'string') return fail(IDENTITY_ERRORS.googleFailed, `provider: ${req.query.error}`);
    if (!checks) return fail(IDENTITY_ERRORS.googleFailed, 'no sign-in in progress');

    let identity;
    try {
      const queryStart = req.originalUrl.indexOf('?');
      identity = await google.finish(queryStart >= 0 ? req.originalUrl.slice(queryStart) : '', checks);
    } catch (error) {
      return fail(IDENTITY_ERRORS.googleFailed, 'token exchange or ID token check failed', error);
    }

    // The account: by Google subject, else link the account of the same (verified) email, else a new one.
    let user = await findUserByGoogleSub(db, identity.sub);
    if (!user) {
      if (!identity.email || !identity.emailVerified) return fail(IDENTITY_ERRORS.googleEmailUnverified, 'email not verified');
      const byEmail = await findUserByEmail(db, identity.email);
      if (byEmail) {
        await db('users').where({ id: byEmail.id }).update({ google_sub: identity.sub, updated_at: db.fn.now() });
        user = { ...byEmail, google_sub: identity.sub };
      } else {
        user = await insertUser(db, { email: identity.email, google_sub: identity.sub });
        if (!user) return fail(IDENTITY_ERRORS.googleFailed, 'account creation raced');
      }
    }
    await signInSession(req, user.id);
    // Written before the answer, as a password sign-in's (issue 10), with the new session's id.
    await enqueueAudit(db, req, { action: 'login', resourceType: 'user_account', resourceId: user.id, riskScore: RISK_SCORES.loginSuccess, details: { method: 'google' } });
    res.redirect(303, GOOGLE_SUCCESS_REDIRECT);
  });

  return router;
}

function failureUrl(message: string): string {
  return `${GOOGLE_ERROR_REDIRECT}?${GOOGLE_ERROR_QUERY}=${encodeURIComponent(message)}`;
}
