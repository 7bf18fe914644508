// What a JSON body may hold beyond being valid JSON (issue 7 item 6): no nesting deeper than any request needs
// (10,000 levels made a 500), no NUL (PostgreSQL jsonb refuses \u0000) and no lone UTF-16 surrogate (not text).
// Each refusal is a 400 in the user's words, before any route reads the body.
import type { RequestHandler } from 'express';
import { HttpError } from './errors';

/** Deepest nesting of objects and arrays a body may have; the deepest form path is about 6 levels. */
export const MAX_BODY_DEPTH = 32;

export const BODY_ERRORS = {
  tooDeep: 'The request is nested too deeply.',
  badCharacter: 'A field contains a character that is not allowed (a NUL or an unpaired surrogate).',
} as const;

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// eslint-disable-next-line no-control-regex -- the NUL is exactly what this refuses (PostgreSQL jsonb cannot hold it)
const NOT_ALLOWED = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The first reason `value` (a parsed JSON body) is refused, or null. Iterative: a deep body cannot overflow the stack. */
export function bodyProblem(value: unknown, maxDepth: number = MAX_BODY_DEPTH): string | null {
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item === 'string') {
      if (NOT_ALLOWED.test(item)) return BODY_ERRORS.badCharacter;
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    if (depth >= maxDepth) return BODY_ERRORS.tooDeep;
    if (Array.isArray(item)) {
      for (const element of item) pending.push([element, depth + 1]);
    } else {
      for (const [key, element] of Object.entries(item)) {
        if (NOT_ALLOWED.test(key)) return BODY_ERRORS.badCharacter;
        pending.push([element, depth + 1]);
      }
    }
  }
  return null;
}

/** After express.json(): refuses a body `bodyProblem` finds fault with. */
export function jsonBodyGuard(maxDepth: number = MAX_BODY_DEPTH): RequestHandler {
  return (req, _res, next) => {
    const problem = req.body === undefined ? null : bodyProblem(req.body, maxDepth);
    next(problem ? new HttpError(400, problem) : undefined);
  };
}
