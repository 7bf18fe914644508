// The 2024 Tax Table (IRS, i1040) against the rate schedules: every published row must match exactly.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { FilingStatus } from '@taxapp/contracts/form';
import { taxFromRateSchedule, taxOnOrdinaryIncome, taxTableAmount } from './taxComputation';

const csvPath = fileURLToPath(new URL('../data/irs-2024-tax-table.csv', import.meta.url));
const rows = readFileSync(csvPath, 'utf8').trim().split('\n').slice(1).map((line) => line.split(',').map(Number));
const columns: [FilingStatus, number][] = [['single', 2], ['married-joint', 3], ['married-separate', 4], ['head-of-household', 5]];

describe('2024 Tax Table', () => {
  it('has every row from 0 to 100,000', () => {
    expect(rows.length).toBe(2062);
    expect(rows[rows.length - 1][1]).toBe(100_000);
  });

  it('matches the published table at the start, middle and end of every row, for every filing status', () => {
    const mismatches: string[] = [];
    for (const row of rows) {
      const [atLeast, lessThan] = row;
      for (const [status, column] of columns) {
        for (const income of [atLeast, (atLeast + lessThan) / 2, lessThan - 0.01]) {
          if (taxTableAmount(income, status) !== row[column]) mismatches.push(`${status} ${income}: ${taxTableAmount(income, status)} vs ${row[column]}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('qualifying surviving spouse uses the married filing jointly column', () => {
    for (const row of rows) expect(taxTableAmount(row[0], 'qualifying-widow')).toBe(row[3]);
  });

  it('agrees with the rate schedules within the table rounding (half a row width times the rate, plus 50 cents)', () => {
    for (const row of rows) {
      const [atLeast, lessThan] = row;
      for (const [status, column] of columns) {
        const tolerance = ((lessThan - atLeast) / 2) * 0.24 + 0.5;
        expect(Math.abs(taxFromRateSchedule(atLeast, status) - row[column])).toBeLessThanOrEqual(tolerance);
      }
    }
  });
});

describe('Tax Computation Worksheet (100,000 or more)', () => {
  it('uses the schedule above the table: single 100,000 -> 17,053.00 (i1040 worksheet: 100,000 x 22% - 4,947)', () => {
    expect(taxOnOrdinaryIncome(100_000, 'single')).toBe(17_053);
  });
  it('married filing jointly 250,000: 250,000 x 24% - 13,915 = 46,085 (Schedule Y-1 row "over 201,050")', () => {
    expect(taxOnOrdinaryIncome(250_000, 'married-joint')).toBe(46_085);
  });
  it('head of household 700,000: 700,000 x 37% - 43,504.50 = 215,495 (Schedule Z row "over 609,350")', () => {
    expect(taxOnOrdinaryIncome(700_000, 'head-of-household')).toBe(215_495);
  });
  it('married filing separately 400,000: 400,000 x 37% - 36,937.25 = 111,062.75 -> 111,063 (Y-2 row "over 365,600")', () => {
    expect(taxOnOrdinaryIncome(400_000, 'married-separate')).toBe(111_063);
  });
  it('is 0 for no income', () => {
    expect(taxOnOrdinaryIncome(0, 'single')).toBe(0);
    expect(taxOnOrdinaryIncome(-5, 'single')).toBe(0);
  });
});
