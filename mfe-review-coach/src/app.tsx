// Exposed as `reviewCoach/app`: the final review, the Tax Coach and the federal and state results.
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { RemoteRoutes, type RemoteScreens } from '@taxapp/ui';
import AiRecommendations from './routes/AiRecommendations';
import Federal from './routes/Federal';
import Review from './routes/Review';
import State from './routes/State';

// The route table (contracts/src/routes.ts) names this remote's routes; one screen for each.
const SCREENS: RemoteScreens<'reviewCoach'> = {
  '/review': Review,
  '/ai-recommendations': AiRecommendations,
  '/federal': Federal,
  '/state': State,
};

export default function ReviewCoachApp(props: RemoteAppProps) {
  return <RemoteRoutes remote="reviewCoach" screens={SCREENS} props={props} />;
}
