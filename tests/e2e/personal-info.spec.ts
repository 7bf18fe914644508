// My Information (issue 4) in Chromium against a whole running product: the four wizard steps with invalid
// values first (each message shows), then valid ones, saved and still there after a reload; a second
// browser signed in as the same user reads the SSN decrypted; the database holds no plaintext SSN; and a
// generated last-year PDF auto-fills step 1.
import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { portOf } from '@taxapp/contracts/ports';
import { buildLastYear1040Pdf, SAMPLE_LAST_YEAR } from '../../services/documents/src/testing/lastYearFixture';
import { newEmail, signIn, signUp } from './support/helpers';

const PORT_OFFSET = process.env.E2E_PORT_OFFSET ?? '20000';
const DATABASE_URL = `postgres://postgres@127.0.0.1:${portOf('embeddedDatabase', { PORT_OFFSET })}/postgres`;

const field = (page: Page, name: string) => page.locator(`[data-field="${name}"]`);
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });
const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });

/** Types a value, leaves the field, and expects the 'Validation Error' toast with `message`. */
async function expectInvalid(page: Page, name: string, value: string, message: string) {
  await field(page, name).fill(value);
  await field(page, name).blur();
  await expect(toast(page, 'Validation Error').filter({ hasText: message }).first()).toBeVisible();
  await expect(field(page, name)).toHaveAttribute('aria-invalid', 'true');
}

/** Types a value, leaves the field, and expects it replaced by its cleaned form. */
async function enterValid(page: Page, name: string, value: string, cleaned: string) {
  await field(page, name).fill(value);
  await field(page, name).blur();
  await expect(field(page, name)).toHaveValue(cleaned);
  await expect(field(page, name)).not.toHaveAttribute('aria-invalid', 'true');
}

async function securityReady(page: Page) {
  await expect(page.getByText('Initializing Security...')).toHaveCount(0, { timeout: 20_000 });
  await expect(field(page, 'ssn').or(field(page, 'street')).or(field(page, 'filingStatus')).or(page.getByRole('button', { name: 'Add Dependent' })).first()).toBeEnabled();
}

/** Every text value in every table of the database, for the plaintext search. */
async function databaseText(): Promise<string> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const tables = await client.query<{ table_name: string }>("SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'");
    let text = '';
    for (const { table_name } of tables.rows) {
      const rows = await client.query(`SELECT row_to_json(t)::text AS row FROM "${table_name}" t`);
      text += rows.rows.map((row) => row.row).join('\n');
    }
    return text;
  } finally {
    await client.end();
  }
}

test('the four steps: invalid values show their messages, valid ones are saved, decrypted on a second browser, never stored in plaintext', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const email = newEmail('personal');
  await signUp(page, email);
  // Sign-up made the data key in this browser, wrapped by the password and by 12 recovery words shown once.
  const recovery = page.getByRole('region', { name: 'Your recovery key' });
  await expect(recovery.getByRole('listitem')).toHaveCount(12);
  const recoveryWords = await recovery.getByRole('listitem').allTextContents();
  await recovery.getByRole('button', { name: 'I have saved my recovery key' }).click();
  await expect(recovery).toHaveCount(0);
  await page.getByRole('button', { name: 'Manual Entry' }).click();
  await expect(page).toHaveURL(/\/personal-info\/step1$/);
  await securityReady(page);

  // Step 1: nothing filled blocks with the list of missing fields.
  await continueButton(page).click();
  await expect(toast(page, 'Required Fields Missing').filter({ hasText: 'Please fill in: First Name, Last Name, SSN, Date of Birth, Phone, Email' })).toBeVisible();
  await expect(field(page, 'firstName')).toHaveAttribute('aria-invalid', 'true');

  // An invalid SSN with the rest blank: Continue says what is missing; the SSN keeps its own message.
  await expectInvalid(page, 'ssn', '412-56-789', 'SSN must be 9 digits');
  await continueButton(page).click();
  await expect(toast(page, 'Required Fields Missing').filter({ hasText: 'Please fill in: First Name, Last Name, Date of Birth, Phone, Email' })).toBeVisible();
  await expect(field(page, 'ssn')).toHaveAccessibleDescription('SSN must be 9 digits');

  await expectInvalid(page, 'firstName', 'J0rdan', 'Name can only contain letters, spaces, hyphens, apostrophes, and periods');
  await expectInvalid(page, 'lastName', 'x'.repeat(51), 'Name must be between 1 and 50 characters');
  await expectInvalid(page, 'ssn', '412-56-789', 'SSN must be 9 digits');
  await expectInvalid(page, 'ssn', '666-12-3456', 'Invalid SSN format');
  await expectInvalid(page, 'ssn', '123-45-6789', 'Invalid SSN pattern');
  await expectInvalid(page, 'dateOfBirth', '13/45/2000', 'Invalid date format');
  await expectInvalid(page, 'dateOfBirth', '01/01/1850', 'Date of birth must be between 1900 and today');
  await expectInvalid(page, 'phone', '555-0142', 'Phone number must be 10 digits');
  await expectInvalid(page, 'phone', '(109) 555-0142', 'Invalid area code');
  await expectInvalid(page, 'phone', '(609) 155-0142', 'Invalid exchange code');
  await expectInvalid(page, 'email', 'jordan-at-example.com', 'Invalid email format');
  await expectInvalid(page, 'email', `${'a'.repeat(65)}@example.com`, 'Email local part too long');

  await enterValid(page, 'firstName', 'jordan', 'Jordan');
  await enterValid(page, 'middleInitial', 'a', 'A');
  await enterValid(page, 'lastName', 'whitaker', 'Whitaker');
  await enterValid(page, 'dateOfBirth', '03/14/1958', '1958-03-14');
  await enterValid(page, 'phone', '609.555.0142', '(609) 555-0142');
  await enterValid(page, 'email', '  Jordan.Whitaker@Example.COM ', 'jordan.whitaker@example.com');
  // Nothing missing but the SSN still invalid: Continue repeats its message and stays.
  const ssnPattern = toast(page, 'Validation Error').filter({ hasText: 'Invalid SSN pattern' });
  await expect(ssnPattern).toHaveCount(0);
  await continueButton(page).click();
  await expect(ssnPattern).toBeVisible();
  await expect(page).toHaveURL(/\/personal-info\/step1$/);
  await enterValid(page, 'ssn', '412 56 7890', '412-56-7890');
  await continueButton(page).click();

  // Step 2
  await expect(page).toHaveURL(/\/personal-info\/step2$/);
  await securityReady(page);
  await continueButton(page).click();
  await expect(toast(page, 'Required Fields Missing').filter({ hasText: 'Please fill in all required address fields before continuing.' })).toBeVisible();
  await expectInvalid(page, 'zip', '0854', 'ZIP code must be 5 digits or 5+4 digits (12345 or 12345-6789)');
  await enterValid(page, 'street', '742 Maple Avenue', '742 Maple Avenue');
  await enterValid(page, 'street2', '4B', '4B');
  await enterValid(page, 'city', 'Princeton', 'Princeton');
  await field(page, 'state').selectOption('NJ');
  await enterValid(page, 'zip', '08540', '08540');
  await continueButton(page).click();

  // Step 3: residency rules, married-joint and the spouse card.
  await expect(page).toHaveURL(/\/personal-info\/step3$/);
  await securityReady(page);
  await page.getByRole('radio', { name: 'No, part of the year' }).check();
  const additional = field(page, 'additionalState');
  await expect(additional.locator('option[value="NJ"]')).toHaveCount(0); // the current state is excluded
  await additional.selectOption('NY');
  await expect(field(page, 'additionalStateStartDate')).toBeVisible();
  await field(page, 'additionalStateStartDate').fill('2024-01-01');
  await field(page, 'additionalStateStartDate').blur();
  await page.getByRole('radio', { name: 'Yes, all year' }).check();
  await expect(additional).toHaveCount(0);
  await page.getByRole('radio', { name: 'No, part of the year' }).check();
  await expect(field(page, 'additionalState')).toHaveValue('not_applicable'); // reset on becoming a full-year resident
  await expect(field(page, 'additionalStateStartDate')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Yes, all year' }).check();

  await field(page, 'filingStatus').selectOption('married-joint');
  await expect(page.getByTestId('spouse-card')).toBeVisible();
  // Beyond the spec: Form 1040's 'Someone can claim' boxes (the spouse's on a joint return only), saved at once.
  const claimMe = page.getByRole('checkbox', { name: 'Someone can claim me as a dependent on their return' });
  await expect(page.getByRole('checkbox', { name: 'Someone can claim my spouse as a dependent' })).not.toBeChecked();
  await claimMe.check();
  await expect(claimMe).toBeChecked();
  const claimTarget = await page.locator('label', { has: claimMe }).boundingBox();
  expect(claimTarget!.height).toBeGreaterThanOrEqual(44);
  await continueButton(page).click();
  await expect(toast(page, 'Required Fields Missing').filter({ hasText: 'Please fill in all required spouse information before continuing.' })).toBeVisible();
  await enterValid(page, 'spouseFirstName', 'casey', 'Casey');
  await enterValid(page, 'spouseLastName', 'whitaker', 'Whitaker');
  await field(page, 'spouseSSN').fill('523456781');
  await expect(field(page, 'spouseSSN')).toHaveValue('523-45-6781'); // formatted while typing
  await field(page, 'spouseSSN').blur();
  await enterValid(page, 'spouseDateOfBirth', '1961-07-02', '1961-07-02');
  await continueButton(page).click();
  await expect(toast(page, 'Information Saved Securely')).toBeVisible();

  // Step 4: dependents.
  await expect(page).toHaveURL(/\/personal-info\/step4$/);
  await securityReady(page);
  await expect(page.getByText('0 of 10 dependents added')).toBeVisible();
  await page.getByRole('button', { name: 'Add Dependent' }).click();
  await expect(page.getByText('1 of 10 dependents added')).toBeVisible();
  await expect(toast(page, 'Dependent Added').filter({ hasText: 'Dependent 1 added successfully.' })).toBeVisible();
  await continueButton(page).click();
  await expect(toast(page, 'Required Fields Missing').filter({ hasText: 'Please fill in all required dependent information before continuing.' })).toBeVisible();
  await expectInvalid(page, 'dependents.0.ssn', '000-11-2222', 'Invalid SSN format');
  await enterValid(page, 'dependents.0.firstName', 'riley', 'Riley');
  await enterValid(page, 'dependents.0.lastName', 'whitaker', 'Whitaker');
  await enterValid(page, 'dependents.0.ssn', '634-22-1987', '634-22-1987');
  await enterValid(page, 'dependents.0.dob', '2014-05-09', '2014-05-09');
  await enterValid(page, 'dependents.0.relationship', 'Son', 'Son');
  await page.getByLabel('Full-time student in 2024').check();
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/personalization$/);

  // Reload: everything is there, the SSNs decrypted on this device.
  await page.goto('/personal-info/step1');
  await securityReady(page);
  await expect(field(page, 'firstName')).toHaveValue('Jordan');
  await expect(field(page, 'ssn')).toHaveValue('412-56-7890');
  await expect(field(page, 'dateOfBirth')).toHaveValue('1958-03-14');
  await expect(field(page, 'phone')).toHaveValue('(609) 555-0142');
  await expect(field(page, 'email')).toHaveValue('jordan.whitaker@example.com');
  await page.goto('/personal-info/step2');
  await expect(field(page, 'street')).toHaveValue('742 Maple Avenue');
  await expect(field(page, 'zip')).toHaveValue('08540');
  await page.goto('/personal-info/step3');
  await securityReady(page);
  await expect(field(page, 'filingStatus')).toHaveValue('married-joint');
  await expect(field(page, 'spouseSSN')).toHaveValue('523-45-6781');
  await expect(page.getByRole('checkbox', { name: 'Someone can claim me as a dependent on their return' })).toBeChecked();
  await page.goto('/personal-info/step4');
  await securityReady(page);
  await expect(page.getByText('1 of 10 dependents added')).toBeVisible();
  await expect(field(page, 'dependents.0.ssn')).toHaveValue('634-22-1987');
  await expect(page.getByLabel('Full-time student in 2024')).toBeChecked();

  // A second browser, signed in as the same user, reads the SSN decrypted.
  const other = await browser.newContext();
  const secondPage = await other.newPage();
  await signIn(secondPage, email);
  await secondPage.goto('/personal-info/step1');
  await securityReady(secondPage);
  await expect(field(secondPage, 'ssn')).toHaveValue('412-56-7890');
  await expect(field(secondPage, 'dateOfBirth')).toHaveValue('1958-03-14');
  // The review decrypts on the device too, and shows the last four digits only.
  await secondPage.goto('/review');
  await expect(secondPage.getByRole('tabpanel', { name: /Personal Information/ }).getByText('***-**-7890')).toBeVisible({ timeout: 20_000 });
  await other.close();

  // A device that did not sign in with the password (its session copied, its key store empty) is locked:
  // a wrong recovery phrase is refused in plain words, the right one opens it.
  const locked = await browser.newContext({ storageState: { cookies: await page.context().cookies(), origins: [] } });
  const lockedPage = await locked.newPage();
  await lockedPage.goto('/personal-info/step1');
  await expect(lockedPage.getByRole('heading', { name: 'Unlock your encrypted information' })).toBeVisible({ timeout: 20_000 });
  await expect(field(lockedPage, 'ssn')).toBeDisabled();
  await lockedPage.getByRole('button', { name: 'Use my recovery key' }).click();
  await lockedPage.getByLabel('Recovery words').fill(recoveryWords.slice(0, 11).join(' '));
  await lockedPage.getByRole('button', { name: 'Unlock With Recovery Key' }).click();
  await expect(lockedPage.getByRole('alert').filter({ hasText: 'Those are not the 12 words of a recovery key.' })).toBeVisible();
  await lockedPage.getByLabel('Recovery words').fill(recoveryWords.join('\n'));
  await lockedPage.getByRole('button', { name: 'Unlock With Recovery Key' }).click();
  await expect(field(lockedPage, 'ssn')).toHaveValue('412-56-7890', { timeout: 20_000 });
  await locked.close();

  // No plaintext SSN (or phone, or date of birth) anywhere in the database; the ages are there for the engine.
  const everything = await databaseText();
  for (const secret of ['412-56-7890', '412567890', '523-45-6781', '523456781', '634-22-1987', '634221987', '(609) 555-0142', '1958-03-14']) {
    expect(everything.includes(secret), `plaintext ${secret} found in the database`).toBe(false);
  }
  expect(everything).toMatch(/"taxpayerAgeAtYearEnd":\s*66/);
  expect(everything).toMatch(/"spouseAgeAtYearEnd":\s*63/);
  expect(everything).toMatch(/"ageAtYearEnd":\s*10/);
});

test("Continue waits for security; another tab's dependent changes reach the open step 4; encryption events are audited", async ({ page, context }) => {
  test.setTimeout(120_000);
  const email = newEmail('tabs');
  await signUp(page, email);

  // Keys that arrive late: the shell's Continue is disabled and says so, and pressing it explains why.
  await page.route('**/api/identity/keys', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await route.continue();
  });
  await page.goto('/personal-info/step4');
  const initializing = page.getByRole('button', { name: 'Initializing Security...', exact: true });
  await expect(initializing).toBeVisible();
  await expect(initializing).toHaveAttribute('aria-disabled', 'true');
  await expect(continueButton(page)).toHaveCount(0);
  await page.getByRole('heading', { name: 'Family Members' }).click();
  await page.keyboard.press('ArrowRight');
  await expect(toast(page, 'Security Setup Required').filter({ hasText: 'Encryption is not ready. Please wait a moment and try again.' }).first()).toBeVisible();
  await initializing.click({ force: true });
  await expect(page).toHaveURL(/\/personal-info\/step4$/);
  await expect(continueButton(page)).toBeVisible({ timeout: 20_000 });
  await expect(continueButton(page)).not.toHaveAttribute('aria-disabled', 'true');
  await page.unroute('**/api/identity/keys');
  await securityReady(page);

  await page.getByRole('button', { name: 'Add Dependent' }).click();
  await enterValid(page, 'dependents.0.firstName', 'riley', 'Riley');
  await enterValid(page, 'dependents.0.ssn', '634-22-1987', '634-22-1987');

  // The same user in a second tab renames the card and adds another: the first tab shows both.
  const other = await context.newPage();
  await other.goto('/personal-info/step4');
  await securityReady(other);
  await expect(field(other, 'dependents.0.ssn')).toHaveValue('634-22-1987');
  await enterValid(other, 'dependents.0.firstName', 'rowan', 'Rowan');
  await other.getByRole('button', { name: 'Add Dependent' }).click();
  await enterValid(other, 'dependents.1.firstName', 'sky', 'Sky');
  await expect(field(page, 'dependents.0.firstName')).toHaveValue('Rowan', { timeout: 15_000 });
  await expect(page.getByText('2 of 10 dependents added')).toBeVisible({ timeout: 15_000 });
  await expect(field(page, 'dependents.1.firstName')).toHaveValue('Sky', { timeout: 15_000 });
  await expect(field(page, 'dependents.0.ssn')).toHaveValue('634-22-1987');
  await other.close();

  // The encryption events reached audit_logs, field names only.
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const rows = async () =>
      (
        await client.query<{ action: string; resource_id: string; details: unknown; error_details: string | null }>(
          "SELECT a.action, a.resource_id, a.details, a.error_details FROM audit_logs a JOIN users u ON u.id = a.user_id WHERE u.email = $1 AND a.resource_type = 'encryption'",
          [email],
        )
      ).rows;
    // The key was made at sign-up and stored by identity (its own entry); this browser's opening and encrypting follow.
    await expect.poll(async () => (await rows()).map((row) => `${row.action}:${row.resource_id}`), { timeout: 15_000 }).toEqual(
      expect.arrayContaining(['encryption_operation:null', 'encryption_initialize:data_key', 'field_encrypt:dependents.0.ssn']),
    );
    expect((await rows()).find((row) => row.action === 'encryption_operation')?.details).toMatchObject({ operation: 'store_wrapped_key', keyVersion: 1, secretKind: 'password' });
    expect(JSON.stringify(await rows())).not.toMatch(/634-?22-?1987/);
  } finally {
    await client.end();
  }
});

test('a generated last-year PDF fills step 1', async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, newEmail('lastyear'));
  await page.getByRole('button', { name: "Last Year's Form" }).click();
  await expect(page).toHaveURL(/\/last-year-form$/);
  await expect(page.getByText('Initializing Security...')).toHaveCount(0);

  // Next needs a document first.
  await continueButton(page).click();
  await expect(page).toHaveURL(/\/last-year-form$/);

  const pdf = Buffer.from(await buildLastYear1040Pdf(SAMPLE_LAST_YEAR));
  await page.getByLabel("Upload last year's form").setInputFiles({ name: 'return-2023.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(toast(page, "Last year's form processed successfully! Personal information will be auto-filled.")).toBeVisible({ timeout: 30_000 });
  const item = page.getByTestId('last-year-document');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('return-2023.pdf');
  await expect(item).toContainText('SSN XXX-XX-7890');
  await expect(item).not.toContainText('412-56');

  await continueButton(page).click();
  await expect(page).toHaveURL(/\/personal-info\/step1$/);
  await expect(page.getByTestId('auto-fill-notice')).toHaveText('Information Auto-filled');
  await expect(field(page, 'firstName')).toHaveValue(SAMPLE_LAST_YEAR.firstName);
  await expect(field(page, 'lastName')).toHaveValue(SAMPLE_LAST_YEAR.lastName);
  await expect(field(page, 'ssn')).toHaveValue(SAMPLE_LAST_YEAR.ssn);
  await expect(field(page, 'phone')).toHaveValue(SAMPLE_LAST_YEAR.phone);
  await expect(field(page, 'email')).toHaveValue(SAMPLE_LAST_YEAR.email);
  // Back from step 1 (the left arrow: the Back button is hidden on step 1) returns to the import.
  await page.getByRole('heading', { name: 'Personal Details' }).click();
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/\/last-year-form$/);

  // Remove.
  await page.getByRole('button', { name: 'Remove return-2023.pdf' }).click();
  await expect(toast(page, 'Document Removed')).toBeVisible();
  await expect(page.getByTestId('last-year-document')).toHaveCount(0);

  // Saved: step 2 and 3 carry the address and the filing status.
  await page.goto('/personal-info/step2');
  await expect(field(page, 'street')).toHaveValue(SAMPLE_LAST_YEAR.street);
  await expect(field(page, 'zip')).toHaveValue(SAMPLE_LAST_YEAR.zip);
  await page.goto('/personal-info/step3');
  await expect(field(page, 'filingStatus')).toHaveValue('married-joint');
  await expect(field(page, 'spouseSSN')).toHaveValue(SAMPLE_LAST_YEAR.spouseSSN);
});

test('the field coach shows IRS insights for a focused field, with links to the publication', async ({ page }) => {
  await signUp(page, newEmail('coach'));
  await page.goto('/personal-info/step3');
  await securityReady(page);
  await field(page, 'filingStatus').focus();
  const coach = page.getByTestId('field-coach');
  await expect(coach).toBeVisible();
  await expect(coach).toContainText('The 2024 standard deduction for this status is $14,600.');
  const link = coach.getByRole('link', { name: /Publication 501/ });
  await expect(link).toHaveAttribute('href', 'https://www.irs.gov/pub/irs-pdf/p501.pdf');
  await expect(link).toHaveAttribute('target', '_blank');
  const box = await coach.boundingBox();
  expect(box?.width).toBe(320);
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await expect(coach).toHaveCount(0);
});
