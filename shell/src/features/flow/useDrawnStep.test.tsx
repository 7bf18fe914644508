import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDrawnStep } from './useDrawnStep';

describe('useDrawnStep', () => {
  it('acts at once when the page on screen is the address', () => {
    window.history.pushState(null, '', '/deductions');
    const runs: string[] = [];
    const { result } = renderHook(({ path }) => useDrawnStep(path, (direction) => runs.push(`${path}:${direction}`)), {
      initialProps: { path: '/deductions' },
    });
    result.current('back');
    expect(runs).toEqual(['/deductions:back']);
  });

  it('holds a press made while the next page is still being drawn, then gives it to that page once', () => {
    window.history.pushState(null, '', '/deductions');
    const runs: string[] = [];
    const { result, rerender } = renderHook(({ path }) => useDrawnStep(path, (direction) => runs.push(`${path}:${direction}`)), {
      initialProps: { path: '/deductions' },
    });
    window.history.pushState(null, '', '/other-income/add-more'); // the router has moved the address only
    result.current('back');
    expect(runs).toEqual([]);

    rerender({ path: '/other-income/add-more' });
    expect(runs).toEqual(['/other-income/add-more:back']);
    rerender({ path: '/other-income/add-more' });
    expect(runs).toHaveLength(1);
  });
});
