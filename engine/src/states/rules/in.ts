// IN: Indiana IT-40 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import type { StateRule } from '../rule';
import { lazy, eitcShare } from './shared';

const IN_FORM = 'Indiana IT-40 (2024)';
export const IN: StateRule = {
  form: IN_FORM,
  exemptions: (ctx) => {
    const f = ctx.facts;
    const extra65Low = f.federalAgi < 40000 ? 500 * ctx.age65Count : 0;
    const qualifyingChildren = f.dependents.filter((d) => d.isQualifyingChild).length;
    const amount = 1000 * (ctx.persons + ctx.dependents) + 1500 * qualifyingChildren + 1000 * (ctx.age65Count + ctx.blindCount) + extra65Low;
    return {
      amount,
      formula: lazy(() => `$1,000 x ${ctx.persons + ctx.dependents} + $1,500 x ${qualifyingChildren} dependent children + $1,000 x ${ctx.age65Count + ctx.blindCount} (65+/blind)${extra65Low ? ' + $500 x 65+ (AGI under $40,000)' : ''}`),
      source: `${IN_FORM} Schedule 3 lines 1-5`,
    };
  },
  credits: eitcShare(0.1, true, `${IN_FORM} Schedule IN-EIC (10% of the federal EIC)`),
};
