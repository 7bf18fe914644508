// The IRS documents the field coach cites. `document` is the PDF's file name under
// https://www.irs.gov/pub/irs-pdf/ (the popup builds its link from it).
import { irsPdfUrl, type InsightSource } from '@taxapp/contracts/insights';

const publication = (document: string, title: string): InsightSource => ({ document, title, url: irsPdfUrl(document) });

export const PUBLICATIONS = {
  form1040: publication('f1040.pdf', 'Form 1040 (2024), U.S. Individual Income Tax Return'),
  instructions1040: publication('i1040gi.pdf', 'Instructions for Form 1040 and 1040-SR (2024)'),
  pub17: publication('p17.pdf', 'Publication 17 (2024), Your Federal Income Tax'),
  pub501: publication('p501.pdf', 'Publication 501 (2024), Dependents, Standard Deduction, and Filing Information'),
  pub596: publication('p596.pdf', 'Publication 596 (2024), Earned Income Credit (EIC)'),
  pub503: publication('p503.pdf', 'Publication 503 (2024), Child and Dependent Care Expenses'),
  pub970: publication('p970.pdf', 'Publication 970 (2024), Tax Benefits for Education'),
  pub590a: publication('p590a.pdf', 'Publication 590-A (2024), Contributions to Individual Retirement Arrangements (IRAs)'),
  pub3: publication('p3.pdf', "Publication 3 (2024), Armed Forces' Tax Guide"),
  schedule8812: publication('i1040s8.pdf', 'Instructions for Schedule 8812 (2024), Credits for Qualifying Children and Other Dependents'),
  scheduleA: publication('i1040sca.pdf', 'Instructions for Schedule A (2024), Itemized Deductions'),
  form8822: publication('f8822.pdf', 'Form 8822, Change of Address'),
  formW7: publication('iw7.pdf', 'Instructions for Form W-7, Application for IRS Individual Taxpayer Identification Number'),
} as const satisfies Record<string, InsightSource>;

export type PublicationKey = keyof typeof PUBLICATIONS;
