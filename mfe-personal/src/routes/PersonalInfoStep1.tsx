// /personal-info/step1 (spec 1 §2.10). The step's fields come with the personal-information issue.
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { PersonalWizard } from '../components/PersonalWizard';

export default function PersonalInfoStep1(shell: RemoteAppProps) {
  return <PersonalWizard step={1} shell={shell} />;
}
