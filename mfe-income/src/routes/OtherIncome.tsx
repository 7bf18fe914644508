// /other-income (spec 2 §2.3)
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { OtherIncomeStep } from '../components/OtherIncomeStep';

export default function OtherIncome(shell: RemoteAppProps) {
  return <OtherIncomeStep shell={shell} />;
}
