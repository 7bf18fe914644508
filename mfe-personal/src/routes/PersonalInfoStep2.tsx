// /personal-info/step2 (spec 1 §2.10).
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { PersonalWizard } from '../components/wizard/Wizard';

export default function PersonalInfoStep2(shell: RemoteAppProps) {
  return <PersonalWizard step={2} shell={shell} />;
}
