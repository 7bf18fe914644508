// Queries of the calc service. Every read is filtered by the signed-in user's id (ARCHITECTURE decision 6).
import type { Db } from '@taxapp/platform';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when the tax return exists and belongs to the user (a malformed id is simply not found). */
export async function ownsTaxReturn(db: Db, userId: string, taxReturnId: string): Promise<boolean> {
  if (!UUID.test(taxReturnId)) return false;
  const row = await db('tax_returns').where({ id: taxReturnId, user_id: userId }).first('id');
  return row !== undefined;
}

/** The user's newest saved form (spec 2 §7: tax_forms by user_id, newest first, limit 1). */
export async function newestFormData(db: Db, userId: string): Promise<unknown | undefined> {
  const row = await db('tax_forms').where({ user_id: userId }).orderBy('created_at', 'desc').first('form_1040_data');
  return row?.form_1040_data;
}

/** One stored calculation per return (tax_calculations.tax_return_id is unique): insert or replace. */
export async function storeCalculation(db: Db, taxReturnId: string, calculationData: unknown): Promise<void> {
  await db('tax_calculations')
    .insert({ tax_return_id: taxReturnId, calculation_data: JSON.stringify(calculationData) })
    .onConflict('tax_return_id')
    .merge({ calculation_data: JSON.stringify(calculationData), updated_at: db.fn.now() });
}

export async function storedCalculation(db: Db, taxReturnId: string): Promise<unknown | undefined> {
  const row = await db('tax_calculations').where({ tax_return_id: taxReturnId }).first('calculation_data');
  return row?.calculation_data;
}
