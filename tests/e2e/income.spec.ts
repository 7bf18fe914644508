// Income (issue 13) in Chromium against a whole running product: income kinds chosen in personalization,
// a W-2 typed by hand (with the box 4 over-withholding note), business and rental details with their nets,
// a 1099-INT typed by hand raising the running total, and all of it still there after a reload; a W-2 PDF
// uploaded, read and removed; the screens on a 390px phone.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { build1099Pdf } from '../../services/documents/src/testing/form1099Fixture';
import { buildW2Pdf, SAMPLE_W2 } from '../../services/documents/src/testing/w2Fixture';
import { newEmail, signUp } from './support/helpers';

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });
const shellContinue = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });
const fill = (scope: Locator, label: string, value: string) => scope.getByLabel(label, { exact: true }).fill(value);

test('choose income kinds, type a W-2, business and rental details and a 1099-INT; reload and find it all', async ({ page }) => {
  test.setTimeout(150_000);
  await signUp(page, newEmail('income'));
  await page.goto('/personalization');

  // Personalization: each card is a toggle saved at once.
  for (const name of ['Had a Job (W-2)', 'Bank Account Interest (1099-INT)', 'Owned a business', 'Rental Income']) {
    const card = page.getByRole('button', { name });
    await card.click();
    await expect(card).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.getByText('Answer for your spouse too')).toBeVisible();
  for (let p = 1; p <= 4; p++) await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/tax-docs$/);

  // A W-2 typed by hand.
  await page.getByRole('button', { name: 'Add a W-2 by hand' }).click();
  const w2 = page.getByRole('form', { name: 'Form W-2 typed by hand' });
  await fill(w2, "Employer's name (box c)", 'Acme Corp');
  await w2.getByLabel('Employer identification number, EIN (box b)').fill('123456789');
  await expect(w2.getByLabel('Employer identification number, EIN (box b)')).toHaveValue('12-3456789');
  await fill(w2, 'Box 1 Wages, tips, other compensation', '52,000');
  await fill(w2, 'Box 2 Federal income tax withheld', '6000');
  await fill(w2, 'Box 3 Social security wages', '52000');
  await fill(w2, 'Box 4 Social security tax withheld', '4000');
  await expect(w2.getByText(/Box 4 \(social security tax withheld\) is more than 6.2% of box 3/)).toBeVisible();
  await fill(w2, 'Box 4 Social security tax withheld', '3224');
  await expect(w2.getByText(/more than 6.2% of box 3/)).toHaveCount(0);
  await w2.getByLabel('Box 12a code').selectOption('AA');
  await fill(w2, 'Box 12a amount', '3000');
  await w2.getByRole('button', { name: 'Save W-2' }).click();
  await expect(toast(page, 'Job income data saved successfully')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your W-2 forms' })).toContainText('Acme Corp');
  await expect(page.getByRole('list', { name: 'Your W-2 forms' })).toContainText('$52,000.00');

  // Business and rental details, with their nets.
  await shellContinue(page).click();
  await expect(page).toHaveURL(/\/tax-docs\/business-income$/);
  await page.getByLabel('Business income (net profit)').click();
  const business = page.getByRole('form', { name: 'Self-Employment Expenses' });
  await fill(business, 'Business name', 'Design Studio');
  await fill(business, 'Gross receipts', '50000');
  await business.getByLabel('Expense 1 type').selectOption('Utilities');
  await fill(business, 'Expense 1 amount', '1200');
  await business.getByLabel('Expense 2 type').selectOption('Advertising/Marketing');
  await fill(business, 'Expense 2 amount', '800');
  await expect(business.getByText('Net profit: $48,000.00')).toBeVisible();
  await business.getByRole('button', { name: 'Save business details' }).click();
  await expect(toast(page, 'Business income details saved')).toBeVisible();
  await expect(page.getByLabel('Business income (net profit)')).toHaveValue('48000');

  await page.getByLabel('Rental income (net)').click();
  const rental = page.getByRole('form', { name: 'Rental Property Details' });
  await fill(rental, 'Property address', '12 Elm St');
  await fill(rental, 'Days rented', '200');
  await fill(rental, 'Days of personal use', '14');
  await fill(rental, 'Rent received', '18000');
  await rental.getByLabel('Expense 1 type').selectOption('Repairs');
  await fill(rental, 'Expense 1 amount', '3000');
  await expect(rental.getByText('Net rental income: $15,000.00')).toBeVisible();
  await rental.getByRole('button', { name: 'Save rental details' }).click();
  await expect(toast(page, 'Rental income details saved')).toBeVisible();
  await expect(page.getByLabel('Rental income (net)')).toHaveValue('15000');

  // A 1099-INT typed by hand raises the interest running total.
  await page.goto('/other-income');
  const interest = page.getByRole('region', { name: '1099-INT Interest Income' });
  await expect(interest.locator('output')).toHaveText('$0.00');
  await interest.getByRole('button', { name: 'Add a 1099-INT by hand' }).click();
  await fill(interest, "Payer's name", 'First Bank');
  await fill(interest, 'Box 1 Interest income', '250');
  await interest.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(interest.getByRole('button', { name: 'Add a 1099-INT by hand' })).toBeVisible();
  await expect(interest.locator('output')).toHaveText('$250.00');

  // Everything is still there after a reload.
  await page.reload();
  await expect(page.getByRole('region', { name: '1099-INT Interest Income' }).locator('output')).toHaveText('$250.00');
  await expect(page.getByRole('list', { name: '1099-INT documents' })).toContainText('First Bank');
  await page.goto('/tax-docs');
  await expect(page.getByRole('list', { name: 'Your W-2 forms' })).toContainText('Acme Corp');
  await page.getByRole('button', { name: 'Edit W-2 from Acme Corp' }).click();
  await expect(page.getByLabel('Box 12a code')).toHaveValue('AA');
  await expect(page.getByLabel('Box 12a amount')).toHaveValue('3000');
  await page.goto('/tax-docs/business-income');
  await expect(page.getByLabel('Business income (net profit)')).toHaveValue('48000');
  await expect(page.getByText('Net rental income: $15,000.00')).toBeVisible();
  await page.goto('/personalization');
  await expect(page.getByRole('button', { name: 'Had a Job (W-2)' })).toHaveAttribute('aria-pressed', 'true');
});

test('upload a W-2 PDF on /tax-docs, see its fields, remove it; upload a 1099-INT and see the running total', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, newEmail('income-upload'));
  await page.goto('/tax-docs/add-more');
  await page.getByRole('button', { name: /W2 Income/ }).click();
  await expect(page).toHaveURL(/\/tax-docs$/);
  const pdf = Buffer.from(await buildW2Pdf(SAMPLE_W2, 'payroll'));
  await page.getByLabel('Upload a W-2 (PDF or image)').setInputFiles({ name: 'w2-acme.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(toast(page, 'W2 form processed and saved successfully!')).toBeVisible({ timeout: 60_000 });
  const list = page.getByRole('list', { name: 'Your W-2 forms' });
  await expect(list).toContainText('ACME WIDGETS INC');
  await expect(list).toContainText('12-3456789');
  await expect(list).toContainText('$52,000.00');
  await page.getByRole('button', { name: 'Edit W-2 from ACME WIDGETS INC' }).click();
  // An uploaded W-2 opens as read from its file, to be checked box by box.
  const read = page.getByRole('form', { name: 'Form W-2 read from w2-acme.pdf' });
  await expect(read).toBeVisible();
  await expect(read.getByLabel('Box 2 Federal income tax withheld')).toHaveValue('6000');
  await expect(read.getByLabel('Box 12a code')).toHaveValue('AA');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(read).toHaveCount(0);

  await page.getByRole('button', { name: 'Remove W-2 from ACME WIDGETS INC' }).click();
  await expect(page.getByRole('list', { name: 'Your W-2 forms' })).toHaveCount(0);
  await expect(toast(page, 'w2-acme.pdf has been removed successfully.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Add a W-2 by hand' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your W-2 forms' })).toHaveCount(0);

  // A 1099-INT uploaded raises the interest total; removing it lowers it again.
  await page.goto('/other-income/add-more');
  await page.getByRole('button', { name: /1099-INT Interest Income/ }).click();
  await expect(page).toHaveURL(/\/other-income$/);
  const interest = page.getByRole('region', { name: '1099-INT Interest Income' });
  await interest.getByLabel('Upload 1099-INT (PDF or image)').setInputFiles({ name: 'bank-1099.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await build1099Pdf('1099-int', 'statement')) });
  await expect(toast(page, 'Extracted 1099-INT data: $1,560.40')).toBeVisible({ timeout: 60_000 });
  await expect(interest.locator('output')).toHaveText('$1,560.40');
  await expect(interest.getByRole('list', { name: 'Uploaded 1099-INT documents' })).toContainText('FIRST FEDERAL BANK');
  await page.reload();
  await expect(page.getByRole('region', { name: '1099-INT Interest Income' }).locator('output')).toHaveText('$1,560.40');
  await page.getByRole('button', { name: 'Remove bank-1099.pdf' }).click();
  await expect(toast(page, 'Removed bank-1099.pdf')).toBeVisible();
  await expect(page.getByRole('region', { name: '1099-INT Interest Income' }).locator('output')).toHaveText('$0.00');
});

test('the income screens fit a 390px phone with their forms open', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page, newEmail('income-phone'));
  const fits = async () => {
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.view);
    // Every button and field of the content is a full tap target.
    const small = await page.locator('main').evaluate((main) =>
      [...main.querySelectorAll('button, input:not([type=checkbox]), select')]
        .filter((element) => (element as HTMLElement).offsetParent !== null)
        .map((element) => ({ name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.id, height: element.getBoundingClientRect().height }))
        .filter((element) => element.height < 44),
    );
    expect(small).toEqual([]);
  };
  await page.goto('/personalization');
  await expect(page.getByRole('button', { name: 'Had a Job (W-2)' })).toBeVisible();
  await fits();
  await page.goto('/tax-docs/add-more');
  for (const name of [/W2 Income/, /Rental Income/, /Social Security Benefits/]) {
    await page.goto('/tax-docs/add-more');
    await page.getByRole('button', { name }).click();
  }
  await page.goto('/tax-docs');
  await page.getByRole('button', { name: 'Add a W-2 by hand' }).click();
  await fits();
  await page.goto('/tax-docs/business-income');
  await page.getByLabel('Rental income (net)').click();
  await page.getByLabel('Expense 1 type').selectOption('Repairs');
  await fits();
  await page.goto('/tax-docs/retirement-benefits');
  await page.getByRole('button', { name: 'Enter SSA-1099' }).click();
  await fits();
  await page.goto('/other-income/add-more');
  await page.getByRole('button', { name: /1099-INT Interest Income/ }).click();
  await page.getByRole('button', { name: 'Add a 1099-INT by hand' }).click();
  await fits();
});
