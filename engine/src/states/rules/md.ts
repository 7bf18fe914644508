// MD: Maryland Form 502 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { money } from '../format';
import type { StateRule } from '../rule';
import { credit, pos, lazy, eicChildren } from './shared';

const MD_FORM = 'Maryland Form 502 (2024)';
export const MD: StateRule = {
  form: MD_FORM,
  allowsItemized: true,
  // Standard deduction: 15% of Maryland AGI, at least $1,800 / at most $2,700 (single, MFS); $3,650 / $5,450 (MFJ, HoH, QSS).
  standardDeduction: (ctx, agi) => {
    const [min, max] = ctx.status === 'married-joint' || ctx.status === 'head-of-household' ? [3650, 5450] : [1800, 2700];
    const amount = Math.min(max, Math.max(min, 0.15 * agi));
    return { amount, formula: lazy(() => `15% x ${money(agi)}, between ${money(min)} and ${money(max)}`), source: `${MD_FORM} instructions 2024, standard deduction worksheet` };
  },
  // Exemptions $3,200 each, reduced by AGI (Form 502 instructions, exemption chart); +$1,000 per 65+/blind.
  exemptions: (ctx, agi) => {
    const wide = ctx.status === 'married-joint' || ctx.status === 'head-of-household';
    const [a, b, c] = wide ? [150000, 175000, 200000] : [100000, 125000, 150000];
    const per = agi <= a ? 3200 : agi <= b ? 1600 : agi <= c ? 800 : 0;
    const n = ctx.persons + ctx.dependents;
    const amount = per * n + 1000 * (ctx.age65Count + ctx.blindCount);
    return { amount, formula: lazy(() => `${n} x ${money(per)} (by AGI) + ${ctx.age65Count + ctx.blindCount} x $1,000 (65+/blind)`), source: `${MD_FORM} line 19 and exemption chart` };
  },
  // Maryland EIC (Form 502 lines 22 and 42, Tax-General §10-704): nonrefundable, the smaller of the state tax and 50% of
  // the federal EIC (single, HoH or surviving spouse without a qualifying child: 100% of the federal EIC, at most $530);
  // with a qualifying child the refundable part is 45% of the federal EIC less the state tax (when positive).
  credits: (ctx, _agi, _taxable, tax) => {
    const eic = ctx.facts.federalEarnedIncomeCredit;
    if (eic <= 0) return [];
    const kids = eicChildren(ctx);
    const childless = kids === 0 && ctx.status !== 'married-joint' && ctx.status !== 'married-separate';
    const nonref = Math.min(pos(tax), childless ? Math.min(eic, 530) : 0.5 * eic);
    const out = [credit(`Earned income credit (${childless ? '100% of the federal EIC, at most $530' : '50% of the federal EIC'}, up to the state tax)`, nonref, false, `${MD_FORM} line 22 (Tax-General §10-704)`)];
    if (kids > 0 && 0.45 * eic > tax)
      out.push(credit('Refundable earned income credit (45% of the federal EIC less the state tax)', 0.45 * eic - pos(tax), true, `${MD_FORM} line 42 (Tax-General §10-704(c))`));
    return out;
  },
  notes: ['The pension exclusion, the poverty-level credit, the local (county) EIC and the refundable EIC for filers without a qualifying child are not computed.'],
};
