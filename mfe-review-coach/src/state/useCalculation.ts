// The review cards' figures: Calculate fills both cards (calculate-full), Refresh the state card (calculate-state),
// each from the calc service or, when it cannot be reached, from the bundled engine (spec 3 §4), with the toasts
// of spec 3 §8.
import { useCallback, useState } from 'react';
import type { FederalResult, StateResult } from '@taxapp/contracts/api/calculation';
import type { Form1040Data } from '@taxapp/contracts/form';
import type { ToastInput } from '@taxapp/contracts/shell';
import { CALCULATION_MESSAGES, CalculationError, runFullCalculation, runStateCalculation, serverCalculators, type Calculators, type DataSource } from './calculation';

export interface ReviewCalculation {
  federal: FederalResult | null;
  federalSource: DataSource | null;
  state: StateResult | null;
  stateSource: DataSource | null;
  busy: 'full' | 'state' | null;
  calculate: () => Promise<void>;
  refreshState: () => Promise<void>;
}

export function useCalculation(form: Form1040Data | null, toast: (toast: ToastInput) => void, calculators: Calculators = serverCalculators): ReviewCalculation {
  const [federal, setFederal] = useState<FederalResult | null>(null);
  const [federalSource, setFederalSource] = useState<DataSource | null>(null);
  const [state, setState] = useState<StateResult | null>(null);
  const [stateSource, setStateSource] = useState<DataSource | null>(null);
  const [busy, setBusy] = useState<'full' | 'state' | null>(null);

  const calculate = useCallback(async () => {
    if (!form) {
      toast({ title: CALCULATION_MESSAGES.noReturnTitle, description: CALCULATION_MESSAGES.noReturn, variant: 'destructive', duration: 3000 });
      return;
    }
    setBusy('full');
    try {
      const { result, source } = await runFullCalculation(form, calculators);
      setFederal(result.federal);
      setState(result.state);
      setFederalSource(source);
      setStateSource(source);
      toast({ title: CALCULATION_MESSAGES.fullSuccessTitle, description: CALCULATION_MESSAGES.fullSuccess, variant: 'success', duration: 3000 });
    } catch (error) {
      if (error instanceof CalculationError && error.noTaxReturn) {
        toast({ title: CALCULATION_MESSAGES.noReturnTitle, description: CALCULATION_MESSAGES.noReturn, variant: 'destructive', duration: 3000 });
      } else {
        const message = error instanceof Error && error.message ? error.message : CALCULATION_MESSAGES.fullFailed;
        toast({ title: CALCULATION_MESSAGES.errorTitle, description: message, variant: 'destructive', duration: 5000 });
      }
    } finally {
      setBusy(null);
    }
  }, [form, toast, calculators]);

  const refreshState = useCallback(async () => {
    if (!form) {
      toast({ title: CALCULATION_MESSAGES.noReturnTitle, description: CALCULATION_MESSAGES.noReturn, variant: 'destructive', duration: 3000 });
      return;
    }
    setBusy('state');
    try {
      const { result, source } = await runStateCalculation(form, calculators);
      setState(result);
      setStateSource(source);
      toast({ title: CALCULATION_MESSAGES.stateRefreshed, variant: 'success', duration: 3000 });
    } catch {
      toast({ title: CALCULATION_MESSAGES.errorTitle, description: CALCULATION_MESSAGES.stateRefreshFailed, variant: 'destructive', duration: 5000 });
    } finally {
      setBusy(null);
    }
  }, [form, toast, calculators]);

  return { federal, federalSource, state, stateSource, busy, calculate, refreshState };
}
