// analyze-1099 (spec 2 §7) and the removal of a stored 1099 upload, through the typed endpoints in contracts.
import { documentsIncomeApi } from '@taxapp/contracts/api/documentsIncome';
import type { Analyze1099Response } from '@taxapp/contracts/documents';
import { callEndpoint } from '@taxapp/ui/http';

export function analyze1099(file: { fileContent: string; fileName: string; fileType: string; documentType: string }): Promise<Analyze1099Response> {
  return callEndpoint(documentsIncomeApi.analyze1099, file);
}

export async function remove1099Document(documentId: string): Promise<void> {
  await callEndpoint(documentsIncomeApi.remove1099, {}, { params: { id: documentId } });
}
