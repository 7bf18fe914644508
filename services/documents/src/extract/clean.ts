// Turning what a reader saw into the wizard's values. OCR confuses a few letters with digits inside
// numbers (O/0, l/1, S/5, B/8): in a box that holds only a number they are read as the digit.

export const US_STATE_CODES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD',
  'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD',
  'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;

const DIGIT_LOOKALIKES: Record<string, string> = { O: '0', o: '0', D: '0', Q: '0', l: '1', I: '1', i: '1', '|': '1', S: '5', s: '5', B: '8', Z: '2', z: '2', G: '6', g: '9' };

function digitsOf(text: string): string {
  return text
    .split('')
    .map((char) => DIGIT_LOOKALIKES[char] ?? char)
    .join('')
    .replace(/\D/g, '');
}

export function tidy(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/^[\s|_:;,.]+|[\s|_:;,]+$/g, '').trim();
}

/** In a box that holds a name, OCR's digits are letters. */
const LETTER_LOOKALIKES: Record<string, string> = { '0': 'O', '1': 'l', '5': 'S', '6': 'G', '8': 'B' };

function capitalise(word: string): string {
  return word
    .toLowerCase()
    .replace(/(^|[\s\-'.])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** 'JOHN Q' -> name 'John', initial 'Q'; 'Mary Ann' -> 'Mary Ann'. `full` keeps every word (last names). */
export function splitNameAndInitial(text: string): { name: string; initial: string; full: string } {
  const words = tidy(text)
    .replace(/[‘’`´]/g, "'")
    .replace(/[01568]/g, (digit) => LETTER_LOOKALIKES[digit] ?? digit)
    .replace(/[^A-Za-z\s\-'.]/g, '')
    .split(/\s+/)
    .filter(Boolean);
  const full = capitalise(words.join(' '));
  if (words.length >= 2 && /^[A-Za-z]\.?$/.test(words.at(-1)!)) {
    return { name: capitalise(words.slice(0, -1).join(' ')), initial: words.at(-1)![0].toUpperCase(), full };
  }
  return { name: full, initial: '', full };
}

/** Nine digits as xxx-xx-xxxx, else '' (a partial SSN is not worth auto-filling). */
export function cleanSsn(text: string): string {
  const digits = digitsOf(text);
  if (digits.length !== 9) return '';
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

export function cleanPhone(text: string): string {
  let digits = digitsOf(text);
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return '';
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

export function cleanZip(text: string): string {
  const digits = digitsOf(text);
  if (digits.length === 5) return digits;
  if (digits.length === 9) return `${digits.slice(0, 5)}-${digits.slice(5)}`;
  return '';
}

export function cleanState(text: string): string {
  const letters = tidy(text).toUpperCase().replace(/[^A-Z]/g, '');
  return (US_STATE_CODES as readonly string[]).includes(letters) ? letters : '';
}

export function cleanEmail(text: string): string {
  const email = text.replace(/\s+/g, '').toLowerCase().replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, '');
  return /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/.test(email) ? email : '';
}
