// MN: Minnesota Form M1 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { MN_2024 } from '../../../data/stateRules2024/mn';
import { money, pct, usd } from '../format';
import type { StateRule } from '../rule';
import { adj, credit, pos, lazy } from './shared';
import { dependentsUnder } from '../context';
import { claimable, dependentStandardDeduction } from './dependentFiler';

const D = MN_2024;
const MN_FORM = D.form;
export const MN: StateRule = {
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
    const s = D.socialSecurity;
    const threshold = s.threshold[ctx.status];
    const step = ctx.status === 'married-separate' ? s.stepSeparate : s.step;
    const cut = Math.min(1, s.cutRate * Math.ceil(pos(f.federalAgi - threshold) / step));
    return adj('Social security subtraction', f.taxableSocialSecurity * (1 - cut), `${MN_FORM} Schedule M1M line 14 worksheet`);
  },
  // Standard deduction plus an amount per 65+/blind box, reduced by a share of AGI over the start, at most by 80%.
  standardDeduction: (ctx, agi, table) => {
    const sd = D.standardDeduction;
    const per = ctx.status === 'married-joint' || ctx.status === 'married-separate' ? sd.age65OrBlind.married : sd.age65OrBlind.other;
    const boxes = per * (ctx.age65Count + ctx.blindCount);
    // A dependent: the greater of 1,300 or earned income + 400, up to the single amount, plus the 65+/blind amounts.
    const dependent = claimable(ctx) ? dependentStandardDeduction(ctx, { ...D.dependentStandardDeduction, full: D.dependentStandardDeduction.capSingle }) : null;
    const full = (dependent ? dependent.amount : table) + boxes;
    const start = ctx.status === 'married-separate' ? sd.startSeparate : sd.start;
    const cut = Math.min(sd.maxCut * full, sd.cutRate * pos(agi - start));
    return { amount: full - cut, formula: lazy(() => `${dependent ? dependent.formula() : money(table)} + ${ctx.age65Count + ctx.blindCount} x ${money(per)}${cut ? ` - ${pct(sd.cutRate)} x (AGI - ${money(start)})` : ''}`), source: `${MN_FORM} line 4 (Minn. Stat. 290.0123)` };
  },
  exemptions: (ctx, agi) => {
    const e = D.dependentExemption;
    const start = e.start[ctx.status];
    const step = ctx.status === 'married-separate' ? e.stepSeparate : e.step;
    const cut = Math.min(1, e.cutRate * Math.ceil(pos(agi - start) / step));
    const amount = e.amount * ctx.dependents * (1 - cut);
    return { amount, formula: lazy(() => `${ctx.dependents} x ${usd(e.amount)}${cut ? ` less ${(cut * 100).toFixed(0)}% phase-out` : ''}`), source: `${MN_FORM} line 5 (Minn. Stat. 290.0121)` };
  },
  // Schedule M1CWFC: child credit and working family credit with one phase-out, refundable (Form M1 line 22 via M1REF).
  credits: (ctx) => {
    const c = D.childAndWorkingFamilyCredit;
    const children = dependentsUnder(ctx, c.childUnder, (d) => d.isQualifyingChild);
    const earned = ctx.earnedIncome;
    const working = c.workingFamilyRate * Math.min(pos(earned), c.earnedIncomeMax);
    const full = c.perChild * children + working;
    const threshold = ctx.status === 'married-joint' ? c.threshold['married-joint'] : c.threshold.other;
    const income = Math.max(ctx.facts.federalAgi, earned);
    const cut = c.phaseOutRate * pos(income - threshold);
    const amount = pos(full - cut);
    return amount > 0
      ? [credit(`Child and working family credit (${children} x ${usd(c.perChild)} + ${pct(c.workingFamilyRate)} of earned income up to ${usd(c.earnedIncomeMax)} = ${money(full)}, less ${pct(c.phaseOutRate)} x (${money(income)} - ${money(threshold)}))`, amount, true, `${MN_FORM} Schedule M1CWFC (Minn. Stat. 290.0661)`)]
      : [];
  },
  notes: ['The child and working family credit counts children under 18 only (a qualifying older child and the 9% phase-out rate that comes with one are not applied); the 1% net investment income tax is not computed.'],
};
