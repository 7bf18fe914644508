// Reads the Form 1040 PDF back as text, for the unit tests and the Playwright journey: each page's rows top to
// bottom (items left to right, joined with ' | '), the pages grouped by form, and the amount in a line's box.
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const require = createRequire(import.meta.url);
const STANDARD_FONTS = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}${path.sep}`;

export async function pdfPagesText(bytes: Uint8Array): Promise<string[][]> {
  const document = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: STANDARD_FONTS, isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[][] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    const byY = new Map<number, { x: number; str: string }[]>();
    for (const item of content.items) {
      if (!('str' in item) || !item.str.trim()) continue;
      const y = Math.round(item.transform[5]);
      byY.set(y, [...(byY.get(y) ?? []), { x: item.transform[4], str: item.str }]);
    }
    pages.push([...byY.entries()].sort(([a], [b]) => b - a).map(([, parts]) => parts.sort((a, b) => a.x - b.x).map((part) => part.str).join(' | ')));
  }
  await document.destroy();
  return pages;
}

/** The rows of each form, keyed by the title its first page starts with (Form 1040's page 2 and continued pages join the form before). */
export function formsOf(pages: string[][]): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  let current = '';
  for (const page of pages) {
    const first = page[0] ?? '';
    if (!first.includes('(continued)') && !first.includes('Page 2')) current = first.split(' | ')[0];
    forms.set(current, [...(forms.get(current) ?? []), ...page]);
  }
  return forms;
}

export const FORM_1040_TITLE = 'Form 1040 U.S. Individual Income Tax Return';

/** The amount printed in the box of a line ('11' -> '120,500'); null when the box is blank, undefined when no such line. */
export function boxAmount(rows: string[], number: string): string | null | undefined {
  for (const row of rows) {
    const items = row.split(' | ');
    // The row starts with its own number, then the caption; the box repeats the number, then the amount (unless blank).
    const box = items.lastIndexOf(number);
    if (box <= 0) continue;
    const next = items[box + 1];
    return next !== undefined && /^\(?[\d,]+\)?$/.test(next) ? next : null;
  }
  return undefined;
}
