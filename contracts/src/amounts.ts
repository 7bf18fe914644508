// The one reading of a money amount. Documents store amounts as text ('1200', '$1,200.50', '' for blank),
// the form stores numbers; the schema, the completion checks, the amount inputs and the engine (its form
// reader and the states) all read them here, so a text counts the same everywhere.

/** The number an amount stands for: a finite number, or text with '$', ',' and spaces ignored; '' is 0. Null when it is not an amount. */
export function readAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  if (value === '' || value === '0') return 0;
  // Plain digits (the common case) need no cleaning.
  let parsed = Number(value);
  if (!Number.isFinite(parsed)) {
    const cleaned = value.replace(/[$,\s]/g, '');
    if (cleaned === '') return 0;
    parsed = Number(cleaned);
  }
  return Number.isFinite(parsed) ? parsed : null;
}

/** An amount, or 0 when blank, missing or not an amount (what a tax computation reads). */
export function amountOrZero(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  return readAmount(value) ?? 0;
}
