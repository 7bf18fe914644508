// The tax-documents steps (spec 2 §2.2): the step, its header and the circles (1, 2, 3, Add More) come
// from the route table (contracts/src/routes.ts), taken from the path. Next and Back follow the table's
// order: 1, 2, 3, add-more, then /other-income; back to /personalization. Each step shows the cards of
// the chosen income types of its group, or its 'no selection' message pointing back to Personalization.
import styled from 'styled-components';
import { ADD_MORE_INCOME_TYPES } from '@taxapp/contracts/catalogs';
import { TAX_DOCS_STEPS, nextRoute, previousRoute, taxDocsStep } from '@taxapp/contracts/flow';
import { stateRefundReceived, type Form1040Data } from '@taxapp/contracts/form';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { StepHeader, useStepHandler } from '@taxapp/ui';
import { addIncomeType, addMoreAvailable, deselectIncomeType, selectedInGroup } from '../state/incomeRules';
import { RETIREMENT_DEBOUNCE_MS } from '../state/useIncomeSave';
import { Contractor1099Card } from './Contractor1099Card';
import { BusinessCard, RentalCard, SocialSecurityCard } from './DetailCards';
import { DocumentCard } from './DocumentCard';
import { PriorYearRefundCard } from './PriorYearRefundCard';
import { CardGrid, Note, OptionButton, PrimaryButton } from './styles';
import { W2Card } from './W2Card';

const Circles = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  list-style: none;
  padding: 0;
  margin: 0 0 24px;
`;
const Circle = styled.button<{ $current: boolean }>`
  min-width: 44px;
  height: 44px;
  border-radius: 22px;
  border: 2px solid #1d4ed8;
  background: ${(p) => (p.$current ? '#1d4ed8' : '#fff')};
  color: ${(p) => (p.$current ? '#fff' : '#1d4ed8')};
  font: inherit;
  font-weight: 700;
  padding: 0 12px;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid #f59e0b;
    outline-offset: 2px;
  }
`;

/** The words of a type in the X button's toast: the Add More titles (spec 2 §2.2). */
function typeTitle(id: string): string {
  return ADD_MORE_INCOME_TYPES.find((type) => type.id === id)?.title ?? id;
}

export function TaxDocsStep({ shell }: { shell: RemoteAppProps }) {
  const current = taxDocsStep(shell.route.pathname) ?? TAX_DOCS_STEPS[0]!;
  useStepHandler(shell.registerStepHandler, {
    next: () => {
      shell.navigate(nextRoute(current.route)!);
      return true;
    },
    back: () => {
      shell.navigate(previousRoute(current.route)!);
      return true;
    },
  });
  const form = shell.formStatus === 'ready' ? shell.form : null;
  const noIncomeSelected = form !== null && form.selectedIncomeOptions.length === 0;
  const isAddMore = current.route === '/tax-docs/add-more';

  /** The close (X) of a card (spec 2 §4, §8). */
  const close = async (id: string, alsoDeselect: readonly string[] = []) => {
    if (!form) return;
    const title = typeTitle(id);
    let change = deselectIncomeType(form, id);
    for (const other of alsoDeselect) change = { ...change, ...deselectIncomeType({ ...form, selectedIncomeOptions: change.selectedIncomeOptions as string[] }, other) };
    try {
      await shell.saveForm(change);
      shell.toast({ title: `${title} removed and added back to available options` });
    } catch {
      shell.toast({ title: id === 'socialsecurity' ? 'Failed to remove Social Security Benefits' : 'Failed to remove income type', variant: 'destructive' });
    }
  };

  return (
    <section aria-labelledby="tax-docs-step">
      <StepHeader route={current.route} />
      <nav aria-label="Income steps">
        <Circles>
          {TAX_DOCS_STEPS.map((s) => (
            <li key={s.route}>
              <Circle
                type="button"
                $current={s.route === current.route}
                aria-current={s.route === current.route ? 'step' : undefined}
                aria-label={s.title}
                onClick={() => shell.navigate(s.route)}
              >
                {s.marker ?? s.step}
              </Circle>
            </li>
          ))}
        </Circles>
      </nav>
      <h2 id="tax-docs-step">{current.title}</h2>
      {noIncomeSelected && !isAddMore ? (
        <PrimaryButton type="button" onClick={() => shell.navigate('/personalization')}>
          Go to Personalization
        </PrimaryButton>
      ) : null}
      {form ? <StepCards route={current.route} shell={shell} form={form} close={close} /> : null}
    </section>
  );
}

function StepCards({ route, shell, form, close }: { route: string; shell: RemoteAppProps; form: Form1040Data; close: (id: string, alsoDeselect?: readonly string[]) => Promise<void> }) {
  const noSelection = (message: string) => (
    <Note role="status">
      {message} Choose it in Personalization, or under Add More.
    </Note>
  );
  switch (route) {
    case '/tax-docs': {
      const chosen = selectedInGroup(form, 'job');
      if (chosen.length === 0) return noSelection('You have not selected any job income.');
      const contractor = chosen.includes('1099misc') || chosen.includes('contractor');
      return (
        <CardGrid>
          {chosen.includes('w2') ? <W2Card shell={shell} form={form} onClose={() => void close('w2')} /> : null}
          {contractor ? (
            <Contractor1099Card
              shell={shell}
              form={form}
              onClose={() => void close(chosen.includes('1099misc') ? '1099misc' : 'contractor', ['contractor'])}
            />
          ) : null}
        </CardGrid>
      );
    }
    case '/tax-docs/business-income': {
      const chosen = selectedInGroup(form, 'business');
      if (chosen.length === 0) return noSelection('You have not selected business or rental income.');
      return (
        <CardGrid>
          {chosen.includes('business') ? <BusinessCard shell={shell} form={form} onClose={() => void close('business')} /> : null}
          {chosen.includes('rental') ? <RentalCard shell={shell} form={form} onClose={() => void close('rental')} /> : null}
        </CardGrid>
      );
    }
    case '/tax-docs/retirement-benefits': {
      const chosen = selectedInGroup(form, 'retirement');
      if (chosen.length === 0) return noSelection('You have not selected retirement income or benefits.');
      return (
        <CardGrid>
          {chosen.includes('1099r') ? (
            <DocumentCard shell={shell} form={form} documentType="1099-r" title="1099-R Retirement Income" manualLabel="Retirement income (enter manually instead)" debounceMs={RETIREMENT_DEBOUNCE_MS} onClose={() => void close('1099r')} />
          ) : null}
          {chosen.includes('1099g') ? (
            <DocumentCard shell={shell} form={form} documentType="1099-g" title="1099-G Government Payments" manualLabel="Unemployment compensation (enter manually instead)" debounceMs={RETIREMENT_DEBOUNCE_MS} onClose={() => void close('1099g')} />
          ) : null}
          {chosen.includes('1099g') && stateRefundReceived(form) > 0 ? <PriorYearRefundCard shell={shell} form={form} /> : null}
          {chosen.includes('socialsecurity') ? <SocialSecurityCard shell={shell} form={form} onClose={() => void close('socialsecurity')} /> : null}
        </CardGrid>
      );
    }
    default:
      return <TaxDocsAddMore shell={shell} form={form} />;
  }
}

/** 'Have other income sources?' (spec 2 §2.2, §4 'Adding an income type from Add More'). */
function TaxDocsAddMore({ shell, form }: { shell: RemoteAppProps; form: Form1040Data }) {
  const available = addMoreAvailable(form.selectedIncomeOptions);
  const add = async (id: string) => {
    const added = addIncomeType(form.selectedIncomeOptions, id);
    if (!added) return;
    try {
      await shell.saveForm({ selectedIncomeOptions: added.selected });
      if (added.route) shell.navigate(added.route);
    } catch {
      shell.toast({ title: 'Failed to add income type', variant: 'destructive' });
    }
  };
  if (available.length === 0) return <Note role="status">All Income Types Added!</Note>;
  return (
    <section aria-labelledby="add-more-income">
      <h3 id="add-more-income">Have other income sources?</h3>
      <CardGrid>
        {available.map((type) => (
          <OptionButton key={type.id} type="button" onClick={() => void add(type.id)}>
            <strong>{type.title}</strong>
            <small>{type.description}</small>
          </OptionButton>
        ))}
      </CardGrid>
    </section>
  );
}
