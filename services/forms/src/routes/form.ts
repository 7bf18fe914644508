// The saved tax form: open (create from the local copy or the defaults), read, save with a version.
// spec 1 §3.1, §4 (form loading, saving), §7.1; spec 2 §4 (conflict handling); ARCHITECTURE decisions 5, 6, 8.
import { isDeepStrictEqual } from 'node:util';
import { Router, type Request } from 'express';
import type { z } from 'zod';
import { audit, auditRecord, describeErrorForLog, HttpError, notFound, requireUser, route, scrubbed, userIdOf, type Db } from '@taxapp/platform';
import { FORMS_BASE_PATH, FORMS_ERRORS, formsApi, type TaxFormRow } from '@taxapp/contracts/api/forms';
import { FORM_BOUNDS_MESSAGES, FORM_MAX_BYTES, form1040DataSchema, parseForm1040Data, PLAINTEXT_SSN_MESSAGE, plaintextSsnPath, unknownFormFieldPath, type Form1040Data } from '@taxapp/contracts/form';
import { jsonBytes, validatePersonalInfo } from '@taxapp/contracts/validation';
import { newestForm, openForm, RememberedForms, sanitizeForm, saveForm } from '../db/forms';
import type { ChangeBus, FormChange } from '../realtime';
import { formUpdateRiskScore } from '@taxapp/contracts/audit';

/**
 * spec 1 §9's score for a save (contracts' formUpdateRiskScore). A dependents change is named by the SSNs in it
 * that changed ('dependents.N.ssn'), so editing a dependent's name is not scored as an SSN change.
 */
export function riskOfChange(changedKeys: string[], before: Record<string, unknown>, after: Record<string, unknown>): number {
  const fields = changedKeys.flatMap((key) => (key === 'dependents' ? changedDependentSsns(before.dependents, after.dependents) : [key]));
  return formUpdateRiskScore(fields);
}

function changedDependentSsns(before: unknown, after: unknown): string[] {
  const ssns = (list: unknown) => (Array.isArray(list) ? list.map((d) => (d as { ssn?: unknown })?.ssn ?? '') : []);
  const [was, now] = [ssns(before), ssns(after)];
  const changed: string[] = [];
  for (let i = 0; i < Math.max(was.length, now.length); i++) {
    if (!isDeepStrictEqual(was[i] ?? '', now[i] ?? '')) changed.push(`dependents.${i}.ssn`);
  }
  return changed;
}

type CheckedPatch = { ok: true; merged: Form1040Data; changedKeys: string[] };

const FIELD_SCHEMAS = form1040DataSchema.shape as Record<string, z.ZodType>;
const FIELD_ORDER = Object.keys(FIELD_SCHEMAS);
// The form schema checks each field on its own (no check across fields): validating the keys a save writes
// validates the merged form, since the rest is the stored form, already read through the same schema.
const WHOLE_FORM_CHECKS = (form1040DataSchema._zod.def.checks?.length ?? 0) > 0;

/**
 * The server re-validates what the browser validates (decision 8) on the keys this save writes, and the
 * merged form with `form1040DataSchema` (top-level keys replace): 400 errors as before, the same first
 * message (fields in the schema's order). Also which keys the save really changes.
 */
export function checkPatch(current: TaxFormRow, patch: Record<string, unknown>): CheckedPatch | { ok: false; error: HttpError } {
  // A key the form does not have, at the top or inside a list item, is refused (issue 7 item 6); a stored form's
  // old keys are still read (kept at the top, dropped from items).
  const unknownField = unknownFieldError(patch);
  if (unknownField) return { ok: false, error: unknownField };
  const personalErrors = validatePersonalInfo(patch);
  if (personalErrors.length > 0) return { ok: false, error: new HttpError(400, personalErrors[0]!.error, { field: personalErrors[0]!.field }) };
  // After the format checks, so a mistyped SSN still hears what is wrong with it.
  const plaintextSsn = plaintextSsnPath(patch);
  if (plaintextSsn) return { ok: false, error: new HttpError(400, PLAINTEXT_SSN_MESSAGE, { field: plaintextSsn }) };
  let merged: Form1040Data;
  if (WHOLE_FORM_CHECKS) {
    const parsed = form1040DataSchema.safeParse({ ...current.data, ...patch });
    if (!parsed.success) return { ok: false, error: invalidForm(parsed.error.issues[0]) };
    merged = parsed.data;
  } else {
    // Keys the schema does not name are kept as they are (a loose object), as the whole parse did.
    const next: Record<string, unknown> = { ...current.data, ...patch };
    for (const key of FIELD_ORDER) {
      if (!Object.hasOwn(patch, key)) continue;
      const parsed = FIELD_SCHEMAS[key]!.safeParse(patch[key]);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return { ok: false, error: invalidForm(issue && { ...issue, path: [key, ...issue.path] }) };
      }
      next[key] = parsed.data;
    }
    merged = next as Form1040Data;
  }
  // Each field is bounded; the whole form is too (a 1 MB street and five 1.9 MB saves made a 13.5 MB form).
  if (jsonBytes(merged) > FORM_MAX_BYTES) return { ok: false, error: new HttpError(400, FORM_BOUNDS_MESSAGES.formTooLarge) };
  const before = current.data as Record<string, unknown>;
  const changedKeys = Object.keys(patch).filter((key) => !isDeepStrictEqual(before[key], (merged as Record<string, unknown>)[key]));
  return { ok: true, merged, changedKeys };
}

/**
 * What a save's audit entry keeps of each changed field (issue 7 item 6): a single value (bounded by the schema,
 * sensitive ones redacted by the audit writer) as it is; a list or an object by its size only, never copied whole.
 */
export function auditedValues(keys: string[], form: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    keys.map((key) => {
      const value = form[key];
      if (Array.isArray(value)) return [key, `[${value.length} ${value.length === 1 ? 'entry' : 'entries'}]`];
      if (value !== null && typeof value === 'object' && !isEnvelope(value)) return [key, `{${Object.keys(value).length} fields}`];
      return [key, value];
    }),
  );
}

// An encrypted field is one value (the audit writer redacts it by its name).
const isEnvelope = (value: object) => 'encryptedData' in value;

/** 400 naming the first key of `patch` the form does not have, with its path as `field`; undefined when there is none. */
function unknownFieldError(patch: Record<string, unknown>): HttpError | undefined {
  const field = unknownFormFieldPath(patch);
  return field === null ? undefined : new HttpError(400, `${FORMS_ERRORS.invalidForm} ${field}: ${FORM_BOUNDS_MESSAGES.unknownField}`, { field });
}

function invalidForm(issue: { path: PropertyKey[]; message: string } | undefined) {
  return new HttpError(400, issue ? `${FORMS_ERRORS.invalidForm} ${issue.path.map(String).join('.')}: ${issue.message}` : FORMS_ERRORS.invalidForm);
}

export function formRoutes(deps: { db: Db; bus: ChangeBus }): Router {
  const { db, bus } = deps;
  const forms = new RememberedForms();
  const readNewest = async (userId: string) => {
    const form = await newestForm(db, userId);
    return form && forms.remember(form);
  };
  const router = Router();
  router.use(FORMS_BASE_PATH, requireUser);

  route(router, formsApi.open, async ({ localCopy }, req) => {
    const userId = userIdOf(req);
    const opened = await openForm(db, userId, () => {
      if (localCopy === undefined || localCopy === null) return parseForm1040Data({});
      const form = sanitizeForm(localCopy);
      if (jsonBytes(form) > FORM_MAX_BYTES) throw new HttpError(400, FORM_BOUNDS_MESSAGES.formTooLarge);
      return form;
    });
    forms.remember(opened.form);
    return opened;
  });

  route(router, formsApi.get, async (_input, req) => {
    const form = await readNewest(userIdOf(req));
    if (!form) throw notFound(FORMS_ERRORS.noForm);
    return { form };
  });

  // Ahead of the contract's check, which refuses the same save with its message alone: the answer names the field.
  router.patch(formsApi.patch.path, (req, _res, next) => {
    const data = (req.body as { data?: unknown } | undefined)?.data;
    next(data !== null && typeof data === 'object' && !Array.isArray(data) ? unknownFieldError(data as Record<string, unknown>) : undefined);
  });
  route(router, formsApi.patch, async ({ version, data: patch, clientId }, req) => {
    const userId = userIdOf(req);
    // The form as this instance last saw it, when the client saves on that version: no read needed. The
    // save's UPDATE checks the row is still at that version; if it is not, the read path below answers.
    const known = forms.get(userId);
    if (known && known.version === version) {
      const checked = checkPatch(known, patch);
      if (checked.ok && checked.changedKeys.length > 0) {
        const saved = await save(req, userId, known, checked, clientId);
        if (saved) return { form: saved };
      }
      forms.forget(userId); // stale, or an answer that needs the stored row (invalid, unchanged): read it
    }

    const current = await readNewest(userId);
    if (!current) throw notFound(FORMS_ERRORS.noForm);
    if (current.version !== version) throw new HttpError(409, FORMS_ERRORS.conflict, { current });
    const checked = checkPatch(current, patch);
    if (!checked.ok) throw checked.error;
    if (checked.changedKeys.length === 0) return { form: current }; // unchanged: no write, no version (spec 1 §4)
    const saved = await save(req, userId, current, checked, clientId);
    if (!saved) {
      const latest = await readNewest(userId);
      throw new HttpError(409, FORMS_ERRORS.conflict, { current: latest });
    }
    return { form: saved };
  });

  /**
   * Writes the checked save of `current` with its audit entry in one statement, then announces it; undefined
   * when the row is no longer at `current.version` (or no longer the newest).
   */
  async function save(req: Request, userId: string, current: TaxFormRow, checked: CheckedPatch, clientId: string | undefined) {
    const { merged, changedKeys } = checked;
    const before = current.data as Record<string, unknown>;
    const after = merged as Record<string, unknown>;
    const nextVersion = current.version + 1;
    const entry = {
      action: 'update_tax_form',
      resourceType: 'tax_form',
      resourceId: current.id,
      riskScore: riskOfChange(changedKeys, before, after),
      details: { updatedFields: changedKeys, formType: '1040', version: nextVersion },
      dataBefore: auditedValues(changedKeys, before),
      dataAfter: auditedValues(changedKeys, after),
    };
    let saved: TaxFormRow | undefined;
    try {
      saved = await saveForm(db, userId, current.id, current.version, merged, auditRecord(scrubbed(entry), req));
    } catch (error) {
      // An audit entry never fails a save (platform audit()): if the statement with it failed, save alone.
      // Codes only: PostgreSQL's context would quote the form (names, addresses).
      console.error('save with its audit entry failed, saving without:', describeErrorForLog(error));
      saved = await saveForm(db, userId, current.id, current.version, merged);
      if (saved) void audit(db, req, entry);
    }
    if (!saved) return undefined;
    publish({ userId, formId: saved.id, version: saved.version, changedKeys, sourceClientId: clientId ?? null }, saved);
    return forms.remember(saved);
  }

  // The answer does not wait for the other tabs to hear of it.
  function publish(change: FormChange, saved: TaxFormRow) {
    void bus.publish(change, saved).catch((error) => console.error('realtime publish failed:', describeErrorForLog(error)));
  }

  return router;
}
