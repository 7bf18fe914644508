/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// On a phone (the 'mobile' project, 390 x 844), issue 12: the sidebar is a menu opened from the header
// (axe-clean while open), no page scrolls sideways at 390 or 320 px, Back / Continue stay on screen, tap
// targets are 44 x 44 px, toasts fit the screen.
import { expect, test, type Page } from '@playwright/test';
import { newEmail, saveThroughApi, signUp } from './support/helpers';
import { expectNoSidewaysScroll, pageDrawn, PUBLIC_ROUTES, seriousViolations, SIGNED_IN_ROUTES } from './support/screens';

const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Menu' });
const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

/** The page at the project's width, then at 320 px (the narrowest phone the issue names). */
async function expectFitsAt390And320(page: Page, path: string) {
  await expectNoSidewaysScroll(page, `${path} at 390px`);
  await page.setViewportSize({ width: 320, height: 640 });
  await expectNoSidewaysScroll(page, `${path} at 320px`);
  await page.setViewportSize({ width: 390, height: 844 });
}

/** Buttons and links of the header, the menu and the Back / Continue bar smaller than 44 x 44 px. */
async function smallTapTargets(page: Page, scope: string) {
  return page.evaluate((selector) => {
    const small: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(`${selector} :is(a[href], button)`)) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.width < 44 || box.height < 44) small.push(`${element.textContent?.trim() || element.getAttribute('aria-label')}: ${Math.round(box.width)}x${Math.round(box.height)}`);
    }
    return small;
  }, scope);
}

/** What is drawn over the middle of a control instead of it (null when a tap there reaches the control). */
async function coveredBy(control: ReturnType<Page['locator']>) {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top && element.contains(top) ? null : (top?.outerHTML.slice(0, 100) ?? 'nothing');
  });
}

test('signed out: the landing page and /auth fit the phone', async ({ page }) => {
  for (const path of PUBLIC_ROUTES) {
    await page.goto(path);
    await pageDrawn(page);
    await expectFitsAt390And320(page, path);
  }
});

test('signed in: every page fits the phone, with the header and the Back / Continue bar in reach', async ({ page }) => {
  test.setTimeout(180_000);
  await signUp(page, newEmail('mobile-routes'));
  for (const path of SIGNED_IN_ROUTES) {
    await page.goto(path);
    await pageDrawn(page);
    await expectFitsAt390And320(page, path);
    // the sidebar is folded away; the header's buttons are on screen
    await expect(page.getByRole('navigation', { name: 'Tax return steps' })).toBeHidden();
    await expect(menuButton(page)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save & Exit' })).toBeInViewport();
    expect({ path, small: await smallTapTargets(page, 'header') }).toEqual({ path, small: [] });
    // where the page has the shell's Continue, it is on screen without scrolling (stuck to the bottom)
    const next = page.getByTestId('continue-button');
    if ((await next.count()) > 0) {
      await expect(next).toBeInViewport();
      expect({ path, covered: await coveredBy(next) }).toEqual({ path, covered: null });
      expect({ path, small: await smallTapTargets(page, 'main > div > div:last-child') }).toEqual({ path, small: [] });
    }
  }
});

test('the menu: opens from the header with the steps, dots and Federal/State group; Escape and links close it', async ({ page }) => {
  await signUp(page, newEmail('mobile-menu'));
  await pageDrawn(page);
  const button = menuButton(page);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(menu(page)).toBeVisible();
  const steps = menu(page).getByRole('navigation', { name: 'Tax return steps' });
  for (const label of ['My Information', 'Personalization', 'Income', 'Other Income', 'Deductions', 'Credits', 'Review', 'Tax Coach']) {
    await expect(steps.getByRole('link', { name: new RegExp(`^${label} \\((complete|not complete)\\)`) })).toBeVisible();
  }
  await expect(steps.getByRole('list', { name: 'Federal / State' }).getByRole('link')).toHaveText(['Your State Questions', 'Federal', 'State']);
  // focus moved into the menu, on the current step; the page behind is out of reach
  await expect(steps.getByRole('link', { name: /^My Information/ })).toBeFocused();
  expect(await smallTapTargets(page, '[role="dialog"]')).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await expect(page.locator('main')).toHaveAttribute('inert', '');
  // Tab stays inside the open menu
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  }
  // Escape closes it and gives focus back to Menu
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // A step link goes there, closes the menu and focus lands on the new page's heading.
  await button.click();
  await steps.getByRole('link', { name: /^Deductions/ }).click();
  await expect(page).toHaveURL(/\/deductions$/);
  await expect(menu(page)).toBeHidden();
  await expect(page.locator('main h1')).toBeFocused();
  await expect(page.locator('main')).not.toHaveAttribute('inert', '');
  // the backdrop closes it too
  await button.click();
  await page.getByTestId('steps-menu-backdrop').click({ position: { x: 380, y: 400 } });
  await expect(menu(page)).toBeHidden();
});

test('the chat button floats above the Back / Continue bar, also below a short page', async ({ page }) => {
  await signUp(page, newEmail('mobile-chat-bar'));
  // an empty return's job income step is shorter than the screen
  await page.goto('/tax-docs');
  await pageDrawn(page);
  await expect(page.getByRole('button', { name: 'Ask the Tax Coach' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
  for (const name of ['Back', 'Continue']) {
    const button = page.locator('main').getByRole('button', { name, exact: true });
    await expect(button).toBeInViewport();
    expect({ name, covered: await coveredBy(button) }).toEqual({ name, covered: null });
  }
});

test('a toast fits the screen and its Dismiss button is a full tap target', async ({ page }) => {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(newEmail('mobile-toast'));
  await page.getByLabel('Password').fill('wrong password 1');
  await page.locator('form').getByRole('button', { name: 'Sign in' }).click();
  const toast = page.getByTestId('toast').first();
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  const dismiss = (await toast.getByRole('button', { name: 'Dismiss notification' }).boundingBox())!;
  expect([dismiss.width >= 44, dismiss.height >= 44]).toEqual([true, true]);
  await expectNoSidewaysScroll(page, '/auth with a toast');
});

/**
 * Checkboxes and radios in the content whose tap target is under 44 x 44 px. A label wrapping the control is
 * one target (a tap anywhere in it toggles the control); a control outside its label counts as the larger of
 * itself and its label.
 */
async function smallChoiceTargets(page: Page) {
  return page.evaluate(() => {
    const small: string[] = [];
    for (const input of document.querySelectorAll<HTMLInputElement>('main input:is([type="checkbox"], [type="radio"])')) {
      const own = input.getBoundingClientRect();
      if (own.width === 0 || own.height === 0) continue;
      const wrapping = input.closest('label');
      const boxes = wrapping ? [wrapping.getBoundingClientRect()] : [own, ...[...(input.labels ?? [])].map((label) => label.getBoundingClientRect())];
      const best = boxes.reduce((a, b) => (Math.min(b.width, b.height) > Math.min(a.width, a.height) ? b : a));
      if (best.width < 44 || best.height < 44) small.push(`${input.type} "${(input.labels?.[0]?.textContent ?? '').trim().slice(0, 40)}": ${Math.round(best.width)}x${Math.round(best.height)}`);
    }
    return small;
  });
}

// The keyboard each kind of field brings up on a phone (issue 12): amounts, days and numbers the decimal or
// numeric keypad; EIN, TIN, SSN and ZIP the numeric one; email and phone their own types. Fields of free text
// are listed here with the autocomplete each should carry (the taxpayer's own name and address, or off).
const FREE_TEXT: Record<string, string> = {
  "Employee's first name": 'given-name',
  "Employee's last name": 'family-name',
  "Employer's name (box c)": 'off',
  "Box 15 State and employer's state ID number": 'off',
  'Box 15, second state row: state and ID number': 'off',
  'Box 14 line 1 label': 'off',
  'Box 14 line 2 label': 'off',
  'Box 14 line 3 label': 'off',
  'Box 20 Locality name': 'off',
  'Verification code': 'off',
  "Payer's name": 'off',
  'Box 7 Distribution code(s)': 'off',
  'Business name': 'off',
  'Type of business': 'off',
  'Property address': 'street-address',
  'Care provider': 'off',
  "Child's name": 'off',
  'City, village or township you lived in': 'address-level2',
  'School district you lived in': 'off',
};
// The personal-info steps: the taxpayer's own name, birthday and address are the browser's to fill; the
// spouse's and a dependent's never are (they are not the user's own).
const PERSONAL_FREE_TEXT: Record<string, Record<string, string>> = {
  '/personal-info/step1': { 'First Name': 'given-name', 'Middle Initial': 'additional-name', 'Last Name': 'family-name', 'Date of Birth': 'bday', "Driver's License (optional)": 'off' },
  '/personal-info/step2': { 'Street Address': 'address-line1', 'Apartment, Suite, etc. (optional)': 'address-line2', City: 'address-level2' },
  '/personal-info/step3': { 'Spouse First Name': 'off', 'Spouse Middle Initial': 'off', 'Spouse Last Name': 'off', 'Spouse Date of Birth': 'off' },
  '/personal-info/step4': { 'First Name': 'off', 'Last Name': 'off', 'Date of Birth': 'off', Relationship: 'off' },
};

/** Text fields in the content whose type, inputmode or autocomplete does not fit what they ask for. */
async function wrongKeyboards(page: Page, freeText: Record<string, string>) {
  const fields = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('main input:not([type="checkbox"], [type="radio"], [type="file"], [type="hidden"], [type="date"])')]
      .filter((input) => input.getBoundingClientRect().width > 0)
      .map((input) => ({
        // a required field's label ends in its '*'
        label: (input.labels?.[0]?.textContent ?? input.getAttribute('aria-label') ?? '').trim().replace(/\*$/, ''),
        type: input.type,
        inputMode: input.inputMode,
        autoComplete: input.getAttribute('autocomplete') ?? '',
      })),
  );
  const wrong: string[] = [];
  for (const field of fields) {
    const seen = `${field.label}: type=${field.type} inputmode=${field.inputMode || '-'} autocomplete=${field.autoComplete || '-'}`;
    if (field.label in freeText) {
      if (field.inputMode !== '' || field.autoComplete !== freeText[field.label]) wrong.push(seen);
    } else if (/\bZIP\b/.test(field.label)) {
      if (field.inputMode !== 'numeric' || field.autoComplete !== 'postal-code') wrong.push(seen);
    } else if (/\b(EIN|TIN|SSN)\b|Social Security Number/.test(field.label)) {
      if (field.inputMode !== 'numeric') wrong.push(seen);
    } else if (/e-?mail/i.test(field.label)) {
      if (field.type !== 'email' || field.autoComplete !== 'email') wrong.push(seen);
    } else if (/phone/i.test(field.label)) {
      if (field.type !== 'tel' || field.autoComplete !== 'tel') wrong.push(seen);
    } else if (field.inputMode !== 'decimal' && field.inputMode !== 'numeric') {
      // anything else here is an amount or a count
      wrong.push(seen);
    }
  }
  return wrong;
}

// Something behind every checkbox, radio and field: a dependent, each kind of income, a deduction category
// and credit categories whose sub-options ask follow-up facts.
const WITH_EVERY_FIELD = {
  state: 'OH',
  filingStatus: 'married-joint',
  isJointFiling: true,
  hasDependent: true,
  dependents: [{ firstName: 'Kit', lastName: 'Lovelace', relationship: 'daughter', ageAtYearEnd: 8, monthsLivedWithTaxpayer: 12 }],
  selectedIncomeOptions: ['w2', '1099misc', '1099int', '1099div', '1099b', '1099r', 'business', 'rental', 'socialsecurity', '1099g', '1099oid', 'giftcards'],
  selectedDeductionOptions: ['mortgage'],
  selectedCreditOptions: ['child-family', 'work-income'],
};

/** Opens every form of the page that is typed by hand (one may take the place of another's button). */
async function openHandForms(page: Page) {
  const buttons = page.locator('main').getByRole('button', { name: / by hand$/ });
  for (let opened = 0; opened < 10 && (await buttons.count()) > 0; opened++) {
    const before = await buttons.count();
    await buttons.first().click();
    await expect.poll(() => buttons.count()).toBeLessThan(before);
  }
}

test('checkboxes and radios are 44 x 44 px tap targets and each field brings up its keyboard: personal info, income, deductions, credits, state questions', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, newEmail('mobile-controls'));
  await saveThroughApi(page, WITH_EVERY_FIELD);
  const main = page.locator('main');
  const screens: Array<[string, () => Promise<void>]> = [
    ['/personal-info/step1', async () => expect(main.getByRole('textbox', { name: /^First Name/ })).toBeEditable()],
    ['/personal-info/step2', async () => expect(main.getByRole('textbox', { name: /^Street Address/ })).toBeEditable()],
    ['/personal-info/step3', async () => expect(main.getByRole('radio', { name: 'Yes, all year' })).toBeEnabled()],
    ['/personal-info/step4', async () => expect(main.getByLabel('Full-time student in 2024')).toBeVisible()],
    ['/tax-docs', () => openHandForms(page)],
    ['/tax-docs/business-income', async () => {
      // the details of a business and a rental open from their amount
      await main.getByLabel('Business income (net profit)').focus();
      await main.getByLabel('Rental income (net)').focus();
      await expect(main.getByLabel('Property address')).toBeVisible();
    }],
    ['/tax-docs/retirement-benefits', () => openHandForms(page)],
    ['/other-income', () => openHandForms(page)],
    ['/other-income/miscellaneous', async () => {}],
    ['/deductions/details', async () => {}],
    ['/credits/details', async () => {
      await main.getByRole('checkbox', { name: /^Child and Dependent Care Expenses/ }).check();
      await main.getByRole('checkbox', { name: /^Adoption Expenses/ }).check();
      await main.getByRole('button', { name: 'Add a care expense' }).click();
      await main.getByRole('button', { name: 'Add an adopted child' }).click();
      await expect(main.getByLabel('Care provider')).toBeVisible();
      await expect(main.getByLabel("Child's name")).toBeVisible();
    }],
    ['/credits/details', async () => {
      // the follow-up questions of a ticked credit (the EIC's) are checkboxes too
      await main.getByRole('button', { name: /Work and Income/ }).click();
      await main.getByRole('checkbox', { name: /^Earned Income Tax Credit/ }).check();
      await expect(main.getByRole('checkbox', { name: /^Your earned income credit was denied/ })).toBeVisible();
    }],
    ['/state-questions', async () => {}],
  ];
  for (const [path, open] of screens) {
    await page.goto(path);
    await pageDrawn(page);
    await open();
    expect({ path, small: await smallChoiceTargets(page) }).toEqual({ path, small: [] });
    expect({ path, wrong: await wrongKeyboards(page, PERSONAL_FREE_TEXT[path] ?? FREE_TEXT) }).toEqual({ path, wrong: [] });
  }
});
