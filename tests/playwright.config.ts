// Browser journeys in Debian's Chromium against a whole copy of the product started for the run:
// its own ports (PORT_OFFSET) and a fresh data folder, so it never meets anyone else's servers or data.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { portOf } from '@taxapp/contracts/ports';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// A random offset (unless E2E_PORT_OFFSET is given), chosen once in the runner's process and inherited by
// its workers, so runs started by different people at once do not fight over ports.
// Every port (offset + 3000 ... offset + 5499) stays below Linux's ephemeral range (32768 and up), where an
// outgoing connection can hold a port first and a service then fails with EADDRINUSE.
process.env.E2E_PORT_OFFSET ??= String(20000 + 100 * Math.floor(Math.random() * 70));
const PORT_OFFSET = process.env.E2E_PORT_OFFSET;
const env = { PORT_OFFSET };
const baseURL = `http://localhost:${portOf('gateway', env)}`;
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'taxapp-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

// `npm start` is the product's launcher; until it exists the journeys run on tests/e2e/support/devStack.ts.
const command = existsSync(path.join(root, 'scripts/start.ts')) ? 'npm start' : 'npx tsx tests/e2e/support/devStack.ts';

/** Tests of income.spec and deductions-credits.spec written for a 390 px phone: run by the mobile project only. */
const PHONE_ONLY = /the income screens fit a 390px phone|the four screens fit without sideways scrolling/;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  // Desktop runs every journey. The phone (390 x 844, issue 12) runs its own checks (menu, no sideways
  // scroll on every route at 390 and 320 px, tap targets of buttons, checkboxes and radios, the keyboard each
  // field brings up), axe on every route (signed out, signed in empty and filled: the folded menu, the sticky
  // Back / Continue bar and the stacked cards are other markup than desktop's), the State Questions step and
  // the shell journeys that do not steer through the desktop sidebar. Measured in a clean-clone .ci/run on the
  // quiet 2-core machine: 59 tests (both projects) in 13.3 min wall.
  projects: [
    // the income and deductions screens' phone checks run as the phone (touch, mobile viewport), not here
    { name: 'desktop', testIgnore: /mobile\.spec\.ts$/, grepInvert: PHONE_ONLY },
    {
      name: 'mobile',
      testMatch: /(mobile|header-summary|journeys|axe-routes|accessibility|state-step|income|deductions-credits)\.spec\.ts$/,
      // these journeys click the sidebar, which on a phone is behind the Menu button (mobile.spec.ts covers it);
      // the two-tabs test opens its own browser contexts, which the phone's settings do not reach; the upload
      // and the figures beside the amounts are the same on both
      grepInvert: /the sidebar and all four remotes load|a remote that fails to load|two tabs typing|upload a W-2 PDF|the figure beside an amount/,
      use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command,
    cwd: root,
    // ready when the gateway answers and identity behind it does
    url: `${baseURL}/api/identity/google/status`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { ...process.env, PORT_OFFSET, DATA_DIR: dataDir } as Record<string, string>,
  },
});
