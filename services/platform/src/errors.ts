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

export function errorHandler(log: (message: string, error: unknown) => void = defaultLog): ErrorRequestHandler {
  return (error, _req, res, next) => {
    if (res.headersSent) return next(error);
    let status = 500;
    let body: Record<string, unknown> = { error: COMMON_ERRORS.internal };
    if (error instanceof HttpError) {
      status = error.status;
      body = { error: error.message, ...error.extra };
    } else if (error instanceof ZodError) {
      status = 400;
      body = { error: zodMessage(error) };
    } else if (error && typeof error === 'object' && 'type' in error && typeof (error as { status?: unknown }).status === 'number') {
      // body-parser errors
      const type = (error as { type: string }).type;
      status = (error as { status: number }).status;
      body = { error: type === 'entity.too.large' ? COMMON_ERRORS.tooLarge : type === 'entity.parse.failed' ? COMMON_ERRORS.invalidJson : String((error as Error).message) };
    }
    if (status >= 500 && !(error instanceof HttpError)) log('request failed', error);
    res.status(status).json(body);
  };
}

function defaultLog(message: string, error: unknown) {
  console.error(`[${new Date().toISOString()}] ${message}:`, error);
}
