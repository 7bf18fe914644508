// A W-2 upload turned into the stored W-2 record (spec 2 §3, §4 'W-2 upload', §5 'W-2 upload file').
import { W2_BOX12_CODES, type W2, type W2Box12Code } from '@taxapp/contracts/form';
import type { W2Extraction } from '@taxapp/contracts/documents';
import { MAX_UPLOAD_BYTES } from '@taxapp/contracts/files';
import { legacyBox12 } from './incomeRules';

export const W2_FILE_MESSAGES = {
  type: 'Invalid file type. Please upload a PDF or image file.',
  size: 'File size too large. Maximum size is 10MB.',
  duplicate: 'This W2 form appears to already be uploaded. Please check your existing W2 forms.',
  noData: 'No data received from W2 analysis',
} as const;

/** Spec 2 §5: PDF or any image, at most 10 MB; null when the file may be sent. */
export function w2FileProblem(file: { type: string; size: number }): string | null {
  if (file.type !== 'application/pdf' && !file.type.startsWith('image/')) return W2_FILE_MESSAGES.type;
  if (file.size > MAX_UPLOAD_BYTES) return W2_FILE_MESSAGES.size;
  return null;
}

const amount = (value: string) => {
  const number = Number(value.replace(/[$,\s]/g, ''));
  return value.trim() === '' || !Number.isFinite(number) ? '0' : String(number);
};

const TFB_LABEL = /\bTFB\b|transit|transportation\s*fringe/i;

/** Box 14 lines other than the TFB one, with a label and an amount, at most four (the record's limit). */
export function box14OtherOf(entries: W2Extraction['box14Entries']): W2['box14Other'] {
  return entries
    .filter((entry) => entry.label.trim() !== '' && !TFB_LABEL.test(entry.label) && Number(amount(entry.amount)) !== 0)
    .slice(0, 4)
    .map((entry) => ({ label: entry.label.trim().slice(0, 100), amount: amount(entry.amount) }));
}

/**
 * The W-2 record of an analysis. The employee SSN is not kept: SSNs are stored only encrypted on the device,
 * and that encryption belongs to the personal remote, which this remote may not import.
 */
export function w2FromExtraction(extraction: W2Extraction, base: { id: string; fileName: string; owner: 'taxpayer' | 'spouse'; documentId?: string }): W2 {
  const entries = extraction.box12Entries
    .filter((entry): entry is { code: W2Box12Code; amount: string } => (W2_BOX12_CODES as readonly string[]).includes(entry.code))
    .map((entry) => ({ code: entry.code, amount: amount(entry.amount) }));
  return {
    id: base.id,
    fileName: base.fileName,
    ...(base.documentId ? { documentId: base.documentId } : {}),
    firstName: extraction.firstName,
    lastName: extraction.lastName,
    ssn: '',
    owner: base.owner,
    wages: amount(extraction.wages),
    federalIncomeTax: amount(extraction.federalIncomeTax),
    stateTax: amount(extraction.stateIncomeTaxWithheld),
    employerName: extraction.employerName,
    employerEIN: extraction.employerEIN,
    socialSecurityWages: amount(extraction.socialSecurityWages),
    socialSecurityTaxWithheld: amount(extraction.socialSecurityTaxWithheld),
    medicareWagesAndTips: amount(extraction.medicareWagesAndTips),
    medicareTaxWithheld: amount(extraction.medicareTaxWithheld),
    socialSecurityTips: amount(extraction.socialSecurityTips),
    allocatedTips: amount(extraction.allocatedTips),
    verificationCode: extraction.verificationCode,
    dependentCareBenefits: amount(extraction.dependentCareBenefits),
    nonqualifiedPlans: amount(extraction.nonqualifiedPlans),
    statutoryEmployee: extraction.statutoryEmployee,
    retirementPlan: extraction.retirementPlan,
    thirdPartySickPay: extraction.thirdPartySickPay,
    box12Entries: entries,
    box12: legacyBox12(entries),
    box14: { tfb: amount(extraction.box14.tfb) },
    // Box 14's other lines as printed (the TFB line is box14.tfb): state disability and family leave contributions
    // reach Schedule A line 5a, a New York 414(h) contribution IT-201 line 22.
    box14Other: box14OtherOf(extraction.box14Entries),
    stateId: extraction.stateId,
    stateWages: amount(extraction.stateWages),
    // The first state row is stateId / stateWages / stateTax (the reader's own first row); the others follow.
    additionalStateRows: extraction.stateRows.slice(1, 4).map((row) => ({ stateId: row.stateId, stateWages: amount(row.stateWages), stateTax: amount(row.stateIncomeTaxWithheld) })),
    localWages: amount(extraction.localWages),
    localIncomeTax: amount(extraction.localIncomeTax),
    locality: extraction.locality,
  };
}

/** Spec 2 §5: the same employer EIN, wages and file name as a W-2 already there. */
export function isDuplicateW2(existing: readonly W2[], w2: W2): boolean {
  return existing.some((other) => other.employerEIN === w2.employerEIN && Number(other.wages) === Number(w2.wages) && other.fileName === w2.fileName);
}
