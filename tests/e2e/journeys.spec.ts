// The journeys of issue 2, item 9, in Chromium against a whole running product.
import { expect, test } from '@playwright/test';
import { FLOW_ORDER } from '@taxapp/contracts/flow';
import { portOf } from '@taxapp/contracts/ports';
import { contentHeading, newEmail, PASSWORD, signIn, signUp, ENCRYPTED_ELSEWHERE_SSN } from './support/helpers';

test('a new user signs up and lands on /personal-info; the sidebar and all four remotes load', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await signUp(page, newEmail('signup'));

  await expect(contentHeading(page, "Let's Get to Know You")).toBeVisible();
  await expect(page.getByRole('button', { name: "Last Year's Form" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Manual Entry' })).toBeVisible();

  const sidebar = page.getByRole('navigation', { name: 'Tax return steps' });
  for (const label of ['My Information', 'Personalization', 'Income', 'Other Income', 'Deductions', 'Credits', 'Review', 'Tax Coach', 'Federal', 'State']) {
    await expect(sidebar.getByRole('link', { name: new RegExp(`^${label}`) })).toBeVisible();
  }
  await expect(sidebar.getByText('Your data is encrypted and IRS-compliant')).toBeVisible();
  await expect(sidebar.getByRole('link', { name: /^My Information/ })).toHaveAttribute('aria-current', 'page');

  // each remote, reached from the sidebar
  await sidebar.getByRole('link', { name: /^Income/ }).click();
  await expect(page).toHaveURL(/\/tax-docs$/);
  await expect(contentHeading(page, 'Income')).toBeVisible();
  await expect(page.getByText('Step 1 of 4')).toBeVisible();

  await sidebar.getByRole('link', { name: /^Deductions/ }).click();
  await expect(contentHeading(page, 'No deduction categories selected yet')).toBeVisible(); // a new user has chosen none

  await sidebar.getByRole('link', { name: /^Tax Coach/ }).click();
  await expect(contentHeading(page, 'Tax Coach')).toBeVisible();

  await sidebar.getByRole('link', { name: /^My Information/ }).click();
  await page.getByRole('button', { name: 'Manual Entry' }).click();
  await expect(page).toHaveURL(/\/personal-info\/step1$/);
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  // the Back button is hidden on step 1
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
});

test('Continue and Back, then the arrow keys, walk the flow order', async ({ page }) => {
  // The personal-information steps gate Next on their own fields (issue 4's screens, with their own
  // journeys in personal-info.spec.ts); this walk starts after them, at /personalization.
  await signUp(page, newEmail('flow'));
  const first = FLOW_ORDER.indexOf('/personalization');
  await page.goto('/personalization');

  // Forward with the buttons: the shell's Continue, or the page's own where the shell hides its bar.
  for (let i = first; i < FLOW_ORDER.length - 1; i++) {
    const here = FLOW_ORDER[i]!;
    await expect(page).toHaveURL(new RegExp(`${here}$`));
    if (here === '/personalization') {
      for (let p = 1; p <= 4; p++) {
        await expect(page.getByText(`Step ${p} of 4`)).toBeVisible();
        await page.getByRole('button', { name: 'Continue' }).click();
      }
    } else {
      await page.getByRole('button', { name: 'Continue' }).click();
    }
    await expect(page).toHaveURL(new RegExp(`${FLOW_ORDER[i + 1]}$`));
  }
  await expect(contentHeading(page, 'State')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);

  // Back with the buttons, one step.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/federal$/);

  // Arrow keys back to the start of the walk and one more, into the previous section (focus is not in a
  // text field). On /personalization the page's own Back runs: from its page 1 to the previous section.
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  for (let i = FLOW_ORDER.indexOf('/federal'); i >= first; i--) {
    await expect(page).toHaveURL(new RegExp(`${FLOW_ORDER[i]}$`));
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(new RegExp(`${FLOW_ORDER[i - 1]}$`));
  }
  await expect(page).toHaveURL(/\/personal-info\/step4$/);

  // And forward again with the arrows through personalization's four pages into income.
  await page.goto('/personalization');
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  for (let p = 2; p <= 4; p++) {
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(`Step ${p} of 4`)).toBeVisible();
  }
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/tax-docs$/);
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/tax-docs\/business-income$/);
});

test('arrow keys do nothing while typing in a text field', async ({ page }) => {
  await signUp(page, newEmail('typing'));
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByLabel('New email').fill('abc');
  await page.getByLabel('New email').press('ArrowLeft');
  await page.getByLabel('New email').press('ArrowRight');
  await expect(page).toHaveURL(/\/settings$/);
  await page.goto('/tax-docs/business-income');
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/\/tax-docs$/);
});

test('Save & Exit signs out with Progress Saved; signing in again shows what was saved', async ({ page }) => {
  const email = newEmail('save');
  await signUp(page, email);

  // Saved through the UI: opening review tabs marks them reviewed.
  await page.goto('/review');
  await page.getByRole('tab', { name: /^Income/ }).click();
  await expect(page.getByRole('tab', { name: /^Income \(reviewed\)/ })).toBeVisible();
  // Saved through the forms API on the same session: the personal fields that complete My Information.
  const response = await page.request.get('/api/forms/form');
  const { form } = await response.json();
  const saved = await page.request.patch('/api/forms/form', {
    data: { version: form.version, data: { firstName: 'Ada', lastName: 'Lovelace', ssn: ENCRYPTED_ELSEWHERE_SSN, street: '1 Main St', city: 'Trenton', state: 'NJ', zip: '08601', filingStatus: 'single' } },
  });
  expect(saved.ok()).toBe(true);
  const dot = page.locator('[data-tab="personal-info"] [data-complete]');
  await expect(dot).toHaveAttribute('data-complete', 'true');

  await page.getByRole('button', { name: 'Save & Exit' }).click();
  await expect(page.getByText('Progress Saved')).toBeVisible();
  await expect(page.getByText('Your information has been saved. You can continue later.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  expect(await page.evaluate(() => (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem('taxFormData'))).toContain('Lovelace');
  expect((await page.request.get('/api/identity/me')).status()).toBe(401);

  await signIn(page, email);
  await expect(page.locator('[data-tab="personal-info"] [data-complete]')).toHaveAttribute('data-complete', 'true');
  await page.goto('/review');
  await expect(page.getByRole('tab', { name: /^Personal Information \(reviewed\)/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Income \(reviewed\)/ })).toBeVisible();
  // the local copy was sent with the form's opening and then removed
  expect(await page.evaluate(() => (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem('taxFormData'))).toBeNull();
});

test('a signed-out visit to /review goes to /', async ({ page }) => {
  await page.goto('/review');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
});

test('a remote that fails to load shows the error panel with Retry; the rest keeps working', async ({ page }) => {
  await signUp(page, newEmail('remote'));
  const incomeOrigin = `http://localhost:${portOf('income', { PORT_OFFSET: process.env.E2E_PORT_OFFSET })}`;
  await page.route(`${incomeOrigin}/**`, (route) => route.abort('connectionrefused'));

  const sidebar = page.getByRole('navigation', { name: 'Tax return steps' });
  await sidebar.getByRole('link', { name: /^Income/ }).click();
  const panel = page.getByTestId('remote-error');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
  // the shell still works: header, sidebar, another remote
  await expect(page.getByRole('button', { name: 'Save & Exit' })).toBeVisible();
  await sidebar.getByRole('link', { name: /^Deductions/ }).click();
  await expect(contentHeading(page, 'No deduction categories selected yet')).toBeVisible(); // a new user has chosen none

  await sidebar.getByRole('link', { name: /^Income/ }).click();
  await expect(panel).toBeVisible();
  await page.unroute(`${incomeOrigin}/**`);
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(contentHeading(page, 'Income')).toBeVisible();
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
});

test('/auth: the toggle changes heading and subtitle; Google says when it is not configured', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByText('Sign in to continue')).toBeVisible();
  await page.getByRole('group', { name: 'Sign in or create an account' }).getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.getByText('Start filing your taxes with AI')).toBeVisible();
  const status = await (await page.request.get('/api/identity/google/status')).json();
  if (!status.configured) {
    await expect(page.getByRole('button', { name: /with Google/ })).toBeDisabled();
    await expect(page.getByText('Google sign-in is not configured on this server.')).toBeVisible();
  }
  // a wrong password is refused with the server's words
  await page.getByRole('group', { name: 'Sign in or create an account' }).getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Email').fill(newEmail('nobody'));
  await page.getByLabel('Password').fill('wrong password here');
  await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('/settings: mismatched passwords are refused; a new password is accepted and opens the encryption key; a new recovery key is shown once', async ({ page, browser }) => {
  const email = newEmail('settings');
  await signUp(page, email);
  await page.getByRole('button', { name: 'I have saved my recovery key' }).click();
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
  await page.getByRole('region', { name: 'Update Password' }).getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('another good password');
  await page.getByLabel('Confirm new password').fill('a different password');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('another good password');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated successfully.')).toBeVisible();

  // The key travelled re-wrapped under the new password: another browser signing in with it is not asked to unlock.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, email, 'another good password');
  await otherPage.goto('/personal-info/step1');
  await expect(otherPage.locator('[data-field="ssn"]')).toBeEnabled({ timeout: 20_000 });
  await expect(otherPage.getByRole('heading', { name: 'Unlock your encrypted information' })).toHaveCount(0);
  await other.close();

  await page.getByRole('region', { name: 'Recovery Key' }).getByLabel('Current password').fill('another good password');
  await page.getByRole('button', { name: 'Make a New Recovery Key' }).click();
  await expect(page.getByRole('region', { name: 'Your recovery key' }).getByRole('listitem')).toHaveCount(12);
  await page.getByRole('button', { name: 'I have saved my recovery key' }).click();

  await page.getByLabel('New email').fill(newEmail('changed'));
  await page.getByRole('region', { name: 'Update Email' }).getByLabel('Current password').fill('another good password');
  await page.getByRole('button', { name: 'Update Email' }).click();
  await expect(page.getByText('Please check your email to confirm the change.')).toBeVisible();
});
