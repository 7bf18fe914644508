import { useEffect, useRef } from 'react';
import type { RemoteAppProps, StepHandler } from '@taxapp/contracts/shell';

/**
 * Registers the page's Back/Next with the shell for as long as the page is shown (spec 1 §2.3: a
 * registered handler gets the first try). The latest handler is always used without re-registering.
 */
export function useStepHandler(register: RemoteAppProps['registerStepHandler'], handler: StepHandler) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(
    () =>
      register({
        next: () => latest.current.next?.() ?? false,
        back: () => latest.current.back?.() ?? false,
      }),
    [register],
  );
}
