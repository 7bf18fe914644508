// Browser journeys in Debian's Chromium against a whole copy of the product started for the run:
// its own ports (PORT_OFFSET) and a fresh data folder, so it never meets anyone else's servers or data.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { portOf } from '@taxapp/contracts/ports';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT_OFFSET = process.env.E2E_PORT_OFFSET ?? '20000';
const env = { PORT_OFFSET };
const baseURL = `http://localhost:${portOf('gateway', env)}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'taxapp-e2e-'));

// `npm start` is the product's launcher; until it exists the journeys run on tests/e2e/support/devStack.ts.
const command = existsSync(path.join(root, 'scripts/start.ts')) ? 'npm start' : 'npx tsx tests/e2e/support/devStack.ts';

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
  webServer: {
    command,
    cwd: root,
    url: `${baseURL}/remotes.json`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { ...process.env, PORT_OFFSET, DATA_DIR: dataDir } as Record<string, string>,
  },
});
