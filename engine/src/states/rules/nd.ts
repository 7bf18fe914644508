// ND: North Dakota ND-1 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import type { StateRule } from '../rule';
import { adj, ltcg } from './shared';

const ND_FORM = 'North Dakota ND-1 (2024)';
export const ND: StateRule = {
  form: ND_FORM,
  adjustments: (ctx) => [adj('40% of net long-term capital gain excluded', 0.4 * ltcg(ctx), `${ND_FORM} Schedule ND-1SA line 5`)],
};
