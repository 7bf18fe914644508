// How the review and results show money, rates and filing statuses (spec 3 §9: USD with exactly 2 decimals in review).
import { amountOrZero } from '@taxapp/contracts/amounts';
import type { FilingStatus, Sensitive } from '@taxapp/contracts/form';

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function usd(amount: number | string | null | undefined): string {
  return USD.format(amountOrZero(amount));
}

/** A decimal rate as a percentage with up to 2 decimals (0.0508 -> '5.08%'). */
export function percent(rate: number): string {
  return `${(Math.round(rate * 10_000) / 100).toFixed(2)}%`;
}

export const FILING_STATUS_LABELS: Record<FilingStatus, string> = {
  single: 'Single',
  'married-joint': 'Married Filing Jointly',
  'married-separate': 'Married Filing Separately',
  'head-of-household': 'Head of Household',
  'qualifying-widow': 'Qualifying Surviving Spouse',
};

export function filingStatusLabel(status: string): string {
  return FILING_STATUS_LABELS[status as FilingStatus] ?? status;
}

/**
 * An SSN as the review shows it: only the last four digits of a plaintext value. An encrypted envelope is
 * decrypted only by the Personal Information remote (its key code is not shared), so here it stays masked.
 */
export function maskedSsn(ssn: Sensitive | null | undefined): { text: string; encrypted: boolean } {
  if (!ssn) return { text: 'Not entered', encrypted: false };
  if (typeof ssn !== 'string') return { text: '***-**-****', encrypted: true };
  const digits = ssn.replace(/\D/g, '');
  if (digits.length === 0) return { text: 'Not entered', encrypted: false };
  return { text: `***-**-${digits.slice(-4).padStart(4, '*')}`, encrypted: false };
}

/** A document amount (stored as text, default '0') as a number. */
export function amountOf(value: unknown): number {
  return amountOrZero(value);
}
