// /tax-docs/retirement-benefits (spec 2 §2.2)
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { TaxDocsStep } from '../components/TaxDocsStep';

export default function TaxDocsRetirementBenefits(shell: RemoteAppProps) {
  return <TaxDocsStep shell={shell} />;
}
