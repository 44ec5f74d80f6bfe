import { HOSTILE_NUMBER_TEXTS, HOSTILE_NUMBERS, HOSTILE_STRINGS, WRONG_TYPES } from './hostile-values';
import type { Rng } from './prng';

// Values drawn from a contract's JSON Schema: `valid` ones follow the schema as far as a sampler can (examples and
// enums first, since patterns cannot be generated), `hostile` ones break it in one place at a time.

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Follows internal `$ref`s into the contract document. */
export function resolveSchema(document: Obj, schema: unknown): Obj {
  let node = schema;
  for (let hops = 0; hops < 20 && isObj(node) && typeof node['$ref'] === 'string'; hops++) {
    node = (node['$ref'] as string)
      .slice(2)
      .split('/')
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((n, key) => (isObj(n) ? n[key] : undefined), document);
  }
  return isObj(node) ? node : {};
}

/** The schema with its allOf members merged in (properties and required lists). */
function flatten(document: Obj, schema: unknown): Obj {
  const s = resolveSchema(document, schema);
  if (!Array.isArray(s['allOf'])) return s;
  const merged: Obj = { ...s, allOf: undefined };
  const properties: Obj = { ...(s['properties'] as Obj | undefined) };
  const required = new Set<string>((s['required'] as string[] | undefined) ?? []);
  for (const part of s['allOf'] as unknown[]) {
    const p = flatten(document, part);
    Object.assign(properties, p['properties'] as Obj | undefined);
    for (const r of (p['required'] as string[] | undefined) ?? []) required.add(r);
    if (p['type'] && !merged['type']) merged['type'] = p['type'];
  }
  return { ...merged, properties, required: [...required] };
}

const typesOf = (s: Obj): string[] => {
  const t = s['type'];
  if (Array.isArray(t)) return t as string[];
  if (typeof t === 'string') return [t];
  if (s['properties']) return ['object'];
  if (s['items']) return ['array'];
  return ['string'];
};

export interface ObjectShape {
  properties: Record<string, unknown>;
  required: string[];
}

/** The properties and required names of an object schema (after $ref and allOf). */
export function objectShape(document: Obj, schema: unknown): ObjectShape {
  const s = flatten(document, schema);
  return { properties: (s['properties'] as Record<string, unknown> | undefined) ?? {}, required: (s['required'] as string[] | undefined) ?? [] };
}

function exampleOf(s: Obj): unknown[] {
  const found: unknown[] = [];
  if ('example' in s) found.push(s['example']);
  if (Array.isArray(s['examples'])) found.push(...(s['examples'] as unknown[]));
  if ('default' in s) found.push(s['default']);
  return found;
}

function randomText(rng: Rng, min: number, max: number): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_ 深圳王小明';
  const length = rng.int(min, Math.max(min, Math.min(max, min + 24)));
  let text = '';
  for (let i = 0; i < length; i++) text += rng.pick([...alphabet]);
  return text;
}

const hex = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.int(0, 15).toString(16)).join('');

function sampleString(rng: Rng, s: Obj): string {
  const min = Number(s['minLength'] ?? 0);
  const max = Number(s['maxLength'] ?? 40);
  switch (s['format']) {
    case 'uuid':
      return `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-a${hex(rng, 3)}-${hex(rng, 12)}`;
    case 'date-time':
      return new Date(Date.UTC(2026, rng.int(0, 11), rng.int(1, 28), rng.int(0, 23))).toISOString();
    case 'date':
      return `2026-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
    case 'email':
      return `fuzz${rng.int(0, 9999)}@example.com`;
    case 'uri':
    case 'url':
      return `https://example.com/${rng.int(0, 9999)}`;
    default:
      return randomText(rng, min, max);
  }
}

/** Integral values past what 32- and 64-bit columns hold: the edge of an integer schema without a maximum. */
const UNBOUNDED_EDGES = [2 ** 31, 2 ** 53, 9.22e18, 2 ** 63, 1e21];

function sampleNumber(rng: Rng, s: Obj, integer: boolean): number {
  if (s['maximum'] === undefined && s['exclusiveMaximum'] === undefined && rng.chance(0.1)) return rng.pick(UNBOUNDED_EDGES);
  const min = typeof s['minimum'] === 'number' ? s['minimum'] : typeof s['exclusiveMinimum'] === 'number' ? s['exclusiveMinimum'] + 1 : 0;
  const max = typeof s['maximum'] === 'number' ? s['maximum'] : typeof s['exclusiveMaximum'] === 'number' ? s['exclusiveMaximum'] - 1 : min + 1000;
  // Boundaries are where off-by-one and overflow bugs live.
  const value = rng.chance(0.3) ? rng.pick([min, max]) : min + rng.next() * (Math.min(max, min + 1e6) - min);
  return integer ? Math.round(value) : Math.round(value * 100) / 100;
}

/** A value the schema (probably) accepts. `depth` bounds recursive schemas. */
export function sampleValid(document: Obj, schema: unknown, rng: Rng, depth = 0): unknown {
  const s = flatten(document, schema);
  const examples = exampleOf(s);
  // Examples are the surest valid values (patterns cannot be generated), but a whole object's example would hide
  // its members' own edges: objects take theirs less often.
  const objectLike = typesOf(s).includes('object');
  if (examples.length && rng.chance(objectLike ? 0.35 : 0.6)) return structuredClone(rng.pick(examples));
  if (Array.isArray(s['enum'])) return rng.pick(s['enum'] as unknown[]);
  if ('const' in s) return s['const'];
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(s[key])) return sampleValid(document, rng.pick(s[key] as unknown[]), rng, depth + 1);
  }
  const types = typesOf(s).filter((t) => t !== 'null' || rng.chance(0.1));
  const type = types.length ? rng.pick(types) : 'null';
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return rng.chance(0.5);
    case 'integer':
      return sampleNumber(rng, s, true);
    case 'number':
      return sampleNumber(rng, s, false);
    case 'array': {
      if (depth > 4) return [];
      const min = Number(s['minItems'] ?? 0);
      const max = Math.min(Number(s['maxItems'] ?? 3), min + 3);
      return Array.from({ length: rng.int(min, max) }, () => sampleValid(document, s['items'], rng, depth + 1));
    }
    case 'object': {
      const { properties, required } = objectShape(document, s);
      const out: Obj = {};
      for (const [name, prop] of Object.entries(properties)) {
        if (required.includes(name) || (depth < 4 && rng.chance(0.5))) out[name] = sampleValid(document, prop, rng, depth + 1);
      }
      return out;
    }
    default:
      return sampleString(rng, s);
  }
}

/** A value that breaks the schema, or sits on an edge it may not guard (wrong type, out of range, hostile text). */
export function sampleHostile(document: Obj, schema: unknown, rng: Rng): unknown {
  const types = typesOf(flatten(document, schema));
  const roll = rng.next();
  if (roll < 0.15) return rng.pick(WRONG_TYPES);
  if (types.includes('integer') || types.includes('number')) {
    return roll < 0.6 ? rng.pick(HOSTILE_NUMBERS) : rng.pick(HOSTILE_NUMBER_TEXTS);
  }
  if (types.includes('array')) {
    return roll < 0.4 ? rng.pick(HOSTILE_STRINGS) : Array.from({ length: rng.pick([0, 1, 501, 5001]) }, () => rng.pick(HOSTILE_STRINGS));
  }
  if (types.includes('object')) return roll < 0.5 ? rng.pick(HOSTILE_STRINGS) : rng.pick(WRONG_TYPES);
  return roll < 0.85 ? rng.pick(HOSTILE_STRINGS) : rng.pick(HOSTILE_NUMBERS);
}

/**
 * A valid-looking object with one defect: a member replaced by a hostile value, a required member left out, an
 * unknown member added, or a member given an array where a scalar belongs.
 */
export function mutateObject(document: Obj, schema: unknown, base: Obj, rng: Rng): { value: Obj; what: string } {
  const { properties, required } = objectShape(document, schema);
  const names = Object.keys(properties);
  const value: Obj = { ...base };
  const roll = rng.next();
  if (names.length === 0 || roll < 0.1) {
    const key = rng.pick(['__proto__', 'constructor', 'extraKey', 'x'.repeat(300), '']);
    Object.defineProperty(value, key, { value: rng.pick(WRONG_TYPES.concat(HOSTILE_STRINGS)), enumerable: true, configurable: true, writable: true });
    return { value, what: `extra key ${JSON.stringify(key.slice(0, 20))}` };
  }
  const name = rng.pick(names);
  if (roll < 0.25 && required.length) {
    const missing = rng.pick(required);
    delete value[missing];
    return { value, what: `missing required ${missing}` };
  }
  if (roll < 0.35) {
    value[name] = [sampleValid(document, properties[name], rng), sampleValid(document, properties[name], rng)];
    return { value, what: `array for ${name}` };
  }
  value[name] = sampleHostile(document, properties[name], rng);
  return { value, what: `hostile ${name}` };
}
