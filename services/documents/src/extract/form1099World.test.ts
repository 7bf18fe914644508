// The 1099 readers on layouts drawn the way others draw them (testing/form1099World.ts): every field of each layout
// from its text PDF, and from images of the pages OCR reads (a clean rendering, the harsh scanner's copy).
import { describe, expect, it } from 'vitest';
import type { Form1099Extraction } from '@taxapp/contracts/documents';
import { WORLD_1099, harshScan, harshScanOf, type World1099 } from '../testing/form1099World';
import { cleanImageOf } from '../testing/scanLike';
import { read1099Locally } from './form1099';

/** Each expected field as read, written as the layouts write them: amounts as plain numbers, '*' of a mask as 'X'. */
function asRead(read: Form1099Extraction, expected: Record<string, string>): Record<string, string> {
  const flat: Record<string, unknown> = { ...read, 'payerInfo.name': read.payerInfo.name, 'payerInfo.tin': read.payerInfo.tin, 'recipientInfo.name': read.recipientInfo.name, 'recipientInfo.tin': read.recipientInfo.tin };
  return Object.fromEntries(Object.keys(expected).map((field) => [field, String(flat[field] ?? '').trim().toUpperCase().replace(/\*/g, 'X').replace(/\s+/g, ' ')]));
}
const upper = (expected: Record<string, string>) => Object.fromEntries(Object.entries(expected).map(([field, value]) => [field, value.toUpperCase()]));

describe.each(WORLD_1099.map((layout) => [layout.kind, layout.layout, layout] as const))('%s, %s', (kind, _name, layout: World1099) => {
  it('reads every field from the text PDF', async () => {
    expect(asRead(await read1099Locally(await layout.build(), 'application/pdf', kind), layout.expected)).toEqual(upper(layout.expected));
  });
});

/** Layouts whose images are read whole (slow: OCR). */
const IMAGES: { layout: string; kind: string; variant: 'clean' | 'scan' }[] = [
  { kind: '1099-div', layout: 'div two columns', variant: 'clean' },
  { kind: '1099-g', layout: 'g agency letterhead', variant: 'clean' },
  // The addressee taken for the payer before parties1099.ts read the salutation.
  { kind: '1099-g', layout: 'g letter', variant: 'clean' },
];

describe('images of the layouts, read by OCR (slow)', () => {
  it.each(IMAGES.map((entry) => [entry.kind, entry.layout, entry.variant] as const))('%s, %s, %s image: every field', async (kind, name, variant) => {
    const index = WORLD_1099.findIndex((layout) => layout.kind === kind && layout.layout === name);
    const layout = WORLD_1099[index]!;
    const pdf = await layout.build();
    const image = variant === 'clean' ? await cleanImageOf(pdf, 200) : await harshScanOf(pdf, harshScan(index + 1));
    const read = await read1099Locally(new Uint8Array(image), variant === 'clean' ? 'image/png' : 'image/jpeg', layout.kind);
    expect(asRead(read, layout.expected)).toEqual(upper(layout.expected));
  }, 90_000);
});
