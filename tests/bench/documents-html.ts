// Reading documents made as HTML and printed by a browser (held apart from the readers): the layouts of
// services/documents/src/testing/htmlDocuments.ts printed by Chromium (Playwright) to a letter PDF (the text
// variant), that PDF rendered clean at 200 dpi and scan-like, and a screenshot of the page at device scale 1.5.
// Read as tests/bench/documents.ts reads (validated, in a warm sandbox); fields scored as it scores them.
//   npx tsx tests/bench/documents-html.ts [w2] [1099] [last-year] [--variants=pdf,clean,scan,screenshot] [--misses] [--save=DIR]
// --save=DIR writes each printed PDF and screenshot there (for small committed fixtures).
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright';
import { htmlDocuments, type HtmlDocument } from '../../services/documents/src/testing/htmlDocuments';
import { cleanImageOf, scanLikeImageOf, scanOptions } from '../../services/documents/src/testing/scanLike';
import { median, same, tallyTable, type Tally } from './support/readings';
import { sandboxReadings } from './support/sandboxReadings';

const args = process.argv.slice(2);
const sections = args.filter((arg) => !arg.startsWith('--'));
const sectionOf = (doc: HtmlDocument) => (doc.kind === 'w2' ? 'w2' : doc.kind === 'last-year' ? 'last-year' : '1099');
const runs = (doc: HtmlDocument) => sections.length === 0 || sections.includes(sectionOf(doc)) || sections.includes(doc.kind);

type Variant = 'pdf' | 'clean' | 'scan' | 'screenshot';
const ALL_VARIANTS: Variant[] = ['pdf', 'clean', 'scan', 'screenshot'];
const variantsArg = args.find((arg) => arg.startsWith('--variants='));
const VARIANTS = variantsArg ? ALL_VARIANTS.filter((variant) => variantsArg.slice('--variants='.length).split(',').includes(variant)) : ALL_VARIANTS;
const saveDir = args.find((arg) => arg.startsWith('--save='))?.slice('--save='.length);

const readings = sandboxReadings();
const read = (doc: HtmlDocument, bytes: Uint8Array, mime: string) => readings.read(doc.kind, bytes, mime);

/** The printed PDF (letter, backgrounds on) and a screenshot of the whole page at device scale 1.5 (816 CSS px wide, a letter page at 96 dpi). */
async function printed(browser: Browser, html: string): Promise<{ pdf: Uint8Array; screenshot: Uint8Array }> {
  const context = await browser.newContext({ viewport: { width: 816, height: 1056 }, deviceScaleFactor: 1.5 });
  try {
    const page = await context.newPage();
    await page.setContent(html, { waitUntil: 'load' });
    const pdf = await page.pdf({ format: 'Letter', printBackground: true, preferCSSPageSize: true });
    await page.emulateMedia({ media: 'screen' });
    const screenshot = await page.screenshot({ fullPage: true, type: 'png' });
    return { pdf: new Uint8Array(pdf), screenshot: new Uint8Array(screenshot) };
  } finally {
    await context.close();
  }
}

const { byVariant, cell } = tallyTable<Variant>();
const misses: string[] = [];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
// One warm-up so module loading and the OCR worker's start are not counted.
const docs = htmlDocuments().filter(runs);
if (docs[0]) {
  const warm = await printed(browser, docs[0].html);
  await read(docs[0], warm.pdf, 'application/pdf').catch(() => undefined);
}
let scanSeed = 0;
for (const doc of docs) {
  const { pdf, screenshot } = await printed(browser, doc.html);
  const name = `${doc.kind}-${doc.layout}`;
  if (saveDir) {
    mkdirSync(saveDir, { recursive: true });
    writeFileSync(join(saveDir, `${name}.pdf`), pdf);
    writeFileSync(join(saveDir, `${name}.screenshot.png`), screenshot);
  }
  for (const variant of VARIANTS) {
    scanSeed += 1;
    const { bytes, mime } = variant === 'pdf' ? { bytes: pdf, mime: 'application/pdf' }
      : variant === 'clean' ? { bytes: new Uint8Array(await cleanImageOf(pdf, 200)), mime: 'image/png' }
        : variant === 'scan' ? { bytes: new Uint8Array(await scanLikeImageOf(pdf, scanOptions(scanSeed))), mime: 'image/jpeg' }
          : { bytes: screenshot, mime: 'image/png' };
    const started = performance.now();
    let answer: Record<string, unknown> | null = null;
    let failure = '';
    try {
      answer = await read(doc, bytes, mime);
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    const ms = performance.now() - started;
    let right = 0;
    for (const [field, value] of Object.entries(doc.expected)) {
      if (answer && same(answer[field], value)) right += 1;
      else misses.push(`${name} ${variant} ${field}: got ${JSON.stringify(answer?.[field] ?? null)}, expected ${JSON.stringify(value)}`);
    }
    const total = Object.keys(doc.expected).length;
    const entry = cell(doc.kind.toUpperCase(), variant);
    entry.correct += right;
    entry.total += total;
    entry.ms.push(ms);
    console.log(`  ${`${name} ${variant}`.padEnd(46)} ${right}/${total}  ${ms.toFixed(0)} ms${failure ? `  ${failure}` : ''}`);
  }
}
await browser.close();
await readings.close();

const text = (entry: Tally | undefined) => (entry ? `${((100 * entry.correct) / Math.max(1, entry.total)).toFixed(1)}% (${entry.correct}/${entry.total}) ${median(entry.ms).toFixed(0)} ms` : '-');
console.log(`\nHTML printed by Chromium: fields read right and median time per document, kind x variant (load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores):`);
console.log(`| kind | ${VARIANTS.join(' | ')} |\n|---|${VARIANTS.map(() => '---').join('|')}|`);
for (const [kind, cells] of byVariant) console.log(`| ${kind} | ${VARIANTS.map((variant) => text(cells.get(variant))).join(' | ')} |`);
if (args.includes('--misses')) {
  console.log('\nMisses:');
  for (const miss of misses) console.log(`  ${miss}`);
}
