// /personal-info/step1 (spec 1 §2.10).
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { PersonalWizard } from '../components/wizard/Wizard';

export default function PersonalInfoStep1(shell: RemoteAppProps) {
  return <PersonalWizard step={1} shell={shell} />;
}
