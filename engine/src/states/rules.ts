// Per-state rules for 2024: only what the parameter table (engine/data/stateTax2024.ts) cannot say.
// Each rule cites the state's 2024 form or instructions. States absent here use the table alone.
import { dependentsUnder, type StateContext } from './context';
import { money, round2 } from './format';
import { marginalRate, scheduleTax, type Schedule, type StateStatus } from './params';
import type { Adjustment, StateRule, TaxComputation } from './rule';
import type { StateCredit } from './types';
import { NY_SUPPLEMENTAL_2024 } from '../../data/stateTaxTables2024';
import { CT_TAX_CALCULATION_2024, CT_TAX_CALCULATION_SOURCE, type CtStepTier } from '../../data/ctTaxCalculation2024';
import { tableApplies, tableFormula, tableTax, taxTableFor } from './tables';

const adj = (name: string, amount: number, source: string): Adjustment => ({ name, amount, source });
const credit = (name: string, amount: number, refundable: boolean, source: string): StateCredit => ({
  name,
  amount: round2(Math.max(0, amount)),
  refundable,
  source,
});
const pos = (n: number) => (n > 0 ? n : 0);
/** Explanation thunks passed through a call, so bundlers' keepNames leave them alone on the hot path. */
const lazy = (f: () => string) => f;
const lazyParts = (f: () => string[]) => f;
const byStatus = <T>(ctx: StateContext, values: Record<StateStatus, T>): T => values[ctx.status];

/** A state earned income credit that is a share of the federal EIC (Form 1040 line 27). */
function eitcShare(rate: number, refundable: boolean, source: string) {
  return (ctx: StateContext): StateCredit[] =>
    ctx.facts.federalEarnedIncomeCredit > 0
      ? [credit(`Earned income credit (${rate * 100}% of the federal EIC)`, rate * ctx.facts.federalEarnedIncomeCredit, refundable, source)]
      : [];
}

/** Federal EIC qualifying children (the IRC §152(c) test the federal engine applied). */
function eicChildren(ctx: StateContext): number {
  let n = 0;
  for (const d of ctx.facts.dependents) if (d.isQualifyingChild) n++;
  return n;
}

/**
 * States that let the filer choose a nonrefundable share of the federal EIC (limited to the tax) or a smaller
 * refundable share: the larger benefit is taken. `available` is the tax left after the state's other nonrefundable credits.
 */
function eitcChoice(ctx: StateContext, available: number, nonrefRate: number, refRate: number, source: string): StateCredit[] {
  const eic = ctx.facts.federalEarnedIncomeCredit;
  if (eic <= 0) return [];
  const nonref = Math.min(nonrefRate * eic, pos(available));
  const ref = refRate * eic;
  return nonref >= ref
    ? [credit(`Earned income credit (${nonrefRate * 100}% of the federal EIC, nonrefundable, up to the tax; larger than the ${refRate * 100}% refundable option)`, nonref, false, source)]
    : [credit(`Earned income credit (${refRate * 100}% of the federal EIC, refundable; larger than the ${nonrefRate * 100}% nonrefundable option limited to the tax)`, ref, true, source)];
}

function scheduleResult(schedule: Schedule, taxable: number, form: string): TaxComputation {
  return {
    tax: scheduleTax(schedule, taxable),
    formula: lazy(() => `2024 rate schedule on ${money(taxable)}`),
    source: `${form}: 2024 tax rate schedule`,
    marginalRate: marginalRate(schedule, taxable),
  };
}

const retirementIncome = (ctx: StateContext) => ctx.facts.taxableIraDistributions + ctx.facts.taxablePensions;
const netGain = (ctx: StateContext) => pos(ctx.facts.netCapitalGain);
const ltcg = (ctx: StateContext) => pos(Math.min(ctx.facts.netLongTermCapitalGain, ctx.facts.netLongTermCapitalGain + ctx.facts.netShortTermCapitalGain));
/** People on the return (taxpayer, spouse) aged at least `age`. */
function peopleAged(ctx: StateContext, age: number): number {
  let n = ctx.taxpayerAge >= age ? 1 : 0;
  if (ctx.persons === 2 && ctx.spouseAge >= age) n++;
  return n;
}

/**
 * Wages as a state with its own income definition counts them: W-2 box 16 (state wages) where the W-2 gives it,
 * else box 1, plus any wages typed by hand beyond the W-2s. PA and NJ tax employee 401(k)-type deferrals that
 * box 1 leaves out, and box 16 carries them.
 */
function stateWages(ctx: StateContext): number {
  const w2s = ctx.facts.w2States;
  if (w2s.length === 0) return ctx.facts.wages;
  let box1 = 0;
  let state = 0;
  for (const w of w2s) {
    box1 += w.wages;
    state += w.stateWages;
  }
  return state + pos(ctx.facts.wages - box1);
}

// ---------------------------------------------------------------- AL
const AL_FORM = 'Alabama Form 40 (2024)';
const AL: StateRule = {
  form: AL_FORM,
  allowsItemized: true,
  adjustments: (ctx) => [
    adj('Unemployment compensation (not taxed in Alabama)', ctx.facts.unemployment, `${AL_FORM} instructions: unemployment compensation is exempt`),
    adj('Federal income tax deduction', ctx.facts.federalIncomeTax, `${AL_FORM} Schedule A / line 12: federal income tax liability (Form 1040 line 22)`),
  ],
  // Standard Deduction Chart, Form 40 booklet 2024: maximums reduced per $500 of AL AGI over $25,500 ($250 over $12,750 MFS).
  standardDeduction: (ctx, agi) => {
    const c = byStatus(ctx, {
      single: [3000, 25, 500, 25500, 2500],
      'married-joint': [8500, 175, 500, 25500, 5000],
      'married-separate': [4250, 88, 250, 12750, 2500],
      'head-of-household': [5200, 135, 500, 25500, 2500],
    });
    const steps = agi > c[3] ? Math.floor((agi - c[3]) / c[2]) : 0;
    const amount = Math.max(c[4], c[0] - steps * c[1]);
    return {
      amount,
      formula: lazy(() => `${money(c[0])} less ${money(c[1])} for each $${c[2]} of AL AGI over ${money(c[3])} (${steps} steps), at least ${money(c[4])} = ${money(amount)}`),
      source: `${AL_FORM} booklet, Standard Deduction Chart`,
    };
  },
  // Dependent exemption: $1,000 (AGI <= $50,000), $500 (to $100,000), $300 above (Form 40 line 16).
  exemptions: (ctx, agi) => {
    const personal = byStatus(ctx, { single: 1500, 'married-joint': 3000, 'married-separate': 1500, 'head-of-household': 3000 });
    const per = agi <= 50000 ? 1000 : agi <= 100000 ? 500 : 300;
    const amount = personal + per * ctx.dependents;
    return { amount, formula: lazy(() => `personal ${money(personal)} + ${ctx.dependents} x ${money(per)}`), source: `${AL_FORM} lines 15-16` };
  },
  notes: ['Alabama AGI is taken as federal AGI less the subtractions shown (Alabama exempts social security, unemployment); defined-benefit pension exclusion and the age-65 $6,000 exclusion are not applied.'],
};

// ---------------------------------------------------------------- AR
const AR_FORM = 'Arkansas AR1000F (2024)';
const AR: StateRule = {
  form: AR_FORM,
  allowsItemized: true,
  adjustments: (ctx) => [
    adj('50% of net capital gain excluded', 0.5 * netGain(ctx), `${AR_FORM} instructions, capital gains (Ark. Code 26-51-815)`),
    adj('Retirement income exclusion (up to $6,000)', Math.min(6000, retirementIncome(ctx)), `${AR_FORM} line 18 (Ark. Code 26-51-307)`),
  ],
  tax: (ctx, taxable, _agi, schedule) => {
    if (taxable <= 89600) return scheduleResult(schedule, taxable, AR_FORM);
    // Net income over $89,600: 2% on the first $4,500 and 3.9% above (AEDC 2024 table).
    const tax = 0.02 * 4500 + 0.039 * (taxable - 4500);
    return { tax, formula: lazy(() => `2% x $4,500 + 3.9% x (${money(taxable)} - $4,500)`), source: `${AR_FORM}: tax table for net income over $89,600`, marginalRate: 0.039 };
  },
  credits: (ctx) => [credit(`Additional personal credit for 65 or over / blind (${ctx.age65Count + ctx.blindCount} x $29)`, 29 * (ctx.age65Count + ctx.blindCount), false, `${AR_FORM} line 7`)],
  notes: ['The bracket adjustment for net income just above $89,600 and the low-income tax tables are not applied (uncertain in the data).'],
};

// ---------------------------------------------------------------- AZ
const AZ_FORM = 'Arizona Form 140 (2024)';
const AZ: StateRule = {
  form: AZ_FORM,
  allowsItemized: true,
  exemptions: (ctx) => {
    const amount = 2100 * ctx.age65Count + 1500 * ctx.blindCount;
    return { amount, formula: lazy(() => `age 65 or over ${ctx.age65Count} x $2,100 + blind ${ctx.blindCount} x $1,500`), source: `${AZ_FORM} lines 38-39` };
  },
  replacesExemptionCredits: true,
  // Dependent tax credit: $100 per dependent under 17, $25 otherwise; less 5% per $1,000 of AGI over $200,000 ($400,000 MFJ).
  credits: (ctx) => {
    const base = 100 * ctx.childrenUnder17 + 25 * ctx.otherDependents;
    const threshold = ctx.status === 'married-joint' ? 400000 : 200000;
    const cut = Math.min(1, 0.05 * Math.ceil(pos(ctx.facts.federalAgi - threshold) / 1000));
    return [credit('Dependent tax credit', base * (1 - cut), false, `${AZ_FORM} line 49 (A.R.S. 43-1073.01)`)];
  },
};

// ---------------------------------------------------------------- CA
const CA_FORM = 'California Form 540 (2024)';
const CA_TABLE = taxTableFor('CA')!;
const CA: StateRule = {
  form: CA_FORM,
  allowsItemized: true,
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
    const mhst = 0.01 * pos(taxable - 1000000);
    return {
      tax: base + mhst,
      formula: lazy(() => `2024 rate schedule on ${money(taxable)}${mhst > 0 ? ` + Mental Health Services Tax 1% x (${money(taxable)} - $1,000,000)` : ''}`),
      source: `${CA_FORM} line 31 (2024 Tax Rate Schedules) and line 62 (Mental Health Services Tax)`,
      marginalRate: marginalRate(schedule, taxable) + (taxable > 1000000 ? 0.01 : 0),
    };
  },
  replacesExemptionCredits: true,
  // Exemption credits $149 per person (+$149 per 65 or over / blind), $461 per dependent, each reduced $6 per
  // $2,500 ($1,250 MFS) or part of federal AGI over the threshold (Form 540 line 32 worksheet).
  credits: (ctx) => {
    const personalCount = ctx.persons + ctx.age65Count + ctx.blindCount;
    const threshold = byStatus(ctx, { single: 244857, 'married-separate': 244857, 'head-of-household': 367291, 'married-joint': 489719 });
    const step = ctx.status === 'married-separate' ? 1250 : 2500;
    const steps = Math.ceil(pos(ctx.facts.federalAgi - threshold) / step);
    const personal = Math.max(0, 149 * personalCount - 6 * steps * personalCount);
    const dependent = Math.max(0, 461 * ctx.dependents - 6 * steps * ctx.dependents);
    return [
      credit(`Personal exemption credits (${personalCount} x $149${steps ? `, less $6 x ${steps} per credit` : ''})`, personal, false, `${CA_FORM} line 32`),
      credit(`Dependent exemption credits (${ctx.dependents} x $461)`, dependent, false, `${CA_FORM} line 32`),
    ];
  },
  notes: ['Tax from the 2024 California Tax Table up to $100,000 of taxable income (row midpoint, whole dollars), the rate schedules above.'],
};

// ---------------------------------------------------------------- CO
const CO_FORM = 'Colorado DR 0104 (2024)';
const CO: StateRule = {
  form: CO_FORM,
  taxesSocialSecurity: true,
  // Pension and annuity subtraction (DR 0104AD line 4-5): social security fully for 65 or over; 55-64 up to $20,000 per person.
  socialSecurityRelief: (ctx) => {
    const ss = ctx.facts.taxableSocialSecurity;
    if (ss <= 0) return null;
    const amount = ctx.taxpayerAge >= 65 ? ss : ctx.taxpayerAge >= 55 ? Math.min(ss, 20000 * ctx.persons) : 0;
    return adj('Social security subtraction (age 65+ in full, 55-64 up to $20,000)', amount, 'Colorado DR 0104AD lines 4-5');
  },
  adjustments: (ctx) => {
    const f = ctx.facts;
    if (f.federalAgi < 300000) return [];
    const cap = ctx.status === 'married-joint' ? 16000 : 12000;
    const deduction = f.itemizes ? f.itemizedDeductions : f.standardDeduction;
    return [adj(`Add-back of federal deduction over ${money(cap)} (AGI $300,000 or more)`, -pos(deduction - cap), 'Colorado DR 0104AD line 3 (C.R.S. 39-22-104(3)(p))')];
  },
  // Colorado EITC for 2024: 50% of the federal EIC, refundable (C.R.S. 39-22-123.5 as amended by HB24-1134;
  // DR 0104CR 2024; Colorado DOR "Earned Income Tax Credit" publication).
  credits: eitcShare(0.5, true, `${CO_FORM} / DR 0104CR (Colorado EITC, 50% of the federal EIC for 2024; C.R.S. 39-22-123.5, HB24-1134)`),
  notes: ['The TABOR sales-tax refund, Colorado child tax credit and family affordability credit are not computed.'],
};

// ---------------------------------------------------------------- CT
const CT_FORM = 'Connecticut CT-1040 (2024)';
/** Table C / D step: a fixed amount per step of CT AGI, or fraction of a step, over the threshold, at most the maximum. */
function ctStep(t: CtStepTier, agi: number): number {
  if (agi <= t.over) return 0;
  return Math.min(t.max, t.amount * Math.ceil((agi - t.over) / t.step));
}
/** Table E: the decimal for CT AGI "more than" the row's bound and "not more than" the next one. */
export function ctPersonalCreditDecimal(status: StateStatus, agi: number): number {
  const { over, decimals } = CT_TAX_CALCULATION_2024[status].personalCredit;
  let i = over.length - 1;
  while (i >= 0 && agi <= over[i]) i--;
  return i < 0 ? 0 : decimals[i];
}
/** Tables C and D for a CT AGI: the 2% rate phase-out add-back (line 5) and the tax recapture (line 6). */
export function ctAddBackAndRecapture(status: StateStatus, agi: number): { addBack: number; recapture: number } {
  const t = CT_TAX_CALCULATION_2024[status];
  let recapture = 0;
  for (const tier of t.recapture) recapture += ctStep(tier, agi);
  return { addBack: ctStep(t.phaseOutAddBack, agi), recapture };
}
const CT: StateRule = {
  form: CT_FORM,
  taxesSocialSecurity: true,
  // Schedule 1 line 41 worksheet: benefits fully exempt under $75,000 AGI ($100,000 MFJ/HoH); else at most 25% taxable.
  socialSecurityRelief: (ctx) => {
    const f = ctx.facts;
    if (f.taxableSocialSecurity <= 0) return null;
    const limit = ctx.status === 'married-joint' || ctx.status === 'head-of-household' ? 100000 : 75000;
    const amount = f.federalAgi < limit ? f.taxableSocialSecurity : pos(f.taxableSocialSecurity - 0.25 * f.socialSecurityBenefits);
    return adj('Social security benefit adjustment', amount, `${CT_FORM} Schedule 1 line 41 worksheet`);
  },
  // Tax Calculation Schedule line 2, Table A: reduced $1,000 for each $1,000 or part of CT AGI over the threshold.
  exemptions: (ctx, agi) => {
    const { max, over } = CT_TAX_CALCULATION_2024[ctx.status].exemption;
    const cut = 1000 * Math.ceil(pos(agi - over) / 1000);
    const amount = pos(max - cut);
    return { amount, formula: lazy(() => `${money(max)} less $1,000 per $1,000 (or part) of CT AGI over ${money(over)} = ${money(amount)}`), source: `${CT_FORM} Tax Calculation Schedule line 2, Table A (Conn. Gen. Stat. §12-702(a))` };
  },
  // Lines 4-7: initial tax (Table B) + 2% rate phase-out add-back (Table C) + tax recapture (Table D), both by CT AGI.
  tax: (ctx, taxable, agi, schedule) => {
    const initial = scheduleTax(schedule, taxable);
    const { addBack, recapture } = ctAddBackAndRecapture(ctx.status, agi);
    return {
      tax: initial + addBack + recapture,
      formula: lazy(() => `line 4 initial tax (Table B) on ${money(taxable)} = ${money(initial)} + line 5 2% tax rate phase-out add-back (Table C, CT AGI ${money(agi)}) ${money(addBack)} + line 6 tax recapture (Table D) ${money(recapture)} = line 7 ${money(initial + addBack + recapture)}`),
      source: `${CT_FORM} Tax Calculation Schedule lines 4-7, Tables B-D. ${CT_TAX_CALCULATION_SOURCE}`,
      marginalRate: marginalRate(schedule, taxable),
    };
  },
  credits: (ctx, agi, _taxable, tax) => {
    const out: StateCredit[] = [];
    // Lines 8-10: personal tax credit = line 7 x the Table E decimal.
    const decimal = ctPersonalCreditDecimal(ctx.status, agi);
    if (decimal > 0 && tax > 0)
      out.push(credit(`Personal tax credit (Table E: ${decimal.toFixed(2)} x line 7 ${money(tax)})`, decimal * tax, false, `${CT_FORM} Tax Calculation Schedule lines 8-9, Table E (Conn. Gen. Stat. §12-703(a))`));
    if (ctx.facts.federalEarnedIncomeCredit > 0)
      out.push(credit('Earned income credit (40% of the federal EIC)', 0.4 * ctx.facts.federalEarnedIncomeCredit, true, `${CT_FORM} Schedule CT-EITC (40% of the federal EIC)`));
    return out;
  },
  notes: ['Tax by the Tax Calculation Schedule (Tables A-E) to the cent; the printed CT tax tables (whole dollars) are not applied, and the pension/IRA subtraction is not computed.'],
};

// ---------------------------------------------------------------- DC
const DC_FORM = 'DC Form D-40 (2024)';
const DC: StateRule = {
  form: DC_FORM,
  allowsItemized: true,
  // DC EITC with qualifying children: 70% of the federal EIC for tax years 2022-2024, refundable (D.C. Code 47-1806.04(f);
  // DC OTR "DC EITC": "For Tax Year 2024, the DC EITC equals 70% of your federal EITC").
  credits: (ctx) =>
    eicChildren(ctx) > 0 ? eitcShare(0.7, true, `${DC_FORM} (DC EITC, 70% of the federal EIC, D.C. Code 47-1806.04(f))`)(ctx) : [],
  notes: ['The DC EITC for filers without a qualifying child (its own Schedule N computation) and the low income credit are not computed.'],
};

// ---------------------------------------------------------------- DE
const DE_FORM = 'Delaware Form PIT-RES (2024)';
const DE: StateRule = {
  form: DE_FORM,
  allowsItemized: true,
  adjustments: (ctx) => {
    const eligible = peopleAged(ctx, 60);
    return eligible > 0 ? [adj('Pension exclusion (age 60+, up to $12,500 each)', Math.min(12500 * eligible, retirementIncome(ctx)), `${DE_FORM} line 6 (30 Del. C. §1106(b)(4))`)] : [];
  },
  standardDeduction: (ctx, _agi, table) => {
    const extra = 2500 * (ctx.age65Count + ctx.blindCount);
    return { amount: table + extra, formula: lazy(() => `${money(table)} + $2,500 x ${ctx.age65Count + ctx.blindCount} (65 or over / blind)`), source: `${DE_FORM} line 21` };
  },
  // Earned income credit (30 Del. C. §1117(a)(2)): 20% of the federal EIC up to the tax, or 4.5% refundable, whichever
  // the filer chooses (the larger is taken here); the tax left after the personal credits ($110 each, table) and the 60+ credits.
  credits: (ctx, _agi, _taxable, tax) => {
    const aged = peopleAged(ctx, 60);
    const personal = 110 * (ctx.persons + ctx.dependents) + 110 * aged;
    return [
      credit(`Additional personal credit age 60 or over (${aged} x $110)`, 110 * aged, false, `${DE_FORM} line 27b`),
      ...eitcChoice(ctx, tax - personal, 0.2, 0.045, `${DE_FORM} (Delaware EITC, 30 Del. C. §1117(a)(2))`),
    ];
  },
};

// ---------------------------------------------------------------- GA
const GA_FORM = 'Georgia Form 500 (2024)';
const GA: StateRule = {
  form: GA_FORM,
  allowsItemized: true,
  // Retirement income exclusion: $35,000 (62-64) or $65,000 (65+) per person (O.C.G.A. 48-7-27(a)(5)).
  adjustments: (ctx) => {
    const f = ctx.facts;
    let cap = ctx.taxpayerAge >= 65 ? 65000 : ctx.taxpayerAge >= 62 ? 35000 : 0;
    if (ctx.persons === 2) cap += ctx.spouseAge >= 65 ? 65000 : ctx.spouseAge >= 62 ? 35000 : 0;
    const income = retirementIncome(ctx) + f.taxableInterest + f.ordinaryDividends + netGain(ctx) + pos(f.rentalIncome);
    return cap > 0 ? [adj('Retirement income exclusion', Math.min(cap, income), `${GA_FORM} Schedule 1 line 10`)] : [];
  },
};

// ---------------------------------------------------------------- HI
const HI_FORM = 'Hawaii Form N-11 (2024)';
const HI: StateRule = {
  form: HI_FORM,
  allowsItemized: true,
  adjustments: (ctx) => [adj('Employer-funded pensions (exempt in Hawaii)', ctx.facts.taxablePensions, `${HI_FORM} line 13`)],
  exemptions: (ctx) => {
    const count = ctx.persons + ctx.age65Count + ctx.dependents;
    return { amount: 1144 * count, formula: lazy(() => `${count} exemptions (self/spouse, 65 or over, dependents) x $1,144`), source: `${HI_FORM} line 24` };
  },
};

// ---------------------------------------------------------------- IA
const IA_FORM = 'Iowa IA 1040 (2024)';
const IA: StateRule = {
  form: IA_FORM,
  adjustments: (ctx) =>
    peopleAged(ctx, 55) > 0 ? [adj('Retirement income exclusion (age 55 or over)', retirementIncome(ctx), `${IA_FORM} line 3 (Iowa Code 422.7(31))`)] : [],
  credits: (ctx) => [
    credit(`Additional exemption credit, 65 or over / blind (${ctx.age65Count + ctx.blindCount} x $20)`, 20 * (ctx.age65Count + ctx.blindCount), false, `${IA_FORM} line 8`),
    ...eitcShare(0.15, true, `${IA_FORM} line 21 (15% of the federal EIC)`)(ctx),
  ],
};

// ---------------------------------------------------------------- ID
const ID_FORM = 'Idaho Form 40 (2024)';
const ID: StateRule = {
  form: ID_FORM,
  allowsItemized: true,
  standardDeductionIsFederal: true,
  // Grocery credit: $120 per person and dependent, $140 for 65 or over (Form 40 line 43), refundable.
  credits: (ctx) => {
    const count = ctx.persons + ctx.dependents;
    return [credit(`Grocery credit (${count} x $120 + ${ctx.age65Count} x $20 for 65 or over)`, 120 * count + 20 * ctx.age65Count, true, `${ID_FORM} line 43`)];
  },
};

// ---------------------------------------------------------------- IL
const IL_FORM = 'Illinois IL-1040 (2024)';
const IL: StateRule = {
  form: IL_FORM,
  adjustments: (ctx) => [adj('Retirement income (IRA, pensions) subtracted', retirementIncome(ctx), `${IL_FORM} line 5`)],
  // Exemption allowance $2,775 each (none when federal AGI is over $250,000 / $500,000 MFJ), +$1,000 per 65+/blind.
  exemptions: (ctx) => {
    const limit = ctx.status === 'married-joint' ? 500000 : 250000;
    const basic = ctx.facts.federalAgi > limit ? 0 : 2775 * (ctx.persons + ctx.dependents);
    const extra = 1000 * (ctx.age65Count + ctx.blindCount);
    return { amount: basic + extra, formula: lazy(() => `${ctx.persons + ctx.dependents} x $2,775${basic ? '' : ' (not allowed above the AGI limit)'} + ${ctx.age65Count + ctx.blindCount} x $1,000`), source: `${IL_FORM} line 10` };
  },
  // IL earned income credit, 20% of the federal EIC; IL child tax credit (new for 2024): 20% of the IL EIC when a
  // qualifying child is under 12 (Schedule IL-E/EIC Step 4; 35 ILCS 5/212.1).
  credits: (ctx) => {
    const out = eitcShare(0.2, true, `${IL_FORM} Schedule IL-E/EIC (20% of the federal EIC)`)(ctx);
    if (out.length && dependentsUnder(ctx, 12) > 0) out.push(credit('Child tax credit (20% of the IL EIC, child under 12)', 0.2 * out[0].amount, true, `${IL_FORM} Schedule IL-E/EIC Step 4`));
    return out;
  },
};

// ---------------------------------------------------------------- IN
const IN_FORM = 'Indiana IT-40 (2024)';
const IN: StateRule = {
  form: IN_FORM,
  exemptions: (ctx) => {
    const f = ctx.facts;
    const extra65Low = f.federalAgi < 40000 ? 500 * ctx.age65Count : 0;
    const qualifyingChildren = f.dependents.filter((d) => d.isQualifyingChild).length;
    const amount = 1000 * (ctx.persons + ctx.dependents) + 1500 * qualifyingChildren + 1000 * (ctx.age65Count + ctx.blindCount) + extra65Low;
    return {
      amount,
      formula: lazy(() => `$1,000 x ${ctx.persons + ctx.dependents} + $1,500 x ${qualifyingChildren} dependent children + $1,000 x ${ctx.age65Count + ctx.blindCount} (65+/blind)${extra65Low ? ' + $500 x 65+ (AGI under $40,000)' : ''}`),
      source: `${IN_FORM} Schedule 3 lines 1-5`,
    };
  },
  credits: eitcShare(0.1, true, `${IN_FORM} Schedule IN-EIC (10% of the federal EIC)`),
};

// ---------------------------------------------------------------- KS
const KS_FORM = 'Kansas K-40 (2024)';
const KS: StateRule = {
  form: KS_FORM,
  allowsItemized: true,
  standardDeduction: (ctx, _agi, table) => {
    const per = ctx.status === 'married-joint' || ctx.status === 'married-separate' ? 700 : 850;
    const n = ctx.age65Count + ctx.blindCount;
    return { amount: table + per * n, formula: lazy(() => `${money(table)} + ${n} x ${money(per)} (65 or over / blind)`), source: `${KS_FORM} line 4 (2024 SB 1)` };
  },
  exemptions: (ctx) => {
    const personal = ctx.status === 'married-joint' ? 18320 : 9160;
    const hoh = ctx.status === 'head-of-household' ? 2320 : 0;
    const amount = personal + hoh + 2320 * ctx.dependents;
    return { amount, formula: lazy(() => `${money(personal)}${hoh ? ' + $2,320 head of household' : ''} + ${ctx.dependents} x $2,320`), source: `${KS_FORM} line 5 (K.S.A. 79-32,121, 2024 SB 1)` };
  },
  credits: eitcShare(0.17, true, `${KS_FORM} line 17 (17% of the federal EIC)`),
};

// ---------------------------------------------------------------- KY
const KY_FORM = 'Kentucky Form 740 (2024)';
const KY: StateRule = {
  form: KY_FORM,
  allowsItemized: true,
  adjustments: (ctx) => [adj('Pension income exclusion (up to $31,110 each)', Math.min(31110 * ctx.persons, retirementIncome(ctx)), `${KY_FORM} Schedule P`)],
  credits: (ctx) => [credit(`Personal tax credits, 65 or over / blind (${ctx.age65Count + ctx.blindCount} x $40)`, 40 * (ctx.age65Count + ctx.blindCount), false, `${KY_FORM} line 14`)],
  notes: ['The family size tax credit for low incomes is not computed.'],
};

// ---------------------------------------------------------------- LA
const LA_FORM = 'Louisiana IT-540 (2024)';
const LA: StateRule = {
  form: LA_FORM,
  adjustments: (ctx) => [adj('Retirement income exclusion, 65 or over ($6,000 each)', Math.min(6000 * ctx.age65Count, retirementIncome(ctx)), `${LA_FORM} Schedule E`)],
  exemptions: (ctx) => {
    const combined = ctx.status === 'married-joint' || ctx.status === 'head-of-household' ? 9000 : 4500;
    const n = ctx.dependents + ctx.age65Count + ctx.blindCount;
    return { amount: combined + 1000 * n, formula: lazy(() => `combined personal exemption-standard deduction ${money(combined)} + ${n} x $1,000 (dependents, 65+, blind)`), source: `${LA_FORM} lines 6C-7` };
  },
  credits: eitcShare(0.05, true, `${LA_FORM} line 25 (5% of the federal EIC)`),
};

// ---------------------------------------------------------------- MA
const MA_FORM = 'Massachusetts Form 1 (2024)';
const MA: StateRule = {
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
  // Deduction for social security and Medicare withheld, up to $2,000 each (Form 1 line 12).
  standardDeduction: (ctx) => {
    const f = ctx.facts;
    const fica = f.taxpayerEarnings.ficaWithheld + (f.spouseEarnings?.ficaWithheld ?? 0);
    const amount = Math.min(2000 * ctx.persons, fica);
    return { amount, formula: lazy(() => `Social security and Medicare withheld ${money(fica)}, up to $2,000 each`), source: `${MA_FORM} line 12` };
  },
  exemptions: (ctx) => {
    const base = byStatus(ctx, { single: 4400, 'married-separate': 4400, 'married-joint': 8800, 'head-of-household': 6800 });
    const amount = base + 1000 * ctx.dependents + 700 * ctx.age65Count + 2200 * ctx.blindCount;
    return { amount, formula: lazy(() => `${money(base)} + ${ctx.dependents} x $1,000 + ${ctx.age65Count} x $700 (65+) + ${ctx.blindCount} x $2,200 (blind)`), source: `${MA_FORM} lines 2a-2g` };
  },
  // 5% on Part A/B and long-term gains, 8.5% on short-term gains, 4% surtax over $1,053,750 (Form 1 lines 22-28, Schedule D).
  tax: (ctx, taxable) => {
    const f = ctx.facts;
    const shortTerm = Math.min(taxable, pos(f.netShortTermCapitalGain + Math.min(0, f.netLongTermCapitalGain)));
    const tax = 0.05 * (taxable - shortTerm) + 0.085 * shortTerm + 0.04 * pos(taxable - 1053750);
    return {
      tax,
      formula: lazy(() => `5% x ${money(taxable - shortTerm)}${shortTerm > 0 ? ` + 8.5% x short-term gains ${money(shortTerm)}` : ''}${taxable > 1053750 ? ` + 4% surtax x (${money(taxable)} - $1,053,750)` : ''}`),
      source: `${MA_FORM} lines 22-28 (4% surtax, M.G.L. c.62 §4(d))`,
      marginalRate: taxable > 1053750 ? 0.09 : 0.05,
    };
  },
  credits: (ctx) => {
    const qualifying = dependentsUnder(ctx, 13);
    return [
      credit(`Child and family tax credit (${qualifying} x $440)`, 440 * qualifying, true, `${MA_FORM} line 44 (Schedule DI)`),
      ...eitcShare(0.4, true, `${MA_FORM} line 43 (40% of the federal EIC)`)(ctx),
    ];
  },
  notes: ['Part B deductions other than social security/Medicare (rent, commuter, student loan) and the no-tax status are not applied.'],
};

// ---------------------------------------------------------------- MD
const MD_FORM = 'Maryland Form 502 (2024)';
const MD: StateRule = {
  form: MD_FORM,
  allowsItemized: true,
  // Standard deduction: 15% of Maryland AGI, at least $1,800 / at most $2,700 (single, MFS); $3,650 / $5,450 (MFJ, HoH, QSS).
  standardDeduction: (ctx, agi) => {
    const [min, max] = ctx.status === 'married-joint' || ctx.status === 'head-of-household' ? [3650, 5450] : [1800, 2700];
    const amount = Math.min(max, Math.max(min, 0.15 * agi));
    return { amount, formula: lazy(() => `15% x ${money(agi)}, between ${money(min)} and ${money(max)}`), source: `${MD_FORM} instructions 2024, standard deduction worksheet` };
  },
  // Exemptions $3,200 each, reduced by AGI (Form 502 instructions, exemption chart); +$1,000 per 65+/blind.
  exemptions: (ctx, agi) => {
    const wide = ctx.status === 'married-joint' || ctx.status === 'head-of-household';
    const [a, b, c] = wide ? [150000, 175000, 200000] : [100000, 125000, 150000];
    const per = agi <= a ? 3200 : agi <= b ? 1600 : agi <= c ? 800 : 0;
    const n = ctx.persons + ctx.dependents;
    const amount = per * n + 1000 * (ctx.age65Count + ctx.blindCount);
    return { amount, formula: lazy(() => `${n} x ${money(per)} (by AGI) + ${ctx.age65Count + ctx.blindCount} x $1,000 (65+/blind)`), source: `${MD_FORM} line 19 and exemption chart` };
  },
  // Maryland EIC (Form 502 lines 22 and 42, Tax-General §10-704): nonrefundable, the smaller of the state tax and 50% of
  // the federal EIC (single, HoH or surviving spouse without a qualifying child: 100% of the federal EIC, at most $530);
  // with a qualifying child the refundable part is 45% of the federal EIC less the state tax (when positive).
  credits: (ctx, _agi, _taxable, tax) => {
    const eic = ctx.facts.federalEarnedIncomeCredit;
    if (eic <= 0) return [];
    const kids = eicChildren(ctx);
    const childless = kids === 0 && ctx.status !== 'married-joint' && ctx.status !== 'married-separate';
    const nonref = Math.min(pos(tax), childless ? Math.min(eic, 530) : 0.5 * eic);
    const out = [credit(`Earned income credit (${childless ? '100% of the federal EIC, at most $530' : '50% of the federal EIC'}, up to the state tax)`, nonref, false, `${MD_FORM} line 22 (Tax-General §10-704)`)];
    if (kids > 0 && 0.45 * eic > tax)
      out.push(credit('Refundable earned income credit (45% of the federal EIC less the state tax)', 0.45 * eic - pos(tax), true, `${MD_FORM} line 42 (Tax-General §10-704(c))`));
    return out;
  },
  notes: ['The pension exclusion, the poverty-level credit, the local (county) EIC and the refundable EIC for filers without a qualifying child are not computed.'],
};

// ---------------------------------------------------------------- ME
const ME_FORM = 'Maine Form 1040ME (2024)';
const ME: StateRule = {
  form: ME_FORM,
  allowsItemized: true,
  // Standard deduction = federal, phased out over $75,000 ($150,000 MFJ) of AGI above the threshold.
  standardDeduction: (ctx, agi) => {
    const table = ctx.facts.standardDeduction;
    const [start, range] = byStatus(ctx, {
      single: [97150, 75000],
      'married-separate': [97150, 75000],
      'head-of-household': [145750, 112500],
      'married-joint': [194300, 150000],
    });
    const fraction = Math.min(1, pos(agi - start) / range);
    const amount = table * (1 - fraction);
    return { amount, formula: lazy(() => `federal standard deduction ${money(table)}${fraction > 0 ? ` x (1 - ${fraction.toFixed(4)} phase-out)` : ''}`), source: `${ME_FORM} line 17, standard deduction worksheet` };
  },
  exemptions: (ctx, agi) => {
    const [start, range] = ctx.status === 'married-joint' ? [388650, 250000] : [323900, 125000];
    const fraction = Math.min(1, pos(agi - start) / range);
    const amount = 5000 * ctx.persons * (1 - fraction);
    return { amount, formula: lazy(() => `$5,000 x ${ctx.persons}${fraction > 0 ? ` x (1 - ${fraction.toFixed(4)} phase-out)` : ''}`), source: `${ME_FORM} line 18` };
  },
  // Maine EIC: 25% of the federal EIC (50% with no qualifying child), refundable for residents (36 M.R.S. §5219-S;
  // Maine Revenue Services "Maine Earned Income Credit": tax years beginning on or after 1 January 2022).
  credits: (ctx) => {
    const rate = eicChildren(ctx) > 0 ? 0.25 : 0.5;
    return eitcShare(rate, true, `${ME_FORM} Schedule A (Maine EIC, ${rate * 100}% of the federal EIC; 36 M.R.S. §5219-S)`)(ctx);
  },
  notes: ['The pension income deduction and the property-tax fairness and sales-tax fairness credits are not computed.'],
};

// ---------------------------------------------------------------- MI
const MI_FORM = 'Michigan MI-1040 (2024)';
const MI: StateRule = {
  form: MI_FORM,
  credits: eitcShare(0.3, true, `${MI_FORM} line 27 (30% of the federal EIC)`),
  notes: ['The retirement subtraction (phase-in) and city income taxes (Detroit and 23 other cities) are not computed.'],
};

// ---------------------------------------------------------------- MN
const MN_FORM = 'Minnesota Form M1 (2024)';
const MN: StateRule = {
  form: MN_FORM,
  allowsItemized: true,
  taxesSocialSecurity: true,
  // Social security subtraction, simplified method (Minn. Stat. 290.0132 subd. 26(b)-(d); Schedule M1M line 14 worksheet):
  // taxable benefits, less 10% per $4,000 ($2,000 MFS) of AGI over $105,380 MFJ / $82,190 single-HoH / $52,690 MFS
  // (2024 indexing of $100,000 / $78,000; House Research gives $108,320 / $84,490 for 2025). The alternate
  // (provisional-income) subtraction is not computed.
  socialSecurityRelief: (ctx) => {
    const f = ctx.facts;
    if (f.taxableSocialSecurity <= 0) return null;
    const threshold = byStatus(ctx, { single: 82190, 'head-of-household': 82190, 'married-joint': 105380, 'married-separate': 52690 });
    const step = ctx.status === 'married-separate' ? 2000 : 4000;
    const cut = Math.min(1, 0.1 * Math.ceil(pos(f.federalAgi - threshold) / step));
    return adj('Social security subtraction', f.taxableSocialSecurity * (1 - cut), `${MN_FORM} Schedule M1M line 14 worksheet`);
  },
  // Standard deduction (+$1,950 / $1,550 married per 65+/blind), reduced by 3% of AGI over $232,500 ($116,250 MFS), at most by 80%.
  standardDeduction: (ctx, agi, table) => {
    const per = ctx.status === 'married-joint' || ctx.status === 'married-separate' ? 1550 : 1950;
    const full = table + per * (ctx.age65Count + ctx.blindCount);
    const start = ctx.status === 'married-separate' ? 116250 : 232500;
    const cut = Math.min(0.8 * full, 0.03 * pos(agi - start));
    return { amount: full - cut, formula: lazy(() => `${money(table)} + ${ctx.age65Count + ctx.blindCount} x ${money(per)}${cut ? ` - 3% x (AGI - ${money(start)})` : ''}`), source: `${MN_FORM} line 4 (Minn. Stat. 290.0123)` };
  },
  exemptions: (ctx, agi) => {
    const start = byStatus(ctx, { single: 232550, 'head-of-household': 290700, 'married-joint': 348850, 'married-separate': 174425 });
    const step = ctx.status === 'married-separate' ? 1250 : 2500;
    const cut = Math.min(1, 0.02 * Math.ceil(pos(agi - start) / step));
    const amount = 5050 * ctx.dependents * (1 - cut);
    return { amount, formula: lazy(() => `${ctx.dependents} x $5,050${cut ? ` less ${(cut * 100).toFixed(0)}% phase-out` : ''}`), source: `${MN_FORM} line 5 (Minn. Stat. 290.0121)` };
  },
  notes: ['The Minnesota child tax credit / working family credit and the 1% net investment income tax are not computed.'],
};

// ---------------------------------------------------------------- MO
const MO_FORM = 'Missouri Form MO-1040 (2024)';
const MO: StateRule = {
  form: MO_FORM,
  allowsItemized: true,
  standardDeductionIsFederal: true,
  // Federal income tax deduction: a percentage of federal tax by Missouri AGI, capped at $5,000 ($10,000 MFJ) (MO-1040 line 13, Section 143.171 RSMo).
  adjustments: (ctx) => {
    const f = ctx.facts;
    const agi = f.federalAgi;
    const rate = agi <= 25000 ? 0.35 : agi <= 50000 ? 0.25 : agi <= 100000 ? 0.15 : agi <= 125000 ? 0.05 : 0;
    const cap = ctx.status === 'married-joint' ? 10000 : 5000;
    return [adj(`Federal income tax deduction (${rate * 100}% of federal tax, capped)`, Math.min(cap, rate * f.federalIncomeTax), `${MO_FORM} line 13`)];
  },
};

// ---------------------------------------------------------------- MS
const MS_FORM = 'Mississippi Form 80-105 (2024)';
const MS: StateRule = {
  form: MS_FORM,
  allowsItemized: true,
  adjustments: (ctx) => [adj('Qualified retirement income (exempt in Mississippi)', retirementIncome(ctx), `${MS_FORM} instructions (Miss. Code 27-7-15(4)(k))`)],
  exemptions: (ctx) => {
    const base = byStatus(ctx, { single: 6000, 'married-separate': 6000, 'married-joint': 12000, 'head-of-household': 8000 });
    const n = ctx.dependents + ctx.age65Count + ctx.blindCount;
    return { amount: base + 1500 * n, formula: lazy(() => `${money(base)} + ${n} x $1,500 (dependents, 65+, blind)`), source: `${MS_FORM} line 6` };
  },
};

// ---------------------------------------------------------------- MT
const MT_FORM = 'Montana Form 2 (2024)';
const MT_CG = { single: 20500, 'married-separate': 20500, 'head-of-household': 30750, 'married-joint': 41000 } as Record<StateStatus, number>;
const MT: StateRule = {
  form: MT_FORM,
  taxesSocialSecurity: true,
  adjustments: (ctx) =>
    ctx.age65Count > 0 ? [adj(`Subtraction for taxpayers 65 or over (${ctx.age65Count} x $5,500)`, 5500 * ctx.age65Count, `${MT_FORM} Schedule II (15-30-2110 MCA)`)] : [],
  // Net long-term capital gains taxed at 3% within the first bracket, 4.1% above (Form 2 line 2, 15-30-2103 MCA).
  tax: (ctx, taxable, _agi, schedule) => {
    const gains = Math.min(taxable, ltcg(ctx));
    const ordinary = taxable - gains;
    const ordinaryTax = scheduleTax(schedule, ordinary);
    const bandTop = MT_CG[ctx.status];
    const inLow = Math.min(gains, pos(bandTop - ordinary));
    const tax = ordinaryTax + 0.03 * inLow + 0.041 * (gains - inLow);
    return {
      tax,
      formula: lazy(() => `ordinary ${money(ordinary)} on the schedule${gains > 0 ? ` + long-term gains: 3% x ${money(inLow)} + 4.1% x ${money(gains - inLow)}` : ''}`),
      source: `${MT_FORM} lines 1-2 (2024 rates, 15-30-2103 MCA)`,
      marginalRate: marginalRate(schedule, ordinary),
    };
  },
  // Montana EITC: 10% of the federal EIC from tax year 2024, refundable (15-30-2318 MCA as amended 2023; Montana DOR
  // "Montana Earned Income Tax Credit": "Beginning in Tax Year 2024, the credit increases to 10 percent").
  credits: eitcShare(0.1, true, `${MT_FORM} (Montana EITC, 10% of the federal EIC; 15-30-2318 MCA)`),
  notes: ['Montana starts from federal taxable income and taxes social security as the federal return does (2024 Montana conformity).'],
};

// ---------------------------------------------------------------- NC
const NC_FORM = 'North Carolina D-400 (2024)';
const NC: StateRule = {
  form: NC_FORM,
  allowsItemized: true,
  // Child deduction per qualifying child by AGI (D-400 Schedule S line 21 / N.C.G.S. 105-153.5(a1)).
  exemptions: (ctx, agi) => {
    const steps = byStatus(ctx, {
      'married-joint': [40000, 20000],
      'head-of-household': [30000, 15000],
      single: [20000, 10000],
      'married-separate': [20000, 10000],
    });
    const over = agi <= steps[0] ? 0 : Math.ceil((agi - steps[0]) / steps[1]);
    const per = Math.max(0, 3000 - 500 * over);
    const amount = per * ctx.childrenUnder17;
    return { amount, formula: lazy(() => `child deduction ${ctx.childrenUnder17} x ${money(per)} (by AGI)`), source: `${NC_FORM} line 10b` };
  },
};

// ---------------------------------------------------------------- ND
const ND_FORM = 'North Dakota ND-1 (2024)';
const ND: StateRule = {
  form: ND_FORM,
  adjustments: (ctx) => [adj('40% of net long-term capital gain excluded', 0.4 * ltcg(ctx), `${ND_FORM} Schedule ND-1SA line 5`)],
};

// ---------------------------------------------------------------- NE
const NE_FORM = 'Nebraska Form 1040N (2024)';
const NE: StateRule = {
  form: NE_FORM,
  allowsItemized: true,
  standardDeduction: (ctx, _agi, table) => {
    const per = ctx.status === 'married-joint' || ctx.status === 'married-separate' ? 1600 : 1950;
    const n = ctx.age65Count + ctx.blindCount;
    return { amount: table + per * n, formula: lazy(() => `${money(table)} + ${n} x ${money(per)} (65 or over / blind)`), source: `${NE_FORM} line 6` };
  },
  credits: eitcShare(0.1, true, `${NE_FORM} line 30 (10% of the federal EIC)`),
};

// ---------------------------------------------------------------- NH
const NH_FORM = 'New Hampshire DP-10 (2024)';
const NH: StateRule = {
  form: NH_FORM,
  // Interest and Dividends Tax: only interest and dividends are taxed (RSA 77:4), 3% for 2024.
  grossIncome: (ctx) => {
    const f = ctx.facts;
    const income = f.taxableInterest + f.ordinaryDividends;
    return { gross: income, agi: income, formula: lazy(() => `interest ${money(f.taxableInterest)} + dividends ${money(f.ordinaryDividends)}`), source: `${NH_FORM} lines 1-6` };
  },
  exemptions: (ctx) => {
    const base = ctx.status === 'married-joint' ? 4800 : 2400;
    const n = ctx.age65Count + ctx.blindCount;
    return { amount: base + 1200 * n, formula: lazy(() => `${money(base)} + ${n} x $1,200 (65 or over / blind)`), source: `${NH_FORM} lines 7-8 (RSA 77:8)` };
  },
  notes: ['New Hampshire taxes only interest and dividends (3% for 2024; repealed from 2025). Wages are not taxed.'],
};

// ---------------------------------------------------------------- NJ
const NJ_FORM = 'New Jersey NJ-1040 (2024)';
const NJ: StateRule = {
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
    // Pension exclusion for 62 or over with NJ gross income up to $150,000 (NJ-1040 line 28a).
    let exclusion = 0;
    if (peopleAged(ctx, 62) > 0 && gross <= 150000) {
      const max = byStatus(ctx, { 'married-joint': 100000, single: 75000, 'head-of-household': 75000, 'married-separate': 50000 });
      const share = gross <= 100000 ? 1 : gross <= 125000 ? (ctx.status === 'married-joint' ? 0.5 : ctx.status === 'married-separate' ? 0.25 : 0.375) : ctx.status === 'married-joint' ? 0.25 : ctx.status === 'married-separate' ? 0.125 : 0.1875;
      exclusion = Math.min(retirementIncome(ctx), max) * share;
    }
    return {
      gross,
      agi: gross - exclusion,
      formula: lazy(() => `${parts().join(' + ') || '$0.00'}${exclusion > 0 ? ` - pension exclusion ${money(exclusion)}` : ''}`),
      source: `${NJ_FORM} lines 15-29`,
    };
  },
  exemptions: (ctx) => {
    const personal = ctx.status === 'married-joint' && !ctx.isQualifyingWidow ? 2000 : 1000;
    const students = dependentsUnder(ctx, 22, (d) => d.isFullTimeStudent);
    let amount = personal + 1000 * (ctx.age65Count + ctx.blindCount) + 1500 * ctx.dependents + 1000 * students;
    // Property tax deduction (Worksheet H): up to $15,000 ($7,500 MFS) of property tax paid, when it beats the $50 credit.
    const propertyTax = ctx.facts.itemized.realEstateTax; // Schedule A line 5b as the federal return read it
    const deduction = propertyTax > 0 ? Math.min(ctx.status === 'married-separate' ? 7500 : 15000, propertyTax) : 0;
    amount += deduction;
    const formula = lazy(() =>
      `${money(personal)} + ${ctx.age65Count + ctx.blindCount} x $1,000 (65+/blind) + ${ctx.dependents} x $1,500 + ${students} x $1,000 (college students)` +
      (deduction > 0 ? ` + property tax deduction ${money(deduction)}` : ''));
    return { amount, formula, source: `${NJ_FORM} lines 13, 30-31, Worksheet H` };
  },
  tax: (_ctx, taxable, _agi, schedule) => scheduleResult(schedule, taxable, NJ_FORM),
  credits: (ctx, _agi, taxable) => {
    const out: StateCredit[] = [...eitcShare(0.4, true, `${NJ_FORM} line 58 (40% of the federal EIC)`)(ctx)];
    // Child tax credit for children under 6 (NJ-1040 line 65): by NJ taxable income; not for MFS.
    if (ctx.status !== 'married-separate' && ctx.childrenUnder6 > 0) {
      const per = taxable <= 30000 ? 1000 : taxable <= 40000 ? 800 : taxable <= 50000 ? 600 : taxable <= 60000 ? 400 : taxable <= 80000 ? 200 : 0;
      out.push(credit(`Child tax credit (${ctx.childrenUnder6} x ${money(per)})`, per * ctx.childrenUnder6, true, `${NJ_FORM} line 65`));
    }
    return out;
  },
  notes: ['Tax from the NJ rate schedules, which NJ-1040 allows at any income (the tax table for income under $100,000 can differ by a dollar). Rent-based property tax relief, medical expenses over 2% and the $50 property tax credit alternative are not computed.'],
};

// ---------------------------------------------------------------- NM
const NM_FORM = 'New Mexico PIT-1 (2024)';
const NM: StateRule = {
  form: NM_FORM,
  allowsItemized: true,
  standardDeductionIsFederal: true,
  taxesSocialSecurity: true,
  socialSecurityRelief: (ctx) => {
    const f = ctx.facts;
    const limit = byStatus(ctx, { single: 100000, 'married-separate': 75000, 'married-joint': 150000, 'head-of-household': 150000 });
    return f.taxableSocialSecurity > 0 && f.federalAgi <= limit
      ? adj('Social security exemption (AGI within the limit)', f.taxableSocialSecurity, `${NM_FORM} PIT-ADJ line 14 (NMSA 7-2-5.14)`)
      : null;
  },
  adjustments: (ctx) => {
    const gain = netGain(ctx);
    return [adj('Net capital gain deduction (greater of $1,000 or 40%)', Math.min(gain, Math.max(1000, 0.4 * gain)), `${NM_FORM} PIT-ADJ line 11 (NMSA 7-2-34)`)];
  },
  // Deduction for certain dependents: $4,000 for each dependent other than one, MFJ / HoH / QSS only (NMSA 7-2-39).
  exemptions: (ctx) => {
    const n = (ctx.status === 'married-joint' || ctx.status === 'head-of-household') && ctx.dependents > 1 ? ctx.dependents - 1 : 0;
    return { amount: 4000 * n, formula: lazy(() => `deduction for dependents other than one: ${n} x $4,000`), source: `${NM_FORM} PIT-ADJ line 18` };
  },
  credits: eitcShare(0.25, true, `${NM_FORM} PIT-RC (working families tax credit, 25% of the federal EIC)`),
  notes: ['The low- and middle-income exemption and the 65+/blind exemption are not computed.'],
};

// ---------------------------------------------------------------- NY
const NY_FORM = 'New York Form IT-201 (2024)';
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
    return { tax: S.topRate * taxable, formula: lazy(() => `${money(taxable)} x ${S.topRate * 100}% (NY AGI over $25,000,000)`), source, marginalRate: S.topRate };
  const w = S.byStatus[ctx.status];
  if (taxable <= w.flatUpTo) {
    const flat = w.flatRate * taxable;
    if (agi >= S.agiThreshold + S.phaseIn)
      return { tax: flat, formula: lazy(() => `${w.flatRate * 100}% x ${money(taxable)} (NY AGI $157,650 or more)`), source, marginalRate: w.flatRate };
    const phase = round4((agi - S.agiThreshold) / S.phaseIn);
    return {
      tax: regular + (flat - regular) * phase,
      formula: lazy(() => `regular ${money(regular)} + (${w.flatRate * 100}% x ${money(taxable)} = ${money(flat)} - regular) x ${phase.toFixed(4)} ((NY AGI - $107,650) / $50,000)`),
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
    formula: lazy(() => `regular ${money(regular)} + recapture base ${money(step.base)} + incremental benefit ${money(step.increment)} x ${phase.toFixed(4)} (min($50,000, NY AGI - ${money(step.from)}) / $50,000)`),
    source,
    marginalRate: marginalRate(schedule, taxable),
  };
}
/**
 * Empire State child credit (IT-213, 2024; refundable): for children under 17 (under-4s included from 2023), the
 * greater of 33% of the federal child tax credit figured under the 2017 rules ($1,000 per child, less $50 per $1,000
 * of AGI over $110,000 MFJ / $75,000 single, HoH, QSS / $55,000 MFS) or $100 per child. The 2017-rules credit is
 * limited here by the larger of 15% of earnings over $3,000 (the 2017 additional CTC) and the federal income tax.
 */
function nyEmpireStateChildCredit(ctx: StateContext): StateCredit[] {
  const n = ctx.childrenUnder17;
  if (n === 0) return [];
  const f = ctx.facts;
  const threshold = byStatus(ctx, { 'married-joint': 110000, single: 75000, 'head-of-household': 75000, 'married-separate': 55000 });
  const phased = Math.max(0, 1000 * n - 50 * Math.ceil(pos(f.federalAgi - threshold) / 1000));
  const ctc2017 = Math.min(phased, Math.max(0.15 * pos(ctx.earnedIncome - 3000), f.federalIncomeTax));
  if (ctc2017 <= 0 && f.federalAgi > threshold) return [];
  return [credit(`Empire State child credit (${n} child(ren))`, Math.max(0.33 * ctc2017, 100 * n), true, `${NY_FORM} line 63 (Form IT-213)`)];
}
const NY: StateRule = {
  form: NY_FORM,
  allowsItemized: true,
  // Pension and annuity exclusion: up to $20,000 each for 59 1/2 or over (IT-201 line 29).
  adjustments: (ctx) => {
    const eligible = peopleAged(ctx, 60);
    return eligible > 0 ? [adj('Pension and annuity exclusion (up to $20,000 each)', Math.min(20000 * eligible, retirementIncome(ctx)), `${NY_FORM} line 29`)] : [];
  },
  tax: (ctx, taxable, agi, schedule) => nyTax(ctx, taxable, agi, schedule),
  credits: (ctx) => [...nyEmpireStateChildCredit(ctx), ...eitcShare(0.3, true, `${NY_FORM} line 65 (IT-215, 30% of the federal EIC)`)(ctx)],
  notes: ['The NY household credit and the NYC EIC are not computed; the Empire State child credit estimates the 2017-rules federal child credit from earnings and federal tax.'],
};

// ---------------------------------------------------------------- OH
const OH_FORM = 'Ohio IT 1040 (2024)';
const OH: StateRule = {
  form: OH_FORM,
  // Exemptions by Ohio MAGI: $2,400 (up to $40,000), $2,150 (to $80,000), $1,900 above (R.C. 5747.025), per person and dependent.
  exemptions: (ctx, agi) => {
    const per = agi <= 40000 ? 2400 : agi <= 80000 ? 2150 : 1900;
    const n = ctx.persons + ctx.dependents;
    return { amount: per * n, formula: lazy(() => `${n} x ${money(per)} (by Ohio income)`), source: `${OH_FORM} line 4` };
  },
  // 2024 schedule: $0 up to $26,050; $360.69 + 2.75% over $26,050; $2,394.32 + 3.5% over $100,000 (IT 1040 instructions).
  tax: (_ctx, taxable) => {
    const [tax, rate] = taxable <= 26050 ? [0, 0] : taxable <= 100000 ? [360.69 + 0.0275 * (taxable - 26050), 0.0275] : [2394.32 + 0.035 * (taxable - 100000), 0.035];
    const formula = lazy(() =>
      taxable <= 26050
        ? `${money(taxable)} is within the $26,050 zero bracket`
        : taxable <= 100000
          ? `$360.69 + 2.75% x (${money(taxable)} - $26,050)`
          : `$2,394.32 + 3.5% x (${money(taxable)} - $100,000)`);
    return { tax, formula, source: `${OH_FORM} instructions, 2024 tax table / schedule`, marginalRate: rate };
  },
  credits: (ctx, agi) => {
    const out: StateCredit[] = [];
    if (agi < 30000) out.push(credit(`Exemption credit (${ctx.persons + ctx.dependents} x $20)`, 20 * (ctx.persons + ctx.dependents), false, `${OH_FORM} Schedule of Credits line 5`));
    if (ctx.age65Count > 0 && agi < 100000) out.push(credit('Senior citizen credit', 50, false, `${OH_FORM} Schedule of Credits line 4`));
    out.push(...eitcShare(0.3, false, `${OH_FORM} Schedule of Credits line 12 (30% of the federal EIC)`)(ctx));
    return out;
  },
  notes: ['The joint filing credit, retirement income credit and business income deduction are not computed.'],
};

// ---------------------------------------------------------------- OK
const OK_FORM = 'Oklahoma Form 511 (2024)';
const OK: StateRule = {
  form: OK_FORM,
  allowsItemized: true,
  credits: eitcShare(0.05, true, `${OK_FORM} line 34 (5% of the federal EIC)`),
};

// ---------------------------------------------------------------- OR
const OR_FORM = 'Oregon Form OR-40 (2024)';
const OR: StateRule = {
  form: OR_FORM,
  allowsItemized: true,
  // Federal tax subtraction: up to $8,250 ($4,125 MFS), stepped down over $125,000 AGI ($250,000 MFJ) to zero at $145,000 / $290,000.
  adjustments: (ctx) => {
    const f = ctx.facts;
    const joint = ctx.status === 'married-joint';
    const start = joint ? 250000 : 125000;
    const step = joint ? 10000 : 5000;
    const cap = ctx.status === 'married-separate' ? 4125 : 8250;
    const steps = f.federalAgi < start ? 0 : Math.floor((f.federalAgi - start) / step) + 1;
    const limit = Math.max(0, cap * (1 - 0.2 * steps));
    return [adj('Federal income tax subtraction', Math.min(limit, f.federalIncomeTax), `${OR_FORM} line 10 (federal tax liability worksheet)`)];
  },
  standardDeduction: (ctx, _agi, table) => {
    const per = ctx.status === 'married-joint' || ctx.status === 'married-separate' ? 1000 : 1200;
    const n = ctx.age65Count + ctx.blindCount;
    return { amount: table + per * n, formula: lazy(() => `${money(table)} + ${n} x ${money(per)} (65 or over / blind)`), source: `${OR_FORM} line 16` };
  },
  replacesExemptionCredits: true,
  credits: (ctx) => {
    const limit = ctx.status === 'married-joint' || ctx.status === 'head-of-household' ? 200000 : 100000;
    const n = ctx.persons + ctx.dependents;
    const out = ctx.facts.federalAgi > limit ? [] : [credit(`Exemption credit (${n} x $249)`, 249 * n, false, `${OR_FORM} line 24`)];
    const youngChild = dependentsUnder(ctx, 3) > 0;
    out.push(...eitcShare(youngChild ? 0.12 : 0.09, true, `${OR_FORM} line 41 (Oregon EIC ${youngChild ? 12 : 9}% of the federal EIC)`)(ctx));
    return out;
  },
};

// ---------------------------------------------------------------- PA
const PA_FORM = 'Pennsylvania PA-40 (2024)';
const PA: StateRule = {
  form: PA_FORM,
  // PA-40 lines 1-8: eight classes, each at least zero; retirement income, social security and unemployment are not taxed.
  grossIncome: (ctx) => {
    const f = ctx.facts;
    const classes: [string, number][] = [
      ['compensation (W-2 box 16)', stateWages(ctx)],
      ['interest', f.taxableInterest],
      ['dividends', f.ordinaryDividends],
      ['net profits', pos(f.businessIncome)],
      ['net gains', pos(f.netShortTermCapitalGain + f.netLongTermCapitalGain)],
      ['rents and royalties', pos(f.rentalIncome)],
      ['gambling and other', pos(f.otherIncome)],
    ];
    let gross = 0;
    for (const [, amount] of classes) if (amount > 0) gross += amount;
    const parts = lazyParts(() => classes.filter(([, amount]) => amount > 0).map(([name, amount]) => `${name} ${money(amount)}`));
    return { gross, agi: gross, formula: lazy(() => parts().join(' + ') || '$0.00'), source: `${PA_FORM} lines 1a-9` };
  },
  // Tax forgiveness (PA Schedule SP): 100% up to $6,500 ($13,000 married) + $9,500 per dependent, then 10% less per $250.
  credits: (ctx, agi, _taxable, tax) => {
    const base = (ctx.status === 'married-joint' ? 13000 : 6500) + 9500 * ctx.dependents;
    if (agi > base + 2250) return [];
    const steps = agi <= base ? 0 : Math.ceil((agi - base) / 250);
    const share = Math.max(0, 1 - 0.1 * steps);
    return [credit(`Tax forgiveness ${(share * 100).toFixed(0)}% (eligibility income ${money(agi)}, base ${money(base)})`, tax * share, false, `${PA_FORM} line 21, Schedule SP`)];
  },
};

// ---------------------------------------------------------------- RI
const RI_FORM = 'Rhode Island RI-1040 (2024)';
/** Standard deduction and exemptions phase out by 20% per $7,050 of federal AGI over $246,450 (RI-1040 worksheets). */
const riPhase = (agi: number) => Math.max(0, 1 - 0.2 * Math.ceil(pos(agi - 246450) / 7050));
const RI: StateRule = {
  form: RI_FORM,
  taxesSocialSecurity: true,
  socialSecurityRelief: (ctx) => {
    const f = ctx.facts;
    // 2024 limits $101,000 / $126,250 (eliotrose.com "Rhode Island State Taxes: What Retirees Need to Know in 2024";
    // the dataset's $104,200 / $130,250 are the 2025 indexed amounts).
    const limit = ctx.status === 'married-joint' ? 126250 : 101000;
    return f.taxableSocialSecurity > 0 && ctx.taxpayerAge >= 67 && f.federalAgi <= limit
      ? adj('Social security modification (full retirement age, income within the limit)', f.taxableSocialSecurity, `${RI_FORM} Schedule M line 1i`)
      : null;
  },
  standardDeduction: (ctx, _agi, table) => {
    const share = riPhase(ctx.facts.federalAgi);
    return { amount: table * share, formula: lazy(() => `${money(table)}${share < 1 ? ` x ${share} (phase-out)` : ''}`), source: `${RI_FORM} line 4` };
  },
  exemptions: (ctx) => {
    const share = riPhase(ctx.facts.federalAgi);
    const n = ctx.persons + ctx.dependents;
    return { amount: 4950 * n * share, formula: lazy(() => `${n} x $4,950${share < 1 ? ` x ${share} (phase-out)` : ''}`), source: `${RI_FORM} line 6` };
  },
  credits: eitcShare(0.16, true, `${RI_FORM} line 15 (16% of the federal EIC)`),
  notes: ['The pension modification and the social security age/income limits are single-source (2024 values).'],
};

// ---------------------------------------------------------------- SC
const SC_FORM = 'South Carolina SC1040 (2024)';
const SC: StateRule = {
  form: SC_FORM,
  adjustments: (ctx) => {
    const out = [adj('44% of net long-term capital gain', 0.44 * ltcg(ctx), `${SC_FORM} line h (S.C. Code 12-6-1150)`)];
    // Retirement deduction $3,000 (under 65) / $10,000 (65+); age-65 deduction $15,000 less the retirement deduction (SC1040 lines i-k).
    const retirement = retirementIncome(ctx);
    const retirementCap = (ctx.taxpayerAge >= 65 ? 10000 : 3000) + (ctx.persons === 2 ? (ctx.spouseAge >= 65 ? 10000 : 3000) : 0);
    const retirementDeduction = Math.min(retirement, retirementCap);
    out.push(adj('Retirement deduction', retirementDeduction, `${SC_FORM} line i`));
    if (ctx.age65Count > 0) out.push(adj('Age 65 deduction ($15,000 each, less the retirement deduction)', pos(15000 * ctx.age65Count - retirementDeduction), `${SC_FORM} line j`));
    return out;
  },
  // Dependent exemption $4,790 each, plus $4,790 more for each dependent under 6 (SC1040 line w, S.C. Code 12-6-1160).
  exemptions: (ctx) => ({
    amount: 4790 * (ctx.dependents + ctx.childrenUnder6),
    formula: lazy(() => `${ctx.dependents} x $4,790 + ${ctx.childrenUnder6} under 6 x $4,790`),
    source: `${SC_FORM} line w`,
  }),
  credits: eitcShare(1.25, false, `${SC_FORM} line 22 (SC EITC, 125% of the federal EIC, nonrefundable)`),
};

// ---------------------------------------------------------------- UT
const UT_FORM = 'Utah TC-40 (2024)';
const UT: StateRule = {
  form: UT_FORM,
  taxesSocialSecurity: true,
  replacesExemptionCredits: true,
  // Taxpayer tax credit (TC-40 lines 11-20): 6% x (federal deduction less state income tax + $2,046 per dependent),
  // less 1.3% of Utah income over the base; social security benefits credit (line 21 / TC-40A) phased out over the limit.
  credits: (ctx, agi, _taxable, tax) => {
    const f = ctx.facts;
    const deduction = f.itemizes ? pos(f.itemizedDeductions - Math.min(f.itemized.stateAndLocalTaxes, f.itemized.stateLocalIncomeTax)) : f.standardDeduction;
    const initial = 0.06 * (deduction + 2046 * ctx.dependents);
    const base = byStatus(ctx, { single: 17652, 'married-separate': 17652, 'head-of-household': 26478, 'married-joint': 35304 });
    const taxpayer = pos(initial - 0.013 * pos(agi - base));
    const out = [credit('Taxpayer tax credit', Math.min(taxpayer, tax), false, `${UT_FORM} lines 11-20`)];
    if (f.taxableSocialSecurity > 0) {
      const limit = byStatus(ctx, { single: 45000, 'married-separate': 37500, 'head-of-household': 75000, 'married-joint': 75000 });
      out.push(credit('Social security benefits credit', pos(0.0455 * f.taxableSocialSecurity - 0.25 * pos(agi - limit)), false, `${UT_FORM} TC-40A Part 3`));
    }
    return out;
  },
};

// ---------------------------------------------------------------- VA
const VA_FORM = 'Virginia Form 760 (2024)';
const VA: StateRule = {
  form: VA_FORM,
  allowsItemized: true,
  // Age deduction $12,000 per person 65+, reduced $1 per $1 of AGI over $50,000 single / $75,000 married (Form 760 line 9).
  adjustments: (ctx) => {
    if (ctx.age65Count === 0) return [];
    const limit = ctx.persons === 2 || ctx.status === 'married-separate' ? 75000 : 50000;
    return [adj(`Age deduction (${ctx.age65Count} x $12,000, income-tested)`, pos(12000 * ctx.age65Count - pos(ctx.facts.federalAgi - limit)), `${VA_FORM} line 9`)];
  },
  exemptions: (ctx) => {
    const n = ctx.persons + ctx.dependents;
    const m = ctx.age65Count + ctx.blindCount;
    return { amount: 930 * n + 800 * m, formula: lazy(() => `${n} x $930 + ${m} x $800 (65+/blind)`), source: `${VA_FORM} line 12` };
  },
  // Virginia EITC (Va. Code §58.1-339.8): 20% of the federal EIC, nonrefundable, or for 2022-2025 15% of it, refundable
  // (2022 Appropriation Act; Virginia Tax "Virginia's new refundable Earned Income Tax Credit"); the larger is taken.
  credits: (ctx, _agi, _taxable, tax) => eitcChoice(ctx, tax, 0.2, 0.15, `${VA_FORM} Schedule ADJ (Virginia EITC, Va. Code §58.1-339.8)`),
  notes: ['The credit for low-income individuals (the alternative to the EITC) and the spouse tax adjustment are not computed.'],
};

// ---------------------------------------------------------------- VT
const VT_FORM = 'Vermont Form IN-111 (2024)';
const VT: StateRule = {
  form: VT_FORM,
  taxesSocialSecurity: true,
  // Social security exemption (IN-112 / IN-111 line 4): full up to $50,000 AGI ($65,000 MFJ), phased out over the next $10,000.
  socialSecurityRelief: (ctx) => {
    const f = ctx.facts;
    if (f.taxableSocialSecurity <= 0) return null;
    const start = ctx.status === 'married-joint' ? 65000 : 50000;
    const share = Math.max(0, Math.min(1, 1 - (f.federalAgi - start) / 10000));
    return adj('Social security exemption', f.taxableSocialSecurity * share, `${VT_FORM} Schedule IN-112 / line 4`);
  },
  adjustments: (ctx) => {
    const gain = ltcg(ctx);
    if (gain <= 0) return [];
    const exclusion = Math.max(Math.min(gain, 5000), Math.min(0.4 * gain, 350000, 0.4 * pos(ctx.facts.federalTaxableIncome)));
    return [adj('Capital gain exclusion (flat $5,000 or 40%)', exclusion, `${VT_FORM} Schedule IN-153`)];
  },
  standardDeduction: (ctx, _agi, table) => {
    const n = ctx.age65Count + ctx.blindCount;
    return { amount: table + 1200 * n, formula: lazy(() => `${money(table)} + ${n} x $1,200 (65 or over / blind)`), source: `${VT_FORM} line 4b` };
  },
  credits: (ctx) => {
    const f = ctx.facts;
    const children = ctx.childrenUnder6;
    const out: StateCredit[] = [];
    if (children > 0) {
      const amount = pos(1000 * children - 20 * Math.ceil(pos(f.federalAgi - 125000) / 1000) * children);
      out.push(credit(`Child tax credit (${children} x $1,000, children under 6)`, amount, true, `${VT_FORM} line 26 (32 V.S.A. §5830f)`));
    }
    out.push(...eitcShare(0.38, true, `${VT_FORM} line 29 (38% of the federal EIC)`)(ctx));
    return out;
  },
};

// ---------------------------------------------------------------- WA
const WA: StateRule = {
  form: 'Washington capital gains excise tax return (2024)',
  grossIncome: (ctx) => {
    const gain = ltcg(ctx);
    return { gross: gain, agi: gain, formula: lazy(() => `long-term capital gains ${money(gain)}`), source: 'RCW 82.87.040 (Washington capital gains)' };
  },
  standardDeduction: (_ctx, agi) => ({ amount: Math.min(agi, 270000), formula: lazy(() => 'Standard deduction $270,000 (2024, one per household)'), source: 'RCW 82.87.060; WA DOR capital gains tax page (2024: $270,000)' }),
  tax: (_ctx, taxable) => ({ tax: 0.07 * taxable, formula: lazy(() => `7% x ${money(taxable)}`), source: 'RCW 82.87.040: 7% on Washington long-term capital gains', marginalRate: 0.07 }),
  notes: ['Washington taxes no wages; only long-term capital gains over $270,000 (7%). Real estate and retirement-account gains are exempt but are not separated here.'],
};

// ---------------------------------------------------------------- WI
const WI_FORM = 'Wisconsin Form 1 (2024)';
const WI: StateRule = {
  form: WI_FORM,
  adjustments: (ctx) => [adj('30% of net long-term capital gain excluded', 0.3 * ltcg(ctx), `${WI_FORM} Schedule WD line 10`)],
  // Sliding-scale standard deduction (2024 Form 1 instructions, standard deduction table).
  standardDeduction: (ctx, agi) => {
    const single = Math.max(0, 13230 - 0.12 * pos(agi - 19070));
    let amount: number;
    if (ctx.status === 'married-joint') amount = Math.max(0, 24490 - 0.19778 * pos(agi - 27520));
    else if (ctx.status === 'married-separate') amount = Math.max(0, 11630 - 0.19778 * pos(agi - 13060));
    else if (ctx.status === 'head-of-household') amount = Math.max(single, 17090 - 0.22515 * pos(agi - 19070));
    else amount = single;
    return { amount, formula: lazy(() => `sliding scale for ${ctx.status} at income ${money(agi)} = ${money(amount)}`), source: `${WI_FORM} line 8 (standard deduction table)` };
  },
  exemptions: (ctx) => {
    const n = ctx.persons + ctx.dependents;
    return { amount: 700 * n + 250 * ctx.age65Count, formula: lazy(() => `${n} x $700 + ${ctx.age65Count} x $250 (65 or over)`), source: `${WI_FORM} line 10` };
  },
  credits: (ctx) => {
    const kids = ctx.childrenUnder17 + 0;
    const rate = kids >= 3 ? 0.34 : kids === 2 ? 0.11 : kids === 1 ? 0.04 : 0;
    return rate ? eitcShare(rate, true, `${WI_FORM} Schedule EIC (${rate * 100}% of the federal EIC for ${kids} child(ren))`)(ctx) : [];
  },
};

// ---------------------------------------------------------------- WV
const WV_FORM = 'West Virginia IT-140 (2024)';
const WV: StateRule = {
  form: WV_FORM,
  taxesSocialSecurity: true,
  socialSecurityRelief: (ctx) => {
    const f = ctx.facts;
    const limit = ctx.status === 'married-joint' ? 100000 : 50000;
    return f.taxableSocialSecurity > 0 && f.federalAgi <= limit
      ? adj('Social security modification (65% for 2024)', 0.65 * f.taxableSocialSecurity, `${WV_FORM} Schedule M line 33 (W. Va. Code 11-21-12(c)(8))`)
      : null;
  },
  exemptions: (ctx) => {
    const n = ctx.persons + ctx.dependents;
    return { amount: 2000 * n, formula: lazy(() => `${n} x $2,000`), source: `${WV_FORM} line 6` };
  },
};

export const STATE_RULES: Record<string, StateRule> = {
  AL, AR, AZ, CA, CO, CT, DC, DE, GA, HI, IA, ID, IL, IN, KS, KY, LA, MA, MD, ME, MI, MN, MO, MS, MT, NC, ND, NE, NH, NJ, NM, NY, OH, OK, OR, PA, RI, SC, UT, VA, VT, WA, WI, WV,
};

