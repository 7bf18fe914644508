import { describe, expect, it } from 'vitest';
import { amountOrZero, readAmount } from './amounts';

describe('readAmount', () => {
  it('reads numbers and the texts documents store', () => {
    expect(readAmount(1200.5)).toBe(1200.5);
    expect(readAmount('1200')).toBe(1200);
    expect(readAmount('$1,200.50')).toBe(1200.5);
    expect(readAmount(' 75 000 ')).toBe(75000);
    expect(readAmount('-300')).toBe(-300);
    expect(readAmount('')).toBe(0);
    expect(readAmount('$')).toBe(0);
  });

  it('says null for what is not an amount', () => {
    expect(readAmount('abc')).toBeNull();
    expect(readAmount('12abc')).toBeNull();
    expect(readAmount('.')).toBeNull();
    expect(readAmount(Number.NaN)).toBeNull();
    expect(readAmount(Number.POSITIVE_INFINITY)).toBeNull();
    expect(readAmount(undefined)).toBeNull();
    expect(readAmount(null)).toBeNull();
    expect(readAmount({})).toBeNull();
  });
});

describe('amountOrZero', () => {
  it('is the amount, or 0 for blank, missing or unreadable', () => {
    expect(amountOrZero('$2,500')).toBe(2500);
    expect(amountOrZero(42)).toBe(42);
    expect(amountOrZero('n/a')).toBe(0);
    expect(amountOrZero(undefined)).toBe(0);
    expect(amountOrZero(Number.NaN)).toBe(0);
  });
});
