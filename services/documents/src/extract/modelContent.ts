// What a model is sent for a document (AI_PROVIDER=openai): a PDF as its text layer, line by line (any
// OpenAI-compatible server takes text); an image, or a PDF without text, as an image. A return's parts are on
// several pages (a program's cover page first, the header on the form's page 1, Sign Here's phone and email on
// page 2, or page 3 of Form 1040-SR): every page is sent, up to a few, each named. Runs in the sandbox process
// (src/sandbox/readers.ts): it parses and renders untrusted PDFs.
import type OpenAI from 'openai';
import { groupLines } from './layout';
import { readPdfPage, renderPdfPageToPng } from './pdf';

type UserContent = OpenAI.Chat.Completions.ChatCompletionUserMessageParam['content'];
type Part = Exclude<UserContent, string>[number];

/** Pages sent at most: a cover page and the four pages of Form 1040-SR (2023). */
export const MODEL_PAGES = 5;

export async function modelContentOf(bytes: Uint8Array, mimeType: string): Promise<UserContent> {
  if (mimeType !== 'application/pdf') return [{ type: 'image_url', image_url: { url: `data:${mimeType};base64,${Buffer.from(bytes).toString('base64')}` } }];
  const first = await readPdfPage(bytes);
  const pages = Math.min(first.pageCount, MODEL_PAGES);
  const parts: Part[] = [];
  for (let pageNumber = 1; pageNumber <= pages; pageNumber += 1) {
    const page = pageNumber === 1 ? first : await readPdfPage(bytes, pageNumber);
    const named = pages > 1 ? ` ${pageNumber} of ${first.pageCount}` : '';
    // Fewer than a handful of words means a scanned page: sent as its image.
    if (page.items.length >= 5) {
      const text = groupLines(page.items).map((line) => line.text).join('\n');
      parts.push({ type: 'text', text: pages > 1 ? `Text of page${named}, line by line:\n${text}` : `Text of the form's first page, line by line:\n${text}` });
    } else {
      const png = await renderPdfPageToPng(bytes, 2, pageNumber);
      if (pages > 1) parts.push({ type: 'text', text: `Image of page${named}:` });
      parts.push({ type: 'image_url', image_url: { url: `data:image/png;base64,${png.toString('base64')}` } });
    }
  }
  return parts;
}
