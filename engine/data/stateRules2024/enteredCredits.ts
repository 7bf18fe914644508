// Where the Credits screen's state and local credit rows (contracts catalogs: 'State Tax Credits' and 'Local Tax
// Credits', deductionCreditMapping destination 'state') land on a 2024 resident return (issue 9 item 4). Only credits
// claimed with the state's own 2024 resident income tax return are listed; programs applied for apart from it (PA-1000,
// Kansas K-40H, Colorado PTC rebate, Maryland renters' credit, Minnesota M1PR, Utah TC-90CB ...) are not a line of it.
// `computed`: the engine figures that credit itself from the return's facts, so a typed amount is not added again.

export interface EnteredCreditLine {
  /** Form and line (or schedule) of the 2024 resident return, and the statute. */
  line: string;
  refundable: boolean;
  computed?: boolean;
}

/** Dropdown types as the catalog names them (contracts/src/catalogs.ts, special situations). */
export const STATE_CREDIT_LINES_2024: Record<string, Readonly<Record<string, EnteredCreditLine>>> = {
  "Renter's Credit": {
    CA: { line: "Form 540 line 46, nonrefundable renter's credit (R&TC 17053.5); figured from the rent paid", refundable: false, computed: true },
    DC: { line: 'Schedule H, homeowner and renter property tax credit (D.C. Code 47-1806.06)', refundable: true },
    HI: { line: "Schedule X, renters' credit (HRS 235-55.7)", refundable: true },
    MA: { line: 'Schedule CB, senior circuit breaker credit for renters 65 or over (M.G.L. c. 62 §6(k))', refundable: true },
    ME: { line: 'Schedule PTFC, property tax and rent fairness credit (36 M.R.S. 5219-KK)', refundable: true },
    MI: { line: 'MI-1040CR, homestead property tax credit for renters (MCL 206.520)', refundable: true },
    MN: { line: "Schedule M1RENT, renter's credit on Form M1 from 2024 (Minn. Stat. 290.0693)", refundable: true },
    MO: { line: 'Form MO-PTC, property tax credit for renters 65 or over or disabled (RSMo 135.010-135.035)', refundable: true },
    MT: { line: 'Form 2EC, elderly homeowner/renter credit (MCA 15-30-2337)', refundable: true },
    NJ: { line: 'Worksheet H, 18% of rent as property tax: deduction or line 56 credit (N.J.S.A. 54A:3A-16); figured from the rent paid', refundable: true, computed: true },
    NM: { line: 'Form PIT-RC, property tax rebate on rent (NMSA 7-2-18)', refundable: true },
    NY: { line: 'Form IT-214, real property tax credit for renters (Tax Law §606(e))', refundable: true },
    RI: { line: 'Form RI-1040H, property tax relief credit for renters (R.I.G.L. 44-33)', refundable: true },
    VT: { line: 'Form PR-141, renter credit (32 V.S.A. 6066)', refundable: true },
    WI: { line: 'Schedule H, homestead credit for renters (Wis. Stat. 71.51-71.55)', refundable: true },
  },
  'Property Tax Relief': {
    CT: { line: 'Schedule 3, property tax credit (Conn. Gen. Stat. §12-704c)', refundable: false },
    DC: { line: 'Schedule H, homeowner and renter property tax credit (D.C. Code 47-1806.06)', refundable: true },
    IL: { line: 'Schedule ICR, property tax credit (35 ILCS 5/208)', refundable: false },
    MA: { line: 'Schedule CB, senior circuit breaker credit (M.G.L. c. 62 §6(k))', refundable: true },
    ME: { line: 'Schedule PTFC, property tax and rent fairness credit (36 M.R.S. 5219-KK)', refundable: true },
    MI: { line: 'MI-1040CR, homestead property tax credit (MCL 206.520)', refundable: true },
    MO: { line: 'Form MO-PTC, property tax credit (RSMo 135.010-135.035)', refundable: true },
    MT: { line: 'Form 2EC, elderly homeowner/renter credit (MCA 15-30-2337)', refundable: true },
    NJ: { line: 'Worksheet H, property tax deduction or line 56 credit (N.J.S.A. 54A:3A-17, -20); figured from the property tax paid', refundable: true, computed: true },
    NM: { line: 'Form PIT-RC, property tax rebate (NMSA 7-2-18)', refundable: true },
    NY: { line: 'Form IT-214, real property tax credit (Tax Law §606(e))', refundable: true },
    RI: { line: 'Form RI-1040H, property tax relief credit (R.I.G.L. 44-33)', refundable: true },
    WI: { line: 'Schedule H, homestead credit (Wis. Stat. 71.51-71.55)', refundable: true },
    WV: { line: 'Schedule HEPTC-1, homestead excess property tax credit (W. Va. Code 11-21-23)', refundable: true },
  },
  'EV/Hybrid Vehicle Credit': {
    CO: { line: 'Form DR 0617, innovative motor vehicle credit (C.R.S. 39-22-516.7, -516.8)', refundable: true },
  },
};

/**
 * 'Income Tax Paid to Another State': every state that taxes its residents' income from everywhere allows it, on the
 * form multistate2024.ts names (or the resident return's credit schedule). The engine figures it from W-2 box 15
 * when a W-2 names another state (multistate.ts); a typed amount counts only when no W-2 does (income other than
 * wages taxed by another state), nonrefundable, at most the tax.
 */
export const OTHER_STATE_CREDIT_TYPE = 'Income Tax Paid to Another State';

/**
 * Local credit rows. 'Local EITC': the New York City earned income credit (Form IT-215 / IT-201 line 71, NYC
 * Administrative Code 11-1706(d)), refundable, is the one local EITC claimed on a 2024 income tax return this engine
 * computes a local tax for (NYC). A homestead exemption and STAR lower the property tax bill: no income tax line.
 */
export const LOCAL_CREDIT_LINES_2024: Record<string, { jurisdiction: string; line: string; refundable: boolean } | { none: string }> = {
  'Local EITC': { jurisdiction: 'New York City', line: 'Form IT-215 / IT-201 line 71, New York City earned income credit', refundable: true },
  'Homestead Exemption': { none: 'A homestead exemption lowers the assessed value on the property tax bill; it is not an income tax credit.' },
  'School Tax Relief (STAR)': { none: 'STAR is an exemption or a credit check against the school property tax (NY RPTL 425, Tax Law §606(eee)), not a line of the income tax return.' },
};
