// /personal-info/step3 (spec 1 §2.10).
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { PersonalWizard } from '../components/wizard/Wizard';

export default function PersonalInfoStep3(shell: RemoteAppProps) {
  return <PersonalWizard step={3} shell={shell} />;
}
