// NJ: New Jersey NJ-1040 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { NJ_2024 } from '../../../data/stateRules2024/nj';
import { money, pct, round2, usd } from '../format';
import { dependentsUnder } from '../context';
import type { StateContext } from '../context';
import { makeSchedule, marginalRate, scheduleTax, STATE_STATUSES, type Schedule, type StateStatus } from '../params';
import { tableApplies, tableFormula, tableTax, taxTableFor } from '../tables';
import { STATE_TAX_2024 } from '../../../data/stateTax2024';
import type { StateRule } from '../rule';
import type { StateCredit } from '../types';
import { credit, pos, lazy, lazyParts, eitcShare, retirementIncome, peopleAged, stateWages } from './shared';

const D = NJ_2024;
const NJ_FORM = D.form;
const SCHEDULES = Object.fromEntries(STATE_STATUSES.map((st) => [st, makeSchedule(STATE_TAX_2024.NJ.brackets[st])])) as Record<StateStatus, Schedule>;
const TABLE = taxTableFor('NJ')!;
/** Line 43: the 2024 NJ Tax Table under $100,000 (midpoint of the $50 row, rounded), else the rate schedule. */
function njTax(schedule: Schedule, taxable: number): number {
  return tableApplies(TABLE, taxable) ? tableTax(TABLE, schedule, taxable) : scheduleTax(schedule, taxable);
}

/** Line 29 at or under the filing threshold (single and MFS $10,000, others $20,000): no tax. */
function noTaxThreshold(ctx: StateContext): number {
  const t = D.noTaxAtOrUnder;
  return ctx.status === 'single' || ctx.status === 'married-separate' ? t.low : t.other;
}
function owesNoTax(ctx: StateContext, agi: number): boolean {
  return agi <= noTaxThreshold(ctx);
}

/**
 * Worksheet H: property taxes paid on the main home (Schedule A line 5b as the federal return read it) plus 18% of
 * the rent paid; the deduction (at most $15,000, $7,500 MFS) is taken when it lowers the tax by at least the $50 credit
 * ($25 MFS), else the refundable credit. Only for a return over the filing threshold or with someone 65+ or blind.
 */
function worksheetH(ctx: StateContext, agi: number, exemptions: number): { deduction: number; credit: number; why: string } {
  const f = ctx.facts;
  const rentShare = D.rentAsPropertyTax * f.rentPaid;
  const paid = f.itemized.realEstateTax + rentShare;
  const c = D.propertyTaxCredit;
  const noTax = owesNoTax(ctx, agi);
  const eligible = !noTax || ctx.age65Count + ctx.blindCount > 0;
  if (paid <= 0 || !eligible) return { deduction: 0, credit: 0, why: '' };
  const isMfs = ctx.status === 'married-separate';
  const max = isMfs ? D.propertyTaxDeductionMax['married-separate'] : D.propertyTaxDeductionMax.other;
  const creditAmount = isMfs ? c['married-separate'] : c.other;
  const paidText = `property tax ${money(f.itemized.realEstateTax)}${rentShare > 0 ? ` + 18% of rent ${money(f.rentPaid)} = ${money(paid)}` : ''}`;
  // At or under the threshold there is no tax for the deduction to lower: the credit.
  if (noTax) return { deduction: 0, credit: creditAmount, why: `${paidText}; NJ gross income ${money(agi)} owes no tax` };
  const deduction = Math.min(max, paid);
  const before = pos(agi - exemptions);
  const schedule = SCHEDULES[ctx.status];
  const savings = njTax(schedule, before) - njTax(schedule, pos(before - deduction));
  return savings >= creditAmount
    ? { deduction, credit: 0, why: `${paidText}; saves ${money(savings)}, not less than the ${usd(creditAmount)} credit` }
    : { deduction: 0, credit: creditAmount, why: `${paidText}; the deduction would save only ${money(savings)}` };
}
const FUNDS = [
  { fund: 'unemployment', line: 59, title: 'UI/WF/SWF' },
  { fund: 'disability', line: 60, title: 'disability insurance' },
  { fund: 'family leave', line: 61, title: 'family leave insurance' },
] as const;
/**
 * Form NJ-2450, one for each spouse: each employer's New Jersey contributions to a fund (W-2 box 14), no more than
 * the year's maximum for any one employer (line 1), added (line 2), less the maximum (line 3); only with two or more
 * employers. The excess is credited on NJ-1040 lines 59-61 with the payments.
 */
function excessContributions(ctx: StateContext): StateCredit[] {
  const out: StateCredit[] = [];
  const lines = (ctx.facts.w2Box14 ?? []).filter((l) => l.fundState === 'NJ' && l.fund);
  for (const owner of ['taxpayer', 'spouse'] as const) {
    const own = lines.filter((l) => (l.owner ?? 'taxpayer') === owner);
    for (const f of FUNDS) {
      const byEmployer = new Map<string, number>();
      for (const l of own) if (l.fund === f.fund) byEmployer.set(l.employer ?? '', (byEmployer.get(l.employer ?? '') ?? 0) + l.amount);
      if (byEmployer.size < 2) continue;
      const max = D.excessContributionMax[f.fund];
      const line2 = [...byEmployer.values()].reduce((sum, amount) => sum + Math.min(amount, max), 0);
      const excess = round2(line2 - max);
      if (excess <= 0) continue;
      const who = owner === 'spouse' ? 'spouse' : 'you';
      out.push(credit(`Excess ${f.title} contributions (${who}: ${byEmployer.size} employers withheld ${money(line2)}, over the 2024 maximum ${money(max)})`, excess, true, `${NJ_FORM} line ${f.line} (Form NJ-2450)`));
    }
  }
  return out;
}
export const NJ: StateRule = {
  form: NJ_FORM,
  // NJ gross income (NJ-1040 lines 15-27): each category on its own, a loss in one does not reduce another;
  // social security and unemployment are not income in New Jersey; no IRA or SE-tax adjustments.
  grossIncome: (ctx) => {
    const f = ctx.facts;
    const items: [string, number][] = [
      ['wages (W-2 box 16)', stateWages(ctx)],
      ['interest', f.taxableInterest],
      ['dividends', f.ordinaryDividends],
      ['business', pos(f.businessIncome)],
      ['net gains', pos(f.netShortTermCapitalGain + f.netLongTermCapitalGain)],
      ['rents', pos(f.rentalIncome)],
      ['pensions and IRA', retirementIncome(ctx)],
      ['other', pos(f.otherIncome)],
    ];
    let gross = 0;
    for (const [, amount] of items) if (amount > 0) gross += amount;
    const parts = lazyParts(() => items.filter(([, amount]) => amount > 0).map(([name, amount]) => `${name} ${money(amount)}`));
    // Pension exclusion for a person of the age with NJ gross income up to the limit (NJ-1040 line 28a): the row's
    // share of the taxable pensions (line 20a), no more than the maximum for the status.
    let exclusion = 0;
    const p = D.pensionExclusion;
    const row = p.shares.find((r) => gross <= r.grossUpTo);
    if (peopleAged(ctx, p.age) > 0 && row) {
      const share = ctx.status === 'married-joint' || ctx.status === 'married-separate' ? row[ctx.status] : row.other;
      exclusion = Math.min(retirementIncome(ctx) * share, p.max[ctx.status]);
    }
    return {
      gross,
      agi: gross - exclusion,
      formula: lazy(() => `${parts().join(' + ') || '$0.00'}${exclusion > 0 ? ` - pension exclusion ${money(exclusion)}` : ''}`),
      source: `${NJ_FORM} lines 15-29`,
    };
  },
  // Lines 13 and 30-31 (exemptions), then the property tax deduction of line 41 when Worksheet H finds it worth more
  // than the line 56 credit (the deduction is subtracted here with the exemptions; the credit is in credits()).
  exemptions: (ctx, agi) => {
    const e = D.exemption;
    const personal = ctx.status === 'married-joint' && !ctx.isQualifyingWidow ? e.joint : e.other;
    const students = dependentsUnder(ctx, e.studentUnder, (d) => d.isFullTimeStudent);
    const base = personal + e.age65OrBlind * (ctx.age65Count + ctx.blindCount) + e.perDependent * ctx.dependents + e.student * students;
    const h = worksheetH(ctx, agi, base);
    const formula = lazy(() =>
      `${money(personal)} + ${ctx.age65Count + ctx.blindCount} x ${usd(e.age65OrBlind)} (65+/blind) + ${ctx.dependents} x ${usd(e.perDependent)} + ${students} x ${usd(e.student)} (college students)` +
      (h.deduction > 0 ? ` + property tax deduction ${money(h.deduction)} (${h.why})` : ''));
    return { amount: base + h.deduction, formula, source: `${NJ_FORM} lines 13, 30-31, 41 (Worksheet H)` };
  },
  tax: (ctx, taxable, agi, schedule) => {
    if (owesNoTax(ctx, agi))
      return {
        tax: 0,
        formula: lazy(() => `NJ gross income ${money(agi)} is not more than ${usd(noTaxThreshold(ctx))} (${ctx.status}): no tax`),
        source: `${NJ_FORM} line 29 (instructions, Not Required to File a Return)`,
        marginalRate: marginalRate(schedule, taxable),
      };
    const table = tableApplies(TABLE, taxable);
    return {
      tax: njTax(schedule, taxable),
      formula: table ? lazy(() => tableFormula(TABLE, schedule, taxable, ctx.status)) : lazy(() => `2024 ${ctx.status} rate schedule on ${money(taxable)}`),
      source: table ? `${NJ_FORM} line 43: 2024 New Jersey Tax Table. ${TABLE.rule.source}` : `${NJ_FORM} line 43: 2024 Tax Rate Schedules (taxable income $100,000 or more)`,
      marginalRate: marginalRate(schedule, taxable),
    };
  },
  credits: (ctx, agi, taxable) => {
    const out: StateCredit[] = [];
    const e = D.exemption;
    const students = dependentsUnder(ctx, e.studentUnder, (d) => d.isFullTimeStudent);
    const personal = ctx.status === 'married-joint' && !ctx.isQualifyingWidow ? e.joint : e.other;
    const h = worksheetH(ctx, agi, personal + e.age65OrBlind * (ctx.age65Count + ctx.blindCount) + e.perDependent * ctx.dependents + e.student * students);
    if (h.credit > 0) out.push(credit(`Property tax credit (${h.why})`, h.credit, true, `${NJ_FORM} line 56 (Worksheet H)`));
    out.push(...eitcShare(D.eitcRate, true, `${NJ_FORM} line 58 (${pct(D.eitcRate)} of the federal EIC)`)(ctx));
    out.push(...excessContributions(ctx));
    // Child tax credit for children under 6 (NJ-1040 line 65): by NJ taxable income; not for MFS.
    if (ctx.status !== 'married-separate' && ctx.childrenUnder6 > 0) {
      const per = D.childTaxCredit.find((r) => taxable <= r.taxableUpTo)?.amount ?? 0;
      out.push(credit(`Child tax credit (${ctx.childrenUnder6} x ${money(per)})`, per * ctx.childrenUnder6, true, `${NJ_FORM} line 65`));
    }
    return out;
  },
  notes: ['Tax from the 2024 NJ Tax Table under $100,000 of taxable income (also in Worksheet H), the rate schedules above. Medical expenses over 2% are not computed; property tax is the Schedule A line 5b amount plus 18% of rent, for the whole year (no proration for part of a year or a shared home).'],
};
