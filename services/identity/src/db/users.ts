// Queries on users and user_roles. Emails are stored trimmed and lowercased.
import type { Db } from '@taxapp/platform';
import type { Role, User } from '@taxapp/contracts/api/identity';

export interface UserRow {
  id: string;
  email: string;
  password_hash: string | null;
  google_sub: string | null;
}

export const findUserByEmail = (db: Db, email: string): Promise<UserRow | undefined> => db('users').where({ email }).first();
export const findUserById = (db: Db, id: string): Promise<UserRow | undefined> => db('users').where({ id }).first();
export const findUserByGoogleSub = (db: Db, sub: string): Promise<UserRow | undefined> => db('users').where({ google_sub: sub }).first();

/** Inserts a user; resolves to undefined when the email is already taken (unique violation). */
export async function insertUser(db: Db, values: { email: string; password_hash?: string | null; google_sub?: string | null }): Promise<UserRow | undefined> {
  const rows = await db('users').insert(values).onConflict('email').ignore().returning(['id', 'email', 'password_hash', 'google_sub']);
  return rows[0];
}

/** spec 1 §6: the role of the user_roles record; on failure or no record the role is 'user'. */
export async function roleOf(db: Db, userId: string): Promise<Role> {
  try {
    const row = await db('user_roles').where({ user_id: userId }).first('role');
    return row?.role === 'admin' ? 'admin' : 'user';
  } catch {
    return 'user';
  }
}

export async function publicUser(db: Db, row: Pick<UserRow, 'id' | 'email'>): Promise<User> {
  return { id: row.id, email: row.email, role: await roleOf(db, row.id) };
}

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}
