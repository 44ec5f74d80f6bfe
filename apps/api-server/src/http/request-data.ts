// Normalisation of text-encoded request data (query strings, form bodies) before schema validation.

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

/** `receiver.phone=1` or `receiver[phone]=1` or `parcels[0][weightKg]=2` → nested objects and arrays. */
export function unflatten(flat: Record<string, unknown>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(flat)) {
    const path = /[.[]/.test(key) ? segmentsOf(key) : [key];
    if (path.some((s) => UNSAFE_KEYS.has(s))) continue;
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((segment, i) => {
      const last = i === path.length - 1;
      const container = node as Record<string, unknown>;
      if (last) {
        container[segment] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[i + 1] ?? '');
      if (typeof container[segment] !== 'object' || container[segment] === null) {
        container[segment] = nextIsIndex ? [] : {};
      }
      node = container[segment] as Record<string, unknown>;
    });
  }
  return root;
}

export const mediaTypeOf = (contentType: string | undefined): string | undefined =>
  contentType?.split(';')[0]?.trim().toLowerCase() || undefined;
