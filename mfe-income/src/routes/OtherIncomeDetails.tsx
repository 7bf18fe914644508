// /other-income/details: the miscellaneous step under another name (ARCHITECTURE decision 4)
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { OtherIncomeStep } from '../components/OtherIncomeStep';

export default function OtherIncomeDetails(shell: RemoteAppProps) {
  return <OtherIncomeStep shell={shell} />;
}
