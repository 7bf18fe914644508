// IL: Illinois IL-1040 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { dependentsUnder } from '../context';
import type { StateRule } from '../rule';
import { adj, credit, lazy, eitcShare, retirementIncome } from './shared';

const IL_FORM = 'Illinois IL-1040 (2024)';
export const IL: StateRule = {
  form: IL_FORM,
  adjustments: (ctx) => [adj('Retirement income (IRA, pensions) subtracted', retirementIncome(ctx), `${IL_FORM} line 5`)],
  // Exemption allowance $2,775 each (none when federal AGI is over $250,000 / $500,000 MFJ), +$1,000 per 65+/blind.
  exemptions: (ctx) => {
    const limit = ctx.status === 'married-joint' ? 500000 : 250000;
    const basic = ctx.facts.federalAgi > limit ? 0 : 2775 * (ctx.persons + ctx.dependents);
    const extra = 1000 * (ctx.age65Count + ctx.blindCount);
    return { amount: basic + extra, formula: lazy(() => `${ctx.persons + ctx.dependents} x $2,775${basic ? '' : ' (not allowed above the AGI limit)'} + ${ctx.age65Count + ctx.blindCount} x $1,000`), source: `${IL_FORM} line 10` };
  },
  // IL earned income credit, 20% of the federal EIC; IL child tax credit (new for 2024): 20% of the IL EIC when a
  // qualifying child is under 12 (Schedule IL-E/EIC Step 4; 35 ILCS 5/212.1).
  credits: (ctx) => {
    const out = eitcShare(0.2, true, `${IL_FORM} Schedule IL-E/EIC (20% of the federal EIC)`)(ctx);
    if (out.length && dependentsUnder(ctx, 12) > 0) out.push(credit('Child tax credit (20% of the IL EIC, child under 12)', 0.2 * out[0].amount, true, `${IL_FORM} Schedule IL-E/EIC Step 4`));
    return out;
  },
};
