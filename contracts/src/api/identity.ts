// identity service endpoints (spec 1 §2.5, §2.6, §4 session events, §6 roles, §7.2).
import { z } from 'zod';
import { KEYS_PATH, putUserKeyRequestSchema, userKeysResponseSchema, wrappedKeySchema } from '../keys';
import { validateEmail } from '../validation';
import { endpoint, emptyRequestSchema, okResponseSchema } from './common';
import { sessionApi, userResponseSchema } from './session';

export { ROLES, roleSchema, userResponseSchema, userSchema, type Role, type User } from './session';

/** Messages shown in the destructive 'Error' toast of /auth and /settings (spec 1 §8: the provider's message). */
export const IDENTITY_ERRORS = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password should be at least 8 characters.',
  passwordTooLong: 'Password must be at most 128 characters.',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  passwordsDoNotMatch: 'Passwords do not match.',
  googleNotConfigured: 'Google sign-in is not configured on this server.',
  googleFailed: 'Google sign-in failed. Please try again.',
  googleEmailUnverified: 'Your Google account email is not verified.',
  /** Changing the email, the password or the encryption key asks for the current password (OWASP ASVS V2/V3). */
  currentPasswordRequired: 'Please enter your current password.',
  currentPasswordWrong: 'Your current password is not correct.',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Email as the server stores it: the validator of spec 1 §5 (trimmed, lowercased, its exact messages). */
export const emailInputSchema = z.string({ error: IDENTITY_ERRORS.emailRequired }).transform((value, ctx) => {
  const result = validateEmail(value);
  if (result.valid) return result.value;
  ctx.addIssue({ code: 'custom', message: result.error });
  return z.NEVER;
});

export const newPasswordSchema = z
  .string({ error: IDENTITY_ERRORS.passwordRequired })
  .min(1, IDENTITY_ERRORS.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, IDENTITY_ERRORS.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, IDENTITY_ERRORS.passwordTooLong);

export const signUpRequestSchema = z.object({ email: emailInputSchema, password: newPasswordSchema });
export const signInRequestSchema = z.object({
  email: emailInputSchema,
  password: z.string({ error: IDENTITY_ERRORS.passwordRequired }).min(1, IDENTITY_ERRORS.passwordRequired),
});
/** Required by the server when the account has a password (a Google-only account has none to give). */
export const currentPasswordSchema = z.string().max(PASSWORD_MAX_LENGTH, IDENTITY_ERRORS.passwordTooLong).optional();
export const updateEmailRequestSchema = z.object({ email: emailInputSchema, currentPassword: currentPasswordSchema });
export const updatePasswordRequestSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: z.string().optional(),
    currentPassword: currentPasswordSchema,
    /** The data key re-wrapped in the browser under the new password (same keyVersion), when the account has one. */
    key: wrappedKeySchema.optional(),
  })
  .refine((b) => b.confirmPassword === undefined || b.confirmPassword === b.password, {
    message: IDENTITY_ERRORS.passwordsDoNotMatch,
  });

export const googleStatusResponseSchema = z.object({ configured: z.boolean() });

/** The 429 of sign-in and of the current-password checks: the wait in the user's words, rounded up to whole seconds or minutes. */
export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many failed sign-in attempts. Please wait ${wait} and try again.`;
}

export const identityApi = {
  /** Creates the account and signs in at once (there is no email verification offline). 201; 409 emailTaken. */
  signUp: endpoint({ method: 'POST', path: '/api/identity/sign-up', request: signUpRequestSchema, response: userResponseSchema }),
  /** 401 invalidCredentials; 429 tooManyAttemptsMessage (the wait grows with the failures). The session id is new after sign-in. */
  signIn: endpoint({ method: 'POST', path: '/api/identity/sign-in', request: signInRequestSchema, response: userResponseSchema }),
  signOut: sessionApi.signOut,
  me: sessionApi.me,
  /** 409 emailTaken; 403 currentPasswordRequired / currentPasswordWrong. */
  updateEmail: endpoint({ method: 'POST', path: '/api/identity/email', request: updateEmailRequestSchema, response: userResponseSchema }),
  /** Ends every other session of the user; this one stays. 403 currentPasswordRequired / currentPasswordWrong. */
  updatePassword: endpoint({ method: 'POST', path: '/api/identity/password', request: updatePasswordRequestSchema, response: okResponseSchema }),
  googleStatus: endpoint({ method: 'GET', path: '/api/identity/google/status', request: emptyRequestSchema, response: googleStatusResponseSchema }),
  /**
   * Browser navigation (not fetch): redirects to the provider; 503 googleNotConfigured when not configured.
   * The callback redirects to /personal-info on success, or to `/auth?googleError=<message>` on failure.
   */
  googleStart: endpoint({ method: 'GET', path: '/api/identity/google/start', request: emptyRequestSchema, response: z.never() }),
  googleCallback: endpoint({ method: 'GET', path: '/api/identity/google/callback', request: emptyRequestSchema, response: z.never() }),
} as const;

/** The user's wrapped data key (contracts/keys.ts), served by identity. */
export const keysApi = {
  get: endpoint({ method: 'GET', path: KEYS_PATH, request: emptyRequestSchema, response: userKeysResponseSchema }),
  /** 409 KEY_ERRORS.exists with the stored `key` when another browser stored one first. */
  put: endpoint({ method: 'PUT', path: KEYS_PATH, request: putUserKeyRequestSchema, response: z.object({ key: wrappedKeySchema }) }),
} as const;

/** Where the Google callback sends the browser. */
export const GOOGLE_SUCCESS_REDIRECT = '/personal-info';
export const GOOGLE_ERROR_REDIRECT = '/auth';
export const GOOGLE_ERROR_QUERY = 'googleError';
