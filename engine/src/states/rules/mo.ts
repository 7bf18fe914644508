// MO: Missouri Form MO-1040 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { money, pct } from '../format';
import { makeSchedule, marginalRate, scheduleTax, STATE_STATUSES, type Schedule, type StateStatus } from '../params';
import { STATE_TAX_2024 } from '../../../data/stateTax2024';
import { MO_2024 } from '../../../data/stateRules2024/mo';
import type { StateRule } from '../rule';
import { adj, lazy, pos } from './shared';

const D = MO_2024;
const MO_FORM = D.form;
/** The 2024 Tax Chart: the brackets with their printed whole-dollar bases. */
const CHART = Object.fromEntries(STATE_STATUSES.map((st) => [st, makeSchedule(STATE_TAX_2024.MO.brackets[st], true)])) as Record<StateStatus, Schedule>;
const whole = (x: number) => Math.floor(x + 0.5);
export const MO: StateRule = {
  form: MO_FORM,
  allowsItemized: true,
  standardDeductionIsFederal: true,
  // Federal income tax deduction (lines 9-13, Section 143.171 RSMo): federal tax (1040 line 22) less the earned income
  // credit, not below 0, times the percentage for Missouri AGI, capped, in whole dollars.
  adjustments: (ctx) => {
    const f = ctx.facts;
    const agi = f.federalAgi;
    const d = D.federalTaxDeduction;
    const rate = d.rates.find((row) => agi <= row.agiUpTo)?.rate ?? 0;
    const cap = ctx.status === 'married-joint' ? d.cap['married-joint'] : d.cap.other;
    const federalTax = pos(f.federalIncomeTax - f.federalEarnedIncomeCredit);
    return [adj(`Federal income tax deduction (${pct(rate)} of federal tax ${money(federalTax)}, capped, whole dollars)`, whole(Math.min(cap, rate * federalTax)), `${MO_FORM} lines 9-13`)];
  },
  // Lines 26-30: the Tax Chart, in whole dollars; on a joint return each spouse's share of Missouri taxable income (line 7
  // percentages, whole percents) is taxed on the chart separately. The shares are each spouse's W-2 wages: other income
  // is split in the same proportion (it is not attributed to a spouse here); no W-2s: all on the taxpayer's line.
  tax: (ctx, taxable) => {
    const chart = CHART[ctx.status];
    const f = ctx.facts;
    const yours = f.taxpayerEarnings.wages;
    const spouse = ctx.status === 'married-joint' ? (f.spouseEarnings?.wages ?? 0) : 0;
    const share = spouse > 0 ? Math.round((100 * yours) / (yours + spouse)) / 100 : 1;
    const parts = share < 1 ? [taxable * share, taxable * (1 - share)] : [taxable];
    const taxes = parts.map((x) => whole(scheduleTax(chart, x)));
    const tax = taxes.reduce((a, b) => a + b, 0);
    return {
      tax,
      formula: lazy(() =>
        parts.length === 1
          ? `2024 Tax Chart on ${money(taxable)}, rounded to ${money(tax)}`
          : `line 7 shares ${Math.round(share * 100)}% / ${Math.round((1 - share) * 100)}% (W-2 wages): Tax Chart on ${money(parts[0])} = ${money(taxes[0])} + on ${money(parts[1])} = ${money(taxes[1])}`),
      source: `${MO_FORM} lines 7, 26-30 (2024 Tax Chart, instructions p. 26)`,
      marginalRate: marginalRate(chart, Math.max(...parts)),
    };
  },
};
