// The coach's chat state travels through the browser: it is signed (HMAC-SHA256) so a changed state is refused
// rather than trusted (issue 8: 'The chat state returned to the browser is signed so it cannot be altered').
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

export const coachStateSchema = z.object({
  v: z.literal(1),
  /** The user the chat belongs to: another user's state is refused. */
  userId: z.string(),
  /** The questions chosen at the start, in order, and how many were asked. */
  questions: z.array(z.string()).max(10),
  asked: z.number().int().min(0),
  /** The answers so far: question id -> amount in dollars (0 = no). */
  answers: z.record(z.string(), z.number()),
});
export type CoachState = z.infer<typeof coachStateSchema>;

export function signState(state: CoachState, secret: string): string {
  const body = Buffer.from(JSON.stringify(state)).toString('base64url');
  const mac = createHmac('sha256', secret).update(body).digest('base64url');
  return `${body}.${mac}`;
}

/** The state, or null when it was altered, is not ours, or is not a coach state. */
export function verifyState(token: string, secret: string, userId: string): CoachState | null {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined) return null;
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const parsed = coachStateSchema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
    return parsed.success && parsed.data.userId === userId ? parsed.data : null;
  } catch {
    return null;
  }
}
