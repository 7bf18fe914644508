// The chat widget (spec 1 §2.3, spec 3 §2; issue 8 item 4): shown on /tax-docs (closed), not on /personal-info,
// opened on /review by SET_CHAT_STATE, and the Tax Coach in it answers a question through interactive-tax-chat.
// Keyboard: its button carries aria-expanded, Escape closes and gives focus back. On a 390px phone it stays a
// button above the Back / Continue bar, with no sideways scroll.
import { expect, test, type Page } from '@playwright/test';
import { newEmail, signUp, ENCRYPTED_ELSEWHERE_SSN } from './support/helpers';
import { expectNoSidewaysScroll, pageDrawn } from './support/screens';

const RETURN = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  ssn: ENCRYPTED_ELSEWHERE_SSN,
  street: '1 Main St',
  city: 'Trenton',
  state: 'NJ',
  zip: '08601',
  filingStatus: 'married-joint',
  isJointFiling: true,
  spouseFirstName: 'Bill',
  spouseLastName: 'Lovelace',
  hasDependent: true,
  dependents: [{ firstName: 'Kit', lastName: 'Lovelace', relationship: 'daughter', ageAtYearEnd: 8, monthsLivedWithTaxpayer: 12 }],
  selectedIncomeOptions: ['w2'],
  w2Data: [{ id: 'w2_1', employerName: 'Acme Corp', employerEIN: '12-3456789', wages: '85000', federalIncomeTax: '7000', stateTax: '2500', stateId: 'NJ', stateWages: '85000' }],
};

async function fillReturn(page: Page) {
  const { form } = await (await page.request.post('/api/forms/form/open', { data: {} })).json();
  const saved = await page.request.patch('/api/forms/form', { data: { version: form.version, data: RETURN } });
  expect(saved.ok()).toBe(true);
}

const widget = (page: Page) => page.getByRole('complementary', { name: 'Tax Coach chat' });
const launcher = (page: Page) => widget(page).getByRole('button', { name: 'Ask the Tax Coach' });

test('shown closed on /tax-docs, absent on /personal-info, open on /review, where a question gets an answer', async ({ page }) => {
  await signUp(page, newEmail('chat-widget'));
  await fillReturn(page);

  await page.goto('/personal-info');
  await pageDrawn(page);
  await expect(launcher(page)).toHaveCount(0);

  await page.goto('/tax-docs');
  await pageDrawn(page);
  await expect(launcher(page)).toBeVisible();
  await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');

  await page.goto('/review');
  await expect(launcher(page)).toHaveAttribute('aria-expanded', 'true');
  const log = widget(page).getByRole('log');
  // the local coach starts its interview from the return (a W-2 and no IRA yet)
  await expect(log).toContainText('traditional IRA', { timeout: 15_000 });
  const input = widget(page).getByLabel('Your question for the Tax Coach');
  await input.fill('3000');
  await input.press('Enter');
  await expect(log).toContainText('health savings account', { timeout: 15_000 });

  // Escape closes it and focus goes back to its button
  await input.focus();
  await page.keyboard.press('Escape');
  await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(launcher(page)).toBeFocused();
  await expect(log).toBeHidden();
});

test.describe('on a 390px-wide phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the widget is a button above the Back / Continue bar, and its panel fits without sideways scroll', async ({ page }) => {
    await signUp(page, newEmail('chat-widget-phone'));
    await fillReturn(page);
    await page.goto('/tax-docs');
    await pageDrawn(page);
    await expect(launcher(page)).toBeVisible();
    const button = (await launcher(page).boundingBox())!;
    const bar = (await page.getByRole('button', { name: 'Continue', exact: true }).boundingBox())!;
    expect(button.height).toBeGreaterThanOrEqual(44);
    expect(button.y + button.height, 'the widget covers the Continue button').toBeLessThanOrEqual(bar.y);
    await expectNoSidewaysScroll(page, '/tax-docs');

    // on /review the phone keeps it a button until tapped
    await page.goto('/review');
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
    await launcher(page).tap();
    await expect(widget(page).getByRole('log')).toBeVisible();
    await expectNoSidewaysScroll(page, '/review with the chat open');
  });
});
