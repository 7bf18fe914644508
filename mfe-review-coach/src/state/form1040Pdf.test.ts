// @vitest-environment node
// The Form 1040 PDF read back as text (pdfjs): every page says NOT FOR FILING, and Form 1040's lines carry the
// engine's whole dollars beside their labels.
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { parseForm1040Data } from '@taxapp/contracts/form';
import { computeReturn } from '@taxapp/engine';
import { asCalculationJson } from './localEngine';
import { buildForm1040Pdf, pdfAmount } from './form1040Pdf';

async function pagesText(bytes: Uint8Array): Promise<string[][]> {
  const document = await getDocument({ data: bytes }).promise;
  const pages: string[][] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    const byY = new Map<number, string[]>();
    for (const item of content.items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const y = Math.round(item.transform[5]);
      byY.set(y, [...(byY.get(y) ?? []), item.str]);
    }
    pages.push([...byY.entries()].sort(([a], [b]) => b - a).map(([, parts]) => parts.join(' | ')));
  }
  return pages;
}

describe('Form 1040 PDF', () => {
  it("draws the engine's lines, Schedule A when itemizing, and NOT FOR FILING on every page", async () => {
    const form = parseForm1040Data({
      firstName: 'Ada',
      lastName: 'Lovelace',
      w2Data: [{ wages: '120000', federalIncomeTax: '20000' }],
      mortgageInterest: 15000,
      propertyTax: 8000,
    });
    const calculation = asCalculationJson(computeReturn(form));
    const pages = await pagesText(await buildForm1040Pdf(form, calculation));
    for (const page of pages) expect(page.some((line) => line.includes('NOT FOR FILING'))).toBe(true);
    const text = pages.flat();
    // By hand: Schedule A 15,000 + 8,000 = 23,000 (under the 10,000 SALT cap) > 14,600, so line 15 = 97,000.
    expect(text).toContain('Line 15 Taxable income | 97,000');
    expect(text).toContain(`Line 24 Total tax | ${pdfAmount(calculation.federal.totalTax)}`);
    expect(text).toContain('Schedule A (Itemized Deductions)');
    expect(text).toContain('Line 17 Total itemized deductions | 23,000');
  });

  it('writes losses in parentheses, as the IRS forms do', () => {
    expect(pdfAmount(-3000)).toBe('(3,000)');
    expect(pdfAmount(86200.4)).toBe('86,200');
  });
});
