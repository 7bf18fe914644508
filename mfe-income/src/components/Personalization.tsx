// /personalization (spec 2 §2.1): four pages with their own Back and Continue, progress step / 4.
// Continue: income, additional-income, deductions, credits, then /tax-docs. Back: the reverse, then
// the previous section (contracts' reading of spec 2's '/personal-info'). The option cards come with the personalization issue.
import { useState } from 'react';
import styled from 'styled-components';
import {
  PERSONALIZATION_HINT,
  PERSONALIZATION_PAGES,
  personalizationBack,
  personalizationNext,
  type PersonalizationPage,
} from '@taxapp/contracts/flow';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { BackContinueButtons, StepHeader, useStepHandler } from '@taxapp/ui';

/** Names of the four pages as their headings show them. */
const PAGE_NAMES: Record<PersonalizationPage, string> = {
  income: 'Income',
  'additional-income': 'Additional Income',
  deductions: 'Deductions',
  credits: 'Credits',
};

const Hint = styled.p`
  margin: -12px 0 20px;
  color: #475569;
  font-style: italic;
`;
export function Personalization({ shell }: { shell: RemoteAppProps }) {
  const [page, setPage] = useState<PersonalizationPage>('income');
  const current = PERSONALIZATION_PAGES.find((entry) => entry.id === page)!;

  const go = (target: { page: PersonalizationPage } | { route: string }) => {
    if ('page' in target) setPage(target.page);
    else shell.navigate(target.route);
    return true;
  };
  const next = () => go(personalizationNext(page));
  const back = () => go(personalizationBack(page));
  // Arrow keys walk the four pages like the page's own buttons do.
  useStepHandler(shell.registerStepHandler, { next, back });

  return (
    <section aria-labelledby="personalization-page">
      <StepHeader title="Let Us Know About You" step={current.step} total={4} percent={current.progress} />
      <h2 id="personalization-page">{PAGE_NAMES[page]}</h2>
      <Hint>{PERSONALIZATION_HINT}</Hint>
      <BackContinueButtons onBack={back} onContinue={next} />
    </section>
  );
}
