// DC: DC Form D-40 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { DC_2024 } from '../../../data/stateRules2024/dc';
import { pct } from '../format';
import type { StateRule } from '../rule';
import { eitcShare, eicChildren } from './shared';

const D = DC_2024;
const DC_FORM = D.form;
export const DC: StateRule = {
  form: DC_FORM,
  allowsItemized: true,
  // DC EITC with qualifying children: 70% of the federal EIC for tax years 2022-2024, refundable (D.C. Code 47-1806.04(f);
  // DC OTR "DC EITC": "For Tax Year 2024, the DC EITC equals 70% of your federal EITC").
  credits: (ctx) =>
    eicChildren(ctx) > 0 ? eitcShare(D.eitcRateWithChild, true, `${DC_FORM} (DC EITC, ${pct(D.eitcRateWithChild)} of the federal EIC, D.C. Code 47-1806.04(f))`)(ctx) : [],
  notes: ['The DC EITC for filers without a qualifying child (its own Schedule N computation) and the low income credit are not computed.'],
};
