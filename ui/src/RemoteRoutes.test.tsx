import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RemoteAppProps } from '@taxapp/contracts/shell';
import { RemoteRoutes, type RemoteScreens } from './RemoteRoutes';

const Page = (name: string) => ({ route }: RemoteAppProps) => <h1>{name} at {route.pathname}</h1>;
const screens: RemoteScreens<'deductionsCredits'> = {
  '/deductions': Page('Deductions'),
  '/deductions/details': Page('Deduction details'),
  '/credits': Page('Credits'),
  '/credits/details': Page('Credit details'),
  '/state-questions': Page('State questions'),
};
const shell = (pathname: string) => ({ route: { pathname } }) as unknown as RemoteAppProps;

describe('RemoteRoutes', () => {
  it("shows the route's screen, with or without a trailing slash", () => {
    const { unmount } = render(<RemoteRoutes remote="deductionsCredits" screens={screens} props={shell('/deductions/')} />);
    expect(screen.getByRole('heading').textContent).toBe('Deductions at /deductions/');
    unmount();
  });

  it('says so when the remote has no such page, or the route table gives the page to another remote', () => {
    const { unmount } = render(<RemoteRoutes remote="deductionsCredits" screens={screens} props={shell('/nowhere')} />);
    expect(screen.getByRole('alert').textContent).toBe('This page does not exist.');
    unmount();
    render(<RemoteRoutes remote="deductionsCredits" screens={screens} props={shell('/tax-docs')} />);
    expect(screen.getByRole('alert').textContent).toBe('This page does not exist.');
  });
});
