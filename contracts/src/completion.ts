// Step-completion flags that drive the sidebar dots: spec 1 §4 (personal-info) and spec 3 §4 (the rest).
// With no form data every step is incomplete. Forms may arrive partial (a realtime payload, a local copy),
// so every predicate reads defensively. The route table (routes.ts) names each tab's predicate.
import {
  CREDIT_CATEGORY_IDS,
  DEDUCTION_CATEGORY_IDS,
  DEDUCTION_TOP_LEVEL_FIELDS,
  incomeTypeForOptionCode,
  normalizeDeductionGroups,
  type DeductionCategoryId,
} from './catalogs';
import { CONTRACTOR_1099_AMOUNT_FIELDS, type Form1040Data } from './form';
import { REVIEW_TAB_IDS } from './reviewTabs';
import { TAB_ROWS, type CompletionPredicateName, type SidebarTabId } from './routes';
import { isFilled } from './validation';
import { amountOrZero } from './amounts';

export type CompletionInput = Partial<Form1040Data> | null | undefined;

/** A number, or a numeric string as documents store amounts ('$1,200.50'); anything else is 0. */
export function amountOf(value: unknown): number {
  return amountOrZero(value);
}

const list = <T>(value: T[] | undefined | null): T[] => (Array.isArray(value) ? value : []);
const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/** spec 1 §4: firstName, lastName, ssn, street, city, state, zip and filingStatus all present. */
export const PERSONAL_INFO_REQUIRED_FIELDS = ['firstName', 'lastName', 'ssn', 'street', 'city', 'state', 'zip', 'filingStatus'] as const;

export function isPersonalInfoComplete(form: CompletionInput): boolean {
  if (!form) return false;
  const data = form as Record<string, unknown>;
  return PERSONAL_INFO_REQUIRED_FIELDS.every((field) => isFilled(data[field]));
}

/**
 * spec 3 §4: the income, deduction and preference lists exist and at least one has an entry. We also count
 * the credit selection: personalization's fourth page is the credits page, and a user who answers only
 * there has answered personalization.
 */
export function isPersonalizationComplete(form: CompletionInput): boolean {
  if (!form) return false;
  return [form.selectedIncomeOptions, form.selectedDeductionOptions, form.tax_preferences, form.selectedCreditOptions].some(
    (selection) => list(selection as unknown[] | undefined).length > 0,
  );
}

/** spec 3 §4: at least one W-2 and every W-2 has wages above 0. */
export function isTaxDocsComplete(form: CompletionInput): boolean {
  const w2s = list(form?.w2Data);
  return w2s.length > 0 && w2s.every((w2) => amountOf(w2.wages) > 0);
}

const INVESTMENT_CODES = ['1099int', 'interest', '1099div', 'dividends', '1099b', '1099oid', 'oid'];
const INVESTMENT_FIELDS = [
  'taxableInterest', 'interestIncome', 'dividends', 'dividendIncome', 'totalOrdinaryDividends', 'bondIncome', 'originalIssueDiscount',
] as const;
const INVESTMENT_DOCUMENTS = ['1099-int', '1099-div', '1099-b', '1099-oid'];
const GOVERNMENT_FIELDS = ['unemploymentIncome', 'unemploymentCompensation', 'governmentRefunds', 'stateRefund'] as const;

function entriesOfType(form: NonNullable<CompletionInput>, matches: (type: string) => boolean) {
  return list(form.otherIncomeEntries).filter((entry) => typeof entry?.type === 'string' && matches(entry.type));
}
const hasEntry = (form: NonNullable<CompletionInput>, matches: (type: string) => boolean, test: (amount: number) => boolean) =>
  entriesOfType(form, matches).some((entry) => test(amountOf(entry.amount)));
const positive = (amount: number) => amount > 0;
/** Net business and rental results may be losses (Schedule C line 31, Schedule E line 26): still an amount. */
const nonzero = (amount: number) => amount !== 0;

function documentsOf(form: NonNullable<CompletionInput>, types: string[]) {
  return list(form.investmentData).filter((document) => types.includes(String(document?.documentType)));
}

/** A 1099-MISC document's income: its total, else the sum of its income boxes (withholding is not income). */
function contractorDocumentTotal(document: Record<string, unknown>): number {
  const total = amountOf(document.totalAmount);
  if (total > 0) return total;
  return CONTRACTOR_1099_AMOUNT_FIELDS.filter((field) => !field.endsWith('Withheld')).reduce(
    (sum, field) => sum + Math.max(0, amountOf(document[field])),
    0,
  );
}

/**
 * Whether a selected income option has an amount (spec 3 §4 'other-income', read per option code):
 * - investment codes (1099int/interest, 1099div/dividends, 1099b, 1099oid/oid): any interest, dividends,
 *   OID or capital gains entered, or an investment document of those types (a 1099-B loss is still a
 *   reported amount, so capitalGains counts when it is not 0);
 * - rental, business, socialsecurity: an otherIncomeEntries entry of that type with an amount (business
 *   and rental nets may be losses, so any non-zero amount; social security above 0);
 * - w2: a W-2 with wages above 0; contractor/1099misc: a 1099-MISC document or derived entry above 0;
 *   1099r: retirementIncome or a 1099-R document; 1099g/government: unemployment or government amounts,
 *   a 1099-G document or a 'Government Payments' entry;
 * - the other miscellaneous codes: an entry of their type name above 0 (gift cards also giftCardIncome).
 * Any other option id counts as not complete.
 */
export function incomeOptionHasAmount(form: CompletionInput, code: string): boolean {
  if (!form) return false;
  const data = form as Record<string, unknown>;
  if (INVESTMENT_CODES.includes(code)) {
    return (
      INVESTMENT_FIELDS.some((field) => amountOf(data[field]) > 0) ||
      amountOf(data.capitalGains) !== 0 ||
      documentsOf(form, INVESTMENT_DOCUMENTS).length > 0 ||
      hasEntry(form, (type) => ['Interest Income', 'Dividend Income', 'Original Issue Discount'].includes(type), positive)
    );
  }
  switch (code) {
    case 'w2':
      return list(form.w2Data).some((w2) => amountOf(w2.wages) > 0);
    case 'contractor':
    case '1099misc':
      return (
        list(form.contractor1099Data).some((document) => contractorDocumentTotal(record(document)) > 0) ||
        hasEntry(form, (type) => type.includes('1099-MISC'), positive)
      );
    case '1099r':
      return (
        amountOf(data.retirementIncome) > 0 ||
        documentsOf(form, ['1099-r']).some((document) => amountOf(document.grossDistribution) > 0 || amountOf(document.totalAmount) > 0)
      );
    case '1099g':
    case 'government':
      return (
        GOVERNMENT_FIELDS.some((field) => amountOf(data[field]) > 0) ||
        documentsOf(form, ['1099-g']).some((document) => amountOf(document.unemploymentCompensation) > 0 || amountOf(document.totalAmount) > 0) ||
        hasEntry(form, (type) => type === 'Government Payments', positive)
      );
    case 'business':
      return hasEntry(form, (type) => type.includes('Business'), nonzero);
    case 'rental':
      return hasEntry(form, (type) => type.includes('Rental'), nonzero);
    case 'socialsecurity':
      return hasEntry(form, (type) => type.includes('Social Security'), positive);
    case 'giftcards':
      return amountOf(data.giftCardIncome) > 0 || hasEntry(form, (type) => type === 'Gift Cards', positive);
  }
  const name = incomeTypeForOptionCode(code);
  return name !== null && hasEntry(form, (type) => type === name, positive);
}

/** spec 3 §4: at least one income option is selected and each selected option has a positive amount. */
export function isOtherIncomeComplete(form: CompletionInput): boolean {
  const selected = list(form?.selectedIncomeOptions);
  return selected.length > 0 && selected.every((code) => incomeOptionHasAmount(form, code));
}

/** The money entered for a deduction category: its sub-items (alias groups folded in) or its top-level fields. */
export function deductionCategoryHasAmount(form: CompletionInput, category: DeductionCategoryId): boolean {
  if (!form) return false;
  const groups = normalizeDeductionGroups(form.deductions as Record<string, Record<string, number>> | undefined);
  const items = Object.values(groups[category] ?? {});
  if (items.some((value) => amountOf(value) > 0)) return true;
  const data = form as Record<string, unknown>;
  return DEDUCTION_TOP_LEVEL_FIELDS[category].some((field) => amountOf(data[field]) > 0);
}

/**
 * spec 3 §4: at least one deduction category is selected and each has a positive amount, in the nested
 * groups or the matching top-level field. Unknown category ids in the selection are ignored (the details
 * page ignores them too, so they could never be filled).
 */
export function isDeductionsComplete(form: CompletionInput): boolean {
  const selected = list(form?.selectedDeductionOptions).filter((id): id is DeductionCategoryId => (DEDUCTION_CATEGORY_IDS as string[]).includes(id));
  return selected.length > 0 && selected.every((category) => deductionCategoryHasAmount(form, category));
}

/**
 * spec 3 §4: at least one credit category is selected and each has a positive value in the nested credits
 * groups (a no-amount sub-option stores 1 when checked). Unknown categories are ignored, as on the details page.
 */
export function isCreditsComplete(form: CompletionInput): boolean {
  const credits = record(form?.credits);
  const selected = list(form?.selectedCreditOptions).filter((id) => (CREDIT_CATEGORY_IDS as string[]).includes(id));
  return selected.length > 0 && selected.every((category) => Object.values(record(credits[category])).some((value) => amountOf(value) > 0));
}

/** The review tabs that must each be opened (marked reviewed) for review to be complete. */
export const REVIEW_TABS = REVIEW_TAB_IDS;
/** Chat interactions after which the Tax Coach step is complete. */
export const REQUIRED_CHAT_INTERACTIONS = 5;

/** spec 3 §4: every step above is complete and the three review tabs have been marked reviewed. */
export function isReviewComplete(form: CompletionInput): boolean {
  if (!form) return false;
  const reviewed = list(form.reviewedTabs as string[] | undefined);
  return (
    isPersonalInfoComplete(form) &&
    isPersonalizationComplete(form) &&
    isTaxDocsComplete(form) &&
    isOtherIncomeComplete(form) &&
    isDeductionsComplete(form) &&
    isCreditsComplete(form) &&
    REVIEW_TABS.every((tab) => reviewed.includes(tab))
  );
}

/** spec 3 §4: complete after 5 chat interactions. */
export function isAiRecommendationsComplete(form: CompletionInput): boolean {
  return amountOf(form?.chatInteractions) >= REQUIRED_CHAT_INTERACTIONS;
}

/** The predicates the route table's sidebar rows name for their completion dots. */
const COMPLETION_PREDICATES = {
  isPersonalInfoComplete,
  isPersonalizationComplete,
  isTaxDocsComplete,
  isOtherIncomeComplete,
  isDeductionsComplete,
  isCreditsComplete,
  isReviewComplete,
  isAiRecommendationsComplete,
} satisfies Record<CompletionPredicateName, (form: CompletionInput) => boolean>;
export type { CompletionPredicateName };

/** The predicate behind each sidebar dot (from the route table). */
export const STEP_COMPLETION = Object.fromEntries(
  TAB_ROWS.flatMap((row) => (row.sidebar.complete ? [[row.tab, COMPLETION_PREDICATES[row.sidebar.complete]]] : [])),
) as Record<SidebarTabId, (form: CompletionInput) => boolean>;

/** Completion of every sidebar step, for the dots. */
export function completionByTab(form: CompletionInput): Record<SidebarTabId, boolean> {
  return Object.fromEntries(Object.entries(STEP_COMPLETION).map(([tab, isComplete]) => [tab, isComplete(form)])) as Record<SidebarTabId, boolean>;
}
