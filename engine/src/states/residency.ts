// Residency periods, spec 3 §4 "Residency": a full-year resident is 365 days in the primary state; otherwise
// the days of each period are counted inclusively (ceiling of the day difference, plus the first day);
// a period is resident when it is the primary state or has at least 183 days, else part-year, and
// part-year income is scaled by days/365.
import { STATE_TAX_2024 } from '../../data/stateTax2024';
import type { ResidenceFacts, ResidentType } from './types';

export const RESIDENCY_THRESHOLD_DAYS = 183;
export const DAYS_IN_YEAR = 365;
/** Spec 3 §9: an unknown or missing state code falls back to NJ. */
export const FALLBACK_STATE = 'NJ';
const DAY_MS = 86_400_000;

export interface ResidencyPeriod {
  state: string;
  daysInState: number;
  residentType: ResidentType;
  /** days/365 for part-year, 1 for resident. */
  ratio: number;
  note: string | null;
}

/** Upper-case two-letter code of a known jurisdiction, or null. */
export function normalizeStateCode(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return code.length === 2 && Object.prototype.hasOwnProperty.call(STATE_TAX_2024, code) ? code : null;
}

function parseDate(value: string): number | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isFinite(time) ? time : null;
}

/** Days lived in a period, inclusive of both ends, at most 365; null when a date is missing or invalid. */
export function daysInPeriod(start: string, end: string): number | null {
  const from = parseDate(start);
  const to = parseDate(end);
  if (from === null || to === null) return null;
  const days = Math.ceil(Math.abs(to - from) / DAY_MS) + 1;
  return Math.min(days, DAYS_IN_YEAR);
}

export function residencyPeriods(residence: ResidenceFacts): ResidencyPeriod[] {
  const primaryCode = normalizeStateCode(residence.state);
  const primary = primaryCode ?? FALLBACK_STATE;
  const primaryNote = primaryCode
    ? null
    : `State '${String(residence.state ?? '')}' is not a US state or DC; ${FALLBACK_STATE} is used (spec 3 §9 fallback).`;
  const additionalRaw = residence.additionalState;
  const additional =
    additionalRaw && additionalRaw !== 'not_applicable' ? normalizeStateCode(additionalRaw) : null;
  const hasAdditional = additional !== null && additional !== primary;

  const additionalDays = hasAdditional ? daysInPeriod(residence.additionalStateStartDate, residence.additionalStateEndDate) : null;
  let primaryDays: number;
  if (residence.isFullYearResident) primaryDays = DAYS_IN_YEAR;
  else {
    const counted = daysInPeriod(residence.primaryStateStartDate, residence.primaryStateEndDate);
    primaryDays = counted ?? (additionalDays !== null ? DAYS_IN_YEAR - additionalDays : DAYS_IN_YEAR);
  }
  const periods: ResidencyPeriod[] = [
    // The primary state is always a resident period (spec 3 §4).
    { state: primary, daysInState: primaryDays, residentType: 'resident', ratio: 1, note: primaryNote },
  ];
  if (hasAdditional) {
    const days = additionalDays ?? Math.max(0, DAYS_IN_YEAR - (residence.isFullYearResident ? DAYS_IN_YEAR : primaryDays));
    const resident = days >= RESIDENCY_THRESHOLD_DAYS;
    periods.push({
      state: additional,
      daysInState: days,
      residentType: resident ? 'resident' : 'part-year',
      ratio: resident ? 1 : days / DAYS_IN_YEAR,
      note:
        additionalDays === null
          ? `No valid dates for ${additional}: days taken as the rest of the year after the primary state (${days}).`
          : null,
    });
  }
  return periods;
}

/** Days the filer lived in `code` in 2024 by the residence entries (365 for a full-year resident of it, 0 if none). */
export function daysResidentIn(residence: ResidenceFacts, code: string): number {
  for (const p of residencyPeriods(residence)) if (p.state === code) return p.daysInState;
  return 0;
}
