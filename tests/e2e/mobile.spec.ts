/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// On a phone (the 'mobile' project, 390 x 844), issue 12: the sidebar is a menu opened from the header
// (axe-clean while open), no page scrolls sideways at 390 or 320 px, Back / Continue stay on screen, tap
// targets are 44 x 44 px, toasts fit the screen.
import { expect, test, type Page } from '@playwright/test';
import { newEmail, signUp } from './support/helpers';
import { expectNoSidewaysScroll, pageDrawn, PUBLIC_ROUTES, seriousViolations, SIGNED_IN_ROUTES } from './support/screens';

const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Menu' });
const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

/** The page at the project's width, then at 320 px (the narrowest phone the issue names). */
async function expectFitsAt390And320(page: Page, path: string) {
  await expectNoSidewaysScroll(page, `${path} at 390px`);
  await page.setViewportSize({ width: 320, height: 640 });
  await expectNoSidewaysScroll(page, `${path} at 320px`);
  await page.setViewportSize({ width: 390, height: 844 });
}

/** Buttons and links of the header, the menu and the Back / Continue bar smaller than 44 x 44 px. */
async function smallTapTargets(page: Page, scope: string) {
  return page.evaluate((selector) => {
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(`${selector} :is(a[href], button)`)) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.width < 44 || box.height < 44) small.push(`${element.textContent?.trim() || element.getAttribute('aria-label')}: ${Math.round(box.width)}x${Math.round(box.height)}`);
    }
    return small;
  }, scope);
}

test('signed out: the landing page and /auth fit the phone', async ({ page }) => {
  for (const path of PUBLIC_ROUTES) {
    await page.goto(path);
    await pageDrawn(page);
    await expectFitsAt390And320(page, path);
  }
});

test('signed in: every page fits the phone, with the header and the Back / Continue bar in reach', async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page, newEmail('mobile-routes'));
  for (const path of SIGNED_IN_ROUTES) {
    await page.goto(path);
    await pageDrawn(page);
    await expectFitsAt390And320(page, path);
    // the sidebar is folded away; the header's buttons are on screen
    await expect(page.getByRole('navigation', { name: 'Tax return steps' })).toBeHidden();
    await expect(menuButton(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save & Exit' })).toBeInViewport();
    expect({ path, small: await smallTapTargets(page, 'header') }).toEqual({ path, small: [] });
    // where the page has the shell's Continue, it is on screen without scrolling (stuck to the bottom)
    const next = page.getByTestId('continue-button');
    if ((await next.count()) > 0) {
      await expect(next).toBeInViewport();
      expect({ path, small: await smallTapTargets(page, 'main > div > div:last-child') }).toEqual({ path, small: [] });
    }
  }
});

test('the menu: opens from the header with the steps, dots and Federal/State group; Escape and links close it', async ({ page }) => {
  await signUp(page, newEmail('mobile-menu'));
  await pageDrawn(page);
  const button = menuButton(page);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(menu(page)).toBeVisible();
  const steps = menu(page).getByRole('navigation', { name: 'Tax return steps' });
  for (const label of ['My Information', 'Personalization', 'Income', 'Other Income', 'Deductions', 'Credits', 'Review', 'Tax Coach']) {
    await expect(steps.getByRole('link', { name: new RegExp(`^${label} \\((complete|not complete)\\)`) })).toBeVisible();
  }
  await expect(steps.getByRole('list', { name: 'Federal / State' }).getByRole('link')).toHaveText(['Your State Questions', 'Federal', 'State']);
  // focus moved into the menu, on the current step; the page behind is out of reach
  await expect(steps.getByRole('link', { name: /^My Information/ })).toBeFocused();
  expect(await smallTapTargets(page, '[role="dialog"]')).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await expect(page.locator('main')).toHaveAttribute('inert', '');
  // Tab stays inside the open menu
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  }
  // Escape closes it and gives focus back to Menu
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // A step link goes there, closes the menu and focus lands on the new page's heading.
  await button.click();
  await steps.getByRole('link', { name: /^Deductions/ }).click();
  await expect(page).toHaveURL(/\/deductions$/);
  await expect(menu(page)).toBeHidden();
  await expect(page.locator('main h1')).toBeFocused();
  await expect(page.locator('main')).not.toHaveAttribute('inert', '');
  // the backdrop closes it too
  await button.click();
  await page.getByTestId('steps-menu-backdrop').click({ position: { x: 380, y: 400 } });
  await expect(menu(page)).toBeHidden();
});

test('a toast fits the screen and its Dismiss button is a full tap target', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(newEmail('mobile-toast'));
  await page.getByLabel('Password').fill('wrong password 1');
  await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
  const toast = page.getByTestId('toast').first();
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  const dismiss = (await toast.getByRole('button', { name: 'Dismiss notification' }).boundingBox())!;
  expect([dismiss.width >= 44, dismiss.height >= 44]).toEqual([true, true]);
  await expectNoSidewaysScroll(page, '/auth with a toast');
});
