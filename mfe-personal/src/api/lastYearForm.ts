// POST /api/functions/analyze-last-year-form (spec 1 §7.3) and DELETE of a stored document.
import { analyzeLastYearResponseSchema, type AnalyzeLastYearResponse } from '@taxapp/contracts/documents';
import { requestJson } from '@taxapp/ui/http';

const PATH = '/api/functions/analyze-last-year-form';

export async function analyzeLastYearForm(file: { fileContent: string; fileName: string; fileType: string }): Promise<AnalyzeLastYearResponse | null> {
  const answer = await requestJson<unknown>('POST', PATH, file);
  if (!answer || typeof answer !== 'object') return null;
  return analyzeLastYearResponseSchema.parse(answer);
}

export async function removeLastYearDocument(documentId: string): Promise<void> {
  await requestJson('DELETE', `${PATH}/${encodeURIComponent(documentId)}`);
}

/** The file as base64, without the data-URL prefix. */
export function readFileAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('Could not read file'));
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.readAsDataURL(file);
  });
}
