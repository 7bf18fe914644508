// The storage rules of spec 3 §3-§5 as pure functions: what the detail steppers show for the saved
// `deductions` / `credits` maps, and what they store back.
import {
  CREDIT_CATEGORIES,
  deductionCategory,
  creditCategory,
  dropdownCreditKey,
  normalizeDeductionGroups,
  type CreditCategory,
  type CreditSubOption,
  type DeductionCategory,
} from '@taxapp/contracts/catalogs';

export type AmountMap = Record<string, Record<string, number>>;

/** Spec 3 §5: empty, or up to 10 integer digits with an optional point and up to 2 decimals. */
const AMOUNT_PATTERN = /^\d{0,10}(\.\d{0,2})?$/;
export function isAcceptedAmount(typed: string): boolean {
  return AMOUNT_PATTERN.test(typed);
}

/** The number a box's text stands for ('' and '.' are 0). */
export function amountOf(text: string): number {
  const value = Number(text);
  return Number.isFinite(value) ? value : 0;
}

/** Rounded to cents (spec 3 §3: numbers with 2 decimals). */
export function toCents(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Leaving a box shows a positive amount with exactly 2 decimals (spec 3 §9); other text stays as typed. */
export function formatOnBlur(text: string): string {
  const value = amountOf(text);
  return value > 0 ? value.toFixed(2) : text;
}

/** A saved amount as the box shows it: 2 decimals (spec 3 §9). */
export function amountText(value: number): string {
  return value.toFixed(2);
}

// ---------------------------------------------------------------------------------------------
// Deductions
// ---------------------------------------------------------------------------------------------

export interface SubItemDraft {
  checked: boolean;
  /** What the box shows, as typed. */
  text: string;
}
export type DeductionDrafts = Record<string, Record<string, SubItemDraft>>;

/** A category's sub-items unchecked with 0.00 (spec 3 §2, Add More). */
export function emptyDeductionDraft(category: DeductionCategory): Record<string, SubItemDraft> {
  return Object.fromEntries(category.subItems.map((item) => [item.id, { checked: false, text: '0.00' }]));
}

/** The drafts of the selected categories from the saved map (older group names read as their category). */
export function deductionDraftsFrom(selected: readonly string[], saved: AmountMap | undefined): DeductionDrafts {
  const groups = normalizeDeductionGroups(saved);
  const drafts: DeductionDrafts = {};
  for (const id of selected) {
    const category = deductionCategory(id);
    if (!category) continue;
    const stored = (groups as AmountMap)[category.id] ?? {};
    drafts[category.id] = Object.fromEntries(
      category.subItems.map((item) => {
        const value = stored[item.id] ?? 0;
        return [item.id, value > 0 ? { checked: true, text: amountText(value) } : { checked: false, text: '0.00' }];
      }),
    );
  }
  return drafts;
}

/** Spec 3 §5: only checked sub-items with an amount above 0, rounded to 2 decimals. */
export function deductionsFromDrafts(drafts: DeductionDrafts): AmountMap {
  const out: AmountMap = {};
  for (const [category, items] of Object.entries(drafts)) {
    const stored: Record<string, number> = {};
    for (const [item, draft] of Object.entries(items)) {
      const value = toCents(amountOf(draft.text));
      if (draft.checked && value > 0) stored[item] = value;
    }
    out[category] = stored;
  }
  return out;
}

/** Spec 3 §4: typing a positive amount checks the sub-item; a rejected keystroke changes nothing. */
export function typeSubItemAmount(draft: SubItemDraft, typed: string): SubItemDraft {
  if (!isAcceptedAmount(typed)) return draft;
  return { checked: draft.checked || amountOf(typed) > 0, text: typed };
}

/** Spec 3 §4: unchecking resets the amount to 0.00. */
export function toggleSubItem(draft: SubItemDraft, checked: boolean): SubItemDraft {
  return checked ? { ...draft, checked: true } : { checked: false, text: '0.00' };
}

// ---------------------------------------------------------------------------------------------
// Credits
// ---------------------------------------------------------------------------------------------

export interface CreditRow {
  id: string;
  type: string;
  amount: string;
}
export interface SubOptionDraft {
  checked: boolean;
  /** Layout 'amount'. */
  text: string;
  /** Layout 'dropdown'. */
  rows: CreditRow[];
}
export type CreditDrafts = Record<string, Record<string, SubOptionDraft>>;

let rowCounter = 0;
export function newCreditRow(type = '', amount = '0.00'): CreditRow {
  rowCounter += 1;
  return { id: `row-${rowCounter}`, type, amount };
}

/** The selected categories that have definitions; the others are ignored with a warning (spec 3 §3). */
export function knownCreditCategories(selected: readonly string[], warn: (message: string) => void = console.warn): CreditCategory[] {
  const known: CreditCategory[] = [];
  for (const id of selected) {
    const category = creditCategory(id);
    if (category) known.push(category);
    else warn(`Unknown credit category ignored: ${id}`);
  }
  return known;
}

/** Spec 3 §4 Add More: sub-options unchecked, 0.00 amounts, empty for no-amount ones, no dropdown rows. */
export function emptyCreditDraft(category: CreditCategory): Record<string, SubOptionDraft> {
  return Object.fromEntries(
    category.subOptions.map((option) => [option.id, { checked: false, text: option.layout === 'amount' ? '0.00' : '', rows: [] }]),
  );
}

function dropdownRowsFrom(option: CreditSubOption, stored: Record<string, number>): CreditRow[] {
  const prefix = dropdownCreditKey(option.label, '');
  return Object.entries(stored)
    .filter(([key, value]) => key.startsWith(prefix) && value > 0)
    .map(([key, value]) => newCreditRow(key.slice(prefix.length), amountText(value)));
}

/** Saved credits load as checked when above 0; a no-amount option when present (spec 3 §3). */
export function creditDraftsFrom(categories: readonly CreditCategory[], saved: AmountMap | undefined): CreditDrafts {
  const drafts: CreditDrafts = {};
  for (const category of categories) {
    const stored = saved?.[category.id] ?? {};
    drafts[category.id] = Object.fromEntries(
      category.subOptions.map((option): [string, SubOptionDraft] => {
        if (option.layout === 'checkbox') return [option.id, { checked: option.id in stored, text: '', rows: [] }];
        if (option.layout === 'dropdown') {
          const rows = dropdownRowsFrom(option, stored);
          return [option.id, { checked: rows.length > 0, text: '', rows }];
        }
        const value = stored[option.id] ?? 0;
        return [option.id, value > 0 ? { checked: true, text: amountText(value), rows: [] } : { checked: false, text: '0.00', rows: [] }];
      }),
    );
  }
  return drafts;
}

/**
 * Spec 3 §3: a plain amount stores a positive number rounded to cents; a no-amount option stores 1 when
 * checked; a dropdown stores one entry per row under 'sub-option label - credit type'.
 */
export function creditsFromDrafts(drafts: CreditDrafts): AmountMap {
  const out: AmountMap = {};
  for (const [categoryId, options] of Object.entries(drafts)) {
    const category = CREDIT_CATEGORIES.find((c) => c.id === categoryId);
    if (!category) continue;
    const stored: Record<string, number> = {};
    for (const option of category.subOptions as readonly CreditSubOption[]) {
      const draft = options[option.id];
      if (!draft?.checked) continue;
      if (option.layout === 'checkbox') stored[option.id] = 1;
      else if (option.layout === 'dropdown') {
        for (const row of draft.rows) {
          const value = toCents(amountOf(row.amount));
          if (row.type && value > 0) {
            const key = dropdownCreditKey(option.label, row.type);
            stored[key] = toCents((stored[key] ?? 0) + value);
          }
        }
      } else {
        const value = toCents(amountOf(draft.text));
        if (value > 0) stored[option.id] = value;
      }
    }
    out[categoryId] = stored;
  }
  return out;
}

/** Spec 3 §4: unchecking resets to 0.00 (no-amount: empty; dropdown: no rows). */
export function toggleSubOption(option: CreditSubOption, draft: SubOptionDraft, checked: boolean): SubOptionDraft {
  if (checked) return { ...draft, checked: true, rows: option.layout === 'dropdown' && draft.rows.length === 0 ? [newCreditRow()] : draft.rows };
  return { checked: false, text: option.layout === 'amount' ? '0.00' : '', rows: [] };
}

/** A positive amount checks the option. */
export function typeSubOptionAmount(draft: SubOptionDraft, typed: string): SubOptionDraft {
  if (!isAcceptedAmount(typed)) return draft;
  return { ...draft, checked: draft.checked || amountOf(typed) > 0, text: typed };
}

/** A row's amount or type changed: a positive amount or a chosen type checks the option. */
export function changeRow(draft: SubOptionDraft, rowId: string, change: Partial<Pick<CreditRow, 'type' | 'amount'>>): SubOptionDraft {
  if (change.amount !== undefined && !isAcceptedAmount(change.amount)) return draft;
  const rows = draft.rows.map((row) => (row.id === rowId ? { ...row, ...change } : row));
  const checks = (change.type !== undefined && change.type !== '') || (change.amount !== undefined && amountOf(change.amount) > 0);
  return { ...draft, rows, checked: draft.checked || checks };
}

/**
 * Two tabs on the same category (ARCHITECTURE decision 5): a three-way merge per sub-item. `base` is the map this
 * tab's drafts started from, `ours` what this tab would save, `theirs` the newest form (realtime changes applied).
 * A sub-item this tab did not change takes the other side's value (or its removal); one it changed keeps ours.
 */
export function mergeAmountMaps(base: AmountMap, ours: AmountMap, theirs: AmountMap): AmountMap {
  const out: AmountMap = {};
  for (const category of new Set([...Object.keys(base), ...Object.keys(ours), ...Object.keys(theirs)])) {
    const b = base[category] ?? {};
    const o = ours[category] ?? {};
    const t = theirs[category] ?? {};
    const items: Record<string, number> = {};
    for (const item of new Set([...Object.keys(b), ...Object.keys(o), ...Object.keys(t)])) {
      const value = o[item] === b[item] ? t[item] : o[item];
      if (value !== undefined) items[item] = value;
    }
    const kept = category in ours || (category in theirs && !(category in base && !(category in ours)));
    if (kept || Object.keys(items).length > 0) out[category] = items;
  }
  return out;
}
