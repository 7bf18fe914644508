// Issue 9, the State Questions step: what each state (and its local taxes) needs that the federal return does not
// ask, written once. Each question names, per state, the state form and line it feeds; the step shows a question
// only when one of the user's states is in its table, and /state lists the answers still missing.
import { US_STATES } from './catalogs';
import type { Form1040Data } from './form';

export type StateQuestionId = 'county' | 'municipality' | 'schoolDistrict' | 'nycResidency' | 'rentPaid' | 'propertyTax' | 'estimatedPayments' | 'governmentPension';

export interface StateQuestion {
  id: StateQuestionId;
  label: string;
  /**
   * text and choice answers live in `localityAnswers`; amounts at the top level; perState in `stateEstimatedTaxPayments`;
   * perPension on each pension 1099-R of `investmentData` (`governmentPension`), asked only when the return has one.
   */
  kind: 'text' | 'choice' | 'amount' | 'perStateAmount' | 'perPension';
  /** State code -> the state's form and line the answer feeds. */
  feeds: Readonly<Partial<Record<string, string>>>;
  /** Local taxes are the residents': asked for the state of the address only. */
  residentOnly: boolean;
  /** An amount of 0 is an answer (no rent, no estimates): the question is never 'missing'. */
  optional: boolean;
}

/** No tax on wages in 2024 (AK, FL, NV, SD, TN, TX, WY; NH taxes only interest and dividends, WA only capital gains). */
export const NO_WAGE_TAX_STATES: ReadonlySet<string> = new Set(['AK', 'FL', 'NV', 'SD', 'TN', 'TX', 'WY', 'NH', 'WA']);

const ESTIMATED_PAYMENT_LINES: Readonly<Record<string, string>> = {
  CA: 'Form 540, line 72 (2024 CA estimated tax and other payments)',
  NY: 'Form IT-201, line 75 (estimated tax payments and the 2023 overpayment applied)',
  PA: 'PA-40, line 14 (estimated installment payments and credits)',
};

export const STATE_QUESTIONS: readonly StateQuestion[] = [
  {
    id: 'county', label: 'County you lived in', kind: 'text', residentOnly: true, optional: false,
    feeds: {
      IN: 'Form IT-40 Schedule CT-40 (the county tax of your county on January 1, 2024)',
      MD: 'Form 502, line 28 (local income tax of your county or Baltimore City)',
    },
  },
  {
    id: 'municipality', label: 'City, village or township you lived in', kind: 'text', residentOnly: true, optional: false,
    feeds: {
      OH: 'Your municipality\'s income tax return (filed with the city, apart from the IT 1040)',
      PA: 'Local earned income tax return (Act 32 resident EIT of your municipality, apart from the PA-40)',
      MI: 'Michigan city income tax return (the 24 taxing cities, e.g. Detroit), apart from the MI-1040',
    },
  },
  {
    id: 'schoolDistrict', label: 'School district you lived in', kind: 'text', residentOnly: true, optional: false,
    feeds: { OH: 'Ohio SD 100, school district income tax return: your district from the Ohio Finder with its SD number, 2024 rate and tax type (e.g. "Bowling Green CSD 8701 1.25% T"), or "none"' },
  },
  {
    id: 'nycResidency', label: 'Did you live in New York City or Yonkers?', kind: 'choice', residentOnly: true, optional: false,
    feeds: { NY: 'Form IT-201, line 47 (New York City resident tax) or line 55 (Yonkers resident surcharge)' },
  },
  {
    id: 'rentPaid', label: 'Rent paid for your main home in 2024', kind: 'amount', residentOnly: true, optional: true,
    feeds: {
      NJ: 'NJ-1040 Worksheet H (18% of rent counts as property tax; deduction or the line 56 credit)',
      MA: 'Form 1, line 14 (rental deduction: 50% of rent, up to $4,000)',
      CA: 'Form 540, line 46 (nonrefundable renter\'s credit)',
    },
  },
  {
    id: 'propertyTax', label: 'Property tax paid on your main home in 2024', kind: 'amount', residentOnly: true, optional: true,
    feeds: {
      NJ: 'NJ-1040 Worksheet H (property tax deduction or the line 56 credit)',
      CA: 'Schedule CA (540) Part II, line 5b (real estate taxes, no $10,000 limit)',
      NY: 'Form IT-196, line 6 (real estate taxes, no $10,000 limit)',
    },
  },
  {
    id: 'governmentPension', label: 'Who pays each pension (Form 1099-R)', kind: 'perPension', residentOnly: true, optional: true,
    feeds: {
      NY: 'Form IT-201, line 26 (pensions of New York State, its local governments and the federal government, military included, in full) or line 29 (up to $20,000 each from 59 1/2)',
      MI: 'Schedule 1 and Form 4884 (military retirement in full at any age; federal and Michigan public pensions in full if born before 1946)',
    },
  },
  {
    id: 'estimatedPayments', label: '2024 estimated payments and the 2023 overpayment applied', kind: 'perStateAmount', residentOnly: false, optional: true,
    feeds: Object.fromEntries(US_STATES.filter((state) => !NO_WAGE_TAX_STATES.has(state.code))
      .map((state) => [state.code, ESTIMATED_PAYMENT_LINES[state.code] ?? `${state.name} return, the estimated payments line (2024 estimates and the 2023 overpayment applied)`])),
  },
];

export const stateNameOf = (code: string) => US_STATES.find((state) => state.code === code)?.name ?? code;

/** A pension 1099-R (not an IRA) of the form, by its place in `investmentData`, with what the user answered of its payer. */
export interface PensionDocument {
  index: number;
  payer: string;
  /** Box 2a as the engine counts it when given, else box 1. */
  amount: number;
  /** '' = not answered (the states go by the payer's name). */
  answer: string;
}

export function pensionDocuments(form: Partial<Pick<Form1040Data, 'investmentData'>>): PensionDocument[] {
  return (form.investmentData ?? []).flatMap((doc, index) =>
    doc.documentType === '1099-r' && !doc.isIra
      ? [{ index, payer: doc.payerInfo.name, amount: doc.taxableAmount > 0 ? doc.taxableAmount : doc.grossDistribution, answer: doc.governmentPension ?? '' }]
      : [],
  );
}

/** The answers offered for who pays a pension: none, the federal civil service, the armed forces, a state and its localities (the resident state first). */
export function governmentPensionChoices(residentState: string): { value: string; label: string }[] {
  const states = [...US_STATES].sort((a, b) => (a.code === residentState ? -1 : b.code === residentState ? 1 : a.name.localeCompare(b.name)));
  return [
    { value: 'no', label: 'Not a government pension' },
    { value: 'federal', label: 'Federal civil service (e.g. OPM)' },
    { value: 'military', label: 'U.S. armed forces (military retirement pay)' },
    ...states.map((state) => ({ value: `state-local:${state.code}`, label: `${state.name} or one of its local governments` })),
  ];
}

/** The user's states: the address state (resident), the other state of a part-year move, and each W-2's box 15 state. */
export function statesOfReturn(form: Pick<Form1040Data, 'state' | 'additionalState' | 'w2Data'>): { resident: string; all: string[] } {
  const resident = form.state.trim().toUpperCase();
  const all = new Set([resident]);
  if (form.additionalState && form.additionalState !== 'not_applicable') all.add(form.additionalState.trim().toUpperCase());
  for (const w2 of form.w2Data) if (w2.stateId.trim()) all.add(w2.stateId.trim().toUpperCase());
  return { resident, all: [...all].filter((code) => code !== '') };
}

export interface AskedQuestion {
  question: StateQuestion;
  /** The user's states this question is asked for, each with the form and line it feeds. */
  states: { code: string; name: string; feeds: string }[];
}

/** The questions the user's states need, in table order, each with the states it is asked for. */
export function questionsFor(form: Pick<Form1040Data, 'state' | 'additionalState' | 'w2Data'> & Partial<Pick<Form1040Data, 'investmentData'>>): AskedQuestion[] {
  const { resident, all } = statesOfReturn(form);
  const hasPensions = pensionDocuments(form).length > 0;
  return STATE_QUESTIONS.flatMap((question) => {
    if (question.kind === 'perPension' && !hasPensions) return [];
    const codes = question.residentOnly ? [resident] : all;
    const states = codes.filter((code) => question.feeds[code] !== undefined).map((code) => ({ code, name: stateNameOf(code), feeds: question.feeds[code]! }));
    return states.length > 0 ? [{ question, states }] : [];
  });
}

/** The locality answers that are still empty (amounts are optional: 0 is an answer). */
export function missingStateAnswers(form: Pick<Form1040Data, 'state' | 'additionalState' | 'w2Data' | 'localityAnswers'> & Partial<Pick<Form1040Data, 'investmentData'>>): AskedQuestion[] {
  return questionsFor(form).filter(({ question }) => {
    if (question.optional) return false;
    const answers = form.localityAnswers;
    if (question.id === 'county') return answers.county.trim() === '';
    if (question.id === 'municipality') return answers.municipality.trim() === '';
    if (question.id === 'schoolDistrict') return answers.schoolDistrict.trim() === '';
    if (question.id === 'nycResidency') return answers.nycResidency === '';
    return false;
  });
}
