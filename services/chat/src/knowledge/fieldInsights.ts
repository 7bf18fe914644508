// The field coach's knowledge base: for every field of the personal-information wizard, what the IRS
// says about it for tax year 2024, each line with the publication it comes from. Some lines depend on
// the form (filing status, ages at the end of 2024), computed here from the form the browser sends.
import type { PublicationKey } from './publications';

export interface Insight {
  text: string;
  source: PublicationKey;
}

type FormView = Record<string, unknown>;
export type InsightRule = (fieldValue: string, form: FormView, index: number | null) => Insight[];

// 2024 amounts (Pub 501 (2024), Table 6 and Table 7; Instructions for Form 1040 (2024), line 12).
export const STANDARD_DEDUCTION_2024: Record<string, number> = {
  single: 14_600,
  'married-separate': 14_600,
  'married-joint': 29_200,
  'qualifying-widow': 29_200,
  'head-of-household': 21_900,
  'head-household': 21_900,
};
/** Additional standard deduction per person 65 or older or blind (Pub 501 (2024), Table 7). */
export const ADDITIONAL_DEDUCTION_2024 = { unmarried: 1_950, married: 1_550 } as const;

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;
const statusOf = (value: string, form: FormView) => (value || (typeof form.filingStatus === 'string' ? form.filingStatus : '') || 'single');
const isMarriedStatus = (status: string) => status === 'married-joint' || status === 'married-separate' || status === 'qualifying-widow';
const ageOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

const STATUS_DESCRIPTIONS: Record<string, Insight> = {
  single: {
    text: 'Single applies if on December 31, 2024 you were unmarried, or legally separated from your spouse under a divorce or separate maintenance decree, and no other filing status applies.',
    source: 'pub501',
  },
  'married-joint': {
    text: 'Married filing jointly combines both spouses’ income, deductions and credits on one return; both must sign it, and each is responsible for the whole tax, interest and penalties.',
    source: 'pub501',
  },
  'married-separate': {
    text: 'Married filing separately usually costs more tax: you generally cannot take the student loan interest deduction or the education credits, the child and dependent care credit is limited to narrow cases, and if your spouse itemizes you must itemize too.',
    source: 'pub501',
  },
  'head-of-household': {
    text: 'Head of household requires that you were unmarried (or considered unmarried) on the last day of 2024, paid more than half the cost of keeping up a home, and a qualifying person lived with you more than half the year (a dependent parent need not live with you).',
    source: 'pub501',
  },
  'qualifying-widow': {
    text: 'Qualifying surviving spouse for 2024 applies if your spouse died in 2022 or 2023, you did not remarry before the end of 2024, and a child or stepchild you can claim lived with you all year; it uses the joint-return tax rates and standard deduction.',
    source: 'pub501',
  },
};
STATUS_DESCRIPTIONS['head-household'] = STATUS_DESCRIPTIONS['head-of-household'];

const nameLines: Insight[] = [
  {
    text: 'Enter your name as it appears on your Social Security card. If you changed your name (marriage, divorce), report the change to the Social Security Administration before filing: a mismatch delays processing of your return and refund.',
    source: 'instructions1040',
  },
];

const addressLines: Insight[] = [
  {
    text: 'Enter a P.O. box number only if your post office does not deliver mail to your home.',
    source: 'instructions1040',
  },
  {
    text: 'If you move after filing, tell the IRS your new address with Form 8822 so notices and refunds reach you.',
    source: 'form8822',
  },
];

const residencyLines: Insight[] = [
  {
    text: 'State and local income taxes you paid to every state you lived in during 2024 can be deducted on Schedule A if you itemize, together with property taxes up to $10,000 ($5,000 if married filing separately).',
    source: 'scheduleA',
  },
  {
    text: 'Moving expenses are deductible for 2024 only by members of the Armed Forces on active duty who move because of a permanent change of station (Form 3903).',
    source: 'pub3',
  },
];

const ssnLines: Insight[] = [
  { text: 'An incorrect or missing SSN can increase your tax, reduce your refund, or delay your refund.', source: 'instructions1040' },
  {
    text: 'If you do not have and are not eligible for a Social Security number, you need an Individual Taxpayer Identification Number (ITIN): apply with Form W-7.',
    source: 'formW7',
  },
  {
    text: 'To claim the earned income credit, you (and your spouse on a joint return) need an SSN valid for employment issued by the due date of the return, including extensions.',
    source: 'pub596',
  },
];

const contactLines: Insight[] = [
  {
    text: 'The IRS does not start contact with taxpayers by email, text or social media to ask for personal or financial information, and never asks for PINs or passwords that way.',
    source: 'pub17',
  },
];

function sixtyFiveLines(age: number | null, status: string, who: 'you' | 'your spouse'): Insight[] {
  const married = isMarriedStatus(status);
  const extra = married ? ADDITIONAL_DEDUCTION_2024.married : ADDITIONAL_DEDUCTION_2024.unmarried;
  const lines: Insight[] = [
    {
      text: 'You are considered 65 on the day before your 65th birthday: anyone born before January 2, 1960 is 65 or older at the end of 2024.',
      source: 'pub501',
    },
    {
      text: `At 65 or older the 2024 standard deduction grows by ${dollars(ADDITIONAL_DEDUCTION_2024.unmarried)} if single or head of household, or ${dollars(ADDITIONAL_DEDUCTION_2024.married)} per qualifying spouse if married or a qualifying surviving spouse (again if blind).`,
      source: 'pub501',
    },
  ];
  if (age !== null && age >= 65) {
    lines.unshift({
      text: `From this date of birth ${who === 'you' ? 'you are' : 'your spouse is'} 65 or older at the end of 2024: the standard deduction rises by ${dollars(extra)}.`,
      source: 'pub501',
    });
  } else if (age !== null && age >= 50) {
    lines.unshift({
      text: `From this date of birth ${who === 'you' ? 'you are' : 'your spouse is'} 50 or older at the end of 2024: the IRA contribution limit is $8,000 instead of $7,000 (the $1,000 catch-up).`,
      source: 'pub590a',
    });
  }
  return lines;
}

function dependentAge(form: FormView, index: number | null): number | null {
  if (index === null || !Array.isArray(form.dependents)) return null;
  const dependent = form.dependents[index] as Record<string, unknown> | undefined;
  return ageOf(dependent?.ageAtYearEnd);
}

/** Field name (canonical: dependents' fields as 'dependents.<field>') -> its insights. */
export const FIELD_INSIGHTS: Record<string, InsightRule> = {
  firstName: () => nameLines,
  lastName: () => nameLines,
  middleInitial: () => [{ text: 'Form 1040 takes your first name and middle initial in one box, and your last name in the next.', source: 'form1040' }, ...nameLines],
  ssn: () => [
    ...ssnLines,
    {
      text: 'An Identity Protection PIN (IP PIN), a six-digit number known only to you and the IRS, keeps anyone else from filing a return with your SSN; anyone with an SSN or ITIN may request one.',
      source: 'instructions1040',
    },
  ],
  dateOfBirth: (_value, form) => [
    ...sixtyFiveLines(ageOf(form.taxpayerAgeAtYearEnd), statusOf('', form), 'you'),
    {
      text: 'Without a qualifying child, you can claim the earned income credit only if you were at least 25 but under 65 at the end of 2024.',
      source: 'pub596',
    },
  ],
  driversLicense: () => [
    { text: 'Form 1040 has no line for a driver’s license: this entry is optional.', source: 'form1040' },
    {
      text: 'An Identity Protection PIN is the IRS’s own safeguard against someone filing a return in your name.',
      source: 'instructions1040',
    },
  ],
  phone: () => [
    {
      text: 'A daytime phone number on your return may help speed its processing if the IRS has questions about items on it.',
      source: 'instructions1040',
    },
    ...contactLines,
  ],
  email: () => [{ text: 'Form 1040 has an optional email address line beside your signature.', source: 'form1040' }, ...contactLines],
  street: () => addressLines,
  street2: () => [{ text: 'Form 1040 has its own box for the apartment number, beside the home address.', source: 'form1040' }, ...addressLines],
  city: () => [
    {
      text: 'If you have a foreign address, enter the city, the foreign country name in full, the province or county and the postal code in their boxes.',
      source: 'instructions1040',
    },
    ...addressLines,
  ],
  state: () => [
    {
      text: 'Where you mail a paper federal return depends on the state you live in (see "Where Do You File?" at the end of the Form 1040 instructions).',
      source: 'instructions1040',
    },
    residencyLines[0],
  ],
  zip: () => addressLines,
  isFullYearResident: () => residencyLines,
  primaryStateStartDate: () => residencyLines,
  primaryStateEndDate: () => residencyLines,
  additionalState: () => residencyLines,
  additionalStateStartDate: () => residencyLines,
  additionalStateEndDate: () => residencyLines,
  filingStatus: (value, form) => {
    const status = statusOf(value, form);
    const lines: Insight[] = [
      {
        text: 'Your filing status depends on whether you were married on December 31, 2024; if more than one status fits, choose the one that gives the lower tax.',
        source: 'pub501',
      },
    ];
    if (STATUS_DESCRIPTIONS[status]) lines.push(STATUS_DESCRIPTIONS[status]);
    const deduction = STANDARD_DEDUCTION_2024[status];
    if (deduction) lines.push({ text: `The 2024 standard deduction for this status is ${dollars(deduction)}.`, source: 'pub501' });
    return lines;
  },
  canBeClaimedAsDependent: () => [
    {
      text: 'If someone (a parent, say) can claim you as a dependent, your 2024 standard deduction is the larger of $1,300 or your earned income plus $450, up to the usual amount for your filing status.',
      source: 'instructions1040',
    },
    {
      text: 'A person who can be claimed as a dependent cannot claim dependents of their own, the earned income credit or the saver’s credit.',
      source: 'pub501',
    },
  ],
  spouseCanBeClaimedAsDependent: () => [
    {
      text: 'On a joint return, if someone can claim either of you as a dependent, the standard deduction is figured on the worksheet for dependents.',
      source: 'instructions1040',
    },
  ],
  spouseFirstName: () => [
    {
      text: 'If you filed jointly with the same spouse last year, enter your names and SSNs in the same order as on that return.',
      source: 'instructions1040',
    },
    ...nameLines,
  ],
  spouseMiddleInitial: () => [{ text: 'Form 1040 takes your spouse’s first name and middle initial in one box on a joint return.', source: 'form1040' }],
  spouseLastName: () => [
    {
      text: 'If you filed jointly with the same spouse last year, enter your names and SSNs in the same order as on that return.',
      source: 'instructions1040',
    },
    ...nameLines,
  ],
  spouseSSN: () => [
    {
      text: 'A joint return needs both spouses’ SSNs; a spouse who has no SSN and is not eligible for one needs an ITIN (Form W-7).',
      source: 'formW7',
    },
    ...ssnLines.slice(0, 1),
    ssnLines[2],
  ],
  spouseDateOfBirth: (_value, form) => sixtyFiveLines(ageOf(form.spouseAgeAtYearEnd), statusOf('', form), 'your spouse'),
  dependents: () => [
    {
      text: 'A qualifying child must be under 19 at the end of 2024 (under 24 if a full-time student), younger than you or your spouse, or any age if permanently and totally disabled, and must have lived with you more than half the year.',
      source: 'pub501',
    },
    {
      text: 'A qualifying relative who is not your qualifying child must have had gross income under $5,050 in 2024, and you must have provided more than half of their support.',
      source: 'pub501',
    },
  ],
  'dependents.firstName': () => [
    {
      text: 'Enter each dependent’s name as it appears on their Social Security card: the name and SSN must match Social Security Administration records.',
      source: 'instructions1040',
    },
  ],
  'dependents.lastName': () => [
    {
      text: 'Enter each dependent’s name as it appears on their Social Security card: the name and SSN must match Social Security Administration records.',
      source: 'instructions1040',
    },
  ],
  'dependents.ssn': () => [
    {
      text: 'For the child tax credit, the child needs an SSN valid for employment issued before the due date of your return (including extensions); a dependent with an ITIN or ATIN may still give the $500 credit for other dependents.',
      source: 'schedule8812',
    },
    ssnLines[0],
  ],
  'dependents.dob': (_value, form, index) => {
    const age = dependentAge(form, index);
    const lines: Insight[] = [];
    if (age !== null && age < 17) {
      lines.push({ text: 'This dependent is under 17 at the end of 2024: a qualifying child for the child tax credit of up to $2,000.', source: 'schedule8812' });
    } else if (age !== null) {
      lines.push({ text: 'This dependent is 17 or older at the end of 2024: not a child for the child tax credit, but possibly for the $500 credit for other dependents.', source: 'schedule8812' });
    }
    lines.push(
      {
        text: 'The 2024 child tax credit is up to $2,000 for each qualifying child under 17 at the end of the year, up to $1,700 of it refundable; it shrinks by $50 for each $1,000 of modified AGI over $200,000 ($400,000 married filing jointly).',
        source: 'schedule8812',
      },
      { text: 'Care expenses for a dependent under 13 can qualify for the child and dependent care credit.', source: 'pub503' },
    );
    return lines;
  },
  'dependents.relationship': () => [
    {
      text: 'A qualifying child is your son, daughter, stepchild, foster child, brother, sister, half brother, half sister, stepbrother, stepsister, or a descendant of any of them.',
      source: 'pub501',
    },
    {
      text: 'Other relatives (parents, grandparents, in-laws, aunts, uncles...) or someone who lived with you all year can be a qualifying relative if their 2024 gross income was under $5,050 and you provided more than half of their support.',
      source: 'pub501',
    },
  ],
  'dependents.monthsLivedWithTaxpayer': () => [
    {
      text: 'A qualifying child must have lived with you more than half of 2024; temporary absences for school, vacation, medical care, military service or detention count as time lived with you.',
      source: 'pub501',
    },
    {
      text: 'A child born or who died in 2024 counts as having lived with you more than half the year if your home was the child’s home more than half the time the child was alive.',
      source: 'pub501',
    },
    { text: 'For the earned income credit, the child must have lived with you in the United States for more than half of 2024.', source: 'pub596' },
  ],
  'dependents.isFullTimeStudent': () => [
    {
      text: 'A full-time student is enrolled for the hours or courses the school considers full time during some part of each of any 5 calendar months of the year.',
      source: 'pub501',
    },
    { text: 'A full-time student under 24 at the end of 2024 (and younger than you) can be your qualifying child.', source: 'pub501' },
    {
      text: 'The American opportunity credit is up to $2,500 per eligible student for the first four years of higher education, 40% of it (up to $1,000) refundable.',
      source: 'pub970',
    },
  ],
};
FIELD_INSIGHTS.isJointFiling = FIELD_INSIGHTS.filingStatus;
FIELD_INSIGHTS.hasDependent = FIELD_INSIGHTS.dependents;
FIELD_INSIGHTS['dependents.middleInitial'] = FIELD_INSIGHTS['dependents.firstName'];
