// analyze-w2 (spec 2 §7) and the removal of a stored W-2 upload, through the typed endpoints in contracts.
import { documentsIncomeApi } from '@taxapp/contracts/api/documentsIncome';
import type { AnalyzeW2Response } from '@taxapp/contracts/documents';
import { callEndpoint } from '@taxapp/ui/http';

export function analyzeW2(file: { fileContent: string; fileName: string; fileType: string }): Promise<AnalyzeW2Response> {
  return callEndpoint(documentsIncomeApi.analyzeW2, file);
}

export async function removeW2Document(documentId: string): Promise<void> {
  await callEndpoint(documentsIncomeApi.removeW2, {}, { params: { id: documentId } });
}
