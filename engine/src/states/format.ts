// Number formatting for explanations, fast enough for the per-return path (toLocaleString is not).

/** $1,234.56 */
export function money(n: number): string {
  const cents = Math.round(Math.abs(n) * 100);
  const whole = Math.floor(cents / 100);
  const frac = cents - whole * 100;
  let digits = String(whole);
  if (whole >= 1000) digits = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return (n < 0 && cents > 0 ? '-$' : '$') + digits + (frac < 10 ? '.0' : '.') + frac;
}

/** 0.0637 -> '6.37%' */
export const pct = (rate: number) => `${+(rate * 100).toFixed(4)}%`;

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** Whole dollars as the forms print their figures ('$4,500'); cents only when there are any. */
export function usd(n: number): string {
  return Number.isInteger(n) ? money(n).slice(0, -3) : money(n);
}
