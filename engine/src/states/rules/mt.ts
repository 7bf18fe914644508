// MT: Montana Form 2 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { money } from '../format';
import { marginalRate, scheduleTax, type StateStatus } from '../params';
import type { StateRule } from '../rule';
import { adj, pos, lazy, eitcShare, ltcg } from './shared';

const MT_FORM = 'Montana Form 2 (2024)';
const MT_CG = { single: 20500, 'married-separate': 20500, 'head-of-household': 30750, 'married-joint': 41000 } as Record<StateStatus, number>;
export const MT: StateRule = {
  form: MT_FORM,
  taxesSocialSecurity: true,
  adjustments: (ctx) =>
    ctx.age65Count > 0 ? [adj(`Subtraction for taxpayers 65 or over (${ctx.age65Count} x $5,500)`, 5500 * ctx.age65Count, `${MT_FORM} Schedule II (15-30-2110 MCA)`)] : [],
  // Net long-term capital gains taxed at 3% within the first bracket, 4.1% above (Form 2 line 2, 15-30-2103 MCA).
  tax: (ctx, taxable, _agi, schedule) => {
    const gains = Math.min(taxable, ltcg(ctx));
    const ordinary = taxable - gains;
    const ordinaryTax = scheduleTax(schedule, ordinary);
    const bandTop = MT_CG[ctx.status];
    const inLow = Math.min(gains, pos(bandTop - ordinary));
    const tax = ordinaryTax + 0.03 * inLow + 0.041 * (gains - inLow);
    return {
      tax,
      formula: lazy(() => `ordinary ${money(ordinary)} on the schedule${gains > 0 ? ` + long-term gains: 3% x ${money(inLow)} + 4.1% x ${money(gains - inLow)}` : ''}`),
      source: `${MT_FORM} lines 1-2 (2024 rates, 15-30-2103 MCA)`,
      marginalRate: marginalRate(schedule, ordinary),
    };
  },
  // Montana EITC: 10% of the federal EIC from tax year 2024, refundable (15-30-2318 MCA as amended 2023; Montana DOR
  // "Montana Earned Income Tax Credit": "Beginning in Tax Year 2024, the credit increases to 10 percent").
  credits: eitcShare(0.1, true, `${MT_FORM} (Montana EITC, 10% of the federal EIC; 15-30-2318 MCA)`),
  notes: ['Montana starts from federal taxable income and taxes social security as the federal return does (2024 Montana conformity).'],
};
