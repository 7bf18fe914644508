// Left and Right arrows act as Back and Next unless focus is in a text field (spec 1 §2.3, spec 3 §2).
import { useEffect, useRef } from 'react';
import { arrowKeyNavigationAllowed } from '@taxapp/contracts/flow';

export function arrowKeyAction(event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'defaultPrevented'>, path: string, focused: Element | null): 'next' | 'back' | null {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  const direction = event.key === 'ArrowRight' ? 'next' : event.key === 'ArrowLeft' ? 'back' : null;
  if (!direction) return null;
  const element = focused as HTMLElement | null;
  const target = element && element !== document.body
    ? { tagName: element.tagName, type: element.getAttribute('type'), isContentEditable: element.isContentEditable }
    : null;
  // select boxes and sliders use the arrows themselves
  if (target && ['SELECT'].includes(target.tagName.toUpperCase())) return null;
  if (target?.type === 'range') return null;
  return arrowKeyNavigationAllowed(path, target) ? direction : null;
}

export function useArrowKeys(path: string, act: (direction: 'next' | 'back') => void) {
  const latest = useRef({ path, act });
  latest.current = { path, act };
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const direction = arrowKeyAction(event, latest.current.path, document.activeElement);
      if (!direction) return;
      event.preventDefault();
      latest.current.act(direction);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
