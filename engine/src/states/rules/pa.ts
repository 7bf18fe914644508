// PA: Pennsylvania PA-40 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { PA_2024 } from '../../../data/stateRules2024/pa';
import { money } from '../format';
import type { StateRule } from '../rule';
import { credit, pos, lazy, lazyParts, stateWages } from './shared';

const D = PA_2024;
const PA_FORM = D.form;
export const PA: StateRule = {
  form: PA_FORM,
  // PA-40 lines 1-8: eight classes, each at least zero; retirement income, social security and unemployment are not taxed.
  grossIncome: (ctx) => {
    const f = ctx.facts;
    const classes: [string, number][] = [
      ['compensation (W-2 box 16)', stateWages(ctx)],
      ['interest', f.taxableInterest],
      // PA Schedule B: capital gains distributions are dividend income for PA, so they are not netted with
      // Schedule D's losses (federal Schedule D line 13 is taken back out of the net gains).
      ['dividends', f.ordinaryDividends + f.capitalGainDistributions],
      ['net profits', pos(f.businessIncome)],
      ['net gains', pos(f.netShortTermCapitalGain + f.netLongTermCapitalGain - f.capitalGainDistributions)],
      ['rents and royalties', pos(f.rentalIncome)],
      ['gambling and other', pos(f.otherIncome)],
    ];
    let gross = 0;
    for (const [, amount] of classes) if (amount > 0) gross += amount;
    const parts = lazyParts(() => classes.filter(([, amount]) => amount > 0).map(([name, amount]) => `${name} ${money(amount)}`));
    return { gross, agi: gross, formula: lazy(() => parts().join(' + ') || '$0.00'), source: `${PA_FORM} lines 1a-9` };
  },
  // Tax forgiveness (PA Schedule SP): 100% up to the base for the household, then a tenth less per step of income.
  credits: (ctx, agi, _taxable, tax) => {
    const t = D.taxForgiveness;
    const base = (ctx.status === 'married-joint' ? t.base.married : t.base.other) + t.perDependent * ctx.dependents;
    if (agi > base + t.lastOver) return [];
    const steps = agi <= base ? 0 : Math.ceil((agi - base) / t.step);
    const share = Math.max(0, 1 - t.cut * steps);
    return [credit(`Tax forgiveness ${(share * 100).toFixed(0)}% (eligibility income ${money(agi)}, base ${money(base)})`, tax * share, false, `${PA_FORM} line 21, Schedule SP`)];
  },
};
