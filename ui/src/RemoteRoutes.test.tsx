import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { RemoteRoutes } from './RemoteRoutes';

const routes = {
  '/deductions': ({ route }: RemoteAppProps) => <h1>Deductions at {route.pathname}</h1>,
};
const shell = (pathname: string) => ({ route: { pathname } }) as unknown as RemoteAppProps;

describe('RemoteRoutes', () => {
  it("shows the route's screen, with or without a trailing slash", () => {
    const { unmount } = render(<RemoteRoutes routes={routes} props={shell('/deductions/')} />);
    expect(screen.getByRole('heading').textContent).toBe('Deductions at /deductions/');
    unmount();
  });

  it('says so when the remote has no such page', () => {
    render(<RemoteRoutes routes={routes} props={shell('/nowhere')} />);
    expect(screen.getByRole('alert').textContent).toBe('This page does not exist.');
  });
});
