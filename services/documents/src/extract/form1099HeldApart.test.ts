// The 1099 reader on layouts held apart from it (testing/form1099HeldApart.ts, written before its box logic was
// read): every printed box, the payer, the recipient and the total, from the PDF as uploaded (a broker's
// statement of four pages: the form's own page is found) and, for some, from an image of the form's page.
import { describe, expect, it } from 'vitest';
import type { Form1099Extraction } from '@taxapp/contracts/documents';
import { HELD_APART_1099_LAYOUTS, HELD_APART_1099_TOTALS, pageOfPdf, type HeldApartLayout } from '../testing/form1099HeldApart';
import { cleanImageOf } from '../testing/scanLike';
import { read1099WithText } from './form1099';

function flat(read: Form1099Extraction): Record<string, unknown> {
  return {
    ...read,
    'payerInfo.name': read.payerInfo.name, 'payerInfo.tin': read.payerInfo.tin,
    'recipientInfo.name': read.recipientInfo.name, 'recipientInfo.tin': read.recipientInfo.tin.replace(/\*/g, 'X'),
  };
}

describe.each(HELD_APART_1099_LAYOUTS.map((held) => [held.layout, held.kind, held] as const))('%s, %s (held apart)', (layout, kind, held: HeldApartLayout) => {
  it('reads every printed box, the payer, the recipient and the total from the PDF', async () => {
    const { local, source } = await read1099WithText(await held.build(), 'application/pdf', kind);
    expect(source).toBe('text');
    expect(flat(local)).toMatchObject(held.expected);
    expect(local.totalAmount).toBe(HELD_APART_1099_TOTALS[`${layout} ${kind}`]);
  });
});

describe.each(HELD_APART_1099_LAYOUTS.filter((held) => held.pageExpected).map((held) => [held.kind, held.page, held] as const))('%s, page %s of the statement alone', (kind, page, held) => {
  it('reads what that page prints: its boxes, the broker named in the running header (not its page number)', async () => {
    const { local } = await read1099WithText(await pageOfPdf(await held.build(), page), 'application/pdf', kind);
    expect(flat(local)).toMatchObject(held.pageExpected!);
  });
});

describe('held-apart 1099 images read by OCR (slow)', () => {
  it.each(['1099-r', '1099-int'] as const)('reads the %s from a clean image of its page', async (kind) => {
    const held = HELD_APART_1099_LAYOUTS.find((entry) => entry.kind === kind && entry.page === 1)!;
    const { local, source } = await read1099WithText(await cleanImageOf(await pageOfPdf(await held.build(), held.page), 200), 'image/png', kind);
    expect(source).toBe('ocr');
    expect(flat(local)).toMatchObject(held.expected);
  }, 60_000);
});
