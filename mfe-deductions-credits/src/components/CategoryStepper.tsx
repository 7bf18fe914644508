// The details stepper shared by /deductions/details and /credits/details (spec 3 §2): one step per
// selected category plus a final Add More step, 'Step N of total' and a percent. These pages handle
// their own navigation (the shell hides its bottom bar there): Continue on the last step leaves to
// `after`, Back on the first step returns to `before`. Step icons jump. The sub-items come later.
import { useState } from 'react';
import styled from 'styled-components';
import { detailsStepper } from '@taxapp/contracts/flow';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { BackContinueButtons, StepHeader, useStepHandler } from '@taxapp/ui';

export interface StepperCategory {
  id: string;
  title: string;
}

const Icons = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  list-style: none;
  padding: 0;
  margin: 0 0 24px;
`;
const Icon = styled.button<{ $current: boolean }>`
  border-radius: 16px;
  border: 2px solid #1d4ed8;
  background: ${(p) => (p.$current ? '#1d4ed8' : '#fff')};
  color: ${(p) => (p.$current ? '#fff' : '#1d4ed8')};
  font: inherit;
  padding: 4px 12px;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid #f59e0b;
    outline-offset: 2px;
  }
`;
export function CategoryStepper(props: {
  shell: RemoteAppProps;
  title: string;
  categories: StepperCategory[];
  before: string;
  after: string;
}) {
  const { shell, title, categories, before, after } = props;
  const steps = [...categories, { id: 'add-more', title: 'Add More' }];
  const [index, setIndex] = useState(0);
  const stepper = detailsStepper(categories.length, index + 1);
  const current = stepper.step - 1;

  const next = () => {
    if (current < steps.length - 1) setIndex(current + 1);
    else shell.navigate(after);
    return true;
  };
  const back = () => {
    if (current > 0) setIndex(current - 1);
    else shell.navigate(before);
    return true;
  };
  useStepHandler(shell.registerStepHandler, { next, back });

  return (
    <section aria-labelledby="category-step">
      <StepHeader title={title} step={stepper.step} total={stepper.total} percent={stepper.progress} />
      <nav aria-label={`${title} steps`}>
        <Icons>
          {steps.map((s, i) => (
            <li key={s.id}>
              <Icon type="button" $current={i === current} aria-current={i === current ? 'step' : undefined} onClick={() => setIndex(i)}>
                {s.title}
              </Icon>
            </li>
          ))}
        </Icons>
      </nav>
      <h2 id="category-step">{steps[current]!.title}</h2>
      <BackContinueButtons onBack={back} onContinue={next} />
    </section>
  );
}
