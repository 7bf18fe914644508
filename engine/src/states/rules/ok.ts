// OK: Oklahoma Form 511 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import type { StateRule } from '../rule';
import { eitcShare } from './shared';

const OK_FORM = 'Oklahoma Form 511 (2024)';
export const OK: StateRule = {
  form: OK_FORM,
  allowsItemized: true,
  credits: eitcShare(0.05, true, `${OK_FORM} line 34 (5% of the federal EIC)`),
};
