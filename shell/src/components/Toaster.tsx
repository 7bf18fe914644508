// Toasts at the top centre (spec 1 §9). Destructive ones are alerts; the others are polite status. A toast
// never takes focus; if focus was on a toast (its Dismiss button) when it goes, focus goes back to where it
// came from, so keyboard users are not dropped at the top of the page.
import { useLayoutEffect, useRef, type FocusEvent } from 'react';
import styled from 'styled-components';
import { dismissToast, toastStore } from '../lib/toast';
import { useStore } from '../lib/store';

const Region = styled.div`
  position: fixed;
  top: 16px;
  left: 50%;
  transform: translateX(-50%);
  z-index: 2000;
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: min(420px, calc(100vw - 32px));
  pointer-events: none;
`;
const Item = styled.div<{ $variant: string }>`
  pointer-events: auto;
  background: ${(p) => (p.$variant === 'destructive' ? '#b91c1c' : '#0f172a')};
  color: #fff;
  border-radius: 10px;
  padding: 12px 48px 12px 16px;
  overflow-wrap: anywhere;
  box-shadow: 0 10px 25px rgba(15, 23, 42, 0.25);
  position: relative;
  strong {
    display: block;
  }
  p {
    margin: 2px 0 0;
  }
`;
const Close = styled.button`
  position: absolute;
  top: 2px;
  right: 2px;
  width: 44px;
  height: 44px;
  border-radius: 8px;
  background: none;
  border: none;
  color: inherit;
  font-size: 1.1rem;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid #f59e0b;
  }
`;

export function Toaster() {
  const toasts = useStore(toastStore);
  const region = useRef<HTMLDivElement>(null);
  /** Where focus was before it entered a toast; null while focus is outside the toasts. */
  const cameFrom = useRef<HTMLElement | null>(null);

  const onFocus = (event: FocusEvent) => {
    const from = event.relatedTarget as HTMLElement | null;
    if (from && !region.current?.contains(from)) cameFrom.current = from;
  };
  const onBlur = (event: FocusEvent) => {
    if (region.current?.contains(event.relatedTarget as Node | null)) return;
    // The user moved on (elsewhere in the page or out of it): nothing to give back. A toast removed while
    // focused is no longer connected, and its origin is kept for the effect below.
    if ((event.target as Node).isConnected) cameFrom.current = null;
  };
  useLayoutEffect(() => {
    const back = cameFrom.current;
    if (!back || region.current?.contains(document.activeElement)) return;
    cameFrom.current = null;
    // Only when focus was really lost with the toast; never taken from where the user is now.
    if (document.activeElement && document.activeElement !== document.body) return;
    if (back.isConnected) back.focus();
    else document.getElementById('content')?.focus();
  }, [toasts]);

  return (
    <Region ref={region} aria-live="polite" aria-label="Notifications" role="region" onFocus={onFocus} onBlur={onBlur}>
      {toasts.map((t) => (
        <Item key={t.id} $variant={t.variant} role={t.variant === 'destructive' ? 'alert' : 'status'} data-testid="toast">
          <strong>{t.title}</strong>
          {t.description ? <p>{t.description}</p> : null}
          <Close type="button" aria-label="Dismiss notification" onClick={() => dismissToast(t.id)}>
            ×
          </Close>
        </Item>
      ))}
    </Region>
  );
}
