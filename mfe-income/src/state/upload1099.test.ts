// A 1099 upload's record names only the form's fields (issue 7 item 6): the save that carries it is not refused.
import { describe, expect, it } from 'vitest';
import { analyze1099ResponseSchema } from '@taxapp/contracts/documents';
import { unknownFormFieldPath } from '@taxapp/contracts/form';
import { contractorRecordFromAnalysis, fieldLabel, investmentDocumentFromAnalysis, readNoAmount } from './upload1099';

// What analyze-1099 answers: the document type, the boxes at the top level and in fieldDetails, the stored id, warnings.
const misc = analyze1099ResponseSchema.parse({
  documentType: '1099-misc',
  formType: '1099-MISC',
  totalAmount: 1800,
  payerInfo: { name: 'Acme Rentals', tin: '12-3456789' },
  recipientInfo: { name: 'Ana Lee', tin: '***-**-6789' },
  fieldDetails: { rentIncome: 1500, royalties: 300, federalIncomeTaxWithheld: 90 },
  rentIncome: 1500,
  royalties: 300,
  federalIncomeTaxWithheld: 90,
  documentId: 'doc-misc',
  warnings: ['The file name has a path in it.'],
});

const oid = analyze1099ResponseSchema.parse({
  documentType: '1099-oid',
  formType: '1099-OID',
  totalAmount: 260,
  payerInfo: { name: 'Bond Bank', tin: '98-7654321' },
  recipientInfo: { name: 'Ana Lee', tin: '' },
  fieldDetails: { originalIssueDiscount: 200, otherPeriodicInterest: 60, acquisitionPremium: 5 },
  originalIssueDiscount: 200,
  otherPeriodicInterest: 60,
  acquisitionPremium: 5,
  documentId: 'doc-oid',
  warnings: [],
});

describe('contractorRecordFromAnalysis', () => {
  it("keeps the boxes, the parties and the stored upload's id, and nothing the form does not name", () => {
    const record = contractorRecordFromAnalysis(misc, 'misc.pdf', '1099-MISC');
    expect(record).toMatchObject({
      fileName: 'misc.pdf',
      formType: '1099-MISC',
      totalAmount: 1800,
      rentIncome: 1500,
      royalties: 300,
      federalIncomeTaxWithheld: 90,
      payerName: 'Acme Rentals',
      payerTIN: '12-3456789',
      recipientName: 'Ana Lee',
      payerInfo: { name: 'Acme Rentals', tin: '12-3456789' },
      documentId: 'doc-misc',
    });
    expect(record).not.toHaveProperty('warnings');
    expect(record).not.toHaveProperty('documentType');
    expect(unknownFormFieldPath({ contractor1099Data: [record] })).toBeNull();
  });
});

describe('investmentDocumentFromAnalysis', () => {
  it('keeps every box the reader gave and the id, and nothing the form does not name', () => {
    const record = investmentDocumentFromAnalysis(oid, 'oid.pdf', '2025-02-01T00:00:00.000Z');
    expect(record).toMatchObject({ documentType: '1099-oid', originalIssueDiscount: 200, otherPeriodicInterest: 60, acquisitionPremium: 5, documentId: 'doc-oid', fileName: 'oid.pdf' });
    expect(record).not.toHaveProperty('warnings');
    expect(unknownFormFieldPath({ investmentData: [record] })).toBeNull();
  });
});

describe('readNoAmount', () => {
  const answer = (fieldDetails: Record<string, number | string | boolean>, totalAmount = 0) =>
    analyze1099ResponseSchema.parse({ documentType: '1099-g', formType: '1099-G', totalAmount, payerInfo: { name: 'State of Ohio', tin: '' }, recipientInfo: { name: '', tin: '' }, fieldDetails, ...fieldDetails, documentId: 'doc-g', warnings: [] });

  it('a 1099-G with only a state tax refund (box 2) was read, though its total (box 1) is 0', () => {
    expect(readNoAmount(answer({ stateLocalIncomeTaxRefunds: 412 }))).toBe(false);
  });

  it('a page where no amount was read is nothing extracted', () => {
    expect(readNoAmount(answer({}))).toBe(true);
    expect(readNoAmount(answer({ accountNumber: '1234' }))).toBe(true);
    expect(readNoAmount(answer({ unemploymentCompensation: 3200 }, 3200))).toBe(false);
  });
});


describe('the labels of the fields read from a 1099', () => {
  it('spaces box numbers apart and keeps their capitals', () => {
    expect(fieldLabel('interestIncome')).toBe('Interest income');
    expect(fieldLabel('section199ADividends')).toBe('Section 199A dividends');
    expect(fieldLabel('unrecaptured1250Gain')).toBe('Unrecaptured 1250 gain');
    expect(fieldLabel('box3NetBenefits')).toBe('Box 3 net benefits');
    expect(fieldLabel('usSavingsBondInterest')).toBe('U.S. savings bond interest');
  });
});
