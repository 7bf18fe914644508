// Toasts at the top centre (spec 1 §9). Destructive ones are alerts; the others are polite status.
import styled from 'styled-components';
import { dismissToast, toastStore } from '../lib/toast';
import { useStore } from '../lib/store';

const Region = styled.div`
  position: fixed;
  top: 16px;
  left: 50%;
  transform: translateX(-50%);
  z-index: 1000;
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
  padding: 12px 40px 12px 16px;
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
  top: 8px;
  right: 8px;
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
  return (
    <Region aria-live="polite" aria-label="Notifications" role="region">
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
