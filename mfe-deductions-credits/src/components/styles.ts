// The remote's building blocks: cards and rows that fit a 390px phone, 44px tap targets, visible focus.
import styled from 'styled-components';

export const focusRing = `
  &:focus-visible {
    outline: 3px solid #f59e0b;
    outline-offset: 2px;
  }
`;

export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  gap: 12px;
  margin: 12px 0 24px;
`;

export const CategoryCard = styled.button<{ $selected?: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 4px;
  min-height: 44px;
  min-width: 0;
  padding: 14px 16px;
  text-align: left;
  font: inherit;
  border-radius: 10px;
  border: 2px solid ${(p) => (p.$selected ? '#1d4ed8' : '#cbd5e1')};
  background: ${(p) => (p.$selected ? '#eff6ff' : '#fff')};
  color: #0f172a;
  cursor: pointer;
  overflow-wrap: anywhere;
  small {
    color: #475569;
  }
  ${focusRing}
`;

export const Panel = styled.section`
  border: 1px solid #e2e8f0;
  border-radius: 12px;
  padding: 16px;
  background: #f8fafc;
  h2 {
    margin: 0 0 4px;
    font-size: 1.1rem;
  }
`;

export const Card = styled.section`
  border: 1px solid #e2e8f0;
  border-radius: 12px;
  padding: 16px;
  background: #fff;
  min-width: 0;
`;

export const EntryList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
`;

export const Entry = styled.li`
  display: grid;
  gap: 8px;
  padding-bottom: 16px;
  border-bottom: 1px solid #f1f5f9;
  min-width: 0;
`;

export const CheckRow = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  min-height: 44px;
  cursor: pointer;
  input[type='checkbox'] {
    width: 24px;
    height: 24px;
    margin: 10px 0 0;
    flex: none;
    ${focusRing}
  }
  span {
    display: grid;
    gap: 2px;
    padding-top: 10px;
  }
  small {
    color: #475569;
  }
`;

export const AmountBox = styled.input`
  box-sizing: border-box;
  width: 100%;
  max-width: 240px;
  min-height: 44px;
  padding: 8px 12px;
  font: inherit;
  border: 1px solid #94a3b8;
  border-radius: 8px;
  &:disabled {
    background: #f1f5f9;
  }
  ${focusRing}
`;

export const Select = styled.select`
  box-sizing: border-box;
  width: 100%;
  max-width: 280px;
  min-height: 44px;
  padding: 8px 12px;
  font: inherit;
  border: 1px solid #94a3b8;
  border-radius: 8px;
  ${focusRing}
`;

export const Figure = styled.div`
  font-size: 0.9rem;
  color: #334155;
  background: #f0f9ff;
  border-left: 3px solid #0284c7;
  padding: 8px 10px;
  border-radius: 4px;
  overflow-wrap: anywhere;
  p {
    margin: 2px 0;
  }
`;

export const Fieldset = styled.fieldset`
  border: 1px solid #e2e8f0;
  border-radius: 8px;
  padding: 8px 12px 12px;
  margin: 0;
  min-width: 0;
  display: grid;
  gap: 8px;
  legend {
    font-weight: 600;
    padding: 0 4px;
  }
`;
