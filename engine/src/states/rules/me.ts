// ME: Maine Form 1040ME (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { ME_2024 } from '../../../data/stateRules2024/me';
import { money, pct, usd } from '../format';
import type { StateRule } from '../rule';
import { pos, lazy, eitcShare, eicChildren } from './shared';
import { claimablePersons } from './dependentFiler';

const D = ME_2024;
const ME_FORM = D.form;
export const ME: StateRule = {
  form: ME_FORM,
  allowsItemized: true,
  // Standard deduction = federal, phased out over a range of AGI above the threshold.
  standardDeduction: (ctx, agi) => {
    const table = ctx.facts.standardDeduction;
    const { start, range } = D.standardDeductionPhaseOut[ctx.status];
    const fraction = Math.min(1, pos(agi - start) / range);
    const amount = table * (1 - fraction);
    return { amount, formula: lazy(() => `federal standard deduction ${money(table)}${fraction > 0 ? ` x (1 - ${fraction.toFixed(4)} phase-out)` : ''}`), source: `${ME_FORM} line 17, standard deduction worksheet` };
  },
  exemptions: (ctx, agi) => {
    const e = D.exemption;
    const { start, range } = ctx.status === 'married-joint' ? e.phaseOut['married-joint'] : e.phaseOut.other;
    const fraction = Math.min(1, pos(agi - start) / range);
    // 36 M.R.S. §5126-A(1): none for a person who may be claimed as a dependent on another return.
    const n = ctx.persons - claimablePersons(ctx);
    const amount = e.perPerson * n * (1 - fraction);
    return { amount, formula: lazy(() => `${usd(e.perPerson)} x ${n}${n < ctx.persons ? ' (none for whom someone else can claim)' : ''}${fraction > 0 ? ` x (1 - ${fraction.toFixed(4)} phase-out)` : ''}`), source: `${ME_FORM} line 18` };
  },
  // Maine EIC: 25% of the federal EIC (50% with no qualifying child), refundable for residents (36 M.R.S. §5219-S;
  // Maine Revenue Services "Maine Earned Income Credit": tax years beginning on or after 1 January 2022).
  credits: (ctx) => {
    const rate = eicChildren(ctx) > 0 ? D.eicRate.withChild : D.eicRate.childless;
    return eitcShare(rate, true, `${ME_FORM} Schedule A (Maine EIC, ${pct(rate)} of the federal EIC; 36 M.R.S. §5219-S)`)(ctx);
  },
  notes: ['The pension income deduction and the property-tax fairness and sales-tax fairness credits are not computed.'],
};
