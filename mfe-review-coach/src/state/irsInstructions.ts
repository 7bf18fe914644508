// Which IRS instructions explain a computed line, from the line id's form (engine/src/*: 'form1040.line11',
// 'scheduleA.line5e', ...). Schedules 1-3 and the Form 1040 worksheets are explained in the Form 1040 instructions.
import { irsPdfUrl } from '@taxapp/contracts/insights';

const INSTRUCTIONS: Record<string, { file: string; title: string }> = {
  form1040: { file: 'i1040gi.pdf', title: 'Instructions for Form 1040 (2024)' },
  schedule1: { file: 'i1040gi.pdf', title: 'Instructions for Form 1040 (2024), Schedule 1' },
  schedule2: { file: 'i1040gi.pdf', title: 'Instructions for Form 1040 (2024), Schedule 2' },
  schedule3: { file: 'i1040gi.pdf', title: 'Instructions for Form 1040 (2024), Schedule 3' },
  ssWorksheet: { file: 'i1040gi.pdf', title: 'Instructions for Form 1040 (2024), Social Security Benefits Worksheet' },
  qdcgtWorksheet: { file: 'i1040gi.pdf', title: 'Instructions for Form 1040 (2024), Qualified Dividends and Capital Gain Tax Worksheet' },
  eic: { file: 'i1040gi.pdf', title: 'Instructions for Form 1040 (2024), line 27 (EIC)' },
  scheduleA: { file: 'i1040sca.pdf', title: 'Instructions for Schedule A (2024)' },
  scheduleB: { file: 'i1040sb.pdf', title: 'Instructions for Schedule B (2024)' },
  scheduleC: { file: 'i1040sc.pdf', title: 'Instructions for Schedule C (2024)' },
  scheduleD: { file: 'i1040sd.pdf', title: 'Instructions for Schedule D (2024)' },
  sdTaxWorksheet: { file: 'i1040sd.pdf', title: 'Instructions for Schedule D (2024), Schedule D Tax Worksheet' },
  scheduleE: { file: 'i1040se.pdf', title: 'Instructions for Schedule E (2024)' },
  scheduleSE: { file: 'i1040sse.pdf', title: 'Instructions for Schedule SE (2024)' },
  schedule8812: { file: 'i1040s8.pdf', title: 'Instructions for Schedule 8812 (2024)' },
  form2441: { file: 'i2441.pdf', title: 'Instructions for Form 2441 (2024)' },
  form5695: { file: 'i5695.pdf', title: 'Instructions for Form 5695 (2024)' },
  form6251: { file: 'i6251.pdf', title: 'Instructions for Form 6251 (2024)' },
  form8839: { file: 'i8839.pdf', title: 'Instructions for Form 8839 (2024)' },
  form8863: { file: 'i8863.pdf', title: 'Instructions for Form 8863 (2024)' },
  form8880: { file: 'f8880.pdf', title: 'Form 8880 (2024) and its instructions' },
  form8889: { file: 'i8889.pdf', title: 'Instructions for Form 8889 (2024)' },
  form8959: { file: 'i8959.pdf', title: 'Instructions for Form 8959 (2024)' },
  form8960: { file: 'i8960.pdf', title: 'Instructions for Form 8960 (2024)' },
  form8995: { file: 'i8995.pdf', title: 'Instructions for Form 8995 (2024)' },
};

/** The form part of a line id ('scheduleA.line5e' -> 'scheduleA'). */
export function formOfLine(id: string): string {
  return id.split('.')[0] ?? id;
}

export function instructionsFor(lineId: string): { url: string; title: string } {
  const found = INSTRUCTIONS[formOfLine(lineId)] ?? INSTRUCTIONS.form1040;
  return { url: irsPdfUrl(found.file), title: found.title };
}

const FORM_TITLES: Record<string, string> = {
  form1040: 'Form 1040',
  schedule1: 'Schedule 1 (Additional Income and Adjustments to Income)',
  schedule2: 'Schedule 2 (Additional Taxes)',
  schedule3: 'Schedule 3 (Additional Credits and Payments)',
  scheduleA: 'Schedule A (Itemized Deductions)',
  scheduleB: 'Schedule B (Interest and Ordinary Dividends)',
  scheduleC: 'Schedule C (Profit or Loss From Business)',
  scheduleD: 'Schedule D (Capital Gains and Losses)',
  sdTaxWorksheet: 'Schedule D Tax Worksheet',
  scheduleE: 'Schedule E (Supplemental Income and Loss)',
  scheduleSE: 'Schedule SE (Self-Employment Tax)',
  schedule8812: 'Schedule 8812 (Credits for Qualifying Children and Other Dependents)',
  ssWorksheet: 'Social Security Benefits Worksheet',
  qdcgtWorksheet: 'Qualified Dividends and Capital Gain Tax Worksheet',
  eic: 'Earned Income Credit Worksheet',
  form2441: 'Form 2441 (Child and Dependent Care Expenses)',
  form5695: 'Form 5695 (Residential Energy Credits)',
  form6251: 'Form 6251 (Alternative Minimum Tax)',
  form8839: 'Form 8839 (Qualified Adoption Expenses)',
  form8863: 'Form 8863 (Education Credits)',
  form8880: "Form 8880 (Saver's Credit)",
  form8889: 'Form 8889 (Health Savings Accounts)',
  form8959: 'Form 8959 (Additional Medicare Tax)',
  form8960: 'Form 8960 (Net Investment Income Tax)',
  form8995: 'Form 8995 (Qualified Business Income Deduction)',
};

export function formTitle(form: string): string {
  return FORM_TITLES[form] ?? form;
}

/** 'form1040.line25a' -> 'Line 25a'; an id that is not a numbered line (e.g. 'form1040.standardDeduction') -> null. */
export function lineNumberOf(id: string): string | null {
  const match = /\.line(\w+)$/.exec(id);
  return match ? `Line ${match[1]}` : null;
}
