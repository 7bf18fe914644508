// AZ: Arizona Form 140 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { AZ_2024 } from '../../../data/stateRules2024/az';
import { money, usd } from '../format';
import type { StateRule } from '../rule';
import { adj, credit, pos, lazy } from './shared';

const D = AZ_2024;
const AZ_FORM = D.form;
export const AZ: StateRule = {
  form: AZ_FORM,
  // Form 140 line 43 with Form 140 Schedule A: the federal Schedule A (its $10,000 SALT cap and the state income taxes
  // kept: Schedule A line 7 takes out only taxes used for an Arizona credit), plus the medical and dental expenses the
  // 7.5% of AGI floor kept off it (lines 1-4: Arizona has no floor); allowed whether or not the federal return itemizes.
  itemizedDeduction: (ctx) => {
    const f = ctx.facts;
    const medicalAddBack = pos(f.itemized.medicalExpenses - f.itemized.medical);
    const amount = f.itemizedDeductions + medicalAddBack;
    return {
      amount,
      formula: lazy(() => `federal Schedule A ${money(f.itemizedDeductions)} + medical expenses under the federal floor ${money(medicalAddBack)} = ${money(amount)}`),
      source: `${AZ_FORM} line 43; Form 140 Schedule A`,
    };
  },
  // Line 44: the standard deduction increased by 33% of the gifts to charity (page 3 worksheet; Schedule A line 14
  // stands for lines 1C-3C, no Arizona credit claimed for them).
  standardDeduction: (ctx, _agi, table) => {
    const gifts = ctx.facts.itemized.charitable;
    const increase = D.charitableStandardDeductionRate * gifts;
    return {
      amount: table + increase,
      formula: lazy(() => increase > 0 ? `Standard deduction ${money(table)} + ${D.charitableStandardDeductionRate * 100}% of gifts to charity ${money(gifts)} = ${money(table + increase)}` : `Standard deduction (${ctx.status}): ${money(table)}`),
      source: `${AZ_FORM} lines 43-44`,
    };
  },
  // Lines 20-24: 25% of the net long-term gain from assets acquired after 2011, none when the net capital gain (line
  // 20, Form 1040 line 7) or the net long-term gain (line 22, Schedule D line 15) is zero or a loss, and never more
  // than either.
  adjustments: (ctx) => {
    const f = ctx.facts;
    const line20 = f.capitalGainOrLoss;
    const line22 = f.netLongTermCapitalGain;
    const line23 = line20 > 0 && line22 > 0 ? Math.min(pos(f.longTermGainAcquiredAfter2011), line22, line20) : 0;
    return [adj('Net long-term capital gain from assets acquired after 2011 (25%)', D.longTermGainSubtractionRate * line23, `${AZ_FORM} lines 23-24`)];
  },
  exemptions: (ctx) => {
    const amount = D.age65Exemption * ctx.age65Count + D.blindExemption * ctx.blindCount;
    return { amount, formula: lazy(() => `age 65 or over ${ctx.age65Count} x ${usd(D.age65Exemption)} + blind ${ctx.blindCount} x ${usd(D.blindExemption)}`), source: `${AZ_FORM} lines 38-39` };
  },
  replacesExemptionCredits: true,
  // Dependent tax credit per dependent under 17 and other, less a share per step of AGI over the threshold.
  credits: (ctx) => {
    const c = D.dependentCredit;
    const base = c.under17 * ctx.childrenUnder17 + c.other * ctx.otherDependents;
    const threshold = ctx.status === 'married-joint' ? c.threshold['married-joint'] : c.threshold.other;
    const cut = Math.min(1, c.cutRate * Math.ceil(pos(ctx.facts.federalAgi - threshold) / c.cutStep));
    return [credit('Dependent tax credit', base * (1 - cut), false, `${AZ_FORM} line 49 (A.R.S. 43-1073.01)`)];
  },
};
