// CA: California Form 540 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { CA_2024 } from '../../../data/stateRules2024/ca';
import { money, pct, usd } from '../format';
import { marginalRate, scheduleTax } from '../params';
import type { StateRule } from '../rule';
import { tableApplies, tableFormula, tableTax, taxTableFor } from '../tables';
import { adj, credit, pos, lazy } from './shared';

const D = CA_2024;
const CA_FORM = D.form;
const CA_TABLE = taxTableFor('CA')!;
export const CA: StateRule = {
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
  credits: (ctx) => {
    const personalCount = ctx.persons + ctx.age65Count + ctx.blindCount;
    const c = D.exemptionCredits;
    const threshold = c.threshold[ctx.status];
    const step = ctx.status === 'married-separate' ? c.step['married-separate'] : c.step.other;
    const steps = Math.ceil(pos(ctx.facts.federalAgi - threshold) / step);
    const personal = Math.max(0, c.personal * personalCount - c.cut * steps * personalCount);
    const dependent = Math.max(0, c.dependent * ctx.dependents - c.cut * steps * ctx.dependents);
    return [
      credit(`Personal exemption credits (${personalCount} x ${usd(c.personal)}${steps ? `, less ${usd(c.cut)} x ${steps} per credit` : ''})`, personal, false, `${CA_FORM} line 32`),
      credit(`Dependent exemption credits (${ctx.dependents} x ${usd(c.dependent)})`, dependent, false, `${CA_FORM} line 32`),
    ];
  },
  notes: ['Tax from the 2024 California Tax Table up to $100,000 of taxable income (row midpoint, whole dollars), the rate schedules above.'],
};
