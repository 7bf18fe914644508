// The other-income steps (spec 2 §2.3): 'Step N of 3' with percents 25, 50, 100.
// /other-income/details is the miscellaneous step (ARCHITECTURE decision 4); on it the income step
// handler acts first (spec 1 §2.3). The income cards come with the other-income issue.
import { OTHER_INCOME_STEPS } from '@taxapp/contracts/flow';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { StepHeader, useStepHandler } from '@taxapp/ui';

function MiscellaneousHandler({ shell }: { shell: RemoteAppProps }) {
  useStepHandler(shell.registerStepHandler, {
    next: () => {
      shell.navigate('/other-income/add-more');
      return true;
    },
    back: () => {
      shell.navigate('/other-income');
      return true;
    },
  });
  return null;
}

export function OtherIncomeStep({ step, shell }: { step: 1 | 2 | 3; shell: RemoteAppProps }) {
  const current = OTHER_INCOME_STEPS[step - 1];
  return (
    <section aria-labelledby="other-income-step">
      {step === 2 ? <MiscellaneousHandler shell={shell} /> : null}
      <StepHeader title="Other Income" step={step} total={3} percent={current.progress} />
      <h2 id="other-income-step">{current.title}</h2>
    </section>
  );
}
