// The tax-documents steps (spec 2 §2.2): the step, its header and the circles (1, 2, 3, Add More) come
// from the route table (contracts/src/routes.ts), taken from the path. Next and Back follow the table's
// order: 1, 2, 3, add-more, then /other-income; back to /personalization. The document cards come with
// the income issue.
import styled from 'styled-components';
import { TAX_DOCS_STEPS, nextRoute, previousRoute, taxDocsStep } from '@taxapp/contracts/flow';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { Button, StepHeader, useStepHandler } from '@taxapp/ui';

const Circles = styled.ol`
  display: flex;
  gap: 12px;
  list-style: none;
  padding: 0;
  margin: 0 0 24px;
`;
const Circle = styled.button<{ $current: boolean }>`
  min-width: 40px;
  height: 40px;
  border-radius: 20px;
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
  const noIncomeSelected = shell.formStatus === 'ready' && (shell.form?.selectedIncomeOptions.length ?? 0) === 0;
  const isLastStep = current.step === TAX_DOCS_STEPS.length;

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
      {noIncomeSelected && !isLastStep ? (
        <Button type="button" onClick={() => shell.navigate('/personalization')}>
          Go to Personalization
        </Button>
      ) : null}
    </section>
  );
}
