// Asks for the current password before a change that would let a stolen session take the account or its
// data (email, password, encryption key: OWASP ASVS V2.1.5 / V3.7.1). Wrong guesses count in the sign-in
// limit like any other, so this is not a way around it.
import type { Request } from 'express';
import { HttpError, notAuthenticated, type Db } from '@taxapp/platform';
import { IDENTITY_ERRORS, tooManyAttemptsMessage } from '@taxapp/contracts/api/identity';
import { findUserById } from './db/users';
import { verifyPassword } from './passwords';
import type { FailedSignInLimiter } from './rateLimit';

/**
 * Resolves when `currentPassword` is the user's password, or when the account has none (Google-only:
 * `allowWithoutPassword` decides). 403 when missing or wrong; 429 past the limit.
 */
export async function confirmCurrentPassword(
  deps: { db: Db; limiter: FailedSignInLimiter },
  req: Request,
  userId: string,
  currentPassword: string | undefined,
  allowWithoutPassword: boolean,
): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw notAuthenticated();
  if (!user.password_hash) {
    if (allowWithoutPassword) return;
    throw new HttpError(403, IDENTITY_ERRORS.currentPasswordRequired);
  }
  if (!currentPassword) throw new HttpError(403, IDENTITY_ERRORS.currentPasswordRequired);
  const verdict = await deps.limiter.begin(user.email, req.ip ?? 'unknown');
  if (!verdict.allowed) throw new HttpError(429, tooManyAttemptsMessage(verdict.retryAfterMs));
  if (!(await verifyPassword(currentPassword, user.password_hash))) {
    await deps.limiter.recordFailure(verdict.attempt);
    throw new HttpError(403, IDENTITY_ERRORS.currentPasswordWrong);
  }
  await deps.limiter.recordSuccess(verdict.attempt, user.email);
}
