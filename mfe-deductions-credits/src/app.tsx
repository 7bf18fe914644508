// Exposed as `deductionsCredits/app`: deduction and credit selection and details.
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { RemoteRoutes, type RemoteScreens } from '@taxapp/ui';
import Credits from './routes/Credits';
import CreditsDetails from './routes/CreditsDetails';
import Deductions from './routes/Deductions';
import DeductionsDetails from './routes/DeductionsDetails';
import StateQuestions from './routes/StateQuestions';

// The route table (contracts/src/routes.ts) names this remote's routes; one screen for each.
const SCREENS: RemoteScreens<'deductionsCredits'> = {
  '/deductions': Deductions,
  '/deductions/details': DeductionsDetails,
  '/credits': Credits,
  '/credits/details': CreditsDetails,
  '/state-questions': StateQuestions,
};

export default function DeductionsCreditsApp(props: RemoteAppProps) {
  return <RemoteRoutes remote="deductionsCredits" screens={SCREENS} props={props} />;
}
