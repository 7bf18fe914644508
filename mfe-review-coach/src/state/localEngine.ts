// The bundled engine (ARCHITECTURE decision 10): loaded on first use, so the remote's first paint does not wait
// for it. Its result is read as JSON, the shape calc answers (contracts/src/api/calculation.ts), so the cards
// and the result pages show the same fields whichever side computed them.
import type { FullCalculation } from '@taxapp/contracts/api/calculation';
import type { Form1040Data } from '@taxapp/contracts/form';

type Engine = typeof import('@taxapp/engine');
let engineLoading: Promise<Engine> | null = null;

export function loadEngine(): Promise<Engine> {
  engineLoading ??= import('@taxapp/engine');
  return engineLoading;
}

/** The engine's explained lines serialise to plain objects (engine/src/explain.ts toJSON). */
export function asCalculationJson(result: unknown): FullCalculation {
  return JSON.parse(JSON.stringify(result)) as FullCalculation;
}

export async function computeLocally(form: Form1040Data): Promise<FullCalculation> {
  const engine = await loadEngine();
  return asCalculationJson(engine.computeReturn(form));
}
