// The identity service: accounts, sessions, Google sign-in, roles (spec 1 §2.5, §2.6, §4, §6, §7.2).
import type { Router } from 'express';
import { createApp, type Db, type Sessions } from '@taxapp/platform';
import { GoogleSignIn, type GoogleConfig } from './google';
import { FailedSignInLimiter, type FailedSignInLimiterOptions } from './rateLimit';
import { authRoutes } from './routes/auth';
import { accountRoutes } from './routes/account';
import { googleRoutes } from './routes/google';

export interface IdentityAppOptions {
  db: Db;
  sessions: Sessions;
  /** null or omitted: Google sign-in is not configured. */
  google?: GoogleConfig | null;
  rateLimit?: FailedSignInLimiterOptions;
  /** More routers mounted after identity's own (e.g. routes/keys.ts for the wrapped data key). */
  extraRouters?: Router[];
}

export function createIdentityApp(options: IdentityAppOptions) {
  const { db, sessions } = options;
  const limiter = new FailedSignInLimiter(db, options.rateLimit);
  const google = options.google ? new GoogleSignIn(options.google) : null;
  return createApp({
    sessions,
    routers: [authRoutes({ db, limiter }), accountRoutes({ db, sessions, limiter }), googleRoutes({ db, google }), ...(options.extraRouters ?? [])],
  });
}
