// Benchmark (prints figures; not a test): how soon the header summary shows a changed amount, now that the
// browser computes it from the form with the tax engine (issue 11 item 4) instead of asking the calc service.
// Headless Chromium against the whole built product; every time is taken in the page's own clock.
//
// 1. A keystroke in an amount: on /deductions/details the Cash Donations box (the only amount box that saves
//    as you type today) is changed by one keystroke; from that key's keydown to the header's new federal
//    figure in the DOM. The page saves after its 1000 ms pause (spec 3 §4 autosave), and saveForm puts the
//    change in the shell's form store at once, before its request; so the figure is shown that pause plus
//    the browser's own work, which is also given alone: from the save's start (the page's PATCH) to the figure.
// 2. A change from elsewhere: the W-2's withholding saved from the page through the forms API; from the
//    `form.changed` message's arrival (a WebSocket listener installed before the app's own) to the figure in
//    the DOM and to the next frame, and from just before the PATCH to the figure (end to end).
// Also the first figures after a cold load of a signed-in page (engine chunk fetched and compiled), and
// that the page never called the calc service.
//
//   npx tsx tests/bench/header-latency.ts [--changes 30] [--keystrokes 10] [--offset 21600]
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { formsApi } from '@taxapp/contracts/api/forms';
import { CHROMIUM_ARGS } from './frontend';
import { emitResult, newAgent, openForm, saveForm, signUp, summary, uniqueEmail } from './support/client';
import { withStack, type Stack } from './support/stack';
import type { Browser } from '@playwright/test';

const endpointOf = (endpoint: { method: string; path: string }) => ({ method: endpoint.method, path: endpoint.path });
const log = (line: string) => process.stderr.write(`[header-latency] ${line}\n`);

// Single filer, one W-2 of 50,000 (tests/e2e/header-summary.spec.ts works the figures): Form 1040 line 16
// tax 4,019 (2024 Tax Table row 35,400-35,450); refund (line 34) = withheld - 4,019 while withheld > 4,019.
const WAGES = 50_000;
const TAX = 4_019;
const refundText = (withheld: number) => `Federal Refund$${(withheld - TAX).toLocaleString('en-US')}`;
const w2 = (withheld: number) => ({ filingStatus: 'single', w2Data: [{ wages: String(WAGES), federalIncomeTax: String(withheld) }] });

/**
 * Before the app runs: remember when each form.changed message arrived (this listener runs before the app's),
 * when each PATCH started and when each key went down.
 */
const RECORD_REALTIME = `(() => {
  const nativeFetch = window.fetch;
  window.__patchStartedAt = [];
  window.fetch = function (input, init) {
    if (init && init.method === 'PATCH') window.__patchStartedAt.push(performance.now());
    return nativeFetch.apply(this, arguments);
  };
  window.__keyAt = [];
  document.addEventListener('keydown', (event) => window.__keyAt.push(event.timeStamp), true);
  const Native = window.WebSocket;
  const arrivals = (window.__formChangedAt = {});
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        try {
          const message = JSON.parse(String(event.data));
          if (message && message.type === 'form.changed') arrivals[message.form.version] = performance.now();
        } catch {}
      });
    }
  };
})();`;

/**
 * In the page: saves one change through the forms API and times the header's new figure (page clock). Text,
 * not a function, so that the TypeScript runner's helpers do not end up in the page.
 */
const ONE_CHANGE = `async ({ open, patch, change, expected }) => {
  const shown = () => document.querySelector('[data-testid="summary-federal"]')?.textContent === expected;
  const opened = await fetch(open.path, { method: open.method, headers: { 'Content-Type': 'application/json' }, body: '{}' });
  const { form } = await opened.json();
  const committed = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      resolve(performance.now());
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const started = performance.now();
  const saved = await fetch(patch.path, {
    method: patch.method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ version: form.version, data: change, clientId: 'bench-header-latency' }),
  });
  if (!saved.ok) throw new Error('save answered ' + saved.status);
  const version = (await saved.json()).form.version;
  const domAt = await committed;
  const frameAt = await new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())));
  const arrivedAt = window.__formChangedAt[version];
  if (arrivedAt === undefined) throw new Error('no form.changed seen for version ' + version);
  return { inBrowser: domAt - arrivedAt, toFrame: frameAt - arrivedAt, endToEnd: domAt - started };
}`;

async function measure(stack: Stack, changes: number, keystrokeCount: number) {
  const session = await signUp(stack.origin, uniqueEmail('header'), newAgent(1));
  const opened = await openForm(session);
  await saveForm(session, opened.version, w2(6_000));
  session.agent.destroy();
  const [name, value] = session.cookie.split('=') as [string, string];

  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    // ---- cold load: first figures ----
    const cold: number[] = [];
    for (let i = 0; i < 4; i++) {
      const context = await browser.newContext();
      await context.addCookies([{ name, value, url: stack.origin }]);
      const page = await context.newPage();
      await page.goto(`${stack.origin}/review`, { waitUntil: 'commit' });
      const at = (await (
        await page.waitForFunction(
          (expected) => ((globalThis as any).document.querySelector('[data-testid="summary-federal"]')?.textContent === expected ? performance.now() : null),
          refundText(6_000),
          { polling: 'raf', timeout: 30_000 },
        )
      ).jsonValue()) as number;
      await context.close();
      if (i > 0) cold.push(at); // the first load warms the servers
    }
    log(`cold load of /review to the header's first figures: ${cold.map((v) => v.toFixed(0)).join(', ')} ms (navigation start = 0)`);

    // ---- keystrokes in an amount ----
    const keystrokes = await typeAmounts(browser, stack, keystrokeCount);

    // ---- changes ----
    const context = await browser.newContext();
    await context.addCookies([{ name, value, url: stack.origin }]);
    await context.addInitScript({ content: RECORD_REALTIME });
    const page = await context.newPage();
    const calcCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/calculation/')) calcCalls.push(request.url());
    });
    await page.goto(`${stack.origin}/review`);
    await page.getByTestId('summary-federal').filter({ hasText: refundText(6_000) }).waitFor({ timeout: 30_000 });

    const inBrowser: number[] = [];
    const toFrame: number[] = [];
    const endToEnd: number[] = [];
    for (let i = 1; i <= changes; i++) {
      const withheld = 6_000 + i * 7;
      const args = { open: endpointOf(formsApi.open), patch: endpointOf(formsApi.patch), change: w2(withheld), expected: refundText(withheld) };
      const sample = (await page.evaluate(`(${ONE_CHANGE})(${JSON.stringify(args)})`)) as { inBrowser: number; toFrame: number; endToEnd: number };
      inBrowser.push(sample.inBrowser);
      toFrame.push(sample.toFrame);
      endToEnd.push(sample.endToEnd);
    }
    await context.close();

    const browserSummary = summary(inBrowser);
    const frameSummary = summary(toFrame);
    const endSummary = summary(endToEnd);
    log(`${changes} amount changes; the header's new figure:`);
    log(`  in the browser (form change -> figure in the DOM): p50 ${browserSummary.p50.toFixed(1)} ms, p90 ${browserSummary.p90.toFixed(1)} ms, max ${browserSummary.max.toFixed(1)} ms`);
    log(`  in the browser, to the next frame:                 p50 ${frameSummary.p50.toFixed(1)} ms, p90 ${frameSummary.p90.toFixed(1)} ms`);
    log(`  end to end (save from the page -> figure):         p50 ${endSummary.p50.toFixed(1)} ms, p90 ${endSummary.p90.toFixed(1)} ms`);
    log(`  calc service calls by the page: ${calcCalls.length + keystrokes.calcCalls}`);
    return {
      bench: 'header-latency',
      keystroke: keystrokes.toFigure,
      keystrokeSaveToFigure: keystrokes.saveToFigure,
      changes,
      inBrowser: browserSummary,
      toFrame: frameSummary,
      endToEnd: endSummary,
      coldFirstFigures: cold,
      calcCalls: calcCalls.length + keystrokes.calcCalls,
    };
  } finally {
    await browser.close();
  }
}

/**
 * A user with a W-2 of 150,000 and 20,000 of cash donations (itemizing wins over the 14,600 standard
 * deduction): on /deductions/details, Home, Delete and one digit d turn the box into d0000.00, so each
 * sample's last keystroke changes the itemized deduction by thousands (24% bracket: the federal figure moves
 * by hundreds of dollars). Timed from that digit's keydown to the header's federal figure changing.
 */
async function typeAmounts(browser: Browser, stack: Stack, count: number) {
  const session = await signUp(stack.origin, uniqueEmail('header-keys'), newAgent(1));
  const opened = await openForm(session);
  await saveForm(session, opened.version, {
    filingStatus: 'single',
    w2Data: [{ wages: '150000', federalIncomeTax: '30000' }],
    selectedDeductionOptions: ['charitable'],
    deductions: { charitable: { 'cash-donations': 20_000 } },
  });
  session.agent.destroy();
  const [name, value] = session.cookie.split('=') as [string, string];
  const context = await browser.newContext();
  await context.addCookies([{ name, value, url: stack.origin }]);
  await context.addInitScript({ content: RECORD_REALTIME });
  const page = await context.newPage();
  let calcCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/calculation/')) calcCalls++;
  });
  await page.goto(`${stack.origin}/deductions/details`);
  const federal = page.getByTestId('summary-federal');
  await federal.waitFor({ timeout: 30_000 });
  const box = page.getByLabel('Cash Donations amount', { exact: true });
  await box.waitFor({ timeout: 30_000 });

  const toFigure: number[] = [];
  const saveToFigure: number[] = [];
  let previousDigit = 2;
  for (let i = 0; i < count; i++) {
    const digit = previousDigit === 9 ? 3 : previousDigit + 1;
    previousDigit = digit;
    const before = await federal.textContent();
    await box.click();
    await page.keyboard.press('Home');
    await page.keyboard.press('Delete');
    await page.evaluate(`(() => {
      window.__figureAt = new Promise((resolve) => {
        const before = ${JSON.stringify(before)};
        const read = () => document.querySelector('[data-testid="summary-federal"]')?.textContent;
        const observer = new MutationObserver(() => {
          if (read() === before) return;
          observer.disconnect();
          resolve(performance.now());
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      });
    })()`);
    await page.keyboard.press(String(digit));
    const sample = (await page.evaluate(`(async () => {
      const figureAt = await window.__figureAt;
      const keyAt = window.__keyAt[window.__keyAt.length - 1];
      const saveAt = window.__patchStartedAt.filter((at) => at > keyAt)[0];
      return { toFigure: figureAt - keyAt, saveToFigure: saveAt === undefined ? null : figureAt - saveAt };
    })()`)) as { toFigure: number; saveToFigure: number | null };
    toFigure.push(sample.toFigure);
    if (sample.saveToFigure !== null) saveToFigure.push(sample.saveToFigure);
    await page.waitForTimeout(300); // let the save's answer and its realtime echo settle
  }
  await context.close();
  const keys = summary(toFigure);
  const saves = summary(saveToFigure);
  log(`${count} keystrokes in an amount (Cash Donations on /deductions/details):`);
  log(`  keydown -> the header's new figure: p50 ${keys.p50.toFixed(1)} ms, p90 ${keys.p90.toFixed(1)} ms (the page saves after a 1000 ms pause, spec 3 §4)`);
  log(`  the save's start -> the figure (the browser's work for a local edit): p50 ${saves.p50.toFixed(1)} ms, p90 ${saves.p90.toFixed(1)} ms (${saves.count} samples)`);
  return { toFigure: keys, saveToFigure: saves, calcCalls };
}

async function main() {
  const { values } = parseArgs({ options: { changes: { type: 'string', default: '30' }, keystrokes: { type: 'string', default: '10' }, offset: { type: 'string', default: '21600' } } });
  const result = await withStack({ mode: 'pglite', offset: Number(values.offset) }, (stack) => measure(stack, Number(values.changes), Number(values.keystrokes)));
  emitResult(result);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
