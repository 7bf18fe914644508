// /other-income/miscellaneous (spec 2 §2.3, step 2 of 3)
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { OtherIncomeStep } from '../components/OtherIncomeStep';

export default function OtherIncomeMiscellaneous(shell: RemoteAppProps) {
  return <OtherIncomeStep step={2} shell={shell} />;
}
