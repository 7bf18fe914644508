// Carrying last year's form into step 1 (spec 1 §2.9, §2.10): the extracted fields are merged over the
// saved data (each non-empty one validated, formatted, encrypted if sensitive, and saved), and the notice
// 'Information Auto-filled' shows for 5 s.
import { useEffect, useRef, useState } from 'react';
import type { PersonalForm } from '../../state/usePersonalForm';

export const AUTO_FILL_NOTICE = 'Information Auto-filled';
export const AUTO_FILL_NOTICE_MS = 5000;

/** Route state carried from /last-year-form into step 1 (spec 1 §2.9). */
export interface PersonalRouteState {
  fromLastYearForm?: boolean;
  extractedData?: Record<string, unknown>;
}

const TEXT_FIELDS_FROM_EXTRACTION: [string, string[]][] = [
  ['firstName', ['firstName']],
  ['middleInitial', ['middleInitial']],
  ['lastName', ['lastName']],
  ['ssn', ['ssn']],
  ['phone', ['phone']],
  ['email', ['email']],
  ['street', ['street', 'homeAddress']],
  ['street2', ['street2', 'aptNo']],
  ['city', ['city']],
  ['state', ['state']],
  ['zip', ['zip']],
  ['spouseFirstName', ['spouseFirstName']],
  ['spouseMiddleInitial', ['spouseMiddleInitial']],
  ['spouseLastName', ['spouseLastName']],
  ['spouseSSN', ['spouseSSN']],
];

/** The changes an extraction makes: its non-empty fields (masked values, 'XXX-...', are not real values). */
export function changesFromExtraction(extracted: Record<string, unknown>): Record<string, string | boolean> {
  const changes: Record<string, string | boolean> = {};
  for (const [field, names] of TEXT_FIELDS_FROM_EXTRACTION) {
    const value = names.map((name) => extracted[name]).find((candidate) => typeof candidate === 'string' && candidate.trim() !== '');
    if (typeof value === 'string' && !/^X/.test(value)) changes[field] = value;
  }
  const status = extracted.filingStatus;
  if (typeof status === 'string' && status) {
    changes.filingStatus = status;
    changes.isJointFiling = status === 'married-joint';
  }
  if (typeof extracted.isFullYearResident === 'boolean') changes.isFullYearResident = extracted.isFullYearResident;
  return changes;
}

/** Applies the route's extracted data once the form is loaded and encryption is ready; true once done. */
export function useAutoFill(state: PersonalRouteState, personal: PersonalForm): boolean {
  const [done, setDone] = useState(false);
  const started = useRef(false);
  const ready = personal.loaded && personal.status === 'ready';
  useEffect(() => {
    if (started.current || !ready || !state.fromLastYearForm || !state.extractedData) return;
    started.current = true;
    const changes = changesFromExtraction(state.extractedData);
    const { isJointFiling, isFullYearResident, ...rest } = changes;
    const booleans: Record<string, boolean> = {};
    if (typeof isJointFiling === 'boolean') booleans.isJointFiling = isJointFiling;
    if (typeof isFullYearResident === 'boolean') booleans.isFullYearResident = isFullYearResident;
    void personal.saveFields({ ...rest, ...booleans }).then(() => setDone(true));
  }, [ready, state, personal]);
  return done;
}
