// MT: Montana Form 2 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { MT_2024 } from '../../../data/stateRules2024/mt';
import { money, pct, usd } from '../format';
import { marginalRate, scheduleTax } from '../params';
import type { StateRule } from '../rule';
import { adj, pos, lazy, eitcShare, ltcg } from './shared';

const D = MT_2024;
const MT_FORM = D.form;
export const MT: StateRule = {
  form: MT_FORM,
  taxesSocialSecurity: true,
  adjustments: (ctx) =>
    ctx.age65Count > 0 ? [adj(`Subtraction for taxpayers 65 or over (${ctx.age65Count} x ${usd(D.age65Subtraction)})`, D.age65Subtraction * ctx.age65Count, `${MT_FORM} Schedule II (15-30-2110 MCA)`)] : [],
  // Net long-term capital gains taxed at the low rate within the first bracket, the high rate above (Form 2 line 2, 15-30-2103 MCA).
  tax: (ctx, taxable, _agi, schedule) => {
    const gains = Math.min(taxable, ltcg(ctx));
    const ordinary = taxable - gains;
    const ordinaryTax = scheduleTax(schedule, ordinary);
    const cg = D.capitalGains;
    const bandTop = cg.band[ctx.status];
    const inLow = Math.min(gains, pos(bandTop - ordinary));
    const tax = ordinaryTax + cg.lowRate * inLow + cg.highRate * (gains - inLow);
    return {
      tax,
      formula: lazy(() => `ordinary ${money(ordinary)} on the schedule${gains > 0 ? ` + long-term gains: ${pct(cg.lowRate)} x ${money(inLow)} + ${pct(cg.highRate)} x ${money(gains - inLow)}` : ''}`),
      source: `${MT_FORM} lines 1-2 (2024 rates, 15-30-2103 MCA)`,
      marginalRate: marginalRate(schedule, ordinary),
    };
  },
  // Montana EITC: 10% of the federal EIC from tax year 2024, refundable (15-30-2318 MCA as amended 2023; Montana DOR
  // "Montana Earned Income Tax Credit": "Beginning in Tax Year 2024, the credit increases to 10 percent").
  credits: eitcShare(D.eitcRate, true, `${MT_FORM} (Montana EITC, ${pct(D.eitcRate)} of the federal EIC; 15-30-2318 MCA)`),
  notes: ['Montana starts from federal taxable income and taxes social security as the federal return does (2024 Montana conformity).'],
};
