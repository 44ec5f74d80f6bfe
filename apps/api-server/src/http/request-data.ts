// Normalisation of text-encoded request data (query strings, form bodies) before schema validation.
import type { ValidationIssue } from '../errors/app-errors';

const UNSAFE_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

/** The client sends undefined values as empty strings (`a=&b=1`): treat those as absent. */
export function dropEmpty(input: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!input || typeof input !== 'object') return out;
  for (const [key, value] of Object.entries(input)) {
    if (value === '' || value === undefined) continue;
    if (Array.isArray(value)) {
      const kept = value.filter((v) => v !== '');
      if (kept.length) out[key] = kept;
      continue;
    }
    out[key] = value;
  }
  return out;
}

function segmentsOf(key: string): string[] {
  return key
    .replace(/\]/g, '')
    .split(/[.[]/)
    .filter((s) => s !== '');
}

/**
 * Highest array index a form key may use (`parcels[999]`), above every `maxItems` of a form body in the contracts. A
 * bigger index would make a sparse array of that length (`a[99999999]=x`), so it stays a plain name.
 */
const MAX_FORM_INDEX = 999;
const INDEX = /^(0|[1-9]\d*)$/;
const isIndex = (segment: string) => INDEX.test(segment) && Number(segment) <= MAX_FORM_INDEX;

type Tree = Map<string, Tree | unknown>;

/**
 * A node becomes an array only when every key is a small index; any other key (`length`, `-1`, `1e3`) keeps it an
 * object, which the contract's schema then refuses where it expects an array: a 400, never a RangeError.
 */
function materialise(node: unknown): unknown {
  if (!(node instanceof Map)) return node;
  const keys = [...node.keys()];
  if (keys.length && keys.every(isIndex)) {
    const array: unknown[] = [];
    for (const [key, child] of node) array[Number(key)] = materialise(child);
    return array;
  }
  const object: Record<string, unknown> = {};
  for (const [key, child] of node) object[key] = materialise(child);
  return object;
}

/**
 * `receiver.phone=1` or `receiver[phone]=1` or `parcels[0][weightKg]=2` → nested objects and arrays. Built on Maps
 * so no key can reach a prototype; keys naming one (`__proto__`, `constructor`, `prototype`) are dropped anyway.
 */
export function unflatten(flat: Record<string, unknown>): Record<string, unknown> {
  const root: Tree = new Map();
  for (const [key, value] of Object.entries(flat)) {
    const path = /[.[]/.test(key) ? segmentsOf(key) : [key];
    if (path.length === 0 || path.some((s) => UNSAFE_KEYS.has(s))) continue;
    let node = root;
    path.forEach((segment, i) => {
      if (i === path.length - 1) {
        node.set(segment, value);
        return;
      }
      let child = node.get(segment);
      if (!(child instanceof Map)) node.set(segment, (child = new Map()));
      node = child as Tree;
    });
  }
  return materialise(root) as Record<string, unknown>;
}

export const mediaTypeOf = (contentType: string | undefined): string | undefined =>
  contentType?.split(';')[0]?.trim().toLowerCase() || undefined;

/**
 * The member path (`receiver.name`, `waybillNumbers[0]`) of the first string holding a NUL character, in a value
 * or a key, or null. PostgreSQL cannot store or even compare text containing NUL ("invalid byte sequence for
 * encoding UTF8: 0x00", a 500), so no request string may carry one, whatever the field and the dialect.
 */
export function memberWithNul(value: unknown): string | null {
  // Every request body passes through here: the walk allocates nothing, and the path is built only for a hit.
  const segments = nulSegments(value);
  if (!segments) return null;
  let path = '';
  for (const segment of segments) path = typeof segment === 'number' ? `${path}[${segment}]` : path ? `${path}.${segment}` : segment;
  return path || 'body';
}

/** The issue a NUL character gets, for the member `memberWithNul` named. */
export const nulCharacterIssue = (member: string): ValidationIssue => ({ members: [member], messageKey: 'Validation:NulCharacter', params: { field: member } });

/** The keys and indexes down to the first string holding a NUL (for a key holding one: down to its object). */
function nulSegments(value: unknown): Array<string | number> | null {
  if (typeof value === 'string') return value.includes('\u0000') ? [] : null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = nulSegments(value[index]);
      if (found) return [index, ...found];
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      if (key.includes('\u0000')) return [];
      const found = nulSegments((value as Record<string, unknown>)[key]);
      if (found) return [key, ...found];
    }
  }
  return null;
}
