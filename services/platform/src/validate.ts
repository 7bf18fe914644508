// Request validation from the contracts' schemas, and a route helper that ties an endpoint contract to a handler.
import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import type { Endpoint } from '@taxapp/contracts/api/common';
import { HttpError, zodMessage } from './errors';

/** Parses `value` with `schema`; a failure becomes 400 `{error}` with the schema's first message. */
export function parseWith<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  const result = z.safeParse(schema, value);
  if (!result.success) throw new HttpError(400, zodMessage(result.error));
  return result.data;
}

/** The request's input for an endpoint: the query for GET, else the JSON body. */
export function inputOf<S extends z.core.$ZodType>(endpoint: Endpoint<S>, req: Request): z.output<S> {
  return parseWith(endpoint.request, endpoint.method === 'GET' ? req.query : (req.body ?? {}));
}

export type Handler<S extends z.core.$ZodType, R extends z.core.$ZodType> = (
  input: z.output<S>,
  req: Request,
  res: Response,
) => Promise<z.input<R> | void> | z.input<R> | void;

/**
 * Registers `handler` for `endpoint` on `router`: the input is validated, a returned value is sent as JSON
 * (status 200 unless the handler set one), thrown errors reach the error handler.
 */
export function route<S extends z.core.$ZodType, R extends z.core.$ZodType>(router: Router, endpoint: Endpoint<S, R>, handler: Handler<S, R>): void {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete';
  router[method](endpoint.path, async (req, res) => {
    const result = await handler(inputOf(endpoint, req), req, res);
    if (result !== undefined && !res.headersSent) res.json(result);
  });
}
