// CA: California Form 540 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { CA_2024 } from '../../../data/stateRules2024/ca';
import { money, pct, usd } from '../format';
import { marginalRate, scheduleTax } from '../params';
import { dependentsUnder, type StateContext } from '../context';
import type { DeductionResult, StateRule } from '../rule';
import type { StateCredit } from '../types';
import { daysResidentIn } from '../residency';
import { tableApplies, tableFormula, tableTax, taxTableFor } from '../tables';
import { adj, credit, eicChildren, pos, lazy } from './shared';
import { claimable, claimablePersons, dependentStandardDeduction } from './dependentFiler';

const D = CA_2024;
const CA_FORM = D.form;
const CA_TABLE = taxTableFor('CA')!;

/**
 * Schedule CA (540) 2024 Part II: the federal Schedule A lines under California law. Line 5a (state and local income
 * tax, SDI, or general sales tax) is not deductible; real estate (5b) and personal property (5c) taxes are, without the
 * federal $10,000 cap (line 5e); medical, interest, gifts and casualty as federal. Line 29: the Itemized Deductions
 * Worksheet limits them for a federal AGI over the threshold; line 30 is then compared with the standard deduction.
 */
export function caItemizedDeduction(ctx: StateContext): DeductionResult {
  const f = ctx.facts;
  const i = f.itemized;
  const taxes = i.realEstateTax + i.personalPropertyTax;
  const total = i.medical + taxes + i.mortgageInterest + i.charitable + i.other; // line 28
  const l = D.itemizedLimitation;
  // Worksheet lines 2-9: medical, investment interest and casualty losses are not limited.
  const limited = pos(total - i.medical - i.other);
  const excess = pos(f.federalAgi - l.threshold[ctx.status]);
  const reduction = Math.min(l.maxShare * limited, l.rate * excess);
  const amount = total - reduction;
  return {
    amount,
    formula: lazy(() =>
      `Schedule CA (540) Part II: medical ${money(i.medical)} + real estate and personal property taxes ${money(taxes)} (no $10,000 cap; state income tax ${money(i.stateLocalIncomeTax)} not deductible) + mortgage interest ${money(i.mortgageInterest)} + gifts ${money(i.charitable)} + other ${money(i.other)} = ${money(total)}` +
      (reduction > 0 ? `; line 29 limitation: less the smaller of ${pct(l.maxShare)} x ${money(limited)} and ${pct(l.rate)} x (federal AGI ${money(f.federalAgi)} - ${usd(l.threshold[ctx.status])}) = ${money(reduction)} -> ${money(amount)}` : '')),
    source: `Schedule CA (540) 2024 Part II lines 5a-5e, 28-30 (R&TC 17077 limitation)`,
  };
}

/** FTB 3514 CalEITC: the credit at one income figure (the phase-in, the first phase-out, the straight-line second phase-out). */
function calEitcAt(income: number, children: number): number {
  const e = D.calEitc;
  const row = e.byChildren[Math.min(children, 3)];
  const rate = row.rate * e.adjustmentFactor;
  const phaseInEnd = row.max / rate;
  if (income <= phaseInEnd) return rate * pos(income);
  const secondStart = phaseInEnd + (row.max - row.secondPhaseOutAmount) / rate;
  if (income <= secondStart) return row.max - rate * (income - phaseInEnd);
  const end = e.earnedIncomeLimit + 1;
  return pos(row.secondPhaseOutAmount * (end - income) / (end - secondStart));
}

/** Form 540 lines 75-76 (FTB 3514): CalEITC and the young child tax credit, both refundable. */
function caEarnedIncomeCredits(ctx: StateContext): StateCredit[] {
  const f = ctx.facts;
  const e = D.calEitc;
  const earned = f.wages + f.businessIncome - f.selfEmploymentTaxDeduction;
  const investment = f.taxableInterest + f.taxExemptInterest + f.ordinaryDividends + pos(f.capitalGainOrLoss) + pos(f.rentalIncome);
  const children = eicChildren(ctx);
  const residentMoreThanHalf = daysResidentIn(f.residence, 'CA') > 365 / 2;
  // FTB 3514 Steps 1-5: status, residence, federal AGI and investment income; age without a qualifying child.
  const eligibleReturn =
    ctx.status !== 'married-separate' && residentMoreThanHalf && earned <= e.earnedIncomeLimit &&
    f.federalAgi <= e.earnedIncomeLimit && investment <= e.investmentIncomeLimit &&
    (children > 0 || ctx.taxpayerAge >= e.minimumAgeWithoutChild);
  if (!eligibleReturn) return [];
  const out: StateCredit[] = [];
  if (earned > 0) {
    // Step 6: the credit at earned income, or at federal AGI when that is larger and past the phase-in, the smaller.
    const atEarned = calEitcAt(earned, children);
    const phaseInEnd = e.byChildren[Math.min(children, 3)].max / (e.byChildren[Math.min(children, 3)].rate * e.adjustmentFactor);
    const usesAgi = f.federalAgi > earned && f.federalAgi > phaseInEnd;
    const amount = usesAgi ? Math.min(atEarned, calEitcAt(f.federalAgi, children)) : atEarned;
    out.push(credit(`California earned income tax credit (${children} qualifying child(ren), earned income ${money(earned)}${usesAgi ? `, federal AGI ${money(f.federalAgi)}` : ''})`, amount, true, `${CA_FORM} line 75 (FTB 3514)`));
  }
  // Step 8: the young child tax credit also with earned income of zero or less (R&TC 17052.1 from 2022).
  const y = D.youngChildTaxCredit;
  const young = dependentsUnder(ctx, y.childUnder, (d) => d.isQualifyingChild);
  if (young > 0) {
    const reduction = earned > y.phaseOutFrom ? (y.amount * (earned - y.phaseOutFrom)) / (y.phaseOutTo - y.phaseOutFrom) : 0;
    out.push(credit(`Young child tax credit (child under ${y.childUnder}; ${usd(y.amount)}${reduction > 0 ? ` less ${money(reduction)} for earned income over ${usd(y.phaseOutFrom)}` : ''})`, y.amount - reduction, true, `${CA_FORM} line 76 (FTB 3514 Step 8)`));
  }
  return out;
}

/** Line 46: nonrefundable renter's credit for rent paid on a California principal residence, by CA AGI. */
function caRentersCredit(ctx: StateContext, agi: number): StateCredit[] {
  if (ctx.facts.rentPaid <= 0) return [];
  const r = ctx.status === 'single' || ctx.status === 'married-separate' ? D.rentersCredit.single : D.rentersCredit.other;
  if (agi > r.agiUpTo) return [];
  return [credit(`Nonrefundable renter's credit (rent paid ${money(ctx.facts.rentPaid)}, CA AGI ${money(agi)} up to ${usd(r.agiUpTo)})`, r.amount, false, `${CA_FORM} line 46`)];
}
export const CA: StateRule = {
  form: CA_FORM,
  itemizedDeduction: (ctx) => caItemizedDeduction(ctx),
  // Line 18: the table amount, or the Standard Deduction Worksheet for Dependents when the line 6 box is checked.
  standardDeduction: (ctx, _agi, table) => {
    if (!claimable(ctx)) return { amount: table, formula: () => `Standard deduction (${ctx.status}): ${money(table)}`, source: `${CA_FORM} line 18` };
    const w = dependentStandardDeduction(ctx, { ...D.dependentStandardDeduction, full: table });
    return { ...w, source: `${CA_FORM} line 18, Standard Deduction Worksheet for Dependents (line 6 box checked)` };
  },
  adjustments: (ctx) => [adj('Unemployment compensation (not taxed in California)', ctx.facts.unemployment, `${CA_FORM} Schedule CA line 7`)],
  tax: (ctx, taxable, _agi, schedule) => {
    // Line 31: the 2024 California Tax Table for taxable income of $100,000 or less, else the rate schedules.
    if (tableApplies(CA_TABLE, taxable))
      return {
        tax: tableTax(CA_TABLE, schedule, taxable),
        formula: lazy(() => tableFormula(CA_TABLE, schedule, taxable, ctx.status)),
        source: `${CA_FORM} line 31 (2024 California Tax Table). ${CA_TABLE.rule.source}`,
        marginalRate: marginalRate(schedule, taxable),
      };
    const base = scheduleTax(schedule, taxable);
    const m = D.mentalHealthTax;
    const mhst = m.rate * pos(taxable - m.over);
    return {
      tax: base + mhst,
      formula: lazy(() => `2024 rate schedule on ${money(taxable)}${mhst > 0 ? ` + Mental Health Services Tax ${pct(m.rate)} x (${money(taxable)} - ${usd(m.over)})` : ''}`),
      source: `${CA_FORM} line 31 (2024 Tax Rate Schedules) and line 62 (Mental Health Services Tax)`,
      marginalRate: marginalRate(schedule, taxable) + (taxable > m.over ? m.rate : 0),
    };
  },
  replacesExemptionCredits: true,
  // Exemption credits $149 per person (+$149 per 65 or over / blind), $461 per dependent, each reduced $6 per
  // $2,500 ($1,250 MFS) or part of federal AGI over the threshold (Form 540 line 32 worksheet).
  credits: (ctx, agi) => {
    // Line 7: no personal credit for a filer someone else can claim (line 6 box; lines 8-9 are not limited).
    const personalCount = ctx.persons - claimablePersons(ctx) + ctx.age65Count + ctx.blindCount;
    const c = D.exemptionCredits;
    const threshold = c.threshold[ctx.status];
    const step = ctx.status === 'married-separate' ? c.step['married-separate'] : c.step.other;
    const steps = Math.ceil(pos(ctx.facts.federalAgi - threshold) / step);
    const personal = Math.max(0, c.personal * personalCount - c.cut * steps * personalCount);
    const dependent = Math.max(0, c.dependent * ctx.dependents - c.cut * steps * ctx.dependents);
    return [
      credit(`Personal exemption credits (${personalCount} x ${usd(c.personal)}${steps ? `, less ${usd(c.cut)} x ${steps} per credit` : ''})`, personal, false, `${CA_FORM} line 32`),
      credit(`Dependent exemption credits (${ctx.dependents} x ${usd(c.dependent)})`, dependent, false, `${CA_FORM} line 32`),
      ...caRentersCredit(ctx, agi),
      ...caEarnedIncomeCredits(ctx),
    ];
  },
  notes: [
    'Tax from the 2024 California Tax Table up to $100,000 of taxable income (row midpoint, whole dollars), the rate schedules above.',
    "Itemized deductions: the federal Schedule A parts under Schedule CA Part II (no SALT cap, no state income tax); California's 50% cash-gift limit, the $1,000,000 mortgage limit and the miscellaneous deductions subject to 2% of AGI are not applied. CalEITC by the continuous R&TC 17052 formula, not the FTB table's $50 rows; the young child tax credit with zero earned income is given without the limit on a self-employment loss.",
  ],
};
