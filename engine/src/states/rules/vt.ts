// VT: Vermont Form IN-111 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { VT_2024 } from '../../../data/stateRules2024/vt';
import { money, pct, usd } from '../format';
import type { StateRule } from '../rule';
import { makeSchedule, marginalRate, scheduleTax, STATE_STATUSES, type Schedule, type StateStatus } from '../params';
import { STATE_TAX_2024 } from '../../../data/stateTax2024';
import { tableApplies, tableFormula, tableTax, taxTableFor } from '../tables';
import type { StateCredit } from '../types';
import { adj, credit, pos, lazy, eitcShare, ltcg } from './shared';

const D = VT_2024;
const VT_FORM = D.form;
const TABLE = taxTableFor('VT')!;
/** The printed schedules: whole-dollar bases at every bracket and again at $75,000, where the tables stop. */
const PRINTED = Object.fromEntries(
  STATE_STATUSES.map((st) => {
    const pairs = STATE_TAX_2024.VT.brackets[st].slice() as [number, number][];
    const i = pairs.findIndex(([from]) => from > D.tableEnd);
    const rate = pairs[(i < 0 ? pairs.length : i) - 1][1];
    if (!pairs.some(([from]) => from === D.tableEnd)) pairs.splice(i < 0 ? pairs.length : i, 0, [D.tableEnd, rate]);
    return [st, makeSchedule(pairs, true)];
  }),
) as Record<StateStatus, Schedule>;
export const VT: StateRule = {
  form: VT_FORM,
  taxesSocialSecurity: true,
  // Social security exemption (IN-112 / IN-111 line 4): full up to an AGI start, phased out over the next range.
  socialSecurityRelief: (ctx) => {
    const f = ctx.facts;
    if (f.taxableSocialSecurity <= 0) return null;
    const s = D.socialSecurity;
    const start = ctx.status === 'married-joint' ? s.start['married-joint'] : s.start.other;
    const share = Math.max(0, Math.min(1, 1 - (f.federalAgi - start) / s.range));
    return adj('Social security exemption', f.taxableSocialSecurity * share, `${VT_FORM} Schedule IN-112 / line 4`);
  },
  adjustments: (ctx) => {
    const gain = ltcg(ctx);
    if (gain <= 0) return [];
    const c = D.capitalGainExclusion;
    const exclusion = Math.max(Math.min(gain, c.flat), Math.min(c.rate * gain, c.max, c.rate * pos(ctx.facts.federalTaxableIncome)));
    return [adj(`Capital gain exclusion (flat ${usd(c.flat)} or ${pct(c.rate)})`, exclusion, `${VT_FORM} Schedule IN-153`)];
  },
  standardDeduction: (ctx, _agi, table) => {
    const n = ctx.age65Count + ctx.blindCount;
    return { amount: table + D.age65OrBlindDeduction * n, formula: lazy(() => `${money(table)} + ${n} x ${usd(D.age65OrBlindDeduction)} (65 or over / blind)`), source: `${VT_FORM} line 4b` };
  },
  // Line 8: under $75,000 the tax tables; from $75,000 the rate schedule, whole dollars; federal AGI over $150,000:
  // the larger of that and 3% of federal AGI (US obligation interest is not separated here).
  tax: (ctx, taxable) => {
    const schedule = PRINTED[ctx.status];
    const byTable = tableApplies(TABLE, taxable);
    const regular = byTable ? tableTax(TABLE, schedule, taxable) : Math.floor(scheduleTax(schedule, taxable) + 0.5);
    const agi = ctx.facts.federalAgi;
    const minimum = agi > D.minimumTax.agiOver ? D.minimumTax.rate * agi : 0;
    const tax = Math.max(regular, minimum);
    return {
      tax,
      formula: lazy(() => `${byTable ? tableFormula(TABLE, schedule, taxable, ctx.status) : `2024 ${ctx.status} rate schedule (whole-dollar bases) on ${money(taxable)} = ${money(regular)}`}${minimum > 0 ? `; federal AGI over ${usd(D.minimumTax.agiOver)}: at least ${pct(D.minimumTax.rate)} x ${money(agi)} = ${money(minimum)}` : ''}`),
      source: `${VT_FORM} line 8: ${byTable ? `2024 tax tables. ${TABLE.rule.source}` : '2024 Rate Schedules (p. 13)'}`,
      marginalRate: marginalRate(schedule, taxable),
    };
  },
  credits: (ctx) => {
    const f = ctx.facts;
    const children = ctx.childrenUnder6;
    const out: StateCredit[] = [];
    if (children > 0) {
      const c = D.childTaxCredit;
      const amount = pos(c.perChild * children - c.cut * Math.ceil(pos(f.federalAgi - c.over) / c.step) * children);
      out.push(credit(`Child tax credit (${children} x ${usd(c.perChild)}, children under 6)`, amount, true, `${VT_FORM} line 26 (32 V.S.A. §5830f)`));
    }
    out.push(...eitcShare(D.eitcRate, true, `${VT_FORM} line 29 (${pct(D.eitcRate)} of the federal EIC)`)(ctx));
    return out;
  },
};
