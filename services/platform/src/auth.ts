// The guard for signed-in routes and the user id every query is filtered by.
import type { Request, RequestHandler } from 'express';
import { notAuthenticated } from './errors';

/** 401 'Not authenticated' unless a user is signed in. */
export const requireUser: RequestHandler = (req, _res, next) => {
  if (!req.session?.userId) return next(notAuthenticated());
  next();
};

/** The signed-in user's id, or 401 'Not authenticated'. */
export function userIdOf(req: Request): string {
  const userId = req.session?.userId;
  if (!userId) throw notAuthenticated();
  return userId;
}
