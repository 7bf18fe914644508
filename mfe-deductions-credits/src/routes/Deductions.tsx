// /deductions (spec 3 §2): choose deduction categories. The category cards come with the deductions issue.
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { PageHeader } from '@taxapp/ui';

export default function Deductions(_shell: RemoteAppProps) {
  return <PageHeader title="Deductions" />;
}
