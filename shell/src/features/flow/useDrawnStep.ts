// Back and Next act on the page that is on screen. The router draws a navigation in a transition: the
// address changes first, while the page and its step handlers are still the last one's (whose Back leads
// where the user already is, so the press was lost under load). A press made in between waits for the
// new page.
import { useCallback, useEffect, useRef } from 'react';
import type { StepDirection } from './stepHandlers';

export function useDrawnStep(path: string, run: (direction: StepDirection) => void): (direction: StepDirection) => void {
  const latest = useRef({ path, run });
  latest.current = { path, run };
  const queued = useRef<StepDirection | null>(null);

  useEffect(() => {
    const direction = queued.current;
    if (!direction || window.location.pathname !== path) return;
    queued.current = null;
    latest.current.run(direction);
  }, [path]);

  return useCallback((direction: StepDirection) => {
    if (window.location.pathname !== latest.current.path) queued.current = direction;
    else latest.current.run(direction);
  }, []);
}
