// Amount typing and display (spec 2 §5, §9): what a box accepts as the user types, and how money reads.

/** Up to 10 integer digits and at most 2 decimals, or empty (spec 2 §5, business/rental/retirement/investment/misc). */
const AMOUNT_PATTERN = /^\d{0,10}(\.\d{0,2})?$/;

/** Whether a typed value is accepted as it stands; anything else is ignored (the box keeps its last value). */
export function isAcceptedAmount(value: string): boolean {
  return AMOUNT_PATTERN.test(value);
}

/**
 * Expense, SSA and W-2 boxes (spec 2 §5): non-digit and non-dot characters are stripped, a single dot is
 * kept and decimals are capped at 2 ('$1,234.567' -> '1234.56'). Integer digits are capped at 10 (§9).
 */
export function cleanTypedAmount(value: string): string {
  const stripped = value.replace(/[^\d.]/g, '');
  const dot = stripped.indexOf('.');
  if (dot < 0) return stripped.slice(0, 10);
  const whole = stripped.slice(0, dot).slice(0, 10);
  const decimals = stripped.slice(dot + 1).replace(/\./g, '').slice(0, 2);
  return `${whole}.${decimals}`;
}

/** A stored amount (number or numeric string) as a number; '' and junk count as 0. */
export function toAmount(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value !== 'string') return 0;
  const parsed = Number(value.replace(/[$,\s]/g, ''));
  return Number.isFinite(parsed) ? parsed : 0;
}

/** Cents-exact sum, so 0.1 + 0.2 shows as 0.30. */
export function sumAmounts(values: readonly unknown[]): number {
  return Math.round(values.reduce<number>((total, value) => total + toAmount(value) * 100, 0)) / 100;
}

/** The box's text for a stored amount: '' for 0 so a placeholder shows, else the number as typed. */
export function amountText(value: unknown): string {
  const amount = toAmount(value);
  return amount === 0 ? '' : String(amount);
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** USD with 2 decimals, en-US (spec 2 §9). */
export function formatUsd(value: unknown): string {
  return usd.format(toAmount(value));
}
