// MA: Massachusetts Form 1 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { MA_2024 } from '../../../data/stateRules2024/ma';
import { money, pct, usd } from '../format';
import { dependentsUnder } from '../context';
import type { StateRule } from '../rule';
import { credit, pos, lazy, eitcShare, retirementIncome } from './shared';

const D = MA_2024;
const MA_FORM = D.form;
export const MA: StateRule = {
  form: MA_FORM,
  // Form 1: Part A (interest, dividends), Part B (wages, business, rents, pensions, unemployment, other), Part C (long-term gains);
  // social security is not income in Massachusetts (Form 1 line 5 excludes it). The IRA and SE-tax adjustments do not apply.
  grossIncome: (ctx) => {
    const f = ctx.facts;
    const partA = f.taxableInterest + f.ordinaryDividends;
    const partB = f.wages + f.businessIncome + f.rentalIncome + retirementIncome(ctx) + f.unemployment + f.otherIncome;
    const gains = pos(f.netShortTermCapitalGain + f.netLongTermCapitalGain);
    const gross = partA + pos(partB) + gains;
    return {
      gross,
      agi: gross,
      formula: lazy(() => `Part A interest and dividends ${money(partA)} + Part B ${money(pos(partB))} + capital gains ${money(gains)}`),
      source: `${MA_FORM} lines 3-10, Schedules B and D`,
    };
  },
  // Deduction for social security and Medicare withheld, up to $2,000 per person, each spouse on their own wages
  // (Form 1 line 12 and its worksheet: "each spouse's deduction is limited to $2,000"; M.G.L. c.62 §3(B)(a)(9)).
  standardDeduction: (ctx) => {
    const f = ctx.facts;
    const cap = D.ficaDeductionPerPerson;
    const own = f.taxpayerEarnings.ficaWithheld;
    const spouse = f.spouseEarnings?.ficaWithheld ?? 0;
    const fica = Math.min(cap, own) + Math.min(cap, spouse);
    // Line 14: 50% of the rent paid for the main home, up to $4,000 ($2,000 married filing separately).
    const r = D.rentalDeduction;
    const rent = Math.min(ctx.status === 'married-separate' ? r.maxSeparate : r.max, r.share * f.rentPaid);
    return {
      amount: fica + rent,
      formula: lazy(() =>
        (f.spouseEarnings
          ? `Your social security and Medicare withheld ${money(own)} (up to ${usd(cap)}) + spouse's ${money(spouse)} (up to ${usd(cap)})`
          : `Social security and Medicare withheld ${money(own)}, up to ${usd(cap)}`) +
        (rent > 0 ? ` + rental deduction ${pct(r.share)} x rent ${money(f.rentPaid)} = ${money(rent)}` : ''),
      ),
      source: `${MA_FORM} lines 12 and 14`,
    };
  },
  exemptions: (ctx) => {
    const e = D.exemption;
    const base = e[ctx.status];
    const amount = base + e.perDependent * ctx.dependents + e.age65 * ctx.age65Count + e.blind * ctx.blindCount;
    return { amount, formula: lazy(() => `${money(base)} + ${ctx.dependents} x ${usd(e.perDependent)} + ${ctx.age65Count} x ${usd(e.age65)} (65+) + ${ctx.blindCount} x ${usd(e.blind)} (blind)`), source: `${MA_FORM} lines 2a-2g` };
  },
  // The general rate on Part A/B and long-term gains, the short-term gains rate, and the surtax (Form 1 lines 22-28, Schedule D).
  tax: (ctx, taxable) => {
    const f = ctx.facts;
    const shortTerm = Math.min(taxable, pos(f.netShortTermCapitalGain + Math.min(0, f.netLongTermCapitalGain)));
    const { rates: r, surtax: s } = D;
    const tax = r.general * (taxable - shortTerm) + r.shortTermGains * shortTerm + s.rate * pos(taxable - s.over);
    return {
      tax,
      formula: lazy(() => `${pct(r.general)} x ${money(taxable - shortTerm)}${shortTerm > 0 ? ` + ${pct(r.shortTermGains)} x short-term gains ${money(shortTerm)}` : ''}${taxable > s.over ? ` + ${pct(s.rate)} surtax x (${money(taxable)} - ${usd(s.over)})` : ''}`),
      source: `${MA_FORM} lines 22-28 (4% surtax, M.G.L. c.62 §4(d))`,
      marginalRate: taxable > s.over ? +(r.general + s.rate).toFixed(4) : r.general,
    };
  },
  credits: (ctx) => {
    const c = D.childAndFamilyCredit;
    const qualifying = dependentsUnder(ctx, c.childUnder);
    return [
      credit(`Child and family tax credit (${qualifying} x ${usd(c.perDependent)})`, c.perDependent * qualifying, true, `${MA_FORM} line 44 (Schedule DI)`),
      ...eitcShare(D.eitcRate, true, `${MA_FORM} line 43 (${pct(D.eitcRate)} of the federal EIC)`)(ctx),
    ];
  },
  notes: ['Part B deductions other than social security/Medicare and rent (commuter, student loan) and the no-tax status are not applied; the rent is taken as paid for a Massachusetts main home.'],
};
