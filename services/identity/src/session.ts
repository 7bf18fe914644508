// Session steps as promises: a new session id at every sign-in (no fixation), and sign-out.
import type { Request, Response } from 'express';
import { SESSION_COOKIE } from '@taxapp/platform';

export async function signInSession(req: Request, userId: string): Promise<void> {
  await new Promise<void>((resolve, reject) => req.session.regenerate((error) => (error ? reject(error) : resolve())));
  req.session.userId = userId;
  await new Promise<void>((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
}

export async function signOutSession(req: Request, res: Response): Promise<void> {
  if (req.session) {
    await new Promise<void>((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
  }
  res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
}
