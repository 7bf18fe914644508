// New York 2024 figures read by engine/src/states/rules/ny.ts (the tax table and the supplemental-tax worksheets are
// in engine/data/stateTaxTables2024.ts). Sources: IT-201 (2024) lines 29, 40, 63, 65; IT-201-I (2024) line 40, NYS
// household credit tables 1 and 2 (Tax Law §606(b)); Form IT-213 (Empire State child credit; Tax Law §606(c-1));
// IT-215 (EITC, Tax Law §606(d)); Tax Law §612(c)(3-a) (pension exclusion); Form IT-196 (2024) and IT-196-I, Tax
// Law §615 (itemized deduction) and 20 NYCRR 115.5 (the limitation's worksheets).
export const NY_2024 = {
  form: 'New York Form IT-201 (2024)',
  /**
   * Line 34, New York standard deduction table (IT-201-I 2024): filing status 1 (single) with item C marked Yes (can
   * be claimed as a dependent on another taxpayer's federal return): $3,100 instead of $8,000 (Tax Law §614(b)).
   * The other statuses' amounts do not depend on item C.
   */
  dependentSingleStandardDeduction: 3100,
  /** Line 29: pension and annuity exclusion per person 59 1/2 or over (age 60 at the end of 2024). */
  pensionExclusion: { age: 60, perPerson: 20000 },
  /**
   * Line 26: pensions of New York State, its local governments and the federal government, excluded in full at any
   * age (Tax Law §612(c)(3); IT-201-I line 26, military retirement included). Recognised by the 1099-R payer's name:
   * the New York public retirement systems and the federal payers (OPM for civil service, DFAS and the Coast Guard for
   * military retirement). Other states' government pensions are not on line 26 (they may be on line 29).
   */
  governmentPensionPayers: [
    'new york state and local', 'nys and local', 'nyslrs', 'new york state teachers', 'nys teachers', 'nystrs',
    'new york city employees', 'nycers', 'teachers retirement system of the city of new york', 'trs nyc',
    'board of education retirement system', 'new york city police pension', 'new york city fire pension',
    'office of personnel management', 'opm retirement', 'defense finance and accounting', 'dfas', 'coast guard',
  ],
  /**
   * IT-213: `share` of the 2017-rules federal child credit (`perChild2017` per child, less `cut` per `step` of AGI
   * over the 2017 threshold; limited to the federal tax plus `earnedRate` of earnings over `earnedOver`, the 2017
   * additional child tax credit); at or under the threshold, at least `minimumPerChild` per child.
   */
  empireStateChildCredit: {
    share: 0.33, minimumPerChild: 100, perChild2017: 1000, cut: 50, step: 1000, earnedRate: 0.15, earnedOver: 3000,
    threshold: { 'married-joint': 110000, single: 75000, 'head-of-household': 75000, 'married-separate': 55000 },
  },
  /**
   * Line 40: NYS household credit by federal AGI ("up to" each bound), nonrefundable, at most the line 39 tax.
   * Table 1 (single): a flat amount. Table 2 (married filing jointly, head of household, qualifying surviving spouse):
   * `base` for a household of one plus `each` for every further member (the filer, the spouse on a joint return and
   * each dependent on item H).
   */
  householdCredit: {
    single: [
      { agiUpTo: 5000, amount: 75 },
      { agiUpTo: 6000, amount: 60 },
      { agiUpTo: 7000, amount: 50 },
      { agiUpTo: 20000, amount: 45 },
      { agiUpTo: 25000, amount: 40 },
      { agiUpTo: 28000, amount: 20 },
    ],
    household: [
      { agiUpTo: 5000, base: 90, each: 15 },
      { agiUpTo: 6000, base: 75, each: 15 },
      { agiUpTo: 7000, base: 65, each: 15 },
      { agiUpTo: 20000, base: 60, each: 15 },
      { agiUpTo: 22000, base: 60, each: 10 },
      { agiUpTo: 25000, base: 50, each: 10 },
      { agiUpTo: 28000, base: 40, each: 5 },
      { agiUpTo: 32000, base: 20, each: 5 },
    ],
  },
  /**
   * IT-196 lines 1-4: medical and dental expenses over 10% of federal AGI (line 3 "Multiply line 2 by 10%"): New York
   * keeps the deductions as they stood just before P.L. 115-97 (L. 2018 ch. 59 Part JJ, Tax Law §615(a)), when the
   * floor was 10%, not the federal 7.5% (IRC §213(a) as amended in 2017 and 2020). OpenTaxSolver 2024
   * (taxsolve_NY_IT201_2024.c, form_IT196[3]) and a TurboTax expert reading the form's line 3 agree.
   */
  medicalFloor: 0.1,
  /**
   * IT-196 line 40, total itemized deductions worksheet: the pre-2018 federal overall limitation (IRC §68 as it stood
   * before P.L. 115-97, kept by Tax Law §615). When federal AGI (IT-201 line 19) is over the applicable amount,
   * the deductions other than medical (line 4), investment interest (14) and casualty losses (20) are cut by the
   * smaller of 3% of AGI over that amount and 80% of them. 2024 applicable amounts: IT-196-I (2024) Table 1
   * (single $330,200, MFJ and QSS $396,250, MFS $198,100, HoH $363,250; as PolicyEngine-US
   * gov/states/ny/tax/income/deductions/itemized/phase_out/start.yaml cites them, and MFJ $396,250 as a TurboTax
   * expert quotes the 2024 line 40 instructions). OpenTaxSolver 2024 still has the 2021 amounts (MFJ $338,850).
   */
  overallLimitation: {
    applicableAmount: { single: 330200, 'married-joint': 396250, 'married-separate': 198100, 'head-of-household': 363250 },
    agiRate: 0.03,
    deductionShare: 0.8,
  },
  /**
   * IT-196 line 46, itemized deduction adjustment (Tax Law §615(g), 20 NYCRR 115.5), by NY AGI (IT-201 line 33):
   * over $100,000 to $475,000 (Worksheet 3): 25% of the itemized deduction x the lesser of $50,000 and NY AGI over the
   * applicable amount, / $50,000; over $475,000 to $525,000 (Worksheet 4): 25% + 25% x the lesser of $50,000 and NY AGI
   * over $475,000, / $50,000; over $525,000 to $1,000,000: 50%. Over $1,000,000 the deduction is 50% of the gifts to
   * charity (25% over $10,000,000).
   */
  itemizedAdjustment: {
    over: 100000,
    applicableAmount: { single: 100000, 'married-separate': 100000, 'head-of-household': 150000, 'married-joint': 200000 },
    worksheet3Rate: 0.25,
    worksheet4From: 475000,
    worksheet4Rate: 0.25,
    fiftyPercentFrom: 525000,
    fiftyPercent: 0.5,
    range: 50000,
    charityOnlyFrom: 1000000,
    charityShare: 0.5,
    charityOnlyTopFrom: 10000000,
    charityShareTop: 0.25,
  },
  /** Line 65 (IT-215): EITC share of the federal EIC, refundable. */
  eitcRate: 0.3,
} as const;
