import styled from 'styled-components';

/**
 * The one button of the shell and the remotes. `aria-disabled` looks disabled but still takes the click, so a
 * page can say why it cannot go on (the shell's Continue); `ghost` is a borderless toggle.
 */
export const Button = styled.button<{ $variant?: 'primary' | 'outline' | 'ghost' }>`
  appearance: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  /* a tap target of at least 44 x 44 px on phones (issue 12) */
  min-height: 44px;
  min-width: 44px;
  border-radius: 8px;
  padding: 10px 18px;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  border: 1px solid ${(p) => (p.$variant === 'outline' ? '#94a3b8' : p.$variant === 'ghost' ? 'transparent' : '#1d4ed8')};
  background: ${(p) => (p.$variant === 'outline' || p.$variant === 'ghost' ? 'transparent' : '#1d4ed8')};
  color: ${(p) => (p.$variant === 'outline' || p.$variant === 'ghost' ? '#0f172a' : '#fff')};
  &:hover:not(:disabled):not([aria-disabled='true']) {
    filter: brightness(0.95);
  }
  &:focus-visible {
    outline: 3px solid #f59e0b;
    outline-offset: 2px;
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
