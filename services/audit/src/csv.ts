// The viewer's CSV export (RFC 4180: quoted fields, doubled quotes, CRLF rows).
import { AUDIT_CSV_COLUMNS } from '@taxapp/contracts/api/audit';

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  // A text cell starting like a formula is read as text by spreadsheets (CSV injection).
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function auditCsv(rows: Array<Record<string, unknown>>): string {
  const lines = [AUDIT_CSV_COLUMNS.join(',')];
  for (const row of rows) lines.push(AUDIT_CSV_COLUMNS.map((column) => cell(row[column])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
