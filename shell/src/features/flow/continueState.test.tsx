// The Continue button a page can relabel and disable (RemoteAppProps.setContinueState, spec 1 §2.10):
// shown with the page's label and aria-disabled, still reaching the page's handler when pressed, never
// running the flow navigation while disabled, and forgotten when the route changes.
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flowMayContinue, useContinueState } from './continueState';
import { NavigationBar } from './NavigationBar';
import { StepHandlerRegistry } from './stepHandlers';

afterEach(cleanup);

describe('useContinueState', () => {
  it('keeps the state of the shown route, forgets it on a route change and ignores a page no longer shown', () => {
    const { result, rerender } = renderHook(({ path }) => useContinueState(path), { initialProps: { path: '/personal-info/step1' } });
    expect(result.current.continueState).toBeNull();
    const setForStep1 = result.current.setContinueState;
    act(() => setForStep1({ disabled: true, label: 'Initializing Security...' }));
    expect(result.current.continueState).toEqual({ disabled: true, label: 'Initializing Security...' });

    rerender({ path: '/personal-info/step2' });
    expect(result.current.continueState).toBeNull();
    act(() => setForStep1({ disabled: true, label: 'Late call from step 1' }));
    expect(result.current.continueState).toBeNull();

    act(() => result.current.setContinueState({ disabled: true }));
    expect(result.current.continueState).toEqual({ disabled: true });
    act(() => result.current.setContinueState(null));
    expect(result.current.continueState).toBeNull();
  });
});

describe('NavigationBar with a page-set Continue', () => {
  it('shows the label, is aria-disabled, and still passes a press on', () => {
    const onNext = vi.fn();
    const { rerender } = render(<NavigationBar path="/personal-info/step2" onBack={() => undefined} onNext={onNext} continueState={{ disabled: true, label: 'Initializing Security...' }} />);
    const button = screen.getByTestId('continue-button');
    expect(button.textContent).toBe('Initializing Security...');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(onNext).toHaveBeenCalledTimes(1);

    rerender(<NavigationBar path="/personal-info/step2" onBack={() => undefined} onNext={onNext} continueState={null} />);
    expect(button.textContent).toBe('Continue');
    expect(button.hasAttribute('aria-disabled')).toBe(false);
  });

  it('a disabled Continue gives the page its try but never moves the flow on; Back is not affected', async () => {
    const registry = new StepHandlerRegistry();
    const disabled = { disabled: true, label: 'Initializing Security...' };
    let flowRan = 0;
    const fallback = (direction: 'next' | 'back') => () => (flowMayContinue(direction, disabled) ? (flowRan++, true) : false);
    const toasts: string[] = [];
    registry.register({ next: () => (toasts.push('Security Setup Required'), true) });
    await registry.run('next', fallback('next'));
    expect(toasts).toEqual(['Security Setup Required']);

    const declining = new StepHandlerRegistry();
    declining.register({ next: () => false });
    expect(await declining.run('next', fallback('next'))).toBe(false);
    expect(flowRan).toBe(0);
    expect(await declining.run('back', fallback('back'))).toBe(true);
    expect(flowRan).toBe(1);
  });
});
