// ND: North Dakota ND-1 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { ND_2024 } from '../../../data/stateRules2024/nd';
import { pct } from '../format';
import type { StateRule } from '../rule';
import { adj, ltcg } from './shared';

const D = ND_2024;
const ND_FORM = D.form;
export const ND: StateRule = {
  form: ND_FORM,
  adjustments: (ctx) => [adj(`${pct(D.longTermGainExclusion)} of net long-term capital gain excluded`, D.longTermGainExclusion * ltcg(ctx), `${ND_FORM} Schedule ND-1SA line 5`)],
};
