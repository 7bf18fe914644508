// /tax-docs/business-income (spec 2 §2.2)
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { TaxDocsStep } from '../components/TaxDocsStep';

export default function TaxDocsBusinessIncome(shell: RemoteAppProps) {
  return <TaxDocsStep shell={shell} />;
}
