// /federal (spec 3 §2): the federal result. The result itself comes with the calculation issue.
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { PageHeader } from '@taxapp/ui';

export default function Federal(_shell: RemoteAppProps) {
  return <PageHeader title="Federal" />;
}
