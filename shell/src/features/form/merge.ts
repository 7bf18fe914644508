// Merging two sides' changes to the form (ARCHITECTURE: a stale save is retried "merging, never
// silently dropping the other side's change"), and the protections of realtime updates (spec 2 §4).
import { amountOrZero } from '@taxapp/contracts/amounts';
import { optionCodesForIncomeType } from '@taxapp/contracts/catalogs';

export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  return ka.length === kb.length && ka.every((k) => deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isPrimitiveList = (v: unknown): v is (string | number | boolean)[] =>
  Array.isArray(v) && v.every((item) => ['string', 'number', 'boolean'].includes(typeof item));

/**
 * Three-way merge of one value: `base` is what this tab last read from the server, `ours` what this tab
 * wants, `theirs` what the server now holds. A side that did not change the value yields to the other;
 * objects merge key by key; lists of ids (selected options) keep both sides' additions and removals;
 * only when both sides changed the same scalar does this tab's newer edit win.
 */
export function threeWayMerge(base: unknown, ours: unknown, theirs: unknown): unknown {
  if (deepEqual(ours, base)) return theirs;
  if (deepEqual(theirs, base) || deepEqual(theirs, ours)) return ours;
  if (isPlainObject(ours) && isPlainObject(theirs)) {
    const b = isPlainObject(base) ? base : {};
    const out: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(b), ...Object.keys(ours), ...Object.keys(theirs)])) {
      const merged = threeWayMerge(b[key], ours[key], theirs[key]);
      if (merged !== undefined) out[key] = merged;
    }
    return out;
  }
  if (isPrimitiveList(ours) && isPrimitiveList(theirs)) {
    const b = isPrimitiveList(base) ? base : [];
    const added = ours.filter((item) => !b.includes(item));
    const removed = b.filter((item) => !ours.includes(item));
    const out = theirs.filter((item) => !removed.includes(item));
    for (const item of added) if (!out.includes(item)) out.push(item);
    return out;
  }
  return ours;
}

/** Merges each key of this tab's change over the server's newer form. */
export function mergeChange(base: Record<string, unknown>, change: Record<string, unknown>, theirs: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(change)) out[key] = threeWayMerge(base[key], change[key], theirs[key]);
  return out;
}

const positive = (value: unknown): boolean => {
  if (typeof value === 'number') return value > 0;
  if (typeof value === 'string') return amountOrZero(value) > 0;
  if (isPlainObject(value)) return Object.values(value).some(positive);
  return false;
};

/**
 * Spec 1 §7.1, spec 2 §4: "options that hold nonzero entries are protected from being dropped by a remote
 * update". A selected deduction or credit category with an amount above 0 in this tab, or an income
 * option whose other-income entry has an amount above 0, stays selected.
 */
export function protectSelections(local: Record<string, unknown>, incoming: Record<string, unknown>): Record<string, unknown> {
  const out = { ...incoming };
  const keep = (listKey: string, holdsValue: (id: string) => boolean) => {
    const mine = local[listKey];
    const theirs = incoming[listKey];
    if (!Array.isArray(mine) || !Array.isArray(theirs)) return;
    const kept = mine.filter((id) => typeof id === 'string' && !theirs.includes(id) && holdsValue(id));
    if (kept.length) out[listKey] = [...theirs, ...kept];
  };
  const nested = (key: string) => (id: string) => isPlainObject(local[key]) && positive((local[key] as Record<string, unknown>)[id]);
  keep('selectedDeductionOptions', nested('deductions'));
  keep('selectedCreditOptions', nested('credits'));
  keep('selectedIncomeOptions', (id) => {
    const entries = local.otherIncomeEntries;
    if (!Array.isArray(entries)) return false;
    return entries.some(
      (entry) => isPlainObject(entry) && positive(entry.amount) && typeof entry.type === 'string' && (optionCodesForIncomeType(entry.type) as readonly string[]).includes(id),
    );
  });
  return out;
}
