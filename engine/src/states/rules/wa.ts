// WA: WA. Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { money } from '../format';
import type { StateRule } from '../rule';
import { lazy, ltcg } from './shared';

export const WA: StateRule = {
  form: 'Washington capital gains excise tax return (2024)',
  grossIncome: (ctx) => {
    const gain = ltcg(ctx);
    return { gross: gain, agi: gain, formula: lazy(() => `long-term capital gains ${money(gain)}`), source: 'RCW 82.87.040 (Washington capital gains)' };
  },
  standardDeduction: (_ctx, agi) => ({ amount: Math.min(agi, 270000), formula: lazy(() => 'Standard deduction $270,000 (2024, one per household)'), source: 'RCW 82.87.060; WA DOR capital gains tax page (2024: $270,000)' }),
  tax: (_ctx, taxable) => ({ tax: 0.07 * taxable, formula: lazy(() => `7% x ${money(taxable)}`), source: 'RCW 82.87.040: 7% on Washington long-term capital gains', marginalRate: 0.07 }),
  notes: ['Washington taxes no wages; only long-term capital gains over $270,000 (7%). Real estate and retirement-account gains are exempt but are not separated here.'],
};
