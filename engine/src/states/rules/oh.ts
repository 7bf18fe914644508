// OH: Ohio IT 1040 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { OH_2024 } from '../../../data/stateRules2024/oh';
import { money, pct, usd } from '../format';
import type { StateRule } from '../rule';
import type { StateCredit } from '../types';
import { credit, lazy, eitcShare } from './shared';
import { claimablePersons } from './dependentFiler';
import type { StateContext } from '../context';

// Line 4: no personal exemption for a filer someone else can claim (R.C. 5747.025 counts the exemptions IRC 151
// allows; IRC 151(d)(2) gives none to a person claimable by another; the Department's FAQ since 2014).
const exemptionCount = (ctx: StateContext) => ctx.persons - claimablePersons(ctx) + ctx.dependents;

const D = OH_2024;
const OH_FORM = D.form;
export const OH: StateRule = {
  form: OH_FORM,
  // Exemptions by Ohio MAGI, per person and dependent (R.C. 5747.025).
  exemptions: (ctx, agi) => {
    const per = D.exemption.find((row) => agi <= row.agiUpTo)!.amount;
    const n = exemptionCount(ctx);
    return { amount: per * n, formula: lazy(() => `${n} x ${money(per)} (by Ohio income)`), source: `${OH_FORM} line 4` };
  },
  // 2024 schedule: nothing in the zero bracket, then a base amount plus the rate over the row's start (IT 1040 instructions).
  tax: (_ctx, taxable) => {
    const s = D.schedule;
    const row = taxable <= s.zeroUpTo ? null : s.rows.find((r) => taxable <= r.upTo)!;
    const tax = row ? row.base + row.rate * (taxable - row.over) : 0;
    const rate = row ? row.rate : 0;
    const formula = lazy(() =>
      row
        ? `${money(row.base)} + ${pct(row.rate)} x (${money(taxable)} - ${usd(row.over)})`
        : `${money(taxable)} is within the ${usd(s.zeroUpTo)} zero bracket`);
    return { tax, formula, source: `${OH_FORM} instructions, 2024 tax table / schedule`, marginalRate: rate };
  },
  // Schedule of Credits. The exemption and senior citizen credits are tested on Ohio AGI less exemptions (IT 1040
  // line 5, the taxable income here: Ohio has no deduction), not on Ohio AGI (R.C. 5747.022, 5747.055(C)).
  credits: (ctx, _agi, taxable, tax) => {
    const out: StateCredit[] = [];
    const e = D.exemptionCredit;
    const n = exemptionCount(ctx);
    if (n > 0 && taxable < e.baseUnder) out.push(credit(`Exemption credit (${n} x ${usd(e.perPerson)}; Ohio AGI less exemptions ${money(taxable)} under ${usd(e.baseUnder)})`, e.perPerson * n, false, `${OH_FORM} Schedule of Credits line 9 (R.C. 5747.022)`));
    if (ctx.age65Count > 0 && taxable < D.seniorCredit.baseUnder) out.push(credit('Senior citizen credit', D.seniorCredit.amount, false, `${OH_FORM} Schedule of Credits line 4 (R.C. 5747.055(C))`));
    const j = D.jointFilingCredit;
    const f = ctx.facts;
    // Qualifying income per spouse: each one's own W-2 wages (the facts do not attribute business or pension income to a spouse).
    if (ctx.status === 'married-joint' && f.spouseEarnings && f.taxpayerEarnings.wages >= j.minIncomeEach && f.spouseEarnings.wages >= j.minIncomeEach) {
      let before = 0;
      for (const c of out) before += c.amount;
      const left = Math.max(0, tax - before);
      const rate = j.rates.find((r) => taxable <= r.baseUpTo)!.rate;
      const amount = Math.min(j.cap, rate * left);
      out.push(credit(`Joint filing credit (${pct(rate)} x ${money(left)} tax less credits, up to ${usd(j.cap)})`, amount, false, `${OH_FORM} Schedule of Credits line 12 (R.C. 5747.05(E))`));
    }
    out.push(...eitcShare(D.eitcRate, false, `${OH_FORM} Schedule of Credits line 13 (${pct(D.eitcRate)} of the federal EIC)`)(ctx));
    return out;
  },
  notes: [
    'Joint filing credit: each spouse\'s qualifying income is read from their own W-2 wages (business and pension income are not attributed to a spouse).',
    'The retirement income credit and business income deduction are not computed.',
  ],
};
