// The Continue button's look as the current route's page set it (RemoteAppProps.setContinueState, spec 1
// §2.10 'Continue is disabled and labelled "Initializing Security..." until the encryption service is ready').
import { useCallback, useRef, useState } from 'react';
import type { ContinueState } from '@taxapp/contracts/shell';

export function sameContinueState(a: ContinueState | null, b: ContinueState | null): boolean {
  return a === b || (a !== null && b !== null && a.disabled === b.disabled && a.label === b.label);
}

/** Whether the shell's own flow navigation may run for Next: not while the page keeps Continue disabled. */
export function flowMayContinue(direction: 'next' | 'back', state: ContinueState | null): boolean {
  return direction === 'back' || state?.disabled !== true;
}

/**
 * The state for `path`: forgotten when the route changes (during the render, not in an effect, which would
 * run after the new page's own call and undo it); a call from a page whose route is no longer shown is ignored.
 */
export function useContinueState(path: string) {
  const [continueOf, setContinueOf] = useState<{ path: string; state: ContinueState | null }>({ path, state: null });
  if (continueOf.path !== path) setContinueOf({ path, state: null });
  const shownPath = useRef(path);
  shownPath.current = path;
  const setContinueState = useCallback(
    (state: ContinueState | null) => {
      if (shownPath.current !== path) return;
      setContinueOf((current) => (current.path === path && sameContinueState(current.state, state) ? current : { path, state }));
    },
    [path],
  );
  return { continueState: continueOf.path === path ? continueOf.state : null, setContinueState };
}
