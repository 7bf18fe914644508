// The personal form as the wizard edits it (drafts: plaintext, one card per dependent with an id of its
// own) and back (what a save sends: sensitive values encrypted, ages beside the dates of birth). Pure: the
// cipher is passed in and nothing here keeps state, so each rule can be tested on its own.
import type { Dependent, Form1040Data, Form1040Input } from '@taxapp/contracts/form';
import { DEPENDENT_FIELD_VALIDATORS, PERSONAL_FIELD_VALIDATORS, type FieldValidator, type ValidationResult } from '@taxapp/contracts/validation';
import { ageAtYearEnd, filerAgeAtYearEnd, isSensitiveField, SENSITIVE_DEPENDENT_FIELDS } from '../crypto/sensitive';
import type { Decrypted } from '@taxapp/ui/crypto';

/** The text fields of the four steps, in form_1040_data. */
export const TEXT_FIELDS = [
  'firstName', 'middleInitial', 'lastName', 'ssn', 'dateOfBirth', 'driversLicense', 'phone', 'email',
  'street', 'street2', 'city', 'state', 'zip',
  'primaryStateStartDate', 'primaryStateEndDate', 'additionalState', 'additionalStateStartDate', 'additionalStateEndDate', 'filingStatus',
  'spouseFirstName', 'spouseMiddleInitial', 'spouseLastName', 'spouseSSN', 'spouseDateOfBirth',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export const isTextField = (field: string): field is TextField => (TEXT_FIELDS as readonly string[]).includes(field);

export type Values = Record<string, string>;

/**
 * The yes/no answers of the four steps, in form_1040_data: residency, and Form 1040's 'Someone can claim: You as a
 * dependent / Your spouse as a dependent' (beyond the spec; the engine's standard deduction and credits read them).
 */
export const BOOLEAN_FIELDS = ['isFullYearResident', 'canBeClaimedAsDependent', 'spouseCanBeClaimedAsDependent'] as const;
export type BooleanField = (typeof BOOLEAN_FIELDS)[number];
export type PersonalBooleans = Record<BooleanField, boolean>;
export const isBooleanField = (field: string): field is BooleanField => (BOOLEAN_FIELDS as readonly string[]).includes(field);
/** The answers as stored; residency is yes unless 'no' was saved, the dependent boxes unchecked unless checked. */
export const booleansOf = (form: Partial<Form1040Data>): PersonalBooleans => ({
  isFullYearResident: form.isFullYearResident !== false,
  canBeClaimedAsDependent: form.canBeClaimedAsDependent === true,
  spouseCanBeClaimedAsDependent: form.spouseCanBeClaimedAsDependent === true,
});

/** One dependent card. `id` is the card's own for as long as it is shown (the stored list has no ids). */
export interface DependentDraft {
  id: string;
  firstName: string;
  middleInitial: string;
  lastName: string;
  ssn: string;
  dob: string;
  relationship: string;
  monthsLivedWithTaxpayer: number;
  isFullTimeStudent: boolean;
}
export type DependentField = Exclude<keyof DependentDraft, 'id'>;
export const DEPENDENT_TEXT_FIELDS = ['firstName', 'lastName', 'ssn', 'dob', 'relationship'] as const;
export type DependentTextField = (typeof DEPENDENT_TEXT_FIELDS)[number];
/** A card's SSN and date of birth leave the device encrypted. */
export const isSensitiveDependentField = (field: string) => (SENSITIVE_DEPENDENT_FIELDS as readonly string[]).includes(field);

/** The device's field encryption, as the codec needs it. `path` is where the value lives in form_1040_data. */
export interface Cipher {
  decrypt(path: string, stored: unknown): Promise<Decrypted>;
  encrypt(path: string, plain: string): Promise<unknown>;
}

// Keys of the wizard's per-value state (errors, unreadable, last saved): a top-level field is its name, a
// card's field is the card id and the field, so that removing a card never renumbers the others.
const CARD_ID_PREFIX = 'dependent-';
let cardsMade = 0;
/** A new card id, unique in this page. */
export const newDependentId = () => `${CARD_ID_PREFIX}${++cardsMade}`;
export const dependentKey = (id: string, field: string) => `${id}.${field}`;
export const isDependentKey = (key: string) => key.startsWith(CARD_ID_PREFIX);
export const belongsToCard = (key: string, id: string) => key.startsWith(`${id}.`);
/** Where card `index`'s value lives in form_1040_data (the name its envelope is made and audited under). */
export const dependentFormPath = (index: number, field: string) => `dependents.${index}.${field}`;

export const emptyDependentDraft = (id: string): DependentDraft => ({
  id, firstName: '', middleInitial: '', lastName: '', ssn: '', dob: '', relationship: '', monthsLivedWithTaxpayer: 12, isFullTimeStudent: false,
});
const emptyStoredDependent = (): Dependent =>
  ({ firstName: '', lastName: '', ssn: '', dob: '', relationship: '', monthsLivedWithTaxpayer: 12, isFullTimeStudent: false, isDisabled: false, ageAtYearEnd: null }) as Dependent;

const plainOf = (value: unknown): string => (typeof value === 'string' ? value : '');

// ---------------------------------------------------------------------------------------------
// Typed values (spec 1 §5), with the contracts' validators
// ---------------------------------------------------------------------------------------------

/**
 * A typed value as the wizard keeps it: blank stays '' (no toast for a blank value; the step gate says what
 * is missing), a field without a validator is kept as typed, else the validator's cleaned value or error.
 */
function cleanTyped(validate: FieldValidator | undefined, value: string, today: Date): ValidationResult {
  if (value.trim() === '') return { valid: true, value: '' };
  return validate ? validate(value, today) : { valid: true, value };
}
export const cleanPersonalValue = (field: string, value: string, today = new Date()) => cleanTyped(PERSONAL_FIELD_VALIDATORS[field], value, today);
export const cleanDependentValue = (field: string, value: string, today = new Date()) => cleanTyped(DEPENDENT_FIELD_VALIDATORS[field], value, today);

// ---------------------------------------------------------------------------------------------
// Form to drafts
// ---------------------------------------------------------------------------------------------

/** A stored top-level value as its input shows it: sensitive ones decrypted (or unreadable). */
export async function decodeField(field: TextField, stored: unknown, cipher: Cipher): Promise<Decrypted> {
  if (isSensitiveField(field)) return cipher.decrypt(field, stored);
  return { readable: true, value: field === 'filingStatus' ? plainOf(stored) || 'single' : plainOf(stored) };
}

export interface DecodedDependent {
  draft: DependentDraft;
  /** Keys (dependentKey) of the card's values that could not be decrypted here. */
  unreadable: string[];
}

/** Stored card `index` as card `id` shows it: its SSN and date of birth decrypted, or listed as unreadable. */
export async function decodeDependent(stored: Dependent, index: number, id: string, cipher: Cipher): Promise<DecodedDependent> {
  const draft: DependentDraft = {
    id,
    firstName: plainOf(stored.firstName),
    middleInitial: plainOf(stored.middleInitial),
    lastName: plainOf(stored.lastName),
    ssn: '',
    dob: '',
    relationship: plainOf(stored.relationship),
    monthsLivedWithTaxpayer: stored.monthsLivedWithTaxpayer ?? 12,
    isFullTimeStudent: stored.isFullTimeStudent === true,
  };
  const unreadable: string[] = [];
  for (const field of SENSITIVE_DEPENDENT_FIELDS) {
    const read = await cipher.decrypt(dependentFormPath(index, field), stored[field]);
    if (read.readable) draft[field] = read.value;
    else unreadable.push(dependentKey(id, field));
  }
  return { draft, unreadable };
}

/** Stored cards in order; `idAt(index)` names each card (a shown card keeps its id at its position). */
export function decodeDependents(list: readonly Dependent[], cipher: Cipher, idAt: (index: number) => string): Promise<DecodedDependent[]> {
  return Promise.all(list.map((dependent, index) => decodeDependent(dependent, index, idAt(index), cipher)));
}

export interface PersonalDrafts {
  values: Values;
  isFullYearResident: boolean;
  dependents: DependentDraft[];
  /** Keys of the values that could not be decrypted on this device: shown empty, their envelopes kept. */
  unreadable: Set<string>;
}

export async function decodePersonalForm(form: Form1040Data, cipher: Cipher, newId: () => string = newDependentId): Promise<PersonalDrafts> {
  const values: Values = {};
  const unreadable = new Set<string>();
  for (const field of TEXT_FIELDS) {
    const read = await decodeField(field, (form as Record<string, unknown>)[field], cipher);
    values[field] = read.readable ? read.value : '';
    if (!read.readable) unreadable.add(field);
  }
  const cards = await decodeDependents(form.dependents ?? [], cipher, () => newId());
  for (const card of cards) for (const key of card.unreadable) unreadable.add(key);
  return { values, isFullYearResident: form.isFullYearResident !== false, dependents: cards.map((card) => card.draft), unreadable };
}

/** The plaintext a card was loaded with, by key: what a commit of the same value need not save again. */
export function savedValuesOf(draft: DependentDraft): Record<string, unknown> {
  const saved: Record<string, unknown> = {};
  for (const field of Object.keys(draft) as (keyof DependentDraft)[]) if (field !== 'id') saved[dependentKey(draft.id, field)] = draft[field];
  return saved;
}

/**
 * Another tab's cards over the ones shown here, position by position (the stored list carries no ids): a
 * card that `isGuarded` keeps its draft (spec 2 §4, per card); the others take the incoming values; cards
 * beyond the incoming list go. `incoming` was decoded with the shown cards' ids at their positions.
 */
export function mergeRemoteDependents(shown: readonly DependentDraft[], incoming: readonly DecodedDependent[], isGuarded: (id: string) => boolean) {
  const kept = new Set<string>();
  const cards = incoming.map(({ draft }, index) => {
    const current = shown[index];
    if (current && current.id === draft.id && isGuarded(current.id)) {
      kept.add(current.id);
      return current;
    }
    return draft;
  });
  return { cards, kept, taken: incoming.filter(({ draft }) => !kept.has(draft.id)) };
}

// ---------------------------------------------------------------------------------------------
// Drafts to form
// ---------------------------------------------------------------------------------------------

/** What saving one cleaned top-level value sends: encrypted when sensitive, the filer's age beside a date of birth. */
export async function encodeField(field: string, value: string, cipher: Cipher): Promise<Partial<Form1040Input>> {
  const patch: Record<string, unknown> = { [field]: isSensitiveField(field) ? await cipher.encrypt(field, value) : value };
  if (field === 'dateOfBirth') patch.taxpayerAgeAtYearEnd = filerAgeAtYearEnd(value);
  if (field === 'spouseDateOfBirth') patch.spouseAgeAtYearEnd = filerAgeAtYearEnd(value);
  return patch as Partial<Form1040Input>;
}

/**
 * The stored cards with card `index`'s field set (empty cards added up to it): its SSN and date of birth
 * encrypted, the age at year end beside the date. The other cards stay exactly as stored.
 */
export async function encodeDependentField(
  stored: readonly Dependent[],
  index: number,
  field: DependentField,
  value: string | number | boolean,
  cipher: Cipher,
): Promise<Dependent[]> {
  const list = [...stored];
  while (list.length <= index) list.push(emptyStoredDependent());
  const changed: Record<string, unknown> = { ...list[index] };
  changed[field] = isSensitiveDependentField(field) && typeof value === 'string' ? await cipher.encrypt(dependentFormPath(index, field), value) : value;
  if (field === 'dob') changed.ageAtYearEnd = ageAtYearEnd(value as string);
  list[index] = changed as Dependent;
  return list;
}

export const withNewDependent = (stored: readonly Dependent[]): Dependent[] => [...stored, emptyStoredDependent()];
export const withoutDependent = (stored: readonly Dependent[], index: number): Dependent[] => stored.filter((_, i) => i !== index);

/** The save of the whole list (spec: hasDependent follows whether any card is left). */
export const dependentsPatch = (list: Dependent[]): Partial<Form1040Input> => ({ dependents: list as Form1040Input['dependents'], hasDependent: list.length > 0 });

// ---------------------------------------------------------------------------------------------
// The step gate's view
// ---------------------------------------------------------------------------------------------

/**
 * The drafts as the step gate (contracts checkWizardStep) reads them: what is typed, and for a value that
 * cannot be decrypted here its stored envelope (it is given, only not readable on this device).
 */
export function gateView(drafts: Omit<PersonalDrafts, 'isFullYearResident'>, stored: Form1040Data | null): Record<string, unknown> {
  const form = (stored ?? {}) as Record<string, unknown>;
  const storedCards = (form.dependents ?? []) as Record<string, unknown>[];
  const view: Record<string, unknown> = { ...drafts.values };
  for (const key of drafts.unreadable) if (!isDependentKey(key)) view[key] = form[key];
  view.dependents = drafts.dependents.map((draft, index) => {
    const card: Record<string, unknown> = { ...draft };
    delete card.id;
    for (const field of SENSITIVE_DEPENDENT_FIELDS) if (drafts.unreadable.has(dependentKey(draft.id, field))) card[field] = storedCards[index]?.[field];
    return card;
  });
  return view;
}

/** The error key of a path the step gate names ('ssn', 'dependents.1.dob'), given the cards in order. */
export function keyOfFormPath(path: string, dependents: readonly DependentDraft[]): string {
  const [head, index, field] = path.split('.');
  if (head !== 'dependents' || field === undefined) return path;
  const card = dependents[Number(index)];
  return card ? dependentKey(card.id, field) : path;
}
