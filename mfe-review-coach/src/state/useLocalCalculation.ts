// /federal and /state compute with the bundled engine from the form on screen (ARCHITECTURE decision 10): the
// same engine calc runs, so the figures are calc's, and they follow the form without a round trip.
import { useEffect, useMemo, useState } from 'react';
import type { FullCalculation } from '@taxapp/contracts/api/calculation';
import type { Form1040Data } from '@taxapp/contracts/form';
import { asCalculationJson, loadEngine } from './localEngine';

type Engine = Awaited<ReturnType<typeof loadEngine>>;

export type LocalCalculation = { status: 'loading' } | { status: 'ready'; calculation: FullCalculation } | { status: 'error'; message: string };

export const ENGINE_FAILED = 'Your return could not be calculated. Please check your entries and try again.';

export function useLocalCalculation(form: Form1040Data | null): LocalCalculation {
  const [engine, setEngine] = useState<Engine | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadEngine().then(
      (loaded) => live && setEngine(loaded),
      (error: unknown) => {
        console.warn('The tax engine could not be loaded', error);
        if (live) setLoadFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return useMemo((): LocalCalculation => {
    if (loadFailed) return { status: 'error', message: ENGINE_FAILED };
    if (!engine || !form) return { status: 'loading' };
    try {
      return { status: 'ready', calculation: asCalculationJson(engine.computeReturn(form)) };
    } catch (error) {
      console.warn('The tax engine could not compute this return', error);
      return { status: 'error', message: ENGINE_FAILED };
    }
  }, [engine, form, loadFailed]);
}
