// axe-core finds no serious or critical violation on any route of the route table, signed out and signed
// in (an empty return), at the project's screen size (desktop and phone), issue 12.
import { expect, test } from '@playwright/test';
import { newEmail, signUp } from './support/helpers';
import { pageDrawn, PUBLIC_ROUTES, seriousViolations, SIGNED_IN_ROUTES } from './support/screens';

test('signed out: the public pages', async ({ page }) => {
  for (const path of PUBLIC_ROUTES) {
    await page.goto(path);
    await pageDrawn(page);
    expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
  }
});

test('signed in: every page of the flow, an empty return', async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page, newEmail('axe-routes'));
  for (const path of SIGNED_IN_ROUTES) {
    await page.goto(path);
    await pageDrawn(page);
    expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
  }
});
