// The engine's results are what contracts declares (contracts/src/api/calculation.ts): checked by the type
// checker (the engine's types against the schemas' types) and at run time (the JSON of every scenario and of
// the benchmark corpus parses, and parsing drops nothing, so no field goes out undeclared).
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  fullCalculationSchema, type FederalResult as FederalResultJson, type StateResult as StateResultJson,
} from '@taxapp/contracts/api/calculation';
import { computeReturn, type FederalResult, type StateResult } from './index';
import type { Lines } from './explain';
import { scenarios } from '../scenarios/index';
import { benchCorpus } from '../bench/corpus';

describe('calculation results match the contracts schemas', () => {
  it('types: the federal result serialises to the declared shape; the state result is the declared shape', () => {
    type Serialised = { [K in keyof FederalResult]: K extends 'lines' ? ReturnType<Lines['toJSON']> : FederalResult[K] };
    expectTypeOf<Serialised>().toEqualTypeOf<FederalResultJson>();
    expectTypeOf<StateResult>().toExtend<StateResultJson>();
  });

  it('every scenario and every return of the benchmark corpus serialises to exactly the declared JSON', () => {
    const forms = [...scenarios.map((s) => s.form), ...benchCorpus(200)];
    for (const form of forms) {
      const json = JSON.parse(JSON.stringify(computeReturn(form)));
      expect(fullCalculationSchema.parse(json)).toEqual(json);
    }
  });
});
