import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'correct horse battery staple';

export function newEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Signs up through /auth and waits for /personal-info. */
export async function signUp(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth');
  await page.getByRole('group', { name: 'Sign in or create an account' }).getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.locator('form').getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/personal-info$/);
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/personal-info$/);
}

/** The page's main heading inside the content card. */
export function contentHeading(page: Page, name: string | RegExp) {
  return page.locator('main').getByRole('heading', { level: 1, name });
}

/** Saves top-level form fields through the forms API from the page's session, as another tab would (version from form/open). */
export async function saveThroughApi(page: Page, data: Record<string, unknown>, clientId = 'e2e-other-tab') {
  const status = await page.evaluate(
    async ({ change, client }) => {
      const opened = await fetch('/api/forms/form/open', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
      const { form } = (await opened.json()) as { form: { version: number } };
      const saved = await fetch('/api/forms/form', {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ version: form.version, data: change, clientId: client }),
      });
      return saved.status;
    },
    { change: data, client: clientId },
  );
  expect(status).toBe(200);
}

/**
 * An SSN as the server stores it: an envelope encrypted on some device (issue 7 item 4 refuses plain text).
 * The server never opens it; a journey that saves through the API and does not read the SSN back uses it.
 */
export const ENCRYPTED_ELSEWHERE_SSN = { encryptedData: 'c2VhbGVkIGVsc2V3aGVyZQ==', iv: 'AAAAAAAAAAAAAAAA', salt: 'AAAAAAAAAAAAAAAAAAAAAA==', level: 1, keyVersion: 1, algorithm: 'AES-GCM' };
