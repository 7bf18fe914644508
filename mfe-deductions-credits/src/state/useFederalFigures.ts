// The engine in the browser (ARCHITECTURE decision 10): loaded lazily, the first time a details page
// shows, so the remote's first paint does not wait for it; then every keystroke's draft is computed.
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { Form1040Data } from '@taxapp/contracts/form';
import type { FederalFigures } from './entryFigures';

type Engine = typeof import('@taxapp/engine');
let engineLoading: Promise<Engine> | null = null;

export function loadEngine(): Promise<Engine> {
  engineLoading ??= import('@taxapp/engine');
  return engineLoading;
}

/** The federal figures of the form as drafted (null until the engine has loaded, or when it cannot compute). */
export function useFederalFigures(draftForm: Form1040Data | null): FederalFigures | null {
  const [engine, setEngine] = useState<Engine | null>(null);
  useEffect(() => {
    let live = true;
    loadEngine().then(
      (loaded) => live && setEngine(loaded),
      (error: unknown) => console.warn('The tax engine could not be loaded', error),
    );
    return () => {
      live = false;
    };
  }, []);
  // Typing stays responsive: React computes the newest draft when it has time.
  const form = useDeferredValue(draftForm);
  return useMemo(() => {
    if (!engine || !form) return null;
    try {
      return engine.computeFederal(form) as FederalFigures;
    } catch (error) {
      console.warn('The tax engine could not compute this draft', error);
      return null;
    }
  }, [engine, form]);
}
