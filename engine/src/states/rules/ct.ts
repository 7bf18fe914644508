// CT: Connecticut CT-1040 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { CT_2024 } from '../../../data/stateRules2024/ct';
import { money, pct, usd } from '../format';
import { marginalRate, scheduleTax, type StateStatus } from '../params';
import type { StateRule } from '../rule';
import type { StateCredit } from '../types';
import { CT_TAX_CALCULATION_2024, CT_TAX_CALCULATION_SOURCE, type CtStepTier } from '../../../data/ctTaxCalculation2024';
import { adj, credit, pos, lazy } from './shared';

const D = CT_2024;
const CT_FORM = D.form;
/** Table C / D step: a fixed amount per step of CT AGI, or fraction of a step, over the threshold, at most the maximum. */
function ctStep(t: CtStepTier, agi: number): number {
  if (agi <= t.over) return 0;
  return Math.min(t.max, t.amount * Math.ceil((agi - t.over) / t.step));
}
/** Table E: the decimal for CT AGI "more than" the row's bound and "not more than" the next one. */
export function ctPersonalCreditDecimal(status: StateStatus, agi: number): number {
  const { over, decimals } = CT_TAX_CALCULATION_2024[status].personalCredit;
  let i = over.length - 1;
  while (i >= 0 && agi <= over[i]) i--;
  return i < 0 ? 0 : decimals[i];
}
/** Tables C and D for a CT AGI: the 2% rate phase-out add-back (line 5) and the tax recapture (line 6). */
export function ctAddBackAndRecapture(status: StateStatus, agi: number): { addBack: number; recapture: number } {
  const t = CT_TAX_CALCULATION_2024[status];
  let recapture = 0;
  for (const tier of t.recapture) recapture += ctStep(tier, agi);
  return { addBack: ctStep(t.phaseOutAddBack, agi), recapture };
}
export const CT: StateRule = {
  form: CT_FORM,
  taxesSocialSecurity: true,
  // Schedule 1 line 41 worksheet: benefits fully exempt under the AGI limit; else at most a share of them taxable.
  socialSecurityRelief: (ctx) => {
    const f = ctx.facts;
    if (f.taxableSocialSecurity <= 0) return null;
    const s = D.socialSecurity;
    const limit = ctx.status === 'married-joint' || ctx.status === 'head-of-household' ? s.agiLimit.jointOrHead : s.agiLimit.other;
    const amount = f.federalAgi < limit ? f.taxableSocialSecurity : pos(f.taxableSocialSecurity - s.taxableShare * f.socialSecurityBenefits);
    return adj('Social security benefit adjustment', amount, `${CT_FORM} Schedule 1 line 41 worksheet`);
  },
  // Schedule 1 pension and annuity subtraction (2024 worksheet, p. 28): by federal AGI.
  adjustments: (ctx) => {
    const f = ctx.facts;
    const p = D.pensionSubtraction;
    const amount = f.taxablePensions + p.iraShare * f.taxableIraDistributions;
    if (amount <= 0) return [];
    const rows = ctx.status === 'married-joint' ? p.phaseOut.jointOrWidow : p.phaseOut.other;
    let decimal = 1;
    for (const r of rows) if (f.federalAgi >= r.fromAgi) decimal = r.decimal;
    const subtraction = Math.floor(amount * decimal + 0.5);
    return subtraction > 0
      ? [adj(`Pension and annuity subtraction (pensions ${money(f.taxablePensions)} + ${pct(p.iraShare)} of IRA ${money(f.taxableIraDistributions)}${decimal < 1 ? `, x ${decimal} for federal AGI ${money(f.federalAgi)}` : ''})`, subtraction, `${CT_FORM} Schedule 1, Pension and Annuity Worksheet (Conn. Gen. Stat. §12-701(a)(20)(B)(xxi), (xxviii))`)]
      : [];
  },
  // Tax Calculation Schedule line 2, Table A: reduced per step (or part) of CT AGI over the threshold.
  exemptions: (ctx, agi) => {
    const { max, over } = CT_TAX_CALCULATION_2024[ctx.status].exemption;
    const p = D.exemptionPhaseOut;
    const cut = p.cut * Math.ceil(pos(agi - over) / p.step);
    const amount = pos(max - cut);
    return { amount, formula: lazy(() => `${money(max)} less ${usd(p.cut)} per ${usd(p.step)} (or part) of CT AGI over ${money(over)} = ${money(amount)}`), source: `${CT_FORM} Tax Calculation Schedule line 2, Table A (Conn. Gen. Stat. §12-702(a))` };
  },
  // Lines 4-7: initial tax (Table B) + 2% rate phase-out add-back (Table C) + tax recapture (Table D), both by CT AGI.
  tax: (ctx, taxable, agi, schedule) => {
    const initial = scheduleTax(schedule, taxable);
    const { addBack, recapture } = ctAddBackAndRecapture(ctx.status, agi);
    return {
      tax: initial + addBack + recapture,
      formula: lazy(() => `line 4 initial tax (Table B) on ${money(taxable)} = ${money(initial)} + line 5 2% tax rate phase-out add-back (Table C, CT AGI ${money(agi)}) ${money(addBack)} + line 6 tax recapture (Table D) ${money(recapture)} = line 7 ${money(initial + addBack + recapture)}`),
      source: `${CT_FORM} Tax Calculation Schedule lines 4-7, Tables B-D. ${CT_TAX_CALCULATION_SOURCE}`,
      marginalRate: marginalRate(schedule, taxable),
    };
  },
  credits: (ctx, agi, _taxable, tax) => {
    const out: StateCredit[] = [];
    // Lines 8-10: personal tax credit = line 7 x the Table E decimal.
    const decimal = ctPersonalCreditDecimal(ctx.status, agi);
    if (decimal > 0 && tax > 0)
      out.push(credit(`Personal tax credit (Table E: ${decimal.toFixed(2)} x line 7 ${money(tax)})`, decimal * tax, false, `${CT_FORM} Tax Calculation Schedule lines 8-9, Table E (Conn. Gen. Stat. §12-703(a))`));
    // Line 11, Schedule 3 lines 63-68: property tax on the main home (Schedule A line 5b) and vehicles (line 5c), at most
    // $300 (whole dollars), less 15% per step of CT AGI over the threshold (line 67 rounded).
    const paid = ctx.facts.itemized.realEstateTax + ctx.facts.itemized.personalPropertyTax;
    if (paid > 0) {
      const c = D.propertyTaxCredit;
      const line65 = Math.min(c.max, Math.floor(paid + 0.5));
      const step = ctx.status === 'married-separate' ? c.step['married-separate'] : c.step.other;
      const steps = Math.ceil(pos(agi - c.over[ctx.status]) / step);
      const decimal = Math.min(1, Math.round(c.cutPerStep * steps * 100) / 100);
      const amount = line65 - Math.floor(line65 * decimal + 0.5);
      out.push(credit(`Property tax credit (${money(line65)} less ${decimal.toFixed(2)} for CT AGI ${money(agi)})`, amount, false, `${CT_FORM} line 11, Schedule 3 lines 63-68 (Conn. Gen. Stat. §12-704c)`));
    }
    if (ctx.facts.federalEarnedIncomeCredit > 0)
      out.push(credit(`Earned income credit (${pct(D.eitcRate)} of the federal EIC)`, D.eitcRate * ctx.facts.federalEarnedIncomeCredit, true, `${CT_FORM} Schedule CT-EITC (${pct(D.eitcRate)} of the federal EIC)`));
    return out;
  },
  notes: ['Tax by the Tax Calculation Schedule (Tables A-E) to the cent; the optional CT tax tables (CT AGI up to $102,000, "you may use the Tax Tables") are not applied. The pension subtraction does not take out military retirement, railroad retirement or teachers\' pensions first (not known here).'],
};
