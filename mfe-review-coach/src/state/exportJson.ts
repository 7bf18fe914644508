// The export of spec 3 §3 'Export JSON': taxpayer_info, income_summary, tax_calculation, form_mapping (Form 1040
// lines 1, 2b, 3b, 7), generated_at, tax_year 2024. SSNs leave masked: the plaintext exists only on the device
// that typed it, and an export is a file that travels.
import type { FullCalculation } from '@taxapp/contracts/api/calculation';
import type { Form1040Data } from '@taxapp/contracts/form';
import { downloadFile } from './download';
import { maskedSsn } from './format';

export const EXPORT_FILE_NAME = 'tax-return-2024.json';

function lineValue(calculation: FullCalculation, id: string): number {
  return calculation.federal.lines[id]?.value ?? 0;
}

function name(first: string, middle: string | undefined, last: string): string {
  return [first, middle, last].filter(Boolean).join(' ');
}

export function buildExport(form: Form1040Data, calculation: FullCalculation, now: Date = new Date()) {
  const married = form.filingStatus === 'married-joint' || form.filingStatus === 'married-separate' || form.isJointFiling;
  const { federal, state } = calculation;
  return {
    taxpayer_info: {
      name: name(form.firstName, form.middleInitial, form.lastName),
      ssn: maskedSsn(form.ssn).text,
      filing_status: form.filingStatus,
      spouse: married ? { name: name(form.spouseFirstName, form.spouseMiddleInitial, form.spouseLastName), ssn: maskedSsn(form.spouseSSN).text } : null,
      dependents: form.dependents.map((dependent) => ({
        name: name(dependent.firstName, dependent.middleInitial, dependent.lastName),
        relationship: dependent.relationship,
        ssn: maskedSsn(dependent.ssn).text,
      })),
    },
    income_summary: {
      // Form 1040 (2024) lines 1z, 2b, 3b, 7, 8, 9, 11
      wages: lineValue(calculation, 'form1040.line1z'),
      taxableInterest: lineValue(calculation, 'form1040.line2b'),
      ordinaryDividends: lineValue(calculation, 'form1040.line3b'),
      capitalGainOrLoss: federal.capitalGainOrLoss,
      additionalIncome: lineValue(calculation, 'form1040.line8'),
      totalIncome: federal.totalIncome,
      adjustedGrossIncome: federal.agi,
    },
    tax_calculation: { federal, state },
    form_mapping: {
      // Form 1040 (2024): line 1 is the wages total (1z), 2b taxable interest, 3b ordinary dividends, 7 capital gain or (loss)
      line_1: lineValue(calculation, 'form1040.line1z'),
      line_2b: lineValue(calculation, 'form1040.line2b'),
      line_3b: lineValue(calculation, 'form1040.line3b'),
      line_7: lineValue(calculation, 'form1040.line7'),
    },
    generated_at: now.toISOString(),
    tax_year: 2024 as const,
  };
}
export type TaxReturnExport = ReturnType<typeof buildExport>;

/** Offers the export as a file download. */
export function downloadJson(data: unknown, fileName: string = EXPORT_FILE_NAME): void {
  downloadFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName);
}
