// What every endpoint shares: the error shape, the small request and answer schemas, and (from endpoint.ts,
// which stays free of zod at run time for the browser's JSON client) the descriptor and the common messages.
import { z } from 'zod';

export * from './endpoint';

/** Every non-OK response: `{ error: '<message in the user's words>' }` with a proper HTTP status. */
export const apiErrorSchema = z.object({ error: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;

export const emptyRequestSchema = z.object({}).loose();
export const okResponseSchema = z.object({ ok: z.literal(true) });
