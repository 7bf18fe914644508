// What every endpoint shares: the error shape and the descriptor that names method, path and schemas.
import { z } from 'zod';

/** Every non-OK response: `{ error: '<message in the user's words>' }` with a proper HTTP status. */
export const apiErrorSchema = z.object({ error: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** One endpoint: `request` validates the JSON body (or the query for GET), `response` the 2xx JSON body. */
export interface Endpoint<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  path: string;
  request: Req;
  response: Res;
}

export function endpoint<Req extends z.ZodType, Res extends z.ZodType>(e: Endpoint<Req, Res>): Endpoint<Req, Res> {
  return e;
}

export type RequestOf<E> = E extends Endpoint<infer Req, z.ZodType> ? z.input<Req> : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodType, infer Res> ? z.output<Res> : never;

export const emptyRequestSchema = z.object({}).loose();
export const okResponseSchema = z.object({ ok: z.literal(true) });

/** Messages shared by every service. */
export const COMMON_ERRORS = {
  notAuthenticated: 'Not authenticated',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found',
  internal: 'Something went wrong. Please try again.',
  tooLarge: 'The request is too large.',
  invalidJson: 'The request is not valid JSON.',
} as const;
