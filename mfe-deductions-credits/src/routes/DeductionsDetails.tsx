// /deductions/details (spec 3 §2, §4): one step per selected deduction category plus Add More; every change
// autosaves after 1000 ms. Continue on the last step goes to /credits, Back on step 1 to /deductions.
import { useState } from 'react';
import { DEDUCTION_CATEGORIES } from '@taxapp/contracts/catalogs';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { PageHeader } from '@taxapp/ui';
import { AddMoreStep } from '../components/AddMoreStep';
import { CategoryStepper } from '../components/CategoryStepper';
import { DeductionCategoryStep } from '../components/DeductionCategoryStep';
import { useDeductionDetails } from '../state/useDeductionDetails';
import { useFederalFigures } from '../state/useFederalFigures';

export default function DeductionsDetails(shell: RemoteAppProps) {
  const details = useDeductionDetails(shell);
  const federal = useFederalFigures(details.draftForm);
  const [index, setIndex] = useState(0);

  if (details.loading) return <PageHeader title="Loading your deductions..." />;
  const chosen = new Set(details.categories.map((category) => category.id));
  const leave = (to: string) => void details.flush().then(() => shell.navigate(to));

  return (
    <CategoryStepper
      shell={shell}
      title={details.categories.length > 0 ? 'Deductions' : 'No deduction categories selected yet'}
      categories={details.categories}
      index={index}
      onIndexChange={setIndex}
      onLeaveBack={() => leave('/deductions')}
      onLeaveForward={() => leave('/credits')}
    >
      {({ category }) =>
        category ? (
          <DeductionCategoryStep
            category={details.categories.find((c) => c.id === category.id)!}
            drafts={details.drafts[category.id] ?? {}}
            federal={federal}
            onToggle={(item, checked) => details.toggle(category.id, item, checked)}
            onAmount={(item, typed) => details.typeAmount(category.id, item, typed)}
            onAmountBlur={(item) => details.formatAmount(category.id, item)}
          />
        ) : (
          <AddMoreStep
            kind="deduction"
            others={DEDUCTION_CATEGORIES.filter((c) => !chosen.has(c.id))}
            onAdd={(id) => void details.addCategory(id).then((step) => step !== null && setIndex(step))}
          />
        )
      }
    </CategoryStepper>
  );
}
