// Exposed as `personal/app`: the shell renders it with RemoteAppProps; the route picks the screen.
// One file per route in ./routes, so each screen can be replaced on its own.
import type { ComponentType } from 'react';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import LastYearForm from './routes/LastYearForm';
import PersonalInfo from './routes/PersonalInfo';
import PersonalInfoStep1 from './routes/PersonalInfoStep1';
import PersonalInfoStep2 from './routes/PersonalInfoStep2';
import PersonalInfoStep3 from './routes/PersonalInfoStep3';
import PersonalInfoStep4 from './routes/PersonalInfoStep4';

const ROUTES: Record<string, ComponentType<RemoteAppProps>> = {
  '/personal-info': PersonalInfo,
  '/personal-info/step1': PersonalInfoStep1,
  '/personal-info/step2': PersonalInfoStep2,
  '/personal-info/step3': PersonalInfoStep3,
  '/personal-info/step4': PersonalInfoStep4,
  '/last-year-form': LastYearForm,
};

export default function PersonalApp(props: RemoteAppProps) {
  const path = props.route.pathname.replace(/\/+$/, '') || '/';
  const Screen = ROUTES[path];
  if (!Screen) return <p role="alert">This page does not exist.</p>;
  // keyed by path: each route starts with fresh state and its own step handler
  return <Screen key={path} {...props} />;
}
