// Exposed as `deductionsCredits/app`: deduction and credit selection and details.
import type { ComponentType } from 'react';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { RemoteRoutes } from '@taxapp/ui';
import Credits from './routes/Credits';
import CreditsDetails from './routes/CreditsDetails';
import Deductions from './routes/Deductions';
import DeductionsDetails from './routes/DeductionsDetails';

const ROUTES: Record<string, ComponentType<RemoteAppProps>> = {
  '/deductions': Deductions,
  '/deductions/details': DeductionsDetails,
  '/credits': Credits,
  '/credits/details': CreditsDetails,
};

export default function DeductionsCreditsApp(props: RemoteAppProps) {
  return <RemoteRoutes routes={ROUTES} props={props} />;
}
