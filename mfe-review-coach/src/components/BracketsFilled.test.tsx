// The brackets-filled picture on /federal, checked against figures worked by hand from the 2024 Tax Rate
// Schedules (Rev. Proc. 2023-34 §3.01; 2024 Instructions for Form 1040).
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { computeReturn, RATE_SCHEDULES, RATE_SCHEDULES_SOURCE } from '@taxapp/engine';
import { asCalculationJson } from '../state/localEngine';
import { BracketsFilledCard, BracketsTable, bracketsFilled, ordinaryTaxableIncome } from './BracketsFilled';

afterEach(cleanup);

describe('bracketsFilled', () => {
  it('single, $120,000: four brackets, $21,842.50 (Schedule X: 17,168.50 + 24% of the amount over 100,525)', () => {
    const rows = bracketsFilled(120_000, RATE_SCHEDULES.single).map(({ rate, income, tax }) => ({ rate, income, tax }));
    expect(rows).toEqual([
      { rate: 0.1, income: 11_600, tax: 1_160 }, // 11,600 x 10%
      { rate: 0.12, income: 35_550, tax: 4_266 }, // (47,150 - 11,600) x 12%
      { rate: 0.22, income: 53_375, tax: 11_742.5 }, // (100,525 - 47,150) x 22%
      { rate: 0.24, income: 19_475, tax: 4_674 }, // (120,000 - 100,525) x 24%
      { rate: 0.32, income: 0, tax: 0 },
      { rate: 0.35, income: 0, tax: 0 },
      { rate: 0.37, income: 0, tax: 0 },
    ]);
    // 1,160 + 4,266 + 11,742.50 + 4,674 = 21,842.50 = 17,168.50 + 0.24 x 19,475
    expect(rows.reduce((sum, row) => sum + row.tax, 0)).toBe(21_842.5);
  });

  it('the 24% bracket is 19,475 / 91,425 full; the top bracket counts as full once reached', () => {
    const rows = bracketsFilled(120_000, RATE_SCHEDULES.single);
    expect(rows[3]!.filled).toBeCloseTo(19_475 / (191_950 - 100_525), 10);
    expect(rows[6]!.filled).toBe(0);
    expect(bracketsFilled(700_000, RATE_SCHEDULES.single)[6]).toMatchObject({ income: 700_000 - 609_350, filled: 1, to: null });
  });

  it('no taxable income fills nothing', () => {
    expect(bracketsFilled(0, RATE_SCHEDULES['married-joint']).every((row) => row.income === 0 && row.tax === 0)).toBe(true);
  });

  it('reads the ordinary part from the qualified dividends worksheet when the return used it', () => {
    const line = (value: number) => ({ id: 'x', label: 'x', value, formula: '', inputs: {}, source: '' });
    expect(ordinaryTaxableIncome({ taxableIncome: 60_000, lines: {} })).toBe(60_000);
    expect(ordinaryTaxableIncome({ taxableIncome: 60_000, lines: { 'qdcgtWorksheet.line5': line(55_000) } as never })).toBe(55_000);
  });
});

describe('BracketsTable', () => {
  it('married filing jointly, $57,000: each bracket says its income and tax in words (10%: $2,320; 12%: $4,056)', () => {
    render(<BracketsTable ordinaryIncome={57_000} status="married-joint" schedule={RATE_SCHEDULES['married-joint']} source={RATE_SCHEDULES_SOURCE} />);
    const table = screen.getByRole('table', { name: '$57,000.00 of taxable income at ordinary rates, Married Filing Jointly' });
    const rows = within(table).getAllByRole('row');
    // header, the two brackets reached (Schedule Y-1: 23,200 at 10%, 57,000 - 23,200 = 33,800 at 12%), total
    expect(rows.map((row) => row.textContent)).toEqual([
      'BracketYour income in itTax',
      '10.00%$0.00 to $23,200.00$23,200.00100% of this bracket filled$2,320.00',
      '12.00%$23,201.00 to $94,300.00$33,800.0048% of this bracket filled$4,056.00',
      // 2,320 + 4,056 = 6,376 = Schedule Y-1: 2,320 + 12% x (57,000 - 23,200)
      'Total$57,000.00$6,376.00',
    ]);
    expect(screen.getByText(/Rev\. Proc\. 2023-34/)).toBeTruthy();
  });
});

describe('BracketsFilledCard', () => {
  it("draws the engine's return: single, W-2 of $120,000, itemized $25,000, so $95,000 taxable and $15,953.00 by the schedule", async () => {
    const form = { filingStatus: 'single', state: 'NJ', w2Data: [{ wages: '120000', federalIncomeTax: '20000', stateTax: '5000', stateId: 'NJ' }], mortgageInterest: 15000, propertyTax: 8000 };
    const { federal } = asCalculationJson(computeReturn(form));
    render(<BracketsFilledCard federal={federal} />);
    // line 15 = 120,000 - (15,000 + min(5,000 + 8,000, 10,000)) = 95,000
    const table = await screen.findByRole('table', { name: '$95,000.00 of taxable income at ordinary rates, Single' });
    // 1,160 + 4,266 + 22% x (95,000 - 47,150) = 1,160 + 4,266 + 10,527 = 15,953
    expect(within(table).getAllByRole('row').at(-1)!.textContent).toBe('Total$95,000.00$15,953.00');
  });
});
