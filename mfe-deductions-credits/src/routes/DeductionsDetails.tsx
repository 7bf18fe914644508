// /deductions/details (spec 3 §2): one step per selected deduction category plus Add More; Continue on
// the last step goes to /credits, Back on step 1 to /deductions. The sub-item amounts come later.
import { deductionCategory } from '@taxapp/contracts/catalogs';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { CategoryStepper, type StepperCategory } from '../components/CategoryStepper';

export default function DeductionsDetails(shell: RemoteAppProps) {
  const categories: StepperCategory[] = (shell.form?.selectedDeductionOptions ?? [])
    .map((id) => deductionCategory(id))
    .filter((c) => c !== undefined)
    .map((c) => ({ id: c.id, title: c.title }));
  return <CategoryStepper shell={shell} title="Deductions" categories={categories} before="/deductions" after="/credits" />;
}
