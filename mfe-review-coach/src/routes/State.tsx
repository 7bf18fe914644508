// /state (spec 3 §2): the state results. The results themselves come with the calculation issue.
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { PageHeader } from '@taxapp/ui';

export default function State(_shell: RemoteAppProps) {
  return <PageHeader title="State" />;
}
