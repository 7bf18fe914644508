// Exposed as `deductionsCredits/app`: deduction and credit selection and details.
import type { ComponentType } from 'react';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
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
  const path = props.route.pathname.replace(/\/+$/, '') || '/';
  const Screen = ROUTES[path];
  if (!Screen) return <p role="alert">This page does not exist.</p>;
  return <Screen key={path} {...props} />;
}
