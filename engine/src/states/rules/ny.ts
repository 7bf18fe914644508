// NY: New York Form IT-201 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { NY_2024 } from '../../../data/stateRules2024/ny';
import { money, pct, usd } from '../format';
import type { StateContext } from '../context';
import { marginalRate, scheduleTax, type Schedule } from '../params';
import type { DeductionResult, StateRule, TaxComputation } from '../rule';
import type { GovernmentPayer, RetirementDistributionFact, StateCredit } from '../types';
import { NY_SUPPLEMENTAL_2024 } from '../../../data/stateTaxTables2024';
import { tableApplies, tableFormula, tableTax, taxTableFor } from '../tables';
import { adj, credit, pos, lazy, scheduleResult } from './shared';
import { governmentPensions, paidByGovernment, retirementByOwner } from './pensions';
import { claimable } from './dependentFiler';

const D = NY_2024;
const NY_FORM = D.form;
const NY_TABLE = taxTableFor('NY')!;
const round4 = (x: number) => Math.round(x * 10000) / 10000;
/**
 * IT-201 line 39. NY AGI $107,650 or less: the NYS tax table under $65,000 of taxable income, else the rate schedule
 * (published whole-dollar base amounts). NY AGI over $107,650: the tax computation worksheets 1-16
 * (engine/data/stateTaxTables2024.ts NY_SUPPLEMENTAL_2024), whose phase-in fraction is rounded to four decimals.
 */
function nyTax(ctx: StateContext, taxable: number, agi: number, schedule: Schedule): TaxComputation {
  const S = NY_SUPPLEMENTAL_2024;
  const regular = scheduleTax(schedule, taxable);
  if (agi <= S.agiThreshold) {
    if (tableApplies(NY_TABLE, taxable))
      return {
        tax: tableTax(NY_TABLE, schedule, taxable),
        formula: lazy(() => tableFormula(NY_TABLE, schedule, taxable, ctx.status)),
        source: `${NY_FORM} line 39 (NYS tax table). ${NY_TABLE.rule.source}`,
        marginalRate: marginalRate(schedule, taxable),
      };
    return scheduleResult(schedule, taxable, NY_FORM);
  }
  const source = `${NY_FORM} line 39: ${S.source}`;
  if (agi > S.topAgi)
    return { tax: S.topRate * taxable, formula: lazy(() => `${money(taxable)} x ${pct(S.topRate)} (NY AGI over ${usd(S.topAgi)})`), source, marginalRate: S.topRate };
  const w = S.byStatus[ctx.status];
  if (taxable <= w.flatUpTo) {
    const flat = w.flatRate * taxable;
    if (agi >= S.agiThreshold + S.phaseIn)
      return { tax: flat, formula: lazy(() => `${pct(w.flatRate)} x ${money(taxable)} (NY AGI ${usd(S.agiThreshold + S.phaseIn)} or more)`), source, marginalRate: w.flatRate };
    const phase = round4((agi - S.agiThreshold) / S.phaseIn);
    return {
      tax: regular + (flat - regular) * phase,
      formula: lazy(() => `regular ${money(regular)} + (${pct(w.flatRate)} x ${money(taxable)} = ${money(flat)} - regular) x ${phase.toFixed(4)} ((NY AGI - ${usd(S.agiThreshold)}) / ${usd(S.phaseIn)})`),
      source,
      marginalRate: w.flatRate,
    };
  }
  let step = w.steps[0];
  for (const st of w.steps) if (taxable > st.from) step = st;
  const phase = round4(Math.min(S.phaseIn, agi - step.from) / S.phaseIn);
  const tax = regular + step.base + step.increment * phase;
  return {
    tax,
    formula: lazy(() => `regular ${money(regular)} + recapture base ${money(step.base)} + incremental benefit ${money(step.increment)} x ${phase.toFixed(4)} (min(${usd(S.phaseIn)}, NY AGI - ${money(step.from)}) / ${usd(S.phaseIn)})`),
    source,
    marginalRate: marginalRate(schedule, taxable),
  };
}
/**
 * Empire State child credit (IT-213, 2024; refundable): for children under 17 (under-4s included from 2023),
 * 33% of the federal child tax credit figured under the 2017 rules ($1,000 a child, less $50 per $1,000 or part of
 * federal AGI over the 2017 threshold), or $100 a child when larger, but the $100 minimum only for a federal AGI at or
 * under that threshold (IT-213 lines 3-4 and Worksheets A-C). The 2017-rules credit is limited here to the federal
 * income tax (1040 line 22) plus 15% of earnings over $3,000 (the 2017 additional child tax credit).
 */
function nyEmpireStateChildCredit(ctx: StateContext): StateCredit[] {
  const n = ctx.childrenUnder17;
  if (n === 0) return [];
  const f = ctx.facts;
  const c = D.empireStateChildCredit;
  const threshold = c.threshold[ctx.status];
  const over = pos(f.federalAgi - threshold);
  const phased = Math.max(0, c.perChild2017 * n - c.cut * Math.ceil(over / c.step));
  const ctc2017 = Math.min(phased, f.federalIncomeTax + c.earnedRate * pos(ctx.earnedIncome - c.earnedOver));
  const share = c.share * ctc2017;
  const atOrUnder = f.federalAgi <= threshold;
  const amount = atOrUnder ? Math.max(share, c.minimumPerChild * n) : share;
  const how = atOrUnder
    ? `the larger of ${pct(c.share)} x 2017-rules credit ${money(ctc2017)} and ${n} x ${usd(c.minimumPerChild)}`
    : `${pct(c.share)} x 2017-rules credit ${money(ctc2017)}; federal AGI over ${usd(threshold)}: no ${usd(c.minimumPerChild)} minimum`;
  return [credit(`Empire State child credit (${n} child(ren): ${how})`, amount, true, `${NY_FORM} line 63 (Form IT-213)`)];
}
/**
 * NYS household credit (IT-201 line 40, Tax Law §606(b)): table 1 for single filers, table 2 for married filing
 * jointly, head of household and qualifying surviving spouse by household size (filer, spouse on a joint return,
 * dependents), by federal AGI; nonrefundable and at most the line 39 tax. Married filing separately (table 3 reads
 * both spouses' combined federal AGI, which this return does not hold) is not computed.
 */
function nyHouseholdCredit(ctx: StateContext, tax: number): number {
  // IT-201-I line 40: not allowed when item C is Yes (someone can claim the filer as a dependent).
  if (claimable(ctx)) return 0;
  const h = D.householdCredit;
  const agi = ctx.facts.federalAgi;
  if (ctx.status === 'single') return Math.min(tax, h.single.find((r) => agi <= r.agiUpTo)?.amount ?? 0);
  if (ctx.status === 'married-separate') return 0;
  const row = h.household.find((r) => agi <= r.agiUpTo);
  if (!row) return 0;
  const size = ctx.persons + ctx.dependents;
  return Math.min(tax, row.base + row.each * (size - 1));
}
/**
 * IT-196 line 40 worksheet (pre-2018 IRC §68, Tax Law §615): line 1 all the deductions, line 2 those not limited
 * (medical, investment interest, casualty), line 4 = 80% of line 1 - line 2, line 8 = 3% of federal AGI over the
 * applicable amount; the smaller (line 9) comes off line 1.
 */
function nyOverallLimitation(ctx: StateContext, line1: number, line2: number): { reduction: number; how: () => string } {
  const o = D.overallLimitation;
  const applicable = o.applicableAmount[ctx.status];
  const agi = ctx.facts.federalAgi;
  const line3 = pos(line1 - line2);
  if (agi <= applicable || line3 === 0) return { reduction: 0, how: () => '' };
  const line4 = o.deductionShare * line3;
  const line8 = o.agiRate * (agi - applicable);
  const reduction = Math.min(line4, line8);
  return {
    reduction,
    how: lazy(() => `line 40 worksheet: smaller of ${pct(o.agiRate)} x (federal AGI ${money(agi)} - ${usd(applicable)}) = ${money(line8)} and ${pct(o.deductionShare)} x ${money(line3)} = ${money(line4)}, ${money(reduction)}`),
  };
}
/**
 * Form IT-196 (2024): the federal itemized deductions under the pre-2018 rules New York keeps (medical over 10% of
 * federal AGI, no $10,000 SALT cap on line 7, the line 40 overall limitation), less line 41 (state and local income taxes or general sales taxes of line 5a, Tax Law §615(c)(1)), less the
 * line 46 itemized deduction adjustment for NY AGI over $100,000 (Tax Law §615(g)); over $1,000,000 of NY AGI the
 * deduction is a share of the gifts to charity (line 47). The result (line 49) is compared with the standard deduction.
 */
export function nyItemizedDeduction(ctx: StateContext, nyAgi: number): DeductionResult {
  const i = ctx.facts.itemized;
  const a = D.itemizedAdjustment;
  const taxes = i.stateLocalIncomeTax + i.realEstateTax + i.personalPropertyTax;
  // Lines 1-4: the 10% floor of the pre-2018 rules, not Schedule A line 4's 7.5%.
  const medical = pos(i.medicalExpenses - D.medicalFloor * ctx.facts.federalAgi);
  const unlimited = medical + taxes + i.mortgageInterest + i.charitable + i.other;
  const limit = nyOverallLimitation(ctx, unlimited, medical + i.other);
  const line40 = unlimited - limit.reduction;
  const line44 = pos(line40 - i.stateLocalIncomeTax);
  const base = lazy(() =>
    `IT-196: medical ${money(i.medicalExpenses)} - 10% of federal AGI = ${money(medical)} + taxes ${money(taxes)} (no $10,000 cap) + interest ${money(i.mortgageInterest)} + gifts ${money(i.charitable)} + other ${money(i.other)} = ${money(unlimited)}${limit.reduction > 0 ? ` - ${limit.how()}` : ''} = ${money(line40)} (line 40) - income taxes ${money(i.stateLocalIncomeTax)} (line 41) = ${money(line44)}`);
  const source = `${NY_FORM} line 34; Form IT-196 (2024) lines 40-49 (Tax Law §615)`;
  if (nyAgi > a.charityOnlyFrom) {
    const share = nyAgi > a.charityOnlyTopFrom ? a.charityShareTop : a.charityShare;
    const amount = share * i.charitable;
    return { amount, formula: lazy(() => `NY AGI ${money(nyAgi)} over ${usd(a.charityOnlyFrom)}: ${pct(share)} of gifts to charity ${money(i.charitable)} = ${money(amount)} (IT-196 line 47)`), source };
  }
  let adjustment = 0;
  let how = lazy(() => '');
  if (nyAgi > a.fiftyPercentFrom) {
    adjustment = a.fiftyPercent * line44;
    how = lazy(() => `${pct(a.fiftyPercent)} x ${money(line44)} (NY AGI over ${usd(a.fiftyPercentFrom)})`);
  } else if (nyAgi > a.worksheet4From) {
    const fraction = Math.min(a.range, nyAgi - a.worksheet4From) / a.range;
    adjustment = a.worksheet3Rate * line44 + a.worksheet4Rate * line44 * fraction;
    how = lazy(() => `Worksheet 4: ${pct(a.worksheet3Rate)} x ${money(line44)} + ${pct(a.worksheet4Rate)} x ${money(line44)} x ${fraction.toFixed(4)}`);
  } else if (nyAgi > a.over) {
    const applicable = a.applicableAmount[ctx.status];
    const fraction = Math.min(a.range, pos(nyAgi - applicable)) / a.range;
    adjustment = a.worksheet3Rate * line44 * fraction;
    how = lazy(() => `Worksheet 3: ${pct(a.worksheet3Rate)} x ${money(line44)} x min(${usd(a.range)}, NY AGI ${money(nyAgi)} - ${usd(applicable)}) / ${usd(a.range)}`);
  }
  const amount = line44 - adjustment;
  return {
    amount,
    formula: lazy(() => `${base()}${adjustment > 0 ? `; line 46 adjustment ${how()} = ${money(adjustment)} -> ${money(amount)}` : ''}`),
    source,
  };
}
/** IT-201 line 26: the pensions of New York State, its local governments and the federal government (military included). */
const nyLine26 = (payer: GovernmentPayer) => payer.kind === 'federal' || payer.kind === 'military' || (payer.kind === 'state-local' && payer.state === 'NY');
const isNyLine26 = (row: RetirementDistributionFact) => paidByGovernment(row, nyLine26, D.governmentPensionPayers);
/**
 * IT-201 line 29 (IT-201-I 2024): each spouse 59 1/2 or over excludes up to $20,000 of their own pensions and annuities
 * (IRA distributions included) not already on line 26; one spouse cannot use the other's unused part.
 */
function nyPensionExclusion(ctx: StateContext): { amount: number; how: () => string } {
  const p = D.pensionExclusion;
  const own = retirementByOwner(ctx, isNyLine26);
  const taxpayer = ctx.taxpayerAge >= p.age ? Math.min(p.perPerson, own.taxpayer) : 0;
  const spouse = ctx.persons === 2 && ctx.spouseAge >= p.age ? Math.min(p.perPerson, own.spouse) : 0;
  const part = (who: string, age: number, amount: number, total: number) =>
    age >= p.age ? `${who} ${money(amount)} of own ${money(total)}` : `${who} under 59 1/2: 0`;
  return {
    amount: taxpayer + spouse,
    how: lazy(() => ctx.persons === 2
      ? `up to ${usd(p.perPerson)} each on their own pensions: ${part('taxpayer', ctx.taxpayerAge, taxpayer, own.taxpayer)}, ${part('spouse', ctx.spouseAge, spouse, own.spouse)}`
      : `up to ${usd(p.perPerson)}, 59 1/2 or over, on ${money(own.taxpayer)}`),
  };
}

export const NY: StateRule = {
  form: NY_FORM,
  itemizedDeduction: (ctx, agi) => nyItemizedDeduction(ctx, agi),
  // Line 34: a single filer who marked item C Yes (can be claimed as a dependent) takes $3,100.
  standardDeduction: (ctx, _agi, table) => {
    const dependentSingle = ctx.status === 'single' && ctx.facts.canBeClaimedAsDependent === true;
    const amount = dependentSingle ? D.dependentSingleStandardDeduction : table;
    return {
      amount,
      formula: () => dependentSingle
        ? `Single, item C Yes (someone can claim you as a dependent): ${money(amount)}`
        : `Standard deduction (${ctx.status}): ${money(amount)}`,
      source: `${NY_FORM} line 34 (standard deduction table)`,
    };
  },
  // Government pensions in full (IT-201 line 26), then the pension and annuity exclusion on the rest, up to a limit
  // each for 59 1/2 or over (line 29).
  adjustments: (ctx) => {
    const out = [];
    // IT-201 line 22 (IT-201-I 2024): a NYS or local public employee's 414(h) retirement contributions, which
    // federal wages leave out, are added back, as the W-2's box 14 shows them.
    const contributions414h = (ctx.facts.w2Box14 ?? []).filter((line) => line.use === 'NY 414(h)').reduce((sum, line) => sum + line.amount, 0);
    if (contributions414h > 0) out.push(adj('Public employee 414(h) retirement contributions (W-2 box 14)', -contributions414h, `${NY_FORM} line 22`));
    const government = governmentPensions(ctx, nyLine26, D.governmentPensionPayers);
    if (government > 0) out.push(adj('Pensions of NYS and local governments and the federal government (as answered, else by the 1099-R payer)', government, `${NY_FORM} line 26 (Tax Law §612(c)(3))`));
    const exclusion = nyPensionExclusion(ctx);
    if (exclusion.amount > 0) out.push(adj(`Pension and annuity exclusion (${exclusion.how()})`, exclusion.amount, `${NY_FORM} line 29 (Tax Law §612(c)(3-a))`));
    return out;
  },
  tax: (ctx, taxable, agi, schedule) => nyTax(ctx, taxable, agi, schedule),
  credits: (ctx, _agi, _taxable, tax) => {
    const household = nyHouseholdCredit(ctx, tax);
    const size = ctx.persons + ctx.dependents;
    const out: StateCredit[] = [];
    if (household > 0)
      out.push(credit(`NYS household credit (${ctx.status === 'single' ? 'table 1' : `table 2, household of ${size}`}, federal AGI ${money(ctx.facts.federalAgi)})`, household, false, `${NY_FORM} line 40 (Tax Law §606(b))`));
    out.push(...nyEmpireStateChildCredit(ctx));
    // IT-215 lines 14-16: the NYS EIC is 30% of the federal EIC less the household credit taken on line 40 (Tax Law §606(d)(1)).
    const eic = ctx.facts.federalEarnedIncomeCredit;
    if (eic > 0) {
      const amount = pos(D.eitcRate * eic - household);
      out.push(credit(`Earned income credit (${pct(D.eitcRate)} of the federal EIC${household > 0 ? ` less the household credit ${money(household)}` : ''})`, amount, true, `${NY_FORM} line 65 (IT-215 lines 14-16)`));
    }
    return out;
  },
  notes: [
    'IT-196: line 41 takes out the whole state and local income tax even when line 40 was limited (whether the 2024 instructions prorate it was not read); the addition and subtraction adjustments of lines 41-43 other than income taxes, the college tuition itemized deduction and the miscellaneous deductions are not computed. The NYC EIC is not computed; the household credit for married filing separately (table 3, both spouses\' combined AGI) is not computed; the Empire State child credit estimates the 2017-rules federal child credit from earnings and federal tax.',
  ],
};
