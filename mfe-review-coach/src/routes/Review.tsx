// /review (spec 3 §2, spec 2 §2.4): tabs Personal Information, Income, Deductions & Credits; opening a
// tab marks it reviewed (the review completion flag, spec 3 §4); below them the Federal and State Tax
// Calculation cards and the export.
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { REVIEW_TAB_LIST, type ReviewTabId } from '@taxapp/contracts/reviewTabs';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { PageHeader } from '@taxapp/ui';
import { DeductionsCreditsTab } from '../components/DeductionsCreditsTab';
import { ExportButtons } from '../components/ExportButtons';
import { FederalCalculationCard } from '../components/FederalCalculationCard';
import { IncomeTab } from '../components/IncomeTab';
import { PersonalTab } from '../components/PersonalTab';
import { StateCalculationCard } from '../components/StateCalculationCard';
import { useCalculation } from '../state/useCalculation';

// The tabs are contracts' (the form's reviewedTabs and the review completion flag read the same list).
const TABS = REVIEW_TAB_LIST;
type TabId = ReviewTabId;

const TabList = styled.div`
  display: flex;
  flex-wrap: wrap; /* on a phone the tabs take two rows rather than scroll the page sideways */
  gap: 4px;
  border-bottom: 1px solid #cbd5e1;
  margin-bottom: 16px;
`;
const Tab = styled.button<{ $selected: boolean }>`
  border: none;
  border-bottom: 3px solid ${(p) => (p.$selected ? '#1d4ed8' : 'transparent')};
  background: none;
  font: inherit;
  font-weight: ${(p) => (p.$selected ? 700 : 400)};
  color: #0f172a;
  padding: 10px 14px;
  min-height: 44px;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid #f59e0b;
    outline-offset: 2px;
  }
`;

const Reviewed = styled.span`
  color: #15803d;
  font-size: 0.85rem;
`;

export default function Review(shell: RemoteAppProps) {
  const [selected, setSelected] = useState<TabId>('personal');
  const { form, saveForm, toast } = shell;
  const reviewed = useMemo(() => form?.reviewedTabs ?? [], [form]);
  const calculation = useCalculation(form, toast);

  useEffect(() => {
    if (!form || reviewed.includes(selected)) return;
    saveForm({ reviewedTabs: [...reviewed, selected] }).catch(() => undefined);
  }, [form, reviewed, selected, saveForm]);

  if (shell.formStatus === 'ready' && !form) {
    return <p>No tax information available. Please complete the previous sections first.</p>;
  }

  // Arrow keys move between tabs here (and are kept from the shell's page navigation).
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.findIndex((t) => t.id === selected);
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    const next = TABS[(index + delta + TABS.length) % TABS.length];
    setSelected(next.id);
    document.getElementById(`review-tab-${next.id}`)?.focus();
  };

  return (
    <section>
      <PageHeader title="Final Review" />
      <TabList role="tablist" aria-label="Review sections" onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <Tab
            key={tab.id}
            id={`review-tab-${tab.id}`}
            role="tab"
            type="button"
            aria-selected={tab.id === selected}
            aria-controls={`review-panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            $selected={tab.id === selected}
            onClick={() => setSelected(tab.id)}
          >
            {tab.label}
            {reviewed.includes(tab.id) ? <Reviewed> (reviewed)</Reviewed> : null}
          </Tab>
        ))}
      </TabList>
      {TABS.map((tab) => (
        <div key={tab.id} id={`review-panel-${tab.id}`} role="tabpanel" aria-labelledby={`review-tab-${tab.id}`} hidden={tab.id !== selected}>
          <h2>{tab.label}</h2>
          {form && tab.id === selected ? (
            tab.id === 'personal' ? (
              <PersonalTab form={form} userId={shell.user.id} />
            ) : tab.id === 'income' ? (
              <IncomeTab form={form} />
            ) : (
              <DeductionsCreditsTab form={form} />
            )
          ) : null}
        </div>
      ))}
      <FederalCalculationCard
        federal={calculation.federal}
        source={calculation.federalSource}
        busy={calculation.busy !== null}
        onCalculate={() => void calculation.calculate()}
      />
      <StateCalculationCard state={calculation.state} source={calculation.stateSource} busy={calculation.busy !== null} onRefresh={() => void calculation.refreshState()} />
      {form ? (
        <ExportButtons
          form={form}
          userId={shell.user.id}
          calculation={calculation.federal && calculation.state ? { federal: calculation.federal, state: calculation.state } : null}
          toast={toast}
        />
      ) : null}
    </section>
  );
}
