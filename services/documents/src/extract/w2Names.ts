// Box e's name on an image: what OCR leaves of the box's small print is no name. A speck read as a letter ('i',
// 's' a third of a line high) is dropped, and the 'Suff.' caption OCR garbles ('Su.', 'Sut', 'suf.') bounds the
// last name's column as the caption does, instead of being read as the last name on the captions' line.
import { lineOf, type TextItem, type TextLine } from './layout';
import type { Caption } from './w2';

const LAST_NAME = /\blast\s*name\b/i;
/** 'Suff.' as OCR garbles it: an s and up to three letters (su, sut, suf, suff), a point or comma after. */
const SUFFIX_CRUMB = /^[sS][a-zA-Z]{0,3}[.,:]?$/;

const height = (item: { y0: number; y1: number }) => Math.max(1, item.y1 - item.y0);

/** A speck OCR read as writing: one or two characters under half the page's usual word height. */
function speck(item: TextItem, usual: number): boolean {
  return item.text.replace(/[^A-Za-z0-9]/g, '').length <= 2 && height(item) < usual * 0.5;
}

/**
 * The lines and captions box e's name is read from on an image: specks dropped (a line left empty goes), and a
 * garbled 'Suff.' right of 'Last name' on its line taken as a caption (as tall as the captions, not the name).
 */
export function forNames(lines: TextLine[], captions: readonly Caption[]): { lines: TextLine[]; captions: Caption[] } {
  const heights = lines.flatMap((line) => line.items.map(height)).sort((a, b) => a - b);
  const usual = heights[Math.floor(heights.length / 2)] ?? 0;
  const kept = new Map<TextLine, TextLine>();
  const out: TextLine[] = [];
  for (const line of lines) {
    const items = line.items.filter((item) => !speck(item, usual));
    if (items.length === 0) continue;
    const next = items.length === line.items.length ? line : lineOf(items);
    kept.set(line, next);
    out.push(next);
  }
  const remapped = captions.flatMap((caption) => {
    const line = kept.get(caption.line);
    return line ? [{ ...caption, line }] : [];
  });
  for (const caption of remapped.filter((each) => LAST_NAME.test(each.line.text))) {
    // The words of 'Last name' (OCR gives 'name' its x-height alone, 'Last' its capital's).
    const words = caption.line.items.filter((item) => LAST_NAME.test(item.text) || /^(?:last|name)$/i.test(item.text));
    if (words.length === 0) continue;
    const after = Math.max(...words.map((item) => item.x1));
    const captionHeight = Math.max(...words.map(height));
    const crumbs = caption.line.items.filter((item) => item.x0 > after && SUFFIX_CRUMB.test(item.text) && height(item) <= captionHeight * 1.3);
    for (const crumb of crumbs) if (!remapped.some((other) => other.line === caption.line && other.box.x0 <= crumb.x0 && other.box.x1 >= crumb.x1)) remapped.push({ field: 'suffix', box: crumb, line: caption.line });
  }
  return { lines: out, captions: remapped };
}
