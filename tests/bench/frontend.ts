// Benchmark (prints figures; not a test): what the browser downloads and how soon the landing page paints.
//
// Sizes are gzip sizes (zlib level 6, each file on its own) of files in the built dist/ folders:
// - Shell initial JS: the scripts the shell's dist/index.html loads plus every chunk they pull in before the
//   first route chunk (Module Federation runtime, the ./bootstrap chunk, the shared singletons react,
//   react-dom, jotai, styled-components, router). It is found in headless Chromium: the shell's JS files
//   fetched when loading the landing page (/) and, in another fresh context, the sign-in page (/auth); the
//   files both loads fetch are the initial JS, the rest are each route's own chunks (so a chunk that only the
//   two route pages share would be counted as initial: the figure errs on the large side).
// - Each remote: its remoteEntry plus the js assets (sync and async) of its exposed ./app, from its
//   mf-manifest.json. The remote's own copies of the shared libraries are not counted (the shell provides
//   them as singletons, so a browser never loads them). A browser check confirms it: signed in, each remote's
//   first screen is opened and the JS fetched from each remote's origin is summed (an idea taken from an
//   earlier draft of this file).
// Time to first contentful paint: headless Chromium, a fresh browser context per load (empty cache, no
// cookies), `first-contentful-paint` from the Paint Timing API; median of several loads. Also the time until
// the landing page's <h1> is visible (FCP can be the gate's spinner).
//
//   npx tsx tests/bench/frontend.ts [--loads 7] [--offset 21400]
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { portOf } from '@taxapp/contracts/ports';
import { REMOTE_NAMES, type RemoteName } from '@taxapp/contracts/shell';
import { emitResult, newAgent, signUp, uniqueEmail } from './support/client';
import { REPO_ROOT, withStack, type Stack } from './support/stack';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const REMOTES = [
  { name: 'personal', dir: 'mfe-personal' },
  { name: 'income', dir: 'mfe-income' },
  { name: 'deductions-credits', dir: 'mfe-deductions-credits' },
  { name: 'review-coach', dir: 'mfe-review-coach' },
] as const;

const log = (line: string) => process.stderr.write(`[frontend] ${line}\n`);

export function gzipBytes(file: string): number {
  return gzipSync(readFileSync(file), { level: 6 }).length;
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The shell's JS paths (e.g. /static/js/index.abc.js) fetched while `url` loads and settles, in a fresh context. */
async function shellScriptsFor(browser: Browser, origin: string, url: string): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const u = new URL(response.url());
    if (u.origin === origin && u.pathname.endsWith('.js')) scripts.add(u.pathname);
  });
  await page.goto(`${origin}${url}`, { waitUntil: 'networkidle' });
  await context.close();
  return [...scripts];
}

/** A remote's remoteEntry and the js of its exposed ./app, from its mf-manifest.json. */
export function remoteFiles(dir: string): { entry: string; expose: string[]; shared: string[] } {
  const dist = path.join(REPO_ROOT, dir, 'dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8'));
  const entry = path.join(manifest.metaData.remoteEntry.path ?? '', manifest.metaData.remoteEntry.name);
  const app = (manifest.exposes as Array<{ path: string; assets: { js: { sync: string[]; async: string[] } } }>).find((e) => e.path === './app');
  if (!app) throw new Error(`${dir}: mf-manifest.json exposes no ./app`);
  const shared = (manifest.shared as Array<{ assets: { js: { sync: string[]; async: string[] } } }>).flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]);
  return { entry, expose: [...new Set([...app.assets.js.sync, ...app.assets.js.async])], shared: [...new Set(shared)] };
}

async function measure(stack: Stack, loads: number) {
  const shellDist = path.join(REPO_ROOT, 'shell', 'dist');
  const built = statSync(path.join(shellDist, 'index.html')).mtime.toISOString();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    // ---- shell initial JS ----
    const entryScripts = [...readFileSync(path.join(shellDist, 'index.html'), 'utf8').matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]!);
    // A load that misses the entry script (the shell being rebuilt by someone at that moment) is tried again.
    const scriptsOf = async (url: string) => {
      let scripts: string[] = [];
      for (let attempt = 0; attempt < 3; attempt++) {
        scripts = await shellScriptsFor(browser, stack.origin, url);
        if (entryScripts.every((script) => scripts.includes(script))) break;
        await new Promise((resolve) => setTimeout(resolve, 2000));
      }
      return scripts;
    };
    const landing = await scriptsOf('/');
    const auth = await scriptsOf('/auth');
    const initial = landing.filter((script) => auth.includes(script));
    const landingOnly = landing.filter((script) => !auth.includes(script));
    for (const script of entryScripts) if (!initial.includes(script)) throw new Error(`index.html's ${script} was not fetched by both loads (/: ${landing.join(', ')}; /auth: ${auth.join(', ')})`);
    const sizeOf = (script: string) => {
      const file = path.join(shellDist, script);
      if (!existsSync(file)) throw new Error(`${script} was served but is not in shell/dist (stale build?)`);
      return gzipBytes(file);
    };
    const initialFiles = initial.map((script) => ({ file: script, gzip: sizeOf(script), raw: statSync(path.join(shellDist, script)).size }));
    const shellInitialGzip = initialFiles.reduce((sum, f) => sum + f.gzip, 0);
    const landingRouteGzip = landingOnly.reduce((sum, script) => sum + sizeOf(script), 0);
    log(`shell dist built ${built}`);
    log(`shell initial JS: ${kb(shellInitialGzip)} gzip in ${initialFiles.length} files (raw ${kb(initialFiles.reduce((s, f) => s + f.raw, 0))})`);
    for (const f of initialFiles.sort((a, b) => b.gzip - a.gzip)) log(`  ${f.file}: ${kb(f.gzip)} gzip (${kb(f.raw)} raw)`);
    log(`landing route's own chunks: ${kb(landingRouteGzip)} gzip in ${landingOnly.length} files (${landingOnly.join(', ')})`);

    // ---- remotes ----
    const remotes = REMOTES.map((remote) => {
      const dist = path.join(REPO_ROOT, remote.dir, 'dist');
      const files = remoteFiles(remote.dir);
      const entryGzip = gzipBytes(path.join(dist, files.entry));
      const exposeGzip = files.expose.reduce((sum, f) => sum + gzipBytes(path.join(dist, f)), 0);
      const sharedGzip = files.shared.reduce((sum, f) => sum + gzipBytes(path.join(dist, f)), 0);
      log(
        `remote ${remote.name}: ${kb(entryGzip + exposeGzip)} gzip = remoteEntry ${kb(entryGzip)} + ./app ${kb(exposeGzip)} in ${files.expose.length} file(s)` +
          ` (its own copies of shared libraries, not loaded beside the shell: ${kb(sharedGzip)})`,
      );
      return { name: remote.name, gzip: entryGzip + exposeGzip, entryGzip, exposeGzip, files: [files.entry, ...files.expose] };
    });

    // What a signed-in browser really fetches from the remotes' origins (a check of the counting above).
    const remoteFetched = await remoteScriptsSignedIn(browser, stack);
    for (const [remote, fetched] of Object.entries(remoteFetched)) {
      log(`  browser check, ${remote} on ${FIRST_ROUTE[remote as RemoteName]}: ${kb(fetched.gzip)} gzip fetched from its origin (${fetched.files.join(', ')})`);
    }

    // ---- first contentful paint ----
    const fcp: number[] = [];
    const heading: number[] = [];
    for (let i = 0; i < loads; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${stack.origin}/`, { waitUntil: 'commit' });
      // In the page's own clock (navigation start = 0), checked every animation frame.
      const headingAt = (await (
        await page.waitForFunction(() => ((globalThis as any).document.querySelector('h1') ? performance.now() : null), undefined, { polling: 'raf', timeout: 30_000 })
      ).jsonValue()) as number;
      const paint = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const found = performance.getEntriesByName('first-contentful-paint')[0];
            if (found) return resolve(found.startTime);
            new PerformanceObserver((list) => {
              const entry = list.getEntriesByName('first-contentful-paint')[0];
              if (entry) resolve(entry.startTime);
            }).observe({ type: 'paint' as never, buffered: true });
          }),
      );
      await context.close();
      if (i === 0) continue; // the first load also warms the servers' own caches (files, JIT); not counted
      fcp.push(paint);
      heading.push(headingAt);
    }
    const fcpMedian = median(fcp);
    log(`first contentful paint of / over ${fcp.length} cold loads: median ${fcpMedian.toFixed(0)} ms (all: ${fcp.map((v) => v.toFixed(0)).join(', ')})`);
    log(`landing <h1> visible: median ${median(heading).toFixed(0)} ms`);
    return {
      bench: 'frontend',
      shellBuiltAt: built,
      shellInitialGzip,
      shellInitialFiles: initialFiles.map((f) => f.file),
      landingRouteGzip,
      remotes,
      remoteFetched,
      fcpMedian,
      fcp,
      headingMedian: median(heading),
    };
  } finally {
    await browser.close();
  }
}

/** The first screen of each remote, reached signed in. */
const FIRST_ROUTE: Record<RemoteName, string> = {
  personal: '/personal-info',
  income: '/tax-docs',
  deductionsCredits: '/deductions',
  reviewCoach: '/review',
};

/**
 * Signs a user up, opens each remote's first screen in one fresh context and sums, per remote, the gzip size
 * of the JS the browser fetched from that remote's origin.
 */
async function remoteScriptsSignedIn(browser: Browser, stack: Stack): Promise<Record<string, { files: string[]; gzip: number }>> {
  const session = await signUp(stack.origin, uniqueEmail('frontend'), newAgent(1));
  session.agent.destroy();
  const [name, value] = session.cookie.split('=') as [string, string];
  const context = await browser.newContext();
  await context.addCookies([{ name, value, url: stack.origin }]);
  const page = await context.newPage();
  const fetched = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    const u = new URL(response.url());
    if (u.origin === stack.origin || !u.pathname.endsWith('.js') || fetched.has(response.url())) return;
    fetched.set(response.url(), response.body().then((body) => gzipSync(body, { level: 6 }).length, () => 0));
  });
  for (const remote of REMOTE_NAMES) {
    await page.goto(`${stack.origin}${FIRST_ROUTE[remote]}`);
    await page.locator('main h1').first().waitFor({ timeout: 30_000 });
  }
  await page.waitForLoadState('networkidle');
  await context.close();
  const result: Record<string, { files: string[]; gzip: number }> = {};
  for (const remote of REMOTE_NAMES) {
    const port = String(portOf(remote, stack.env));
    const entry = (result[remote] = { files: [] as string[], gzip: 0 });
    for (const [url, size] of fetched) {
      if (new URL(url).port !== port) continue;
      entry.files.push(new URL(url).pathname);
      entry.gzip += await size;
    }
  }
  return result;
}

async function main() {
  const { values } = parseArgs({ options: { loads: { type: 'string', default: '7' }, offset: { type: 'string', default: '21400' } } });
  const result = await withStack({ mode: 'pglite', offset: Number(values.offset) }, (stack) => measure(stack, Number(values.loads) + 1));
  emitResult(result);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
