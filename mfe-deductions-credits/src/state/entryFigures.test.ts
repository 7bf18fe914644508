// The figure beside each entry, computed by the real engine from a drafted form (issue 14 item 5).
// Expected values are worked from the IRS instructions, the derivation beside each.
import { describe, expect, it } from 'vitest';
import { CREDIT_CATEGORIES, DEDUCTION_CATEGORIES } from '@taxapp/contracts/catalogs';
import { creditMapping, deductionMapping } from '@taxapp/contracts/deductionCreditMapping';
import { computeFederal } from '@taxapp/engine';
import { entryFigure, type FederalFigures } from './entryFigures';

const w2 = (wages: number) => ({ wages: String(wages), federalIncomeTax: '0' });
const federalOf = (form: object) => computeFederal(form) as FederalFigures;

describe('entry figures', () => {
  it('shows the SALT cap once state and property taxes pass 10,000, and that itemizing then wins', () => {
    // AGI 150,000 (W-2 only). Schedule A line 5a 9,000 + 5b 4,000 = 13,000; line 5e = min(13,000, 10,000) = 10,000.
    // Line 8a 12,000 -> line 17 = 22,000 > standard deduction 14,600 (single), by 7,400.
    const federal = federalOf({ filingStatus: 'single', w2Data: [w2(150_000)], deductions: { 'state-local': { 'state-taxes': 9_000 }, mortgage: { 'real-estate-taxes': 4_000, 'mortgage-interest': 12_000 } } });
    const salt = entryFigure(deductionMapping('state-taxes')!, federal);
    expect(salt.amount).toBe(9_000);
    expect(salt.rule).toBe('Limited by the SALT cap: state and local taxes count up to $10,000.00 together (Schedule A line 5e); $3,000.00 does not count.');
    expect(salt.standardVsItemized).toBe('Itemizing ($22,000.00) beats the standard deduction ($14,600.00) by $7,400.00.');
    expect(entryFigure(deductionMapping('mortgage-interest')!, federal).amount).toBe(12_000);
  });

  it('gives 0 for medical expenses under the 7.5% floor and says the standard deduction still wins', () => {
    // AGI 60,000: floor 7.5% x 60,000 = 4,500 (Schedule A line 3); 2,000 of expenses -> line 4 = 0.
    // Itemized 0 vs standard 14,600: the standard deduction wins by 14,600.
    const federal = federalOf({ filingStatus: 'single', w2Data: [w2(60_000)], deductions: { health: { 'medical-expenses': 2_000 } } });
    const medical = entryFigure(deductionMapping('medical-expenses')!, federal);
    expect(medical.amount).toBe(0);
    expect(medical.rule).toBe('Only the part above 7.5% of AGI ($4,500.00) counts (Schedule A line 3).');
    expect(medical.standardVsItemized).toBe('The standard deduction ($14,600.00) still wins by $14,600.00: itemized deductions add nothing until they pass it.');
    // 6,000 of expenses: 6,000 - 4,500 = 1,500 on line 4.
    expect(entryFigure(deductionMapping('medical-expenses')!, federalOf({ filingStatus: 'single', w2Data: [w2(60_000)], deductions: { health: { 'medical-expenses': 6_000 } } })).amount).toBe(1_500);
  });

  it('computes the child care credit from the expenses and a dependent under 13', () => {
    // Form 2441: one qualifying person (age 5) -> limit 3,000 (line 3); expenses 4,000 -> 3,000.
    // AGI 60,000 is over 43,000 -> rate 20% (line 8). Credit 3,000 x 20% = 600 (line 9), within the tax (line 10).
    const federal = federalOf({
      filingStatus: 'head-of-household',
      w2Data: [w2(60_000)],
      dependents: [{ firstName: 'Ana', lastName: 'Lee', relationship: 'daughter', ageAtYearEnd: 5 }],
      credits: { 'child-family': { 'child-care-expenses': 4_000 } },
    });
    const figure = entryFigure(creditMapping('child-care-expenses')!, federal);
    expect(figure.amount).toBe(600);
    expect(figure.rule).toContain('20% of 3000');
  });

  it('names a line for every entry and computes every named line without throwing', () => {
    const federal = federalOf({ filingStatus: 'single', w2Data: [w2(50_000)] });
    for (const category of DEDUCTION_CATEGORIES) for (const item of category.subItems) expect(entryFigure(deductionMapping(item.id)!, federal).label).not.toBe('');
    for (const category of CREDIT_CATEGORIES) for (const option of category.subOptions) expect(entryFigure(creditMapping(option.id)!, federal).label).not.toBe('');
    expect(entryFigure(creditMapping('missed-stimulus')!, federal)).toMatchObject({ amount: null });
  });
});
