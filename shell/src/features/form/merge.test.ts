import { describe, expect, it } from 'vitest';
import { mergeChange, protectSelections, threeWayMerge } from './merge';

describe('threeWayMerge', () => {
  it('takes the other side when this tab did not change the value', () => {
    expect(threeWayMerge('a', 'a', 'b')).toBe('b');
  });
  it('keeps this tab\'s change when the other side did not touch the value', () => {
    expect(threeWayMerge('a', 'c', 'a')).toBe('c');
  });
  it('keeps both sides\' additions and removals in lists of selected options', () => {
    // this tab removed w2 and added 1099int; the other tab added rental
    expect(threeWayMerge(['w2', 'business'], ['business', '1099int'], ['w2', 'business', 'rental'])).toEqual(['business', 'rental', '1099int']);
  });
  it('merges objects key by key', () => {
    const base = { mortgage: { 'mortgage-interest': 100 } };
    const ours = { mortgage: { 'mortgage-interest': 150 } };
    const theirs = { mortgage: { 'mortgage-interest': 100 }, health: { hsa: 300 } };
    expect(threeWayMerge(base, ours, theirs)).toEqual({ mortgage: { 'mortgage-interest': 150 }, health: { hsa: 300 } });
  });
  it('lets this tab\'s newer edit win when both changed the same scalar', () => {
    expect(threeWayMerge('a', 'mine', 'theirs')).toBe('mine');
  });
});

describe('mergeChange', () => {
  it('re-applies only the changed keys over the newer form', () => {
    expect(mergeChange({ city: 'Trenton', selectedIncomeOptions: [] }, { selectedIncomeOptions: ['w2'] }, { city: 'Newark', selectedIncomeOptions: ['rental'] })).toEqual({
      selectedIncomeOptions: ['rental', 'w2'],
    });
  });
});

describe('protectSelections', () => {
  it('keeps a deduction category that holds a nonzero amount here when a remote update drops it', () => {
    const local = { selectedDeductionOptions: ['mortgage', 'health'], deductions: { mortgage: { 'mortgage-interest': 1200 }, health: {} } };
    const incoming = { selectedDeductionOptions: [], deductions: {} };
    expect(protectSelections(local, incoming).selectedDeductionOptions).toEqual(['mortgage']);
  });
  it('keeps an income option whose other-income entry has an amount', () => {
    const local = { selectedIncomeOptions: ['rental', 'hobby'], otherIncomeEntries: [{ type: 'Rental Income', amount: 900 }] };
    const incoming = { selectedIncomeOptions: ['w2'] };
    const kept = protectSelections(local, incoming).selectedIncomeOptions as string[];
    expect(kept).toContain('w2');
    expect(kept).not.toContain('hobby');
  });
});
