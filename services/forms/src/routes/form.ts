// The saved tax form: open (create from the local copy or the defaults), read, save with a version.
// spec 1 §3.1, §4 (form loading, saving), §7.1; spec 2 §4 (conflict handling); ARCHITECTURE decisions 5, 6, 8.
import { isDeepStrictEqual } from 'node:util';
import { Router } from 'express';
import { audit, HttpError, notFound, requireUser, RISK, route, userIdOf, type Db } from '@taxapp/platform';
import { FORMS_ERRORS, formsApi } from '@taxapp/contracts/api/forms';
import { form1040DataSchema, parseForm1040Data } from '@taxapp/contracts/form';
import { validatePersonalInfo } from '@taxapp/contracts/validation';
import { newestForm, openForm, sanitizeForm, saveForm } from '../db/forms';
import type { ChangeBus } from '../realtime';

const SSN_FIELDS = new Set(['ssn', 'spouseSSN', 'dependents']);
const ADDRESS_FIELDS = new Set(['street', 'street2', 'city', 'state', 'zip']);

/** spec 1 §9: SSN change 95, address 40, other 20. A dependents change counts as SSN when an SSN in it changed. */
export function riskOfChange(changedKeys: string[], before: Record<string, unknown>, after: Record<string, unknown>): number {
  const ssnChanged = changedKeys.some((key) => {
    if (!SSN_FIELDS.has(key)) return false;
    if (key !== 'dependents') return true;
    const ssns = (list: unknown) => (Array.isArray(list) ? list.map((d) => JSON.stringify((d as { ssn?: unknown })?.ssn ?? '')) : []);
    return !isDeepStrictEqual(ssns(before.dependents), ssns(after.dependents));
  });
  if (ssnChanged) return RISK.ssnChange;
  if (changedKeys.some((key) => ADDRESS_FIELDS.has(key))) return RISK.addressChange;
  return RISK.otherFormChange;
}

export function formRoutes(deps: { db: Db; bus: ChangeBus }): Router {
  const { db, bus } = deps;
  const router = Router();
  router.use('/api/forms', requireUser);

  route(router, formsApi.open, async ({ localCopy }, req) => {
    const userId = userIdOf(req);
    return openForm(db, userId, () => (localCopy === undefined || localCopy === null ? parseForm1040Data({}) : sanitizeForm(localCopy)));
  });

  route(router, formsApi.get, async (_input, req) => {
    const form = await newestForm(db, userIdOf(req));
    if (!form) throw notFound(FORMS_ERRORS.noForm);
    return { form };
  });

  route(router, formsApi.patch, async ({ version, data: patch, clientId }, req) => {
    const userId = userIdOf(req);
    const current = await newestForm(db, userId);
    if (!current) throw notFound(FORMS_ERRORS.noForm);
    if (current.version !== version) throw new HttpError(409, FORMS_ERRORS.conflict, { current });

    // The server re-validates what the browser validates (decision 8), on the keys this save writes.
    const personalErrors = validatePersonalInfo(patch);
    if (personalErrors.length > 0) throw new HttpError(400, personalErrors[0]!.error, { field: personalErrors[0]!.field });
    // Top-level keys replace; the merged whole must still be a valid form.
    const parsed = form1040DataSchema.safeParse({ ...current.data, ...patch });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new HttpError(400, issue ? `${FORMS_ERRORS.invalidForm} ${issue.path.join('.')}: ${issue.message}` : FORMS_ERRORS.invalidForm);
    }
    const merged = parsed.data;
    const changedKeys = Object.keys(patch).filter((key) => !isDeepStrictEqual((current.data as Record<string, unknown>)[key], (merged as Record<string, unknown>)[key]));
    if (changedKeys.length === 0) return { form: current }; // unchanged: no write, no version (spec 1 §4)

    const saved = await saveForm(db, userId, current.id, version, merged);
    if (!saved) {
      const latest = await newestForm(db, userId);
      throw new HttpError(409, FORMS_ERRORS.conflict, { current: latest });
    }
    const before = current.data as Record<string, unknown>;
    const after = saved.data as Record<string, unknown>;
    void audit(db, req, {
      action: 'update_tax_form',
      resourceType: 'tax_form',
      resourceId: saved.id,
      riskScore: riskOfChange(changedKeys, before, after),
      details: { updatedFields: changedKeys, formType: '1040', version: saved.version },
      dataBefore: Object.fromEntries(changedKeys.map((key) => [key, before[key]])),
      dataAfter: Object.fromEntries(changedKeys.map((key) => [key, after[key]])),
    });
    // The answer does not wait for the other tabs to hear of it.
    void bus
      .publish({ userId, formId: saved.id, version: saved.version, changedKeys, sourceClientId: clientId ?? null }, saved)
      .catch((error) => console.error('realtime publish failed:', error));
    return { form: saved };
  });

  return router;
}
