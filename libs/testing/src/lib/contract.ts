// The contracts (openapi/<name>/<name>.yaml) as response validators: a stubbed answer is checked against the
// schema the operation declares for its status, so a fixture that drifts from the contract fails its test instead
// of testing a component against data the server can never send.
import fs from 'node:fs';
import path from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

type Obj = Record<string, unknown>;

interface Operation {
  contract: string;
  operationId: string;
  method: string;
  template: string;
  pattern: RegExp;
  /** Path parameters in the template; literal paths win over templated ones (`nav/list` before `nav/{id}`). */
  params: number;
  responses: Obj;
}

interface Contract {
  name: string;
  id: string;
  document: Obj;
  ajv: Ajv2020;
}

const workspaceRoot = path.resolve(__dirname, '../../../..');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

let loaded: { contracts: Contract[]; operations: Operation[] } | undefined;
const validators = new Map<string, ValidateFunction | null>();

/**
 * Every YAML file of openapi/'s folders by an address of the same shape as its path, so that a contract's `$ref` to
 * another file (`../shared/enums.yaml#/components/schemas/OrderStatus`, the enumerations both contracts use) resolves.
 */
function documentsIn(dir: string): Map<string, Obj> {
  const documents = new Map<string, Obj>();
  for (const folder of fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    for (const file of fs.readdirSync(path.join(dir, folder.name)).filter((f) => f.endsWith('.yaml'))) {
      documents.set(`https://contract.invalid/${folder.name}/${file}`, parse(fs.readFileSync(path.join(dir, folder.name, file), 'utf8')) as Obj);
    }
  }
  return documents;
}

/** Every contract of the workspace: one folder per contract under openapi/, its YAML named after it. */
function load() {
  if (loaded) return loaded;
  const dir = path.join(workspaceRoot, 'openapi');
  const documents = documentsIn(dir);
  const contracts: Contract[] = [];
  const operations: Operation[] = [];
  for (const name of fs.readdirSync(dir)) {
    const id = `https://contract.invalid/${name}/${name}.yaml`;
    const document = documents.get(id);
    if (!document) continue;
    // OpenAPI carries keywords JSON Schema does not know (example, discriminator, x-enum-varnames): not strict.
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(ajv);
    // OpenAPI's own formats describe sizes and encodings; nothing to check in a fixture.
    for (const format of ['int32', 'int64', 'float', 'double', 'binary', 'byte', 'password']) ajv.addFormat(format, true);
    for (const [documentId, other] of documents) ajv.addSchema(other, documentId, undefined, false);
    contracts.push({ name, id, document, ajv });
    for (const [template, item] of Object.entries((document['paths'] ?? {}) as Record<string, Obj>)) {
      for (const method of METHODS) {
        const op = item[method] as Obj | undefined;
        if (!op) continue;
        const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
        operations.push({
          contract: name,
          operationId: String(op['operationId']),
          method: method.toUpperCase(),
          template,
          pattern: new RegExp(`^${source}$`),
          params: (template.match(/\{/g) ?? []).length,
          responses: (op['responses'] ?? {}) as Obj,
        });
      }
    }
  }
  operations.sort((a, b) => a.params - b.params);
  loaded = { contracts, operations };
  return loaded;
}

/** Makes the local refs of a schema fragment (`#/components/...`) point into its contract document. */
function anchor(schema: unknown, id: string): unknown {
  if (Array.isArray(schema)) return schema.map((s) => anchor(s, id));
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' && v.startsWith('#') ? `${id}${v}` : anchor(v, id)]),
  );
}

function follow(document: Obj, node: unknown): Obj | undefined {
  let current = node;
  for (let hops = 0; hops < 10 && current && typeof current === 'object' && typeof (current as Obj)['$ref'] === 'string'; hops++) {
    current = ((current as Obj)['$ref'] as string)
      .slice(2)
      .split('/')
      .reduce<unknown>((n, key) => (n as Obj | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], document);
  }
  return current && typeof current === 'object' ? (current as Obj) : undefined;
}

/** The operation of the contracts answering `method path`, if any. */
export function findOperation(method: string, pathname: string): Operation | undefined {
  return load().operations.find((op) => op.method === method.toUpperCase() && op.pattern.test(pathname));
}

function validatorOf(op: Operation, status: number): ValidateFunction | null {
  const key = `${op.contract} ${op.operationId} ${status}`;
  if (!validators.has(key)) {
    const contract = load().contracts.find((c) => c.name === op.contract);
    const response = contract && follow(contract.document, op.responses[String(status)] ?? op.responses['default']);
    const schema = ((response?.['content'] as Obj | undefined)?.['application/json'] as Obj | undefined)?.['schema'];
    validators.set(key, contract && schema !== undefined ? contract.ajv.compile(anchor(schema, contract.id) as Obj) : null);
  }
  return validators.get(key) ?? null;
}

/**
 * What is wrong with answering `method path` with `status` and `body` (a JSON value), by the contracts; null when
 * nothing is. Statuses the operation does not declare, and non-JSON answers, are not judged.
 */
export function contractProblem(method: string, pathname: string, status: number, body: unknown): string | null {
  const op = findOperation(method, pathname);
  if (!op) return `${method} ${pathname} is not an operation of any contract (openapi/*/*.yaml)`;
  const validate = validatorOf(op, status);
  if (!validate || validate(body)) return null;
  const errors = (validate.errors ?? [])
    .slice(0, 8)
    .map((e) => `${e.instancePath || '(body)'} ${e.message ?? ''}${e.params && 'additionalProperty' in e.params ? ` '${String(e.params['additionalProperty'])}'` : ''}`);
  return `${method} ${pathname} answered ${status} with a body ${op.operationId} (${op.contract}) never sends: ${errors.join('; ')}`;
}
