// The endpoint descriptor (method, path, schemas), its path parameters and the messages every service shares.
// No zod at run time here (type imports only): the browser's JSON client imports this module, and the shell's
// first paint must not wait for zod (issue 11: initial JS under 150 KB gzip). Schemas may be zod's or
// zod/mini's (api/session.ts, which the shell's gate reads first, is zod/mini's).
import type { $ZodError, $ZodType, input, output } from 'zod/v4/core';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * One endpoint: `request` validates the JSON body (or the query for GET), `response` the 2xx JSON body.
 * `path` is Express's: a `:name` segment is a path parameter (the browser fills it with `pathWith`).
 */
export interface Endpoint<Req extends $ZodType = $ZodType, Res extends $ZodType = $ZodType, Path extends string = string> {
  method: HttpMethod;
  path: Path;
  request: Req;
  response: Res;
}

export function endpoint<Req extends $ZodType, Res extends $ZodType, Path extends string>(e: Endpoint<Req, Res, Path>): Endpoint<Req, Res, Path> {
  return e;
}

type Checked<T> = { success: true; data: T } | { success: false; error: $ZodError };

/** Checks `value` with `schema` without throwing. zod's and zod/mini's schemas both carry safeParse (zod's core types do not say so). */
export function checkWith<S extends $ZodType>(schema: S, value: unknown): Checked<output<S>> {
  return (schema as unknown as { safeParse(value: unknown): Checked<output<S>> }).safeParse(value);
}

export type RequestOf<E> = E extends Endpoint<infer Req, $ZodType> ? input<Req> : never;
export type ResponseOf<E> = E extends Endpoint<$ZodType, infer Res> ? output<Res> : never;

/** The names of a path's `:name` segments: '/a/:id/b/:part' gives 'id' | 'part'. */
export type PathParamName<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamName<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;
export type PathParamsOf<E> = E extends Endpoint<$ZodType, $ZodType, infer Path> ? PathParamName<Path> : never;

/** The endpoint's path with each `:name` replaced by its value, URI-encoded. */
export function pathWith(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_segment, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for the path parameter '${name}'`);
    return encodeURIComponent(value);
  });
}

/** The first validation message, which the schemas word for the user (the server's 400 and the browser's check say the same). */
export function zodMessage(error: $ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  if (issue.code === 'invalid_type' && issue.input === undefined && issue.path.length > 0) {
    return issue.message.startsWith('Invalid input') ? `${issue.path.join('.')} is required` : issue.message;
  }
  return issue.message;
}

/** Messages shared by every service. */
export const COMMON_ERRORS = {
  notAuthenticated: 'Not authenticated',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found',
  internal: 'Something went wrong. Please try again.',
  tooLarge: 'The request is too large.',
  invalidJson: 'The request is not valid JSON.',
} as const;
