// MI: Michigan MI-1040 (2024). Its 2024 rules where the parameter table (engine/data/stateTax2024.ts) is not enough.
import type { StateRule } from '../rule';
import { eitcShare } from './shared';

const MI_FORM = 'Michigan MI-1040 (2024)';
export const MI: StateRule = {
  form: MI_FORM,
  credits: eitcShare(0.3, true, `${MI_FORM} line 27 (30% of the federal EIC)`),
  notes: ['The retirement subtraction (phase-in) and city income taxes (Detroit and 23 other cities) are not computed.'],
};
