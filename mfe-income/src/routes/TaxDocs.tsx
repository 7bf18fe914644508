// /tax-docs (spec 2 §2.2, step 1 of 4)
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { TaxDocsStep } from '../components/TaxDocsStep';

export default function TaxDocs(shell: RemoteAppProps) {
  return <TaxDocsStep step={1} shell={shell} />;
}
