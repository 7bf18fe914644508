// axe-core finds no serious or critical violation on any route of the route table, signed out and signed
// in (an empty return and a filled one), at the project's screen size, issue 12.
import { expect, test } from '@playwright/test';
import { CREDIT_CATEGORY_IDS, DEDUCTION_CATEGORY_IDS, INCOME_OPTIONS } from '@taxapp/contracts/catalogs';
import { newEmail, signUp } from './support/helpers';
import { pageDrawn, PUBLIC_ROUTES, seriousViolations, SIGNED_IN_ROUTES } from './support/screens';

test('signed out: the public pages', async ({ page }) => {
  for (const path of PUBLIC_ROUTES) {
    await page.goto(path);
    await pageDrawn(page);
    expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
  }
});

test('signed in: every page of the flow, an empty return', async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page, newEmail('axe-routes'));
  for (const path of SIGNED_IN_ROUTES) {
    await page.goto(path);
    await pageDrawn(page);
    expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
  }
});

// A return with something on every screen: income kinds chosen, a W-2, interest, a spouse and a child, every
// deduction and credit category selected (so the detail steppers draw their cards and the engine's figures).
const FILLED = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  street: '1 Main St',
  city: 'Columbus',
  state: 'OH',
  zip: '43215',
  filingStatus: 'married-joint',
  isJointFiling: true,
  spouseFirstName: 'Bill',
  spouseLastName: 'Lovelace',
  hasDependent: true,
  dependents: [{ firstName: 'Kit', lastName: 'Lovelace', relationship: 'daughter', ageAtYearEnd: 8, monthsLivedWithTaxpayer: 12 }],
  selectedIncomeOptions: INCOME_OPTIONS.slice(0, 6).map((option) => option.id),
  w2Data: [{ id: 'w2_1', employerName: 'Acme Corp', employerEIN: '12-3456789', wages: '85000', federalIncomeTax: '7000', stateTax: '2500', stateId: 'OH', stateWages: '85000' }],
  taxableInterest: 1200,
  selectedDeductionOptions: [...DEDUCTION_CATEGORY_IDS],
  selectedCreditOptions: [...CREDIT_CATEGORY_IDS],
};

test('signed in: every page of the flow, a filled return', async ({ page }) => {
  test.setTimeout(240_000);
  await signUp(page, newEmail('axe-filled'));
  const { form } = await (await page.request.post('/api/forms/form/open', { data: {} })).json();
  const saved = await page.request.patch('/api/forms/form', { data: { version: form.version, data: FILLED } });
  expect(saved.ok(), await saved.text()).toBe(true);
  for (const path of SIGNED_IN_ROUTES) {
    await page.goto(path);
    await pageDrawn(page);
    expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
  }
});
