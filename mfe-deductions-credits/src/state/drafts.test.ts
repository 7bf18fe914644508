// Spec 3 §3-§5 storage rules of the detail steppers.
import { describe, expect, it, vi } from 'vitest';
import { creditCategory, deductionCategory } from '@taxapp/contracts/catalogs';
import {
  changeRow,
  creditDraftsFrom,
  creditsFromDrafts,
  deductionDraftsFrom,
  deductionsFromDrafts,
  emptyCreditDraft,
  emptyDeductionDraft,
  formatOnBlur,
  isAcceptedAmount,
  knownCreditCategories,
  toggleSubItem,
  toggleSubOption,
  typeSubItemAmount,
} from './drafts';

describe('amounts typed (spec 3 §5)', () => {
  it('accepts empty, up to 10 integer digits and up to 2 decimals, nothing else', () => {
    for (const ok of ['', '0', '1234567890', '12.', '12.5', '12.50', '.5']) expect(isAcceptedAmount(ok)).toBe(true);
    for (const bad of ['12345678901', '1.234', '1,000', '-5', '$5', '1e5', 'abc']) expect(isAcceptedAmount(bad)).toBe(false);
  });
});

describe('deductions', () => {
  it('stores only checked sub-items above 0, rounded to cents', () => {
    const drafts = {
      mortgage: {
        'mortgage-interest': { checked: true, text: '1234.5' },
        'real-estate-taxes': { checked: false, text: '900' },
        'vehicle-tax': { checked: true, text: '0.00' },
        'casualty-loss': { checked: true, text: '' },
      },
    };
    expect(deductionsFromDrafts(drafts)).toEqual({ mortgage: { 'mortgage-interest': 1234.5 } });
  });

  it('checks a sub-item when a positive amount is typed, rejects other keystrokes, resets to 0.00 when unchecked', () => {
    const start = { checked: false, text: '0.00' };
    expect(typeSubItemAmount(start, '0')).toEqual({ checked: false, text: '0' });
    const typed = typeSubItemAmount(start, '250.75');
    expect(typed).toEqual({ checked: true, text: '250.75' });
    expect(typeSubItemAmount(typed, '250.755')).toBe(typed);
    expect(toggleSubItem(typed, false)).toEqual({ checked: false, text: '0.00' });
  });

  it('loads saved amounts as checked with 2 decimals, older group names as their category', () => {
    const drafts = deductionDraftsFrom(['health', 'mortgage', 'nonsense'], { medical: { 'medical-expenses': 5000 }, mortgage: { 'mortgage-interest': 12000.5 } });
    expect(Object.keys(drafts)).toEqual(['health', 'mortgage']);
    expect(drafts.health!['medical-expenses']).toEqual({ checked: true, text: '5000.00' });
    expect(drafts.health!.hsa).toEqual({ checked: false, text: '0.00' });
    expect(drafts.mortgage!['mortgage-interest']).toEqual({ checked: true, text: '12000.50' });
  });

  it('shows a positive amount with 2 decimals once the box is left', () => {
    expect(formatOnBlur('1234.5')).toBe('1234.50');
    expect(formatOnBlur('12')).toBe('12.00');
    expect(formatOnBlur('')).toBe('');
    expect(formatOnBlur('0')).toBe('0');
  });

  it('Add More starts a category unchecked with 0.00 amounts', () => {
    const draft = emptyDeductionDraft(deductionCategory('other')!);
    expect(draft).toEqual({ alimony: { checked: false, text: '0.00' }, miscellaneous: { checked: false, text: '0.00' } });
  });
});

describe('credits', () => {
  const childFamily = creditCategory('child-family')!;
  const special = creditCategory('special-situations')!;

  it('stores a positive amount rounded to cents, 1 for a checked flag, one "label - type" key per dropdown row', () => {
    const drafts = {
      'child-family': {
        'child-care-expenses': { checked: true, text: '3000.45', rows: [] },
        'child-tax-credit': { checked: true, text: '', rows: [] },
        'credit-other-family': { checked: false, text: '', rows: [] },
        'adoption-expenses': { checked: true, text: '0', rows: [] },
      },
      'special-situations': {
        'disaster-losses': { checked: false, text: '0.00', rows: [] },
        'state-tax-credits': {
          checked: true,
          text: '',
          rows: [
            { id: 'a', type: "Renter's Credit", amount: '450' },
            { id: 'b', type: '', amount: '99' },
            { id: 'c', type: 'Property Tax Relief', amount: '0.00' },
          ],
        },
        'local-tax-credits': { checked: true, text: '', rows: [{ id: 'd', type: 'Local EITC', amount: '120.5' }] },
      },
    };
    expect(creditsFromDrafts(drafts)).toEqual({
      'child-family': { 'child-care-expenses': 3000.45, 'child-tax-credit': 1 },
      'special-situations': { "State Tax Credits - Renter's Credit": 450, 'Local Tax Credits - Local EITC': 120.5 },
    });
  });

  it('loads saved credits as checked (no-amount ones when present) and rebuilds dropdown rows from their keys', () => {
    const drafts = creditDraftsFrom([childFamily, special], {
      'child-family': { 'child-tax-credit': 1, 'adoption-expenses': 5000 },
      'special-situations': { "State Tax Credits - Renter's Credit": 450 },
    });
    expect(drafts['child-family']!['child-tax-credit']!.checked).toBe(true);
    expect(drafts['child-family']!['credit-other-family']!.checked).toBe(false);
    expect(drafts['child-family']!['adoption-expenses']).toMatchObject({ checked: true, text: '5000.00' });
    expect(drafts['special-situations']!['state-tax-credits']!.rows).toMatchObject([{ type: "Renter's Credit", amount: '450.00' }]);
    expect(drafts['special-situations']!['local-tax-credits']).toMatchObject({ checked: false, rows: [] });
  });

  it('ignores unknown categories with a warning', () => {
    const warn = vi.fn();
    expect(knownCreditCategories(['education', 'lottery'], warn).map((c) => c.id)).toEqual(['education']);
    expect(warn).toHaveBeenCalledWith('Unknown credit category ignored: lottery');
  });

  it('unchecking resets, a positive amount or a chosen type checks; Add More starts empty', () => {
    const empty = emptyCreditDraft(special);
    expect(empty['disaster-losses']).toEqual({ checked: false, text: '0.00', rows: [] });
    expect(empty['state-tax-credits']).toEqual({ checked: false, text: '', rows: [] });
    const stateOption = special.subOptions.find((o) => o.id === 'state-tax-credits')!;
    const opened = toggleSubOption(stateOption, empty['state-tax-credits']!, true);
    expect(opened.rows).toHaveLength(1);
    const unticked = { ...opened, checked: false };
    expect(changeRow(unticked, opened.rows[0]!.id, { type: 'Property Tax Relief' }).checked).toBe(true);
    expect(changeRow(unticked, opened.rows[0]!.id, { amount: '12.345' })).toBe(unticked);
    expect(toggleSubOption(stateOption, opened, false)).toEqual({ checked: false, text: '', rows: [] });
  });
});
