// IL: Illinois IL-1040 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { IL_2024 } from '../../../data/stateRules2024/il';
import { pct, usd } from '../format';
import { dependentsUnder } from '../context';
import type { StateRule } from '../rule';
import { adj, credit, lazy, eitcShare, retirementIncome } from './shared';

const D = IL_2024;
const IL_FORM = D.form;
export const IL: StateRule = {
  form: IL_FORM,
  adjustments: (ctx) => [adj('Retirement income (IRA, pensions) subtracted', retirementIncome(ctx), `${IL_FORM} line 5`)],
  // Exemption allowance per person (none when federal AGI is over the limit), plus an amount per 65+/blind box.
  exemptions: (ctx) => {
    const e = D.exemption;
    const limit = ctx.status === 'married-joint' ? e.agiLimit['married-joint'] : e.agiLimit.other;
    const basic = ctx.facts.federalAgi > limit ? 0 : e.perPerson * (ctx.persons + ctx.dependents);
    const extra = e.age65OrBlind * (ctx.age65Count + ctx.blindCount);
    return { amount: basic + extra, formula: lazy(() => `${ctx.persons + ctx.dependents} x ${usd(e.perPerson)}${basic ? '' : ' (not allowed above the AGI limit)'} + ${ctx.age65Count + ctx.blindCount} x ${usd(e.age65OrBlind)}`), source: `${IL_FORM} line 10` };
  },
  // IL earned income credit, 20% of the federal EIC; IL child tax credit (new for 2024): 20% of the IL EIC when a
  // qualifying child is under 12 (Schedule IL-E/EIC Step 4; 35 ILCS 5/212.1).
  credits: (ctx) => {
    const out = eitcShare(D.eitcRate, true, `${IL_FORM} Schedule IL-E/EIC (${pct(D.eitcRate)} of the federal EIC)`)(ctx);
    const c = D.childTaxCredit;
    if (out.length && dependentsUnder(ctx, c.childUnder) > 0) out.push(credit(`Child tax credit (${pct(c.rate)} of the IL EIC, child under ${c.childUnder})`, c.rate * out[0].amount, true, `${IL_FORM} Schedule IL-E/EIC Step 4`));
    return out;
  },
};
