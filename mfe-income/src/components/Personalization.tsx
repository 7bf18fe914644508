// /personalization (spec 2 §2.1): four pages with their own Back and Continue, progress step / 4.
// Continue: income, additional-income, deductions, credits, then /tax-docs. Back: the reverse, then
// the previous section (contracts' reading of spec 2's '/personal-info'). Every card toggles its choice
// and saves it at once; the page's path inside personalization is not shown.
import { useState } from 'react';
import styled from 'styled-components';
import {
  ADDITIONAL_INCOME_OPTIONS,
  CREDIT_CATEGORIES,
  DEDUCTION_CATEGORIES,
  INCOME_OPTIONS,
  incomeOptionLabel,
} from '@taxapp/contracts/catalogs';
import {
  PERSONALIZATION_HINT,
  PERSONALIZATION_PAGES,
  personalizationBack,
  personalizationNext,
  type PersonalizationPage,
} from '@taxapp/contracts/flow';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { BackContinueButtons, StepHeader, useStepHandler } from '@taxapp/ui';
import { toggleOption } from '../state/incomeRules';
import { CardGrid, OptionButton } from './styles';

type SelectionField = 'selectedIncomeOptions' | 'selectedDeductionOptions' | 'selectedCreditOptions';

interface PageContent {
  name: string;
  field: SelectionField;
  /** The word of 'Failed to save your {income|deductions|credits} selection' (spec 2 §8). */
  noun: 'income' | 'deductions' | 'credits';
  cards: readonly { id: string; title: string; description?: string }[];
}

const PAGES: Record<PersonalizationPage, PageContent> = {
  income: {
    name: 'Income',
    field: 'selectedIncomeOptions',
    noun: 'income',
    cards: INCOME_OPTIONS.map((option) => ({ id: option.id, title: incomeOptionLabel(option) })),
  },
  'additional-income': {
    name: 'Additional Income',
    field: 'selectedIncomeOptions',
    noun: 'income',
    cards: ADDITIONAL_INCOME_OPTIONS.map((option) => ({ id: option.id, title: incomeOptionLabel(option) })),
  },
  deductions: { name: 'Deductions', field: 'selectedDeductionOptions', noun: 'deductions', cards: DEDUCTION_CATEGORIES },
  credits: { name: 'Credits', field: 'selectedCreditOptions', noun: 'credits', cards: CREDIT_CATEGORIES },
};

const Hint = styled.p`
  margin: -12px 0 8px;
  color: #475569;
  font-style: italic;
`;

export function Personalization({ shell }: { shell: RemoteAppProps }) {
  const [page, setPage] = useState<PersonalizationPage>('income');
  const current = PERSONALIZATION_PAGES.find((entry) => entry.id === page)!;
  const content = PAGES[page];
  const selected: readonly string[] = shell.form?.[content.field] ?? [];

  const go = (target: { page: PersonalizationPage } | { route: string }) => {
    if ('page' in target) setPage(target.page);
    else shell.navigate(target.route);
    return true;
  };
  const next = () => go(personalizationNext(page));
  const back = () => go(personalizationBack(page));
  // Arrow keys walk the four pages like the page's own buttons do.
  useStepHandler(shell.registerStepHandler, { next, back });

  const toggle = async (id: string) => {
    const form = shell.form;
    if (!form) return;
    try {
      await shell.saveForm({ [content.field]: toggleOption(form[content.field], id) });
    } catch {
      shell.toast({ title: `Failed to save your ${content.noun} selection`, variant: 'destructive', duration: 5000 });
    }
  };

  return (
    <section aria-labelledby="personalization-page">
      <StepHeader title="Let Us Know About You" step={current.step} total={4} percent={current.progress} />
      <h2 id="personalization-page">{content.name}</h2>
      <Hint>{PERSONALIZATION_HINT}</Hint>
      <CardGrid role="group" aria-labelledby="personalization-page">
        {content.cards.map((card) => (
          <OptionButton
            key={card.id}
            type="button"
            aria-pressed={selected.includes(card.id)}
            disabled={shell.formStatus !== 'ready'}
            onClick={() => void toggle(card.id)}
          >
            <strong>{card.title}</strong>
            {card.description ? <small>{card.description}</small> : null}
          </OptionButton>
        ))}
      </CardGrid>
      <BackContinueButtons onBack={back} onContinue={next} />
    </section>
  );
}
