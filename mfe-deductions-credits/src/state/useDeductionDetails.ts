// /deductions/details state (spec 3 §4): drafts of the selected categories, the 1000 ms autosave, the
// deductionsUpdated broadcast and Add More.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DEDUCTION_GROUP_ALIASES, deductionCategory, deductionCategoryOfGroup } from '@taxapp/contracts/catalogs';
import { DEDUCTIONS_UPDATED_EVENT } from '@taxapp/contracts/deductionCreditMapping';
import type { Form1040Data } from '@taxapp/contracts/form';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import {
  deductionDraftsFrom,
  deductionsFromDrafts,
  emptyDeductionDraft,
  formatOnBlur,
  toggleSubItem,
  typeSubItemAmount,
  mergeAmountMaps,
  type AmountMap,
  type DeductionDrafts,
} from './drafts';
import { useAutosave } from './useAutosave';

/** The saved map with the drafts' categories replaced; an older group name of a drafted category goes. */
export function mergeDeductions(saved: AmountMap, drafted: AmountMap): AmountMap {
  const out: AmountMap = {};
  for (const [group, items] of Object.entries(saved)) {
    const category = deductionCategoryOfGroup(group);
    if (group in DEDUCTION_GROUP_ALIASES && category && category in drafted) continue;
    out[group] = items;
  }
  return { ...out, ...drafted };
}

export function useDeductionDetails(shell: RemoteAppProps) {
  const { form } = shell;
  const [selected, setSelected] = useState<string[] | null>(null);
  const [drafts, setDrafts] = useState<DeductionDrafts>({});
  const latest = useRef({ shell, selected, drafts });
  latest.current = { shell, selected, drafts };
  /** The saved deductions the drafts started from: the base of the per-sub-item merge with another tab's change. */
  const base = useRef<AmountMap>({});

  // Initialise once the form is there (spec 3 §4: loading until then).
  useEffect(() => {
    if (!form || selected !== null) return;
    const known = form.selectedDeductionOptions.filter((id) => deductionCategory(id));
    setSelected(known);
    setDrafts(deductionDraftsFrom(known, form.deductions));
    base.current = form.deductions;
  }, [form, selected]);

  const save = useCallback(async (): Promise<boolean> => {
    const { shell: current, drafts: currentDrafts, selected: currentSelected } = latest.current;
    if (!current.form || !currentSelected) return true;
    // Another tab's sub-items that reached this tab while it was busy survive: only what this tab changed is ours.
    const ours = mergeDeductions(base.current, deductionsFromDrafts(currentDrafts));
    const deductions = mergeAmountMaps(base.current, ours, current.form.deductions);
    try {
      await current.saveForm({ deductions, selectedDeductionOptions: currentSelected });
      base.current = deductions;
      // The other side's sub-items show here too, unless something was typed since this save began.
      if (latest.current.drafts === currentDrafts && JSON.stringify(deductions) !== JSON.stringify(ours)) setDrafts(deductionDraftsFrom(currentSelected, deductions));
      window.dispatchEvent(new CustomEvent(DEDUCTIONS_UPDATED_EVENT, { detail: deductions }));
      current.toast({ title: 'Deductions saved successfully', variant: 'success', duration: 2000 });
      return true;
    } catch {
      current.toast({ title: 'Failed to save deductions', variant: 'destructive', duration: 3000 });
      return false;
    }
  }, []);
  const autosave = useAutosave(save);

  // Another tab's change (ARCHITECTURE decision 5) replaces the drafts when nothing here is waiting to be saved.
  const { onRemoteChange } = shell;
  useEffect(
    () =>
      onRemoteChange((change) => {
        if (autosave.isBusy() || !change.fields.some((field) => field === 'deductions' || field === 'selectedDeductionOptions')) return;
        const known = change.form.selectedDeductionOptions.filter((id) => deductionCategory(id));
        setSelected(known);
        setDrafts(deductionDraftsFrom(known, change.form.deductions));
        base.current = change.form.deductions;
      }),
    [onRemoteChange, autosave],
  );

  const updateItem = (category: string, item: string, change: (draft: DeductionDrafts[string][string]) => DeductionDrafts[string][string]) => {
    setDrafts((previous) => {
      const before = previous[category]?.[item];
      if (!before) return previous;
      const after = change(before);
      if (after === before) return previous;
      return { ...previous, [category]: { ...previous[category], [item]: after } };
    });
    autosave.markDirty();
  };

  /** Spec 3 §2 Add More: appends the category with unchecked 0.00 sub-items and saves; resolves with its step index. */
  const addCategory = async (id: string): Promise<number | null> => {
    const category = deductionCategory(id);
    const current = latest.current;
    if (!category || !current.selected || current.selected.includes(id) || !current.shell.form) return null;
    const nextSelected = [...current.selected, id];
    const nextDrafts = { ...current.drafts, [id]: emptyDeductionDraft(category) };
    setSelected(nextSelected);
    setDrafts(nextDrafts);
    const deductions = mergeDeductions(current.shell.form.deductions, deductionsFromDrafts(nextDrafts));
    try {
      await current.shell.saveForm({ deductions, selectedDeductionOptions: nextSelected });
      window.dispatchEvent(new CustomEvent(DEDUCTIONS_UPDATED_EVENT, { detail: deductions }));
    } catch {
      current.shell.toast({ title: 'Failed to add deduction', variant: 'destructive', duration: 3000 });
    }
    return nextSelected.length - 1;
  };

  /** The form as drafted, for the engine's figures. */
  const draftForm: Form1040Data | null = useMemo(
    () => (form ? { ...form, deductions: mergeDeductions(form.deductions, deductionsFromDrafts(drafts)) } : null),
    [form, drafts],
  );

  return {
    loading: selected === null,
    categories: (selected ?? []).map((id) => deductionCategory(id)!),
    drafts,
    draftForm,
    typeAmount: (category: string, item: string, typed: string) => updateItem(category, item, (draft) => typeSubItemAmount(draft, typed)),
    /** Same amount, shown with 2 decimals: nothing to save. */
    formatAmount: (category: string, item: string) =>
      setDrafts((previous) => {
        const draft = previous[category]?.[item];
        if (!draft || formatOnBlur(draft.text) === draft.text) return previous;
        return { ...previous, [category]: { ...previous[category], [item]: { ...draft, text: formatOnBlur(draft.text) } } };
      }),
    toggle: (category: string, item: string, checked: boolean) => updateItem(category, item, (draft) => toggleSubItem(draft, checked)),
    addCategory,
    flush: autosave.flush,
  };
}
