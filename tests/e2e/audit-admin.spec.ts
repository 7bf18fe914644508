// Admin Controls (issue 10; spec 1 §2.6-2.7, §6) in Chromium against a whole running product on its embedded
// database: `npm run admin:grant` makes an account an admin while the app runs; at the next sign-in /settings
// shows 'Admin Controls' with the audit log (newest first, 20 a page, search, badges), while a plain user sees
// no such section and the audit API refuses them (403).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { newEmail, signIn, signUp } from './support/helpers';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The grant as an operator runs it, reaching this run's product (its port offset and data folder). */
async function grantAdmin(email: string) {
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'admin:grant', '--', email], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', PORT_OFFSET: process.env.E2E_PORT_OFFSET, DATA_DIR: process.env.E2E_DATA_DIR },
  });
  expect(stdout).toBe(`${email} now has the role admin; it applies from their next sign-in.\n`);
}

async function auditStatus(page: Page) {
  return page.evaluate(async () => (await fetch('/api/audit/logs')).status);
}

const rows = (page: Page) => page.getByRole('region', { name: 'Audit logs' }).locator('tbody tr');

test('an admin granted from the command line sees the audit log on /settings; a plain user does not', async ({ page, context }) => {
  const userEmail = newEmail('audit-user');
  await signUp(page, userEmail);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Controls' })).toHaveCount(0);
  expect(await auditStatus(page)).toBe(403);
  await context.clearCookies();
  expect(await auditStatus(page)).toBe(401);

  const adminEmail = newEmail('audit-admin');
  await signUp(page, adminEmail);
  await grantAdmin(adminEmail);
  await context.clearCookies();
  await signIn(page, adminEmail);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Admin Controls' })).toBeVisible();

  // Newest first: the admin's own view_settings, then the grant (risk 80: a destructive badge).
  await expect(rows(page).first()).toContainText('view_settings');
  const grant = rows(page).filter({ hasText: 'grant_admin_role' });
  await expect(grant).toHaveCount(1);
  await expect(grant).toContainText(adminEmail);
  await expect(grant).toContainText('user_role');
  await expect(grant.locator('[data-variant]')).toHaveText('80');
  await expect(grant.locator('[data-variant]')).toHaveAttribute('data-variant', 'destructive');
  const count = await rows(page).count();
  expect(count).toBeLessThan(20);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

  // More than a page: 25 more entries of the admin's own; page 1 holds 20, page 2 the rest, Next then disabled.
  await page.evaluate(async () => {
    for (let i = 0; i < 25; i++) {
      await fetch('/api/audit/entries', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ action: 'view_settings', resourceType: 'page', riskScore: 50 }) });
    }
  });
  await page.reload();
  await expect(rows(page)).toHaveCount(20);
  // Risk 50 is above 40: a secondary badge (the reload's own view_settings, risk 20, keeps the default one).
  await expect(rows(page).locator('[data-variant="secondary"]').first()).toHaveText('50');
  await expect(rows(page).filter({ hasText: 'view_settings' }).locator('[data-variant="default"]').first()).toHaveText('20');
  // Every entry so far (identity's sign-up and sign-in entries reach the log through the outbox a moment later).
  const total = await page.evaluate(async () => {
    let all = 0;
    for (let page = 1; ; page++) {
      const { logs } = (await (await fetch(`/api/audit/logs?page=${page}`)).json()) as { logs: unknown[] };
      all += logs.length;
      if (logs.length < 20) return all;
    }
  });
  expect(total).toBeGreaterThanOrEqual(count + 25);
  expect(total).toBeLessThan(40);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2')).toBeVisible();
  await expect(rows(page)).toHaveCount(total - 20);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(rows(page)).toHaveCount(20);

  // The search matches the action or the resource type; nothing matching says so in the spec's words.
  await page.getByLabel('Search action or resource type').fill('user_role');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('grant_admin_role');
  await page.getByLabel('Search action or resource type').fill('no-such-action');
  await expect(page.getByText('No audit logs found.')).toBeVisible();
  await page.getByLabel('Search action or resource type').fill('');
  await page.getByLabel('User email').fill(userEmail);
  await expect(rows(page)).not.toHaveCount(0);
  for (const row of await rows(page).all()) await expect(row).toContainText(userEmail);
  // The plain user's sign-up, queued by identity and delivered by the audit service.
  await expect(rows(page).filter({ hasText: 'sign_up' })).toHaveCount(1);
});
