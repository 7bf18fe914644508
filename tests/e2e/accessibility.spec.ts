// axe-core finds no serious or critical violation on the landing page, /auth and /personal-info.
import { expect, test } from '@playwright/test';
import { newEmail, signUp } from './support/helpers';
import { seriousViolations } from './support/screens';

test('the landing page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('/auth', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('/personal-info and a wizard step', async ({ page }) => {
  await signUp(page, newEmail('axe'));
  await expect(page.getByRole('button', { name: 'Manual Entry' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Manual Entry' }).click();
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
