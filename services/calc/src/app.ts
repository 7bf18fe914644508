// The calc service: the calculation endpoints of spec 3 §7, computed by @taxapp/engine.
import { createApp, type Db, type Sessions } from '@taxapp/platform';
import { calculationRoutes } from './routes/calculation';

export function createCalcApp(deps: { db: Db; sessions: Sessions }) {
  return createApp({ sessions: deps.sessions, routers: [calculationRoutes({ db: deps.db })] });
}
