// The full-year resident computation of one state: starting point -> state AGI -> deductions and exemptions
// -> taxable income -> tax -> credits. Table first (params), the state's rule where the table is not enough.
import { STATE_TAX_2024 } from '../../data/stateTax2024';
import type { StateContext } from './context';
import { STATE_RULES } from './rules';
import type { Adjustment, StateRule } from './rule';
import { makeSchedule, marginalRate, scheduleTax, STATE_STATUSES, type Schedule, type StateParams, type StateStatus } from './params';
import type { StateCredit } from './types';
import { money, pct, round2 } from './format';
import { STATE_TAX_TABLES_2024 } from '../../data/stateTaxTables2024';
import { tableApplies, tableFormula, tableTax, taxTableFor } from './tables';
import { enteredStateCredits } from './rules/enteredCredits';

export interface FullYear {
  code: string;
  params: StateParams;
  rule: StateRule;
  startingPoint: string;
  startingAmount: number;
  /** Built only when the explanation is read. */
  startingFormula: () => string;
  startingSource: string;
  grossIncome: number;
  federalAgiBase: number;
  additions: Adjustment[];
  subtractions: Adjustment[];
  agi: number;
  deduction: number;
  /** Built only when the explanation is read. */
  deductionFormula: () => string;
  deductionSource: string;
  exemptions: number;
  /** Built only when the explanation is read. */
  exemptionFormula: () => string;
  exemptionSource: string;
  taxable: number;
  tax: number;
  /** Built only when the explanation is read. */
  taxFormula: () => string;
  taxSource: string;
  marginalRate: number;
  schedule: Schedule;
  credits: StateCredit[];
  nonrefundableCredits: number;
  refundableCredits: number;
  /** Why a credit row typed on the Credits screen was not used (issue 9 item 4). */
  notes: string[];
}

/** Per state and status, built once at module load. */
const SCHEDULES: Record<string, Record<StateStatus, Schedule>> = {};
for (const code of Object.keys(STATE_TAX_2024)) {
  const p = STATE_TAX_2024[code];
  const rounded = STATE_TAX_TABLES_2024[code]?.roundedScheduleBases ?? false;
  SCHEDULES[code] = Object.fromEntries(STATE_STATUSES.map((s) => [s, makeSchedule(p.brackets[s], rounded)])) as Record<StateStatus, Schedule>;
}
export function scheduleFor(code: string, status: StateStatus): Schedule {
  return SCHEDULES[code][status];
}

export { money, pct, round2 };
/** Wraps an explanation thunk (an argument, so bundlers' keepNames do not wrap it in __name on the hot path). */
const lazy = (f: () => string) => f;

/** Personal exemption from the table: a per-person amount counts once for a surviving spouse (one person). */
export function tablePersonalExemption(p: StateParams, ctx: StateContext): number {
  const e = p.personalExemption;
  if (ctx.isQualifyingWidow && e['married-joint'] === 2 * e.single) return e.single;
  return e[ctx.status];
}

function itemizedForState(ctx: StateContext): number {
  const f = ctx.facts;
  if (!f.itemizes && f.itemizedDeductions <= 0) return 0;
  // States that allow itemizing do not allow their own income tax: take it out of Schedule A line 5e.
  const stateIncomeTaxInSalt = Math.min(f.itemized.stateAndLocalTaxes, f.itemized.stateLocalIncomeTax);
  return Math.max(0, f.itemizedDeductions - stateIncomeTaxInSalt);
}

export function computeFullYear(code: string, household: StateContext): FullYear {
  const p = STATE_TAX_2024[code];
  const rule = STATE_RULES[code] ?? { form: `${code} resident return` };
  // A state whose form files a qualifying surviving spouse under another status (KS: head of household) uses it throughout.
  const ctx = household.isQualifyingWidow && rule.qualifyingSurvivingSpouseAs ? { ...household, status: rule.qualifyingSurvivingSpouseAs } : household;
  const f = ctx.facts;
  const schedule = SCHEDULES[code][ctx.status];

  // 1. Starting point.
  let startingPoint: string;
  let startingAmount: number;
  let startingFormula: () => string;
  let startingSource: string;
  let grossIncome = f.totalIncome;
  let ownGross = false;
  if (rule.grossIncome) {
    const g = rule.grossIncome(ctx);
    startingPoint = 'state-gross-income';
    startingAmount = g.agi;
    grossIncome = g.gross;
    startingFormula = g.formula;
    startingSource = g.source;
    ownGross = true;
  } else if (p.incomeBase === 'federal-taxable-income') {
    startingPoint = 'federal-taxable-income';
    startingAmount = f.federalTaxableIncome;
    startingFormula = lazy(() => `Federal taxable income (Form 1040 line 15) ${money(f.federalTaxableIncome)}`);
    startingSource = `${rule.form}: starts from federal taxable income`;
  } else {
    startingPoint = 'federal-agi';
    startingAmount = f.federalAgi;
    startingFormula = lazy(() => `Federal AGI (Form 1040 line 11) ${money(f.federalAgi)}`);
    startingSource = `${rule.form}: starts from federal adjusted gross income`;
  }

  // 2. Additions and subtractions.
  const additions: Adjustment[] = [];
  const subtractions: Adjustment[] = [];
  if (!ownGross) {
    if (!rule.taxesSocialSecurity) {
      if (f.taxableSocialSecurity > 0)
        subtractions.push({
          name: 'Social security benefits taxed federally (not taxed by the state)',
          amount: f.taxableSocialSecurity,
          source: `${rule.form}: social security subtraction (Form 1040 line 6b)`,
        });
    } else if (rule.socialSecurityRelief) {
      const relief = rule.socialSecurityRelief(ctx);
      if (relief && relief.amount > 0) subtractions.push(relief);
    }
  }
  // A refund of state or local income tax that the federal return counts as income (Schedule 1 line 1) is not income
  // to a state that never let the tax be deducted (CA Schedule CA line 1, NY IT-201 line 25, VA Schedule ADJ, ...).
  if (!ownGross && (f.stateRefundIncome ?? 0) > 0)
    subtractions.push({ name: 'State and local income tax refunds taxed federally', amount: f.stateRefundIncome!, source: `${rule.form}: subtraction of state income tax refunds (Schedule 1 (Form 1040) line 1)` });
  if (rule.adjustments) {
    for (const a of rule.adjustments(ctx)) {
      if (a.amount > 0) subtractions.push(a);
      else if (a.amount < 0) additions.push({ ...a, amount: -a.amount });
    }
  }
  let agi = startingAmount;
  for (const a of subtractions) agi -= a.amount;
  for (const a of additions) agi += a.amount;

  // 3. Deductions.
  let deduction = 0;
  let deductionFormula = lazy(() => 'No state standard deduction');
  let deductionSource = `${rule.form}`;
  if (startingPoint === 'federal-taxable-income') {
    deductionFormula = lazy(() => 'None: the federal standard or itemized deduction is already out of federal taxable income');
    deductionSource = `${rule.form}: starts after the federal deduction`;
  } else {
    const table = rule.standardDeductionIsFederal ? f.standardDeduction : p.standardDeduction[ctx.status];
    if (rule.standardDeduction) {
      const d = rule.standardDeduction(ctx, agi, table);
      deduction = d.amount;
      deductionFormula = d.formula;
      deductionSource = d.source;
    } else if (table > 0) {
      deduction = table;
      deductionFormula = rule.standardDeductionIsFederal
        ? () => `Standard deduction equal to the federal one: ${money(table)}`
        : () => `Standard deduction (${ctx.status}): ${money(table)}`;
      deductionSource = `${rule.form}: standard deduction 2024`;
    }
    if (rule.itemizedDeduction) {
      const own = rule.itemizedDeduction(ctx, agi);
      if (own.amount > deduction) {
        const standard = deduction;
        deduction = own.amount;
        deductionFormula = standard > 0 ? lazy(() => `${own.formula()} (larger than the standard deduction ${money(standard)})`) : own.formula;
        deductionSource = own.source;
      }
    } else if (rule.allowsItemized && f.itemizes) {
      const itemized = itemizedForState(ctx);
      if (itemized > deduction) {
        deduction = itemized;
        deductionFormula = lazy(() => `Itemized deductions: federal Schedule A ${money(f.itemizedDeductions)} less state and local income tax = ${money(itemized)} (larger than the standard deduction)`);
        deductionSource = `${rule.form}: itemized deductions (state income tax not deductible)`;
      }
    }
  }

  // 4. Exemptions (deduction kind).
  let exemptions = 0;
  let exemptionFormula = lazy(() => 'No personal or dependent exemption deduction');
  let exemptionSource = `${rule.form}`;
  if (rule.exemptions) {
    const e = rule.exemptions(ctx, agi);
    exemptions = e.amount;
    exemptionFormula = e.formula;
    exemptionSource = e.source;
  } else {
    const personal = p.personalExemption.type === 'deduction' ? tablePersonalExemption(p, ctx) : 0;
    const dep = p.dependentExemption.type === 'deduction' ? p.dependentExemption.amount * ctx.dependents : 0;
    exemptions = personal + dep;
    if (exemptions > 0) {
      exemptionFormula = lazy(() =>
        [personal > 0 ? `personal ${money(personal)}` : '', dep > 0 ? `${ctx.dependents} dependent(s) x ${money(p.dependentExemption.amount)} = ${money(dep)}` : '']
          .filter(Boolean)
          .join(' + '));
      exemptionSource = `${rule.form}: exemptions 2024`;
    }
  }

  // 5. Taxable income and tax.
  const taxable = Math.max(0, agi - deduction - exemptions);
  let tax: number;
  let taxFormula: () => string;
  let taxSource: string;
  let marginal: number;
  if (rule.tax) {
    const t = rule.tax(ctx, taxable, agi, schedule, p);
    tax = t.tax;
    taxFormula = t.formula;
    taxSource = t.source;
    marginal = t.marginalRate;
  } else if (taxTableFor(code) && tableApplies(taxTableFor(code)!, taxable)) {
    const t = taxTableFor(code)!;
    tax = tableTax(t, schedule, taxable);
    marginal = marginalRate(schedule, taxable);
    taxFormula = lazy(() => tableFormula(t, schedule, taxable, ctx.status));
    taxSource = `${rule.form}: 2024 tax table. ${t.rule.source}`;
  } else {
    tax = scheduleTax(schedule, taxable);
    marginal = marginalRate(schedule, taxable);
    const top = marginal;
    taxFormula = lazy(() =>
      schedule.bounds.length === 1
        ? `${money(taxable)} x ${pct(schedule.rates[0])}`
        : `2024 ${ctx.status} rate schedule on ${money(taxable)} (top rate reached ${pct(top)})`);
    taxSource = `${rule.form}: 2024 tax rate schedule`;
  }

  // 6. Credits.
  const credits: StateCredit[] = [];
  if (!rule.replacesExemptionCredits) {
    if (p.personalExemption.type === 'credit') {
      const amount = tablePersonalExemption(p, ctx);
      if (amount > 0)
        credits.push({ name: 'Personal exemption credit', amount, refundable: false, source: `${rule.form}: personal exemption credit 2024` });
    }
    if (p.dependentExemption.type === 'credit' && ctx.dependents > 0 && p.dependentExemption.amount > 0)
      credits.push({
        name: 'Dependent exemption credit',
        amount: p.dependentExemption.amount * ctx.dependents,
        refundable: false,
        source: `${rule.form}: dependent exemption credit 2024`,
      });
  }
  if (rule.credits) for (const c of rule.credits(ctx, agi, taxable, tax)) if (c.amount > 0) credits.push(c);
  const entered = enteredStateCredits(code, ctx);
  for (const c of entered.credits) credits.push(c);
  let nonrefundable = 0;
  let refundable = 0;
  for (const c of credits) {
    if (c.refundable) refundable += c.amount;
    else nonrefundable += c.amount;
  }

  return {
    code,
    params: p,
    rule,
    startingPoint,
    startingAmount,
    startingFormula,
    startingSource,
    grossIncome,
    federalAgiBase: f.federalAgi,
    additions,
    subtractions,
    agi,
    deduction,
    deductionFormula,
    deductionSource,
    exemptions,
    exemptionFormula,
    exemptionSource,
    taxable,
    tax,
    taxFormula,
    taxSource,
    marginalRate: marginal,
    schedule,
    credits,
    nonrefundableCredits: nonrefundable,
    refundableCredits: refundable,
    notes: entered.notes,
  };
}

