// The other-income steps (spec 2 §2.3): the step and its header ('Step N of 3', percents 25, 50, 100)
// come from the route table, taken from the path. /other-income/details is the miscellaneous step
// (ARCHITECTURE decision 4); there the income step handler acts first (spec 1 §2.3) and moves within the
// section as the miscellaneous step does. The income cards come with the other-income issue.
import { OTHER_INCOME_STEPS, nextRoute, otherIncomeStep, previousRoute } from '@taxapp/contracts/flow';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { StepHeader, useStepHandler } from '@taxapp/ui';

const MISCELLANEOUS = OTHER_INCOME_STEPS[1]!.route;

function MiscellaneousHandler({ shell }: { shell: RemoteAppProps }) {
  useStepHandler(shell.registerStepHandler, {
    next: () => {
      shell.navigate(nextRoute(MISCELLANEOUS)!);
      return true;
    },
    back: () => {
      shell.navigate(previousRoute(MISCELLANEOUS)!);
      return true;
    },
  });
  return null;
}

export function OtherIncomeStep({ shell }: { shell: RemoteAppProps }) {
  const current = otherIncomeStep(shell.route.pathname) ?? OTHER_INCOME_STEPS[0]!;
  return (
    <section aria-labelledby="other-income-step">
      {current.route === MISCELLANEOUS ? <MiscellaneousHandler shell={shell} /> : null}
      <StepHeader route={current.route} />
      <h2 id="other-income-step">{current.title}</h2>
    </section>
  );
}
