// Queries on tax_returns and the rows hanging off it. Every read checks the return belongs to the user.
import type { Db } from '@taxapp/platform';
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
