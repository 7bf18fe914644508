// What each deduction sub-item and credit sub-option of the catalogs (spec 3 §3) does on the 2024 return:
// the IRS form and line it feeds, the engine line (engine/src, `federal.lines[id]`) that shows what the law
// allows of it, the limit that line applies, and the facts the credit still needs that an amount cannot carry.
// Written once: the deductions and credits remote shows it beside each entry, the engine reads the same ids.
import { CREDIT_CATEGORIES, DEDUCTION_CATEGORIES } from './catalogs';

/** Where an entry goes: the federal return, a state or local return, or nowhere in 2024. */
export type EntryDestination = 'federal' | 'state' | 'none';

/** A fact the law needs beyond the amount, asked where the entry is made. */
export type EntryFact =
  | 'careDependent' // Form 2441 Part II column (a)-(c): which qualifying person the care was for
  | 'careProvider' // Form 2441 Part I: the care provider's name, address and TIN
  | 'student' // Form 8863 Part III: which student (taxpayer, spouse or a dependent)
  | 'form1098T' // Form 8863 line 27/31: the student's Form 1098-T amounts (box 1 less box 5)
  | 'aotcTests' // Form 8863 lines 23-26: first four years, half-time, AOTC claimed fewer than four years, no felony drug conviction
  | 'contributionOwner' // Form 8880 columns (a) and (b): taxpayer or spouse
  | 'contributionKind' // Form 8880 line 1 (IRA) or line 2 (elective deferrals, W-2 box 12)
  | 'retirementDistributions' // Form 8880 line 4: distributions received 2022 to April 15 2025
  | 'adoptedChild' // Form 8839 Part I: which child, special needs, foreign, year final, carryforward
  | 'energyProperty' // Form 5695 Part I lines 1-5: kind of property; line 12: 2023 carryforward
  | 'eicOtherClaimant' // Pub 596 Rule 9 (tie-breaker): the child is also another person's qualifying child
  | 'eicDisallowedBefore' // Form 8862: EIC denied or reduced after 2015 for other than a math error
  | 'dependentGrossIncome'; // Pub 501 qualifying relative: gross income under 5,050 for 2024

export interface EntryMapping {
  /** Sub-item or sub-option id of the catalogs. */
  id: string;
  destination: EntryDestination;
  /** The IRS form and line it feeds, in the IRS's words ('Schedule A (Form 1040), line 8a'). */
  feeds: string;
  /** `federal.lines` id of the line that shows what the law allows of this entry (absent when not computed). */
  engineLine?: string;
  /** The line whose limit binds it, when another line applies the cap (SALT: line 5e). */
  limitLine?: string;
  /** Itemized (Schedule A): worth something only when itemizing beats the standard deduction. */
  itemized: boolean;
  /** Facts the credit needs beyond the amount. */
  needs: readonly EntryFact[];
  /** Said plainly beside the entry when the 2024 law differs from what the option suggests. */
  note?: string;
}

const SA = 'Schedule A (Form 1040) 2024';
const S1 = 'Schedule 1 (Form 1040) 2024';

/** Every deduction sub-item of the 8 categories (spec 3 §3). */
export const DEDUCTION_MAPPING: Record<string, EntryMapping> = Object.fromEntries(
  (
    [
      { id: 'mortgage-interest', destination: 'federal', feeds: `${SA}, line 8a (Form 1098 box 1)`, engineLine: 'scheduleA.line8a', itemized: true, needs: [] },
      { id: 'real-estate-taxes', destination: 'federal', feeds: `${SA}, line 5b`, engineLine: 'scheduleA.line5b', limitLine: 'scheduleA.line5e', itemized: true, needs: [] },
      { id: 'vehicle-tax', destination: 'federal', feeds: `${SA}, line 5c`, engineLine: 'scheduleA.line5c', limitLine: 'scheduleA.line5e', itemized: true, needs: [] },
      { id: 'casualty-loss', destination: 'federal', feeds: `${SA}, line 15 (Form 4684)`, engineLine: 'scheduleA.line15', itemized: true, needs: [] },
      { id: 'student-loan-interest', destination: 'federal', feeds: `${S1}, line 21 (Form 1098-E)`, engineLine: 'schedule1.line21', itemized: false, needs: [] },
      {
        id: 'coverdell-esa', destination: 'none', feeds: 'Not deductible (Pub 970, chapter 6)', itemized: false, needs: [],
        note: 'Contributions to a Coverdell ESA are not deductible on the federal return; some states allow a deduction.',
      },
      { id: 'cash-donations', destination: 'federal', feeds: `${SA}, line 11`, engineLine: 'scheduleA.line14', itemized: true, needs: [] },
      { id: 'volunteer-mileage', destination: 'federal', feeds: `${SA}, line 11 (14 cents a mile, IRC §170(i))`, engineLine: 'scheduleA.line14', itemized: true, needs: [] },
      { id: 'non-cash-donations', destination: 'federal', feeds: `${SA}, line 12 (Form 8283 over 500)`, engineLine: 'scheduleA.line14', itemized: true, needs: [] },
      { id: 'donation-carryover', destination: 'federal', feeds: `${SA}, line 13`, engineLine: 'scheduleA.line14', itemized: true, needs: [] },
      { id: 'medical-expenses', destination: 'federal', feeds: `${SA}, line 1`, engineLine: 'scheduleA.line4', itemized: true, needs: [] },
      { id: 'hsa', destination: 'federal', feeds: `${S1}, line 13 (Form 8889)`, engineLine: 'schedule1.line13', itemized: false, needs: [] },
      { id: 'long-term-care', destination: 'federal', feeds: `${SA}, line 1 (premiums up to the age limit, Pub 502)`, engineLine: 'scheduleA.line4', itemized: true, needs: [] },
      { id: 'state-taxes', destination: 'federal', feeds: `${SA}, line 5a`, engineLine: 'scheduleA.line5a', limitLine: 'scheduleA.line5e', itemized: true, needs: [] },
      { id: 'sales-tax', destination: 'federal', feeds: `${SA}, line 5a (box 5a checked: sales instead of income taxes)`, engineLine: 'scheduleA.line5a', limitLine: 'scheduleA.line5e', itemized: true, needs: [] },
      { id: 'ira-contributions', destination: 'federal', feeds: `${S1}, line 20 (IRA Deduction Worksheet)`, engineLine: 'schedule1.line20', itemized: false, needs: ['contributionOwner'] },
      { id: 'investment-loan', destination: 'federal', feeds: `${SA}, line 9 (Form 4952)`, engineLine: 'scheduleA.line9', itemized: true, needs: [] },
      {
        id: 'qbi-deduction', destination: 'federal', feeds: 'Form 1040 (2024), line 13 (Form 8995)', engineLine: 'form1040.line13', itemized: false, needs: [],
        note: 'Figured from your business income, not from the amount typed here.',
      },
      {
        id: 'employee-expenses', destination: 'federal', feeds: `${S1}, line 12 (Form 2106)`, itemized: false, needs: [],
        note: 'Only reservists, fee-basis officials, performing artists and impairment-related work expenses are deductible for 2024 (Form 2106).',
      },
      { id: 'educator-expenses', destination: 'federal', feeds: `${S1}, line 11`, engineLine: 'schedule1.line11', itemized: false, needs: [] },
      {
        id: 'moving-expenses', destination: 'federal', feeds: `${S1}, line 14 (Form 3903)`, itemized: false, needs: [],
        note: 'Deductible for 2024 only by active-duty Armed Forces members moving on orders (Form 3903).',
      },
      {
        id: 'fixed-asset', destination: 'federal', feeds: 'Schedule C (Form 1040) 2024, line 13 (Form 4562)', engineLine: 'schedule1.line3', itemized: false, needs: [],
        note: 'Depreciation is a business expense: it reduces your business income.',
      },
      { id: 'alimony', destination: 'federal', feeds: `${S1}, line 19a`, engineLine: 'schedule1.line19a', itemized: false, needs: [] },
      {
        id: 'miscellaneous', destination: 'federal', feeds: `${SA}, line 16`, engineLine: 'scheduleA.line17', itemized: true, needs: [],
        note: 'Only the items listed for Schedule A line 16 (e.g. gambling losses up to winnings) are deductible for 2024.',
      },
    ] satisfies EntryMapping[]
  ).map((entry) => [entry.id, entry]),
);

/** Every credit sub-option of the 6 categories (spec 3 §3). */
export const CREDIT_MAPPING: Record<string, EntryMapping> = Object.fromEntries(
  (
    [
      {
        id: 'child-care-expenses', destination: 'federal', feeds: 'Form 2441 (2024), line 11; Schedule 3 line 2', engineLine: 'form2441.line11', itemized: false,
        needs: ['careDependent', 'careProvider'],
      },
      {
        id: 'child-tax-credit', destination: 'federal', feeds: 'Schedule 8812 (2024); Form 1040 lines 19 and 28', engineLine: 'form1040.line19', itemized: false,
        needs: [], note: 'Figured from your dependents: each qualifying child under 17 with an SSN.',
      },
      {
        id: 'credit-other-family', destination: 'federal', feeds: 'Schedule 8812 (2024), line 8; Form 1040 line 19', engineLine: 'form1040.line19', itemized: false,
        needs: ['dependentGrossIncome'], note: 'Figured from your dependents: 500 for each other dependent.',
      },
      { id: 'adoption-expenses', destination: 'federal', feeds: 'Form 8839 (2024), line 16; Schedule 3 line 6c', engineLine: 'form8839.line16', itemized: false, needs: ['adoptedChild'] },
      {
        id: 'college-credit-first-4', destination: 'federal', feeds: 'Form 8863 (2024), lines 1-8 and 19; Form 1040 line 29', engineLine: 'form8863.line7', itemized: false,
        needs: ['student', 'form1098T', 'aotcTests'],
      },
      { id: 'college-job-training', destination: 'federal', feeds: 'Form 8863 (2024), lines 10-19; Schedule 3 line 3', engineLine: 'form8863.line19', itemized: false, needs: ['student', 'form1098T'] },
      {
        id: 'self-employed-retirement', destination: 'federal', feeds: 'Form 8880 (2024), line 1; Schedule 3 line 4', engineLine: 'form8880.line12', itemized: false,
        needs: ['contributionOwner', 'contributionKind', 'retirementDistributions'],
      },
      {
        id: 'extra-401k-403b', destination: 'federal', feeds: 'Form 8880 (2024), line 2; Schedule 3 line 4', engineLine: 'form8880.line12', itemized: false,
        needs: ['contributionOwner', 'retirementDistributions'], note: 'Deferrals already on a W-2 (box 12 codes D, E, G, AA, BB, EE) count once.',
      },
      { id: 'solar-energy-upgrades', destination: 'federal', feeds: 'Form 5695 (2024), line 15; Schedule 3 line 5a', engineLine: 'form5695.line15', itemized: false, needs: ['energyProperty'] },
      {
        id: 'working-family-credit', destination: 'federal', feeds: 'Form 1040 (2024), line 27 (Schedule EIC)', engineLine: 'form1040.line27', itemized: false,
        needs: ['eicOtherClaimant', 'eicDisallowedBefore'], note: 'Figured from your earned income, AGI and qualifying children.',
      },
      {
        id: 'missed-stimulus', destination: 'none', feeds: 'No 2024 line: the recovery rebate credit ended with 2021', itemized: false, needs: [],
        note: 'The recovery rebate credit ended with tax year 2021; a missed payment can only be claimed on an amended 2020 or 2021 return.',
      },
      {
        id: 'disaster-losses', destination: 'federal', feeds: `${SA}, line 15 (Form 4684)`, engineLine: 'scheduleA.line15', itemized: true, needs: [],
        note: 'A disaster loss is an itemized deduction on Form 4684 and Schedule A, not a credit.',
      },
      { id: 'state-tax-credits', destination: 'state', feeds: 'Your state return (renter\'s credit, property tax relief, credit for tax paid to another state)', itemized: false, needs: [] },
      { id: 'local-tax-credits', destination: 'state', feeds: 'Your local return (local EITC, homestead, STAR)', itemized: false, needs: [] },
    ] satisfies EntryMapping[]
  ).map((entry) => [entry.id, entry]),
);

export function deductionMapping(subItemId: string): EntryMapping | undefined {
  return DEDUCTION_MAPPING[subItemId];
}
export function creditMapping(subOptionId: string): EntryMapping | undefined {
  return CREDIT_MAPPING[subOptionId];
}

/** Sub-item ids of the catalogs that have no mapping (a test keeps it empty). */
export function unmappedCatalogEntries(): string[] {
  const missing: string[] = [];
  for (const category of DEDUCTION_CATEGORIES) for (const item of category.subItems) if (!DEDUCTION_MAPPING[item.id]) missing.push(item.id);
  for (const category of CREDIT_CATEGORIES) for (const option of category.subOptions) if (!CREDIT_MAPPING[option.id]) missing.push(option.id);
  return missing;
}

/** Window events a save broadcasts with the saved map as `detail` (spec 3 §4, §7); the review listens. */
export const DEDUCTIONS_UPDATED_EVENT = 'deductionsUpdated';
export const CREDITS_UPDATED_EVENT = 'creditsUpdated';
