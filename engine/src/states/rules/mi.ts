// MI: Michigan MI-1040 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import { MI_2024 } from '../../../data/stateRules2024/mi';
import { pct } from '../format';
import type { StateRule } from '../rule';
import { eitcShare } from './shared';

const D = MI_2024;
const MI_FORM = D.form;
export const MI: StateRule = {
  form: MI_FORM,
  credits: eitcShare(D.eitcRate, true, `${MI_FORM} line 27 (${pct(D.eitcRate)} of the federal EIC)`),
  notes: ['The retirement subtraction (phase-in) and city income taxes (Detroit and 23 other cities) are not computed.'],
};
