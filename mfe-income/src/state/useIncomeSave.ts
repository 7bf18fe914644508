// Saving from the income screens: every change goes through the shell's saveForm (version, 409 retries
// with backoff and merging, realtime to other tabs); the screens only say what to save and which toast to show.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Form1040Input } from '@taxapp/contracts/form';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { isAcceptedAmount, toAmount } from './amounts';

export interface SaveMessages {
  success?: string;
  failure: string;
}

/** Saves a change and shows the spec's toast; resolves true when saved. */
export function useIncomeSave(shell: RemoteAppProps) {
  const { saveForm, toast } = shell;
  return useCallback(
    async (change: Partial<Form1040Input>, messages: SaveMessages): Promise<boolean> => {
      try {
        await saveForm(change);
        if (messages.success) toast({ title: messages.success, variant: 'success', duration: 3000 });
        return true;
      } catch (error) {
        toast({ title: messages.failure, description: error instanceof Error ? error.message : undefined, variant: 'destructive', duration: 5000 });
        return false;
      }
    },
    [saveForm, toast],
  );
}

/** Spec 2 §9: 600 ms before saving other-income amounts; 500 ms on retirement amounts. */
export const OTHER_INCOME_DEBOUNCE_MS = 600;
export const RETIREMENT_DEBOUNCE_MS = 500;
/** Spec 2 §4: the typing flag clears 200 ms after blur on the tax-docs steps. */
export const TYPING_CLEAR_AFTER_BLUR_MS = 200;

export function acceptStrictAmount(typed: string): string | null {
  return isAcceptedAmount(typed) ? typed : null;
}

/**
 * A money box bound to a top-level form field: the typed text is kept locally, saved after a pause, and
 * shielded from realtime changes while typed in (the shell's typing guard). Another tab's value shows when
 * the box is not being typed in.
 */
export function useDebouncedField(shell: RemoteAppProps, field: string, stored: unknown, save: (amount: number) => Promise<unknown>, debounceMs: number) {
  const shown = (value: unknown) => (toAmount(value) === 0 ? '' : String(toAmount(value)));
  const [text, setText] = useState(() => shown(stored));
  const editing = useRef(false);
  const latestStored = useRef(stored);
  latestStored.current = stored;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latestSave = useRef(save);
  latestSave.current = save;
  const { setTyping } = shell;

  useEffect(() => {
    if (!editing.current) setText(shown(stored));
  }, [stored]);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const flush = useCallback((value: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    void latestSave.current(toAmount(value));
  }, []);

  return {
    text,
    onChange: (value: string) => {
      editing.current = true;
      setTyping(field, true);
      setText(value);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => flush(value), debounceMs);
    },
    onFocus: () => {
      editing.current = true;
      setTyping(field, true);
    },
    onBlur: () => {
      // Leaving the box: what was typed is saved now; untouched, it shows the stored value again (another
      // save may have changed it while the box had focus).
      if (timer.current) flush(text);
      else setText(shown(latestStored.current));
      editing.current = false;
      setTimeout(() => setTyping(field, false), TYPING_CLEAR_AFTER_BLUR_MS);
    },
  };
}
