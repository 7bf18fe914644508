// A 1099 upload turned into its investmentData record (spec 2 §3 'Investment document').
import type { Analyze1099Response } from '@taxapp/contracts/documents';
import { investmentDocumentSchema, type InvestmentDocument } from '@taxapp/contracts/form';

/** The record of an analysis: the spec's fields as read, the stored upload's id to remove it later. */
export function investmentDocumentFromAnalysis(answer: Analyze1099Response, fileName: string, uploadedAt: string): InvestmentDocument & { documentId: string } {
  const { documentId, warnings: _warnings, ...fields } = answer;
  const record = investmentDocumentSchema.parse({ ...fields, fileName, uploadedAt });
  return { ...record, documentId };
}

/** Humanised label of a field ('interestIncome' -> 'Interest income'). */
export function fieldLabel(key: string): string {
  const words = key.replace(/([a-z])([A-Z0-9])/g, '$1 $2').toLowerCase();
  return (words.charAt(0).toUpperCase() + words.slice(1)).replace(/^Us /, 'U.S. ');
}
