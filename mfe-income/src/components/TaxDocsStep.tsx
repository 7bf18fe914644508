// The tax-documents steps (spec 2 §2.2): 'Step N of 4', progress 25/50/75/100, clickable circles for
// steps 1 to 3 and Add More. Next: 1, 2, 3, add-more, then /other-income; Back: 3, 2, 1, then
// /personalization. The document cards come with the income issue.
import styled from 'styled-components';
import { TAX_DOCS_STEPS, nextRoute, previousRoute } from '@taxapp/contracts/flow';
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

export function TaxDocsStep({ step, shell }: { step: 1 | 2 | 3 | 4; shell: RemoteAppProps }) {
  const current = TAX_DOCS_STEPS[step - 1];
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

  return (
    <section aria-labelledby="tax-docs-step">
      <StepHeader title="Income" step={step} total={4} percent={current.progress} />
      <nav aria-label="Income steps">
        <Circles>
          {TAX_DOCS_STEPS.map((s, index) => (
            <li key={s.route}>
              <Circle
                type="button"
                $current={index + 1 === step}
                aria-current={index + 1 === step ? 'step' : undefined}
                aria-label={s.title}
                onClick={() => shell.navigate(s.route)}
              >
                {index < 3 ? index + 1 : 'Add More'}
              </Circle>
            </li>
          ))}
        </Circles>
      </nav>
      <h2 id="tax-docs-step">{current.title}</h2>
      {noIncomeSelected && step < 4 ? (
        <Button type="button" onClick={() => shell.navigate('/personalization')}>
          Go to Personalization
        </Button>
      ) : null}
    </section>
  );
}
