// /credits (spec 3 §2): choose credit categories. The category cards come with the credits issue.
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { PageHeader } from '@taxapp/ui';

export default function Credits(_shell: RemoteAppProps) {
  return <PageHeader title="Credits" />;
}
