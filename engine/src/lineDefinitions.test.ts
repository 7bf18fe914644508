// Every line's explanation names only lines that exist: an input that reads like a line id (form.lineN,
// worksheet.lineN, eic.earnedIncome) must be a defined line, so a renamed or removed line cannot leave an
// explanation pointing at nothing. Inputs that are form fields ('w2Data[].wages', 'propertyTax') are left alone.
import { describe, expect, it } from 'vitest';
import { lineDefinition, lineDefinitions } from './explain';
import { computeReturn } from './index';

const LINE_ID = /^(form\d+|schedule\w*|eic|ssWorksheet|qdcgtWorksheet|sdTaxWorksheet)\.[\w.-]+$/;

describe('line definitions', () => {
  it('name as inputs only lines that are defined', () => {
    computeReturn({ filingStatus: 'single' }); // every module loaded
    const dangling: string[] = [];
    for (const definition of lineDefinitions())
      for (const input of definition.inputs)
        if (LINE_ID.test(input) && !lineDefinition(input)) dangling.push(`${definition.id} -> ${input}`);
    expect(dangling).toEqual([]);
  });

  it('each cite a 2024 source and a formula', () => {
    for (const definition of lineDefinitions()) {
      expect(definition.source, definition.id).toMatch(/2024|IRC|Pub|Rev\. Proc\.|i1040/);
      expect(definition.formula.length, definition.id).toBeGreaterThan(0);
    }
  });
});
