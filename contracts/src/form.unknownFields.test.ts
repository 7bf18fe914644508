// Issue 7 item 6, 'unknown keys refused': a save names only the form's keys, inside list items too, while a
// stored form with old keys still loads (the keys a form does not name are dropped from its items on reading).
import { describe, expect, it } from 'vitest';
import { FORM_BOUNDS_MESSAGES, parseForm1040Data, unknownFormFieldPath } from './form';
import { formsApi } from './api/forms';

describe('unknownFormFieldPath: the first key of a save the form does not name', () => {
  it('names a top-level key, a key of a list item and a key nested in an item', () => {
    expect(unknownFormFieldPath({ isAdmin: true })).toBe('isAdmin');
    expect(unknownFormFieldPath({ w2Data: [{ wages: '100' }, { wages: '200', someKey: 'x' }] })).toBe('w2Data.1.someKey');
    expect(unknownFormFieldPath({ w2Data: [{ box14: { tfb: '0', note: 'x' } }] })).toBe('w2Data.0.box14.note');
    expect(unknownFormFieldPath({ w2Data: [{ box12Entries: [{ code: 'D', amount: '1', extra: 1 }] }] })).toBe('w2Data.0.box12Entries.0.extra');
    expect(unknownFormFieldPath({ otherIncomeEntries: [{ type: 'Business Income', amount: 0, businessData: { expenses: [{ type: 'Rent', amount: 1, memo: 'x' }] } }] })).toBe(
      'otherIncomeEntries.0.businessData.expenses.0.memo',
    );
    expect(unknownFormFieldPath({ dependents: [{ firstName: 'Ana', favouriteColour: 'red' }] })).toBe('dependents.0.favouriteColour');
    expect(unknownFormFieldPath({ creditFacts: { careExpenses: [{ amount: 100, receipt: 'x' }] } })).toBe('creditFacts.careExpenses.0.receipt');
    expect(unknownFormFieldPath({ creditFacts: { bonus: 1 } })).toBe('creditFacts.bonus');
    expect(unknownFormFieldPath({ localityAnswers: { county: 'Marion', secret: 'x' } })).toBe('localityAnswers.secret');
    expect(unknownFormFieldPath({ investmentData: [{ documentType: '1099-int', payerInfo: { name: 'Bank', tin: '', phone: '1' } }] })).toBe('investmentData.0.payerInfo.phone');
    expect(unknownFormFieldPath({ lastYearFormDocuments: [{ fileName: '2023.pdf', extractedData: { firstName: 'Ann', text: 'x' } }] })).toBe('lastYearFormDocuments.0.extractedData.text');
  });

  it("reads a sensitive field's envelope, and leaves the keys of a map and of plain text alone", () => {
    const envelope = { encryptedData: 'x', iv: 'y', salt: 'z', level: 3, keyVersion: 1, algorithm: 'AES-GCM' };
    expect(unknownFormFieldPath({ ssn: envelope, dependents: [{ ssn: envelope, dob: envelope }] })).toBeNull();
    expect(unknownFormFieldPath({ dependents: [{ ssn: { ...envelope, plain: '123456789' } }] })).toBe('dependents.0.ssn.plain');
    expect(unknownFormFieldPath({ deductions: { medical: { doctor: 100 } }, stateEstimatedTaxPayments: { NJ: 100 } })).toBeNull();
    expect(unknownFormFieldPath({ investmentData: [{ documentType: '1099-b', fieldDetails: { proceedsFromSales: 10, shortTermOrLongTerm: 'short' } }] })).toBeNull();
    expect(unknownFormFieldPath({ street: '1 Main St', w2Data: 'not a list', dependents: [null, 'x'] })).toBeNull();
  });

  it('accepts the items as the income, personal and credits screens build them', () => {
    const envelope = { encryptedData: 'x', iv: 'y', salt: 'z', level: 3, keyVersion: 1, algorithm: 'AES-GCM' };
    expect(
      unknownFormFieldPath({
        w2Data: [{ id: 'w2_1', fileName: 'w2.pdf', documentId: 'doc-1', wages: '50000', box12: { codeC: '0', codeD: '0', codeDD: '0', codeW: '0' }, box14: { tfb: '0' } }],
        contractor1099Data: [
          {
            fileName: 'misc.pdf', formType: '1099-MISC', payerName: 'Acme', payerTIN: '12-3456789', recipientName: 'Ana', recipientTIN: '', documentId: 'doc-2',
            payerInfo: { name: 'Acme', tin: '12-3456789' }, recipientInfo: { name: 'Ana', tin: '' }, totalAmount: 500, rentIncome: 500, fieldDetails: { rentIncome: 500 },
          },
        ],
        investmentData: [{ documentType: '1099-oid', documentId: 'doc-3', otherPeriodicInterest: 12, acquisitionPremium: 1 }],
        lastYearFormDocuments: [
          {
            fileName: '2023.pdf', uploadedAt: '2024-02-01T00:00:00Z', documentId: 'doc-4',
            extractedData: { firstName: 'Ann', homeAddress: '1 Elm St', filingStatus: 'married-joint', isFullYearResident: true, ssn: envelope, spouseSSN: '', phone: envelope },
          },
        ],
        dependents: [{ firstName: 'Ana', ssn: envelope, dob: envelope, ageAtYearEnd: 5, grossIncome: null, isDisabled: false }],
        otherIncomeEntries: [{ type: 'Social Security Benefits', amount: 100, socialSecurityData: { box3NetBenefits: 100, box5BenefitsRepaid: 0, totalBenefits: 100, federalIncomeTaxWithheld: 0, owner: 'taxpayer' } }],
      }),
    ).toBeNull();
  });
});

describe('a save with an unknown key inside an item, as the browser checks it before sending (formsApi.patch)', () => {
  it('is refused with the unknown-field message and its path', () => {
    const parsed = formsApi.patch.request.safeParse({ version: 1, data: { w2Data: [{ wages: '100', someKey: 'x' }] } });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toBe(`The tax form is not valid. w2Data.0.someKey: ${FORM_BOUNDS_MESSAGES.unknownField}`);
  });
});

describe('reading a stored form stays tolerant', () => {
  it('loads items with keys the form no longer names, without them', () => {
    const form = parseForm1040Data({ w2Data: [{ wages: '61000', legacyNote: 'x', box14: { tfb: '0', old: 1 } }], dependents: [{ firstName: 'Ana', nickname: 'A' }], oldTopLevel: 1 });
    expect(form.w2Data[0]).toMatchObject({ wages: '61000', box14: { tfb: '0' } });
    expect(form.w2Data[0]).not.toHaveProperty('legacyNote');
    expect(form.w2Data[0]!.box14).not.toHaveProperty('old');
    expect(form.dependents[0]).not.toHaveProperty('nickname');
    // The top level keeps a stored key as it is (the forms service still refuses it in a save).
    expect(form).toHaveProperty('oldTopLevel', 1);
  });
});

describe("a 1099's fieldDetails hold the boxes as read, nothing else", () => {
  it('refuses a nested value and an unbounded amount', () => {
    expect(() => parseForm1040Data({ investmentData: [{ documentType: '1099-int', fieldDetails: { interestIncome: 12.5, isIra: false, code: '7' } }] })).not.toThrow();
    expect(() => parseForm1040Data({ investmentData: [{ documentType: '1099-int', fieldDetails: { blob: { a: 1 } } }] })).toThrow();
    expect(() => parseForm1040Data({ investmentData: [{ documentType: '1099-int', fieldDetails: { interestIncome: 1e300 } }] })).toThrow(FORM_BOUNDS_MESSAGES.amountFormat);
  });
});
