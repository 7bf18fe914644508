// Focus follows the page (issue 12): after each route change, once the new page's heading is on screen
// (a remote may still be loading), focus moves to it so a keyboard or screen-reader user starts at the top
// of the new content. The first page load keeps the browser's own focus. If the user has already moved
// focus elsewhere while the page loaded, that choice stands.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The new page's heading: a page's h1 inside main, or the remote error panel's heading. */
export const PAGE_HEADING = 'main h1, main [data-testid="remote-error"] h2';
/** A remote that takes longer than this is not waited for. */
const WAIT_MS = 15_000;

export function focusPageHeading(heading: HTMLElement) {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

export function FocusOnRouteChange() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const before = document.activeElement;
    // Focus may move only if it is still where the navigation left it (or was lost with the old page).
    const focusUntouched = () => {
      const now = document.activeElement;
      return !now || now === document.body || now === before || !before?.isConnected || !(before as HTMLElement).checkVisibility();
    };
    let focused: HTMLElement | null = null;
    const settle = () => {
      // A heading that was focused and then replaced (the old page's, or a remote re-drawing) hands on focus.
      if (focused?.isConnected) return;
      const lost = focused !== null && (document.activeElement === document.body || document.activeElement === null);
      if (focused !== null && !lost) return stop();
      if (focused === null && !focusUntouched()) return stop();
      const heading = document.querySelector<HTMLElement>(PAGE_HEADING);
      if (!heading) return;
      focusPageHeading(heading);
      focused = heading;
    };
    const observer = new MutationObserver(settle);
    const timer = setTimeout(() => stop(), WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    settle();
    return stop;
  }, [pathname]);

  return null;
}
