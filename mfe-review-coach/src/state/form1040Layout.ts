// The 2024 IRS forms' own lines, in the forms' order and words (Form 1040 (2024), Schedules 1, 2, 3, A, B, 8812),
// each naming the engine line that fills it. The PDF draws these rows so a taxpayer can lay the IRS form beside
// it line by line; a row whose engine line is absent is left blank, as on the paper form. Captions are the
// forms' own, shortened only where the form continues with instructions ('Attach ...', 'see instructions').
import type { ExplainedLine } from '@taxapp/contracts/api/calculation';

/** 'inner': the form's middle amount column (2a, 3a, 25a-25c); 'outer': the right column. */
export type AmountColumn = 'inner' | 'outer';

export interface FormRow {
  /** The line number as printed on the form ('1a', '25d', '35a'). */
  number: string;
  caption: string;
  /** The engine line that fills it; absent = the engine does not compute it (left blank). */
  lineId?: string;
  /** Lines the form adds up when the engine does not record the total itself (e.g. Schedule A line 5d). */
  sumOf?: string[];
  column?: AmountColumn;
  /** An amount read from one document rather than the engine (Schedule B line 1: each payer's 1099-INT box 1). */
  documentAmount?: number;
  /** A second line printed on the same row, as Form 1040 prints 2a/2b. */
  pair?: Omit<FormRow, 'pair'>;
}

export interface FormPart {
  /** The form's part or section heading ('Income', 'Part I Additional Income'). */
  title: string;
  rows: FormRow[];
}

export interface FormLayout {
  /** Line-id prefix ('schedule1', 'scheduleSE.spouse'). */
  form: string;
  /** Title as the IRS prints it. */
  title: string;
  subtitle?: string;
  parts: FormPart[];
}

const r = (number: string, caption: string, lineId?: string, column: AmountColumn = 'outer'): FormRow => ({ number, caption, lineId, column });
const inner = (number: string, caption: string, lineId?: string): FormRow => r(number, caption, lineId, 'inner');
const pair = (a: FormRow, b: FormRow): FormRow => ({ ...a, column: 'inner', pair: { ...b, column: 'outer' } });

/** Form 1040 (2024), page 1 line 1a through page 2 line 38. */
export const FORM_1040_PARTS: FormPart[] = [
  {
    title: 'Income',
    rows: [
      r('1a', 'Total amount from Form(s) W-2, box 1', 'form1040.line1a'),
      r('1b', 'Household employee wages not reported on Form(s) W-2'),
      r('1c', 'Tip income not reported on line 1a'),
      r('1d', 'Medicaid waiver payments not reported on Form(s) W-2'),
      r('1e', 'Taxable dependent care benefits from Form 2441, line 26', 'form1040.line1e'),
      r('1f', 'Employer-provided adoption benefits from Form 8839, line 29'),
      r('1g', 'Wages from Form 8919, line 6'),
      r('1h', 'Other earned income'),
      inner('1i', 'Nontaxable combat pay election', 'form1040.line1i'),
      r('1z', 'Add lines 1a through 1h', 'form1040.line1z'),
      pair(r('2a', 'Tax-exempt interest', 'form1040.line2a'), r('2b', 'Taxable interest', 'form1040.line2b')),
      pair(r('3a', 'Qualified dividends', 'form1040.line3a'), r('3b', 'Ordinary dividends', 'form1040.line3b')),
      pair(r('4a', 'IRA distributions', 'form1040.line4a'), r('4b', 'Taxable amount', 'form1040.line4b')),
      pair(r('5a', 'Pensions and annuities', 'form1040.line5a'), r('5b', 'Taxable amount', 'form1040.line5b')),
      pair(r('6a', 'Social security benefits', 'form1040.line6a'), r('6b', 'Taxable amount', 'form1040.line6b')),
      r('7', 'Capital gain or (loss). Attach Schedule D if required', 'form1040.line7'),
      r('8', 'Additional income from Schedule 1, line 10', 'form1040.line8'),
      r('9', 'Add lines 1z, 2b, 3b, 4b, 5b, 6b, 7, and 8. This is your total income', 'form1040.line9'),
      r('10', 'Adjustments to income from Schedule 1, line 26', 'form1040.line10'),
      r('11', 'Subtract line 10 from line 9. This is your adjusted gross income', 'form1040.line11'),
      r('12', 'Standard deduction or itemized deductions (from Schedule A)', 'form1040.line12'),
      r('13', 'Qualified business income deduction from Form 8995 or Form 8995-A', 'form1040.line13'),
      r('14', 'Add lines 12 and 13', 'form1040.line14'),
      r('15', 'Subtract line 14 from line 11. If zero or less, enter -0-. This is your taxable income', 'form1040.line15'),
    ],
  },
  {
    title: 'Tax and Credits',
    rows: [
      r('16', 'Tax (see instructions)', 'form1040.line16'),
      r('17', 'Amount from Schedule 2, line 3', 'form1040.line17'),
      r('18', 'Add lines 16 and 17', 'form1040.line18'),
      r('19', 'Child tax credit or credit for other dependents from Schedule 8812', 'form1040.line19'),
      r('20', 'Amount from Schedule 3, line 8', 'form1040.line20'),
      r('21', 'Add lines 19 and 20', 'form1040.line21'),
      r('22', 'Subtract line 21 from line 18. If zero or less, enter -0-', 'form1040.line22'),
      r('23', 'Other taxes, including self-employment tax, from Schedule 2, line 21', 'form1040.line23'),
      r('24', 'Add lines 22 and 23. This is your total tax', 'form1040.line24'),
    ],
  },
  {
    title: 'Payments',
    rows: [
      inner('25a', 'Federal income tax withheld from Form(s) W-2', 'form1040.line25a'),
      inner('25b', 'Federal income tax withheld from Form(s) 1099', 'form1040.line25b'),
      inner('25c', 'Federal income tax withheld from other forms (see instructions)', 'form1040.line25c'),
      r('25d', 'Add lines 25a through 25c', 'form1040.line25d'),
      r('26', '2024 estimated tax payments and amount applied from 2023 return', 'form1040.line26'),
      inner('27', 'Earned income credit (EIC)', 'form1040.line27'),
      inner('28', 'Additional child tax credit from Schedule 8812', 'form1040.line28'),
      inner('29', 'American opportunity credit from Form 8863, line 8', 'form1040.line29'),
      inner('30', 'Reserved for future use'),
      inner('31', 'Amount from Schedule 3, line 15', 'form1040.line31'),
      r('32', 'Add lines 27, 28, 29, and 31. These are your total other payments and refundable credits', 'form1040.line32'),
      r('33', 'Add lines 25d, 26, and 32. These are your total payments', 'form1040.line33'),
    ],
  },
  {
    title: 'Refund',
    rows: [
      r('34', 'If line 33 is more than line 24, subtract line 24 from line 33. This is the amount you overpaid', 'form1040.line34'),
      // The app asks for no amount to apply to 2025 (line 36), so all of line 34 is refunded.
      r('35a', 'Amount of line 34 you want refunded to you', 'form1040.line34'),
      inner('36', 'Amount of line 34 you want applied to your 2025 estimated tax'),
    ],
  },
  {
    title: 'Amount You Owe',
    rows: [
      r('37', 'Subtract line 33 from line 24. This is the amount you owe', 'form1040.line37'),
      inner('38', 'Estimated tax penalty (see instructions)'),
    ],
  },
];

const SCHEDULE_1: FormLayout = {
  form: 'schedule1',
  title: 'SCHEDULE 1 (Form 1040) 2024',
  subtitle: 'Additional Income and Adjustments to Income',
  parts: [
    {
      title: 'Part I Additional Income',
      rows: [
        r('1', 'Taxable refunds, credits, or offsets of state and local income taxes', 'schedule1.line1'),
        r('2a', 'Alimony received', 'schedule1.line2a'),
        r('3', 'Business income or (loss). Attach Schedule C', 'schedule1.line3'),
        r('4', 'Other gains or (losses). Attach Form 4797'),
        r('5', 'Rental real estate, royalties, partnerships, S corporations, trusts, etc. Attach Schedule E', 'schedule1.line5'),
        r('6', 'Farm income or (loss). Attach Schedule F'),
        r('7', 'Unemployment compensation', 'schedule1.line7'),
        inner('8a', 'Net operating loss'),
        inner('8b', 'Gambling', 'schedule1.line8b'),
        inner('8c', 'Cancellation of debt'),
        inner('8d', 'Foreign earned income exclusion from Form 2555'),
        inner('8e', 'Income from Form 8853'),
        inner('8f', 'Income from Form 8889'),
        inner('8g', 'Alaska Permanent Fund dividends'),
        inner('8h', 'Jury duty pay', 'schedule1.line8h'),
        inner('8i', 'Prizes and awards', 'schedule1.line8i'),
        inner('8j', 'Activity not engaged in for profit income', 'schedule1.line8j'),
        inner('8k', 'Stock options'),
        inner('8l', 'Income from the rental of personal property (not in the business of renting)'),
        inner('8m', 'Olympic and Paralympic medals and USOC prize money'),
        inner('8n', 'Section 951(a) inclusion'),
        inner('8o', 'Section 951A(a) inclusion'),
        inner('8p', 'Section 461(l) excess business loss adjustment'),
        inner('8q', 'Taxable distributions from an ABLE account'),
        inner('8r', 'Scholarship and fellowship grants not reported on Form W-2', 'schedule1.line8r'),
        inner('8s', 'Nontaxable amount of Medicaid waiver payments included on Form 1040, line 1a or 1d'),
        inner('8t', 'Pension or annuity from a nonqualified deferred compensation plan or a nongovernmental section 457 plan'),
        inner('8u', 'Wages earned while incarcerated'),
        inner('8v', 'Digital assets received as ordinary income not reported elsewhere'),
        inner('8z', 'Other income', 'schedule1.line8z'),
        r('9', 'Total other income. Add lines 8a through 8z', 'schedule1.line9'),
        r('10', 'Combine lines 1 through 7 and 9. This is your additional income. Enter here and on Form 1040, line 8', 'schedule1.line10'),
      ],
    },
    {
      title: 'Part II Adjustments to Income',
      rows: [
        r('11', 'Educator expenses', 'schedule1.line11'),
        r('12', 'Certain business expenses of reservists, performing artists, and fee-basis government officials. Attach Form 2106'),
        r('13', 'Health savings account deduction. Attach Form 8889', 'schedule1.line13'),
        r('14', 'Moving expenses for members of the Armed Forces. Attach Form 3903'),
        r('15', 'Deductible part of self-employment tax. Attach Schedule SE', 'schedule1.line15'),
        r('16', 'Self-employed SEP, SIMPLE, and qualified plans', 'schedule1.line16'),
        r('17', 'Self-employed health insurance deduction', 'schedule1.line17'),
        r('18', 'Penalty on early withdrawal of savings', 'schedule1.line18'),
        r('19a', 'Alimony paid', 'schedule1.line19a'),
        r('20', 'IRA deduction', 'schedule1.line20'),
        r('21', 'Student loan interest deduction', 'schedule1.line21'),
        r('22', 'Reserved for future use'),
        r('23', 'Archer MSA deduction'),
        r('24', 'Other adjustments (lines 24a through 24z)'),
        r('25', 'Total other adjustments. Add lines 24a through 24z'),
        r('26', 'Add lines 11 through 23 and 25. These are your adjustments to income. Enter here and on Form 1040, line 10', 'schedule1.line26'),
      ],
    },
  ],
};

const SCHEDULE_2: FormLayout = {
  form: 'schedule2',
  title: 'SCHEDULE 2 (Form 1040) 2024',
  subtitle: 'Additional Taxes',
  parts: [
    {
      title: 'Part I Tax',
      rows: [
        inner('1a', 'Excess advance premium tax credit repayment. Attach Form 8962'),
        inner('1b-1y', 'Other additions to tax (clean vehicle credit repayments, net EPE recapture, excessive payments; see instructions)'),
        r('1z', 'Add lines 1a through 1y'),
        r('2', 'Alternative minimum tax. Attach Form 6251', 'schedule2.line2'),
        r('3', 'Add lines 1z and 2. Enter here and on Form 1040, line 17', 'schedule2.line3'),
      ],
    },
    {
      title: 'Part II Other Taxes',
      rows: [
        r('4', 'Self-employment tax. Attach Schedule SE', 'schedule2.line4'),
        inner('5', 'Social security and Medicare tax on unreported tip income. Attach Form 4137'),
        inner('6', 'Uncollected social security and Medicare tax on wages. Attach Form 8919'),
        r('7', 'Total additional social security and Medicare tax. Add lines 5 and 6'),
        r('8', 'Additional tax on IRAs or other tax-favored accounts. Attach Form 5329 if required', 'schedule2.line8'),
        r('9', 'Household employment taxes. Attach Schedule H'),
        r('10', 'Repayment of first-time homebuyer credit. Attach Form 5405 if required'),
        r('11', 'Additional Medicare Tax. Attach Form 8959', 'schedule2.line11'),
        r('12', 'Net investment income tax. Attach Form 8960', 'schedule2.line12'),
        r('13', 'Uncollected social security and Medicare or RRTA tax on tips or group-term life insurance from Form W-2, box 12'),
        r('14', 'Interest on tax due on installment income from the sale of certain residential lots and timeshares'),
        r('15', 'Interest on the deferred tax on gain from certain installment sales with a sales price over $150,000'),
        r('16', 'Recapture of low-income housing credit. Attach Form 8611'),
        inner('17', 'Other additional taxes (lines 17a through 17z)'),
        r('18', 'Total additional taxes. Add lines 17a through 17z'),
        r('19', 'Reserved for future use'),
        r('20', 'Section 965 net tax liability installment from Form 965-A'),
        r('21', 'These are your total other taxes. Enter here and on Form 1040, line 23', 'schedule2.line21'),
      ],
    },
  ],
};

const SCHEDULE_3: FormLayout = {
  form: 'schedule3',
  title: 'SCHEDULE 3 (Form 1040) 2024',
  subtitle: 'Additional Credits and Payments',
  parts: [
    {
      title: 'Part I Nonrefundable Credits',
      rows: [
        r('1', 'Foreign tax credit. Attach Form 1116 if required', 'schedule3.line1'),
        r('2', 'Credit for child and dependent care expenses from Form 2441, line 11. Attach Form 2441', 'form2441.line11'),
        r('3', 'Education credits from Form 8863, line 19', 'form8863.line19'),
        r('4', 'Retirement savings contributions credit. Attach Form 8880', 'form8880.line12'),
        r('5a', 'Residential clean energy credit from Form 5695, line 15', 'form5695.line15'),
        r('5b', 'Energy efficient home improvement credit from Form 5695, line 32', 'form5695.line32'),
        inner('6a', 'General business credit. Attach Form 3800'),
        inner('6b', 'Credit for prior year minimum tax. Attach Form 8801'),
        inner('6c', 'Adoption credit. Attach Form 8839', 'form8839.line16'),
        inner('6d', 'Credit for the elderly or disabled. Attach Schedule R', 'scheduleR.line22'),
        inner('6e-6z', 'Other nonrefundable credits (see instructions)'),
        // The engine claims no line 6 credit but adoption (6c) and the elderly credit (6d).
        { ...r('7', 'Total other nonrefundable credits. Add lines 6a through 6z'), sumOf: ['form8839.line16', 'scheduleR.line22'] },
        r('8', 'Add lines 1 through 4, 5a, 5b, and 7. Enter here and on Form 1040, line 20', 'schedule3.line8'),
      ],
    },
    {
      title: 'Part II Other Payments and Refundable Credits',
      rows: [
        r('9', 'Net premium tax credit. Attach Form 8962'),
        r('10', 'Amount paid with request for extension to file (see instructions)'),
        r('11', 'Excess social security and tier 1 RRTA tax withheld', 'schedule3.line11'),
        r('12', 'Credit for federal tax on fuels. Attach Form 4136'),
        inner('13', 'Other payments or refundable credits (lines 13a through 13z)'),
        r('14', 'Total other payments or refundable credits. Add lines 13a through 13z'),
        r('15', 'Add lines 9 through 12 and 14. Enter here and on Form 1040, line 31', 'form1040.line31'),
      ],
    },
  ],
};

const SCHEDULE_A: FormLayout = {
  form: 'scheduleA',
  title: 'SCHEDULE A (Form 1040) 2024',
  subtitle: 'Itemized Deductions',
  parts: [
    {
      title: 'Medical and Dental Expenses',
      rows: [
        inner('1', 'Medical and dental expenses (see instructions)'),
        inner('2', 'Enter amount from Form 1040, line 11', 'form1040.line11'),
        inner('3', 'Multiply line 2 by 7.5% (0.075)'),
        r('4', 'Subtract line 3 from line 1. If line 3 is more than line 1, enter -0-', 'scheduleA.line4'),
      ],
    },
    {
      title: 'Taxes You Paid',
      rows: [
        inner('5a', 'State and local income taxes or general sales taxes', 'scheduleA.line5a'),
        inner('5b', 'State and local real estate taxes', 'scheduleA.line5b'),
        inner('5c', 'State and local personal property taxes', 'scheduleA.line5c'),
        { ...inner('5d', 'Add lines 5a through 5c'), sumOf: ['scheduleA.line5a', 'scheduleA.line5b', 'scheduleA.line5c'] },
        inner('5e', 'Enter the smaller of line 5d or $10,000 ($5,000 if married filing separately)', 'scheduleA.line5e'),
        inner('6', 'Other taxes'),
        { ...r('7', 'Add lines 5e and 6'), sumOf: ['scheduleA.line5e'] },
      ],
    },
    {
      title: 'Interest You Paid',
      rows: [
        inner('8a', 'Home mortgage interest and points reported to you on Form 1098', 'scheduleA.line8a'),
        inner('8b', 'Home mortgage interest not reported to you on Form 1098'),
        inner('8c', 'Points not reported to you on Form 1098'),
        inner('8d', 'Reserved for future use'),
        { ...inner('8e', 'Add lines 8a through 8c'), sumOf: ['scheduleA.line8a'] },
        inner('9', 'Investment interest. Attach Form 4952 if required', 'scheduleA.line9'),
        { ...r('10', 'Add lines 8e and 9'), sumOf: ['scheduleA.line8a', 'scheduleA.line9'] },
      ],
    },
    {
      title: 'Gifts to Charity',
      rows: [
        inner('11', 'Gifts by cash or check'),
        inner('12', 'Other than by cash or check'),
        inner('13', 'Carryover from prior year'),
        r('14', 'Add lines 11 through 13', 'scheduleA.line14'),
      ],
    },
    {
      title: 'Casualty and Theft Losses',
      rows: [r('15', 'Casualty and theft loss(es) from a federally declared disaster. Attach Form 4684', 'scheduleA.line15')],
    },
    { title: 'Other Itemized Deductions', rows: [r('16', 'Other - from list in instructions')] },
    {
      title: 'Total Itemized Deductions',
      rows: [r('17', 'Add the amounts in the far right column for lines 4 through 16. Also, enter this amount on Form 1040, line 12', 'scheduleA.line17')],
    },
  ],
};

const SCHEDULE_8812: FormLayout = {
  form: 'schedule8812',
  title: 'SCHEDULE 8812 (Form 1040) 2024',
  subtitle: 'Credits for Qualifying Children and Other Dependents',
  parts: [
    {
      title: 'Part I Child Tax Credit and Credit for Other Dependents',
      rows: [
        r('12', 'Subtract line 11 from line 10 (the credit before the tax limit)', 'schedule8812.line12'),
        r('13', 'Enter the amount from Credit Limit Worksheet A', 'schedule8812.line13'),
        r('14', 'Enter the smaller of line 12 or line 13. This is your child tax credit and credit for other dependents. Enter on Form 1040, line 19', 'form1040.line19'),
      ],
    },
    {
      title: 'Part II-A Additional Child Tax Credit',
      rows: [r('27', 'This is your additional child tax credit. Enter on Form 1040, line 28', 'form1040.line28')],
    },
  ],
};

/** Schedules and forms drawn with the IRS form's own lines; any other the return used is drawn from the engine's lines. */
export const SCHEDULE_LAYOUTS: Record<string, FormLayout> = {
  schedule1: SCHEDULE_1,
  schedule2: SCHEDULE_2,
  schedule3: SCHEDULE_3,
  scheduleA: SCHEDULE_A,
  schedule8812: SCHEDULE_8812,
};

/** A row's amount from the engine's lines: null when the engine did not compute it (the row stays blank). */
export function rowAmount(row: Omit<FormRow, 'pair'>, lines: Record<string, ExplainedLine>): number | null {
  if (row.documentAmount !== undefined) return row.documentAmount;
  if (row.sumOf) {
    const present = row.sumOf.filter((id) => lines[id] !== undefined);
    return present.length ? present.reduce((total, id) => total + lines[id].value, 0) : null;
  }
  if (!row.lineId) return null;
  return lines[row.lineId]?.value ?? null;
}

/** 'scheduleSE.taxpayer.line10' -> '10'; 'scheduleD.line1-3' -> '1-3'; not a numbered line -> null. */
export function printedLineNumber(id: string): string | null {
  const match = /\.line([\w-]+)$/.exec(id);
  return match ? match[1] : null;
}

/** Sorts printed line numbers as the forms order them: 1, 1a, 2, 10, 12 ('worksheetB.line14' after its own form's 14). */
export function compareLineNumbers(a: string, b: string): number {
  const [, na = '0', ra = ''] = /^(\d+)(.*)$/.exec(a) ?? [];
  const [, nb = '0', rb = ''] = /^(\d+)(.*)$/.exec(b) ?? [];
  return Number(na) - Number(nb) || ra.localeCompare(rb);
}

/** A form the engine filled that has no layout above: its engine lines in line order, one row each. */
export function layoutFromLines(form: string, title: string, lines: ExplainedLine[]): FormLayout {
  const numbered = lines
    .map((line) => ({ line, number: printedLineNumber(line.id) }))
    .sort((a, b) => (a.number && b.number ? compareLineNumbers(a.number, b.number) : a.number ? -1 : b.number ? 1 : 0));
  return {
    form,
    title,
    parts: [{ title: '', rows: numbered.map(({ line, number }) => r(number ?? '', line.label, line.id)) }],
  };
}
