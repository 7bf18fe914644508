// A fast reader of the saved form, compiled once (at module load) from the contracts' zod schema itself, so
// it cannot drift from it: the same defaults, unions (first match), transforms (the schema's own functions)
// and checks (a leaf with checks is validated by zod). Anything it cannot decide makes computeReturn fall back
// to parseForm1040Data, which also produces the proper validation error. fastParse.test.ts checks, on random
// forms, that the result equals zod's. Why: zod's full parse costs several times the whole tax computation.
import { form1040DataSchema, parseForm1040Data, type Form1040Data } from '@taxapp/contracts/form';

const FAIL: unique symbol = Symbol('fail');
type Fail = typeof FAIL;
type Reader = (value: unknown, present: boolean) => unknown | Fail;

// Zod 4 keeps each schema's definition on `_zod.def` (documented for library authors).
interface Def {
  type: string;
  checks?: unknown[];
  coerce?: boolean;
  shape?: Record<string, { _zod: { def: Def } }>;
  catchall?: { _zod: { def: Def } };
  innerType?: { _zod: { def: Def } };
  defaultValue?: unknown;
  options?: { _zod: { def: Def } }[];
  in?: { _zod: { def: Def } };
  out?: { _zod: { def: Def } };
  transform?: (value: unknown, ctx: unknown) => unknown;
  element?: { _zod: { def: Def } };
  keyType?: { _zod: { def: Def } };
  valueType?: { _zod: { def: Def } };
  entries?: Record<string, string | number>;
}
interface Schema {
  _zod: { def: Def };
  safeParse(value: unknown): { success: boolean; data?: unknown };
}

const TRANSFORM_FAILED: unique symbol = Symbol('transform failed');
const transformContext = {
  addIssue() {
    throw TRANSFORM_FAILED;
  },
  issues: [] as unknown[],
};

function compile(schema: Schema): Reader {
  const def = schema._zod.def;
  if (def.checks && def.checks.length > 0) {
    // Leaves with checks (int, min, max, length) or coercion: zod decides, on this value only.
    return (value) => {
      const result = schema.safeParse(value);
      return result.success ? result.data : FAIL;
    };
  }
  if (def.coerce) return (value) => {
    const result = schema.safeParse(value);
    return result.success ? result.data : FAIL;
  };
  switch (def.type) {
    case 'string':
      return (value) => (typeof value === 'string' ? value : FAIL);
    case 'number':
      return (value) => (typeof value === 'number' && Number.isFinite(value) ? value : FAIL);
    case 'boolean':
      return (value) => (typeof value === 'boolean' ? value : FAIL);
    case 'unknown':
    case 'any':
      return (value) => value;
    case 'enum': {
      const allowed = new Set(Object.values(def.entries ?? {}));
      return (value) => (allowed.has(value as string) ? value : FAIL);
    }
    case 'default': {
      const inner = compile(def.innerType as Schema);
      return (value, present) => (value === undefined ? def.defaultValue : inner(value, present));
    }
    case 'optional': {
      const inner = compile(def.innerType as Schema);
      return (value, present) => (value === undefined ? undefined : inner(value, present));
    }
    case 'nullable': {
      const inner = compile(def.innerType as Schema);
      return (value, present) => (value === null ? null : inner(value, present));
    }
    case 'union': {
      // A union of plain string / number / boolean (the amounts of the form): one typeof test.
      const optionDefs = (def.options ?? []).map((o) => (o as Schema)._zod.def);
      if (optionDefs.every((d) => (d.type === 'string' || d.type === 'number' || d.type === 'boolean') && !d.checks?.length && !d.coerce)) {
        const string = optionDefs.some((d) => d.type === 'string');
        const number = optionDefs.some((d) => d.type === 'number');
        const boolean = optionDefs.some((d) => d.type === 'boolean');
        return (value) => {
          const t = typeof value;
          if (t === 'string') return string ? value : FAIL;
          if (t === 'number') return number && Number.isFinite(value) ? value : FAIL;
          if (t === 'boolean') return boolean ? value : FAIL;
          return FAIL;
        };
      }
      const options = (def.options ?? []).map((o) => compile(o as Schema));
      return (value, present) => {
        for (const option of options) {
          const out = option(value, present);
          if (out !== FAIL) return out;
        }
        return FAIL;
      };
    }
    case 'pipe': {
      const input = compile(def.in as Schema);
      const outDef = (def.out as Schema)._zod.def;
      if (outDef.type !== 'transform' || !outDef.transform) {
        // A pipe into a checked schema (an amount bounded by min / max): the input's output read by the output schema.
        const output = compile(def.out as Schema);
        return (value, present) => {
          const parsed = input(value, present);
          return parsed === FAIL ? FAIL : output(parsed, true);
        };
      }
      const transform = outDef.transform;
      return (value, present) => {
        const parsed = input(value, present);
        if (parsed === FAIL) return FAIL;
        try {
          return transform(parsed, transformContext);
        } catch (error) {
          if (error === TRANSFORM_FAILED) return FAIL;
          throw error;
        }
      };
    }
    case 'array': {
      const element = compile(def.element as Schema);
      return (value) => {
        if (!Array.isArray(value)) return FAIL;
        const out = new Array(value.length);
        for (let i = 0; i < value.length; i++) {
          const item = element(value[i], true);
          if (item === FAIL) return FAIL;
          out[i] = item;
        }
        return out;
      };
    }
    case 'record': {
      const keyDef = (def.keyType as Schema)._zod.def;
      if (keyDef.type !== 'string') return () => FAIL;
      // Keys with checks (a bounded length) are read by the key schema itself.
      const keyReader = keyDef.checks?.length ? compile(def.keyType as Schema) : null;
      const valueReader = compile(def.valueType as Schema);
      return (value) => {
        if (value === null || typeof value !== 'object' || Array.isArray(value)) return FAIL;
        const out: Record<string, unknown> = {};
        for (const key in value as Record<string, unknown>) {
          if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
          if (keyReader && keyReader(key, true) === FAIL) return FAIL;
          const item = valueReader((value as Record<string, unknown>)[key], true);
          if (item === FAIL) return FAIL;
          out[key] = item;
        }
        return out;
      };
    }
    case 'object': {
      const keys = Object.keys(def.shape ?? {});
      const readers = keys.map((key) => compile(def.shape![key] as Schema));
      const loose = def.catchall !== undefined && (def.catchall as Schema)._zod.def.type === 'unknown';
      if (def.catchall !== undefined && !loose) return () => FAIL;
      const kinds: ('primitive' | 'fresh' | 'required' | 'optional')[] = [];
      const defaults: unknown[] = [];
      for (let i = 0; i < keys.length; i++) {
        const type = (def.shape![keys[i]] as Schema)._zod.def.type;
        const empty = type === 'optional' ? undefined : readers[i](undefined, false);
        defaults.push(empty);
        if (type === 'optional') kinds.push('optional');
        else if (empty === FAIL) kinds.push('required');
        else if (empty !== null && typeof empty === 'object') kinds.push('fresh');
        else kinds.push('primitive');
      }
      return objectReader(keys, readers, kinds, defaults, loose);
    }
    default:
      // A schema kind this reader does not know: always let zod do it.
      return () => FAIL;
  }
}

type Kind = 'primitive' | 'fresh' | 'required' | 'optional';

/** A default that a JSON literal in generated code reproduces exactly (a fresh copy on every evaluation). */
function isJsonLiteral(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (Array.isArray(value)) return value.every(isJsonLiteral);
  if (typeof value === 'object') {
    const proto = Object.getPrototypeOf(value);
    return (proto === Object.prototype || proto === null) && Object.values(value as object).every(isJsonLiteral);
  }
  return false;
}

/**
 * An object reader compiled to code: the output starts as an object literal holding every default (one hidden
 * class, empty arrays and objects created fresh by the literal itself), then only the keys the input has are
 * visited (for-in over the input, a switch on the key): a saved form names a few of the schema's ~80 top-level
 * keys, and probing every absent key of inputs of many shapes (megamorphic property loads) cost more than the
 * whole tax computation. Where code generation is not allowed (a strict Content-Security-Policy in the browser)
 * the same logic runs as a loop.
 */
function objectReader(keys: string[], readers: Reader[], kinds: Kind[], defaults: unknown[], loose: boolean): Reader {
  const known: Record<string, true> = Object.create(null);
  for (const key of keys) known[key] = true;
  try {
    const lines: string[] = [];
    const literal: string[] = [];
    const cases: string[] = [];
    const after: string[] = [];
    const flags: string[] = [];
    let required = 0;
    for (let i = 0; i < keys.length; i++) {
      const k = JSON.stringify(keys[i]);
      let onRead = '';
      if (kinds[i] === 'required') {
        required++;
        onRead = ' seen++;';
      } else if (kinds[i] === 'fresh' && !isJsonLiteral(defaults[i])) {
        flags.push(`f${i} = false`);
        onRead = ` f${i} = true;`;
        after.push(`if (!f${i}) out[${k}] = R[${i}](undefined, false);`);
      }
      if (kinds[i] !== 'optional') {
        const value =
          (kinds[i] === 'primitive' && defaults[i] !== undefined) || (kinds[i] === 'fresh' && isJsonLiteral(defaults[i]))
            ? JSON.stringify(defaults[i])
            : 'undefined';
        literal.push(`${k}: ${value}`);
      }
      cases.push(`case ${k}: if (v !== undefined) { v = R[${i}](v, true); if (v === FAIL) return FAIL; out[${k}] = v;${onRead} } break;`);
    }
    lines.push('if (input === null || typeof input !== "object" || Array.isArray(input)) return FAIL;');
    lines.push(`const out = { ${literal.join(', ')} };`);
    lines.push(`let seen = 0${flags.length ? ', ' + flags.join(', ') : ''};`);
    lines.push('for (const key in input) {');
    lines.push('  let v = input[key];');
    lines.push('  switch (key) {');
    for (const c of cases) lines.push(`    ${c}`);
    lines.push(`    default: ${loose ? 'if (Object.prototype.hasOwnProperty.call(input, key)) out[key] = v;' : ''}`);
    lines.push('  }');
    lines.push('}');
    if (required > 0) lines.push(`if (seen !== ${required}) return FAIL;`);
    lines.push(...after);
    lines.push('return out;');
    const factory = new Function('FAIL', 'R', `return function readObject(input) {\n${lines.join('\n')}\n};`);
    return factory(FAIL, readers) as Reader;
  } catch {
    return (value) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return FAIL;
      const input = value as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i];
        const item = input[key];
        if (item === undefined) {
          if (kinds[i] === 'required') return FAIL;
          if (kinds[i] === 'optional') continue;
          out[key] = kinds[i] === 'fresh' ? readers[i](undefined, false) : defaults[i];
          continue;
        }
        const read = readers[i](item, true);
        if (read === FAIL) return FAIL;
        out[key] = read;
      }
      if (loose) for (const key in input) if (known[key] !== true && Object.prototype.hasOwnProperty.call(input, key)) out[key] = input[key];
      return out;
    };
  }
}

const readForm = compile(form1040DataSchema as unknown as Schema);

/** The form as parseForm1040Data reads it (same result), quickly; zod itself whenever in doubt. */
export function readForm1040Data(input: unknown): Form1040Data {
  const value = typeof input === 'string' ? JSON.parse(input) : (input ?? {});
  const fast = readForm(value, true);
  return fast === FAIL ? parseForm1040Data(value) : (fast as Form1040Data);
}

/** For tests: the fast reader alone (undefined when it defers to zod). */
export function fastReadOnly(input: unknown): Form1040Data | undefined {
  const fast = readForm(input, true);
  return fast === FAIL ? undefined : (fast as Form1040Data);
}
