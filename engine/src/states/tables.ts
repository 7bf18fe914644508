// Printed state tax tables (engine/data/stateTaxTables2024.ts): the tax of a table row is the schedule tax at the
// row's midpoint rounded to whole dollars, so the engine finds the row and computes that one figure: no table in
// memory, nothing built per return. Rules are prepared once at module load.
import { STATE_TAX_TABLES_2024, type TaxTableRule2024 } from '../../data/stateTaxTables2024';
import { money } from './format';
import { scheduleTax, type Schedule } from './params';

export interface TableRow {
  /** Row bounds as printed ("at least / over" low, "less than / not over" high). */
  low: number;
  high: number;
  midpoint: number;
}

export interface PreparedTable {
  rule: TaxTableRule2024;
  starts: Float64Array;
  widths: Float64Array;
}

function prepare(rule: TaxTableRule2024): PreparedTable {
  return {
    rule,
    starts: Float64Array.from(rule.rows.map((r) => r.start)),
    widths: Float64Array.from(rule.rows.map((r) => r.width)),
  };
}

const TABLES: Record<string, PreparedTable> = {};
for (const code of Object.keys(STATE_TAX_TABLES_2024)) TABLES[code] = prepare(STATE_TAX_TABLES_2024[code]);

export function taxTableFor(code: string): PreparedTable | undefined {
  return TABLES[code];
}

/** True when the state's table (not its schedule) gives the tax on this taxable income. */
export function tableApplies(t: PreparedTable, taxable: number): boolean {
  return t.rule.limitInclusive ? taxable <= t.rule.limit : taxable < t.rule.limit;
}

/** The printed row that holds `taxable` (the last row stops at the table's limit). */
export function tableRow(t: PreparedTable, taxable: number): TableRow {
  const { starts, widths, rule } = t;
  const x = Math.max(0, taxable);
  let i = starts.length - 1;
  // 'lower' rows hold their low bound; 'upper' rows hold their high bound.
  if (rule.inclusive === 'lower') while (i > 0 && x < starts[i]) i--;
  else while (i > 0 && x <= starts[i]) i--;
  const start = starts[i];
  const width = widths[i];
  const k = rule.inclusive === 'lower' ? Math.floor((x - start) / width) : Math.max(0, Math.ceil((x - start) / width) - 1);
  const rowLow = start + k * width;
  let high = rowLow + width;
  if (i + 1 < starts.length && high > starts[i + 1]) high = starts[i + 1];
  if (high > rule.limit) high = rule.limit;
  return { low: Math.max(0, rowLow), high, midpoint: (rowLow + high) / 2 + (rule.midpointShift ?? 0) };
}

/**
 * Tax from the printed table when the state's tax on an income is more than one bracket schedule (AR: the standard
 * table, then the upper table less a bracket adjustment): `taxAt` at the row midpoint, rounded to whole dollars (half up).
 */
export function tableTaxAt(t: PreparedTable, taxAt: (income: number) => number, taxable: number): number {
  if (taxable <= 0) return 0;
  return Math.floor(taxAt(tableRow(t, taxable).midpoint) + 0.5 + 1e-9);
}

/** Tax from the printed table: schedule tax at the row midpoint, rounded to whole dollars (half up). */
export function tableTax(t: PreparedTable, schedule: Schedule, taxable: number): number {
  return tableTaxAt(t, (income) => scheduleTax(schedule, income), taxable);
}

/** The explanation of a table amount: the row, its midpoint and the tax there (`taxAt`), rounded. */
export function tableFormulaAt(t: PreparedTable, taxAt: (income: number) => number, taxable: number, status: string): string {
  const row = tableRow(t, taxable);
  return `2024 tax table row ${money(row.low)}-${money(row.high)} holding ${money(taxable)}: ${status} schedule tax at the row midpoint ${money(row.midpoint)} = ${money(taxAt(row.midpoint))}, rounded to ${money(tableTaxAt(t, taxAt, taxable))}`;
}

/** The explanation of a table amount: the row, its midpoint and the schedule tax there, rounded. */
export function tableFormula(t: PreparedTable, schedule: Schedule, taxable: number, status: string): string {
  return tableFormulaAt(t, (income) => scheduleTax(schedule, income), taxable, status);
}
