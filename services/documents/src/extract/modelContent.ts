// What a model is sent for a document (AI_PROVIDER=openai): a PDF as its text layer, line by line (any
// OpenAI-compatible server takes text); an image, or a PDF without text, as an image. Runs in the sandbox
// process (src/sandbox/readers.ts): it parses and renders untrusted PDFs.
import type OpenAI from 'openai';
import { groupLines } from './layout';
import { readPdfPage, renderPdfPageToPng } from './pdf';

type UserContent = OpenAI.Chat.Completions.ChatCompletionUserMessageParam['content'];

export async function modelContentOf(bytes: Uint8Array, mimeType: string): Promise<UserContent> {
  if (mimeType === 'application/pdf') {
    const page = await readPdfPage(bytes);
    if (page.items.length >= 5) {
      const text = groupLines(page.items)
        .map((line) => line.text)
        .join('\n');
      return [{ type: 'text', text: `Text of the form's first page, line by line:\n${text}` }];
    }
    const png = await renderPdfPageToPng(bytes, 2);
    return [{ type: 'image_url', image_url: { url: `data:image/png;base64,${png.toString('base64')}` } }];
  }
  return [{ type: 'image_url', image_url: { url: `data:${mimeType};base64,${Buffer.from(bytes).toString('base64')}` } }];
}

