// The workspace's contracts, found by convention: every folder `openapi/<name>/` holding `<name>.yaml` is one
// contract, and an Nx project (`contract-<name>`, imported as `@forwarder/contracts/<name>`). Adding a contract is
// adding such a folder; the generator, the contract lint and the server's coverage check all list them from here.
// A folder without its own `<name>.yaml` is not a contract: `openapi/shared/` holds what contracts name from it.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export const workspaceRoot = path.resolve(import.meta.dirname, '../..');
export const contractsRoot = path.join(workspaceRoot, 'openapi');

/** @returns {{ name: string, dir: string, spec: string }[]} sorted by name */
export function listContracts() {
  return fs
    .readdirSync(contractsRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(contractsRoot, entry.name, `${entry.name}.yaml`)))
    .map((entry) => ({
      name: entry.name,
      dir: path.join(contractsRoot, entry.name),
      spec: path.join(contractsRoot, entry.name, `${entry.name}.yaml`),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const containsRef = (value) =>
  Array.isArray(value) ? value.some(containsRef) : isObject(value) && ('$ref' in value || Object.values(value).some(containsRef));

/**
 * The contract's document as every reader of it sees it (the server's is apps/api-server/src/http/openapi/
 * external-refs.ts): each component naming a schema of a shared document (`OrderStatus: { $ref:
 * '../shared/enums.yaml#/components/schemas/OrderStatus' }`, docs/decisions.md "Issue 26: shared enums") replaced by
 * that schema. Fails, naming the place, when the contract refers to another file anywhere else or under another name
 * (its generated names would change), or to a schema that refers on (no reader follows that).
 * @returns {{ document: object, shared: { file: string, name: string }[] }} `shared`: the schemas it took from other files
 */
export function readContract(spec) {
  const document = parse(fs.readFileSync(spec, 'utf8'));
  const rel = path.relative(workspaceRoot, spec);
  const schemas = document.components?.schemas ?? {};
  const shared = [];
  for (const [name, schema] of Object.entries(schemas)) {
    const ref = schema?.$ref;
    if (typeof ref !== 'string' || ref.startsWith('#')) continue;
    const [relative, pointer] = ref.split('#');
    if (Object.keys(schema).length > 1 || pointer !== `/components/schemas/${name}`) {
      throw new Error(`${rel}: component ${name} may name only a shared schema of its own name, alone ({ $ref: '<file>#/components/schemas/${name}' })`);
    }
    const file = path.resolve(path.dirname(spec), relative);
    const target = fs.existsSync(file) ? parse(fs.readFileSync(file, 'utf8'))?.components?.schemas?.[name] : undefined;
    if (target === undefined) throw new Error(`${rel}: component ${name} names ${ref}, which does not exist`);
    if (containsRef(target)) throw new Error(`${rel}: component ${name} names ${ref}, which refers on: a shared schema stands alone`);
    schemas[name] = target;
    shared.push({ file, name });
  }
  const stray = (value, at) => {
    if (Array.isArray(value)) return value.flatMap((v, i) => stray(v, `${at}/${i}`));
    if (!isObject(value)) return [];
    if (typeof value.$ref === 'string' && !value.$ref.startsWith('#')) return [`${at}: ${value.$ref}`];
    return Object.entries(value).flatMap(([key, v]) => stray(v, `${at}/${key}`));
  };
  const elsewhere = stray(document, '#');
  if (elsewhere.length) throw new Error(`${rel}: another file is named only from a component of its own:\n  ${elsewhere.join('\n  ')}`);
  return { document, shared };
}
