// The one breakpoint of the signed-in layout: below a tablet's width the sidebar becomes a menu opened from
// the header, and the Back / Continue bar sticks to the bottom of the screen (issue 12).
import { useEffect, useState } from 'react';

export const COMPACT_QUERY = '(max-width: 767.98px)';
/** For styled-components: `@media ${media.compact} { ... }`. */
export const media = {
  compact: 'screen and (max-width: 767.98px)',
  /** Phones held upright: the header's buttons keep their icon and lose their visible words. */
  narrow: 'screen and (max-width: 479.98px)',
};

/** Whether a media query matches now, following changes (rotation, window resize). */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const onChange = () => setMatches(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}
