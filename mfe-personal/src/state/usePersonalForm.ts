// The wizard's working copy of the personal fields: plaintext on the device, saved as the user leaves each
// field (spec 1 §4: every change saves at once, ignored if unchanged, and clears that field's error).
// Sensitive fields are decrypted on load and encrypted before they are saved; what cannot be decrypted is
// shown as unreadable and its stored envelope is kept (never saved over unless the user types a new value).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Dependent, Form1040Data, Form1040Input } from '@taxapp/contracts/form';
import { LOCAL_EDIT_GUARD_MS, type RemoteAppProps } from '@taxapp/contracts/shell';
import { VALIDATION_ERROR_TITLE } from '@taxapp/contracts/validation';
import { levelOfField } from '../crypto/constants';
import { ageAtYearEnd, filerAgeAtYearEnd, isSensitiveField } from '../crypto/sensitive';
import { encryption, useEncryption } from './encryption';
import { DEPENDENT_VALIDATORS, FIELD_VALIDATORS, TEXT_FIELDS } from './fieldRules';

export interface DependentDraft {
  firstName: string;
  middleInitial: string;
  lastName: string;
  ssn: string;
  dob: string;
  relationship: string;
  monthsLivedWithTaxpayer: number;
  isFullTimeStudent: boolean;
}
export const DEPENDENT_TEXT_FIELDS = ['firstName', 'lastName', 'ssn', 'dob', 'relationship'] as const;
export type DependentTextField = (typeof DEPENDENT_TEXT_FIELDS)[number];

export type Values = Record<string, string>;

const emptyDependent = (): Dependent =>
  ({ firstName: '', lastName: '', ssn: '', dob: '', relationship: '', monthsLivedWithTaxpayer: 12, isFullTimeStudent: false, isDisabled: false, ageAtYearEnd: null }) as Dependent;

export interface PersonalForm {
  status: ReturnType<typeof useEncryption>;
  loaded: boolean;
  values: Values;
  booleans: { isFullYearResident: boolean };
  dependents: DependentDraft[];
  errors: Record<string, string>;
  /** Field paths whose stored value could not be decrypted on this device. */
  unreadable: Set<string>;
  setValue(field: string, value: string): void;
  commitField(field: string, value?: string): Promise<void>;
  /** Saves several fields at once (selects, toggles, auto-fill), each validated and encrypted like a typed one. */
  saveFields(changes: Record<string, string | boolean>, extra?: Partial<Form1040Input>): Promise<void>;
  setDependentValue(index: number, field: string, value: string): void;
  commitDependentField(index: number, field: keyof DependentDraft, value?: string | number | boolean): Promise<void>;
  addDependent(): Promise<void>;
  removeDependent(index: number): Promise<void>;
  setErrors(errors: Record<string, string>): void;
  /** Waits for saves in flight (Continue waits so that what was typed last is saved). */
  flush(): Promise<void>;
  storedForm(): Form1040Data | null;
}

/** Spec 1 §8 'Encryption Error': 'Failed to encrypt {field}. Please try again.' */
export function encryptionErrorToast(field: string) {
  return { title: 'Encryption Error', description: `Failed to encrypt ${field}. Please try again.`, variant: 'destructive' as const, duration: 5000 };
}

function plainOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A stored dependent as its card shows it: the SSN and date of birth decrypted, or listed as unreadable. */
export async function readDependent(dependent: Dependent, index: number): Promise<{ draft: DependentDraft; unreadable: string[] }> {
  const draft: DependentDraft = {
    firstName: plainOf(dependent.firstName),
    middleInitial: plainOf(dependent.middleInitial),
    lastName: plainOf(dependent.lastName),
    ssn: '',
    dob: '',
    relationship: plainOf(dependent.relationship),
    monthsLivedWithTaxpayer: dependent.monthsLivedWithTaxpayer ?? 12,
    isFullTimeStudent: dependent.isFullTimeStudent === true,
  };
  const unreadable: string[] = [];
  for (const key of ['ssn', 'dob'] as const) {
    const read = await encryption.decryptValue(`dependents.${index}.${key}`, dependent[key]);
    if (read.readable) draft[key] = read.value;
    else unreadable.push(`dependents.${index}.${key}`);
  }
  return { draft, unreadable };
}

const DEPENDENT_PATH = /^dependents\.(\d+)\./;
/** The card index of a 'dependents.N.field' path, else null. */
const cardOf = (path: string): number | null => {
  const match = DEPENDENT_PATH.exec(path);
  return match ? Number(match[1]) : null;
};

export function usePersonalForm(shell: RemoteAppProps): PersonalForm {
  const status = useEncryption(shell.user, shell.toast);
  const [values, setValues] = useState<Values>({});
  const [booleans, setBooleans] = useState({ isFullYearResident: true });
  const [dependents, setDependents] = useState<DependentDraft[]>([]);
  const [errors, setErrorsState] = useState<Record<string, string>>({});
  const [unreadable, setUnreadable] = useState<Set<string>>(new Set());
  const [loaded, setLoaded] = useState(false);
  /** Plaintext last saved per field path: a commit of the same value is ignored. */
  const saved = useRef<Record<string, unknown>>({});
  const stored = useRef<Form1040Data | null>(shell.form);
  const pending = useRef(new Set<Promise<unknown>>());
  const focused = useRef<string | null>(null);
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const dependentsRef = useRef(dependents);
  dependentsRef.current = dependents;

  // The newest form: the shell's when it changes, else what the last save answered.
  const lastShellForm = useRef(shell.form);
  if (shell.form !== lastShellForm.current) {
    lastShellForm.current = shell.form;
    if (shell.form) stored.current = shell.form;
  }

  const track = useCallback(<T,>(promise: Promise<T>) => {
    pending.current.add(promise);
    promise.finally(() => pending.current.delete(promise)).catch(() => undefined);
    return promise;
  }, []);

  // Load once the form is here and the encryption service has settled (ready, or failed: then the
  // encrypted fields read as unreadable).
  const settled = status === 'ready' || status === 'error';
  useEffect(() => {
    if (loaded || !shell.form || !settled) return;
    let cancelled = false;
    (async () => {
      const form = shell.form!;
      const nextValues: Values = {};
      const nextUnreadable = new Set<string>();
      for (const field of TEXT_FIELDS) {
        const raw = (form as Record<string, unknown>)[field];
        if (isSensitiveField(field)) {
          const read = await encryption.decryptValue(field, raw);
          if (read.readable) nextValues[field] = read.value;
          else {
            nextValues[field] = '';
            nextUnreadable.add(field);
          }
        } else nextValues[field] = field === 'filingStatus' ? plainOf(raw) || 'single' : plainOf(raw);
        saved.current[field] = nextValues[field];
      }
      const nextDependents: DependentDraft[] = [];
      for (const [index, dependent] of (form.dependents ?? []).entries()) {
        const { draft, unreadable: cardUnreadable } = await readDependent(dependent, index);
        for (const path of cardUnreadable) nextUnreadable.add(path);
        for (const key of DEPENDENT_TEXT_FIELDS) saved.current[`dependents.${index}.${key}`] = draft[key];
        nextDependents.push(draft);
      }
      if (cancelled) return;
      setValues(nextValues);
      setBooleans({ isFullYearResident: form.isFullYearResident !== false });
      setDependents(nextDependents);
      setUnreadable(nextUnreadable);
      setLoaded(true);
    })().catch((error) => console.error('Loading the personal information failed:', error));
    return () => {
      cancelled = true;
    };
  }, [loaded, shell.form, settled]);

  /** When each dependent card was last edited here (typing guard, spec 2 §4, per card). */
  const cardEditedAt = useRef(new Map<number, number>());
  const touchCard = (index: number) => cardEditedAt.current.set(index, Date.now());
  /** A card is kept as shown while one of its fields is being typed in, and for 3 s after an edit here. */
  const cardGuarded = (index: number) => {
    if (focused.current !== null && cardOf(focused.current) === index) return true;
    const at = cardEditedAt.current.get(index);
    return at !== undefined && Date.now() - at < LOCAL_EDIT_GUARD_MS;
  };

  /**
   * Another tab changed the dependents: every card takes the new values except one being edited here (its
   * draft stays, and its next save changes only the field typed over the newer stored card). Cards added or
   * removed elsewhere appear or go; a card being edited that was removed elsewhere goes too.
   */
  async function applyRemoteDependents(list: Dependent[]) {
    const reads = await Promise.all(list.map((dependent, index) => readDependent(dependent, index)));
    const shown = dependentsRef.current;
    const kept = new Set<number>();
    const next = reads.map(({ draft }, index) => {
      if (shown[index] && cardGuarded(index)) {
        kept.add(index);
        return shown[index]!;
      }
      for (const key of DEPENDENT_TEXT_FIELDS) saved.current[`dependents.${index}.${key}`] = draft[key];
      return draft;
    });
    for (const key of Object.keys(saved.current)) {
      const index = cardOf(key);
      if (index !== null && index >= list.length) delete saved.current[key];
    }
    const replaced = (path: string) => {
      const index = cardOf(path);
      return index !== null && !kept.has(index);
    };
    dependentsRef.current = next;
    setDependents(next);
    setUnreadable((current) => {
      const out = new Set([...current].filter((path) => !replaced(path)));
      reads.forEach(({ unreadable: paths }, index) => {
        if (!kept.has(index)) for (const path of paths) out.add(path);
      });
      return out;
    });
    setErrorsState((current) => {
      const out = Object.fromEntries(Object.entries(current).filter(([path]) => !replaced(path)));
      if (list.length === 0) delete out.dependents;
      return Object.keys(out).length === Object.keys(current).length ? current : out;
    });
  }

  // Another tab or device changed the form: take its values for the fields not being typed in.
  useEffect(
    () =>
      shell.onRemoteChange((change) => {
        stored.current = change.form;
        void (async () => {
          const updates: Values = {};
          for (const field of change.fields) {
            if (!(TEXT_FIELDS as readonly string[]).includes(field) || focused.current === field) continue;
            const raw = (change.form as Record<string, unknown>)[field];
            const read = isSensitiveField(field) ? await encryption.decryptValue(field, raw) : { readable: true as const, value: plainOf(raw) };
            if (read.readable) {
              updates[field] = read.value;
              saved.current[field] = read.value;
            }
          }
          if (Object.keys(updates).length) setValues((current) => ({ ...current, ...updates }));
          if (change.fields.includes('isFullYearResident')) setBooleans({ isFullYearResident: change.form.isFullYearResident !== false });
          if (change.fields.includes('dependents')) await applyRemoteDependents(change.form.dependents ?? []);
        })().catch((error) => console.error('Applying a change from another tab failed:', error));
      }),
    [shell], // eslint-disable-line react-hooks/exhaustive-deps
  );

  const setErrors = useCallback((next: Record<string, string>) => setErrorsState((current) => ({ ...current, ...next })), []);
  const clearError = useCallback(
    (field: string) =>
      setErrorsState((current) => {
        if (!(field in current)) return current;
        const next = { ...current };
        delete next[field];
        return next;
      }),
    [],
  );

  const validationToast = useCallback(
    (message: string) => shell.toast({ title: VALIDATION_ERROR_TITLE, description: message, variant: 'destructive', duration: 4000 }),
    [shell],
  );

  /** Validates a typed value: the cleaned value, or null after showing the error (only when not blank). */
  const clean = useCallback(
    (path: string, validatorKey: string, value: string, validators: Record<string, (v: string) => { valid: boolean; value?: string; error?: string }>) => {
      const validate = validators[validatorKey];
      if (!validate || value.trim() === '') return value.trim() === '' ? '' : value;
      const result = validate(value) as { valid: true; value: string } | { valid: false; error: string };
      if (!result.valid) {
        setErrors({ [path]: result.error });
        validationToast(result.error);
        return null;
      }
      return result.value;
    },
    [setErrors, validationToast],
  );

  const save = useCallback(
    (patch: Partial<Form1040Input>) =>
      track(
        shell.saveForm(patch).then(
          (form) => {
            stored.current = form;
            return form;
          },
          (error) => {
            // Spec 1 §8: personal-info field save failures are only logged.
            console.error('Saving the personal information failed:', error);
            return null;
          },
        ),
      ),
    [shell, track],
  );

  const encodeField = useCallback(async (field: string, value: string) => (isSensitiveField(field) ? encryption.encryptField(field, value, levelOfField(field)) : value), []);

  const saveFields = useCallback(
    async (changes: Record<string, string | boolean>, extra: Partial<Form1040Input> = {}) => {
      const patch: Record<string, unknown> = { ...extra };
      const shown: Values = {};
      for (const [field, raw] of Object.entries(changes)) {
        if (typeof raw === 'boolean') {
          patch[field] = raw;
          continue;
        }
        const cleaned = clean(field, field, raw, FIELD_VALIDATORS);
        if (cleaned === null) continue;
        shown[field] = cleaned;
        clearError(field);
        if (saved.current[field] === cleaned) continue;
        if (isSensitiveField(field) && !encryption.ready) continue;
        try {
          patch[field] = await encodeField(field, cleaned);
        } catch (error) {
          // Spec 1 §8: the field is not saved unencrypted.
          console.error(`Encrypting ${field} failed:`, error);
          shell.toast(encryptionErrorToast(field));
          continue;
        }
        saved.current[field] = cleaned;
        if (field === 'dateOfBirth') patch.taxpayerAgeAtYearEnd = filerAgeAtYearEnd(cleaned);
        if (field === 'spouseDateOfBirth') patch.spouseAgeAtYearEnd = filerAgeAtYearEnd(cleaned);
        setUnreadable((current) => {
          if (!current.has(field)) return current;
          const next = new Set(current);
          next.delete(field);
          return next;
        });
      }
      if (Object.keys(shown).length) setValues((current) => ({ ...current, ...shown }));
      for (const field of Object.keys(changes)) if (typeof changes[field] === 'boolean') setBooleans((current) => ({ ...current, [field]: changes[field] }));
      if (Object.keys(patch).length) await save(patch as Partial<Form1040Input>);
    },
    [clean, clearError, encodeField, save, shell],
  );

  const setValue = useCallback((field: string, value: string) => {
    focused.current = field;
    shell.setTyping(field, true);
    setValues((current) => ({ ...current, [field]: value }));
  }, [shell]);

  const commitField = useCallback(
    async (field: string, value?: string) => {
      if (focused.current === field) focused.current = null;
      shell.setTyping(field, false);
      const current = value ?? valuesRef.current[field] ?? '';
      await track(saveFields({ [field]: current }));
    },
    [saveFields, shell, track],
  );

  /** The stored dependents with one changed, sensitive values encrypted; ages kept beside the dates. */
  const saveDependents = useCallback(
    async (next: Dependent[]) => {
      await save({ dependents: next as Form1040Input['dependents'], hasDependent: next.length > 0 });
    },
    [save],
  );

  const setDependentValue = useCallback((index: number, field: string, value: string) => {
    focused.current = `dependents.${index}.${field}`;
    touchCard(index);
    setDependents((current) => current.map((dependent, i) => (i === index ? { ...dependent, [field]: value } : dependent)));
  }, []);

  const commitDependentField = useCallback(
    async (index: number, field: keyof DependentDraft, value?: string | number | boolean) => {
      const path = `dependents.${index}.${field}`;
      if (focused.current === path) focused.current = null;
      const draft = dependentsRef.current[index];
      if (!draft) return;
      touchCard(index);
      let next: string | number | boolean = value ?? draft[field];
      if (typeof next === 'string') {
        const cleaned = clean(path, field, next, DEPENDENT_VALIDATORS);
        if (cleaned === null) return;
        next = cleaned;
        clearError(path);
      }
      setDependents((current) => current.map((dependent, i) => (i === index ? { ...dependent, [field]: next } : dependent)));
      if (saved.current[path] === next) return;
      if ((field === 'ssn' || field === 'dob') && !encryption.ready) return;
      saved.current[path] = next;
      const storedDependents = [...(stored.current?.dependents ?? [])] as Dependent[];
      while (storedDependents.length <= index) storedDependents.push(emptyDependent());
      const changed: Record<string, unknown> = { ...storedDependents[index] };
      try {
        changed[field] = field === 'ssn' || field === 'dob' ? await encryption.encryptField(path, next as string, levelOfField(path)) : next;
      } catch (error) {
        console.error(`Encrypting ${path} failed:`, error);
        delete saved.current[path];
        shell.toast(encryptionErrorToast(path));
        return;
      }
      if (field === 'dob') changed.ageAtYearEnd = ageAtYearEnd(next as string);
      storedDependents[index] = changed as Dependent;
      setUnreadable((current) => {
        if (!current.has(path)) return current;
        const copy = new Set(current);
        copy.delete(path);
        return copy;
      });
      await track(saveDependents(storedDependents));
    },
    [clean, clearError, saveDependents, shell, track],
  );

  const addDependent = useCallback(async () => {
    const storedDependents = [...(stored.current?.dependents ?? [])] as Dependent[];
    storedDependents.push(emptyDependent());
    const index = dependentsRef.current.length;
    touchCard(index);
    for (const key of DEPENDENT_TEXT_FIELDS) saved.current[`dependents.${index}.${key}`] = '';
    saved.current[`dependents.${index}.monthsLivedWithTaxpayer`] = 12;
    saved.current[`dependents.${index}.isFullTimeStudent`] = false;
    setDependents((current) => [...current, { firstName: '', middleInitial: '', lastName: '', ssn: '', dob: '', relationship: '', monthsLivedWithTaxpayer: 12, isFullTimeStudent: false }]);
    await track(saveDependents(storedDependents));
  }, [saveDependents, track]);

  const removeDependent = useCallback(
    async (index: number) => {
      const storedDependents = ([...(stored.current?.dependents ?? [])] as Dependent[]).filter((_, i) => i !== index);
      // Paths after the removed card shift down by one.
      const drafts = dependentsRef.current.filter((_, i) => i !== index);
      for (const key of Object.keys(saved.current)) if (key.startsWith('dependents.')) delete saved.current[key];
      drafts.forEach((draft, i) => {
        for (const key of Object.keys(draft) as (keyof DependentDraft)[]) saved.current[`dependents.${i}.${key}`] = draft[key];
      });
      setErrorsState((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('dependents.'))));
      setUnreadable((current) => {
        const next = new Set<string>();
        for (const path of current) {
          const match = /^dependents\.(\d+)\.(.+)$/.exec(path);
          if (!match) next.add(path);
          else if (Number(match[1]) < index) next.add(path);
          else if (Number(match[1]) > index) next.add(`dependents.${Number(match[1]) - 1}.${match[2]}`);
        }
        return next;
      });
      cardEditedAt.current.clear(); // card indices shift; the shell guards 'dependents' for 3 s after this save anyway
      setDependents(drafts);
      await track(saveDependents(storedDependents));
    },
    [saveDependents, track],
  );

  const flush = useCallback(async () => {
    while (pending.current.size) await Promise.allSettled([...pending.current]);
  }, []);

  return {
    status,
    loaded,
    values,
    booleans,
    dependents,
    errors,
    unreadable,
    setValue,
    commitField,
    saveFields,
    setDependentValue,
    commitDependentField,
    addDependent,
    removeDependent,
    setErrors,
    flush,
    storedForm: () => stored.current,
  };
}
