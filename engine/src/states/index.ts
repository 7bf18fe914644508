// State income taxes 2024 for all 50 states and DC: computeStates(federalFacts) -> spec 3 §3 "State result".
// The states read only the facts the federal return settled (types.ts FederalFactsForStates), never the form.
//
// Per state: the full-year resident computation (compute.ts, table + rules/), the local taxes (local.ts), the
// residency allocation of spec 3 §4 (residency.ts: part-year figures scaled by days/365), and the state
// withholding: W-2 box 17 of every W-2 whose box 15 names the state (a blank box 15 counts for the primary
// state) plus the 1099 state withholding (primary state).
// Part-year and nonresident tax is the full-year tax times the allocation ratio (the income-percentage method of
// most states' part-year returns, e.g. NY IT-203, CA 540NR): the income the state reaches (multistate.ts: W-2 wages
// by box 15, other income by the days lived there) over the income from everywhere.
import { STATE_TAX_2024 } from '../../data/stateTax2024';
import { buildContext, type StateContext } from './context';
import { computeFullYear, type FullYear } from './compute';
import { money, pct, round2 } from './format';
import { localTaxes, NYC_BRACKETS, type LocalTaxWork } from './local';
import { FALLBACK_STATE, normalizeStateCode, residencyPeriods, DAYS_IN_YEAR, type ResidencyPeriod } from './residency';
import { nonresidentAllocation, otherStateCredits, partYearAllocation, residenceShares, wagesByWorkState, type TaxedReturn } from './multistate';
import type { FederalFactsForStates, LocalTax, StateBreakdown, StateCredit, StateLine, StateResult, StateTaxResult } from './types';

export type * from './types';
export { residencyPeriods, daysInPeriod, normalizeStateCode } from './residency';
export { STATE_TAX_2024_CORRECTIONS } from '../../data/stateTax2024';

/** One row of spec 3 §3 "State rule table" (for display: the engine's own rules add to it). */
export interface StateRuleRow {
  state: string;
  name: string;
  taxType: StateTaxResult['taxType'];
  flatRate: number | null;
  brackets: Record<'single' | 'married-joint' | 'married-separate' | 'head-of-household', { min: number; max: number | null; rate: number }[]>;
  standardDeduction: Record<'single' | 'married-joint' | 'married-separate' | 'head-of-household', number>;
  personalExemption: { type: string; single: number; 'married-joint': number; 'married-separate': number; 'head-of-household': number };
  dependentExemption: { type: string; amount: number };
  localTaxes: boolean;
  /** NY only: the NYC resident rate schedule. */
  cityTaxTable?: Record<string, { min: number; max: number | null; rate: number }[]>;
}

/** Spec 3 §3 "State rule table": every state's brackets, flat rate, standard deductions, exemptions, local flag. */
export function stateRuleTable(): StateRuleRow[] {
  const toRows = (pairs: readonly (readonly [number, number])[]) =>
    pairs.map(([min, rate], i) => ({ min, max: i + 1 < pairs.length ? pairs[i + 1][0] : null, rate }));
  return Object.values(STATE_TAX_2024).map((p) => ({
    state: p.code,
    name: p.name,
    taxType: p.taxType,
    flatRate: p.flatRate,
    brackets: {
      single: toRows(p.brackets.single),
      'married-joint': toRows(p.brackets['married-joint']),
      'married-separate': toRows(p.brackets['married-separate']),
      'head-of-household': toRows(p.brackets['head-of-household']),
    },
    standardDeduction: { ...p.standardDeduction },
    personalExemption: { ...p.personalExemption },
    dependentExemption: { ...p.dependentExemption },
    localTaxes: p.localTaxes,
    ...(p.code === 'NY' ? { cityTaxTable: Object.fromEntries(Object.entries(NYC_BRACKETS).map(([k, v]) => [k, toRows(v)])) } : {}),
  }));
}

const UNTAXED_REASON: Record<string, string> = {
  AK: 'Alaska has no individual income tax.',
  FL: 'Florida has no individual income tax (Fla. Const. art. VII §5).',
  NV: 'Nevada has no individual income tax (Nev. Const. art. 10 §1(9)).',
  SD: 'South Dakota has no individual income tax.',
  TN: 'Tennessee has no individual income tax (the Hall tax on interest and dividends was repealed from 2021).',
  TX: 'Texas has no individual income tax (Tex. Const. art. 8 §24-a).',
  WY: 'Wyoming has no individual income tax.',
};

interface Entry extends ResidencyPeriod {
  sourceIncome?: number;
}

/** States named by W-2 box 15 that are neither the primary nor the additional state: nonresident returns. */
function nonresidentEntries(facts: FederalFactsForStates, periods: ResidencyPeriod[]): Entry[] {
  const out: Entry[] = [];
  for (const w of facts.w2States) {
    const code = normalizeStateCode(w.state);
    if (!code || periods.some((p) => p.state === code) || out.some((e) => e.state === code)) continue;
    out.push({ state: code, daysInState: 0, residentType: 'nonresident', ratio: 0, note: null });
  }
  return out;
}

interface Withholding {
  state: number;
  local: number;
  localities: string[];
  /** W-2 box 19 amounts, each with the box 20 names it may go to. */
  localRows: { names: string[]; withheld: number }[];
}

function withholdingFor(facts: FederalFactsForStates, code: string, primary: string): Withholding {
  let state = 0;
  let local = 0;
  const localities: string[] = [];
  const localRows: Withholding['localRows'] = [];
  for (const w of facts.w2States) {
    const named = normalizeStateCode(w.state);
    // A blank or unknown box 15 counts for the primary state.
    if ((named ?? primary) !== code) continue;
    state += w.stateTaxWithheld;
    local += w.localTaxWithheld;
    for (const locality of w.localities) localities.push(locality);
    if (w.localRows) for (const row of w.localRows) localRows.push({ names: [row.locality], withheld: row.withheld });
    else localRows.push({ names: w.localities, withheld: w.localTaxWithheld });
  }
  if (code === primary) state += facts.documentStateWithholding;
  return { state, local, localities, localRows };
}

/** The state's payments line: 2024 estimated payments and last year's overpayment applied, as entered for that state. */
function estimatedPaymentsFor(facts: FederalFactsForStates, code: string): number {
  return round2(facts.stateEstimatedPayments[code] ?? 0);
}

function untaxedResult(entry: Entry, withholding: number, facts: FederalFactsForStates): StateTaxResult {
  const p = STATE_TAX_2024[entry.state];
  const reason = UNTAXED_REASON[entry.state] ?? `${p.name} has no individual income tax.`;
  return new UntaxedStateResult(entry, p.name, reason, round2(withholding), estimatedPaymentsFor(facts, entry.state), round2(facts.totalIncome), round2(facts.federalAgi));
}

/** A state without an income tax: 0 with the reason; every dollar withheld is refunded. Explanation built on read. */
class UntaxedStateResult implements StateTaxResult {
  state: string;
  stateName: string;
  taxType = 'none' as const;
  residentType: StateTaxResult['residentType'];
  daysInState: number;
  grossIncome: number;
  adjustedGrossIncome = 0;
  federalAgiBase: number;
  stateDeductions = 0;
  personalExemptions = 0;
  taxableIncome = 0;
  regularTax = 0;
  credits = 0;
  localTax = 0;
  stateTax = 0;
  withholdings: number;
  estimatedPayments: number;
  refund: number;
  amountDue = 0;
  localWithholdings = 0;
  localRefund = 0;
  localAmountDue = 0;
  marginalRate = 0;
  effectiveRate = 0;
  noTaxReason: string;
  readonly #note: string | null;
  readonly #ratio: number;
  constructor(entry: Entry, name: string, reason: string, withheld: number, estimatedPayments: number, grossIncome: number, federalAgi: number) {
    this.state = entry.state;
    this.stateName = name;
    this.residentType = entry.residentType;
    this.daysInState = entry.daysInState;
    this.grossIncome = grossIncome;
    this.federalAgiBase = federalAgi;
    this.withholdings = withheld;
    this.estimatedPayments = estimatedPayments;
    this.refund = round2(withheld + estimatedPayments);
    this.noTaxReason = reason;
    this.#note = entry.note;
    this.#ratio = entry.ratio;
  }
  get breakdown(): StateBreakdown {
    const lines: StateLine[] = [
      { key: 'stateTax', label: 'State Tax', amount: 0, formula: this.noTaxReason, source: `${this.stateName}: no individual income tax for 2024` },
      { key: 'withholdings', label: 'Withholdings', amount: this.withholdings, formula: 'State income tax withheld on W-2s naming this state', source: 'W-2 box 17' },
    ];
    if (this.estimatedPayments > 0)
      lines.push({ key: 'estimatedPayments', label: 'Estimated Payments', amount: this.estimatedPayments, formula: '2024 estimated payments and overpayment applied, as entered for this state', source: `${this.stateName}: payments line` });
    if (this.refund > 0) lines.push({ key: 'refund', label: 'Refund Due', amount: this.refund, formula: 'All state tax withheld or paid is refundable: no tax is due', source: 'W-2 box 17; estimated payments' });
    return {
      incomeStartingPoint: 'none',
      additions: [],
      subtractions: [],
      brackets: [],
      credits: [],
      totalCredits: 0,
      localTaxes: [],
      allocationRatio: this.#ratio,
      fullYearTaxableIncome: 0,
      fullYearTax: 0,
      lines,
    };
  }
  get calculationDetails(): string[] {
    return [
      `${this.stateName} (${this.state}): ${this.noTaxReason} Tax: $0.00.`,
      ...(this.#note ? [this.#note] : []),
      ...(this.refund > 0 ? [`Withholding and payments ${money(this.refund)} are refunded in full.`] : []),
    ];
  }
  toJSON() {
    return { ...this, breakdown: this.breakdown, calculationDetails: this.calculationDetails };
  }
}

interface Computed {
  entry: Entry;
  full: FullYear;
  locals: LocalTaxWork[];
  withholding: Withholding;
  estimatedPayments: number;
  /** Credits for tax paid to another state (final amounts, not scaled by the allocation). */
  otherStateCredits: StateCredit[];
  /** The local taxes as allocated, each with its withholding and balance (filled by assemble). */
  localResults?: AllocatedLocal[];
}

function bracketSteps(full: FullYear) {
  const { bounds, rates } = full.schedule;
  const steps = [];
  const taxable = full.taxable;
  for (let i = 0; i < bounds.length; i++) {
    const min = bounds[i];
    const max = i + 1 < bounds.length ? bounds[i + 1] : null;
    if (taxable <= min && i > 0) break;
    const top = max === null ? taxable : Math.min(taxable, max);
    const amountTaxed = Math.max(0, top - min);
    steps.push({ min, max, rate: rates[i], amountTaxed: round2(amountTaxed), tax: round2(amountTaxed * rates[i]) });
  }
  return steps;
}

function assemble(c: Computed): StateTaxResult {
  const { entry, full, withholding } = c;
  const r = entry.ratio;
  const credits = full.credits;
  const regularTax = round2(full.tax * r);
  let nonrefundable = 0;
  let refundable = 0;
  for (const cr of credits) {
    if (cr.refundable) refundable += cr.amount * r;
    else nonrefundable += cr.amount * r;
  }
  for (const cr of c.otherStateCredits) nonrefundable += cr.amount;
  nonrefundable = round2(Math.min(nonrefundable, regularTax));
  refundable = round2(refundable);
  // Local taxes apart (ARCHITECTURE decision 9): each its own tax, W-2 box 19 withholding and balance. The state's
  // box 19 goes to the local whose name box 20 gives, else to the first (the residence's own local tax).
  const localResults = allocateLocals(c, r);
  let localTax = 0;
  let localWithholdings = 0;
  let localRefund = 0;
  let localAmountDue = 0;
  for (const l of localResults) {
    localTax += l.amount;
    localWithholdings += l.withholding;
    localRefund += l.refund;
    localAmountDue += l.amountDue;
  }
  c.localResults = localResults;
  localTax = round2(localTax);
  const liability = round2(regularTax - nonrefundable);
  const stateTax = round2(Math.max(0, liability - refundable));
  const excessRefundable = round2(Math.max(0, refundable - liability));
  const withholdings = round2(withholding.state);
  const estimatedPayments = c.estimatedPayments;
  const balance = round2(withholdings + estimatedPayments + excessRefundable - stateTax);
  const grossIncome = round2(full.grossIncome);
  const taxableIncome = round2(full.taxable * r);
  const allocatedGross = full.grossIncome * r;
  const totalCredits = round2(nonrefundable + refundable);
  const p = full.params;
  const result = new AllocatedStateResult(c, excessRefundable);
  result.state = entry.state;
  result.stateName = p.name;
  result.taxType = p.taxType;
  result.residentType = entry.residentType;
  result.daysInState = entry.daysInState;
  result.grossIncome = grossIncome;
  result.adjustedGrossIncome = round2(full.agi);
  result.federalAgiBase = round2(full.federalAgiBase);
  result.stateDeductions = round2(full.deduction);
  result.personalExemptions = round2(full.exemptions);
  result.taxableIncome = taxableIncome;
  result.regularTax = regularTax;
  result.credits = totalCredits;
  result.localTax = localTax;
  result.stateTax = stateTax;
  result.withholdings = withholdings;
  result.estimatedPayments = estimatedPayments;
  result.localWithholdings = round2(localWithholdings);
  result.localRefund = round2(localRefund);
  result.localAmountDue = round2(localAmountDue);
  result.refund = balance > 0 ? balance : 0;
  result.amountDue = balance < 0 ? -balance : 0;
  result.marginalRate = full.marginalRate;
  result.effectiveRate = allocatedGross > 0 ? Math.round((stateTax / allocatedGross) * 1e6) / 1e6 : 0;
  result.breakdown = new AllocatedBreakdown(result, c, credits, c.otherStateCredits, totalCredits);
  return result;
}

const normLocality = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');
/** A local tax as allocated; its formula is built only when the explanation is read. */
type AllocatedLocal = Omit<LocalTax, 'formula'> & { formula: () => string };
function allocateLocals(c: Computed, r: number): AllocatedLocal[] {
  const { locals, withholding } = c;
  if (locals.length === 0) return [];
  const withheld = locals.map(() => 0);
  // Each W-2's box 19 goes to the local tax its box 20 names (e.g. 'NYC' / 'New York City', 'YONKERS', an Ohio school
  // district's number '8701'); a box 20 naming none of them goes to the first (the residence's own local tax).
  const keys = locals.map((l) => normLocality(l.jurisdiction));
  const matches = (i: number, name: string) => {
    const n = normLocality(name);
    const j = keys[i];
    if (n !== '' && (j.startsWith(n) || n.startsWith(j) || (n === 'nyc' && j === 'newyorkcity'))) return true;
    const digits = name.replace(/\D/g, '');
    return digits.length === 4 && (locals[i].box20Numbers ?? []).includes(digits);
  };
  for (const row of withholding.localRows) {
    let target = 0;
    for (let i = 0; i < locals.length; i++) {
      if (row.names.some((name) => matches(i, name))) {
        target = i;
        break;
      }
    }
    withheld[target] += row.withheld;
  }
  for (let i = 0; i < withheld.length; i++) withheld[i] = round2(withheld[i]);
  return locals.map((l, i): AllocatedLocal => {
    const amount = round2(l.amount * r);
    const balance = round2(withheld[i] - amount);
    return {
      jurisdiction: l.jurisdiction,
      base: round2(l.base),
      rate: l.rate,
      amount,
      formula: l.formula,
      source: l.source,
      estimated: l.estimated,
      withholding: withheld[i],
      refund: balance > 0 ? balance : 0,
      amountDue: balance < 0 ? -balance : 0,
    };
  });
}

const ratioText = (c: Computed) => {
  const r = c.entry.ratio;
  return r === 1 && c.entry.residentType === 'resident' ? '' : ` x ${(r * 100).toFixed(2)}% (${c.entry.residentType === 'part-year' ? `part-year share, ${c.entry.daysInState} days` : 'state-source share'})`;
};

/**
 * A state's result: the figures are plain fields; the explanation (card lines with formulas and sources,
 * calculation details, bracket steps) is built when first read or serialised, so computing many returns
 * stays cheap. JSON.stringify gives the full spec 3 §3 object.
 */
class AllocatedStateResult implements StateTaxResult {
  state = '';
  stateName = '';
  taxType: StateTaxResult['taxType'] = 'progressive';
  residentType: StateTaxResult['residentType'] = 'resident';
  daysInState = 0;
  grossIncome = 0;
  adjustedGrossIncome = 0;
  federalAgiBase = 0;
  stateDeductions = 0;
  personalExemptions = 0;
  taxableIncome = 0;
  regularTax = 0;
  credits = 0;
  localTax = 0;
  stateTax = 0;
  withholdings = 0;
  estimatedPayments = 0;
  refund = 0;
  amountDue = 0;
  localWithholdings = 0;
  localRefund = 0;
  localAmountDue = 0;
  marginalRate = 0;
  effectiveRate = 0;
  noTaxReason: string | null = null;
  breakdown!: AllocatedBreakdown;
  readonly #c: Computed;
  readonly #excessRefundable: number;
  #details: string[] | null = null;
  constructor(c: Computed, excessRefundable: number) {
    this.#c = c;
    this.#excessRefundable = excessRefundable;
  }
  get calculationDetails(): string[] {
    return (this.#details ??= buildDetails(this, this.#c.full, this.#c, ratioText(this.#c)));
  }
  /** @internal */
  buildLines(): StateLine[] {
    return buildLines(this, this.#c.full, this.#c, ratioText(this.#c), this.#excessRefundable);
  }
  toJSON() {
    return { ...this, breakdown: this.breakdown.toJSON(), calculationDetails: this.calculationDetails };
  }
}

class AllocatedBreakdown implements StateBreakdown {
  incomeStartingPoint: string;
  totalCredits: number;
  allocationRatio: number;
  fullYearTaxableIncome: number;
  fullYearTax: number;
  readonly #owner: AllocatedStateResult;
  readonly #c: Computed;
  readonly #credits: StateCredit[];
  readonly #otherStateCredits: StateCredit[];
  #lines: StateLine[] | null = null;
  constructor(owner: AllocatedStateResult, c: Computed, credits: StateCredit[], otherStateCredits: StateCredit[], totalCredits: number) {
    this.#owner = owner;
    this.#c = c;
    this.#credits = credits;
    this.#otherStateCredits = otherStateCredits;
    this.incomeStartingPoint = c.full.startingPoint;
    this.totalCredits = totalCredits;
    this.allocationRatio = c.entry.ratio;
    this.fullYearTaxableIncome = round2(c.full.taxable);
    this.fullYearTax = round2(c.full.tax);
  }
  get additions() {
    return this.#c.full.additions.map((a) => ({ ...a, amount: round2(a.amount) }));
  }
  get subtractions() {
    return this.#c.full.subtractions.map((a) => ({ ...a, amount: round2(a.amount) }));
  }
  get brackets() {
    return bracketSteps(this.#c.full);
  }
  get credits() {
    const r = this.#c.entry.ratio;
    return [...this.#credits.map((cr) => ({ ...cr, amount: round2(cr.amount * r) })), ...this.#otherStateCredits];
  }
  get localTaxes(): LocalTax[] {
    return (this.#c.localResults ?? []).map((l): LocalTax => ({ ...l, formula: l.formula() }));
  }
  get lines(): StateLine[] {
    return (this.#lines ??= this.#owner.buildLines());
  }
  toJSON(): StateBreakdown {
    return {
      incomeStartingPoint: this.incomeStartingPoint,
      additions: this.additions,
      subtractions: this.subtractions,
      brackets: this.brackets,
      credits: this.credits,
      totalCredits: this.totalCredits,
      localTaxes: this.localTaxes,
      allocationRatio: this.allocationRatio,
      fullYearTaxableIncome: this.fullYearTaxableIncome,
      fullYearTax: this.fullYearTax,
      lines: this.lines,
    };
  }
}

function buildLines(res: StateTaxResult, full: FullYear, c: Computed, ratioText: string, excessRefundable: number): StateLine[] {
  const form = full.rule.form;
  const lines: StateLine[] = [
    { key: 'grossIncome', label: 'Gross Income', amount: res.grossIncome, formula: full.startingPoint === 'state-gross-income' ? full.startingFormula() : `Federal total income (Form 1040 line 9) ${money(res.grossIncome)}`, source: full.startingPoint === 'state-gross-income' ? full.startingSource : 'Form 1040 line 9' },
    {
      key: 'adjustedGrossIncome',
      label: 'Adjusted Gross Income (Federal AGI Base)',
      amount: res.adjustedGrossIncome,
      formula: [full.startingFormula(), ...full.subtractions.map((s) => `- ${s.name} ${money(s.amount)}`), ...full.additions.map((a) => `+ ${a.name} ${money(a.amount)}`)].join(' '),
      source: full.startingSource,
    },
    { key: 'stateDeductions', label: 'State Deductions', amount: res.stateDeductions, formula: full.deductionFormula(), source: full.deductionSource },
    { key: 'personalExemptions', label: 'Personal & Dependent Exemptions', amount: res.personalExemptions, formula: full.exemptionFormula(), source: full.exemptionSource },
    { key: 'taxableIncome', label: 'Taxable Income (prorated for days)', amount: res.taxableIncome, formula: `max(0, ${money(full.agi)} - ${money(full.deduction)} - ${money(full.exemptions)}) = ${money(full.taxable)}${ratioText}`, source: `${form}: taxable income; spec 3 §4 proration` },
    { key: 'regularTax', label: 'Regular State Tax', amount: res.regularTax, formula: `${full.taxFormula()} = ${money(full.tax)}${ratioText}`, source: full.taxSource },
  ];
  if (res.credits > 0)
    lines.push({ key: 'credits', label: 'Tax Credits', amount: res.credits, formula: res.breakdown.credits.filter((x) => x.amount > 0).map((x) => `${x.name} ${money(x.amount)}${x.refundable ? ' (refundable)' : ''}`).join(' + '), source: res.breakdown.credits.map((x) => x.source).join('; ') });
  lines.push({ key: 'stateTax', label: 'State Tax', amount: res.stateTax, formula: `regular tax ${money(res.regularTax)} - credits ${money(res.credits)}, not below 0 (local taxes are apart)`, source: form });
  lines.push({ key: 'withholdings', label: 'Withholdings', amount: res.withholdings, formula: `State tax withheld: W-2 box 17 for W-2s naming ${res.state} (blank counts for the primary state) + 1099 state withholding (primary state)`, source: 'W-2 boxes 15-17; 1099 state boxes' });
  const paid = res.estimatedPayments > 0 ? ` + estimated payments ${money(res.estimatedPayments)}` : '';
  if (res.estimatedPayments > 0)
    lines.push({ key: 'estimatedPayments', label: 'Estimated Payments', amount: res.estimatedPayments, formula: '2024 estimated payments and overpayment applied, as entered for this state', source: `${form}: payments line` });
  if (res.refund > 0 || res.amountDue === 0)
    lines.push({ key: 'refund', label: 'Refund Due', amount: res.refund, formula: `withholdings ${money(res.withholdings)}${paid}${excessRefundable > 0 ? ` + refundable credits beyond the tax ${money(excessRefundable)}` : ''} - state tax ${money(res.stateTax)}`, source: form });
  else lines.push({ key: 'amountDue', label: 'Amount Due', amount: res.amountDue, formula: `state tax ${money(res.stateTax)} - withholdings ${money(res.withholdings)}${paid.replace(' + ', ' - ')}`, source: form });
  // Each local tax apart: its tax, its W-2 box 19 withholding, its own refund or amount due.
  const localTaxes = res.breakdown.localTaxes;
  for (let i = 0; i < localTaxes.length; i++) {
    const l = localTaxes[i];
    const name = l.estimated ? `${l.jurisdiction} (estimate)` : l.jurisdiction;
    // Keys stay unique on the card when a state has two local taxes (a second one's keys end in '.1').
    const k = (key: string) => (i === 0 ? key : `${key}.${i}`);
    lines.push({ key: k('localTax'), label: l.estimated ? 'Local Tax (estimate)' : 'Local Tax', amount: l.amount, formula: `${name}: ${l.formula}${ratioText}`, source: l.source });
    lines.push({ key: k('localWithholdings'), label: 'Local Tax Withheld', amount: l.withholding, formula: `${l.jurisdiction}: W-2 box 19 (box 20 names the locality)`, source: 'W-2 boxes 18-20' });
    if (l.refund > 0 || l.amountDue === 0)
      lines.push({ key: k('localRefund'), label: 'Local Refund Due', amount: l.refund, formula: `${l.jurisdiction}: withheld ${money(l.withholding)} - local tax ${money(l.amount)}`, source: l.source });
    else lines.push({ key: k('localAmountDue'), label: 'Local Amount Due', amount: l.amountDue, formula: `${l.jurisdiction}: local tax ${money(l.amount)} - withheld ${money(l.withholding)}`, source: l.source });
  }
  lines.push({ key: 'effectiveRate', label: 'Effective Rate', amount: res.effectiveRate, formula: `state tax / gross income${ratioText} = ${pct(res.effectiveRate)}`, source: 'spec 3 §2 State Tax Calculation card' });
  return lines;
}

function buildDetails(res: StateTaxResult, full: FullYear, c: Computed, ratioText: string): string[] {
  const d: string[] = [];
  d.push(`${res.stateName} (${res.state}), ${res.residentType}, ${res.daysInState} days; ${full.rule.form}.`);
  if (c.entry.note) d.push(c.entry.note);
  for (const line of res.breakdown.lines) d.push(`${line.label}: ${line.key === 'effectiveRate' ? pct(line.amount) : money(line.amount)} = ${line.formula} [${line.source}]`);
  if (ratioText) d.push(`Allocation${ratioText}: taxable income, tax, credits (other than the credit for tax paid to another state) and local tax are the full-year figures times the ratio (spec 3 §4; the income-percentage method).`);
  if (full.params.confidence !== 'verified-2-sources') d.push(`Data confidence for ${res.state}: ${full.params.confidence}.`);
  for (const note of full.rule.notes ?? []) d.push(`Not computed / approximated: ${note}`);
  for (const note of full.notes) d.push(note);
  return d;
}

/** Spec 3 §3 State result for every state the return touches (primary, additional, and W-2 work states). */
export function computeStates(federal: FederalFactsForStates): StateResult {
  const ctx: StateContext = buildContext(federal);
  const periods = residencyPeriods(federal.residence);
  const primary = periods[0].state;
  // A full-year resident of one state; otherwise every state lived in is a part-year residence (tax law over the
  // spec's labels, ARCHITECTURE decision 1: a move is a part-year return in each state, NY IT-203, CA 540NR, NJ-1040).
  const fullYear = periods.length === 1 && periods[0].daysInState >= DAYS_IN_YEAR;
  const shares = residenceShares(periods, fullYear);
  const wages = wagesByWorkState(federal);
  const residences: Entry[] = periods.map((p) => (fullYear ? p : { ...p, residentType: 'part-year' as const }));
  const entries: Entry[] = [...residences, ...nonresidentEntries(federal, periods)];

  const results: (StateTaxResult | Computed)[] = [];
  const taxed: TaxedReturn[] = [];
  for (const entry of entries) {
    const withholding = withholdingFor(federal, entry.state, primary);
    const p = STATE_TAX_2024[entry.state];
    if (p.taxType === 'none') {
      if (!fullYear || entry.residentType === 'nonresident') {
        const share = entry.residentType === 'nonresident' ? 0 : (shares.get(entry.state) ?? 0);
        Object.assign(entry, { ratio: share, note: entry.note ?? `${entry.residentType === 'nonresident' ? 'Nonresident' : `Part-year resident (${entry.daysInState} days)`}: no income tax.` });
      }
      results.push(untaxedResult(entry, withholding.state, federal));
      continue;
    }
    const full = computeFullYear(entry.state, ctx);
    if (!fullYear || entry.residentType === 'nonresident') {
      const base = full.startingPoint === 'state-gross-income' ? full.grossIncome : federal.federalAgi;
      const a = entry.residentType === 'nonresident' ? nonresidentAllocation(entry.state, base, wages, shares) : partYearAllocation(entry.state, base, wages, shares, entry.daysInState);
      entry.ratio = a.ratio;
      entry.note = entry.note ? `${entry.note} ${a.note}` : a.note;
      taxed.push({ code: entry.state, form: full.rule.form, livedIn: entry.residentType !== 'nonresident', allocation: a, netFullYearTax: Math.max(0, full.tax - full.nonrefundableCredits) });
    } else {
      const base = full.startingPoint === 'state-gross-income' ? full.grossIncome : federal.federalAgi;
      taxed.push({ code: entry.state, form: full.rule.form, livedIn: true, allocation: { sourceIncome: base, base, ratio: 1, note: '' }, netFullYearTax: Math.max(0, full.tax - full.nonrefundableCredits) });
    }
    const netStateTax = Math.max(0, full.tax - full.nonrefundableCredits);
    const locals = localTaxes(ctx, {
      code: entry.state,
      isPrimary: entry.state === primary,
      taxableIncome: full.taxable,
      netStateTax,
      localities: withholding.localities,
      nonresident: entry.residentType === 'nonresident',
    });
    results.push({ entry, full, locals, withholding, estimatedPayments: estimatedPaymentsFor(federal, entry.state), otherStateCredits: [] });
  }

  // Credit for tax paid to another state (multistate.ts): the state of residence, or the work state of a reverse-credit pair.
  const credits = otherStateCredits(taxed, wages, shares);
  for (const x of results) if ('full' in x) x.otherStateCredits = credits.get(x.entry.state) ?? [];

  const states: StateTaxResult[] = results.map((x) => ('full' in x ? assemble(x) : x));
  let totalStateTax = 0;
  let totalWithholdings = 0;
  let totalRefund = 0;
  let totalAmountDue = 0;
  let totalLocalTax = 0;
  let totalLocalWithholdings = 0;
  let totalLocalRefund = 0;
  let totalLocalAmountDue = 0;
  for (const s of states) {
    totalStateTax += s.stateTax;
    totalWithholdings += s.withholdings;
    totalRefund += s.refund;
    totalAmountDue += s.amountDue;
    totalLocalTax += s.localTax;
    totalLocalWithholdings += s.localWithholdings;
    totalLocalRefund += s.localRefund;
    totalLocalAmountDue += s.localAmountDue;
  }
  return {
    states,
    totalStateTax: round2(totalStateTax),
    totalWithholdings: round2(totalWithholdings),
    totalRefund: round2(totalRefund),
    totalAmountDue: round2(totalAmountDue),
    totalLocalTax: round2(totalLocalTax),
    totalLocalWithholdings: round2(totalLocalWithholdings),
    totalLocalRefund: round2(totalLocalRefund),
    totalLocalAmountDue: round2(totalLocalAmountDue),
  };
}

export { FALLBACK_STATE };
