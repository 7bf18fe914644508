// A remote's exposed app picks its screen by the shell's route, from the route table in contracts: the
// table says which routes are this remote's, the remote's map gives one component per route.
import type { ComponentType } from 'react';
import { routeOf, type RoutePathOf } from '@taxapp/contracts/routes';
import type { RemoteAppProps, RemoteName } from '@taxapp/contracts/shell';

/** A remote's screens: one component for each route the table gives the remote (no more, no fewer). */
export type RemoteScreens<R extends RemoteName> = Record<RoutePathOf<R>, ComponentType<RemoteAppProps>>;

export interface RemoteRoutesProps<R extends RemoteName> {
  remote: R;
  screens: RemoteScreens<R>;
  props: RemoteAppProps;
}

export function RemoteRoutes<R extends RemoteName>({ remote, screens, props }: RemoteRoutesProps<R>) {
  const row = routeOf(props.route.pathname);
  const Screen = row && row.remote === remote ? (screens as Record<string, ComponentType<RemoteAppProps>>)[row.path] : undefined;
  if (!row || !Screen) return <p role="alert">This page does not exist.</p>;
  // keyed by path: each route starts with fresh state and its own step handler
  return <Screen key={row.path} {...props} />;
}
