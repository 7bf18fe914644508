// Queries on tax_forms. Every one is filtered by the signed-in user's id (ARCHITECTURE decision 6).
import { sqlQuery, type Db } from '@taxapp/platform';
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

/**
 * The API shape of a stored row; the data is read through the schema, so old rows get new defaults
 * (a caller that already holds the validated data passes it, to skip reading it again).
 */
export function toTaxFormRow(row: StoredRow, data: TaxFormRow['data'] = readStoredData(row.form_1040_data)): TaxFormRow {
  return {
    id: row.id,
    userId: row.user_id,
    version: row.version,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    data,
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
  const [row] = await sqlQuery<StoredRow>(
    db,
    'select id, user_id, version, created_at, updated_at, form_1040_data from tax_forms where user_id = $1 order by created_at desc, id desc limit 1',
    [userId],
  );
  return row ? toTaxFormRow(row) : undefined;
}

/**
 * The newest form of recent users as one forms instance last read or wrote it, so a save can skip reading it.
 *
 * A row's content never changes without its version going up (every write of form_1040_data is a save that
 * bumps it; a new row has a new id), so (id, version) names one content for good, on every instance: a
 * remembered form is right as long as the row is still at that version, which the save's own UPDATE checks
 * (`where version = $n`). A stale one only costs the read the save would have needed anyway.
 */
export class RememberedForms {
  private forms = new Map<string, TaxFormRow>();
  constructor(private readonly maxUsers = 2000) {}

  remember(form: TaxFormRow): TaxFormRow {
    const previous = this.forms.get(form.userId);
    // A slower read must not replace a newer version of the same row.
    if (previous && previous.id === form.id && previous.version > form.version) return form;
    this.forms.delete(form.userId); // most recent last: the oldest goes first
    this.forms.set(form.userId, form);
    if (this.forms.size > this.maxUsers) this.forms.delete(this.forms.keys().next().value!);
    return form;
  }

  get(userId: string): TaxFormRow | undefined {
    return this.forms.get(userId);
  }

  forget(userId: string): void {
    this.forms.delete(userId);
  }
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


/**
 * Writes `data` if the row is still at `expectedVersion` and is still the user's newest form; undefined when
 * not (a conflict). With `audit` (`auditRecord(...)` of @taxapp/platform) the save's audit event is queued in
 * audit_outbox in the same statement (the audit service moves it into audit_logs): one round trip and one
 * commit, both or neither; the event keeps the save's time.
 */
export async function saveForm(db: Db, userId: string, id: string, expectedVersion: number, data: Form1040Data, audit?: Record<string, unknown>): Promise<TaxFormRow | undefined> {
  const values: unknown[] = [id, userId, expectedVersion, JSON.stringify(data)];
  const parts = [
    `with saved as (
      update tax_forms t set form_1040_data = $4::jsonb, version = t.version + 1, updated_at = now()
      where t.id = $1 and t.user_id = $2 and t.version = $3
        and not exists (select 1 from tax_forms n where n.user_id = $2 and (n.created_at, n.id) > (t.created_at, t.id))
      returning t.id, t.user_id, t.version, t.created_at, t.updated_at
    )`,
  ];
  if (audit) {
    values.push(JSON.stringify(audit));
    parts.push(`, audited as (
      insert into audit_outbox (record)
      select jsonb_set($${values.length}::jsonb, '{created_at}', to_jsonb(now())) from saved
    )`);
  }
  const [row] = await sqlQuery<StoredRow>(db, `${parts.join('')} select saved.* from saved`, values);
  if (!row) return undefined;
  return toTaxFormRow(row, data);
}
