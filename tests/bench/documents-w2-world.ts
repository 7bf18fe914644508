// W-2s drawn the way others draw them, in process. Two sets: --set=world (services/documents/src/testing/w2WorldLayouts.ts,
// the default: four layouts, each as a text PDF, a clean image and two harsh scans) and --set=harsh (w2Harsh.ts: an
// impact-printed continuous form, a payroll provider's '$' list and an employer's plain table, each as a text PDF, a
// clean image, a bad office scan and a phone photo). Prints fields read right per layout and variant, the median wall
// time and the median CPU time of a reading (wall time is unreliable on a loaded machine; CPU counts the OCR worker
// threads too, as they run in this process).
//   npx tsx tests/bench/documents-w2-world.ts [--set=harsh] [quad] [table] [shaded] [heads] [impact] [dollars] [plain]
//     [--variants=pdf,clean,scan-a,scan-b,scan,photo] [--misses]
import { closeOcr } from '../../services/documents/src/extract/ocr';
import { readW2Locally } from '../../services/documents/src/extract/w2';
import { HARSH_LAYOUTS, HARSH_VARIANTS, harshW2Expected, harshW2File, type HarshLayout, type HarshVariant } from '../../services/documents/src/testing/w2Harsh';
import { WORLD_LAYOUTS, WORLD_VARIANTS, worldW2Expected, worldW2File, type WorldLayout, type WorldVariant } from '../../services/documents/src/testing/w2WorldLayouts';
import type { W2Expected } from '../../services/documents/src/testing/w2MoreLayouts';
import { median, same, w2AsRead } from './support/readings';

const args = process.argv.slice(2);
const named = args.filter((arg) => !arg.startsWith('--'));
interface W2Set { layouts: readonly string[]; variants: readonly string[]; expected: (layout: string) => W2Expected; file: (layout: string, variant: string) => Promise<{ bytes: Uint8Array; mimeType: string }> }
const SETS: Record<string, W2Set> = {
  world: { layouts: WORLD_LAYOUTS, variants: WORLD_VARIANTS, expected: (layout) => worldW2Expected(layout as WorldLayout), file: (layout, variant) => worldW2File(layout as WorldLayout, variant as WorldVariant) },
  harsh: { layouts: HARSH_LAYOUTS, variants: HARSH_VARIANTS, expected: (layout) => harshW2Expected(layout as HarshLayout), file: (layout, variant) => harshW2File(layout as HarshLayout, variant as HarshVariant) },
};
const setName = args.find((arg) => arg.startsWith('--set='))?.slice('--set='.length) ?? 'world';
const set = SETS[setName];
if (!set) throw new Error(`--set takes one of ${Object.keys(SETS).join(', ')}`);
const layouts = named.length > 0 ? set.layouts.filter((layout) => named.includes(layout)) : set.layouts;
const variantsArg = args.find((arg) => arg.startsWith('--variants='));
const variants = variantsArg ? set.variants.filter((variant) => variantsArg.slice('--variants='.length).split(',').includes(variant)) : [...set.variants];
const showMisses = args.includes('--misses');

/** The expected reading as flat text fields, as the printed corpora's expected.json gives them. */
function flatExpected(expected: W2Expected): Record<string, string> {
  const [first, second] = expected.stateRows;
  return {
    firstName: expected.firstName, lastName: expected.lastName, ssn: expected.ssn, employerName: expected.employerName, employerEIN: expected.employerEIN,
    wages: expected.wages, federalIncomeTax: expected.federalIncomeTax, socialSecurityWages: expected.socialSecurityWages,
    socialSecurityTaxWithheld: expected.socialSecurityTaxWithheld, medicareWagesAndTips: expected.medicareWagesAndTips, medicareTaxWithheld: expected.medicareTaxWithheld,
    socialSecurityTips: expected.socialSecurityTips, allocatedTips: expected.allocatedTips, dependentCareBenefits: expected.dependentCareBenefits, nonqualifiedPlans: expected.nonqualifiedPlans,
    stateId: first?.stateId ?? '', stateWages: first?.stateWages ?? '', stateIncomeTaxWithheld: first?.stateIncomeTaxWithheld ?? '',
    localWages: expected.localWages, localIncomeTax: expected.localIncomeTax, locality: expected.locality,
    retirementPlan: String(expected.retirementPlan),
    box12: expected.box12Entries.map((entry) => `${entry.code} ${entry.amount}`).join(', '),
    box14: expected.box14Entries.map((entry) => `${entry.label} ${entry.amount}`).join(', '),
    secondState: second ? `${second.stateId} ${second.stateWages} ${second.stateIncomeTaxWithheld}` : '',
  };
}

const misses: string[] = [];
const rows: string[] = [];
const totals = new Map<string, { right: number; all: number; wall: number[]; cpu: number[] }>();
for (const layout of layouts) {
  for (const variant of variants) {
    const { bytes, mimeType } = await set.file(layout, variant);
    const expected = flatExpected(set.expected(layout));
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    let read: Record<string, unknown> = {};
    try {
      read = w2AsRead(await readW2Locally(bytes, mimeType));
    } catch (error) {
      misses.push(`${layout} ${variant}: ${error instanceof Error ? error.message : String(error)}`);
    }
    const cpu = process.cpuUsage(cpuBefore);
    const wall = performance.now() - started;
    let right = 0;
    for (const [field, value] of Object.entries(expected)) {
      if (same(read[field], value)) right += 1;
      else misses.push(`${layout} ${variant} ${field}: got ${JSON.stringify(read[field] ?? null)}, expected ${JSON.stringify(value)}`);
    }
    const all = Object.keys(expected).length;
    const total = totals.get(variant) ?? { right: 0, all: 0, wall: [], cpu: [] };
    total.right += right;
    total.all += all;
    total.wall.push(wall);
    total.cpu.push((cpu.user + cpu.system) / 1000);
    totals.set(variant, total);
    rows.push(`  ${layout.padEnd(8)} ${variant.padEnd(7)} ${`${right}/${all}`.padStart(6)}  ${Math.round(wall)} ms wall  ${Math.round((cpu.user + cpu.system) / 1000)} ms CPU`);
    console.log(rows.at(-1));
  }
}
await closeOcr();
console.log('\nby variant:');
for (const [variant, total] of totals) {
  console.log(`  ${variant.padEnd(7)} ${total.right}/${total.all} (${((100 * total.right) / Math.max(1, total.all)).toFixed(1)}%)  median ${Math.round(median(total.wall))} ms wall, ${Math.round(median(total.cpu))} ms CPU`);
}
if (showMisses && misses.length > 0) console.log(`\nmisses:\n${misses.map((miss) => `  ${miss}`).join('\n')}`);
