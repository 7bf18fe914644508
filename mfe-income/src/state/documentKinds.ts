// The 1099s a taxpayer types by hand (no upload): each kind's boxes as the IRS form numbers them, the
// record it writes into investmentData (spec 2 §3 'Investment document'), its amount, and the running total
// that amount joins (spec 2 §4 'Uploading a 1099 adds its amount to the matching running total').
import type { InvestmentDocumentType, Form1040Data } from '@taxapp/contracts/form';
import { formatUsd, sumAmounts, toAmount } from './amounts';

export type DocumentFieldKind = 'amount' | 'text' | 'tin' | 'date' | 'checkbox' | 'term' | 'code';
export interface DocumentField {
  key: string;
  label: string;
  kind: DocumentFieldKind;
}

/** The manual totals a document's amount joins (spec 2 §3 'Investment-step targets', plus retirement and government). */
export type RunningTotalField = 'interestIncome' | 'totalOrdinaryDividends' | 'capitalGains' | 'originalIssueDiscount' | 'retirementIncome' | 'unemploymentCompensation';

export interface DocumentKind {
  documentType: InvestmentDocumentType;
  /** 'Form 1099-INT' */
  formType: string;
  fields: readonly DocumentField[];
  totalField: RunningTotalField;
  /** The document's amount (spec 2 §3 totalAmount). */
  total: (draft: Record<string, string | boolean>) => number;
  /** An amount the document carries outside its total, said beside it in the list (a 1099-G's box 2 refund). */
  aside?: (doc: Record<string, unknown>) => string;
}

const PAYER: DocumentField[] = [
  { key: 'payerName', label: "Payer's name", kind: 'text' },
  { key: 'payerTin', label: "Payer's TIN", kind: 'tin' },
];
const amount = (key: string, label: string): DocumentField => ({ key, label, kind: 'amount' });

/** Boxes per the 2024 IRS forms 1099-INT, -DIV, -B, -OID, -R and -G (their box numbers in the labels). */
export const DOCUMENT_KINDS: Record<InvestmentDocumentType, DocumentKind> = {
  '1099-int': {
    documentType: '1099-int',
    formType: '1099-INT',
    fields: [
      ...PAYER,
      amount('interestIncome', 'Box 1 Interest income'),
      amount('earlyWithdrawalPenalty', 'Box 2 Early withdrawal penalty'),
      amount('usSavingsBondsInterest', 'Box 3 Interest on U.S. Savings Bonds and Treasury obligations'),
      amount('federalIncomeTaxWithheld', 'Box 4 Federal income tax withheld'),
      amount('foreignTaxPaid', 'Box 6 Foreign tax paid'),
      amount('taxExemptInterest', 'Box 8 Tax-exempt interest'),
    ],
    totalField: 'interestIncome',
    // Schedule B line 1 lists boxes 1 and 3 (taxable interest).
    total: (d) => sumAmounts([d.interestIncome, d.usSavingsBondsInterest]),
  },
  '1099-div': {
    documentType: '1099-div',
    formType: '1099-DIV',
    fields: [
      ...PAYER,
      amount('totalOrdinaryDividends', 'Box 1a Total ordinary dividends'),
      amount('qualifiedDividends', 'Box 1b Qualified dividends'),
      amount('totalCapitalGainDistributions', 'Box 2a Total capital gain distributions'),
      amount('federalIncomeTaxWithheld', 'Box 4 Federal income tax withheld'),
      amount('section199ADividends', 'Box 5 Section 199A dividends'),
      amount('foreignTaxPaid', 'Box 7 Foreign tax paid'),
    ],
    totalField: 'totalOrdinaryDividends',
    // Form 1040 line 3b: box 1a.
    total: (d) => toAmount(d.totalOrdinaryDividends),
  },
  '1099-b': {
    documentType: '1099-b',
    formType: '1099-B',
    fields: [
      ...PAYER,
      { key: 'dateAcquired', label: 'Box 1b Date acquired', kind: 'date' },
      { key: 'dateSold', label: 'Box 1c Date sold or disposed', kind: 'date' },
      amount('proceedsFromSales', 'Box 1d Proceeds'),
      amount('costBasis', 'Box 1e Cost or other basis'),
      amount('washSaleAdjustment', 'Box 1g Wash sale loss disallowed'),
      { key: 'shortTermOrLongTerm', label: 'Box 2 Short-term or long-term', kind: 'term' },
      amount('federalIncomeTaxWithheld', 'Box 4 Federal income tax withheld'),
    ],
    totalField: 'capitalGains',
    // Form 8949 column (h) = (d) proceeds - (e) basis + (g) adjustment (wash sale loss disallowed).
    total: (d) => sumAmounts([d.proceedsFromSales, -toAmount(d.costBasis), d.washSaleAdjustment]),
  },
  '1099-oid': {
    documentType: '1099-oid',
    formType: '1099-OID',
    fields: [
      ...PAYER,
      amount('originalIssueDiscount', 'Box 1 Original issue discount for 2024'),
      amount('otherPeriodicInterest', 'Box 2 Other periodic interest'),
      amount('earlyWithdrawalPenalty', 'Box 3 Early withdrawal penalty'),
      amount('federalIncomeTaxWithheld', 'Box 4 Federal income tax withheld'),
    ],
    totalField: 'originalIssueDiscount',
    // Schedule B line 1: OID (box 1) and other periodic interest (box 2) are interest income.
    total: (d) => sumAmounts([d.originalIssueDiscount, d.otherPeriodicInterest]),
  },
  '1099-r': {
    documentType: '1099-r',
    formType: '1099-R',
    fields: [
      ...PAYER,
      amount('grossDistribution', 'Box 1 Gross distribution'),
      amount('taxableAmount', 'Box 2a Taxable amount (leave blank if the form leaves it blank)'),
      { key: 'taxableAmountNotDetermined', label: 'Box 2b Taxable amount not determined', kind: 'checkbox' },
      amount('federalIncomeTaxWithheld', 'Box 4 Federal income tax withheld'),
      { key: 'distributionCode', label: 'Box 7 Distribution code(s)', kind: 'code' },
      { key: 'isIra', label: 'IRA/SEP/SIMPLE (box 7)', kind: 'checkbox' },
    ],
    totalField: 'retirementIncome',
    // Form 1040 lines 4a/5a: box 1.
    total: (d) => toAmount(d.grossDistribution),
  },
  '1099-g': {
    documentType: '1099-g',
    formType: '1099-G',
    fields: [
      ...PAYER,
      amount('unemploymentCompensation', 'Box 1 Unemployment compensation'),
      amount('stateLocalIncomeTaxRefunds', 'Box 2 State or local income tax refunds, credits, or offsets'),
      amount('federalIncomeTaxWithheld', 'Box 4 Federal income tax withheld'),
    ],
    totalField: 'unemploymentCompensation',
    // Schedule 1 line 7: box 1.
    total: (d) => toAmount(d.unemploymentCompensation),
    // Box 2 goes to Schedule 1 line 1 through the state refund worksheet, not to the unemployment total.
    aside: (doc) => {
      const refund = toAmount(doc.stateLocalIncomeTaxRefunds);
      return refund > 0 ? `box 2 state or local refund ${formatUsd(refund)}` : '';
    },
  },
};

/** Spec 2 §9: at most 10 investment documents. */
export const MAX_INVESTMENT_DOCUMENTS = 10;

export type DocumentDraft = Record<string, string | boolean>;

export function emptyDraft(kind: DocumentKind): DocumentDraft {
  return Object.fromEntries(kind.fields.map((field) => [field.key, field.kind === 'checkbox' ? false : '']));
}

/** The investmentData record of a hand-typed document. */
export function documentFromDraft(kind: DocumentKind, draft: DocumentDraft, uploadedAt: string): Form1040Data['investmentData'][number] {
  const record: Record<string, unknown> = {
    fileName: `${kind.formType} entered by hand`,
    documentType: kind.documentType,
    uploadedAt,
    formType: kind.formType,
    totalAmount: kind.total(draft),
    payerInfo: { name: String(draft.payerName ?? '').trim(), tin: String(draft.payerTin ?? '').trim() },
    recipientInfo: { name: '', tin: '' },
    fieldDetails: {},
  };
  for (const field of kind.fields) {
    if (field.key === 'payerName' || field.key === 'payerTin') continue;
    const value = draft[field.key];
    if (field.kind === 'amount') record[field.key] = toAmount(value);
    else if (field.kind === 'checkbox') record[field.key] = value === true;
    else record[field.key] = String(value ?? '').trim();
  }
  if (kind.documentType === '1099-r') record.taxableAmountBlank = String(draft.taxableAmount ?? '').trim() === '';
  if (kind.documentType === '1099-b') record.capitalGains = kind.total(draft);
  return record as Form1040Data['investmentData'][number];
}
