import { describe, expect, it } from 'vitest';
import { CREDIT_CATEGORIES, DEDUCTION_CATEGORIES } from './catalogs';
import { CREDIT_MAPPING, DEDUCTION_MAPPING, creditMapping, unmappedCatalogEntries } from './deductionCreditMapping';

describe('deduction and credit mapping', () => {
  it('names a form and line for every sub-item of the 8 deduction and 6 credit categories', () => {
    expect(unmappedCatalogEntries()).toEqual([]);
    const catalogIds = [
      ...DEDUCTION_CATEGORIES.flatMap((c) => c.subItems.map((s) => s.id)),
      ...CREDIT_CATEGORIES.flatMap((c) => c.subOptions.map((s) => s.id)),
    ].sort();
    expect([...Object.keys(DEDUCTION_MAPPING), ...Object.keys(CREDIT_MAPPING)].sort()).toEqual(catalogIds);
    for (const entry of [...Object.values(DEDUCTION_MAPPING), ...Object.values(CREDIT_MAPPING)]) expect(entry.feeds).not.toBe('');
  });

  it('says plainly what does not exist for 2024 and what goes to the state return', () => {
    expect(creditMapping('missed-stimulus')).toMatchObject({ destination: 'none' });
    expect(creditMapping('missed-stimulus')!.note).toMatch(/ended with tax year 2021/);
    expect(creditMapping('disaster-losses')).toMatchObject({ engineLine: 'scheduleA.line15', itemized: true });
    expect(creditMapping('state-tax-credits')!.destination).toBe('state');
    expect(creditMapping('local-tax-credits')!.destination).toBe('state');
  });

  it('asks the facts the credits need where they are claimed', () => {
    expect(creditMapping('child-care-expenses')!.needs).toContain('careDependent');
    expect(creditMapping('college-credit-first-4')!.needs).toEqual(['student', 'form1098T', 'aotcTests']);
    expect(creditMapping('self-employed-retirement')!.needs).toContain('contributionOwner');
    expect(creditMapping('working-family-credit')!.needs).toEqual(['eicOtherClaimant', 'eicDisallowedBefore']);
  });
});
