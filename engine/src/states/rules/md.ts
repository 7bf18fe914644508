// MD: Maryland Form 502 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import type { StateContext } from '../context';
import { MD_2024 } from '../../../data/stateRules2024/md';
import { money, pct, usd } from '../format';
import type { StateRule } from '../rule';
import { credit, pos, lazy, eicChildren } from './shared';
import { claimablePersons } from './dependentFiler';

const D = MD_2024;
const MD_FORM = D.form;
const isWide = (ctx: StateContext) => ctx.status === 'married-joint' || ctx.status === 'head-of-household';
export const MD: StateRule = {
  form: MD_FORM,
  allowsItemized: true,
  // Standard deduction: a share of Maryland AGI between a minimum and a maximum by status.
  standardDeduction: (ctx, agi) => {
    const sd = D.standardDeduction;
    const { min, max } = isWide(ctx) ? sd.wide : sd.narrow;
    const amount = Math.min(max, Math.max(min, sd.rate * agi));
    return { amount, formula: lazy(() => `${pct(sd.rate)} x ${money(agi)}, between ${money(min)} and ${money(max)}`), source: `${MD_FORM} instructions 2024, standard deduction worksheet` };
  },
  // Exemptions per person, reduced by AGI (Form 502 instructions, exemption chart), plus an amount per 65+/blind box.
  exemptions: (ctx, agi) => {
    const e = D.exemption;
    const per = (isWide(ctx) ? e.wide : e.narrow).find((row) => agi <= row.agiUpTo)?.amount ?? 0;
    // Exemption chart, 'Dependent Taxpayer (eligible to be claimed on another taxpayer's return)': each exemption $0.
    const n = ctx.persons - claimablePersons(ctx) + ctx.dependents;
    const amount = per * n + e.age65OrBlind * (ctx.age65Count + ctx.blindCount);
    return { amount, formula: lazy(() => `${n} x ${money(per)} (by AGI) + ${ctx.age65Count + ctx.blindCount} x ${usd(e.age65OrBlind)} (65+/blind)`), source: `${MD_FORM} line 19 and exemption chart` };
  },
  // Maryland EIC (Form 502 lines 22 and 42, Tax-General §10-704): nonrefundable, the smaller of the state tax and 50% of
  // the federal EIC (single, HoH or surviving spouse without a qualifying child: 100% of the federal EIC, at most $530);
  // with a qualifying child the refundable part is 45% of the federal EIC less the state tax (when positive).
  credits: (ctx, _agi, _taxable, tax) => {
    const eic = ctx.facts.federalEarnedIncomeCredit;
    if (eic <= 0) return [];
    const kids = eicChildren(ctx);
    const childless = kids === 0 && ctx.status !== 'married-joint' && ctx.status !== 'married-separate';
    const m = D.eic;
    const nonref = Math.min(pos(tax), childless ? Math.min(eic, m.childlessMax) : m.nonrefundable * eic);
    const out = [credit(`Earned income credit (${childless ? `100% of the federal EIC, at most ${usd(m.childlessMax)}` : `${pct(m.nonrefundable)} of the federal EIC`}, up to the state tax)`, nonref, false, `${MD_FORM} line 22 (Tax-General §10-704)`)];
    if (kids > 0 && m.refundableWithChild * eic > tax)
      out.push(credit(`Refundable earned income credit (${pct(m.refundableWithChild)} of the federal EIC less the state tax)`, m.refundableWithChild * eic - pos(tax), true, `${MD_FORM} line 42 (Tax-General §10-704(c))`));
    return out;
  },
  notes: ['The pension exclusion, the poverty-level credit, the local (county) EIC and the refundable EIC for filers without a qualifying child are not computed.'],
};
