// /tax-docs/add-more (spec 2 §2.2, step 4 of 4)
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { TaxDocsStep } from '../components/TaxDocsStep';

export default function TaxDocsAddMore(shell: RemoteAppProps) {
  return <TaxDocsStep step={4} shell={shell} />;
}
