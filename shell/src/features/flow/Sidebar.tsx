// The sidebar (spec 1 §2.2): the eight steps with completion dots, the Federal/State group, and the note.
import { Link } from 'react-router';
import styled from 'styled-components';
import { completionByTab } from '@taxapp/contracts/completion';
import { FILING_TABS, SIDEBAR_NOTE, SIDEBAR_TABS, routeForTab, tabForRoute } from '@taxapp/contracts/flow';
import type { Form1040Data } from '@taxapp/contracts/form';

const Aside = styled.nav`
  /* spec: 72 units wide (18rem) */
  width: 18rem;
  flex-shrink: 0;
  background: #fff;
  border-right: 1px solid #e2e8f0;
  padding: 20px 12px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  h2 {
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: #475569;
    margin: 16px 12px 4px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;
const TabLink = styled(Link)<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 10px 12px;
  border-radius: 8px;
  text-decoration: none;
  color: ${(p) => (p.$active ? '#1e3a8a' : '#0f172a')};
  background: ${(p) => (p.$active ? '#dbeafe' : 'transparent')};
  font-weight: ${(p) => (p.$active ? 700 : 500)};
  &:hover {
    background: #eff6ff;
  }
  &:focus-visible {
    outline: 3px solid #f59e0b;
    outline-offset: 1px;
  }
`;
const Dot = styled.span<{ $done: boolean }>`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  flex-shrink: 0;
  background: ${(p) => (p.$done ? '#16a34a' : 'transparent')};
  border: 2px solid ${(p) => (p.$done ? '#16a34a' : '#64748b')};
`;
const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
const Note = styled.p`
  margin: auto 12px 0;
  padding-top: 16px;
  font-size: 0.85rem;
  color: #334155;
`;

export function Sidebar({ path, form }: { path: string; form: Form1040Data | null }) {
  const active = tabForRoute(path);
  const done = completionByTab(form);
  return (
    <Aside aria-label="Tax return steps">
      <ul>
        {SIDEBAR_TABS.map((tab) => (
          <li key={tab.id}>
            <TabLink to={routeForTab(tab.id)} $active={active === tab.id} aria-current={active === tab.id ? 'page' : undefined} data-tab={tab.id}>
              <Dot $done={done[tab.id]} aria-hidden="true" data-complete={done[tab.id]} />
              {tab.label}
              <VisuallyHidden>{done[tab.id] ? ' (complete)' : ' (not complete)'}</VisuallyHidden>
            </TabLink>
          </li>
        ))}
      </ul>
      <h2 id="filing-group">Federal / State</h2>
      <ul aria-labelledby="filing-group">
        {FILING_TABS.map((tab) => (
          <li key={tab.id}>
            <TabLink to={routeForTab(tab.id)} $active={active === tab.id} aria-current={active === tab.id ? 'page' : undefined} data-tab={tab.id}>
              {tab.label}
            </TabLink>
          </li>
        ))}
      </ul>
      <Note>{SIDEBAR_NOTE}</Note>
    </Aside>
  );
}
