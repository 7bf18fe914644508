// Reads a prior-year return's SUMMARY page, the one people often upload instead of the form: a tax program's
// 'Federal Return Summary', a preparer's letter, a 'return at a glance', an e-file signature authorization. No
// form captions there; the page names its values with labels of its own words ('Taxpayer:', 'Spouse's SSN',
// 'Filing status', 'Daytime telephone'), the value to the label's right (after a colon or across a table's gap)
// or under it (a box's caption). A label is known by its meaning (the words a label of that field may use) and by
// its shape (a colon after it, or alone in its cell), so that the same words in a sentence are not labels.
// Whose a name or SSN is comes from the label ('Spouse's SSN') or the heading or label above it in its column
// ('SPOUSE' over 'Name:'); a preparer's, a firm's or a dependent's values are not the taxpayer's. A letter's
// addressee block (name, street, 'City, ST ZIP') is read when no label gives the address.
import type { LastYearExtraction } from '@taxapp/contracts/documents';
import { type PageText, type TextItem, type TextLine, groupLines } from './layout';
import { cleanEmail, cleanPhone, cleanSsn, cleanState, cleanZip, splitNameAndInitial, tidy } from './clean';

export type SummaryFields = Omit<LastYearExtraction, 'homeAddress' | 'aptNo' | 'isFullYearResident'>;
type Status = LastYearExtraction['filingStatus'];
type Role = 'taxpayer' | 'spouse' | 'other';
type Field = 'name' | 'first' | 'middle' | 'last' | 'ssn' | 'address' | 'street2' | 'cityStateZip' | 'city' | 'state' | 'zip' | 'status' | 'phone' | 'email';

const EMPTY: SummaryFields = {
  firstName: '', middleInitial: '', lastName: '', ssn: '', spouseFirstName: '', spouseMiddleInitial: '', spouseLastName: '', spouseSSN: '',
  street: '', street2: '', city: '', state: '', zip: '', filingStatus: '', phone: '', email: '',
};

// ---------------------------------------------------------------------------------------------------------
// Labels.

/** Whose value a label names, by the words before the field's ('Spouse's', 'Preparer', 'Dependent'). */
const ROLES: [Role, string][] = [
  ['taxpayer', String.raw`primary\s+taxpayer|taxpayer|primary|your`],
  ['spouse', String.raw`secondary\s+taxpayer|spouse|secondary`],
  ['other', String.raw`paid\s+preparer|preparer|firm|ero|designee|third\s+party\s+designee|employer|dependents?|qualifying\s+child|child|company|business|office`],
];

/** The words of each field's label, lower case (a role's words may stand before them). */
const FIELDS: [Field, string][] = [
  ['first', String.raw`first\s+name(?:\s+and\s+(?:middle\s+)?initial)?`],
  ['middle', String.raw`middle\s+(?:initial|name)|m\.\s?i\.?`],
  ['last', String.raw`last\s+name|surname|family\s+name`],
  ['name', String.raw`(?:full\s+)?names?(?:\(s\))?(?:\s+(?:as\s+)?shown\s+on\s+(?:the\s+)?return)?`],
  ['ssn', String.raw`social\s+security\s+(?:number|no\.?|#)|ssn(?:\s*\/\s*itin|\s+or\s+itin)?|ss\s?#|ss\s+no\.?|itin|tin|taxpayer\s+identification\s+number|identifying\s+number`],
  ['cityStateZip', String.raw`city(?:,\s*|\s+|\s*\/\s*)(?:town\s+or\s+post\s+office,?\s+)?state,?(?:\s*\/\s*|\s+and\s+|,\s*and\s+|,\s*|\s+)zip(?:\s+code)?`],
  ['street2', String.raw`(?:apt\.?|apartment)(?:\s+(?:no\.?|number|#))?(?:\s+or\s+suite)?|address\s+line\s+2|address\s+2`],
  ['address', String.raw`(?:home\s+|mailing\s+|street\s+|current\s+|present\s+)?address(?:\s+\(number\s+and\s+street\))?(?:\s+line\s+1|\s+1)?|street(?:\s+address)?|number\s+and\s+street`],
  ['city', String.raw`city(?:,\s+town(?:\s+or\s+post\s+office)?)?`],
  ['state', String.raw`state`],
  ['zip', String.raw`zip(?:\s+code)?(?:\s*\+\s*4)?|postal\s+code`],
  ['status', String.raw`filing\s+status`],
  ['email', String.raw`e-?\s?mail(?:\s+address)?`],
  ['phone', String.raw`(?:(?:home|daytime|day|evening|cell|mobile|work|contact|primary)\s+)?(?:phone|telephone|tel\.?)(?:\s+(?:number|no\.?|#))?|daytime\s+(?:number|no\.?)|cell|mobile`],
];

const ROLE_PATTERN = ROLES.map(([, words]) => `(?:${words})`).join('|');
/** One label at the start of the text: [role words][field words] or a role alone ('Taxpayer:', 'SPOUSE INFORMATION'). */
const LABEL = new RegExp(
  String.raw`^(?:(?:(${ROLE_PATTERN})(?:'s|s')?\s+)?(?:${FIELDS.map(([, words]) => `(${words})`).join('|')})|(${ROLE_PATTERN})(?:'s|s')?(\s+(?:information|info|data))?)(?=$|[\s:;.,])`,
  'i',
);

interface Label {
  field: Field;
  role: Role | null;
  line: number;
  /** Words of the line the label takes, [from, to). */
  from: number;
  to: number;
  /** A heading ('Taxpayer information'): whose the labels under it are, with no value of its own. */
  heading: boolean;
  x0: number;
  x1: number;
}

const roleOf = (words: string): Role => ROLES.find(([, pattern]) => new RegExp(`^(?:${pattern})$`, 'i').test(words.replace(/\s+/g, ' ')))![0];

/** Straight apostrophes, lower case: what the labels' words are written in. */
const normal = (text: string) => text.replace(/[‘’`´]/g, "'").toLowerCase();

const heightOf = (line: TextLine) => Math.max(1, Math.min(...line.items.map((item) => item.y1 - item.y0)));
/** A gap between words wider than this many line heights parts a table's cells. */
const CELL_GAP = 1.2;
const isColon = (text: string) => /^[:;]$/.test(text);
/** What OCR makes of a colon at times ('Taxpayer.'): taken for one only after a label that starts its cell. */
const isLooseColon = (text: string) => /^[:;.,]$/.test(text);

/** The labels on a line, left to right. */
function labelsOf(line: TextLine, lineIndex: number): Label[] {
  const found: Label[] = [];
  const text = normal(line.text);
  const h = heightOf(line);
  const gapBefore = (index: number) => (index === 0 ? Infinity : line.items[index]!.x0 - line.items[index - 1]!.x1);
  for (let index = 0; index < line.items.length; index += 1) {
    const start = line.offsets[index]!;
    const match = LABEL.exec(text.slice(start));
    if (!match) continue;
    const end = start + match[0].length;
    // The word where the label ends: the label must end with it, or with a colon just after it.
    let to = line.offsets.findIndex((offset, at) => offset <= end - 1 && end - 1 < offset + line.items[at]!.text.length);
    if (to < 0) continue;
    const rest = text.slice(end, line.offsets[to]! + line.items[to]!.text.length);
    if (rest && !isLooseColon(rest)) continue;
    to += 1;
    const startsCell = gapBefore(index) >= h * CELL_GAP;
    const colon = isColon(rest) || (startsCell && isLooseColon(rest)) || Boolean(line.items[to] && isColon(line.items[to]!.text));
    if (rest && !colon) continue;
    const alone = startsCell && (to >= line.items.length || line.items[to]!.x0 - line.items[to - 1]!.x1 >= h * CELL_GAP);
    if (!colon && !alone) continue;
    const fieldAt = match.slice(2, 2 + FIELDS.length).findIndex(Boolean);
    const roleWords = match[1] ?? match[2 + FIELDS.length];
    if (fieldAt < 0 && /^your$/i.test(roleWords ?? '')) continue;
    const role = roleWords ? roleOf(roleWords) : null;
    const heading = fieldAt < 0 && Boolean(match[3 + FIELDS.length]);
    found.push({ field: fieldAt < 0 ? 'name' : FIELDS[fieldAt]![0], role, heading, line: lineIndex, from: index, to: colon && !rest ? to + 1 : to, x0: line.items[index]!.x0, x1: line.items[to - 1]!.x1 });
    index = to - 1;
  }
  return found;
}

// ---------------------------------------------------------------------------------------------------------
// Values.

/** A run of text items split into words, each word given its share of the run's width. */
function wordsOf(items: readonly TextItem[]): TextItem[] {
  const words: TextItem[] = [];
  for (const item of items) {
    const parts = [...item.text.matchAll(/\S+/g)];
    if (parts.length === 1 && parts[0]![0] === item.text) {
      words.push(item);
      continue;
    }
    const each = (item.x1 - item.x0) / Math.max(1, item.text.length);
    for (const part of parts) words.push({ ...item, text: part[0], x0: item.x0 + part.index! * each, x1: item.x0 + (part.index! + part[0].length) * each });
  }
  return words;
}

/** Words of one value: from the first, on while the gaps stay a sentence's. */
function valueRun(items: readonly TextItem[], h: number): TextItem[] {
  const run: TextItem[] = [];
  for (const item of items) {
    if (run.length && item.x0 - run.at(-1)!.x1 > h * 2) break;
    run.push(item);
  }
  return run;
}

const textOf = (items: readonly TextItem[]) => items.map((item) => item.text).join(' ');

/** Lines under `label` within its column, while they follow each other closely (at most `count`). */
function valueBelow(lines: readonly TextLine[], labels: readonly Label[][], label: Label, columnEnd: number, count: number): TextItem[][] {
  const found: TextItem[][] = [];
  const h = heightOf(lines[label.line]!);
  let previous = lines[label.line]!;
  for (let index = label.line + 1; index < lines.length && found.length < count; index += 1) {
    const line = lines[index]!;
    if (line.y0 - previous.y1 > h * 1.6) break;
    const words = line.items.filter((item) => item.x0 >= label.x0 - h && item.x0 < columnEnd);
    if (!words.length) {
      if (found.length) break;
      continue;
    }
    // Another label in the column: the first was a heading.
    if (labels[index]!.some((other) => other.x0 >= label.x0 - h && other.x0 < columnEnd && other.x0 <= words[0]!.x0 + h)) break;
    found.push(valueRun(words, h));
    previous = line;
  }
  return found;
}

// ---------------------------------------------------------------------------------------------------------
// Reading a value by its field.

const STATUS_WORDS: [Exclude<Status, ''>, RegExp][] = [
  ['qualifying-widow', /qualifying\s+(?:surviving\s+spouse|widow)|\bqss\b|\bqw\b/],
  ['married-separate', /married[\s,]+filing\s+separate|married\s+separate|\bmfs\b/],
  ['married-joint', /married[\s,]+filing\s+joint|married\s+joint|\bmfj\b|^joint\b/],
  ['head-of-household', /head\s+of\s+household|\bhoh\b/],
  ['single', /\bsingle\b/],
];
/** The filing status codes of Form 1040's e-file record and many programs: 1 Single ... 5 Qualifying surviving spouse. */
const STATUS_CODES: Exclude<Status, ''>[] = ['single', 'married-joint', 'married-separate', 'head-of-household', 'qualifying-widow'];

/** Every status the text words, with where it starts. */
function statusesIn(text: string): { status: Exclude<Status, ''>; at: number }[] {
  const lower = normal(text);
  return STATUS_WORDS.flatMap(([status, pattern]) => {
    const match = new RegExp(pattern.source, 'g').exec(lower);
    return match ? [{ status, at: match.index }] : [];
  });
}

/** A labelled status: one status worded (or its code alone), else '' (a list of boxes is no answer). */
function readStatus(text: string): Status {
  const found = new Set(statusesIn(text).map((hit) => hit.status));
  if (found.size === 1) return [...found][0]!;
  const code = /^\(?([1-5])\)?(?:$|[\s.:-])/.exec(tidy(text));
  return !found.size && code ? STATUS_CODES[Number(code[1]) - 1]! : '';
}

const SSN = /[\dXx*•#]{3}[-\s]?[\dXx*•#]{2}[-\s]?[\dOoIlSB]{4}/;
/** An SSN; a masked one ('XXX-XX-1234') is no SSN. */
function readSsn(text: string): string {
  const match = SSN.exec(text);
  return match ? cleanSsn(match[0]) : '';
}

const PHONE = /(?:\+?1[\s.-]*)?\(?\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{4}/;
function readPhone(text: string): string {
  return cleanPhone(PHONE.exec(text)?.[0] ?? text);
}

/** The address with '@', or the value's words joined when OCR parted them ('hannah. lindqvist@example.com'). */
function readEmail(text: string): string {
  const word = text.split(/\s+/).find((part) => part.includes('@')) ?? '';
  return cleanEmail(text.replace(/,/g, '.')) || cleanEmail(word.replace(/,/g, '.'));
}

const SUFFIX = /^(?:jr|sr|ii|iii|iv)\.?$/i;
const HONORIFIC = /^(?:mr|mrs|ms|miss|dr)\.?$/i;

/** One person's name as printed: 'DANIEL R OKAFOR', 'Okafor, Daniel R', 'Daniel R. Okafor Jr.'. */
function personOf(text: string): { first: string; middle: string; last: string } {
  let words = tidy(text).split(/\s+/).filter((word) => word && !HONORIFIC.test(word));
  const comma = words.findIndex((word) => word.endsWith(','));
  // 'LAST, FIRST M' (not 'FIRST LAST, JR.').
  if (comma >= 0 && comma < words.length - 1 && !SUFFIX.test(words[comma + 1]!)) words = [...words.slice(comma + 1), ...words.slice(0, comma + 1)];
  words = words.map((word) => word.replace(/,$/, '')).filter(Boolean);
  if (!words.length) return { first: '', middle: '', last: '' };
  const first = splitNameAndInitial(words[0]!).full;
  if (words.length === 1) return { first, middle: '', last: '' };
  const initial = /^[A-Za-z]\.?$/.test(words[1]!) && words.length >= 3;
  const last = splitNameAndInitial(words.slice(initial ? 2 : 1).join(' ')).full;
  return { first, middle: initial ? words[1]![0]!.toUpperCase() : '', last };
}

/** A name value, perhaps a couple's ('DANIEL R & PRIYA S OKAFOR', 'Daniel R. and Priya S. Okafor'). */
function namesOf(text: string): { first: string; middle: string; last: string }[] {
  // A name stops where digits start (an SSN or a date after it on the line).
  const name = tidy(text.split(/\s+(?=\S*[\d*#])/)[0]!.replace(/[^\p{L}\s.,'&/-]/gu, ' '));
  const parts = name.split(/\s+(?:&|and)\s+|\s*\/\s*/i).filter(Boolean).slice(0, 2);
  const people = parts.map(personOf);
  // The couple's shared last name written once, after the second name: the first is a first name and an initial.
  const words = (parts[0] ?? '').split(/\s+/).filter((word) => !HONORIFIC.test(word));
  if (people.length === 2 && people[1]!.last && (words.length === 1 || (words.length === 2 && /^[A-Za-z]\.?$/.test(words[1]!)))) {
    people[0] = { first: splitNameAndInitial(words[0]!).full, middle: words[1] ? words[1][0]!.toUpperCase() : '', last: people[1]!.last };
  }
  return people.filter((person) => person.first);
}

/** 'Columbus, OH 43215' / 'BATON ROUGE LA 70808-1234': city, state, ZIP; null when the text is not that. */
function cityStateZip(text: string): { before: string; city: string; state: string; zip: string } | null {
  const match = /^(.*?)[\s,]+([A-Za-z]{2})\.?[\s,]+([\dOoIlSB]{5}(?:\s?-\s?[\dOoIlSB]{4})?)$/.exec(tidy(text));
  if (!match) return null;
  const state = cleanState(match[2]!);
  const zip = cleanZip(match[3]!);
  if (!state || !zip) return null;
  const parts = match[1]!.split(',').map((part) => tidy(part)).filter(Boolean);
  const city = cityText(parts.pop() ?? '');
  if (!city || /\d/.test(city) || city.split(/\s+/).length > 4) return null;
  return { before: parts.join(', '), city, state, zip };
}

const UNIT = /^(?:apt|apartment|unit|suite|ste|#|bldg|fl|floor|rm|room|lot|spc)\b\.?/i;
const UNIT_AT_END = /\s+((?:apt|apartment|unit|suite|ste|bldg|fl|floor|rm|room|lot|spc)\.?\s*#?\s*[\w-]+|#\s*[\w-]+)$/i;

/** A street line: the street and its apartment or suite ('88 Harbor View Rd, Apt 4C', '1403 W Mesquite Ave Unit 12'). */
function streetOf(text: string): { street: string; street2: string } {
  const parts = tidy(text).split(/\s*,\s*/).filter(Boolean);
  const unit = parts.findIndex((part, index) => index > 0 && UNIT.test(part));
  if (unit > 0) return { street: parts.slice(0, unit).join(', '), street2: parts.slice(unit).join(', ') };
  const joined = parts.join(', ');
  const end = UNIT_AT_END.exec(joined);
  return end ? { street: joined.slice(0, end.index), street2: end[1]! } : { street: joined, street2: '' };
}

/** A city's words, without a letter standing alone after them (OCR's reading of a speck or a rule's end). */
const cityText = (text: string) => tidy(text).replace(/(?:\s+[A-Za-z0-9])+$/, '');

const looksLikeStreet = (text: string) => /^(?:\d+[A-Za-z]?\s+\S|p\.?\s?o\.?\s+box|box\s+\d|rural\s+route|r\.?r\.?\s+\d|hc\s+\d)/i.test(tidy(text));

// ---------------------------------------------------------------------------------------------------------
// The page.

interface Marker { role: Role; line: number; x0: number }

/** Whose a label without a role is: the role named before it on its line, else the nearest above in its column. */
function contextRole(markers: readonly Marker[], label: Label, width: number): Role | null {
  const sameLine = markers.filter((marker) => marker.line === label.line && marker.x0 < label.x0);
  if (sameLine.length) return sameLine.at(-1)!.role;
  const above = markers.filter((marker) => marker.line < label.line);
  const column = above.filter((marker) => Math.abs(marker.x0 - label.x0) < width * 0.2);
  return (column.at(-1) ?? above.at(-1))?.role ?? null;
}

/** The §3.3 fields a summary page names ('' for those it does not). */
export function readLastYearSummary(page: PageText): SummaryFields {
  const lines = groupLines(wordsOf(page.items));
  const labels = lines.map(labelsOf);
  const found: SummaryFields = { ...EMPTY };
  const set = (key: keyof SummaryFields, value: string) => {
    if (value && !found[key]) (found as Record<string, string>)[key] = value;
  };
  const markers: Marker[] = [];
  const ssnAnswered = new Set<'ssn' | 'spouseSSN'>();
  // More than two statuses worded on the page: a form's boxes, not a summary's answer.
  const allText = lines.map((line) => line.text).join('\n');
  const statusList = new Set(statusesIn(allText).map((hit) => hit.status)).size > 2;

  for (const [lineIndex, line] of lines.entries()) {
    const h = heightOf(line);
    for (const [at, label] of labels[lineIndex]!.entries()) {
      const next = labels[lineIndex]![at + 1];
      const role = label.role ?? contextRole(markers, label, page.width);
      if (label.role) markers.push({ role: label.role, line: lineIndex, x0: label.x0 });
      if (role === 'other' || label.heading) continue;
      const sameLine = valueRun(line.items.slice(label.to, next ? next.from : undefined).filter((item) => !isColon(item.text)), h);
      const columnEnd = next ? next.x0 : page.width;
      const below = sameLine.length ? [] : valueBelow(lines, labels, label, columnEnd, label.field === 'address' ? 2 : 1);
      const value = sameLine.length ? textOf(sameLine) : below[0] ? textOf(below[0]) : '';
      if (!value) continue;
      const spouse = role === 'spouse';
      switch (label.field) {
        case 'name': {
          const people = namesOf(value);
          const [first, second] = people;
          if (!first) break;
          const keys = spouse ? (['spouseFirstName', 'spouseMiddleInitial', 'spouseLastName'] as const) : (['firstName', 'middleInitial', 'lastName'] as const);
          set(keys[0], first.first); set(keys[1], first.middle); set(keys[2], first.last);
          if (second && !spouse) {
            set('spouseFirstName', second.first); set('spouseMiddleInitial', second.middle); set('spouseLastName', second.last);
          }
          break;
        }
        case 'first': {
          const { name, initial } = splitNameAndInitial(value);
          set(spouse ? 'spouseFirstName' : 'firstName', name);
          set(spouse ? 'spouseMiddleInitial' : 'middleInitial', initial);
          break;
        }
        case 'middle':
          if (/^[A-Za-z]/.test(value)) set(spouse ? 'spouseMiddleInitial' : 'middleInitial', value[0]!.toUpperCase());
          break;
        case 'last':
          set(spouse ? 'spouseLastName' : 'lastName', splitNameAndInitial(value).full);
          break;
        case 'ssn': {
          // A masked SSN answers the label (no later SSN is this person's) but gives no value.
          const key = spouse ? 'spouseSSN' : 'ssn';
          if (!ssnAnswered.has(key) && SSN.test(value)) {
            ssnAnswered.add(key);
            set(key, readSsn(value));
          }
          break;
        }
        case 'address': {
          if (found.street) break;
          // The street on the label's line and 'City, ST ZIP' under it, or both on one line.
          const place = cityStateZip(value);
          const streetText = place ? place.before : value;
          if (streetText && looksLikeStreet(streetText)) {
            const { street, street2 } = streetOf(streetText);
            set('street', street); set('street2', street2);
          }
          const under = place ? null : sameLine.length ? lineUnder(lines, lineIndex, sameLine[0]!.x0, h) : below[1] ? textOf(below[1]) : null;
          const city = place ?? (under ? cityStateZip(under) : null);
          if (city) {
            set('city', city.city); set('state', city.state); set('zip', city.zip);
          }
          break;
        }
        case 'street2':
          set('street2', tidy(value));
          break;
        case 'cityStateZip': {
          const place = cityStateZip(value);
          if (place) {
            set('city', place.city); set('state', place.state); set('zip', place.zip);
          }
          break;
        }
        case 'city':
          if (!/\d/.test(value)) set('city', cityText(value));
          break;
        case 'state':
          set('state', cleanState(value.split(/\s+/)[0]!));
          break;
        case 'zip':
          set('zip', cleanZip(value.split(/\s+/)[0]!));
          break;
        case 'status':
          if (!statusList) set('filingStatus', readStatus(value));
          break;
        // Phone and email are the taxpayer's only under a taxpayer's or spouse's name (not a letterhead's).
        case 'phone':
          if (role) set('phone', readPhone(value));
          break;
        case 'email':
          if (role) set('email', readEmail(value));
          break;
      }
    }
  }
  if (!statusList && !found.filingStatus) set('filingStatus', statusInProse(allText));
  if (!found.street || !found.firstName) readAddressBlock(lines, found, set);
  return found;
}

/** The line under a value, starting where the value starts: an address's second line. */
function lineUnder(lines: readonly TextLine[], lineIndex: number, x0: number, h: number): string | null {
  const line = lines[lineIndex + 1];
  if (!line || line.y0 - lines[lineIndex]!.y1 > h * 1.6) return null;
  const words = line.items.filter((item) => item.x0 >= x0 - h * 1.5);
  return words.length && Math.abs(words[0]!.x0 - x0) < h * 1.5 ? textOf(valueRun(words, h)) : null;
}

/** 'prepared with the filing status Married Filing Jointly', 'you filed as Head of Household'. */
function statusInProse(text: string): Status {
  const anchor = /filing\s+status|filed\s+as|filing\s+as/gi;
  for (let match = anchor.exec(text); match; match = anchor.exec(text)) {
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 60);
    const first = statusesIn(after).sort((a, b) => a.at - b.at)[0];
    if (first && first.at < 30) return first.status;
  }
  return '';
}

/**
 * A letter's addressee: the names, the street and 'City, ST ZIP' on lines one under another, left-aligned. The block
 * whose names the greeting ('Dear Daniel and Priya') names, else the first whose street is a street (a letterhead
 * prints the firm's address on one line, not as a block).
 */
function readAddressBlock(lines: readonly TextLine[], found: SummaryFields, set: (key: keyof SummaryFields, value: string) => void): void {
  const greeting = lines.map((line) => /^dear\s+(.+?)[,:]?$/i.exec(tidy(line.text))?.[1]).find(Boolean) ?? '';
  const greeted = greeting.split(/\s+(?:and|&)\s+|\s+/).map((word) => normal(word).replace(/[^a-z'-]/g, '')).filter((word) => word.length > 1 && !HONORIFIC.test(word));
  const blocks: { names: string; street: string; place: NonNullable<ReturnType<typeof cityStateZip>> }[] = [];
  for (let index = 2; index < lines.length; index += 1) {
    const [names, street, last] = [lines[index - 2]!, lines[index - 1]!, lines[index]!];
    const h = heightOf(last);
    const place = cityStateZip(last.text);
    if (!place || place.before || !looksLikeStreet(street.text) || /\d/.test(names.text)) continue;
    if (Math.abs(street.items[0]!.x0 - last.items[0]!.x0) > h * 2 || Math.abs(names.items[0]!.x0 - last.items[0]!.x0) > h * 2) continue;
    if (last.y0 - street.y1 > h * 1.6 || street.y0 - names.y1 > h * 1.6) continue;
    blocks.push({ names: names.text, street: street.text, place });
  }
  const block = blocks.find((candidate) => greeted.some((word) => normal(candidate.names).includes(word))) ?? blocks[0];
  if (!block) return;
  if (!found.street) {
    const { street, street2 } = streetOf(block.street);
    set('street', street); set('street2', street2);
    set('city', block.place.city); set('state', block.place.state); set('zip', block.place.zip);
  }
  if (!found.firstName) {
    const [first, second] = namesOf(block.names);
    if (first) {
      set('firstName', first.first); set('middleInitial', first.middle); set('lastName', first.last);
    }
    if (second) {
      set('spouseFirstName', second.first); set('spouseMiddleInitial', second.middle); set('spouseLastName', second.last);
    }
  }
}

/**
 * A form's reading of a page without the form's captions, completed by the page's summary reading: what the form's
 * reading found stands (but for an address it found no street of), what it missed the summary fills. An SSN the form's reading took for one person's that the
 * summary names as the other's is dropped (a masked SSN beside it left the other's the only whole one on the page).
 */
export function withSummary<Fields extends SummaryFields>(read: Fields, summary: SummaryFields): Fields {
  const filled = { ...read };
  // One address, not two: a city, state and ZIP the form's reading found without a street (a letterhead's, read as
  // the form's city row) give way to the whole address the summary names.
  if (!read.street && summary.street && summary.city && summary.state && summary.zip) {
    for (const key of ['street2', 'city', 'state', 'zip'] as const) (filled as SummaryFields)[key] = summary[key];
  }
  for (const key of Object.keys(EMPTY) as (keyof SummaryFields)[]) if (!filled[key] && summary[key]) (filled as SummaryFields)[key] = summary[key] as never;
  // The street the summary parts from its apartment, written whole in the form's reading ('88 Harbor View Rd Apt 4C').
  if (!read.street2 && summary.street2 && normal(read.street) === normal(`${summary.street} ${summary.street2}`)) {
    filled.street = summary.street;
    filled.street2 = summary.street2;
  }
  // A masked SSN ('XXX-XX-6618') is no SSN.
  for (const key of ['ssn', 'spouseSSN'] as const) if (filled[key] && !cleanSsn(filled[key])) filled[key] = '';
  if (filled.ssn && filled.ssn === summary.spouseSSN && filled.ssn !== summary.ssn) filled.ssn = '';
  if (filled.spouseSSN && filled.spouseSSN === summary.ssn && filled.spouseSSN !== summary.spouseSSN) filled.spouseSSN = '';
  return filled;
}
