/// <reference lib="dom" />
// Keyboard alone (issue 12): from the landing page through sign-up, the four My Information steps,
// Personalization and every step of the flow to /review, with Tab, Enter, typing and arrow keys only. On
// the way: the skip link, focus on the new page's heading after each route change, visible focus, focus
// kept when a toast appears, field errors tied to their fields, and the arrow keys never moving the flow
// while focus is in a field.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { FLOW_ORDER } from '@taxapp/contracts/flow';
import { newEmail, PASSWORD } from './support/helpers';
import { seriousViolations, tabTo } from './support/screens';

const field = (page: Page, name: string) => page.locator(`[data-field="${name}"]`);
const heading = (page: Page) => page.locator('main h1');
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });

/** The focused element shows a focus ring (outline or box-shadow), not the browser's nothing. */
async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return { outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2, shadow: style.boxShadow !== 'none' };
  });
  expect(ring.outline || ring.shadow).toBe(true);
}

/** Tab to a field, type into it and Tab out (the field saves on leaving); then wait for its cleaned value. */
async function typeInto(page: Page, target: Locator, text: string, cleaned = text) {
  await expect(target).toBeEnabled({ timeout: 20_000 });
  await tabTo(page, target);
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
  await expect(target).toHaveValue(cleaned);
}

/** Tab to a button and press Enter. */
async function press(page: Page, target: Locator) {
  await tabTo(page, target);
  await expectVisibleFocus(target);
  await page.keyboard.press('Enter');
}

test('sign-up to /review by keyboard alone', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();

  // The skip link is the first stop and takes focus to the content.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await expect(page).toHaveURL(/\/$/);

  await press(page, page.getByRole('button', { name: 'Get Started' }));
  await expect(page).toHaveURL(/\/auth$/);
  await expect(heading(page)).toBeFocused();
  await press(page, page.getByRole('group', { name: 'Sign in or create an account' }).getByRole('button', { name: 'Create account' }));
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(newEmail('keyboard'));
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/personal-info$/);
  await expect(heading(page)).toHaveText("Let's Get to Know You");
  await expect(heading(page)).toBeFocused();

  await press(page, page.getByRole('button', { name: 'Manual Entry' }));
  await expect(page).toHaveURL(/\/personal-info\/step1$/);
  await expect(heading(page)).toBeFocused();
  await expect(page.getByText('Initializing Security...')).toHaveCount(0, { timeout: 20_000 });

  // Continue with nothing filled: the toast does not take focus; each missing field says so, tied to it.
  await press(page, continueButton(page));
  await expect(page.getByTestId('toast').filter({ hasText: 'Required Fields Missing' })).toBeVisible();
  await expect(continueButton(page)).toBeFocused();
  await expect(field(page, 'firstName')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'firstName')).toHaveAccessibleDescription('Required');
  await expect(page.getByRole('alert').filter({ hasText: /^Required$/ }).first()).toBeVisible();

  // Arrow keys inside a field move the caret, never the flow.
  await typeInto(page, field(page, 'firstName'), 'Jordan');
  await field(page, 'firstName').focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/personal-info\/step1$/);
  await expectVisibleFocus(field(page, 'firstName'));

  await typeInto(page, field(page, 'lastName'), 'Whitaker');
  await typeInto(page, field(page, 'ssn'), '412567890', '412-56-7890');
  await typeInto(page, field(page, 'dateOfBirth'), '03/14/1958', '1958-03-14');
  await typeInto(page, field(page, 'phone'), '6095550142', '(609) 555-0142');
  await typeInto(page, field(page, 'email'), 'jordan.whitaker@example.com');
  await expect(page.getByRole('alert').filter({ hasText: /^Required$/ })).toHaveCount(0);
  await press(page, continueButton(page));

  await expect(page).toHaveURL(/\/personal-info\/step2$/);
  await expect(heading(page)).toBeFocused();
  await typeInto(page, field(page, 'street'), '742 Maple Avenue');
  await typeInto(page, field(page, 'city'), 'Princeton');
  // a select by keyboard: down to the next state and back up to New Jersey
  await tabTo(page, field(page, 'state'));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(field(page, 'state')).toHaveValue('NJ');
  await typeInto(page, field(page, 'zip'), '08540');
  await press(page, continueButton(page));

  await expect(page).toHaveURL(/\/personal-info\/step3$/);
  await expect(heading(page)).toBeFocused();
  await expect(field(page, 'filingStatus')).toBeEnabled({ timeout: 20_000 });
  await tabTo(page, field(page, 'filingStatus'));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(field(page, 'filingStatus')).toHaveValue('single');
  await press(page, continueButton(page));

  await expect(page).toHaveURL(/\/personal-info\/step4$/);
  await expect(heading(page)).toBeFocused();
  await expect(page.getByRole('button', { name: 'Add Dependent' })).toBeEnabled({ timeout: 20_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await press(page, continueButton(page));

  // Personalization: its own four pages, each with its own Continue.
  await expect(page).toHaveURL(/\/personalization$/);
  await expect(heading(page)).toBeFocused();
  for (let p = 1; p <= 4; p++) {
    await expect(page.getByText(`Step ${p} of 4`)).toBeVisible();
    await press(page, continueButton(page));
  }

  // Every later step of the flow, each by its Continue, to /review.
  for (let i = FLOW_ORDER.indexOf('/tax-docs'); FLOW_ORDER[i] !== '/review'; i++) {
    await expect(page).toHaveURL(new RegExp(`${FLOW_ORDER[i]}$`));
    await expect(heading(page)).toBeFocused();
    await press(page, continueButton(page));
  }
  await expect(page).toHaveURL(/\/review$/);
  await expect(heading(page)).toHaveText('Final Review');
  await expect(heading(page)).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  // And back by the arrow keys, focus on the page (not in a field).
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(new RegExp(`${FLOW_ORDER[FLOW_ORDER.indexOf('/review') - 1]}$`));
});
