// Errors as the user reads them: every failure leaves a service as `{ error }` with a proper status.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { COMMON_ERRORS, zodMessage } from '@taxapp/contracts/api/common';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Extra fields beside `error` in the body (e.g. `current` on a 409). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notAuthenticated = () => new HttpError(401, COMMON_ERRORS.notAuthenticated);
export const forbidden = (message: string = COMMON_ERRORS.forbidden) => new HttpError(403, message);
export const notFound = (message: string = COMMON_ERRORS.notFound) => new HttpError(404, message);

/** The first validation message (contracts: the browser checks a request with the same rule). */
export { zodMessage };

export const notFoundHandler: RequestHandler = (_req, _res, next) => next(notFound());

/** Messages of the failures every service answers the same way (issue 7 item 7). */
export const PLATFORM_ERRORS = {
  malformedUrl: 'The address of the request is not valid.',
  /** The database cannot be reached: 503, the browser may try again. */
  unavailable: 'The service is not available right now. Please try again.',
} as const;

// node-postgres / knex failures that mean the database is not there (not that the request was wrong):
// connection refused or cut, the server shutting down or starting (57P0x), connection exceptions (class 08).
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03', '53300']);
const UNREACHABLE_MESSAGES = /^(Connection terminated|Client has encountered a connection error|Knex: Timeout acquiring a connection|timeout exceeded when trying to connect)/;

/** True when the error says the database could not be reached, so a retry may well succeed. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
  if ((error as { name?: unknown }).name === 'KnexTimeoutError') return true;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && UNREACHABLE_MESSAGES.test(message);
}

/**
 * What a log line may say about a failure: its kind, its codes and where in the code it happened; never its
 * message, PostgreSQL's detail/where/context (they quote the row, e.g. the form's JSON) nor the request body.
 */
export function describeErrorForLog(error: unknown): string {
  if (!error || typeof error !== 'object') return `non-error thrown (${typeof error})`;
  const { name, code, routine, constraint, table, column } = error as Record<string, unknown>;
  const parts = [typeof name === 'string' ? name : 'Error'];
  for (const [label, value] of Object.entries({ code, routine, constraint, table, column })) {
    if (typeof value === 'string' || typeof value === 'number') parts.push(`${label}=${value}`);
  }
  const stack = (error as { stack?: unknown }).stack;
  // The stack's frames only: its first line repeats the message.
  const frames = typeof stack === 'string' ? stack.split('\n').filter((line) => /^\s+at /.test(line)).slice(0, 8).join('\n') : '';
  return frames ? `${parts.join(' ')}\n${frames}` : parts.join(' ');
}

/** A numeric 4xx an Express layer attached (a body-parser refusal, a path that does not decode). */
function clientErrorStatus(error: unknown): number | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const status = (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

export function errorHandler(log: (message: string, error: unknown) => void = defaultLog): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    let status = 500;
    let body: Record<string, unknown> = { error: COMMON_ERRORS.internal };
    if (error instanceof HttpError) {
      status = error.status;
      body = { error: error.message, ...error.extra };
    } else if (error instanceof ZodError) {
      status = 400;
      body = { error: zodMessage(error) };
    } else if (error instanceof URIError) {
      // A path with a broken %-escape (e.g. /%E0%A4%A): the caller's mistake, said as JSON, never a stack trace.
      status = 400;
      body = { error: PLATFORM_ERRORS.malformedUrl };
    } else if (isDatabaseUnavailable(error)) {
      status = 503;
      body = { error: PLATFORM_ERRORS.unavailable };
      res.setHeader('Retry-After', '1');
    } else if (clientErrorStatus(error) !== undefined) {
      status = clientErrorStatus(error)!;
      const type = (error as { type?: unknown }).type;
      body = {
        error:
          type === 'entity.too.large'
            ? COMMON_ERRORS.tooLarge
            : type === 'entity.parse.failed'
              ? COMMON_ERRORS.invalidJson
              : status === 400 && !type
                ? PLATFORM_ERRORS.malformedUrl
                : String((error as Error).message),
      };
    }
    if (status >= 500 && !(error instanceof HttpError)) log(`${req.method} ${req.path} answered ${status}`, error);
    res.status(status).json(body);
  };
}

function defaultLog(message: string, error: unknown) {
  console.error(`[${new Date().toISOString()}] ${message}: ${describeErrorForLog(error)}`);
}
