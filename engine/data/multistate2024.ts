// What decides how two states share one filer's 2024 income, read by engine/src/states/multistate.ts.
//
// Reciprocal agreements: wages (compensation) earned in the work state by a resident of the other state are taxed only
// by the state of residence; the employee files the work state's exemption certificate and, if that state withheld
// anyway, a nonresident return only to get it back. Sources: PA DOR "Reciprocal Agreements" (PA with IN, MD, NJ, OH,
// VA, WV; Pa. Code §109.8 for NJ) and Form REV-419; NJ-165 / NJ Division of Taxation "Reciprocal Agreement with
// Pennsylvania" (the only NJ agreement); IL-1040 instructions (IA, KY, MI, WI); IN DOR Information Bulletin #28 (KY, MI,
// OH, PA, WI); IA 1040 instructions (IL); KY 740-NP instructions (IL, IN, MI, OH, VA, WV, WI; VA only for a daily
// commuter); MD Administrative Release 1 (DC, PA, VA, WV); MI-1040 instructions (IL, IN, KY, MN, OH, WI); MN Revenue
// Notice / form MWR (MI, ND); MT and ND (MT-ND agreement, ND Form NDW-R: MN, MT); OH IT 4NR (IN, KY, MI, PA, WV);
// VA Form 763-S (DC, KY, MD, PA, WV); WV IT-140NRS (KY, MD, OH, PA, VA); WI Form W-220 (IL, IN, KY, MI).
// Cross-checked against the American Payroll Association's state-by-state table (as reprinted by Thomson Reuters,
// "State-by-State Reciprocity Agreements"); New Jersey's 2016 notice ending its agreement with Pennsylvania was
// withdrawn before it took effect, so the NJ-PA agreement stands.
// DC does not tax a nonresident's wages at all (Home Rule Act, D.C. Code §1-206.02(a)(5): no tax on nonresidents'
// personal income; no reciprocity needed).
export const RECIPROCAL_WAGE_AGREEMENTS_2024: readonly (readonly [string, string])[] = [
  ['IA', 'IL'], ['IL', 'KY'], ['IL', 'MI'], ['IL', 'WI'],
  ['IN', 'KY'], ['IN', 'MI'], ['IN', 'OH'], ['IN', 'PA'], ['IN', 'WI'],
  ['KY', 'MI'], ['KY', 'OH'], ['KY', 'VA'], ['KY', 'WV'], ['KY', 'WI'],
  ['DC', 'MD'], ['MD', 'PA'], ['MD', 'VA'], ['MD', 'WV'],
  ['MI', 'MN'], ['MI', 'OH'], ['MI', 'WI'],
  ['MN', 'ND'], ['MT', 'ND'],
  ['NJ', 'PA'],
  ['OH', 'PA'], ['OH', 'WV'],
  ['PA', 'VA'], ['PA', 'WV'],
  ['DC', 'VA'], ['VA', 'WV'],
];

/** Jurisdictions that never tax a nonresident's wages (DC, D.C. Code §1-206.02(a)(5)). */
export const NO_NONRESIDENT_WAGE_TAX_2024: readonly string[] = ['DC'];

/**
 * "Reverse credit" pairs: between California and Arizona, Oregon or Virginia the credit for tax paid to another state is
 * given by the state where the income is earned, on its nonresident return, not by the state of residence (Schedule S
 * (540 / 540NR) 2024 instructions: a California resident cannot claim Schedule S for tax paid to AZ, GU, OR or VA; a
 * nonresident of California who lives in one of them claims it on Form 540NR).
 */
export const REVERSE_CREDIT_PAIRS_2024: readonly (readonly [string, string])[] = [
  ['AZ', 'CA'], ['CA', 'OR'], ['CA', 'VA'],
];

/** The resident state's form and line for the credit for income tax paid to another state, where named. */
export const OTHER_STATE_CREDIT_FORM_2024: Record<string, string> = {
  CA: 'Schedule S (Form 540 line 43, credit code 187; 540NR for the reverse credit)',
  NJ: 'Schedule NJ-COJ (NJ-1040 line 40)',
  NY: 'Form IT-112-R (IT-201 line 41, resident credit)',
  PA: 'Schedule G-L (PA-40 line 22, resident credit)',
};
