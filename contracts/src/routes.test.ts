// The route table holds together: every rule points at a page that exists, every tab has its page, the
// numbered steps count 1..N, and the derived views (remotes, step headers) read it as the flow does.
import { describe, expect, it } from 'vitest';
import { FLOW_ORDER, TAB_IDS, routeForTab } from './flow';
import { ROUTES, STEP_GROUPS, routeOf, stepHeaderOf, stepsOf, type RouteRow, type StepGroupId } from './routes';
import { REMOTE_OF_TAB, remoteForRoute } from './shell';

const rows: readonly RouteRow[] = ROUTES;

describe('the route table', () => {
  it('has each path once, and every Next/Back rule and alias names a page of the table', () => {
    expect(new Set(rows.map((row) => row.path)).size).toBe(rows.length);
    for (const row of rows) {
      for (const target of [row.next, row.back, row.aliasOf]) if (target) expect(routeOf(target), `${row.path} -> ${target}`).not.toBeNull();
    }
  });

  it('gives every tab its page at /{tab}, drawn by the remote of its other pages', () => {
    for (const tab of TAB_IDS) {
      const home = routeOf(routeForTab(tab));
      expect(home?.tab).toBe(tab);
      for (const row of rows.filter((r) => r.tab === tab)) expect(row.remote, row.path).toBe(REMOTE_OF_TAB[tab]);
    }
    expect(remoteForRoute('/last-year-form')).toBe('personal');
    expect(remoteForRoute('/other-income/details')).toBe('income');
    expect(remoteForRoute('/settings')).toBeNull();
  });

  it('numbers each section 1..N, in the forward order', () => {
    for (const group of Object.keys(STEP_GROUPS) as StepGroupId[]) {
      const steps = stepsOf(group);
      expect(steps.map((s) => s.step)).toEqual(steps.map((_, index) => index + 1));
      const positions = steps.map((s) => FLOW_ORDER.indexOf(s.route as never));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      expect(steps[steps.length - 1]!.progress).toBe(100);
    }
  });

  it('gives the step headers their section title, step, count and percent; an alias shows its target', () => {
    expect(stepHeaderOf('/tax-docs/retirement-benefits')).toEqual({ title: 'Income', stepTitle: 'Retirement and Benefits', subtitle: undefined, step: 3, total: 4, progress: 75 });
    expect(stepHeaderOf('/other-income/details')).toMatchObject({ title: 'Other Income', step: 2, total: 3, progress: 50 });
    expect(stepHeaderOf('/personal-info/step2')).toMatchObject({ title: "Let's Get to Know You", subtitle: 'Where you live', step: 2, total: 4 });
    expect(stepHeaderOf('/review')).toBeNull();
    expect(stepsOf('tax-docs').map((s) => s.marker ?? s.step)).toEqual([1, 2, 3, 'Add More']);
  });
});
