// Spec 3 §4: a dirty page saves after a 1000 ms pause, and never while another save is in flight (the
// change waits for that save to end, then saves after its own pause, so nothing typed is lost).
import { useCallback, useEffect, useMemo, useRef } from 'react';

/** Spec 3 §9: deduction and credit autosave debounce. */
export const AUTOSAVE_DEBOUNCE_MS = 1000;

export interface Autosave {
  /** Marks the page dirty and restarts the pause. */
  markDirty: () => void;
  /** Saves now if dirty (waiting for a save in flight first); resolves with whether the data is saved. */
  flush: () => Promise<boolean>;
  /** Whether a change is waiting or a save is running (then another tab's change must not replace the drafts). */
  isBusy: () => boolean;
}

export function useAutosave(save: () => Promise<boolean>, delayMs = AUTOSAVE_DEBOUNCE_MS): Autosave {
  const latestSave = useRef(save);
  latestSave.current = save;
  const dirty = useRef(false);
  const inFlight = useRef<Promise<boolean> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clearTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  const run = useCallback(async (): Promise<boolean> => {
    clearTimer();
    if (inFlight.current) {
      // Skipped: one save at a time. What is still dirty is saved once that one ends.
      await inFlight.current;
      if (!dirty.current) return true;
    }
    if (!dirty.current) return true;
    dirty.current = false;
    const attempt = latestSave.current();
    inFlight.current = attempt;
    let ok = false;
    try {
      ok = await attempt;
    } finally {
      inFlight.current = null;
    }
    return ok && !dirty.current ? true : ok;
  }, []);

  const schedule = useCallback(() => {
    clearTimer();
    timer.current = setTimeout(() => {
      timer.current = null;
      if (inFlight.current) {
        void inFlight.current.then(() => dirty.current && schedule());
        return;
      }
      void run();
    }, delayMs);
  }, [delayMs, run]);

  // Leaving the page with a change not yet saved saves it at once instead of dropping it.
  useEffect(
    () => () => {
      clearTimer();
      if (dirty.current) void run();
    },
    [run],
  );

  const markDirty = useCallback(() => {
    dirty.current = true;
    schedule();
  }, [schedule]);
  const isBusy = useCallback(() => dirty.current || inFlight.current !== null, []);
  // One object for the page's life, so effects that use it do not run again on every render.
  return useMemo(() => ({ markDirty, flush: run, isBusy }), [markDirty, run, isBusy]);
}
