// The details stepper of /deductions/details and /credits/details (spec 3 §2): one step per selected
// category plus a final Add More step, 'Step N of total' and a percent, clickable step icons. These pages
// handle their own navigation (the shell hides its bottom bar there): Continue on the last step calls
// `onLeaveForward`, Back on the first `onLeaveBack`. The page owns the current step, so Add More can move to
// the category it adds.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { detailsStepper } from '@taxapp/contracts/flow';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { BackContinueButtons, StepHeader, useStepHandler } from '@taxapp/ui';
import { focusRing } from './styles';

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
  min-height: 44px;
  border-radius: 22px;
  border: 2px solid #1d4ed8;
  background: ${(p) => (p.$current ? '#1d4ed8' : '#fff')};
  color: ${(p) => (p.$current ? '#fff' : '#1d4ed8')};
  font: inherit;
  padding: 4px 14px;
  cursor: pointer;
  ${focusRing}
`;

export function CategoryStepper(props: {
  shell: RemoteAppProps;
  title: string;
  categories: readonly StepperCategory[];
  /** 0-based; clamped to the steps (spec 3 §4: between 1 and categories + 1). */
  index: number;
  onIndexChange: (index: number) => void;
  onLeaveBack: () => void;
  onLeaveForward: () => void;
  children: (step: { category: StepperCategory | null; isAddMore: boolean }) => ReactNode;
}) {
  const { shell, title, categories, index, onIndexChange, onLeaveBack, onLeaveForward } = props;
  const steps = [...categories, { id: 'add-more', title: 'Add More' }];
  const stepper = detailsStepper(categories.length, index + 1);
  const current = stepper.step - 1;

  const next = () => {
    if (current < steps.length - 1) onIndexChange(current + 1);
    else onLeaveForward();
    return true;
  };
  const back = () => {
    if (current > 0) onIndexChange(current - 1);
    else onLeaveBack();
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
              <Icon type="button" $current={i === current} aria-current={i === current ? 'step' : undefined} onClick={() => onIndexChange(i)}>
                {s.title}
              </Icon>
            </li>
          ))}
        </Icons>
      </nav>
      <h2 id="category-step">{steps[current]!.title}</h2>
      {props.children({ category: stepper.isAddMore ? null : categories[current]!, isAddMore: stepper.isAddMore })}
      <BackContinueButtons onBack={back} onContinue={next} />
    </section>
  );
}
