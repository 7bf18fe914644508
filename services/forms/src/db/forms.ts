// Queries on tax_forms. Every one is filtered by the signed-in user's id (ARCHITECTURE decision 6).
import type { Db } from '@taxapp/platform';
import type { TaxFormRow } from '@taxapp/contracts/api/forms';
import { form1040DataSchema, parseForm1040Data, type Form1040Data } from '@taxapp/contracts/form';

interface StoredRow {
  id: string;
  user_id: string;
  version: number;
  created_at: Date;
  updated_at: Date;
  form_1040_data: unknown;
}

const COLUMNS = ['id', 'user_id', 'version', 'created_at', 'updated_at', 'form_1040_data'];

/** The API shape of a stored row; the data is read through the schema, so old rows get new defaults. */
export function toTaxFormRow(row: StoredRow): TaxFormRow {
  return {
    id: row.id,
    userId: row.user_id,
    version: row.version,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    data: readStoredData(row.form_1040_data),
  };
}

/** spec 1 §3.1: form_1040_data is an object, also readable as JSON text. A bad stored key falls back to its default. */
function readStoredData(stored: unknown): Form1040Data {
  const parsed = form1040DataSchema.safeParse(typeof stored === 'string' ? safeJson(stored) : stored);
  return parsed.success ? parsed.data : sanitizeForm(stored);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

/**
 * Keeps every top-level key of `input` that is valid on its own and drops the others, so a damaged local
 * copy still opens with what can be kept instead of being refused.
 */
export function sanitizeForm(input: unknown): Form1040Data {
  const value = typeof input === 'string' ? safeJson(input) : input;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return parseForm1040Data({});
  const shape = form1040DataSchema.shape as Record<string, { safeParse(v: unknown): { success: boolean } }>;
  const kept: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const fieldSchema = shape[key];
    if (!fieldSchema || fieldSchema.safeParse(field).success) kept[key] = field;
  }
  const parsed = form1040DataSchema.safeParse(kept);
  return parsed.success ? parsed.data : parseForm1040Data({});
}

export async function newestForm(db: Db, userId: string): Promise<TaxFormRow | undefined> {
  const row = await db('tax_forms').where({ user_id: userId }).orderBy('created_at', 'desc').orderBy('id', 'desc').first(COLUMNS);
  return row ? toTaxFormRow(row) : undefined;
}

export async function formById(db: Db, userId: string, id: string): Promise<TaxFormRow | undefined> {
  const row = await db('tax_forms').where({ id, user_id: userId }).first(COLUMNS);
  return row ? toTaxFormRow(row) : undefined;
}

/**
 * The newest form, or a new one made by `initial()` when the user has none. Serialised per user (an
 * advisory lock), so two tabs opening at once still make one row.
 */
export async function openForm(db: Db, userId: string, initial: () => Form1040Data): Promise<{ form: TaxFormRow; created: boolean }> {
  const existing = await newestForm(db, userId);
  if (existing) return { form: existing, created: false };
  return db.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`tax_forms:${userId}`]);
    const again = await trx('tax_forms').where({ user_id: userId }).orderBy('created_at', 'desc').first(COLUMNS);
    if (again) return { form: toTaxFormRow(again), created: false };
    const [row] = await trx('tax_forms').insert({ user_id: userId, form_1040_data: JSON.stringify(initial()), version: 1 }).returning(COLUMNS);
    return { form: toTaxFormRow(row), created: true };
  });
}

/** Writes `data` if the stored version is still `expectedVersion`; undefined when it is not (a conflict). */
export async function saveForm(db: Db, userId: string, id: string, expectedVersion: number, data: Form1040Data): Promise<TaxFormRow | undefined> {
  // The data written is `data` itself (already parsed): only the row's bookkeeping comes back.
  const [row] = await db('tax_forms')
    .where({ id, user_id: userId, version: expectedVersion })
    .update({ form_1040_data: JSON.stringify(data), version: expectedVersion + 1, updated_at: db.fn.now() })
    .returning(['id', 'user_id', 'version', 'created_at', 'updated_at']);
  if (!row) return undefined;
  return {
    id: row.id,
    userId: row.user_id,
    version: row.version,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    data,
  };
}
