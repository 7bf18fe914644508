// OK: Oklahoma Form 511 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { OK_2024 } from '../../../data/stateRules2024/ok';
import { pct } from '../format';
import type { StateRule } from '../rule';
import { eitcShare } from './shared';

const D = OK_2024;
const OK_FORM = D.form;
export const OK: StateRule = {
  form: OK_FORM,
  allowsItemized: true,
  credits: eitcShare(D.eitcRate, true, `${OK_FORM} line 34 (${pct(D.eitcRate)} of the federal EIC)`),
};
