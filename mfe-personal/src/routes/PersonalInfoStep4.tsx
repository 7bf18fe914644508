// /personal-info/step4 (spec 1 §2.10).
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { PersonalWizard } from '../components/wizard/Wizard';

export default function PersonalInfoStep4(shell: RemoteAppProps) {
  return <PersonalWizard step={4} shell={shell} />;
}
