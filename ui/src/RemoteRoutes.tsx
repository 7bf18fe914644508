// A remote's exposed app picks its screen by the shell's route: one component per route of the spec.
import type { ComponentType } from 'react';
import type { RemoteAppProps } from '@taxapp/contracts/shell';

export interface RemoteRoutesProps {
  routes: Record<string, ComponentType<RemoteAppProps>>;
  props: RemoteAppProps;
}

export function RemoteRoutes({ routes, props }: RemoteRoutesProps) {
  const path = props.route.pathname.replace(/\/+$/, '') || '/';
  const Screen = routes[path];
  if (!Screen) return <p role="alert">This page does not exist.</p>;
  // keyed by path: each route starts with fresh state and its own step handler
  return <Screen key={path} {...props} />;
}
