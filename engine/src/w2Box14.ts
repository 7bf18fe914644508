// W-2 box 14 'Other' lines that reach a return. Employers print them under labels of their own choosing
// (General Instructions for Forms W-2 and W-3 (2024), 'Box 14—Other': 'state disability insurance taxes withheld,
// union dues, ...'), so a line is known by its label and the state it is for.

/**
 * Schedule A (Form 1040) instructions (2024), line 5a, count as state income taxes: mandatory contributions to the
 * California, New Jersey or New York Nonoccupational Disability Benefit Fund and the Rhode Island Temporary
 * Disability Benefit Fund; to the Alaska, California, New Jersey or Pennsylvania state unemployment fund; and to
 * state family leave programs 'such as' New Jersey FLI and California Paid Family Leave.
 * (Washington's Supplemental Workers' Compensation Fund is listed too, but employers print it inside one L&I figure
 * with parts that are not deductible, so it is not taken from a label.)
 */
const DISABILITY_FUND_STATES = new Set(['CA', 'NJ', 'NY', 'RI']);
const UNEMPLOYMENT_FUND_STATES = new Set(['AK', 'CA', 'NJ', 'PA']);

const POSTAL_CODES = new Set('AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(' '));
const PROGRAM = /^(SDI|VPDI|DI|TDI|DBL|DISAB|FLI|PFL|PFML|FAMLI|SUI|SUTA|UI|UC)/;

/** The label's leading postal code when a program follows it ('NJ FLI', 'CASDI', 'NY-PFL'), else the W-2's state. */
function stateOfLabel(compact: string, w2State: string): { state: string; program: string } {
  const prefix = compact.slice(0, 2);
  if (POSTAL_CODES.has(prefix) && PROGRAM.test(compact.slice(2))) return { state: prefix, program: compact.slice(2) };
  return { state: w2State, program: compact };
}

export type Box14Use = 'state income tax' | 'NY 414(h)';

/** The state fund a box 14 contribution goes to (NJ-2450 columns A-C: UI/WF/SWF, disability, family leave). */
export type Box14Fund = 'unemployment' | 'disability' | 'family leave';

export interface Box14Reading {
  use: Box14Use;
  /** The state the label names, else the W-2's. */
  state: string;
  /** For a state fund contribution: which fund. */
  fund?: Box14Fund;
}

/**
 * What a box 14 line is for the return: a contribution Schedule A line 5a counts as state income tax (and to which
 * fund), a New York public employee's 414(h) retirement contribution (IT-201 line 22 adds it back), or nothing the
 * return uses.
 */
export function readBox14(label: string, w2State: string): Box14Reading | null {
  const compact = label.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const ownState = w2State.trim().slice(0, 2).toUpperCase();
  if (!compact) return null;
  if (/414H/.test(compact)) return { use: 'NY 414(h)', state: ownState };
  const { state, program } = stateOfLabel(compact, ownState);
  const tax = (fund: Box14Fund): Box14Reading => ({ use: 'state income tax', state, fund });
  // 'DI' alone or with the other funds ('NJ DI', 'DI/FLI'); longer words starting DI are something else.
  if (/^(SDI|VPDI|TDI|DBL|DISAB)/.test(program) || /^DI(FLI|UI|$)/.test(program) || /DISABILITY/.test(compact)) return DISABILITY_FUND_STATES.has(state) ? tax('disability') : null;
  if (/^(FLI|PFL|PFML|FAMLI)/.test(program) || /FAMILYLEAVE/.test(compact)) return tax('family leave');
  if (/^(SUI|SUTA|UI|UC)(WF|SWF|HC|WD|$)/.test(program) || /UNEMPLOY/.test(compact)) return UNEMPLOYMENT_FUND_STATES.has(state) ? tax('unemployment') : null;
  return null;
}

/**
 * What a box 14 line is for the return: a contribution Schedule A line 5a counts as state income tax, a New York
 * public employee's 414(h) retirement contribution (IT-201 line 22 adds it back), or nothing the return uses.
 */
export function box14Use(label: string, w2State: string): Box14Use | null {
  return readBox14(label, w2State)?.use ?? null;
}
