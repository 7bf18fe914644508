// IL: Illinois IL-1040 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { IL_2024 } from '../../../data/stateRules2024/il';
import { pct, usd } from '../format';
import { dependentsUnder } from '../context';
import type { StateRule } from '../rule';
import { adj, credit, lazy, eitcShare, retirementIncome } from './shared';
import { claimablePersons } from './dependentFiler';

const D = IL_2024;
const IL_FORM = D.form;
export const IL: StateRule = {
  form: IL_FORM,
  adjustments: (ctx) => [adj('Retirement income (IRA, pensions) subtracted', retirementIncome(ctx), `${IL_FORM} line 5`)],
  // Exemption allowance per person (none when federal AGI is over the limit), plus an amount per 65+/blind box.
  // Line 10a chart: a filer someone can claim (Step 1 line C) keeps their own allowance only while base income
  // (line 9) is at most the allowance for the persons who can be claimed.
  exemptions: (ctx, agi) => {
    const e = D.exemption;
    const limit = ctx.status === 'married-joint' ? e.agiLimit['married-joint'] : e.agiLimit.other;
    const claimed = claimablePersons(ctx);
    const lost = claimed > 0 && agi > e.perPerson * claimed ? claimed : 0;
    const count = ctx.persons - lost + ctx.dependents;
    const basic = ctx.facts.federalAgi > limit ? 0 : e.perPerson * count;
    const extra = e.age65OrBlind * (ctx.age65Count + ctx.blindCount);
    return {
      amount: basic + extra,
      formula: lazy(() =>
        `${count} x ${usd(e.perPerson)}${basic || !count ? '' : ' (not allowed above the AGI limit)'}` +
        (lost ? ` (none for the ${lost === 1 ? 'filer' : 'two filers'} someone can claim: base income over ${usd(e.perPerson * claimed)})` : '') +
        ` + ${ctx.age65Count + ctx.blindCount} x ${usd(e.age65OrBlind)}`),
      source: `${IL_FORM} line 10`,
    };
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
