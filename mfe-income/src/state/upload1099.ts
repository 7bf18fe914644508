// A 1099 upload turned into its record: investmentData (spec 2 §3 'Investment document') or contractor1099Data
// (spec 2 §4 '1099-MISC upload'). Each record is built from the fields the form names, never the reader's whole
// answer: a save whose item carries a key the form does not name is refused (issue 7 item 6).
import type { Analyze1099Response } from '@taxapp/contracts/documents';
import { CONTRACTOR_1099_AMOUNT_FIELDS, investmentDocumentSchema, type Contractor1099, type Form1040Data, type InvestmentDocument } from '@taxapp/contracts/form';

/** The record of an analysis: the spec's fields as read, the stored upload's id to remove it later. */
export function investmentDocumentFromAnalysis(answer: Analyze1099Response, fileName: string, uploadedAt: string): InvestmentDocument & { documentId: string } {
  const named = namedFields(Object.keys(investmentDocumentSchema.shape), answer);
  const record = investmentDocumentSchema.parse({ ...named, fileName, uploadedAt, documentId: answer.documentId });
  return { ...record, documentId: answer.documentId };
}

/**
 * An analysis that read no amount at all (spec 2 §8 'No data extracted'). A zero total alone is not that: a
 * 1099-G with only box 2 (a state tax refund) or a 1099-INT with only box 3 has a total of 0 and boxes read.
 */
export function readNoAmount(answer: Analyze1099Response): boolean {
  return answer.totalAmount === 0 && !Object.values(answer.fieldDetails).some((value) => typeof value === 'number' && value !== 0);
}

/** A 1099-MISC or 1099-NEC upload: its boxes as amounts, the payer and recipient as read, the stored upload's id. */
export function contractorRecordFromAnalysis(answer: Analyze1099Response, fileName: string, formType: '1099-MISC' | '1099-NEC'): Form1040Data['contractor1099Data'][number] {
  const boxes: Record<string, number> = {};
  for (const field of CONTRACTOR_1099_AMOUNT_FIELDS) {
    const value = (answer as Record<string, unknown>)[field];
    if (typeof value === 'number') boxes[field] = value;
  }
  const record = {
    ...boxes,
    fileName,
    formType,
    totalAmount: answer.totalAmount,
    payerName: answer.payerInfo.name,
    payerTIN: answer.payerInfo.tin,
    recipientName: answer.recipientInfo.name,
    recipientTIN: answer.recipientInfo.tin,
    payerInfo: answer.payerInfo,
    recipientInfo: answer.recipientInfo,
    fieldDetails: answer.fieldDetails,
    documentId: answer.documentId,
  } satisfies Partial<Contractor1099>;
  return record as Form1040Data['contractor1099Data'][number];
}

function namedFields(names: readonly string[], answer: Analyze1099Response): Record<string, unknown> {
  const source = answer as Record<string, unknown>;
  return Object.fromEntries(names.filter((name) => Object.hasOwn(source, name)).map((name) => [name, source[name]]));
}

/**
 * Humanised label of a field ('interestIncome' -> 'Interest income', 'section199ADividends' -> 'Section 199A dividends',
 * 'unrecaptured1250Gain' -> 'Unrecaptured 1250 gain'): a word holding a digit keeps its capitals.
 */
export function fieldLabel(key: string): string {
  const spaced = key.replace(/([a-z])([A-Z0-9])/g, '$1 $2').replace(/([0-9A-Z])([A-Z][a-z])/g, '$1 $2');
  const words = spaced.split(' ').map((word) => (/\d/.test(word) ? word : word.toLowerCase())).join(' ');
  return (words.charAt(0).toUpperCase() + words.slice(1)).replace(/^Us /, 'U.S. ');
}
