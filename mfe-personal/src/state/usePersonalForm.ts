// The wizard's working copy of the personal fields: plaintext on the device, saved as the user leaves each
// field (spec 1 §4: every change saves at once, ignored if unchanged, and clears that field's error).
// What a value looks like on either side is personalCodec's; this hook keeps the drafts, the errors and
// what was last saved, and applies changes from other tabs. A top-level field being typed in is guarded
// by the shell (RemoteAppProps.setTyping); a dependent card, finer than the shell sees, by the same
// TypingGuard keyed by the card's id. What cannot be decrypted is shown as unreadable and its stored
// envelope kept (never saved over unless the user types a new value).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Dependent, Form1040Data, Form1040Input } from '@taxapp/contracts/form';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { TypingGuard } from '@taxapp/contracts/typingGuard';
import { VALIDATION_ERROR_TITLE, type ValidationResult } from '@taxapp/contracts/validation';
import { levelOfField } from '@taxapp/ui/crypto';
import { isSensitiveField } from '../crypto/sensitive';
import { encryption, useEncryption } from './encryption';
import {
  belongsToCard,
  booleansOf,
  cleanDependentValue,
  cleanPersonalValue,
  decodeDependents,
  decodeField,
  decodePersonalForm,
  dependentFormPath,
  dependentKey,
  dependentsPatch,
  emptyDependentDraft,
  encodeDependentField,
  encodeField,
  isBooleanField,
  isSensitiveDependentField,
  isTextField,
  mergeRemoteDependents,
  newDependentId,
  savedValuesOf,
  withNewDependent,
  withoutDependent,
  type Cipher,
  type DependentDraft,
  type DependentField,
  type PersonalBooleans,
  type Values,
} from './personalCodec';

export type { DependentDraft, Values } from './personalCodec';

/** The remote's one encryption service, as the codec uses it. */
const deviceCipher: Cipher = {
  decrypt: (path, stored) => encryption.decryptValue(path, stored),
  encrypt: (path, plain) => encryption.encryptField(path, plain, levelOfField(path)),
};

export interface PersonalForm {
  status: ReturnType<typeof useEncryption>;
  loaded: boolean;
  values: Values;
  booleans: PersonalBooleans;
  dependents: DependentDraft[];
  /** By key: a top-level field's name, or dependentKey(card id, field). */
  errors: Record<string, string>;
  /** Keys (as for errors) of the values that could not be decrypted on this device. */
  unreadable: Set<string>;
  setValue(field: string, value: string): void;
  commitField(field: string, value?: string): Promise<void>;
  /** Saves several fields at once (selects, toggles, auto-fill), each validated and encrypted like a typed one. */
  saveFields(changes: Record<string, string | boolean>, extra?: Partial<Form1040Input>): Promise<void>;
  setDependentValue(id: string, field: DependentField, value: string): void;
  commitDependentField(id: string, field: DependentField, value?: string | number | boolean): Promise<void>;
  addDependent(): Promise<void>;
  removeDependent(id: string): Promise<void>;
  setErrors(errors: Record<string, string>): void;
  /** Waits for saves in flight (Continue waits so that what was typed last is saved). */
  flush(): Promise<void>;
  storedForm(): Form1040Data | null;
}

/** Spec 1 §8 'Encryption Error': 'Failed to encrypt {field}. Please try again.' */
export function encryptionErrorToast(field: string) {
  return { title: 'Encryption Error', description: `Failed to encrypt ${field}. Please try again.`, variant: 'destructive' as const, duration: 5000 };
}

const without = <T,>(set: Set<T>, drop: (item: T) => boolean): Set<T> => {
  const next = new Set([...set].filter((item) => !drop(item)));
  return next.size === set.size ? set : next;
};

export function usePersonalForm(shell: RemoteAppProps): PersonalForm {
  const status = useEncryption(shell.user, shell.toast);
  const [values, setValues] = useState<Values>({});
  const [booleans, setBooleans] = useState<PersonalBooleans>(() => booleansOf({}));
  const [dependents, setDependents] = useState<DependentDraft[]>([]);
  const [errors, setErrorsState] = useState<Record<string, string>>({});
  const [unreadable, setUnreadable] = useState<Set<string>>(new Set());
  const [loaded, setLoaded] = useState(false);
  /** Plaintext last saved per key: a commit of the same value is ignored. */
  const saved = useRef<Record<string, unknown>>({});
  const stored = useRef<Form1040Data | null>(shell.form);
  const pending = useRef(new Set<Promise<unknown>>());
  /** Spec 2 §4 per dependent card: kept as shown while typed in and for 3 s after an edit here. */
  const cardGuard = useRef(new TypingGuard());
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
    const form = shell.form;
    decodePersonalForm(form, deviceCipher)
      .then((drafts) => {
        if (cancelled) return;
        for (const [field, value] of Object.entries(drafts.values)) saved.current[field] = value;
        for (const draft of drafts.dependents) Object.assign(saved.current, savedValuesOf(draft));
        setValues(drafts.values);
        setBooleans(booleansOf(form));
        setDependents(drafts.dependents);
        setUnreadable(drafts.unreadable);
        setLoaded(true);
      })
      .catch((error) => console.error('Loading the personal information failed:', error));
    return () => {
      cancelled = true;
    };
  }, [loaded, shell.form, settled]);

  /**
   * Another tab changed the dependents: every card takes the new values except one being edited here (its
   * draft stays, and its next save changes only the field typed over the newer stored card). Cards added or
   * removed elsewhere appear or go; a card being edited that was removed elsewhere goes too.
   */
  async function applyRemoteDependents(list: Dependent[]) {
    const before = dependentsRef.current;
    const incoming = await decodeDependents(list, deviceCipher, (index) => before[index]?.id ?? newDependentId());
    const shown = dependentsRef.current;
    const { cards, kept, taken } = mergeRemoteDependents(shown, incoming, (id) => cardGuard.current.isGuarded(id));
    /** A key of a shown card that now shows elsewhere's values, or is gone. */
    const replaced = (key: string) => shown.some((card) => !kept.has(card.id) && belongsToCard(key, card.id));
    for (const key of Object.keys(saved.current)) if (replaced(key)) delete saved.current[key];
    for (const { draft } of taken) Object.assign(saved.current, savedValuesOf(draft));
    dependentsRef.current = cards;
    setDependents(cards);
    setUnreadable((current) => {
      const next = new Set([...current].filter((key) => !replaced(key)));
      for (const { unreadable: keys } of taken) for (const key of keys) next.add(key);
      return next;
    });
    setErrorsState((current) => {
      const next = Object.fromEntries(Object.entries(current).filter(([key]) => !replaced(key)));
      if (list.length === 0) delete next.dependents;
      return Object.keys(next).length === Object.keys(current).length ? current : next;
    });
  }

  // Another tab or device changed the form. The shell holds back a field being typed in here, so every
  // field it reports takes the new value.
  useEffect(
    () =>
      shell.onRemoteChange((change) => {
        stored.current = change.form;
        void (async () => {
          const updates: Values = {};
          for (const field of change.fields) {
            if (!isTextField(field)) continue;
            const read = await decodeField(field, (change.form as Record<string, unknown>)[field], deviceCipher);
            if (read.readable) {
              updates[field] = read.value;
              saved.current[field] = read.value;
            }
          }
          if (Object.keys(updates).length) setValues((current) => ({ ...current, ...updates }));
          const answers = booleansOf(change.form);
          const changedAnswers = change.fields.filter(isBooleanField);
          if (changedAnswers.length) setBooleans((current) => ({ ...current, ...Object.fromEntries(changedAnswers.map((field) => [field, answers[field]])) }));
          if (change.fields.includes('dependents')) await applyRemoteDependents(change.form.dependents ?? []);
        })().catch((error) => console.error('Applying a change from another tab failed:', error));
      }),
    [shell],
  );

  const setErrors = useCallback((next: Record<string, string>) => setErrorsState((current) => ({ ...current, ...next })), []);
  const clearError = useCallback(
    (key: string) =>
      setErrorsState((current) => {
        if (!(key in current)) return current;
        const next = { ...current };
        delete next[key];
        return next;
      }),
    [],
  );
  const markReadable = useCallback((key: string) => setUnreadable((current) => without(current, (item) => item === key)), []);

  /** A checked value: the cleaned one, or null after showing the error (spec 1 §5 'Validation Error'). */
  const accept = useCallback(
    (key: string, result: ValidationResult): string | null => {
      if (result.valid) return result.value;
      setErrors({ [key]: result.error });
      shell.toast({ title: VALIDATION_ERROR_TITLE, description: result.error, variant: 'destructive', duration: 4000 });
      return null;
    },
    [setErrors, shell],
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

  const saveFields = useCallback(
    async (changes: Record<string, string | boolean>, extra: Partial<Form1040Input> = {}) => {
      const patch: Record<string, unknown> = { ...extra };
      const shown: Values = {};
      for (const [field, raw] of Object.entries(changes)) {
        if (typeof raw === 'boolean') {
          patch[field] = raw;
          continue;
        }
        const cleaned = accept(field, cleanPersonalValue(field, raw));
        if (cleaned === null) continue;
        shown[field] = cleaned;
        clearError(field);
        if (saved.current[field] === cleaned) continue;
        if (isSensitiveField(field) && !encryption.ready) continue;
        try {
          Object.assign(patch, await encodeField(field, cleaned, deviceCipher));
        } catch (error) {
          // Spec 1 §8: the field is not saved unencrypted.
          console.error(`Encrypting ${field} failed:`, error);
          shell.toast(encryptionErrorToast(field));
          continue;
        }
        saved.current[field] = cleaned;
        markReadable(field);
      }
      if (Object.keys(shown).length) setValues((current) => ({ ...current, ...shown }));
      for (const [field, answer] of Object.entries(changes)) if (typeof answer === 'boolean' && isBooleanField(field)) setBooleans((current) => ({ ...current, [field]: answer }));
      if (Object.keys(patch).length) await save(patch as Partial<Form1040Input>);
    },
    [accept, clearError, markReadable, save, shell],
  );

  const setValue = useCallback(
    (field: string, value: string) => {
      shell.setTyping(field, true);
      setValues((current) => ({ ...current, [field]: value }));
    },
    [shell],
  );

  const commitField = useCallback(
    async (field: string, value?: string) => {
      shell.setTyping(field, false);
      const current = value ?? valuesRef.current[field] ?? '';
      await track(saveFields({ [field]: current }));
    },
    [saveFields, shell, track],
  );

  const setDependentValue = useCallback((id: string, field: DependentField, value: string) => {
    cardGuard.current.setTyping(id, true);
    setDependents((current) => current.map((card) => (card.id === id ? { ...card, [field]: value } : card)));
  }, []);

  const commitDependentField = useCallback(
    async (id: string, field: DependentField, value?: string | number | boolean) => {
      cardGuard.current.setTyping(id, false);
      const index = dependentsRef.current.findIndex((card) => card.id === id);
      const draft = dependentsRef.current[index];
      if (!draft) return;
      const key = dependentKey(id, field);
      let next: string | number | boolean = value ?? draft[field];
      if (typeof next === 'string') {
        const cleaned = accept(key, cleanDependentValue(field, next));
        if (cleaned === null) return;
        next = cleaned;
        clearError(key);
      }
      setDependents((current) => current.map((card) => (card.id === id ? { ...card, [field]: next } : card)));
      if (saved.current[key] === next) return;
      if (isSensitiveDependentField(field) && !encryption.ready) return;
      saved.current[key] = next;
      let list: Dependent[];
      try {
        list = await encodeDependentField(stored.current?.dependents ?? [], index, field, next, deviceCipher);
      } catch (error) {
        const path = dependentFormPath(index, field);
        console.error(`Encrypting ${path} failed:`, error);
        delete saved.current[key];
        shell.toast(encryptionErrorToast(path));
        return;
      }
      markReadable(key);
      await track(save(dependentsPatch(list)));
    },
    [accept, clearError, markReadable, save, shell, track],
  );

  const addDependent = useCallback(async () => {
    const draft = emptyDependentDraft(newDependentId());
    cardGuard.current.edited(draft.id);
    Object.assign(saved.current, savedValuesOf(draft));
    setDependents((current) => [...current, draft]);
    await track(save(dependentsPatch(withNewDependent(stored.current?.dependents ?? []))));
  }, [save, track]);

  const removeDependent = useCallback(
    async (id: string) => {
      const index = dependentsRef.current.findIndex((card) => card.id === id);
      if (index < 0) return;
      const ofCard = (key: string) => belongsToCard(key, id);
      for (const key of Object.keys(saved.current)) if (ofCard(key)) delete saved.current[key];
      cardGuard.current.forget(id);
      setErrorsState((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !ofCard(key))));
      setUnreadable((current) => without(current, ofCard));
      setDependents((current) => current.filter((card) => card.id !== id));
      await track(save(dependentsPatch(withoutDependent(stored.current?.dependents ?? [], index))));
    },
    [save, track],
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
