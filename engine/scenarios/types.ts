// A whole-return scenario: the form as a user typed it, the figures expected, and how they were derived
// by hand from the IRS instructions (never by running the engine).
import type { Form1040Input } from '@taxapp/contracts/form';

export interface Scenario {
  name: string;
  form: Form1040Input;
  /** Federal result fields (spec 3 §3 names) expected exactly, in dollars. */
  expected: Record<string, number>;
  /** Line values expected exactly, by line id (engine/src/*.ts). */
  lines?: Record<string, number>;
  derivation: string;
}
