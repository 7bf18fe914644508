// The 1099 harsh layouts (form1099Harsh.ts): each prints what it expects, and the copier gives the same image every run.
import { describe, expect, it } from 'vitest';
import { readPdfPage } from '../extract/pdf';
import { HARSH_1099, harshCopier, harshCopyOf } from './form1099Harsh';

const printed = (amount: string) => Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('1099 harsh layouts (form1099Harsh.ts)', () => {
  it("prints each expected amount (as '1,317.70') and the parties' names (any case)", async () => {
    for (const layout of HARSH_1099) {
      const text = (await readPdfPage(await layout.build())).items.map((item) => item.text).join(' ').toUpperCase();
      for (const [field, value] of Object.entries(layout.expected)) {
        if (field.endsWith('.tin')) continue;
        expect(text, `${layout.layout} ${field}`).toContain(field.endsWith('.name') ? value.toUpperCase() : printed(value));
      }
    }
  });

  it('expects box 1b, 2b-2d and 5 of the DIV within their totals (Form 1099-DIV instructions: 1b and 5 are part of 1a, 2b-2d of 2a)', () => {
    for (const { kind, expected } of HARSH_1099.filter((layout) => layout.kind === '1099-div')) {
      expect(kind).toBe('1099-div');
      const n = (field: string) => Number(expected[field] ?? 0);
      expect(n('qualifiedDividends')).toBeLessThanOrEqual(n('totalOrdinaryDividends'));
      expect(n('section199ADividends')).toBeLessThanOrEqual(n('totalOrdinaryDividends'));
      for (const part of ['unrecaptured1250Gain', 'section1202Gain', 'collectiblesGain']) expect(n(part)).toBeLessThanOrEqual(n('totalCapitalGainDistributions'));
    }
  });

  it('copies a page the same every run, in colour', async () => {
    const pdf = await HARSH_1099[0]!.build();
    const [once, again] = [await harshCopyOf(pdf, harshCopier(2)), await harshCopyOf(pdf, harshCopier(2))];
    expect(once.equals(again)).toBe(true);
    expect(harshCopier(2).paper).not.toEqual([255, 255, 255]);
  });
});
