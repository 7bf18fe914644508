// The remote's shared look: cards and two-column rows that wrap on a 390px phone (issue 12: no sideways scroll).
import styled from 'styled-components';

export const Card = styled.section`
  border: 1px solid #cbd5e1;
  border-radius: 12px;
  padding: 16px;
  margin: 16px 0;
  background: #fff;
  min-width: 0;
  h2,
  h3 {
    margin: 0 0 12px;
    color: #0f172a;
  }
`;

export const CardHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 12px;
  h2,
  h3 {
    margin: 0;
  }
`;

/** A label and its amount on one line, wrapping under each other when the screen is narrow. */
export const Row = styled.div<{ $strong?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 4px 16px;
  padding: 8px 0;
  border-bottom: 1px solid #e2e8f0;
  font-weight: ${(p) => (p.$strong ? 700 : 400)};
  overflow-wrap: anywhere;
  dt,
  dd {
    margin: 0;
  }
  dd {
    font-variant-numeric: tabular-nums;
  }
`;

export const Muted = styled.p`
  color: #475569;
  margin: 8px 0;
`;

/** A coloured box that also says in words what it is (no colour-only meaning). */
export const Banner = styled.div<{ $tone: 'good' | 'bad' | 'info' }>`
  border-radius: 8px;
  padding: 12px 16px;
  margin-bottom: 12px;
  border: 1px solid ${(p) => (p.$tone === 'good' ? '#15803d' : p.$tone === 'bad' ? '#b91c1c' : '#1d4ed8')};
  background: ${(p) => (p.$tone === 'good' ? '#f0fdf4' : p.$tone === 'bad' ? '#fef2f2' : '#eff6ff')};
  color: #0f172a;
  strong {
    display: block;
    font-size: 1.1rem;
  }
`;

/** An expandable line: the summary is the line, the body its why (keyboard: Enter/Space on the summary). */
export const Expandable = styled.details`
  border-bottom: 1px solid #e2e8f0;
  summary {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 4px 16px;
    min-height: 44px;
    padding: 6px 0;
    cursor: pointer;
    overflow-wrap: anywhere;
    list-style-position: inside;
  }
  summary:focus-visible {
    outline: 3px solid #f59e0b;
    outline-offset: 2px;
  }
  summary span:last-child {
    font-variant-numeric: tabular-nums;
    font-weight: 600;
  }
`;

export const Why = styled.dl`
  margin: 0 0 12px;
  padding: 8px 12px;
  background: #f8fafc;
  border-radius: 8px;
  overflow-wrap: anywhere;
  dt {
    font-weight: 600;
    margin-top: 6px;
  }
  dd {
    margin: 0;
  }
  a {
    color: #1d4ed8;
    display: inline-block;
    min-height: 44px;
    line-height: 44px;
  }
`;
