// Deductions and credits in Chromium against a whole running product (issue 14): choose categories, type
// amounts on the detail steppers, see the engine's figure beside them follow the typing, and find the amounts
// again after a reload (autosave, spec 3 §4).
import { expect, test, type Page } from '@playwright/test';
import { newEmail, saveThroughApi, signUp } from './support/helpers';

const amount = (page: Page, label: string) => page.getByRole('textbox', { name: `${label} amount` });


test('select categories, fill amounts, see what they do to the return, reload and find them', async ({ page }) => {
  await signUp(page, newEmail('deductions'));

  await page.goto('/deductions');
  await expect(page.getByRole('heading', { name: 'No deduction categories selected yet' })).toBeVisible();
  await page.getByRole('button', { name: /Home & Mortgage/ }).click();
  await expect(page.getByRole('group', { name: 'Selected deduction categories' })).toContainText('Home & Mortgage');
  await page.getByRole('button', { name: /State & Local Taxes/ }).click();
  await expect(page.getByRole('group', { name: 'Selected deduction categories' })).toContainText('State & Local Taxes');

  await page.goto('/deductions/details');
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await amount(page, 'Real Estate Taxes').fill('6000');
  await expect(page.getByRole('checkbox', { name: /^Real Estate Taxes/ })).toBeChecked();
  await amount(page, 'Mortgage Interest').fill('9000');
  // The engine's figure beside the amount: Schedule A line 8a allows the 9,000;
  // Schedule A line 17 = 9,000 + 6,000 (line 5b, under the cap) = 15,000 > the standard deduction 14,600 (single) by 400.
  await expect(page.getByText('Itemizing ($15,000.00) beats the standard deduction ($14,600.00) by $400.00.').first()).toBeVisible();

  await page.getByRole('button', { name: 'State & Local Taxes' }).click();
  await expect(page.getByText('Step 2 of 3')).toBeVisible();
  await amount(page, 'State and Local Income Taxes').fill('7000');
  // 7,000 + 6,000 = 13,000 of state and local taxes; Schedule A line 5e allows 10,000 (3,000 does not count).
  await expect(page.getByText(/Limited by the SALT cap: .* \$3,000\.00 does not count\./)).toBeVisible();
  await expect(page.getByText('Deductions saved successfully').first()).toBeVisible({ timeout: 10_000 });

  await page.goto('/credits');
  await page.getByRole('button', { name: /Child & Family Care/ }).click();
  await expect(page.getByRole('group', { name: 'Selected credit categories' })).toContainText('Child & Family Care');
  await page.goto('/credits/details');
  await page.getByRole('checkbox', { name: /^Adoption Expenses/ }).check();
  await amount(page, 'Adoption Expenses').fill('2500.5');
  await page.getByRole('checkbox', { name: /^Child Tax Credit/ }).check();
  // Saved after a 1000 ms pause; give it time, then reload.
  await page.waitForTimeout(2500);

  await page.reload();
  await expect(page.getByRole('checkbox', { name: /^Adoption Expenses/ })).toBeChecked();
  await expect(amount(page, 'Adoption Expenses')).toHaveValue('2500.50');
  await expect(page.getByRole('checkbox', { name: /^Child Tax Credit/ })).toBeChecked();

  await page.goto('/deductions/details');
  await expect(amount(page, 'Real Estate Taxes')).toHaveValue('6000.00');
  await expect(amount(page, 'Mortgage Interest')).toHaveValue('9000.00');
  await page.getByRole('button', { name: 'State & Local Taxes' }).click();
  await expect(amount(page, 'State and Local Income Taxes')).toHaveValue('7000.00');
});

test('the figure beside an amount follows the typing: medical under the 7.5% floor is 0, child care is figured from the expenses and a child under 13', async ({ page }) => {
  await signUp(page, newEmail('deductions-figures'));
  // Head of household, wages 60,000 (AGI 60,000), a daughter of 5 (a qualifying person for Form 2441).
  await saveThroughApi(page, {
    filingStatus: 'head-of-household',
    w2Data: [{ wages: '60000', federalIncomeTax: '3000' }],
    dependents: [{ firstName: 'Ana', lastName: 'Lee', relationship: 'daughter', ageAtYearEnd: 5 }],
    selectedDeductionOptions: ['health'],
    selectedCreditOptions: ['child-family'],
  });

  await page.goto('/deductions/details');
  await amount(page, 'Medical Expenses').fill('2000');
  // Schedule A line 3: 7.5% x 60,000 = 4,500; line 4 = max(0, 2,000 - 4,500) = 0.
  const medical = page.getByTestId('entry-figure').first();
  await expect(medical).toContainText('$0.00');
  await expect(medical).toContainText('Only the part above 7.5% of AGI ($4,500.00) counts');
  await amount(page, 'Medical Expenses').fill('6000');
  // Line 4 = 6,000 - 4,500 = 1,500.
  await expect(medical).toContainText('$1,500.00');

  await page.goto('/credits/details');
  await page.getByRole('checkbox', { name: /^Child and Dependent Care Expenses/ }).check();
  await amount(page, 'Child and Dependent Care Expenses').fill('4000');
  // Form 2441: one qualifying person -> 3,000 limit (line 3); AGI 60,000 over 43,000 -> 20% (line 8); 600.
  await expect(page.getByTestId('entry-figure').first()).toContainText('$600.00');
});

test.describe('on a 390px-wide phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the four screens fit without sideways scrolling and every control is at least 44px tall', async ({ page }) => {
    await signUp(page, newEmail('deductions-phone'));
    await page.goto('/deductions');
    await page.getByRole('button', { name: /Charitable Donations/ }).click();
    await expect(page.getByRole('group', { name: 'Selected deduction categories' })).toContainText('Charitable Donations');
    await page.goto('/credits');
    await page.getByRole('button', { name: /Special Situations/ }).click();
    await expect(page.getByRole('group', { name: 'Selected credit categories' })).toContainText('Special Situations');

    for (const route of ['/deductions', '/deductions/details', '/credits', '/credits/details']) {
      await page.goto(route);
      await expect(page.locator('main').getByRole('button').first()).toBeVisible();
      if (route === '/credits/details') {
        await page.getByRole('checkbox', { name: /^State Tax Credits/ }).check();
        await page.getByRole('button', { name: 'Add Another' }).click();
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${route} scrolls sideways`).toBeLessThanOrEqual(0);
      const small = await page.locator('main').evaluate((main) =>
        [...main.querySelectorAll('button, input, select')]
          .map((element) => {
            // A checkbox is tapped through its label row.
            const target = element instanceof HTMLInputElement && element.type === 'checkbox' ? (element.closest('label') ?? element) : element;
            const box = target.getBoundingClientRect();
            return { name: element.getAttribute('aria-label') ?? element.textContent ?? element.id, height: box.height, visible: box.width > 0 };
          })
          .filter((control) => control.visible && control.height < 44),
      );
      expect(small, `${route} has controls under 44px`).toEqual([]);
    }
    await expect(page.getByRole('textbox', { name: 'State Tax Credits 1 amount' })).toHaveAttribute('inputmode', 'decimal');
  });
});
