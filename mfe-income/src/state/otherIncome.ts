// The other-income flow's catalog (spec 2 §2.3): the investment cards' option codes, the miscellaneous
// step's types with a description each (the spec names them and does not show the descriptions; these
// are ours), and what its Add More offers.
import { INVESTMENT_INCOME_CARDS, optionCodesForIncomeType, type MiscellaneousIncomeTypeName } from '@taxapp/contracts/catalogs';
import type { Form1040Data, Form1040Input } from '@taxapp/contracts/form';
import { toggleMiscellaneousType, withOption, isMiscellaneousTypeSelected } from './incomeRules';

type InvestmentCardId = (typeof INVESTMENT_INCOME_CARDS)[number]['id'];

/** The selection codes of each investment card (contracts' MISCELLANEOUS_INCOME_TYPES pairs; 1099-B has one). */
export const INVESTMENT_CODES: Record<InvestmentCardId, string[]> = {
  '1099int': [...optionCodesForIncomeType('Interest Income')],
  '1099div': [...optionCodesForIncomeType('Dividend Income')],
  '1099b': ['1099b'],
  '1099oid': [...optionCodesForIncomeType('Original Issue Discount')],
};

export function isInvestmentSelected(form: Pick<Form1040Data, 'selectedIncomeOptions'>, id: InvestmentCardId): boolean {
  return INVESTMENT_CODES[id].some((code) => form.selectedIncomeOptions.includes(code));
}

/** The miscellaneous step's types: those with no card of their own elsewhere (investment, tax-docs steps). */
export const MISCELLANEOUS_STEP_TYPES: readonly { name: MiscellaneousIncomeTypeName; description: string }[] = [
  { name: 'Alimony', description: 'Alimony received under a divorce or separation agreement made before 2019' },
  { name: 'Awards/Prizes', description: 'Prizes, awards and contest winnings' },
  { name: 'Gambling Winnings', description: 'Lottery, casino and betting winnings (Form W-2G)' },
  { name: 'Hobby Income', description: 'Money from an activity you do not run as a business' },
  { name: 'Jury Duty', description: 'Pay received for serving on a jury' },
  { name: 'Gift Cards', description: 'Gift cards received from an employer or as prizes' },
  { name: 'Cryptocurrency or NFT', description: 'Income from selling, trading or earning digital assets' },
  { name: 'Royalties', description: 'Royalties from books, music, patents, oil, gas or minerals' },
  { name: 'Scholarships/Grants', description: 'Scholarship or grant money not spent on tuition and required fees' },
  { name: 'Other', description: 'Any other income not listed above' },
];

export type OtherIncomeAddMoreItem =
  | { kind: 'investment'; id: InvestmentCardId; title: string }
  | { kind: 'miscellaneous'; name: MiscellaneousIncomeTypeName; title: string; description: string };

/** What the other-income Add More grid lists: the types not yet selected. */
export function otherIncomeAddMoreItems(form: Pick<Form1040Data, 'selectedIncomeOptions' | 'otherIncomeEntries'>): OtherIncomeAddMoreItem[] {
  return [
    ...INVESTMENT_INCOME_CARDS.filter((card) => !isInvestmentSelected(form, card.id)).map((card) => ({ kind: 'investment' as const, id: card.id, title: card.title })),
    ...MISCELLANEOUS_STEP_TYPES.filter((type) => !isMiscellaneousTypeSelected(form, type.name)).map((type) => ({ kind: 'miscellaneous' as const, name: type.name, title: type.name, description: type.description })),
  ];
}

/** Adding one: the change to save and the step to go to (spec 2 §2.3 'clicking one adds it and navigates'). */
export function addOtherIncomeItem(form: Form1040Data, item: OtherIncomeAddMoreItem): { change: Partial<Form1040Input>; route: string } {
  if (item.kind === 'investment') {
    let selected = [...form.selectedIncomeOptions];
    for (const code of INVESTMENT_CODES[item.id]) selected = withOption(selected, code);
    return { change: { selectedIncomeOptions: selected }, route: '/other-income' };
  }
  return { change: toggleMiscellaneousType(form, item.name), route: '/other-income/miscellaneous' };
}
