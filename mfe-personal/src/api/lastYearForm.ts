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
