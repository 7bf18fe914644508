// /credits/details (spec 3 §2): one step per selected credit category with known definitions plus Add
// More; Continue on the last step goes to /review, Back on step 1 to /credits. The sub-options come later.
import { creditCategory } from '@taxapp/contracts/catalogs';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { CategoryStepper, type StepperCategory } from '../components/CategoryStepper';

export default function CreditsDetails(shell: RemoteAppProps) {
  const categories: StepperCategory[] = (shell.form?.selectedCreditOptions ?? [])
    .map((id) => creditCategory(id))
    .filter((c) => c !== undefined)
    .map((c) => ({ id: c.id, title: c.title }));
  return <CategoryStepper shell={shell} title="Credits" categories={categories} before="/credits" after="/review" />;
}
