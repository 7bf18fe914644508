// The storage rules of spec 2 §4, one by one.
import { describe, expect, it } from 'vitest';
import { parseForm1040Data } from '@taxapp/contracts/form';
import {
  BOX4_OVER_MESSAGE,
  BOX6_OVER_MESSAGE,
  addIncomeType,
  addMoreAvailable,
  addToTotal,
  businessEntry,
  deselectIncomeType,
  entriesWithCardAmount,
  legacyBox12,
  netBenefits,
  newW2Id,
  rentalEntry,
  savedExpenses,
  socialSecurityEntry,
  subtractFromTotal,
  toggleMiscellaneousType,
  w2WithholdingChecks,
  withTrailingRow,
} from './incomeRules';

describe('selection', () => {
  it('the X of a business, rental or social security card also clears its entry and details; other cards only deselect', () => {
    const form = parseForm1040Data({
      selectedIncomeOptions: ['w2', 'business', 'rental'],
      otherIncomeEntries: [
        { type: 'Business Income', amount: 500, businessData: { grossReceipts: 700 } },
        { type: 'Rental Income', amount: 100 },
      ],
    });
    expect(deselectIncomeType(form, 'business')).toEqual({
      selectedIncomeOptions: ['w2', 'rental'],
      otherIncomeEntries: [expect.objectContaining({ type: 'Rental Income' })],
    });
    expect(deselectIncomeType(form, 'w2')).toEqual({ selectedIncomeOptions: ['business', 'rental'] });
  });

  it('Add More lists the types not yet chosen and sends each to its step; other stays', () => {
    expect(addMoreAvailable(['w2', 'rental']).map((type) => type.id)).toEqual(['contractor', '1099misc', 'business', '1099r', '1099g', 'socialsecurity', 'other']);
    expect(addIncomeType(['w2'], 'rental')).toEqual({ selected: ['w2', 'rental'], route: '/tax-docs/business-income' });
    expect(addIncomeType([], 'socialsecurity')?.route).toBe('/tax-docs/retirement-benefits');
    expect(addIncomeType([], 'other')).toEqual({ selected: ['other'], route: null });
    expect(addIncomeType(['w2'], 'w2')).toBeNull();
  });

  it('a miscellaneous type toggled on adds an entry of 0 and its codes; toggled off removes both', () => {
    const form = parseForm1040Data({ selectedIncomeOptions: ['w2'] });
    const on = toggleMiscellaneousType(form, 'Interest Income');
    expect(on).toEqual({ selectedIncomeOptions: ['w2', '1099int', 'interest'], otherIncomeEntries: [{ type: 'Interest Income', amount: 0 }] });
    const off = toggleMiscellaneousType(parseForm1040Data(on), 'Interest Income');
    expect(off).toEqual({ selectedIncomeOptions: ['w2'], otherIncomeEntries: [] });
  });
});

describe('card amounts and detail forms', () => {
  it('a nonzero card amount creates or updates the entry, zero removes it', () => {
    const entries = entriesWithCardAmount([], 'rental', 1200);
    expect(entries).toEqual([{ type: 'Rental Income', amount: 1200 }]);
    expect(entriesWithCardAmount(entries, 'rental', 900)).toEqual([{ type: 'Rental Income', amount: 900 }]);
    expect(entriesWithCardAmount(entries, 'rental', 0)).toEqual([]);
  });

  it('expense rows grow when the last gets a type; only rows with a type and an amount are saved', () => {
    expect(withTrailingRow([{ type: 'Utilities', amount: '' }])).toEqual([
      { type: 'Utilities', amount: '' },
      { type: '', amount: '' },
    ]);
    expect(withTrailingRow([{ type: '', amount: '' }])).toHaveLength(1);
    expect(savedExpenses([{ type: 'Utilities', amount: '120.50' }, { type: 'Repairs', amount: '' }, { type: '', amount: '5' }])).toEqual([{ type: 'Utilities', amount: 120.5 }]);
  });

  it('business net = gross receipts minus expenses; rental net = rent minus expenses, with the days', () => {
    const business = businessEntry({
      businessName: 'Design Studio',
      businessType: 'Graphic design',
      grossReceipts: '50000',
      owner: 'spouse',
      expenses: [{ type: 'Utilities', amount: '1200' }, { type: 'Advertising/Marketing', amount: '800.25' }, { type: '', amount: '' }],
    });
    expect(business.amount).toBe(47999.75);
    expect(business.businessData).toMatchObject({ totalExpenses: 2000.25, grossReceipts: 50000, owner: 'spouse' });
    const rental = rentalEntry({ address: '12 Elm St', daysRented: '200', daysPersonalUse: '14.7', rentalIncome: '18000', expenses: [{ type: 'Repairs', amount: '3000' }] });
    expect(rental).toMatchObject({ type: 'Rental Income', amount: 15000, rentalData: { daysRented: 200, daysPersonalUse: 14, totalExpenses: 3000, rentalIncome: 18000 } });
  });

  it('SSA-1099: net benefits (box 5) = box 3 - box 4, the amount the entry carries', () => {
    const draft = { box3: '24000', box4: '1200', box6: '2000', owner: 'taxpayer' as const };
    expect(netBenefits(draft)).toBe(22800);
    expect(socialSecurityEntry(draft)).toMatchObject({
      type: 'Social Security Benefits',
      amount: 22800,
      socialSecurityData: { box3NetBenefits: 24000, box5BenefitsRepaid: 1200, totalBenefits: 22800, federalIncomeTaxWithheld: 2000 },
    });
  });

  it('running totals rise and fall, never below 0', () => {
    expect(addToTotal(100, 250.5)).toBe(350.5);
    expect(subtractFromTotal(350.5, 250.5)).toBe(100);
    expect(subtractFromTotal(100, 250)).toBe(0);
  });
});

describe('W-2', () => {
  it('ids are w2_ timestamp and a random suffix', () => {
    expect(newW2Id(1700000000000, 0.123456789)).toMatch(/^w2_1700000000000_[a-z0-9]+$/);
  });

  it("box 12 entries of any code keep the spec's four codes summed for older readers", () => {
    expect(legacyBox12([{ code: 'AA', amount: '3000' }, { code: 'D', amount: '1000' }, { code: 'D', amount: '500' }, { code: 'W', amount: '750' }])).toEqual({ codeC: '0', codeD: '1500', codeDD: '0', codeW: '750' });
  });

  it('tells of box 4 above 6.2% of box 3, and of box 6 above 1.45% of box 5 under $200,000', () => {
    const right = { socialSecurityWages: '50000', socialSecurityTaxWithheld: '3100', medicareWagesAndTips: '50000', medicareTaxWithheld: '725' };
    expect(w2WithholdingChecks(right)).toEqual([]);
    expect(w2WithholdingChecks({ ...right, socialSecurityTaxWithheld: '3500' })).toEqual([BOX4_OVER_MESSAGE]);
    expect(w2WithholdingChecks({ ...right, medicareTaxWithheld: '900' })).toEqual([BOX6_OVER_MESSAGE]);
    // Above $200,000 the employer withholds 0.9% more (Additional Medicare Tax): not an over-collection.
    expect(w2WithholdingChecks({ ...right, socialSecurityWages: '168600', socialSecurityTaxWithheld: '10453.20', medicareWagesAndTips: '250000', medicareTaxWithheld: '4075' })).toEqual([]);
  });
});
