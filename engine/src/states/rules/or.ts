// OR: Oregon Form OR-40 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { OR_2024 } from '../../../data/stateRules2024/or';
import { money, pct, usd } from '../format';
import { dependentsUnder } from '../context';
import type { StateRule } from '../rule';
import { adj, credit, lazy, eitcShare } from './shared';
import { claimable, dependentStandardDeduction } from './dependentFiler';

const D = OR_2024;
const OR_FORM = D.form;
export const OR: StateRule = {
  form: OR_FORM,
  allowsItemized: true,
  // Federal tax subtraction up to a cap, stepped down by AGI from a start to zero.
  adjustments: (ctx) => {
    const f = ctx.facts;
    const joint = ctx.status === 'married-joint';
    const t = D.federalTaxSubtraction;
    const start = joint ? t.start['married-joint'] : t.start.other;
    const step = joint ? t.step['married-joint'] : t.step.other;
    const cap = ctx.status === 'married-separate' ? t.cap['married-separate'] : t.cap.other;
    const steps = f.federalAgi < start ? 0 : Math.floor((f.federalAgi - start) / step) + 1;
    const limit = Math.max(0, cap * (1 - t.cutRate * steps));
    return [adj('Federal income tax subtraction', Math.min(limit, f.federalIncomeTax), `${OR_FORM} line 10 (federal tax liability worksheet)`)];
  },
  standardDeduction: (ctx, _agi, table) => {
    const per = ctx.status === 'married-joint' || ctx.status === 'married-separate' ? D.age65OrBlindDeduction.married : D.age65OrBlindDeduction.other;
    const n = ctx.age65Count + ctx.blindCount;
    const dependent = claimable(ctx) ? dependentStandardDeduction(ctx, { ...D.dependentStandardDeduction, full: table }) : null;
    const base = dependent ? dependent.amount : table;
    return {
      amount: base + per * n,
      formula: lazy(() => `${dependent ? dependent.formula() : money(table)} + ${n} x ${money(per)} (65 or over / blind)`),
      source: `${OR_FORM} line 16${dependent ? ' (OAR 150-316-0555(3), dependent)' : ''}`,
    };
  },
  replacesExemptionCredits: true,
  credits: (ctx) => {
    const e = D.exemptionCredit;
    const limit = ctx.status === 'married-joint' || ctx.status === 'head-of-household' ? e.agiLimit.jointOrHead : e.agiLimit.other;
    const n = ctx.persons + ctx.dependents;
    const out = ctx.facts.federalAgi > limit ? [] : [credit(`Exemption credit (${n} x ${usd(e.perPerson)})`, e.perPerson * n, false, `${OR_FORM} line 24`)];
    const rate = dependentsUnder(ctx, D.eic.youngChildUnder) > 0 ? D.eic.youngChild : D.eic.other;
    out.push(...eitcShare(rate, true, `${OR_FORM} line 41 (Oregon EIC ${pct(rate)} of the federal EIC)`)(ctx));
    return out;
  },
};
