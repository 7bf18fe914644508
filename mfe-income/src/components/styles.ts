// The income screens' building blocks: they fit a 390px phone (cards wrap into one column, nothing wider
// than the screen), tap targets are at least 44px and focus is always visible.
import styled from 'styled-components';
import { Button } from '@taxapp/ui';

const focus = `
  &:focus-visible {
    outline: 3px solid #f59e0b;
    outline-offset: 2px;
  }
`;

export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 260px), 1fr));
  gap: 16px;
  margin: 16px 0;
`;

export const Card = styled.section`
  position: relative;
  border: 1px solid #cbd5e1;
  border-radius: 12px;
  padding: 16px;
  background: #fff;
  min-width: 0;
  overflow-wrap: anywhere;
  h3 {
    margin: 0 48px 8px 0;
    font-size: 1.1rem;
  }
`;

export const CloseButton = styled.button`
  position: absolute;
  top: 6px;
  right: 6px;
  width: 44px;
  height: 44px;
  border: none;
  border-radius: 22px;
  background: transparent;
  font-size: 1.3rem;
  cursor: pointer;
  color: #475569;
  ${focus}
`;

/** A selectable card: a real toggle button, pressed when chosen. */
export const OptionButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 4px;
  width: 100%;
  min-height: 64px;
  padding: 12px 16px;
  text-align: left;
  border-radius: 12px;
  border: 2px solid #cbd5e1;
  background: #fff;
  font: inherit;
  color: #0f172a;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: #1d4ed8;
    background: #eff6ff;
  }
  small {
    color: #475569;
  }
  ${focus}
`;

export const FieldRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin: 10px 0;
  min-width: 0;
  label {
    font-size: 0.9rem;
    color: #334155;
  }
  input,
  select {
    box-sizing: border-box;
    width: 100%;
    min-height: 44px;
    padding: 8px 10px;
    border: 1px solid #94a3b8;
    border-radius: 8px;
    font: inherit;
    ${focus}
  }
`;

export const CheckRow = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  input {
    flex: none; /* a long label must not squeeze the box */
    width: 22px;
    height: 22px;
    ${focus}
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 12px;
  button {
    min-height: 44px;
  }
`;

export const SmallButton = styled.button`
  min-height: 44px;
  min-width: 44px;
  padding: 8px 14px;
  border-radius: 8px;
  border: 1px solid #94a3b8;
  background: #fff;
  font: inherit;
  cursor: pointer;
  ${focus}
`;

export const Note = styled.p`
  color: #475569;
  margin: 8px 0;
`;

export const Warning = styled.p`
  color: #92400e;
  background: #fffbeb;
  border: 1px solid #f59e0b;
  border-radius: 8px;
  padding: 8px 12px;
  margin: 8px 0;
`;

export const Figure = styled.p`
  font-weight: 700;
  margin: 8px 0;
`;

export const DocumentList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 8px 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding: 8px 0;
    border-top: 1px solid #e2e8f0;
  }
`;

/** The shared primary button as a full tap target. */
export const PrimaryButton = styled(Button)`
  min-height: 44px;
`;
