// api-gateway/taxpayer/* (spec 1 §7.1 tax_returns/taxpayer_info/joint_filer_info, §7.4). Answers carry `data`.
import { Router } from 'express';
import { audit, HttpError, requireUser, route, userIdOf, type Db } from '@taxapp/platform';
import { MAX_DEPENDENTS, TAXPAYER_BASE_PATH, TAXPAYER_ERRORS, taxpayerApi } from '@taxapp/contracts/api/taxpayer';
import { parseForm1040Data } from '@taxapp/contracts/form';
import { openForm } from '../db/forms';
import { insertReturnWithinCap, returnDetails, returnOfUser, toDependent, toTaxReturn } from '../db/returns';
import { RISK_SCORES, taxpayerInfoRiskScore } from '@taxapp/contracts/audit';

/** spec 1 §9: a placeholder date of birth is stored in taxpayer_info (the real one stays encrypted in the form). */
const PLACEHOLDER_DATE_OF_BIRTH = '1990-01-01';
const json = (value: unknown) => (value === undefined ? undefined : value === null ? null : JSON.stringify(value));

export function taxpayerRoutes(deps: { db: Db }): Router {
  const { db } = deps;
  const router = Router();
  router.use(TAXPAYER_BASE_PATH, requireUser);

  async function ownReturn(userId: string, id: string) {
    const row = await returnOfUser(db, userId, id);
    if (!row) throw new HttpError(404, TAXPAYER_ERRORS.returnNotFound);
    return row;
  }

  route(router, taxpayerApi.createReturn, async (input, req) => {
    const userId = userIdOf(req);
    // Ids are the server's (issue 7 item 5): a client id is taken only when it already names one of this
    // user's returns, so no one can claim an id before its owner; otherwise the return is the user's tax form's.
    const id = input.tax_return_id ? (await ownReturn(userId, input.tax_return_id)).id : (await openForm(db, userId, () => parseForm1040Data({}))).form.id;
    await insertReturnWithinCap(db, { id, user_id: userId, tax_year: input.tax_year ?? 2024, filing_status: input.filing_status ?? null, is_nj_resident: input.is_nj_resident ?? true });
    const changes: Record<string, unknown> = {};
    if (input.filing_status !== undefined) changes.filing_status = input.filing_status;
    if (input.is_nj_resident !== undefined) changes.is_nj_resident = input.is_nj_resident;
    if (input.tax_year !== undefined) changes.tax_year = input.tax_year;
    if (Object.keys(changes).length) await db('tax_returns').where({ id, user_id: userId }).update({ ...changes, updated_at: db.fn.now() });
    const row = await ownReturn(userId, id);
    return { data: toTaxReturn(row) };
  });

  route(router, taxpayerApi.updateTaxpayerInfo, async (input, req) => {
    const userId = userIdOf(req);
    const taxReturn = await ownReturn(userId, input.tax_return_id);
    const { tax_return_id, joint_filer, filing_status, ...fields } = input;
    await db.transaction(async (trx) => {
      if (filing_status !== undefined) await trx('tax_returns').where({ id: tax_return_id, user_id: userId }).update({ filing_status, updated_at: trx.fn.now() });
      const values = {
        ssn_encrypted: json(fields.ssn_encrypted),
        phone_encrypted: json(fields.phone_encrypted),
        email: fields.email,
        street_address: fields.street_address,
        street_address_2: fields.street_address_2,
        city: fields.city,
        state: fields.state,
        zip_code: fields.zip_code,
        date_of_birth: fields.date_of_birth,
      };
      const present = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
      await trx('taxpayer_info')
        .insert({ tax_return_id, date_of_birth: PLACEHOLDER_DATE_OF_BIRTH, ...present })
        .onConflict('tax_return_id')
        .merge(Object.keys(present).length ? { ...present, updated_at: trx.fn.now() } : { updated_at: trx.fn.now() });
      // spec 1 §5: the spouse record is written only when the filing status is married-joint.
      const status = filing_status ?? taxReturn.filing_status;
      if (joint_filer && status === 'married-joint') {
        const joint = Object.fromEntries(
          Object.entries({ first_name: joint_filer.first_name, last_name: joint_filer.last_name, ssn_encrypted: json(joint_filer.ssn_encrypted) }).filter(([, v]) => v !== undefined),
        );
        await trx('joint_filer_info').insert({ tax_return_id, ...joint }).onConflict('tax_return_id').merge({ ...joint, updated_at: trx.fn.now() });
      }
    });
    const changed = Object.keys(input).filter((key) => key !== 'tax_return_id');
    void audit(db, req, {
      action: 'update_taxpayer_info',
      resourceType: 'tax_return',
      resourceId: tax_return_id,
      riskScore: taxpayerInfoRiskScore(changed),
      details: { updatedFields: changed },
    });
    const [detail] = await returnDetails(db, [await ownReturn(userId, tax_return_id)]);
    return { data: detail! };
  });

  route(router, taxpayerApi.addDependent, async (input, req) => {
    const userId = userIdOf(req);
    await ownReturn(userId, input.tax_return_id);
    const row = await db.transaction(async (trx) => {
      await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`dependents:${input.tax_return_id}`]);
      const [{ count }] = await trx('dependents').where({ tax_return_id: input.tax_return_id }).count({ count: '*' });
      if (Number(count) >= MAX_DEPENDENTS) throw new HttpError(400, TAXPAYER_ERRORS.maxDependents);
      const [inserted] = await trx('dependents')
        .insert({
          tax_return_id: input.tax_return_id,
          first_name: input.first_name,
          middle_initial: input.middle_initial ?? null,
          last_name: input.last_name,
          ssn_encrypted: json(input.ssn_encrypted) ?? null,
          date_of_birth: json(input.date_of_birth) ?? null,
          relationship: input.relationship ?? null,
        })
        .returning('*');
      return inserted;
    });
    void audit(db, req, { action: 'add_dependent', resourceType: 'tax_return', resourceId: input.tax_return_id, riskScore: RISK_SCORES.ssnChange, details: { dependentId: row.id } });
    return { data: toDependent(row) };
  });

  route(router, taxpayerApi.getReturns, async (_input, req) => {
    const userId = userIdOf(req);
    const returns = await db('tax_returns').where({ user_id: userId }).orderBy('created_at', 'desc');
    return { data: await returnDetails(db, returns) };
  });

  return router;
}
