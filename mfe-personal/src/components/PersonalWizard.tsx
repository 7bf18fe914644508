// The frame of the personal-information wizard (spec 1 §2.10): title, 'Step N of 4', percent bar and
// the four labelled steps. The fields of each step come with the personal-information issue.
import styled from 'styled-components';
import { PERSONAL_INFO_STEPS, PERSONAL_INFO_TITLE, personalInfoStep1Back } from '@taxapp/contracts/flow';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { StepHeader } from './StepHeader';
import { useStepHandler } from './useStepHandler';

/** Route state carried from /last-year-form into step 1 (spec 1 §2.9). */
export interface PersonalRouteState {
  fromLastYearForm?: boolean;
  extractedData?: Record<string, unknown>;
}

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 8px;
  list-style: none;
  padding: 0;
  margin: 0 0 24px;
`;
const StepItem = styled.li<{ $current: boolean; $done: boolean }>`
  border-top: 4px solid ${(p) => (p.$current ? '#1d4ed8' : p.$done ? '#16a34a' : '#e2e8f0')};
  padding-top: 8px;
  font-size: 0.9rem;
  font-weight: ${(p) => (p.$current ? 700 : 400)};
  color: ${(p) => (p.$current ? '#0f172a' : '#475569')};
`;
const StepTitle = styled.h2`
  font-size: 1.2rem;
  margin: 0 0 4px;
`;
const StepSubtitle = styled.p`
  margin: 0;
  color: #475569;
`;

export function PersonalWizard({ step, shell }: { step: 1 | 2 | 3 | 4; shell: RemoteAppProps }) {
  const current = PERSONAL_INFO_STEPS[step - 1];
  const state = (shell.route.state ?? {}) as PersonalRouteState;

  useStepHandler(shell.registerStepHandler, {
    next: () => {
      shell.navigate(step < 4 ? PERSONAL_INFO_STEPS[step as 1 | 2 | 3].route : '/personalization');
      return true;
    },
    back: () => {
      if (step > 1) shell.navigate(PERSONAL_INFO_STEPS[step - 2]!.route);
      else shell.navigate(personalInfoStep1Back(state.fromLastYearForm === true));
      return true;
    },
  });

  return (
    <section aria-labelledby="personal-step-title">
      <StepHeader title={PERSONAL_INFO_TITLE} step={step} total={4} percent={current.progress} />
      <Steps aria-label="Personal information steps">
        {PERSONAL_INFO_STEPS.map((s, index) => (
          <StepItem key={s.route} $current={index + 1 === step} $done={index + 1 < step} aria-current={index + 1 === step ? 'step' : undefined}>
            {s.title}
          </StepItem>
        ))}
      </Steps>
      <StepTitle id="personal-step-title">{current.title}</StepTitle>
      <StepSubtitle>{current.subtitle}</StepSubtitle>
    </section>
  );
}
