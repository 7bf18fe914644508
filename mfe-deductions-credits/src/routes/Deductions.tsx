// /deductions (spec 3 §2): choose deduction categories; Next (the shell's bar) goes to /deductions/details.
import { DEDUCTION_CATEGORIES } from '@taxapp/contracts/catalogs';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { SelectionPage } from '../components/SelectionPage';

export default function Deductions(shell: RemoteAppProps) {
  return (
    <SelectionPage
      shell={shell}
      field="selectedDeductionOptions"
      title="Your deductions"
      kind="deduction"
      categories={DEDUCTION_CATEGORIES}
      failure="Failed to save your deductions selection"
      allAdded="All Deduction Types Added!"
    />
  );
}
