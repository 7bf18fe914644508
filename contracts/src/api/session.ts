// The session's endpoints (spec 1 §4 session events, §6 roles), served by identity. The shell's gate reads
// `me` before the first page, so these schemas are zod/mini's (about 5 KB gzip with the parser) rather than
// zod's (26 KB): the shell's initial JS stays under 150 KB gzip (issue 11). identity.ts re-exports them.
// Named imports: a namespace import keeps more of zod in the shell's bundle (measured with Rsbuild 2.3).
import { enum as zodEnum, literal, looseObject, object, string, type infer as Infer } from 'zod/mini';
import { endpoint } from './endpoint';

export const ROLES = ['user', 'admin'] as const;
export const roleSchema = zodEnum(ROLES);
export type Role = Infer<typeof roleSchema>;

export const userSchema = object({ id: string(), email: string(), role: roleSchema });
export type User = Infer<typeof userSchema>;
export const userResponseSchema = object({ user: userSchema });

export const sessionApi = {
  /** 401 'Not authenticated' when there is no session. The role comes from user_roles (default 'user'). */
  me: endpoint({ method: 'GET', path: '/api/identity/me', request: looseObject({}), response: userResponseSchema }),
  signOut: endpoint({ method: 'POST', path: '/api/identity/sign-out', request: looseObject({}), response: object({ ok: literal(true) }) }),
} as const;
