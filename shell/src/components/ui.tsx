// The shell's few building blocks: the shared Button, labelled fields, a spinner. Focus is always visible.
import { useId, type InputHTMLAttributes } from 'react';
import styled, { createGlobalStyle, keyframes } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
    color: #0f172a;
    background: #f8fafc;
    line-height: 1.5;
  }
  a { color: #1d4ed8; }
  :focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
`;

/** The one Button of the shell and the remotes. */
export { Button } from '@taxapp/ui';

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: 16px;
  label {
    font-weight: 600;
    font-size: 0.95rem;
  }
  input {
    font: inherit;
    padding: 10px 12px;
    border: 1px solid #64748b;
    border-radius: 8px;
    background: #fff;
  }
  input:focus-visible {
    outline: 3px solid #f59e0b;
    outline-offset: 1px;
  }
`;

export function TextField({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <FieldBox>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} />
    </FieldBox>
  );
}

const spin = keyframes`to { transform: rotate(360deg); }`;
const SpinnerBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  min-height: 40vh;
  color: #334155;
`;
const Ring = styled.span`
  width: 36px;
  height: 36px;
  border-radius: 50%;
  border: 4px solid #cbd5e1;
  border-top-color: #1d4ed8;
  animation: ${spin} 0.8s linear infinite;
`;

export function Spinner({ text = 'Loading...' }: { text?: string }) {
  return (
    <SpinnerBox role="status" aria-live="polite">
      <Ring aria-hidden="true" />
      <span>{text}</span>
    </SpinnerBox>
  );
}
