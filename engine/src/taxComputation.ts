// Tax on ordinary taxable income: the 2024 Tax Table under 100,000 and the Tax Computation Worksheet
// (rate schedules X, Y-1, Y-2, Z) at 100,000 or more. i1040 line 16, "2024 Tax Table" and
// "2024 Tax Computation Worksheet".
import type { FilingStatus } from '@taxapp/contracts/form';
import { FILING_STATUSES } from '@taxapp/contracts/form';
import { RATE_SCHEDULES, TAX_TABLE_LIMIT } from './years/2024';
import { dollars } from './explain';

/** Exact tax from the rate schedule (no rounding). */
export function taxFromRateSchedule(taxableIncome: number, status: FilingStatus): number {
  if (taxableIncome <= 0) return 0;
  const { bounds, rates } = RATE_SCHEDULES[status];
  let tax = 0;
  let lower = 0;
  for (let i = 0; i < bounds.length; i++) {
    const upper = bounds[i];
    if (taxableIncome <= upper) return tax + (taxableIncome - lower) * rates[i];
    tax += (upper - lower) * rates[i];
    lower = upper;
  }
  return tax;
}

/**
 * The Tax Table's rows: [0,5), [5,15), [15,25), [25,50), then 25-dollar rows to 3,000, then 50-dollar
 * rows to 100,000. Each row's tax is the schedule's tax at the row's midpoint, rounded to the dollar
 * (that is how the IRS builds the table; tax-table.test.ts checks every row against the published CSV).
 */
export function taxTableRow(taxableIncome: number): { atLeast: number; lessThan: number } {
  if (taxableIncome < 5) return { atLeast: 0, lessThan: 5 };
  if (taxableIncome < 15) return { atLeast: 5, lessThan: 15 };
  if (taxableIncome < 25) return { atLeast: 15, lessThan: 25 };
  if (taxableIncome < 50) return { atLeast: 25, lessThan: 50 };
  if (taxableIncome < 3_000) {
    const atLeast = Math.floor(taxableIncome / 25) * 25;
    return { atLeast, lessThan: atLeast + 25 };
  }
  const atLeast = Math.floor(taxableIncome / 50) * 50;
  return { atLeast, lessThan: atLeast + 50 };
}

// Precomputed at module load: one Int32Array per filing status, indexed by row.
const ROW_COUNT = 4 + (3_000 - 50) / 25 + (TAX_TABLE_LIMIT - 3_000) / 50;
function rowIndex(taxableIncome: number): number {
  if (taxableIncome < 5) return 0;
  if (taxableIncome < 15) return 1;
  if (taxableIncome < 25) return 2;
  if (taxableIncome < 50) return 3;
  if (taxableIncome < 3_000) return 4 + Math.floor((taxableIncome - 50) / 25);
  return 4 + 118 + Math.floor((taxableIncome - 3_000) / 50);
}
const TABLES = new Map<FilingStatus, Int32Array>();
for (const status of FILING_STATUSES) {
  const table = new Int32Array(ROW_COUNT);
  const starts = [0, 5, 15, 25];
  const ends = [5, 15, 25, 50];
  for (let i = 0; i < 4; i++) table[i] = dollars(taxFromRateSchedule((starts[i] + ends[i]) / 2, status));
  for (let atLeast = 50; atLeast < 3_000; atLeast += 25) table[rowIndex(atLeast)] = dollars(taxFromRateSchedule(atLeast + 12.5, status));
  for (let atLeast = 3_000; atLeast < TAX_TABLE_LIMIT; atLeast += 50) table[rowIndex(atLeast)] = dollars(taxFromRateSchedule(atLeast + 25, status));
  TABLES.set(status, table);
}

/** Tax Table amount for taxable income under 100,000. */
export function taxTableAmount(taxableIncome: number, status: FilingStatus): number {
  if (taxableIncome <= 0) return 0;
  return TABLES.get(status)![rowIndex(taxableIncome)];
}

/**
 * Tax on taxable income as Form 1040 line 16 figures it without preferential rates: the Tax Table under
 * 100,000, otherwise the Tax Computation Worksheet, rounded to the dollar.
 */
export function taxOnOrdinaryIncome(taxableIncome: number, status: FilingStatus): number {
  if (taxableIncome <= 0) return 0;
  if (taxableIncome < TAX_TABLE_LIMIT) return taxTableAmount(taxableIncome, status);
  return dollars(taxFromRateSchedule(taxableIncome, status));
}

/** Top marginal rate reached by this taxable income. */
export function marginalRate(taxableIncome: number, status: FilingStatus): number {
  const { bounds, rates } = RATE_SCHEDULES[status];
  for (let i = 0; i < bounds.length; i++) if (taxableIncome <= bounds[i]) return rates[i];
  return rates[rates.length - 1];
}
