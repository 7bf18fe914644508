// /credits/details (spec 3 §2, §4): one step per selected credit category with known definitions plus Add
// More; changes autosave after 1 s. Continue on the last step saves and goes on in the flow (the State Questions step, issue 9), Back on step 1 to
// /credits.
import { useState } from 'react';
import { CREDIT_CATEGORIES } from '@taxapp/contracts/catalogs';
import { nextRoute } from '@taxapp/contracts/flow';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { PageHeader } from '@taxapp/ui';
import { AddMoreStep } from '../components/AddMoreStep';
import { CategoryStepper } from '../components/CategoryStepper';
import { CreditCategoryStep } from '../components/CreditCategoryStep';
import { useCreditDetails } from '../state/useCreditDetails';
import { useFederalFigures } from '../state/useFederalFigures';

export default function CreditsDetails(shell: RemoteAppProps) {
  const details = useCreditDetails(shell);
  const federal = useFederalFigures(details.draftForm);
  const [index, setIndex] = useState(0);

  if (details.loading) return <PageHeader title="Loading your credits..." />;
  const chosen = new Set(details.categories.map((category) => category.id));

  return (
    <CategoryStepper
      shell={shell}
      title={details.categories.length > 0 ? 'Credits' : 'No credit categories selected yet'}
      categories={details.categories}
      index={index}
      onIndexChange={setIndex}
      onLeaveBack={() => void details.flush().then(() => shell.navigate('/credits'))}
      onLeaveForward={() => void details.saveExplicitly().then((saved) => saved && shell.navigate(nextRoute('/credits/details') ?? '/review'))}
    >
      {({ category }) =>
        category ? (
          <CreditCategoryStep
            category={details.categories.find((c) => c.id === category.id)!}
            drafts={details.drafts[category.id] ?? {}}
            federal={federal}
            handlers={{
              onToggle: (option, checked) => details.toggle(category.id, option, checked),
              onAmount: (option, typed) => details.typeAmount(category.id, option, typed),
              onRow: (option, rowId, change) => details.changeRow(category.id, option, rowId, change),
              onAddRow: (option) => details.addRow(category.id, option),
              onRemoveRow: (option, rowId) => details.removeRow(category.id, option, rowId),
              onAmountBlur: (option) => details.formatAmounts(category.id, option),
            }}
            facts={{
              facts: details.facts,
              dependents: shell.form?.dependents ?? [],
              joint: shell.form?.filingStatus === 'married-joint',
              update: details.updateFacts,
            }}
          />
        ) : (
          <AddMoreStep
            kind="credit"
            others={CREDIT_CATEGORIES.filter((c) => !chosen.has(c.id))}
            onAdd={(id) => {
              const step = details.addCategory(id);
              if (step !== null) setIndex(step);
            }}
          />
        )
      }
    </CategoryStepper>
  );
}
