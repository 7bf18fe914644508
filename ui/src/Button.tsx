import styled from 'styled-components';

export const Button = styled.button<{ $variant?: 'primary' | 'outline' }>`
  appearance: none;
  border-radius: 8px;
  padding: 10px 18px;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  border: 1px solid ${(p) => (p.$variant === 'outline' ? '#cbd5e1' : '#1d4ed8')};
  background: ${(p) => (p.$variant === 'outline' ? '#fff' : '#1d4ed8')};
  color: ${(p) => (p.$variant === 'outline' ? '#0f172a' : '#fff')};
  &:focus-visible {
    outline: 3px solid #f59e0b;
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
