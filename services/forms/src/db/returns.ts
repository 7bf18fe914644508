// Queries on tax_returns and the rows hanging off it. Every read checks the return belongs to the user.
import { HttpError, type Db } from '@taxapp/platform';
import type { z } from 'zod';
import type { jointFilerInfoSchema, returnDependentSchema, taxpayerInfoSchema, TaxReturn, taxReturnDetailSchema } from '@taxapp/contracts/api/taxpayer';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a database row, shaped by the SQL that read it
type Row = Record<string, any>;
const iso = (value: unknown) => new Date(value as string).toISOString();

export const toTaxReturn = (row: Row): TaxReturn => ({
  id: row.id,
  userId: row.user_id,
  taxYear: row.tax_year,
  filingStatus: row.filing_status ?? null,
  isNjResident: row.is_nj_resident,
  createdAt: iso(row.created_at),
});

const toTaxpayerInfo = (row: Row): z.infer<typeof taxpayerInfoSchema> => ({
  taxReturnId: row.tax_return_id,
  ssnEncrypted: row.ssn_encrypted ?? null,
  phoneEncrypted: row.phone_encrypted ?? null,
  email: row.email ?? null,
  streetAddress: row.street_address ?? null,
  streetAddress2: row.street_address_2 ?? null,
  city: row.city ?? null,
  state: row.state ?? null,
  zipCode: row.zip_code ?? null,
  dateOfBirth: row.date_of_birth ?? null,
});

const toJointFiler = (row: Row): z.infer<typeof jointFilerInfoSchema> => ({
  taxReturnId: row.tax_return_id,
  firstName: row.first_name ?? null,
  lastName: row.last_name ?? null,
  ssnEncrypted: row.ssn_encrypted ?? null,
});

export const toDependent = (row: Row): z.infer<typeof returnDependentSchema> => ({
  id: row.id,
  taxReturnId: row.tax_return_id,
  firstName: row.first_name,
  middleInitial: row.middle_initial ?? null,
  lastName: row.last_name,
  ssnEncrypted: row.ssn_encrypted ?? null,
  dateOfBirth: row.date_of_birth ?? null,
  relationship: row.relationship ?? null,
});

export async function returnOfUser(db: Db, userId: string, id: string): Promise<Row | undefined> {
  return db('tax_returns').where({ id, user_id: userId }).first();
}

/** At most this many returns per user: one per tax form today, the cap bounds what a client can make the server store. */
export const MAX_RETURNS_PER_USER = 5;
export const TOO_MANY_RETURNS = `You cannot have more than ${MAX_RETURNS_PER_USER} tax returns.`;

/**
 * Inserts the return unless it exists; refuses (HttpError 409) a new one past MAX_RETURNS_PER_USER.
 * The count and the insert are under one per-user lock so parallel calls cannot pass the cap together.
 */
export async function insertReturnWithinCap(db: Db, row: { id: string; user_id: string; tax_year: number; filing_status: string | null; is_nj_resident: boolean }): Promise<void> {
  await db.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`tax_returns:${row.user_id}`]);
    if (await trx('tax_returns').where({ id: row.id }).first('id')) return;
    const [{ count }] = await trx('tax_returns').where({ user_id: row.user_id }).count({ count: '*' });
    if (Number(count) >= MAX_RETURNS_PER_USER) throw new HttpError(409, TOO_MANY_RETURNS);
    await trx('tax_returns').insert(row).onConflict('id').ignore();
  });
}

export async function returnDetails(db: Db, returns: Row[]): Promise<Array<z.infer<typeof taxReturnDetailSchema>>> {
  if (returns.length === 0) return [];
  const ids = returns.map((r) => r.id);
  const [infos, joints, dependents] = await Promise.all([
    db('taxpayer_info').whereIn('tax_return_id', ids),
    db('joint_filer_info').whereIn('tax_return_id', ids),
    db('dependents').whereIn('tax_return_id', ids).orderBy('created_at'),
  ]);
  return returns.map((r) => {
    const info = infos.find((row: Row) => row.tax_return_id === r.id);
    const joint = joints.find((row: Row) => row.tax_return_id === r.id);
    return {
      ...toTaxReturn(r),
      taxpayerInfo: info ? toTaxpayerInfo(info) : null,
      jointFilerInfo: joint ? toJointFiler(joint) : null,
      dependents: dependents.filter((row: Row) => row.tax_return_id === r.id).map(toDependent),
    };
  });
}
