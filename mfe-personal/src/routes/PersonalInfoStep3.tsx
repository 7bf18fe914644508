// /personal-info/step3 (spec 1 §2.10). The step's fields come with the personal-information issue.
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { PersonalWizard } from '../components/PersonalWizard';

export default function PersonalInfoStep3(shell: RemoteAppProps) {
  return <PersonalWizard step={3} shell={shell} />;
}
