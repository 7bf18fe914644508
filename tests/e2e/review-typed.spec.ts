// The whole journey typed through the screens (issue 8): My Information's four steps (head of household in
// Pittsburgh, PA, with a daughter of 8), a W-2 typed by hand on /tax-docs, a 1099-INT typed by hand on
// /other-income, mortgage interest and real estate taxes on /deductions/details; then /review's Calculate, /federal,
// /state and the Form 1040 PDF show the figures worked by hand below, and with the calc service unreachable
// Calculate computes the same figures in the browser ('Browser (Fallback)').
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { boxAmount, FORM_1040_TITLE, formsOf, pdfPagesText } from '../../mfe-review-coach/src/testing/form1040PdfText';
import { newEmail, signUp } from './support/helpers';

// Worked by hand from the 2024 Form 1040 instructions and the 2024 Tax Table (shared/data/irs-2024-tax-table.csv):
//   Line 1a/1z wages (W-2 box 1) 75,000; line 2b taxable interest (1099-INT box 1) 1,800 (over 1,500: Schedule B).
//   Line 9 = 75,000 + 1,800 = 76,800; no Schedule 1 adjustments, so line 11 (AGI) = 76,800.
//   Schedule A: line 5a state and local income taxes = W-2 box 17 2,300 + box 19 2,000 = 4,300; line 5b real estate
//     taxes 7,000; line 5d = 11,300; line 5e = the $10,000 cap; line 8a mortgage interest 14,000;
//     line 17 = 10,000 + 14,000 = 24,000, more than the 21,900 head-of-household standard deduction, so line 12 = 24,000.
//   Line 15 = 76,800 - 24,000 = 52,800.
//   Line 16: Tax Table row 52,800-52,850, head of household: 6,008 (1,655 + 12% x (52,825 - 16,550) = 6,008.00).
//   Line 19: one qualifying child under 17, $2,000 (Schedule 8812 line 5; AGI far below the 200,000 phase-out),
//     within the tax (Credit Limit Worksheet A). No EIC (AGI over the 2024 limit for one child).
//   Line 24 = 6,008 - 2,000 = 4,008. Line 25a/33 = 6,500 withheld. Line 34 = 6,500 - 4,008 = 2,492 refund.
const W2 = { wages: 75_000, federalWithheld: 6_500, stateWithheld: 2_300, localWithheld: 2_000 };
const INTEREST = 1_800;
const MORTGAGE_INTEREST = 14_000;
const REAL_ESTATE_TAXES = 7_000;
const AGI = W2.wages + INTEREST;
const SALT = Math.min(W2.stateWithheld + W2.localWithheld + REAL_ESTATE_TAXES, 10_000);
const ITEMIZED = SALT + MORTGAGE_INTEREST;
const TAXABLE_INCOME = AGI - Math.max(ITEMIZED, 21_900);
const TAX_TABLE = 6_008; // head-of-household column, row 52,800-52,850
const TOTAL_TAX = TAX_TABLE - 2_000;
const REFUND = W2.federalWithheld - TOTAL_TAX;
// Pennsylvania PA-40 (2024): line 1a compensation 75,000 + line 2 interest 1,800 = line 9 total PA taxable income
//   76,800 (no deduction for mortgage interest or property tax, no exemptions); line 12 = 76,800 x 3.07% = 2,357.76;
//   no tax forgiveness (eligibility income far over Schedule SP's 6,500 + 9,500 for one dependent); withheld 2,300, so
//   2,357.76 - 2,300 = 57.76 due. The local earned income tax is apart (not a PA-40 line): Pittsburgh's 1% plus the
//   Pittsburgh school district's 2% = 3% of wages 75,000 = 2,250, withheld 2,000 (W-2 box 19), so 250 due.
const PA_TAX = 2_357.76;
const PA_DUE = PA_TAX - W2.stateWithheld;
const LOCAL_TAX = 0.03 * W2.wages;
const LOCAL_DUE = LOCAL_TAX - W2.localWithheld;

const usd = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
const whole = (amount: number) => Math.round(amount).toLocaleString('en-US');
const field = (page: Page, name: string) => page.locator(`[data-field="${name}"]`);
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });
const shellContinue = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });
const fill = (scope: Locator, label: string, value: string) => scope.getByLabel(label, { exact: true }).fill(value);

async function securityReady(page: Page) {
  await expect(page.getByText('Initializing Security...')).toHaveCount(0, { timeout: 20_000 });
}

/** Types a value and leaves the field (the step cleans it on blur). */
async function type(page: Page, name: string, value: string) {
  await field(page, name).fill(value);
  await field(page, name).blur();
}

async function typeMyInformation(page: Page) {
  await page.getByRole('button', { name: 'Manual Entry' }).click();
  await expect(page).toHaveURL(/\/personal-info\/step1$/);
  await securityReady(page);
  await type(page, 'firstName', 'Grace');
  await type(page, 'lastName', 'Hopper');
  await type(page, 'ssn', '412-56-7890');
  await type(page, 'dateOfBirth', '1984-06-12');
  await type(page, 'phone', '(412) 555-0142');
  await type(page, 'email', 'grace.hopper@example.com');
  await shellContinue(page).click();

  await expect(page).toHaveURL(/\/personal-info\/step2$/);
  await securityReady(page);
  await type(page, 'street', '5000 Forbes Avenue');
  await type(page, 'city', 'Pittsburgh');
  await field(page, 'state').selectOption('PA');
  await type(page, 'zip', '15213');
  await shellContinue(page).click();

  await expect(page).toHaveURL(/\/personal-info\/step3$/);
  await securityReady(page);
  await page.getByRole('radio', { name: 'Yes, all year' }).check();
  await field(page, 'filingStatus').selectOption({ label: 'Head of Household' });
  await shellContinue(page).click();

  await expect(page).toHaveURL(/\/personal-info\/step4$/);
  await securityReady(page);
  await page.getByRole('button', { name: 'Add Dependent' }).click();
  await type(page, 'dependents.0.firstName', 'Kit');
  await type(page, 'dependents.0.lastName', 'Hopper');
  await type(page, 'dependents.0.ssn', '634-22-1987');
  await type(page, 'dependents.0.dob', '2016-03-09'); // 8 on 31 December 2024
  await type(page, 'dependents.0.relationship', 'Daughter');
  await shellContinue(page).click();
  await expect(page).toHaveURL(/\/personalization$/);
}

async function typeIncome(page: Page) {
  for (const name of ['Had a Job (W-2)', 'Bank Account Interest (1099-INT)']) {
    const card = page.getByRole('button', { name });
    await card.click();
    await expect(card).toHaveAttribute('aria-pressed', 'true');
  }
  for (let step = 1; step <= 4 && !/\/tax-docs$/.test(page.url()); step++) await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/tax-docs$/);

  await page.getByRole('button', { name: 'Add a W-2 by hand' }).click();
  const w2 = page.getByRole('form', { name: 'Form W-2 typed by hand' });
  await fill(w2, "Employer's name (box c)", 'Steel City Robotics');
  await w2.getByLabel('Employer identification number, EIN (box b)').fill('251234567');
  await fill(w2, 'Box 1 Wages, tips, other compensation', '75,000');
  await fill(w2, 'Box 2 Federal income tax withheld', '6500');
  await fill(w2, 'Box 3 Social security wages', '75000');
  await fill(w2, 'Box 4 Social security tax withheld', '4650');
  await fill(w2, 'Box 5 Medicare wages and tips', '75000');
  await fill(w2, 'Box 6 Medicare tax withheld', '1087.50');
  await fill(w2, "Box 15 State and employer's state ID number", 'PA 12345678');
  await fill(w2, 'Box 16 State wages, tips, etc.', '75000');
  await fill(w2, 'Box 17 State income tax', '2300');
  await fill(w2, 'Box 18 Local wages, tips, etc.', '75000');
  await fill(w2, 'Box 19 Local income tax', '2000');
  await fill(w2, 'Box 20 Locality name', 'PITTSBURGH');
  await w2.getByRole('button', { name: 'Save W-2' }).click();
  await expect(toast(page, 'Job income data saved successfully')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your W-2 forms' })).toContainText('$75,000.00');

  await page.goto('/other-income');
  const interest = page.getByRole('region', { name: '1099-INT Interest Income' });
  await interest.getByRole('button', { name: 'Add a 1099-INT by hand' }).click();
  await fill(interest, "Payer's name", 'Allegheny Savings Bank');
  await fill(interest, 'Box 1 Interest income', '1800');
  await interest.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(interest.locator('output')).toHaveText('$1,800.00');
}

async function typeDeductions(page: Page) {
  await page.goto('/deductions');
  await page.getByRole('button', { name: /Home & Mortgage/ }).click();
  await expect(page.getByRole('group', { name: 'Selected deduction categories' })).toContainText('Home & Mortgage');
  await page.goto('/deductions/details');
  const amount = (label: string) => page.getByRole('textbox', { name: `${label} amount` });
  await amount('Mortgage Interest').fill('14000');
  await amount('Real Estate Taxes').fill('7000');
  await expect(page.getByText('Deductions saved successfully').first()).toBeVisible({ timeout: 10_000 });
}

// An action that cannot happen fails in 20 s with its own message rather than at the test's timeout.
test.use({ actionTimeout: 20_000 });

test('a return typed through the screens reaches /review, /federal, /state and the PDF with the figures worked by hand; calc unreachable gives the same in the browser', async ({ page }) => {
  test.setTimeout(300_000);
  expect([AGI, ITEMIZED, TAXABLE_INCOME, TOTAL_TAX, REFUND]).toEqual([76_800, 24_000, 52_800, 4_008, 2_492]);
  await signUp(page, newEmail('review-typed'));
  await typeMyInformation(page);
  await typeIncome(page);
  await typeDeductions(page);

  // /review: Calculate asks calc ('API Gateway').
  await page.goto('/review');
  // the remote's first paint, given time on a loaded machine
  await expect(page.getByRole('heading', { name: 'Final Review' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Calculate' }).click();
  const breakdown = page.getByLabel('Federal tax breakdown');
  await expect(breakdown).toBeVisible({ timeout: 15_000 });
  const row = (label: string) => breakdown.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd');
  const federalFigures = async () => {
    await expect(row('AGI')).toHaveText(usd(AGI));
    await expect(row('Taxable Income')).toHaveText(usd(TAXABLE_INCOME));
    await expect(row('Tax Before Credits')).toHaveText(usd(TAX_TABLE));
    await expect(row('Refund Amount')).toHaveText(usd(REFUND));
    await expect(page.getByLabel('Return summary')).toContainText('Head of Household');
  };
  await federalFigures();
  await expect(page.getByLabel('Return summary')).toContainText('API Gateway');
  const stateCard = page.getByRole('region', { name: 'State Tax Calculation' });
  await expect(stateCard.getByRole('heading', { name: 'Pennsylvania (PA)' })).toBeVisible();
  const stateLine = (key: string) => stateCard.locator(`[data-state-line="PA.${key}"] summary`);
  await expect(stateLine('stateTax')).toContainText(usd(PA_TAX));
  await expect(stateLine('amountDue')).toContainText(usd(PA_DUE));
  // The local earned income tax on its own rows, never inside the state tax.
  await expect(stateLine('localTax')).toContainText(usd(LOCAL_TAX));
  await expect(stateLine('localAmountDue')).toContainText(usd(LOCAL_DUE));
  const combined = stateCard.getByLabel('Combined state summary');
  const total = (label: string) => combined.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd');
  await expect(total('Total State Tax')).toHaveText(usd(PA_TAX));
  await expect(total('Total Local Tax')).toHaveText(usd(LOCAL_TAX));
  await expect(total('Local Amount Due')).toHaveText(usd(LOCAL_DUE));
  // The header: the state and the local tax apart, whole dollars.
  await expect(page.getByTestId('summary-state')).toHaveText(`State${usd(Math.round(PA_TAX)).replace('.00', '')}`);
  await expect(page.getByTestId('summary-local')).toHaveText(`Local${usd(LOCAL_TAX).replace('.00', '')}`);

  // /federal: Form 1040 line by line.
  await page.goto('/federal');
  const form1040 = page.getByRole('region', { name: 'Form 1040 (2024)' });
  const line = (id: string) => form1040.locator(`[data-line-id="${id}"] summary`);
  await expect(line('form1040.line11')).toHaveText(`Line 11: Adjusted gross income${usd(AGI)}`);
  await expect(line('form1040.line12')).toHaveText(`Line 12: Standard deduction or itemized deductions${usd(ITEMIZED)}`);
  await expect(line('form1040.line15')).toHaveText(`Line 15: Taxable income${usd(TAXABLE_INCOME)}`);
  await expect(line('form1040.line16')).toHaveText(`Line 16: Tax${usd(TAX_TABLE)}`);
  await expect(line('form1040.line24')).toHaveText(`Line 24: Total tax${usd(TOTAL_TAX)}`);
  await expect(line('form1040.line34')).toHaveText(`Line 34: Overpaid (refund)${usd(REFUND)}`);

  // The PDF: the IRS form's line boxes hold the same figures; Schedules A and B carry their lines.
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Form 1040 PDF (not for filing)' }).click()]);
  const pages = await pdfPagesText(new Uint8Array(await readFile((await pdf.path())!)));
  for (const text of pages) expect(text.some((row) => row.includes('NOT FOR FILING'))).toBe(true);
  const forms = formsOf(pages);
  const printed = forms.get(FORM_1040_TITLE) ?? [];
  // The SSNs are stored encrypted; this device holds the key, so the copy shows them masked to their last four digits.
  expect(printed).toContain('Grace Hopper | ***-**-7890');
  expect(printed).toContain('Kit Hopper | ***-**-1987 | Daughter');
  expect(printed.join('\n')).not.toContain('412-56');
  expect({
    line11: boxAmount(printed, '11'),
    line15: boxAmount(printed, '15'),
    line24: boxAmount(printed, '24'),
    line34: boxAmount(printed, '34'),
    line37: boxAmount(printed, '37'),
  }).toEqual({ line11: whole(AGI), line15: whole(TAXABLE_INCOME), line24: whole(TOTAL_TAX), line34: whole(REFUND), line37: null });
  const scheduleA = forms.get('SCHEDULE A (Form 1040) 2024') ?? [];
  expect({ line5d: boxAmount(scheduleA, '5d'), line5e: boxAmount(scheduleA, '5e'), line17: boxAmount(scheduleA, '17') }).toEqual({
    line5d: whole(W2.stateWithheld + W2.localWithheld + REAL_ESTATE_TAXES),
    line5e: whole(SALT),
    line17: whole(ITEMIZED),
  });
  const scheduleB = forms.get('SCHEDULE B (Form 1040) 2024') ?? [];
  expect(boxAmount(scheduleB, '4')).toBe(whole(INTEREST));
  expect(scheduleB.some((row) => row.includes('Allegheny Savings Bank'))).toBe(true);

  // /state: Pennsylvania with its own lines.
  await page.goto('/state');
  await expect(page.getByRole('heading', { name: 'Pennsylvania (PA)' })).toBeVisible();
  await expect(page.locator('[data-state-line="PA.taxableIncome"] summary')).toContainText(usd(AGI));
  await expect(page.locator('[data-state-line="PA.stateTax"] summary')).toContainText(usd(PA_TAX));
  await expect(page.locator('[data-state-line="PA.localTax"] summary')).toContainText(usd(LOCAL_TAX));

  // calc unreachable (a network error, as when the service is stopped): Calculate computes in the browser.
  await page.route('**/api/api-gateway/calculation/**', (route) => route.abort('connectionrefused'));
  await page.goto('/review');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByLabel('Return summary')).toContainText('Browser (Fallback)', { timeout: 15_000 });
  await federalFigures();
  await expect(stateLine('stateTax')).toContainText(usd(PA_TAX));
  await expect(stateLine('localTax')).toContainText(usd(LOCAL_TAX));
});
