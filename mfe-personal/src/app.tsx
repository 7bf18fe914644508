// Exposed as `personal/app`: the shell renders it with RemoteAppProps; the route picks the screen.
// One file per route in ./routes, so each screen can be replaced on its own.
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { RemoteRoutes, type RemoteScreens } from '@taxapp/ui';
import LastYearForm from './routes/LastYearForm';
import PersonalInfo from './routes/PersonalInfo';
import PersonalInfoStep1 from './routes/PersonalInfoStep1';
import PersonalInfoStep2 from './routes/PersonalInfoStep2';
import PersonalInfoStep3 from './routes/PersonalInfoStep3';
import PersonalInfoStep4 from './routes/PersonalInfoStep4';

// The route table (contracts/src/routes.ts) names this remote's routes; one screen for each.
const SCREENS: RemoteScreens<'personal'> = {
  '/personal-info': PersonalInfo,
  '/personal-info/step1': PersonalInfoStep1,
  '/personal-info/step2': PersonalInfoStep2,
  '/personal-info/step3': PersonalInfoStep3,
  '/personal-info/step4': PersonalInfoStep4,
  '/last-year-form': LastYearForm,
};

export default function PersonalApp(props: RemoteAppProps) {
  return <RemoteRoutes remote="personal" screens={SCREENS} props={props} />;
}
