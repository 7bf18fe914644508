// OR: Oregon Form OR-40 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { dependentsUnder } from '../context';
import { money } from '../format';
import type { StateRule } from '../rule';
import { adj, credit, lazy, eitcShare } from './shared';

const OR_FORM = 'Oregon Form OR-40 (2024)';
export const OR: StateRule = {
  form: OR_FORM,
  allowsItemized: true,
  // Federal tax subtraction: up to $8,250 ($4,125 MFS), stepped down over $125,000 AGI ($250,000 MFJ) to zero at $145,000 / $290,000.
  adjustments: (ctx) => {
    const f = ctx.facts;
    const joint = ctx.status === 'married-joint';
    const start = joint ? 250000 : 125000;
    const step = joint ? 10000 : 5000;
    const cap = ctx.status === 'married-separate' ? 4125 : 8250;
    const steps = f.federalAgi < start ? 0 : Math.floor((f.federalAgi - start) / step) + 1;
    const limit = Math.max(0, cap * (1 - 0.2 * steps));
    return [adj('Federal income tax subtraction', Math.min(limit, f.federalIncomeTax), `${OR_FORM} line 10 (federal tax liability worksheet)`)];
  },
  standardDeduction: (ctx, _agi, table) => {
    const per = ctx.status === 'married-joint' || ctx.status === 'married-separate' ? 1000 : 1200;
    const n = ctx.age65Count + ctx.blindCount;
    return { amount: table + per * n, formula: lazy(() => `${money(table)} + ${n} x ${money(per)} (65 or over / blind)`), source: `${OR_FORM} line 16` };
  },
  replacesExemptionCredits: true,
  credits: (ctx) => {
    const limit = ctx.status === 'married-joint' || ctx.status === 'head-of-household' ? 200000 : 100000;
    const n = ctx.persons + ctx.dependents;
    const out = ctx.facts.federalAgi > limit ? [] : [credit(`Exemption credit (${n} x $249)`, 249 * n, false, `${OR_FORM} line 24`)];
    const youngChild = dependentsUnder(ctx, 3) > 0;
    out.push(...eitcShare(youngChild ? 0.12 : 0.09, true, `${OR_FORM} line 41 (Oregon EIC ${youngChild ? 12 : 9}% of the federal EIC)`)(ctx));
    return out;
  },
};
