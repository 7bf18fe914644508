import { describe, expect, it } from 'vitest';
import { ageAtYearEnd, filerAgeAtYearEnd } from './sensitive';

describe('ages at the end of 2024', () => {
  it('counts every 2024 birthday as passed', () => {
    expect(ageAtYearEnd('1958-03-14')).toBe(66);
    expect(ageAtYearEnd('1960-01-01')).toBe(64);
    expect(ageAtYearEnd('2008-12-31')).toBe(16);
    expect(ageAtYearEnd('')).toBeNull();
    expect(ageAtYearEnd('2025-02-01')).toBeNull();
  });

  it('counts a filer as 65 on the day before the 65th birthday (Pub 501)', () => {
    expect(filerAgeAtYearEnd('1960-01-01')).toBe(65);
    expect(filerAgeAtYearEnd('1960-01-02')).toBe(64);
    expect(filerAgeAtYearEnd('1974-12-31')).toBe(50);
    expect(filerAgeAtYearEnd('')).toBeNull();
  });
});
