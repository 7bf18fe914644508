// /credits (spec 3 §2): mirrors /deductions with 'Have other credit sources?'; Next goes to /credits/details.
import { CREDIT_CATEGORIES } from '@taxapp/contracts/catalogs';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { SelectionPage } from '../components/SelectionPage';

export default function Credits(shell: RemoteAppProps) {
  return (
    <SelectionPage
      shell={shell}
      field="selectedCreditOptions"
      title="Your credits"
      kind="credit"
      categories={CREDIT_CATEGORIES}
      failure="Failed to save your credits selection"
      allAdded="All Credit Types Added!"
    />
  );
}
