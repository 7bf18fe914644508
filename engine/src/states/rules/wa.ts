// WA: WA. Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { WA_2024 } from '../../../data/stateRules2024/wa';
import { money, pct, usd } from '../format';
import type { StateRule } from '../rule';
import { lazy, ltcg } from './shared';

const D = WA_2024;
export const WA: StateRule = {
  form: D.form,
  grossIncome: (ctx) => {
    const gain = ltcg(ctx);
    return { gross: gain, agi: gain, formula: lazy(() => `long-term capital gains ${money(gain)}`), source: 'RCW 82.87.040 (Washington capital gains)' };
  },
  standardDeduction: (_ctx, agi) => ({ amount: Math.min(agi, D.standardDeduction), formula: lazy(() => `Standard deduction ${usd(D.standardDeduction)} (2024, one per household)`), source: `RCW 82.87.060; WA DOR capital gains tax page (2024: ${usd(D.standardDeduction)})` }),
  tax: (_ctx, taxable) => ({ tax: D.rate * taxable, formula: lazy(() => `${pct(D.rate)} x ${money(taxable)}`), source: `RCW 82.87.040: ${pct(D.rate)} on Washington long-term capital gains`, marginalRate: D.rate }),
  notes: ['Washington taxes no wages; only long-term capital gains over $270,000 (7%). Real estate and retirement-account gains are exempt but are not separated here.'],
};
