// analyze-last-year-form (spec 1 §7.3) and the removal of a stored document.
import { documentsApi } from '@taxapp/contracts/api/documents';
import type { AnalyzeLastYearResponse } from '@taxapp/contracts/documents';
import { callEndpoint } from '@taxapp/ui/http';

/** null when the answer holds no data (spec 1 §8 'No data received from last year form analysis'). */
export async function analyzeLastYearForm(file: { fileContent: string; fileName: string; fileType: string }): Promise<AnalyzeLastYearResponse | null> {
  return callEndpoint(documentsApi.analyzeLastYearForm, file);
}

export async function removeLastYearDocument(documentId: string): Promise<void> {
  await callEndpoint(documentsApi.removeLastYearForm, {}, { params: { id: documentId } });
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
