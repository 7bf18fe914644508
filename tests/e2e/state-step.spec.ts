// The State Questions step (issue 9) and two tabs on one deductions category (issue 14), in Chromium against a
// whole running product (the real forms service and its realtime channel).
import { expect, test, type Page } from '@playwright/test';
import { newEmail, saveThroughApi, signIn, signUp } from './support/helpers';
import { expectNoSidewaysScroll } from './support/screens';


async function savedForm(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(async () => {
    const opened = await fetch('/api/forms/form/open', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    return ((await opened.json()) as { form: { data: Record<string, unknown> } }).form.data;
  });
}

test('an Ohio resident answers the State Questions, finds them after a reload, and /state stops asking', async ({ page }) => {
  await signUp(page, newEmail('state-step'));
  await saveThroughApi(page, { state: 'OH', city: 'Columbus', zip: '43215', filingStatus: 'single' });

  // /state names what is missing first.
  await page.goto('/state');
  await expect(page.getByRole('note', { name: 'Missing state answers' })).toContainText('School district you lived in');
  // also run by the phone project (390 x 844): no page of the step scrolls sideways
  await expectNoSidewaysScroll(page, '/state');
  await page.getByRole('link', { name: 'Answer the State Questions' }).click();
  await expect(page).toHaveURL(/\/state-questions$/);

  await expect(page.getByRole('heading', { name: 'State Questions', level: 1 })).toBeVisible();
  await expect(page.getByText(/Ohio SD 100/)).toBeVisible();
  // Only Ohio's questions: no county (IN/MD), no rent (NJ/MA/CA), no NYC residency.
  await expect(page.getByRole('textbox', { name: 'County you lived in' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Rent paid for your main home in 2024' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'City, village or township you lived in' }).fill('Columbus');
  await page.getByRole('textbox', { name: 'School district you lived in' }).fill('Columbus City SD');
  await page.getByRole('textbox', { name: 'Ohio: 2024 estimated payments and the 2023 overpayment applied' }).fill('600');
  await expect.poll(async () => (await savedForm(page)).stateEstimatedTaxPayments, { timeout: 10_000 }).toEqual({ OH: 600 });
  await expectNoSidewaysScroll(page, '/state-questions');

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'City, village or township you lived in' })).toHaveValue('Columbus');
  await expect(page.getByRole('textbox', { name: 'School district you lived in' })).toHaveValue('Columbus City SD');
  await expect(page.getByRole('textbox', { name: 'Ohio: 2024 estimated payments and the 2023 overpayment applied' })).toHaveValue('600');

  // Continue goes on to Review; /state no longer lists missing answers.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/review$/);
  await expectNoSidewaysScroll(page, '/review');
  await page.goto('/state');
  await expect(page.getByRole('heading', { name: 'All states' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('note', { name: 'Missing state answers' })).toHaveCount(0);
});

test('two tabs typing in different sub-items of one deductions category both keep their amounts', async ({ browser }) => {
  const email = newEmail('two-tabs');
  const first = await (await browser.newContext()).newPage();
  await signUp(first, email);
  await saveThroughApi(first, { selectedDeductionOptions: ['state-local'] });
  const second = await (await browser.newContext()).newPage();
  await signIn(second, email);

  await first.goto('/deductions/details');
  await second.goto('/deductions/details');
  const box = (page: Page, label: string) => page.getByRole('textbox', { name: `${label} amount` });
  await expect(box(first, 'State and Local Income Taxes')).toBeVisible();
  await expect(box(second, 'Sales Tax')).toBeVisible();
  // Both type before either saves (the autosave waits 1 s after the last keystroke).
  await box(first, 'State and Local Income Taxes').fill('5000');
  await box(second, 'Sales Tax').fill('700');

  await expect
    .poll(async () => ((await savedForm(first)).deductions as Record<string, unknown>)['state-local'], { timeout: 15_000 })
    .toEqual({ 'state-taxes': 5000, 'sales-tax': 700 });
  // Each tab shows the other's amount too.
  await expect(box(first, 'Sales Tax')).toHaveValue(/^700/, { timeout: 10_000 });
  await expect(box(second, 'State and Local Income Taxes')).toHaveValue(/^5000/, { timeout: 10_000 });
});
