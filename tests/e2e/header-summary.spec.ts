// The header summary (spec 1 §2.3, spec 3 §2 'Header summary', ARCHITECTURE decision 2) in Chromium against a
// whole running product: the browser computes it with the tax engine from the form it holds, once the form
// has loaded and after each change (here saves made through the forms API from the page, which reach the
// open tab over the realtime socket, as another tab's saves would), and shows the engine's figures. The
// calc service is not asked for it (issue 11: calc computes and stores when the user asks).
import { expect, test, type Page } from '@playwright/test';
import { newEmail, saveThroughApi, signUp } from './support/helpers';

// The expected figures, worked by hand for a single filer with one W-2 (2024 rules):
//   Form 1040 line 11 (AGI) = wages 50,000 (line 1a; no adjustments).
//   Line 12 standard deduction, single: 14,600 (Rev. Proc. 2023-34 §3.15; Form 1040 instructions).
//   Line 15 taxable income = 50,000 - 14,600 = 35,400.
//   Line 16 tax: taxable income under 100,000 uses the 2024 Tax Table (Form 1040 instructions, 2024 Tax
//     Table), row 'at least 35,400 but less than 35,450', single column: 4,019 — i.e. the rate schedule at the
//     row's midpoint 35,425: 10% x 11,600 + 12% x (35,425 - 11,600) = 1,160 + 2,859 = 4,019
//     (checked against irs-2024-tax-table.csv: '35400,35450,4019,...').
//   No credits apply (no dependents; EIC phases out far below 50,000 with no children: Rev. Proc. 2023-34 §3.07).
//   Withholding 6,000 (line 25a): refund line 34 = 6,000 - 4,019 = 1,981.
//   Withholding 3,000: amount due line 37 = 4,019 - 3,000 = 1,019.
const TAXABLE_INCOME = 50_000 - 14_600;
const TAX = Math.round(0.1 * 11_600 + 0.12 * (35_425 - 11_600)); // Tax Table row 35,400-35,450, single
// The resident state when none is entered is New Jersey (is_nj_resident defaults to true). NJ-1040 (2024):
// gross income 50,000, personal exemption 1,000 (line 13), taxable 49,000; under $100,000 line 40 comes from the
// NJ Tax Table, row 'at least 49,000 but less than 49,050', figured at its midpoint 49,025 on rate schedule A (single):
// 1.4% of 20,000 + 1.75% of 15,000 + 3.5% of 5,000 + 5.525% of 9,025 = 280 + 262.50 + 175 + 498.63 = 1,216.13 -> 1,216.
const NJ_TAX = 0.014 * 20_000 + 0.0175 * 15_000 + 0.035 * 5_000 + 0.05525 * 9_025;


const summary = (page: Page) => page.getByRole('group', { name: 'Tax summary' });

test('the header shows the refund or amount due the engine computes in the browser after each change, without the calc service', async ({ page }) => {
  const calcCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/api-gateway/calculation/') || request.url().endsWith('/api/api-gateway/taxpayer/create-return')) calcCalls.push(request.url());
  });

  // Not on the landing page or on /auth.
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  await expect(summary(page)).toHaveCount(0);
  await signUp(page, newEmail('summary'));

  // Once after load: an empty return has no AGI, no payments and only a zero home-state result, which is
  // not a state result worth showing, so the summary stays hidden (decision 2). The engine has loaded by
  // the time the network is idle.
  await page.waitForLoadState('networkidle');
  await expect(summary(page)).toHaveCount(0);
  const federal = summary(page).getByTestId('summary-federal');

  await saveThroughApi(page, { filingStatus: 'single', w2Data: [{ wages: '50000', federalIncomeTax: '6000' }] });
  expect(TAXABLE_INCOME).toBe(35_400);
  expect(TAX).toBe(4_019);
  const refund = 6_000 - TAX;
  await expect(federal).toHaveText(`Federal Refund$${refund.toLocaleString('en-US')}`); // $1,981
  await expect(federal.locator('strong')).toHaveCSS('color', 'rgb(21, 128, 61)'); // green
  await expect(summary(page).getByTestId('summary-state')).toHaveText(`State$${Math.round(NJ_TAX).toLocaleString('en-US')}`); // $1,216

  // Less withheld: an amount due, in red.
  await saveThroughApi(page, { w2Data: [{ wages: '50000', federalIncomeTax: '3000' }] });
  const due = TAX - 3_000;
  await expect(federal).toHaveText(`Federal Amount Due$${due.toLocaleString('en-US')}`); // $1,019
  await expect(federal.locator('strong')).toHaveCSS('color', 'rgb(185, 28, 28)'); // red

  // Elsewhere in the app it stays; the figures survive a reload (computed again once the form loads).
  await page.goto('/review');
  await expect(federal).toHaveText('Federal Amount Due$1,019');

  // The header never asked the calc service.
  expect(calcCalls).toEqual([]);
});

test('the header keeps working while the calc service is down, and does not get in the way', async ({ page }) => {
  await page.route('**/api/api-gateway/calculation/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'Something went wrong. Please try again.' }) }));
  await signUp(page, newEmail('summary-calc-down'));
  await saveThroughApi(page, { filingStatus: 'single', w2Data: [{ wages: '50000', federalIncomeTax: '6000' }] });
  const federal = summary(page).getByTestId('summary-federal');
  await expect(federal).toHaveText('Federal Refund$1,981');
  await saveThroughApi(page, { w2Data: [{ wages: '50000', federalIncomeTax: '2000' }] });
  await expect(federal).toHaveText(`Federal Amount Due$${(4_019 - 2_000).toLocaleString('en-US')}`);
  await expect(page.getByTestId('toast')).toHaveCount(0);
});
