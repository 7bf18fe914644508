import { describe, expect, it } from 'vitest';
import { form1040DataSchema, defaultForm1040Data } from '@taxapp/contracts/form';
import type { TaxFormRow } from '@taxapp/contracts/api/forms';
import { validatePersonalInfo } from '@taxapp/contracts/validation';
import { checkPatch } from './form';

const row = (data: Record<string, unknown>): TaxFormRow => ({
  id: 'f', userId: 'u', version: 1, createdAt: '', updatedAt: '', data: form1040DataSchema.parse(data),
});

/** What a save did before it validated only the keys it writes: the whole merged form through the schema. */
function wholeParse(current: TaxFormRow, patch: Record<string, unknown>) {
  const personal = validatePersonalInfo(patch);
  if (personal.length > 0) return { error: personal[0]!.error };
  const parsed = form1040DataSchema.safeParse({ ...current.data, ...patch });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { error: `The tax form is not valid. ${issue.path.join('.')}: ${issue.message}` };
  }
  return { merged: parsed.data };
}

describe('checkPatch validates the keys a save writes as the whole merged form would be', () => {
  const current = row({ ...defaultForm1040Data(), firstName: 'Ada', w2Data: [{ wages: 1000 }], custom: { kept: true } });
  const patches: Array<Record<string, unknown>> = [
    { firstName: 'Grace', city: 'Trenton' },
    { line1: '52,000', dividends: 12.5 },
    { filingStatus: 'head-household' },
    { filingStatus: 'complicated' },
    { reviewedTabs: ['personal', 'nowhere'], chatInteractions: -1 },
    { chatInteractions: -1, reviewedTabs: ['nowhere'] },
    { w2Data: [{ wages: '60,000', owner: 'spouse' }] },
    { w2Data: 'not a list' },
    { dependents: [{ firstName: 'Kid', dob: '' }] },
    { middleInitial: 'AB' },
    { middleInitial: 'A.' },
    { taxpayerAgeAtYearEnd: 200 },
    { firstName: null },
  ];
  for (const patch of patches) {
    it(JSON.stringify(patch), () => {
      const expected = wholeParse(current, patch);
      const checked = checkPatch(current, patch);
      if ('error' in expected) {
        expect(checked.ok).toBe(false);
        if (!checked.ok) expect(checked.error.message).toBe(expected.error);
      } else {
        expect(checked.ok).toBe(true);
        if (checked.ok) expect(checked.merged).toStrictEqual(expected.merged);
      }
    });
  }

  it('refuses a key the form does not have (issue 7 item 6), while the stored form keeps its old ones', () => {
    for (const patch of [{ somethingNew: { a: 1 }, firstName: 'Ann' }, { constructor: 'x', toString: 1 }]) {
      const checked = checkPatch(current, patch);
      expect(checked.ok).toBe(false);
      if (!checked.ok) expect(checked.error.message).toBe(`The tax form is not valid. ${Object.keys(patch)[0]}: This is not a field of the tax form.`);
    }
    const checked = checkPatch(current, { firstName: 'Ann' });
    expect(checked.ok && (checked.merged as Record<string, unknown>).custom).toEqual({ kept: true });
  });

  it('refuses a key a list item does not have, with its path as the field', () => {
    const checked = checkPatch(current, { w2Data: [{ wages: 1000 }, { wages: 2000, box14: { tfb: '0', memo: 'x' } }] });
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.error.message).toBe('The tax form is not valid. w2Data.1.box14.memo: This is not a field of the tax form.');
      expect(checked.error.extra).toEqual({ field: 'w2Data.1.box14.memo' });
    }
  });

  it('names the keys that change, not the ones sent again unchanged', () => {
    const checked = checkPatch(current, { firstName: 'Ada', lastName: 'Lovelace', line1: '0' });
    expect(checked.ok && checked.changedKeys).toEqual(['lastName']);
  });
});
