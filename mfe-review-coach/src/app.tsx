// Exposed as `reviewCoach/app`: the final review, the Tax Coach and the federal and state results.
import type { ComponentType } from 'react';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { RemoteRoutes } from '@taxapp/ui';
import AiRecommendations from './routes/AiRecommendations';
import Federal from './routes/Federal';
import Review from './routes/Review';
import State from './routes/State';

const ROUTES: Record<string, ComponentType<RemoteAppProps>> = {
  '/review': Review,
  '/ai-recommendations': AiRecommendations,
  '/federal': Federal,
  '/state': State,
};

export default function ReviewCoachApp(props: RemoteAppProps) {
  return <RemoteRoutes routes={ROUTES} props={props} />;
}
