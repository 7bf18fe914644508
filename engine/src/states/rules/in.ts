// IN: Indiana IT-40 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { IN_2024 } from '../../../data/stateRules2024/in';
import { pct, usd } from '../format';
import type { StateRule } from '../rule';
import { lazy, eitcShare } from './shared';

const D = IN_2024;
const IN_FORM = D.form;
export const IN: StateRule = {
  form: IN_FORM,
  exemptions: (ctx) => {
    const f = ctx.facts;
    const e = D.exemption;
    const extra65Low = f.federalAgi < e.lowIncomeAge65.agiUnder ? e.lowIncomeAge65.amount * ctx.age65Count : 0;
    const qualifyingChildren = f.dependents.filter((d) => d.isQualifyingChild).length;
    const amount = e.perPerson * (ctx.persons + ctx.dependents) + e.dependentChild * qualifyingChildren + e.age65OrBlind * (ctx.age65Count + ctx.blindCount) + extra65Low;
    return {
      amount,
      formula: lazy(() => `${usd(e.perPerson)} x ${ctx.persons + ctx.dependents} + ${usd(e.dependentChild)} x ${qualifyingChildren} dependent children + ${usd(e.age65OrBlind)} x ${ctx.age65Count + ctx.blindCount} (65+/blind)${extra65Low ? ` + ${usd(e.lowIncomeAge65.amount)} x 65+ (AGI under ${usd(e.lowIncomeAge65.agiUnder)})` : ''}`),
      source: `${IN_FORM} Schedule 3 lines 1-5`,
    };
  },
  credits: eitcShare(D.eitcRate, true, `${IN_FORM} Schedule IN-EIC (${pct(D.eitcRate)} of the federal EIC)`),
};
