// Reading documents (issue 13 item 5, issue 4): for each form kind, layout and variant (text-layer PDF, clean
// image, scan-like image), the fields read right out of the fields printed, and the time; then documents
// that are not the one asked for, which must be refused (400 'not a W-2'), not read as made-up fields.
// Read as the service reads them: validated, then in a warm sandbox process. Expected values come from what
// the fixtures print (their own values), never from a reader.
// Layouts: those of w2Fixture.ts / form1099Fixture.ts / lastYearFixture.ts and, written apart from them,
// providerLayouts.ts (a payroll provider's four-up W-2, a broker's statement per 1099 kind and the SSA's
// SSA-1099, a tax program's 2024 Form 1040) and w2MoreLayouts.ts (a payroll bureau's two-up W-2, a web payroll
// service's one-copy-per-page W-2) and lastYearMoreLayouts.ts (prior-year returns: the 2024 form's two pages, a
// tax program's print, a one-page copy, a 2023 return with overlaid values), marked 'independent' in the tables.
//   npx tsx tests/bench/documents.ts [w2] [1099] [foreign] [last-year] [--quick] [--variants=pdf,clean,scan] [--misses]
// With no section named, all four run. --quick reads only INT, DIV, B and R of the 1099s as images.
// Each document's line is printed as it is read; two tables at the end: kind x variant and kind x layout.
import { cpus, loadavg } from 'node:os';
import { PDFDocument } from 'pdf-lib';
import type { Form1099Kind } from '@taxapp/contracts/documents';
import { FORM_1099_KINDS, LAST_YEAR_FIELDS } from '@taxapp/contracts/documents';
import { local1099Reader, localLastYearReader, localW2Reader } from '../../services/documents/src/readers';
import { createSandbox } from '../../services/documents/src/sandbox/sandbox';
import { DocumentRejected } from '../../services/documents/src/validate';
import { build1099Pdf, FORM_1099_FIXTURES, layoutsOf, PAYER, RECIPIENT, type Form1099Layout } from '../../services/documents/src/testing/form1099Fixture';
import { buildBlankScan, buildInvoicePdf } from '../../services/documents/src/testing/foreignDocuments';
import { MORE_1099_LAYOUTS } from '../../services/documents/src/testing/form1099MoreLayouts';
import { HELD_APART_1099_LAYOUTS, pageOfPdf } from '../../services/documents/src/testing/form1099HeldApart';
import { buildLastYear1040Pdf, buildLastYear1040Png, expectedExtraction, SAMPLE_LAST_YEAR, type LastYearFixtureValues } from '../../services/documents/src/testing/lastYearFixture';
import { cleanImageOf, scanLikeImageOf, scanOptions } from '../../services/documents/src/testing/scanLike';
import { buildMoreLastYear, MORE_LAST_YEAR_LAYOUTS, scannedPdfOf } from '../../services/documents/src/testing/lastYearMoreLayouts';
import { brokerStatementExpected, buildBrokerStatementPdf, buildFilled1040Pdf, buildProviderW2Pdf, buildSoftware1040Pdf, filled1040Expected, providerW2Expected, software1040Expected } from '../../services/documents/src/testing/providerLayouts';
import { buildBureauW2Pdf, buildWebW2Pdf, bureauW2Expected, webW2Expected, type W2Expected } from '../../services/documents/src/testing/w2MoreLayouts';
import { buildBureau4upW2Pdf, buildIrsCopiesW2Pdf, buildNoticeFirstW2Pdf, bureau4upW2Expected, irsCopiesW2Expected, noticeFirstW2Expected, pageAlone } from '../../services/documents/src/testing/w2HeldApartLayouts';
import { buildReceiptPdf, buildW2Pdf, SAMPLE_W2, TWO_STATE_W2, type W2FixtureValues, type W2Layout } from '../../services/documents/src/testing/w2Fixture';
import { median, same, w2AsRead } from './support/readings';

const args = process.argv.slice(2);
const sections = args.filter((arg) => !arg.startsWith('--'));
const runs = (name: string) => sections.length === 0 || sections.includes(name);
const wide = !args.includes('--quick');

const sandbox = createSandbox({ size: 1 });
const readW2 = localW2Reader(sandbox);
const read1099 = local1099Reader(sandbox);

type Variant = 'pdf' | 'clean' | 'scan';
const ALL_VARIANTS: Variant[] = ['pdf', 'clean', 'scan'];
// --variants=pdf (or pdf,clean) for a quick run.
const variantsArg = args.find((arg) => arg.startsWith('--variants='));
const VARIANTS: Variant[] = variantsArg ? ALL_VARIANTS.filter((variant) => variantsArg.slice('--variants='.length).split(',').includes(variant)) : ALL_VARIANTS;
let scanSeed = 0;

async function variantOf(pdf: Uint8Array, variant: Variant): Promise<{ bytes: Uint8Array; mime: string }> {
  if (variant === 'pdf') return { bytes: pdf, mime: 'application/pdf' };
  if (variant === 'clean') return { bytes: await cleanImageOf(pdf, 200), mime: 'image/png' };
  scanSeed += 1;
  return { bytes: await scanLikeImageOf(pdf, scanOptions(scanSeed)), mime: 'image/jpeg' };
}

interface Tally {
  correct: number;
  total: number;
  ms: number[];
  misses: string[];
}
const tallies = new Map<string, Tally>();
function tally(key: string): Tally {
  let found = tallies.get(key);
  if (!found) tallies.set(key, (found = { correct: 0, total: 0, ms: [], misses: [] }));
  return found;
}

/** kind -> variant -> tally, and kind -> layout -> variant -> tally, for the two tables. */
const byVariant = new Map<string, Map<Variant, Tally>>();
const byLayout = new Map<string, Map<string, Map<Variant, Tally>>>();
function cellOf<K>(map: Map<K, Tally>, key: K): Tally {
  let found = map.get(key);
  if (!found) map.set(key, (found = { correct: 0, total: 0, ms: [], misses: [] }));
  return found;
}
function nested<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let found = map.get(key);
  if (found === undefined) map.set(key, (found = make()));
  return found;
}

/** Scores one reading: in its own tally (`key`), and when `at` names it, in the kind x variant and kind x layout tables. */
function score(key: string, label: string, expected: Record<string, string>, read: Record<string, unknown> | null, ms: number, at?: { kind: string; layout: string; variant: Variant }) {
  const entries = [tally(key)];
  if (at) {
    entries.push(cellOf(nested(byVariant, at.kind, () => new Map<Variant, Tally>()), at.variant));
    entries.push(cellOf(nested(nested(byLayout, at.kind, () => new Map<string, Map<Variant, Tally>>()), at.layout, () => new Map<Variant, Tally>()), at.variant));
  }
  let right = 0;
  const misses: string[] = [];
  for (const [field, value] of Object.entries(expected)) {
    if (read && same(read[field], value)) right += 1;
    else misses.push(`${label} ${field}: got ${JSON.stringify(read?.[field] ?? null)}, expected ${JSON.stringify(value)}`);
  }
  for (const entry of entries) {
    entry.ms.push(ms);
    entry.total += Object.keys(expected).length;
    entry.correct += right;
    entry.misses.push(...misses);
  }
  if (at) console.log(`  ${label.padEnd(40)} ${right}/${Object.keys(expected).length}  ${ms.toFixed(0)} ms`);
}

const amount = (value: number) => (value ? value.toFixed(2) : '');

/** What a W-2 layout prints for each field (the payroll and summary layouts print masked SSNs). */
function expectedW2(v: W2FixtureValues, layout: W2Layout): { core: Record<string, string>; extra: Record<string, string> } {
  const printed = (value: number) => (layout === 'copies' ? amount(value) : value.toFixed(2));
  const ssn = layout === 'payroll' || layout === 'summary' ? `XXX-XX-${v.ssn.slice(-4)}` : v.ssn;
  const core: Record<string, string> = {
    firstName: v.employeeFirstName, lastName: v.employeeLastName, ssn, employerName: v.employerName, employerEIN: v.employerEIN,
    wages: printed(v.wages), federalIncomeTax: printed(v.federalIncomeTax), socialSecurityWages: printed(v.socialSecurityWages),
    socialSecurityTaxWithheld: printed(v.socialSecurityTaxWithheld), medicareWagesAndTips: printed(v.medicareWagesAndTips),
    medicareTaxWithheld: printed(v.medicareTaxWithheld), socialSecurityTips: printed(v.socialSecurityTips), allocatedTips: printed(v.allocatedTips),
    dependentCareBenefits: printed(v.dependentCareBenefits), nonqualifiedPlans: printed(v.nonqualifiedPlans),
    stateId: `${v.state} ${v.stateEmployerId}`, stateWages: v.stateWages.toFixed(2), stateIncomeTaxWithheld: v.stateIncomeTax.toFixed(2),
    localWages: printed(v.localWages), localIncomeTax: printed(v.localIncomeTax), locality: v.locality,
    retirementPlan: String(v.retirementPlan),
    box12: v.box12.map((entry) => `${entry.code} ${entry.amount.toFixed(2)}`).join(', '),
  };
  const extra: Record<string, string> = {};
  if (v.box14) extra.box14 = v.box14.map((entry) => `${entry.label} ${entry.amount.toFixed(2)}`).join(', ');
  if (v.secondState) extra.secondState = `${v.secondState.state} ${v.secondState.stateEmployerId} ${v.secondState.stateWages.toFixed(2)} ${v.secondState.stateIncomeTax.toFixed(2)}`;
  return { core, extra };
}


async function timed<T>(read: () => Promise<T>): Promise<{ value: T | null; error: unknown; ms: number }> {
  const started = performance.now();
  try {
    const value = await read();
    return { value, error: null, ms: performance.now() - started };
  } catch (error) {
    return { value: null, error, ms: performance.now() - started };
  }
}

async function benchW2() {
  const documents: [W2Layout, W2FixtureValues][] = [['irs', SAMPLE_W2], ['payroll', SAMPLE_W2], ['summary', SAMPLE_W2], ['copies', TWO_STATE_W2]];
  for (const [layout, values] of documents) {
    const pdf = await buildW2Pdf(values, layout);
    for (const variant of VARIANTS) {
      const { bytes, mime } = await variantOf(pdf, variant);
      const { value, error, ms } = await timed(() => readW2(bytes, mime));
      const read = value ? w2AsRead(value as unknown as Record<string, unknown>) : null;
      if (error) console.log(`  W-2 ${layout} ${variant}: ${error instanceof Error ? error.message : String(error)}`);
      const expected = expectedW2(values, layout);
      score(`W-2 ${variant}`, `W-2 ${layout} ${variant}`, { ...expected.core, ...expected.extra }, read, ms, { kind: 'W-2', layout, variant });
      if (Object.keys(expected.extra).length) score(`W-2 box 14 + 2nd state, ${variant}`, `W-2 ${layout} ${variant}`, expected.extra, read, ms);
    }
  }
  // The payroll provider's four copies to a page (providerLayouts.ts).
  const pdf = await buildProviderW2Pdf();
  const wanted = providerW2Expected();
  const expected: Record<string, string> = {
    ...Object.fromEntries(Object.entries(wanted).filter(([, value]) => typeof value === 'string') as [string, string][]),
    retirementPlan: String(wanted.retirementPlan),
    box12: wanted.box12Entries.map((entry) => `${entry.code} ${entry.amount}`).join(', '),
    box14: wanted.box14Entries.map((entry) => `${entry.label} ${entry.amount}`).join(', '),
    stateId: wanted.stateRows[0]!.stateId, stateWages: wanted.stateRows[0]!.stateWages, stateIncomeTaxWithheld: wanted.stateRows[0]!.stateIncomeTaxWithheld,
    secondState: Object.values(wanted.stateRows[1]!).join(' '),
  };
  for (const variant of VARIANTS) {
    const { bytes, mime } = await variantOf(pdf, variant);
    const { value, error, ms } = await timed(() => readW2(bytes, mime));
    if (error) console.log(`  W-2 provider-4up ${variant}: ${error instanceof Error ? error.message : String(error)}`);
    score(`W-2 ${variant}`, `W-2 provider-4up (independent) ${variant}`, expected, value ? w2AsRead(value as unknown as Record<string, unknown>) : null, ms, { kind: 'W-2', layout: 'provider-4up (independent)', variant });
  }
  // A payroll bureau's two-up sheet and a web payroll service's one-copy-per-page print (w2MoreLayouts.ts).
  const more: [string, Uint8Array, W2Expected][] = [
    ['bureau-2up (independent)', await buildBureauW2Pdf(), bureauW2Expected()],
    ['web-cards (independent)', await buildWebW2Pdf(), webW2Expected()],
  ];
  for (const [layout, morePdf, want] of more) {
    const wantFlat: Record<string, string> = {
      ...Object.fromEntries(Object.entries(want).filter(([, value]) => typeof value === 'string') as [string, string][]),
      retirementPlan: String(want.retirementPlan),
      box12: want.box12Entries.map((entry) => `${entry.code} ${entry.amount}`).join(', '),
      box14: want.box14Entries.map((entry) => `${entry.label} ${entry.amount}`).join(', '),
      stateId: want.stateRows[0]!.stateId, stateWages: want.stateRows[0]!.stateWages, stateIncomeTaxWithheld: want.stateRows[0]!.stateIncomeTaxWithheld,
    };
    for (const variant of VARIANTS) {
      const { bytes, mime } = await variantOf(morePdf, variant);
      const { value, error, ms } = await timed(() => readW2(bytes, mime));
      if (error) console.log(`  W-2 ${layout} ${variant}: ${error instanceof Error ? error.message : String(error)}`);
      score(`W-2 ${variant}`, `W-2 ${layout} ${variant}`, wantFlat, value ? w2AsRead(value as unknown as Record<string, unknown>) : null, ms, { kind: 'W-2', layout, variant });
    }
  }
  // Held apart from the reader (w2HeldApartLayouts.ts): the IRS's Copy B/C, a bureau's 4-up with an earnings
  // summary, and a two-page PDF whose first page is the instructions (its images are of the form's page).
  const noticeFirst = await buildNoticeFirstW2Pdf();
  const heldApart: [string, Uint8Array, Uint8Array, W2Expected][] = [
    ['irs-copies (held apart)', await buildIrsCopiesW2Pdf(), await buildIrsCopiesW2Pdf(), irsCopiesW2Expected()],
    ['bureau-4up (held apart)', await buildBureau4upW2Pdf(), await buildBureau4upW2Pdf(), bureau4upW2Expected()],
    ['notice-first (held apart)', noticeFirst, await pageAlone(noticeFirst, 1), noticeFirstW2Expected()],
  ];
  for (const [layout, heldPdf, imagedPdf, want] of heldApart) {
    const wantFlat: Record<string, string> = {
      ...Object.fromEntries(Object.entries(want).filter(([, value]) => typeof value === 'string') as [string, string][]),
      retirementPlan: String(want.retirementPlan),
      box12: want.box12Entries.map((entry) => `${entry.code} ${entry.amount}`).join(', '),
      box14: want.box14Entries.map((entry) => `${entry.label} ${entry.amount}`).join(', '),
      stateId: want.stateRows[0]!.stateId, stateWages: want.stateRows[0]!.stateWages, stateIncomeTaxWithheld: want.stateRows[0]!.stateIncomeTaxWithheld,
      secondState: want.stateRows[1] ? Object.values(want.stateRows[1]).join(' ') : '',
    };
    for (const variant of VARIANTS) {
      const { bytes, mime } = await variantOf(variant === 'pdf' ? heldPdf : imagedPdf, variant);
      const { value, error, ms } = await timed(() => readW2(bytes, mime));
      if (error) console.log(`  W-2 ${layout} ${variant}: ${error instanceof Error ? error.message : String(error)}`);
      score(`W-2 ${variant}`, `W-2 ${layout} ${variant}`, wantFlat, value ? w2AsRead(value as unknown as Record<string, unknown>) : null, ms, { kind: 'W-2', layout, variant });
    }
  }
}

function expected1099(kind: Form1099Kind, layout: Form1099Layout): Record<string, string> {
  const expected: Record<string, string> = {};
  for (const box of FORM_1099_FIXTURES[kind].boxes) {
    if (typeof box.value === 'number') expected[box.field] = String(box.value);
    else if (box.field === 'dateAcquired' || box.field === 'dateSold') expected[box.field] = box.value.replace(/^(\d\d)\/(\d\d)\/(\d{4})$/, '$3-$1-$2');
    else expected[box.field] = box.value;
  }
  // The letter prints the payer as a letterhead and the recipient in the address block; the composite
  // names the payer after 'Payer:'. Every layout prints both TINs.
  expected['payerInfo.name'] = PAYER.name;
  expected['payerInfo.tin'] = PAYER.tin;
  expected['recipientInfo.name'] = RECIPIENT.name;
  expected['recipientInfo.tin'] = RECIPIENT.tin;
  void layout;
  return expected;
}

function flat1099(read: Record<string, unknown>): Record<string, unknown> {
  const party = (key: string) => (read[key] as { name?: string; tin?: string } | undefined) ?? {};
  return { ...read, 'payerInfo.name': party('payerInfo').name, 'payerInfo.tin': party('payerInfo').tin, 'recipientInfo.name': party('recipientInfo').name, 'recipientInfo.tin': party('recipientInfo').tin };
}

async function bench1099() {
  const imaged: readonly Form1099Kind[] = wide ? FORM_1099_KINDS : ['1099-int', '1099-div', '1099-b', '1099-r'];
  for (const kind of FORM_1099_KINDS) {
    for (const layout of layoutsOf(kind)) {
      const pdf = await build1099Pdf(kind, layout);
      for (const variant of imaged.includes(kind) ? VARIANTS : VARIANTS.filter((variant) => variant === 'pdf')) {
        const { bytes, mime } = await variantOf(pdf, variant);
        const { value, error, ms } = await timed(async () => (await read1099(bytes, mime, kind)).extraction);
        if (error) console.log(`  ${kind} ${layout} ${variant}: ${error instanceof Error ? error.message : String(error)}`);
        const read = value ? flat1099(value as unknown as Record<string, unknown>) : null;
        score(`1099 ${variant}`, `${kind} ${layout} ${variant}`, expected1099(kind, layout), read, ms, { kind: kind.toUpperCase(), layout, variant });
      }
    }
    // Layouts written apart from the generator: the broker's statement (providerLayouts.ts) and form1099MoreLayouts.ts.
    const independent: [string, Uint8Array, Record<string, number | string>][] = [['broker', await buildBrokerStatementPdf(kind), brokerStatementExpected(kind)]];
    for (const more of MORE_1099_LAYOUTS.filter((entry) => entry.kind === kind)) independent.push([more.layout, await more.build(), more.expected]);
    for (const [layout, pdf, expected] of independent) {
      const wanted = Object.fromEntries(Object.entries(expected).map(([field, value]) => [field, String(value)]));
      for (const variant of imaged.includes(kind) ? VARIANTS : VARIANTS.filter((variant) => variant === 'pdf')) {
        const { bytes, mime } = await variantOf(pdf, variant);
        const { value, error, ms } = await timed(async () => (await read1099(bytes, mime, kind)).extraction);
        if (error) console.log(`  ${kind} ${layout} ${variant}: ${error instanceof Error ? error.message : String(error)}`);
        const read = value ? flat1099(value as unknown as Record<string, unknown>) : null;
        score(`1099 ${variant}`, `${kind} ${layout} (independent) ${variant}`, wanted, read, ms, { kind: kind.toUpperCase(), layout: `${layout} (independent)`, variant });
      }
    }
    // form1099HeldApart.ts (held apart), written before the readers' box logic was read. The PDF whole; the clean
    // image is the form's own page; the scan is the whole document scanned into a PDF without a text layer.
    for (const held of HELD_APART_1099_LAYOUTS.filter((entry) => entry.kind === kind)) {
      const pdf = await held.build();
      const pages = (await PDFDocument.load(pdf)).getPageCount();
      for (const variant of imaged.includes(kind) ? VARIANTS : VARIANTS.filter((variant) => variant === 'pdf')) {
        scanSeed += 1;
        const whole = variant === 'pdf' || (variant === 'scan' && pages > 1);
        // The page alone prints less than the whole statement (its cover names the parties).
        const wanted = Object.fromEntries(Object.entries(whole ? held.expected : held.pageExpected ?? held.expected).map(([field, value]) => [field, String(value)]));
        const { bytes, mime } = variant === 'pdf' ? { bytes: pdf, mime: 'application/pdf' }
          : whole ? { bytes: await scannedPdfOf(pdf, scanSeed * 10), mime: 'application/pdf' }
            : await variantOf(await pageOfPdf(pdf, held.page), variant);
        const { value, error, ms } = await timed(async () => (await read1099(bytes, mime, kind)).extraction);
        if (error) console.log(`  ${kind} ${held.layout} ${variant}: ${error instanceof Error ? error.message : String(error)}`);
        const read = value ? flat1099(value as unknown as Record<string, unknown>) : null;
        score(`1099 ${variant}`, `${kind} ${held.layout} (held apart) ${variant}`, wanted, read, ms, { kind: kind.toUpperCase(), layout: `${held.layout} (held apart)`, variant });
      }
    }
  }
}

async function benchForeign() {
  const cases: [string, () => Promise<unknown>][] = [];
  const invoice = await buildInvoicePdf();
  const blank = await buildBlankScan();
  const receipt = await buildReceiptPdf();
  const int = await build1099Pdf('1099-int', 'irs');
  const w2 = await buildW2Pdf(SAMPLE_W2, 'payroll');
  cases.push(['1099-INT PDF to analyze-w2', () => readW2(int, 'application/pdf')]);
  cases.push(['1099-INT scan to analyze-w2', async () => readW2(await scanLikeImageOf(int, scanOptions(90)), 'image/jpeg')]);
  cases.push(['invoice PDF to analyze-w2', () => readW2(invoice, 'application/pdf')]);
  cases.push(['invoice scan to analyze-w2', async () => readW2(await scanLikeImageOf(invoice, scanOptions(91)), 'image/jpeg')]);
  cases.push(['receipt PDF to analyze-w2', () => readW2(receipt, 'application/pdf')]);
  cases.push(['blank page to analyze-w2', () => readW2(blank, 'image/jpeg')]);
  cases.push(['W-2 PDF to analyze-1099 (INT)', () => read1099(w2, 'application/pdf', '1099-int')]);
  cases.push(['1099-DIV PDF to analyze-1099 (INT)', async () => read1099(await build1099Pdf('1099-div', 'statement'), 'application/pdf', '1099-int')]);
  cases.push(['invoice PDF to analyze-1099 (MISC)', () => read1099(invoice, 'application/pdf', '1099-misc')]);
  cases.push(['blank page to analyze-1099 (DIV)', () => read1099(blank, 'image/jpeg', '1099-div')]);
  let refused = 0;
  console.log('\nDocuments that are not the one asked for (must be refused, 400):');
  for (const [label, read] of cases) {
    const { value, error, ms } = await timed(read);
    const ok = error instanceof DocumentRejected;
    if (ok) refused += 1;
    const outcome = ok ? `refused: ${(error as DocumentRejected).message}` : error ? `failed otherwise: ${String(error)}` : `READ AS FIELDS: ${JSON.stringify(value).slice(0, 160)}`;
    console.log(`  ${label}: ${outcome} (${ms.toFixed(0)} ms)`);
  }
  console.log(`  refused ${refused}/${cases.length}`);
}

const LAST_YEAR_VARIANTS: LastYearFixtureValues[] = [
  SAMPLE_LAST_YEAR,
  {
    firstName: 'Maria', middleInitial: 'T', lastName: "O'Neil-Santos", ssn: '234-56-7012',
    spouseFirstName: '', spouseMiddleInitial: '', spouseLastName: '', spouseSSN: '',
    street: '18 Harbor View Road', street2: '', city: 'Austin', state: 'TX', zip: '78701-1234',
    filingStatus: 'head-of-household', phone: '(512) 555-0199', email: 'maria.santos@example.org',
  },
];

async function benchLastYear() {
  const readLastYear = localLastYearReader(sandbox);
  for (const values of LAST_YEAR_VARIANTS) {
    const pdf = await buildLastYear1040Pdf(values);
    const expected = expectedExtraction(values);
    const wanted = Object.fromEntries(LAST_YEAR_FIELDS.map((field) => [field, String(expected[field])]));
    for (const variant of VARIANTS) {
      const { bytes, mime } = variant === 'clean' ? { bytes: await buildLastYear1040Png(values), mime: 'image/png' } : await variantOf(pdf, variant);
      const { value, ms } = await timed(() => readLastYear(bytes, mime));
      const read = value ? Object.fromEntries(Object.entries(value).map(([key, field]) => [key, String(field)])) : null;
      score(`1040 (last year) ${variant}`, `1040 ${values.lastName} ${variant}`, wanted, read, ms, { kind: '1040 (last year)', layout: 'irs-like', variant });
    }
  }
  // A tax program's print of the 2024 form, and the IRS's form filled in on screen (values in form fields only),
  // both from providerLayouts.ts.
  const others: [string, Uint8Array, ReturnType<typeof software1040Expected>][] = [
    ['software 2024 (independent)', await buildSoftware1040Pdf(), software1040Expected()],
    ['filled-in form fields (independent)', await buildFilled1040Pdf(), filled1040Expected()],
  ];
  for (const [layout, pdf, expected] of others) {
    const wanted = Object.fromEntries(LAST_YEAR_FIELDS.map((field) => [field, String(expected[field])]));
    for (const variant of VARIANTS) {
      const { bytes, mime } = await variantOf(pdf, variant);
      const { value, ms } = await timed(() => readLastYear(bytes, mime));
      const read = value ? Object.fromEntries(Object.entries(value).map(([key, field]) => [key, String(field)])) : null;
      score(`1040 (last year) ${variant}`, `1040 ${layout} ${variant}`, wanted, read, ms, { kind: '1040 (last year)', layout, variant });
    }
  }
  // lastYearMoreLayouts.ts: the 2024 form's two pages (phone and email on page 2), a tax program's print, a
  // one-page copy. The clean image is page 1 alone (what it prints is scored); the scan is every page scanned
  // into a PDF without a text layer.
  for (const layout of MORE_LAST_YEAR_LAYOUTS) {
    const built = await buildMoreLastYear(layout);
    for (const variant of VARIANTS) {
      scanSeed += 1;
      const { bytes, mime } = variant === 'pdf' ? { bytes: built.pdf, mime: 'application/pdf' }
        : variant === 'clean' ? { bytes: await cleanImageOf(built.pdf, 200), mime: 'image/png' }
          : { bytes: await scannedPdfOf(built.pdf, scanSeed * 10), mime: 'application/pdf' };
      const expected = variant === 'clean' ? built.expectedPageOne : built.expected;
      const wanted = Object.fromEntries(LAST_YEAR_FIELDS.map((field) => [field, String(expected[field])]));
      const { value, ms } = await timed(() => readLastYear(bytes, mime));
      const read = value ? Object.fromEntries(Object.entries(value).map(([key, field]) => [key, String(field)])) : null;
      score(`1040 (last year) ${variant}`, `1040 ${layout} ${variant}`, wanted, read, ms, { kind: '1040 (last year)', layout: `${layout} (independent)`, variant });
    }
  }
  // lastYearHeldApart.ts, written before reading the reader and kept out of its tuning: a program's 2023 filing copy
  // behind a cover page, Form 1040-SR (2023), five dependents with a statement page, a 150 dpi scan turned 2 degrees
  // (scored as a scan only). The clean image is the form's first page, wherever it is in the PDF.
  const heldApart = await import('../../services/documents/src/testing/lastYearHeldApart');
  for (const layout of heldApart.HELD_APART_LAST_YEAR_LAYOUTS) {
    const built = await heldApart.buildHeldApartLastYear(layout);
    for (const variant of VARIANTS) {
      if (built.scanned && variant !== 'scan') continue;
      scanSeed += 1;
      const { bytes, mime } = variant === 'pdf' ? { bytes: built.pdf, mime: 'application/pdf' }
        : variant === 'clean' ? { bytes: await heldApart.formPageImageOf(built, 200), mime: 'image/png' }
          : { bytes: built.scanned ? built.pdf : await scannedPdfOf(built.pdf, scanSeed * 10), mime: 'application/pdf' };
      const expected = variant === 'clean' ? built.expectedFormPageOne : built.expected;
      const wanted = Object.fromEntries(LAST_YEAR_FIELDS.map((field) => [field, String(expected[field])]));
      const { value, ms } = await timed(() => readLastYear(bytes, mime));
      const read = value ? Object.fromEntries(Object.entries(value).map(([key, field]) => [key, String(field)])) : null;
      score(`1040 (last year) ${variant}`, `1040 ${layout} ${variant}`, wanted, read, ms, { kind: '1040 (last year)', layout: `${layout} (held apart)`, variant });
    }
  }
}

// One warm-up so module loading and the OCR worker's start are not counted.
await readW2(await buildW2Pdf(SAMPLE_W2, 'payroll'), 'application/pdf');
if (runs('w2')) await benchW2();
if (runs('1099')) await bench1099();
if (runs('last-year')) await benchLastYear();
if (runs('foreign')) await benchForeign();
await sandbox.close();

const cellText = (entry: Tally | undefined) => (entry ? `${((100 * entry.correct) / Math.max(1, entry.total)).toFixed(1)}% ${median(entry.ms).toFixed(0)} ms` : '-');
console.log(`\nFields read right and median time per document, kind x variant (load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores):`);
console.log(`| kind | ${VARIANTS.join(' | ')} |\n|---|${VARIANTS.map(() => '---').join('|')}|`);
for (const [kind, cells] of byVariant) console.log(`| ${kind} | ${VARIANTS.map((variant) => cellText(cells.get(variant))).join(' | ')} |`);
console.log('\nkind x layout:');
console.log(`| kind | layout | ${VARIANTS.join(' | ')} |\n|---|---|${VARIANTS.map(() => '---').join('|')}|`);
for (const [kind, layouts] of byLayout) for (const [layout, cells] of layouts) console.log(`| ${kind} | ${layout} | ${VARIANTS.map((variant) => cellText(cells.get(variant))).join(' | ')} |`);
console.log('\nAll kinds together:');
for (const [key, entry] of tallies) {
  console.log(`  ${key.padEnd(34)} ${String(entry.correct).padStart(4)}/${String(entry.total).padEnd(4)} ${((100 * entry.correct) / Math.max(1, entry.total)).toFixed(1).padStart(5)}%  ${median(entry.ms).toFixed(0).padStart(6)} ms`);
}
if (args.includes('--misses')) {
  console.log('\nMisses:');
  for (const [key, entry] of tallies) if (/pdf|clean|scan/.test(key) && !key.includes('box 14')) for (const miss of entry.misses) console.log(`  ${miss}`);
}
