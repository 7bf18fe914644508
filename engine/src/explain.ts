// Every computed line is a registered definition (its formula, inputs and source, built once at module load,
// next to the code that computes it) plus one number per return. A return holds an array of values and, rarely,
// a note: the hot path allocates almost nothing, and the explanation is materialised only when asked (toJSON / get).
import type { ExplainedLine } from '@taxapp/contracts/api/calculation';

export interface LineDefinition {
  /** Stable id, e.g. 'form1040.line11'. */
  readonly id: string;
  /** What the line is, in the IRS's words. */
  readonly label: string;
  /** The formula in words, naming its inputs. */
  readonly formula: string;
  /** Ids of the lines it is computed from (resolved to values in the explanation), or form fields. */
  readonly inputs: readonly string[];
  /** IRS form and line, publication or statute. */
  readonly source: string;
  readonly index: number;
}

/** One line with its explanation, as contracts declares it (contracts/src/api/calculation.ts). */
export type { ExplainedLine };

const definitions: LineDefinition[] = [];
const byId = new Map<string, LineDefinition>();

/**
 * Registers a line once, at module load. Inputs are the definitions the code reads (so a renamed or removed
 * line breaks the build, not the explanation) or, for what the user typed, the form field's path.
 */
export function defineLine(id: string, label: string, source: string, formula: string, inputs: readonly (LineDefinition | string)[] = []): LineDefinition {
  if (byId.has(id)) throw new Error(`Line ${id} defined twice`);
  const inputIds = inputs.map((input) => (typeof input === 'string' ? input : input.id));
  const definition: LineDefinition = { id, label, formula, inputs: inputIds, source, index: definitions.length };
  definitions.push(definition);
  byId.set(id, definition);
  return definition;
}

export function lineDefinition(id: string): LineDefinition | undefined {
  return byId.get(id);
}

/** Every line defined so far, in definition order. */
export function lineDefinitions(): readonly LineDefinition[] {
  return definitions;
}

/** The computed lines of one return. Values are whole dollars unless the line is a rate or a count. */
export class Lines {
  // A plain array (undefined = line not computed): cheaper to allocate per return than typed arrays.
  private readonly values: (number | undefined)[];
  private notes: (string | undefined)[] | undefined;

  constructor() {
    this.values = new Array(definitions.length);
    this.notes = undefined;
  }

  /** Records a line's value (and an optional note saying why, e.g. an assumption) and returns the value. */
  put(definition: LineDefinition, value: number, note?: string): number {
    this.values[definition.index] = value;
    if (note !== undefined) (this.notes ??= [])[definition.index] = note;
    return value;
  }

  /** The value already recorded for a line this return, or undefined: lets each line be computed once. */
  recorded(definition: LineDefinition): number | undefined {
    return this.values[definition.index];
  }

  /** Adds a note to a line already recorded. */
  note(definition: LineDefinition, note: string): void {
    const notes = (this.notes ??= []);
    const before = notes[definition.index];
    notes[definition.index] = before ? `${before} ${note}` : note;
  }

  value(id: string): number | undefined {
    const definition = byId.get(id);
    return definition ? this.values[definition.index] : undefined;
  }

  has(id: string): boolean {
    const definition = byId.get(id);
    return definition !== undefined && this.values[definition.index] !== undefined;
  }

  /** One line with its explanation. */
  get(id: string): ExplainedLine | undefined {
    const definition = byId.get(id);
    if (!definition || this.values[definition.index] === undefined) return undefined;
    return this.explain(definition);
  }

  private explain(definition: LineDefinition): ExplainedLine {
    const inputs: Record<string, number | string> = {};
    for (const input of definition.inputs) {
      const source = byId.get(input);
      if (source) {
        const value = this.values[source.index];
        if (value !== undefined) inputs[input] = value;
      } else inputs[input] = 'entered on the form';
    }
    const line: ExplainedLine = {
      id: definition.id,
      label: definition.label,
      value: this.values[definition.index] as number,
      formula: definition.formula,
      inputs,
      source: definition.source,
    };
    const note = this.notes?.[definition.index];
    if (note) line.note = note;
    return line;
  }

  /** Every computed line, in the order the forms compute them. */
  all(): ExplainedLine[] {
    const out: ExplainedLine[] = [];
    for (const definition of definitions) if (this.values[definition.index] !== undefined) out.push(this.explain(definition));
    return out;
  }

  /** Serialised as an object keyed by line id. */
  toJSON(): Record<string, ExplainedLine> {
    const out: Record<string, ExplainedLine> = {};
    for (const line of this.all()) out[line.id] = line;
    return out;
  }
}

/** Rounds to whole dollars as the IRS allows (i1040 "Rounding Off to Whole Dollars": round the total of a line). */
export function dollars(value: number): number {
  // Half a dollar rounds away from zero; the small epsilon absorbs binary error (0.15 * x = n.4999999).
  const rounded = Math.round(Math.abs(value) + 1e-7);
  return value < 0 ? -rounded : rounded;
}

/** Rounds to cents. */
export function cents(value: number): number {
  return Math.round(value * 100) / 100 || 0;
}
