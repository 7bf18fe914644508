// The employer's name when no caption names it: an employer's own W-2 print whose banner is the employer
// ('HARVEST MOON BISTRO LLC' over its address and 'Federal EIN 83-1927465'), with no 'Employer's name' box.
import type { TextLine } from './layout';
import { letterhead } from './parties1099';

/**
 * The page's letterhead (its top lines' largest type, parties1099.ts) when the employer's EIN is printed within the
 * few lines under it: the banner's block is then the employer's own, not a payroll provider's logo. '' otherwise.
 */
export function employerOfLetterhead(lines: readonly TextLine[], ein: string): string {
  const digits = ein.replace(/\D/g, '');
  if (digits.length !== 9) return '';
  const name = letterhead(lines);
  if (!name) return '';
  const first = name.split(/\s+/)[0]!;
  const at = lines.findIndex((line) => line.text.includes(first));
  if (at < 0) return '';
  return lines.slice(at, at + 3).some((line) => line.text.replace(/\D/g, '').includes(digits)) ? name : '';
}
