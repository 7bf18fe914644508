import { describe, expect, it } from 'vitest';
import { amountText, cleanTypedAmount, formatUsd, isAcceptedAmount, sumAmounts, toAmount } from './amounts';

describe('amount typing (spec 2 §5)', () => {
  it('accepts up to 10 integer digits and 2 decimals, or empty', () => {
    for (const ok of ['', '0', '12', '1234567890', '12.', '12.3', '12.34', '.5']) expect(isAcceptedAmount(ok)).toBe(true);
    for (const bad of ['12345678901', '1.234', '1,000', '-5', 'abc', '1.2.3']) expect(isAcceptedAmount(bad)).toBe(false);
  });
  it('strips what is not a digit or a dot, keeps one dot and two decimals', () => {
    expect(cleanTypedAmount('$1,234.567')).toBe('1234.56');
    expect(cleanTypedAmount('12.3.4')).toBe('12.34');
    expect(cleanTypedAmount('abc')).toBe('');
    expect(cleanTypedAmount('123456789012')).toBe('1234567890');
  });
  it('reads stored amounts and shows them in USD', () => {
    expect(toAmount('1,500.25')).toBe(1500.25);
    expect(toAmount('')).toBe(0);
    expect(toAmount(undefined)).toBe(0);
    expect(sumAmounts([0.1, '0.2'])).toBe(0.3);
    expect(amountText('0')).toBe('');
    expect(amountText('250.5')).toBe('250.5');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
  });
});
