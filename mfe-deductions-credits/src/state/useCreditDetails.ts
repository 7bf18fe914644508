// /credits/details state (spec 3 §4): loading until the form exists, then drafts of the known categories;
// a dirty, loaded page autosaves after 1 s, one save at a time, then broadcasts creditsUpdated.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { creditCategory, type CreditCategory, type CreditSubOption } from '@taxapp/contracts/catalogs';
import { CREDITS_UPDATED_EVENT } from '@taxapp/contracts/deductionCreditMapping';
import type { Form1040Data } from '@taxapp/contracts/form';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import {
  changeRow,
  creditDraftsFrom,
  creditsFromDrafts,
  emptyCreditDraft,
  formatOnBlur,
  knownCreditCategories,
  mergeAmountMaps,
  type AmountMap,
  newCreditRow,
  toggleSubOption,
  typeSubOptionAmount,
  type CreditDrafts,
  type CreditRow,
  type SubOptionDraft,
} from './drafts';
import { creditFactsToSave, dependentsWithGrossIncome, factsDraftFrom, type CreditFactsDraft } from './creditFacts';
import { useAutosave } from './useAutosave';

export function useCreditDetails(shell: RemoteAppProps) {
  const { form } = shell;
  const [categories, setCategories] = useState<CreditCategory[] | null>(null);
  const [drafts, setDrafts] = useState<CreditDrafts>({});
  const [facts, setFacts] = useState<CreditFactsDraft | null>(null);
  /** The dependents are saved from here only after a gross income was typed. */
  const [dependentsTouched, setDependentsTouched] = useState(false);
  const latest = useRef({ shell, categories, drafts, facts, dependentsTouched });
  latest.current = { shell, categories, drafts, facts, dependentsTouched };
  /** The saved credits the drafts started from: the base of the per-sub-item merge with another tab's change. */
  const base = useRef<AmountMap>({});

  useEffect(() => {
    if (!form || categories !== null) return;
    const known = knownCreditCategories(form.selectedCreditOptions);
    setCategories(known);
    setDrafts(creditDraftsFrom(known, form.credits));
    setFacts(factsDraftFrom(form.creditFacts, form.dependents));
    base.current = form.credits;
  }, [form, categories]);

  /** Saves the drafts; `explicit` (Continue on the last step) shows the spec's toasts, autosave does not. */
  const saveWith = useCallback(async (explicit: boolean): Promise<boolean> => {
    const { shell: current, drafts: currentDrafts, categories: known, facts: currentFacts, dependentsTouched: touched } = latest.current;
    if (!current.form || !known) return true;
    // Another tab's sub-items that reached this tab while it was busy survive: only what this tab changed is ours.
    const ours = { ...base.current, ...creditsFromDrafts(currentDrafts) };
    const credits = mergeAmountMaps(base.current, ours, current.form.credits);
    const selection = [...new Set([...current.form.selectedCreditOptions, ...known.map((c) => c.id)])];
    try {
      await current.saveForm({
        credits,
        selectedCreditOptions: selection,
        ...(currentFacts ? { creditFacts: creditFactsToSave(currentFacts) } : {}),
        ...(currentFacts && touched ? { dependents: dependentsWithGrossIncome(current.form.dependents, currentFacts) } : {}),
      });
      base.current = credits;
      if (latest.current.drafts === currentDrafts && JSON.stringify(credits) !== JSON.stringify(ours)) setDrafts(creditDraftsFrom(known, credits));
      window.dispatchEvent(new CustomEvent(CREDITS_UPDATED_EVENT, { detail: credits }));
      if (explicit) current.toast({ title: 'Your information has been saved', variant: 'success', duration: 2000 });
      return true;
    } catch {
      if (explicit) current.toast({ title: 'Failed to save credits', variant: 'destructive', duration: 2000 });
      return false;
    }
  }, []);
  const autosave = useAutosave(useCallback(() => saveWith(false), [saveWith]));

  // Another tab's change (ARCHITECTURE decision 5) replaces the drafts when nothing here is waiting to be saved.
  const { onRemoteChange } = shell;
  useEffect(
    () =>
      onRemoteChange((change) => {
        const fields = ['credits', 'selectedCreditOptions', 'creditFacts', 'dependents'];
        if (autosave.isBusy() || !change.fields.some((field) => fields.includes(field))) return;
        const known = knownCreditCategories(change.form.selectedCreditOptions);
        setCategories(known);
        setDrafts(creditDraftsFrom(known, change.form.credits));
        base.current = change.form.credits;
        setFacts(factsDraftFrom(change.form.creditFacts, change.form.dependents));
        setDependentsTouched(false);
      }),
    [onRemoteChange, autosave],
  );

  const update = (category: string, option: string, change: (draft: SubOptionDraft) => SubOptionDraft) => {
    setDrafts((previous) => {
      const before = previous[category]?.[option];
      if (!before) return previous;
      const after = change(before);
      if (after === before) return previous;
      return { ...previous, [category]: { ...previous[category], [option]: after } };
    });
    autosave.markDirty();
  };

  /** Spec 3 §4 Add More: only a category not chosen yet; its sub-options start empty; marks dirty. Returns its step. */
  const addCategory = (id: string): number | null => {
    const category = creditCategory(id);
    const known = latest.current.categories;
    if (!category || !known || known.some((c) => c.id === id)) return null;
    setCategories([...known, category]);
    setDrafts((previous) => ({ ...previous, [id]: emptyCreditDraft(category) }));
    autosave.markDirty();
    return known.length;
  };

  const draftForm: Form1040Data | null = useMemo(
    () => (form ? { ...form, credits: { ...form.credits, ...creditsFromDrafts(drafts) } } : null),
    [form, drafts],
  );

  const updateFacts = (change: (draft: CreditFactsDraft) => CreditFactsDraft) => {
    setFacts((previous) => {
      if (!previous) return previous;
      const next = change(previous);
      if (next.dependentGrossIncome !== previous.dependentGrossIncome) setDependentsTouched(true);
      return next;
    });
    autosave.markDirty();
  };

  return {
    loading: categories === null || facts === null,
    facts: facts!,
    updateFacts,
    categories: categories ?? [],
    drafts,
    draftForm,
    toggle: (category: string, option: CreditSubOption, checked: boolean) => update(category, option.id, (draft) => toggleSubOption(option, draft, checked)),
    typeAmount: (category: string, option: string, typed: string) => update(category, option, (draft) => typeSubOptionAmount(draft, typed)),
    changeRow: (category: string, option: string, rowId: string, change: Partial<Pick<CreditRow, 'type' | 'amount'>>) =>
      update(category, option, (draft) => changeRow(draft, rowId, change)),
    /** Same amounts, shown with 2 decimals: nothing to save. */
    formatAmounts: (category: string, option: string) =>
      setDrafts((previous) => {
        const draft = previous[category]?.[option];
        if (!draft) return previous;
        const formatted = { ...draft, text: formatOnBlur(draft.text), rows: draft.rows.map((row) => ({ ...row, amount: formatOnBlur(row.amount) })) };
        return { ...previous, [category]: { ...previous[category], [option]: formatted } };
      }),
    addRow: (category: string, option: string) => update(category, option, (draft) => ({ ...draft, rows: [...draft.rows, newCreditRow()] })),
    removeRow: (category: string, option: string, rowId: string) =>
      update(category, option, (draft) => (draft.rows.length > 1 ? { ...draft, rows: draft.rows.filter((row) => row.id !== rowId) } : draft)),
    addCategory,
    flush: autosave.flush,
    saveExplicitly: async () => {
      await autosave.flush();
      return saveWith(true);
    },
  };
}
