// Whole-return scenarios: each expected figure was derived by hand from the IRS instructions (see derivation).
import { describe, expect, it } from 'vitest';
import { computeReturn } from '../src/index';
import { scenarios } from './index';

describe('whole-return scenarios', () => {
  it('has at least 60 scenarios with unique names', () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(60);
    expect(new Set(scenarios.map((s) => s.name)).size).toBe(scenarios.length);
  });
  for (const scenario of scenarios) {
    it(scenario.name, () => {
      const { federal } = computeReturn(scenario.form);
      const actual: Record<string, unknown> = {};
      for (const key of Object.keys(scenario.expected)) actual[key] = (federal as unknown as Record<string, unknown>)[key];
      expect(actual, scenario.derivation).toEqual(scenario.expected);
      if (scenario.lines) {
        const lines: Record<string, unknown> = {};
        for (const id of Object.keys(scenario.lines)) lines[id] = federal.lines.value(id);
        expect(lines, scenario.derivation).toEqual(scenario.lines);
      }
    });
  }
});
