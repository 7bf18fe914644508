import { useLayoutEffect, useRef } from 'react';
import type { RemoteAppProps, StepHandler } from '@taxapp/contracts/shell';

/**
 * Registers the page's Back/Next with the shell for as long as the page is shown (spec 1 §2.3: a
 * registered handler gets the first try). The latest handler is always used without re-registering.
 * Registered in the layout phase, in the same commit that draws the page: a passive effect runs after
 * paint, and an arrow key pressed in between reached the last page's handler (whose Back led to where
 * the user already was: the press was lost; seen in CI on /tax-docs/retirement-benefits).
 */
export function useStepHandler(register: RemoteAppProps['registerStepHandler'], handler: StepHandler) {
  const latest = useRef(handler);
  latest.current = handler;
  useLayoutEffect(
    () =>
      register({
        next: () => latest.current.next?.() ?? false,
        back: () => latest.current.back?.() ?? false,
      }),
    [register],
  );
}
