import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

const containsRef = (value: unknown): boolean =>
  Array.isArray(value) ? value.some(containsRef) : isObj(value) && ('$ref' in value || Object.values(value).some(containsRef));

/**
 * The contract `document` (read from `file`) with every `$ref` into another file (`../shared/enums.yaml#/components/
 * schemas/OrderStatus`) replaced by a copy of what it names: the enumerations both contracts use are declared once in
 * openapi/shared/ (docs/decisions.md, "Issue 26: shared enums"), and everything downstream (routes, validators, the
 * API reference's document) then works on one self-contained document, as before. What such a `$ref` names must not
 * refer to anything itself (tools/contracts/generate.mjs checks the contracts keep to that).
 */
export function inlineExternalRefs(document: Obj, file: string): Obj {
  const files = new Map<string, unknown>();
  const target = (ref: string): unknown => {
    const [relative = '', pointer = ''] = ref.split('#');
    const other = path.resolve(path.dirname(file), relative);
    if (!files.has(other)) files.set(other, parse(fs.readFileSync(other, 'utf8')) as unknown);
    const node = pointer
      .split('/')
      .slice(1)
      .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((n, key) => (isObj(n) ? n[key] : undefined), files.get(other));
    if (node === undefined) throw new Error(`${file}: unresolvable $ref "${ref}"`);
    if (containsRef(node)) throw new Error(`${file}: "${ref}" refers to something else in turn, which a contract's reader does not follow`);
    return structuredClone(node);
  };
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!isObj(value)) return value;
    const ref = value['$ref'];
    if (typeof ref === 'string' && !ref.startsWith('#')) {
      if (Object.keys(value).length > 1) throw new Error(`${file}: a $ref to another file ("${ref}") stands alone`);
      return target(ref);
    }
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, walk(v)]));
  };
  return walk(document) as Obj;
}
