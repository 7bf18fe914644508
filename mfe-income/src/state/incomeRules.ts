// The storage rules of the income screens (spec 2 §4), as pure functions of the form: what a toggle, a
// close (X), a detail form's Save or an Add More click writes. The screens call these and save the result.
import {
  ADD_MORE_INCOME_TYPES,
  INCOME_STEP_GROUPS,
  incomeStepGroupOf,
  optionCodesForIncomeType,
  type IncomeStepGroup,
} from '@taxapp/contracts/catalogs';
import type { Form1040Data, Form1040Input, OtherIncomeEntry, W2Box12Entry } from '@taxapp/contracts/form';
import { sumAmounts, toAmount } from './amounts';

export const BUSINESS_INCOME = 'Business Income';
export const RENTAL_INCOME = 'Rental Income';
export const SOCIAL_SECURITY_BENEFITS = 'Social Security Benefits';

/** The other-income entry each detail card writes (spec 2 §3 'Other income entry'). */
export const CARD_ENTRY_TYPE = { business: BUSINESS_INCOME, rental: RENTAL_INCOME, socialsecurity: SOCIAL_SECURITY_BENEFITS } as const;
export type DetailCard = keyof typeof CARD_ENTRY_TYPE;

export function withOption(selected: readonly string[], id: string): string[] {
  return selected.includes(id) ? [...selected] : [...selected, id];
}
export function withoutOption(selected: readonly string[], ...ids: string[]): string[] {
  return selected.filter((option) => !ids.includes(option));
}
/** A personalization card click: selected becomes unselected and the reverse. */
export function toggleOption(selected: readonly string[], id: string): string[] {
  return selected.includes(id) ? withoutOption(selected, id) : withOption(selected, id);
}

/** Which options of a tax-docs step group are chosen (spec 2 §3 'Step groups'). */
export function selectedInGroup(form: Pick<Form1040Data, 'selectedIncomeOptions'>, group: IncomeStepGroup): string[] {
  return (INCOME_STEP_GROUPS[group].options as readonly string[]).filter((id) => form.selectedIncomeOptions.includes(id));
}

export function entryOf(entries: readonly OtherIncomeEntry[], type: string): OtherIncomeEntry | undefined {
  return entries.find((entry) => entry.type === type);
}
/** Replaces the entry of the same type, or adds it at the end. */
export function upsertEntry(entries: readonly OtherIncomeEntry[], entry: OtherIncomeEntry): OtherIncomeEntry[] {
  const index = entries.findIndex((existing) => existing.type === entry.type);
  if (index < 0) return [...entries, entry];
  return entries.map((existing, i) => (i === index ? entry : existing));
}
export function withoutEntry(entries: readonly OtherIncomeEntry[], type: string): OtherIncomeEntry[] {
  return entries.filter((entry) => entry.type !== type);
}

/**
 * The close (X) of a card (spec 2 §4 'Deselecting via the X button'): the type leaves the selection; for
 * business, rental and social security its amount, detail data and entry go too.
 */
export function deselectIncomeType(form: Form1040Data, id: string): Partial<Form1040Input> {
  const change: Partial<Form1040Input> = { selectedIncomeOptions: withoutOption(form.selectedIncomeOptions, id) };
  if (id in CARD_ENTRY_TYPE) change.otherIncomeEntries = withoutEntry(form.otherIncomeEntries, CARD_ENTRY_TYPE[id as DetailCard]);
  return change;
}

/**
 * The amount box of a business, rental or social security card (spec 2 §4): a nonzero amount creates or
 * updates the entry (its details kept), zero removes it.
 */
export function entriesWithCardAmount(entries: readonly OtherIncomeEntry[], card: DetailCard, amount: number): OtherIncomeEntry[] {
  const type = CARD_ENTRY_TYPE[card];
  if (amount === 0) return withoutEntry(entries, type);
  const existing = entryOf(entries, type);
  return upsertEntry(entries, { ...(existing ?? { type }), type, amount });
}

export interface ExpenseRow {
  type: string;
  amount: string;
}

/** Spec 2 §4 'Expense rows': a new empty row appears once a type is chosen in the last row. */
export function withTrailingRow(rows: readonly ExpenseRow[]): ExpenseRow[] {
  const last = rows.at(-1);
  return !last || last.type !== '' ? [...rows, { type: '', amount: '' }] : [...rows];
}
/** Only rows with both a type and an amount are saved. */
export function savedExpenses(rows: readonly ExpenseRow[]): { type: string; amount: number }[] {
  return rows.filter((row) => row.type !== '' && row.amount.trim() !== '').map((row) => ({ type: row.type, amount: toAmount(row.amount) }));
}
export function totalExpenses(rows: readonly ExpenseRow[]): number {
  return sumAmounts(savedExpenses(rows).map((row) => row.amount));
}
/** Net = receipts (or rent) minus total expenses (spec 2 §4: what the business and rental forms save as the amount). */
export function netAmount(income: unknown, rows: readonly ExpenseRow[]): number {
  return sumAmounts([income, -totalExpenses(rows)]);
}

export interface BusinessDraft {
  businessName: string;
  businessType: string;
  grossReceipts: string;
  owner: 'taxpayer' | 'spouse';
  expenses: ExpenseRow[];
}
export function businessEntry(draft: BusinessDraft): OtherIncomeEntry {
  const expenses = savedExpenses(draft.expenses);
  return {
    type: BUSINESS_INCOME,
    amount: netAmount(draft.grossReceipts, draft.expenses),
    businessData: {
      businessName: draft.businessName.trim(),
      businessType: draft.businessType.trim(),
      expenses,
      totalExpenses: totalExpenses(draft.expenses),
      grossReceipts: toAmount(draft.grossReceipts),
      owner: draft.owner,
    },
  };
}

export interface RentalDraft {
  address: string;
  daysRented: string;
  daysPersonalUse: string;
  rentalIncome: string;
  expenses: ExpenseRow[];
}
/** Rental days are whole numbers, default 0 (spec 2 §5). */
export function wholeDays(value: string): number {
  const parsed = Number.parseInt(value, 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : 0;
}
export function rentalEntry(draft: RentalDraft): OtherIncomeEntry {
  return {
    type: RENTAL_INCOME,
    amount: netAmount(draft.rentalIncome, draft.expenses),
    rentalData: {
      address: draft.address.trim(),
      daysRented: wholeDays(draft.daysRented),
      daysPersonalUse: wholeDays(draft.daysPersonalUse),
      expenses: savedExpenses(draft.expenses),
      totalExpenses: totalExpenses(draft.expenses),
      rentalIncome: toAmount(draft.rentalIncome),
    },
  };
}

export interface SocialSecurityDraft {
  box3: string;
  box4: string;
  box6: string;
  owner: 'taxpayer' | 'spouse';
}
/**
 * SSA-1099 (2024): box 3 benefits paid, box 4 benefits repaid to SSA, box 5 net benefits = box 3 - box 4,
 * box 6 voluntary federal income tax withheld. The spec's record names box 4 'box5BenefitsRepaid'; its
 * totalBenefits is box 5, the amount the entry carries (Form 1040 line 6a).
 */
export function netBenefits(draft: SocialSecurityDraft): number {
  return sumAmounts([draft.box3, -toAmount(draft.box4)]);
}
export function socialSecurityEntry(draft: SocialSecurityDraft): OtherIncomeEntry {
  const total = netBenefits(draft);
  return {
    type: SOCIAL_SECURITY_BENEFITS,
    amount: total,
    socialSecurityData: {
      box3NetBenefits: toAmount(draft.box3),
      box5BenefitsRepaid: toAmount(draft.box4),
      totalBenefits: total,
      federalIncomeTaxWithheld: toAmount(draft.box6),
      owner: draft.owner,
    },
  };
}

/** A running total after a document is added (spec 2 §4 'Uploading a 1099'), never below 0. */
export function addToTotal(total: unknown, amount: unknown): number {
  return Math.max(0, sumAmounts([total, amount]));
}
/** After a document is removed: its amount comes off, never below 0. */
export function subtractFromTotal(total: unknown, amount: unknown): number {
  return Math.max(0, sumAmounts([total, -toAmount(amount)]));
}

/** Spec 2 §3: w2_ timestamp and a random suffix. */
export function newW2Id(now = Date.now(), random = Math.random()): string {
  return `w2_${now}_${random.toString(36).slice(2, 11)}`;
}

/** The spec's box 12 record (codes C, D, DD, W) summed from the printed entries, for readers of the older record. */
export function legacyBox12(entries: readonly W2Box12Entry[]): { codeC: string; codeD: string; codeDD: string; codeW: string } {
  const sum = (code: string) => String(sumAmounts(entries.filter((entry) => entry.code === code).map((entry) => entry.amount)));
  return { codeC: sum('C'), codeD: sum('D'), codeDD: sum('DD'), codeW: sum('W') };
}

/** Social security tax rate on wages: 6.2% (IRC §3101(a); W-2 box 4 = 6.2% of box 3). */
export const SOCIAL_SECURITY_RATE = 0.062;
/** Medicare tax rate: 1.45% (IRC §3101(b)(1)); 0.9% more only on wages above $200,000 (§3102(f), Form 8959). */
export const MEDICARE_RATE = 0.0145;
export const ADDITIONAL_MEDICARE_WITHHOLDING_THRESHOLD = 200_000;
/** Payroll rounds each pay period to the cent; a difference under a dollar is rounding, not over-collection. */
const ROUNDING_TOLERANCE = 1;

export const BOX4_OVER_MESSAGE =
  'Box 4 (social security tax withheld) is more than 6.2% of box 3 (social security wages). Your employer withheld too much: ask them to refund it. It is not credited on your return.';
export const BOX6_OVER_MESSAGE =
  'Box 6 (Medicare tax withheld) is more than 1.45% of box 5 (Medicare wages), and the wages are under $200,000. Your employer withheld too much: ask them to refund it. It is not credited on your return.';

/**
 * What a taxpayer is told about a W-2's withholding (not fixed silently): an employer's over-collection of
 * social security or Medicare tax is refunded by the employer, not credited on Form 1040 (Pub 505, 'Excess
 * social security and tier 1 RRTA tax withheld': a single employer's excess is not claimed on line 11 of Schedule 3).
 */
export function w2WithholdingChecks(w2: { socialSecurityWages: unknown; socialSecurityTaxWithheld: unknown; medicareWagesAndTips: unknown; medicareTaxWithheld: unknown }): string[] {
  const messages: string[] = [];
  const box3 = toAmount(w2.socialSecurityWages);
  const box4 = toAmount(w2.socialSecurityTaxWithheld);
  const box5 = toAmount(w2.medicareWagesAndTips);
  const box6 = toAmount(w2.medicareTaxWithheld);
  if (box4 > box3 * SOCIAL_SECURITY_RATE + ROUNDING_TOLERANCE) messages.push(BOX4_OVER_MESSAGE);
  if (box5 < ADDITIONAL_MEDICARE_WITHHOLDING_THRESHOLD && box6 > box5 * MEDICARE_RATE + ROUNDING_TOLERANCE) messages.push(BOX6_OVER_MESSAGE);
  return messages;
}

/** Tax-docs Add More (spec 2 §2.2): the types not yet selected. */
export function addMoreAvailable(selected: readonly string[]) {
  return ADD_MORE_INCOME_TYPES.filter((type) => !selected.includes(type.id));
}

/** Adding a type from Add More: the new selection and where to go (null: stay, spec 2 §4). */
export function addIncomeType(selected: readonly string[], id: string): { selected: string[]; route: string | null } | null {
  if (selected.includes(id)) return null;
  const group = incomeStepGroupOf(id);
  return { selected: withOption(selected, id), route: group ? INCOME_STEP_GROUPS[group].route : null };
}

/**
 * Other-income selection (spec 2 §4): toggling a type on adds an entry with amount 0 and its option codes;
 * toggling it off removes the entry and the codes.
 */
export function toggleMiscellaneousType(form: Pick<Form1040Data, 'selectedIncomeOptions' | 'otherIncomeEntries'>, name: string): Pick<Form1040Input, 'selectedIncomeOptions' | 'otherIncomeEntries'> {
  const codes = [...optionCodesForIncomeType(name)];
  const on = isMiscellaneousTypeSelected(form, name);
  if (on) return { selectedIncomeOptions: withoutOption(form.selectedIncomeOptions, ...codes), otherIncomeEntries: withoutEntry(form.otherIncomeEntries, name) };
  let selected = [...form.selectedIncomeOptions];
  for (const code of codes) selected = withOption(selected, code);
  const entries = entryOf(form.otherIncomeEntries, name) ? [...form.otherIncomeEntries] : [...form.otherIncomeEntries, { type: name, amount: 0 }];
  return { selectedIncomeOptions: selected, otherIncomeEntries: entries };
}
export function isMiscellaneousTypeSelected(form: Pick<Form1040Data, 'selectedIncomeOptions' | 'otherIncomeEntries'>, name: string): boolean {
  return optionCodesForIncomeType(name).some((code) => form.selectedIncomeOptions.includes(code)) || entryOf(form.otherIncomeEntries, name) !== undefined;
}
