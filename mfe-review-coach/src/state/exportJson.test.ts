// The export of spec 3 §3: the named parts, Form 1040 lines 1, 2b, 3b and 7 from the engine, SSNs masked.
import { describe, expect, it } from 'vitest';
import { parseForm1040Data } from '@taxapp/contracts/form';
import { computeReturn } from '@taxapp/engine';
import { buildExport } from './exportJson';
import { asCalculationJson } from './localEngine';

describe('export JSON', () => {
  it('holds taxpayer_info, income_summary, tax_calculation, form_mapping, generated_at and tax_year 2024', () => {
    const form = parseForm1040Data({
      firstName: 'Ada',
      lastName: 'Lovelace',
      ssn: '123-45-6789',
      w2Data: [{ wages: '60000', federalIncomeTax: '6000' }],
      taxableInterest: 300,
      dividends: 200,
      dependents: [{ firstName: 'Kid', lastName: 'Lovelace', relationship: 'daughter', ssn: '987-65-4321' }],
    });
    const exported = JSON.parse(JSON.stringify(buildExport(form, asCalculationJson(computeReturn(form)), new Date('2025-02-01T10:00:00Z'))));
    expect(Object.keys(exported)).toEqual(['taxpayer_info', 'income_summary', 'tax_calculation', 'form_mapping', 'generated_at', 'tax_year']);
    expect(exported.taxpayer_info).toEqual({
      name: 'Ada Lovelace',
      ssn: '***-**-6789',
      filing_status: 'single',
      spouse: null,
      dependents: [{ name: 'Kid Lovelace', relationship: 'daughter', ssn: '***-**-4321' }],
    });
    // Form 1040: line 1z 60,000 wages, 2b 300 interest, 3b 200 dividends, 7 no capital gain.
    expect(exported.form_mapping).toEqual({ line_1: 60_000, line_2b: 300, line_3b: 200, line_7: 0 });
    expect(exported.income_summary.totalIncome).toBe(60_500);
    expect(exported.tax_calculation.federal.agi).toBe(60_500);
    expect(exported.generated_at).toBe('2025-02-01T10:00:00.000Z');
    expect(exported.tax_year).toBe(2024);
  });
});
