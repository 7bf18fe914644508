// The fast reader must give exactly what the contracts' zod schema gives, or defer to it.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { form1040DataSchema, defaultForm1040Data } from '@taxapp/contracts/form';
import { fastReadOnly, readForm1040Data } from './fastParse';
import { benchCorpus } from '../bench/corpus';
import { scenarios } from '../scenarios/index';

function zod(input: unknown) {
  const r = form1040DataSchema.safeParse(input);
  return r.success ? r.data : undefined;
}

describe('fast form reader', () => {
  it('reads the empty form as the schema defaults', () => {
    expect(fastReadOnly({})).toEqual(defaultForm1040Data());
  });
  it('equals zod on the benchmark corpus and every scenario', () => {
    for (const form of [...benchCorpus(200), ...scenarios.map((s) => s.form)]) {
      const expected = zod(form);
      const fast = fastReadOnly(form);
      if (expected === undefined) expect(fast).toBeUndefined();
      else expect(fast ?? expected).toEqual(expected);
    }
    // The corpus is the fast path, not the fallback.
    expect(benchCorpus(50).every((form) => fastReadOnly(form) !== undefined)).toBe(true);
  });
  it('never disagrees with zod on random input: same data, or defers', () => {
    const leaf = fc.oneof(fc.string({ maxLength: 6 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.constantFrom('12.5', '$1,000', 'abc', ''));
    const field = fc.constantFrom('filingStatus', 'w2Data', 'dependents', 'wages', 'taxableInterest', 'deductions', 'credits', 'investmentData', 'dateOfBirth', 'otherIncomeEntries', 'chatInteractions', 'documentType', 'amount', 'type', 'isBlind', 'monthsLivedWithTaxpayer', 'box12', 'extra');
    const value = fc.letrec((tie) => ({
      node: fc.oneof({ depthSize: 'small' }, leaf, fc.array(tie('node'), { maxLength: 3 }), fc.dictionary(field, tie('node'), { maxKeys: 5 })),
    })).node;
    fc.assert(
      fc.property(fc.dictionary(field, value, { maxKeys: 8 }), (input) => {
        const fast = fastReadOnly(input);
        if (fast === undefined) return;
        expect(zod(input)).toEqual(fast);
      }),
      { numRuns: 2000 },
    );
  });
  it('reads the state inputs (bounded amounts, a map by state code) on the fast path, and defers when zod refuses them', () => {
    for (const input of [{ rentPaid: '14,400', stateEstimatedTaxPayments: { NJ: '1,200.50', ny: 300 } }, { rentPaid: 0 }, { stateEstimatedTaxPayments: {} }]) {
      const fast = fastReadOnly(input);
      expect(fast).toBeDefined();
      expect(fast).toEqual(zod(input));
    }
    for (const input of [{ rentPaid: -1 }, { stateEstimatedTaxPayments: { NJ: 'abc' } }, { stateEstimatedTaxPayments: { ['X'.repeat(30)]: 5 } }]) {
      expect(fastReadOnly(input)).toBeUndefined();
      expect(zod(input)).toBeUndefined();
    }
  });
  it('falls back to zod and its error on an invalid form', () => {
    expect(() => readForm1040Data({ filingStatus: 'nope' })).toThrow();
    expect(readForm1040Data('{"w2Data":[{"wages":"1,000"}]}').w2Data[0].wages).toBe('1,000');
  });
});
