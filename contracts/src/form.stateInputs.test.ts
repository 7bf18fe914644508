// The state inputs of issue 9 item 2 are additive: a form saved before them still reads, with their defaults.
import { describe, expect, it } from 'vitest';
import { parseForm1040Data, safeParseForm1040Data } from './form';

describe('state inputs in the form', () => {
  it('reads an older form with the defaults', () => {
    const form = parseForm1040Data({ firstName: 'Ana', state: 'NJ', propertyTax: 4000 });
    expect(form.rentPaid).toBe(0);
    expect(form.stateEstimatedTaxPayments).toEqual({});
  });

  it('keeps rent and each state estimated payment as amounts', () => {
    const form = parseForm1040Data({ rentPaid: '14,400', stateEstimatedTaxPayments: { NJ: '1,200.50', NY: 300 } });
    expect(form.rentPaid).toBe(14400);
    expect(form.stateEstimatedTaxPayments).toEqual({ NJ: 1200.5, NY: 300 });
  });

  it('refuses a negative or unbounded amount', () => {
    expect(safeParseForm1040Data({ rentPaid: -1 }).success).toBe(false);
    expect(safeParseForm1040Data({ rentPaid: 1e12 }).success).toBe(false);
    expect(safeParseForm1040Data({ stateEstimatedTaxPayments: { NJ: -5 } }).success).toBe(false);
    expect(safeParseForm1040Data({ stateEstimatedTaxPayments: { NJ: 'abc' } }).success).toBe(false);
  });
});
