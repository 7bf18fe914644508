// Front-end figures of issue 2: gzip size of the JavaScript the shell needs for the landing page (its
// initial JS, budget 150 KB), the JavaScript each remote ships when its first screen is shown, and the
// landing page's first contentful paint in headless Chromium (median of cold loads).
// Runs against a private copy of the product (PORT_OFFSET, fresh DATA_DIR); needs built apps (`npm run build`).
//   npx tsx tests/bench/frontend.ts [--runs 7] [--offset 26000]
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { portOf } from '@taxapp/contracts/ports';
import { REMOTE_NAMES, type RemoteName } from '@taxapp/contracts/shell';
import { withStack } from './support/stack';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const RUNS = option('runs', 7);
const OFFSET = option('offset', Number(process.env.BENCH_FRONTEND_OFFSET ?? 26000));
const SHELL_BUDGET_KB = 150;

const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

/** The first screen of each remote, reached after signing up. */
const FIRST_ROUTE: Record<RemoteName, string> = {
  personal: '/personal-info',
  income: '/tax-docs',
  deductionsCredits: '/deductions',
  reviewCoach: '/review',
};

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Collects every JavaScript response of a page: url -> gzip size of its body. */
function recordScripts(page: Page) {
  const scripts = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    const url = response.url();
    if (!/\.m?js(\?|$)/.test(new URL(url).pathname) || scripts.has(url)) return;
    scripts.set(url, response.body().then((body) => gzipSync(body).length, () => 0));
  });
  return async () => {
    const sizes = new Map<string, number>();
    for (const [url, size] of scripts) sizes.set(url, await size);
    return sizes;
  };
}

async function landing(browser: Browser, origin: string) {
  const fcps: number[] = [];
  let initialJs = new Map<string, number>();
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext(); // a cold cache every run
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Get Started' }).waitFor();
    await page.waitForLoadState('networkidle');
    const fcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const entry = performance.getEntriesByName('first-contentful-paint')[0];
          if (entry) return resolve(entry.startTime);
          new PerformanceObserver((list) => resolve(list.getEntries()[0]!.startTime)).observe({ type: 'paint', buffered: true });
        }),
    );
    fcps.push(fcp);
    if (run === 0) initialJs = await scripts();
    await context.close();
  }
  return { fcps, initialJs };
}

async function remotes(browser: Browser, origin: string, env: NodeJS.ProcessEnv) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto(`${origin}/auth`);
  await page.getByRole('group', { name: 'Sign in or create an account' }).getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Email').fill(`bench-frontend-${Date.now()}@example.com`);
  await page.getByLabel('Password').fill('bench-password-1');
  await page.locator('form').getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/\/personal-info$/);
  for (const name of REMOTE_NAMES) {
    await page.goto(`${origin}${FIRST_ROUTE[name]}`);
    await page.locator('main h1').first().waitFor();
  }
  await page.waitForLoadState('networkidle');
  const sizes = await scripts();
  await context.close();
  const perRemote = {} as Record<RemoteName, { files: number; gzipBytes: number }>;
  for (const name of REMOTE_NAMES) {
    const port = String(portOf(name, env));
    const files = [...sizes].filter(([url]) => new URL(url).port === port);
    perRemote[name] = { files: files.length, gzipBytes: files.reduce((sum, [, size]) => sum + size, 0) };
  }
  return perRemote;
}

await withStack({ mode: 'pglite', offset: OFFSET }, async (stack) => {
  const browser = await chromium.launch(LAUNCH);
  try {
    const { fcps, initialJs } = await landing(browser, stack.origin);
    const shellFiles = [...initialJs].filter(([url]) => url.startsWith(stack.origin));
    const shellGzip = shellFiles.reduce((sum, [, size]) => sum + size, 0);
    const perRemote = await remotes(browser, stack.origin, stack.env);

    const report = {
      started: stack.how,
      shellInitialJs: { files: shellFiles.length, gzipKB: kb(shellGzip), budgetKB: SHELL_BUDGET_KB, withinBudget: kb(shellGzip) < SHELL_BUDGET_KB },
      remotesJsOnFirstScreen: Object.fromEntries(Object.entries(perRemote).map(([name, r]) => [name, { files: r.files, gzipKB: kb(r.gzipBytes) }])),
      landingFirstContentfulPaintMs: { runs: fcps.length, median: Math.round(median(fcps)), min: Math.round(Math.min(...fcps)), max: Math.round(Math.max(...fcps)) },
    };
    console.log(`shell initial JS (landing page): ${report.shellInitialJs.gzipKB} KB gzip in ${shellFiles.length} files (budget ${SHELL_BUDGET_KB} KB)`);
    for (const [name, r] of Object.entries(report.remotesJsOnFirstScreen)) console.log(`remote ${name}: ${r.gzipKB} KB gzip in ${r.files} files`);
    console.log(`landing first contentful paint: median ${report.landingFirstContentfulPaintMs.median} ms (min ${report.landingFirstContentfulPaintMs.min}, max ${report.landingFirstContentfulPaintMs.max}, ${fcps.length} cold loads)`);
    console.log(JSON.stringify(report, null, 2));
  } finally {
    await browser.close();
  }
});
