// WV: West Virginia IT-140 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { WV_2024 } from '../../../data/stateRules2024/wv';
import { pct, usd } from '../format';
import { marginalRate } from '../params';
import type { StateRule } from '../rule';
import { tableApplies, tableFormula, tableTax, taxTableFor } from '../tables';
import { adj, lazy, scheduleResult } from './shared';

const D = WV_2024;
const WV_FORM = D.form;
const TABLE = taxTableFor('WV')!;
export const WV: StateRule = {
  form: WV_FORM,
  taxesSocialSecurity: true,
  socialSecurityRelief: (ctx) => {
    const f = ctx.facts;
    const s = D.socialSecurity;
    const limit = ctx.status === 'married-joint' ? s.agiLimit['married-joint'] : s.agiLimit.other;
    return f.taxableSocialSecurity > 0 && f.federalAgi <= limit
      ? adj(`Social security modification (${pct(s.share)} for 2024)`, s.share * f.taxableSocialSecurity, `${WV_FORM} Schedule M line 33 (W. Va. Code 11-21-12(c)(8))`)
      : null;
  },
  // Line 8: the Tax Table under $100,000, except married filing separately, who "MUST use RATE SCHEDULE II".
  tax: (ctx, taxable, _agi, schedule) => {
    if (ctx.status === 'married-separate' || !tableApplies(TABLE, taxable)) return scheduleResult(schedule, taxable, WV_FORM);
    return { tax: tableTax(TABLE, schedule, taxable), formula: lazy(() => tableFormula(TABLE, schedule, taxable, ctx.status)), source: `${WV_FORM} line 8: 2024 Tax Table. ${TABLE.rule.source}`, marginalRate: marginalRate(schedule, taxable) };
  },
  exemptions: (ctx) => {
    const n = ctx.persons + ctx.dependents;
    return { amount: D.exemption * n, formula: lazy(() => `${n} x ${usd(D.exemption)}`), source: `${WV_FORM} line 6` };
  },
};
