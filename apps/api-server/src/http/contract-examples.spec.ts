import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import PDFDocument from 'pdfkit';
import { parse } from 'yaml';
import { createTestContext, REPO_ROOT, type TestContext } from '../../test/harness';
import { hashToken } from '../auth/tokens';
import { loginAs } from '../modules/accounts/testing/accounts-fixtures';
import { seedersOf } from '../seed/seeders';
import { modules } from '../modules';
import { routingIdOf } from '../modules/rates';
import { multipartBody, type FilePart } from '../modules/merchant-data/testing/multipart-body';
import { runSeeders } from '../seed/seeders';
import { inlineExternalRefs } from './openapi/external-refs';

// The contracts' own examples, sent to the real server (every module, the demo seed, the dialect of TEST_DB):
// each operation of every contract (openapi/<name>/<name>.yaml) is called with its request-body example and its
// parameter examples
// (accept-language included), and must answer the lowest 2xx status the contract declares for it. Outside
// production the server validates its responses against the contract (a mismatch is a 500), so a 2xx also shows
// that the answer fits the contract.
//
// The operations are read from the YAML, not listed here. An operation fails when it has no usable example: a
// request body without an example, a body example that never shows one of its schema's properties, a parameter
// without an example, a path id no setup step below can provide; and when the server refuses the example (the
// failure names the operation and repeats the server's validation errors).
//
// What cannot be taken literally from an example, and why:
// - Ids of the caller's objects (path ids; order ids in getOrderLabels and getOrderCustomsDocuments, an address id in
//   updateDefaultSenderAddress): the example's UUID cannot exist in a fresh database, so a setup step creates the
//   object first (by sending the contract's own create example) and its id replaces the example's. Ids the seed
//   makes deterministic (regions, routings, content categories) are used as written.
// - login's captchaId and captchaCode: a captcha is single-use and its code is only in the picture; the setup asks
//   for a new captcha and answers it with the test code the harness configures (CAPTCHA_TEST_CODE).
// - File parts of multipart bodies: a file's bytes cannot be written in a YAML example (and the server checks
//   magic bytes and parses spreadsheets), so the example names the file and the test generates a real file of
//   that type (see fileNamed).
// - The time of a staff event (postOrderEvent, postBatchEvent): an event may not be older than the order's latest,
//   and every order the test can make is newer than the example's fixed instant, so the setup sends the current
//   time instead.
// The staff contract (api-ops) is called as demo-admin, the customer contract as demo-member or demo-merchant.

const CONTRACTS_DIR = path.join(REPO_ROOT, 'openapi');
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const DEMO_MEMBER = { userName: 'demo-member', password: 'Member#2026' };
const DEMO_MERCHANT = { userName: 'demo-merchant', password: 'Merchant#2026' };
const DEMO_ADMIN = { userName: 'demo-admin', password: 'Admin#2026' };

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

// ---------- reading the contracts (on their own, independent of how the server loads them) ----------

interface Contract {
  name: string;
  file: string;
  document: Obj;
}

/** Every contract folder of openapi/ (`<name>/<name>.yaml`). */
const contracts: Contract[] = fs
  .readdirSync(CONTRACTS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(CONTRACTS_DIR, entry.name, `${entry.name}.yaml`)))
  .map((entry) => {
    const file = path.join(CONTRACTS_DIR, entry.name, `${entry.name}.yaml`);
    // The enumerations the contracts share (openapi/shared/) put in place, so that every `$ref` below is internal.
    return { name: entry.name, file, document: inlineExternalRefs(parse(fs.readFileSync(file, 'utf8')) as Obj, file) };
  });

/** Follows internal `$ref`s (`#/components/...`) of `document` to the object they name. */
function deref(value: unknown, document: Obj): unknown {
  let node = value;
  for (let hops = 0; isObj(node) && typeof node['$ref'] === 'string'; hops++) {
    const ref = node['$ref'];
    if (hops > 20) throw new Error(`$ref loop at ${ref}`);
    node = ref
      .slice(2)
      .split('/')
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((n, key) => (isObj(n) ? n[key] : undefined), document);
    if (node === undefined) throw new Error(`Unresolvable $ref ${ref}`);
  }
  return node;
}

const refName = (value: unknown): string | undefined =>
  isObj(value) && typeof value['$ref'] === 'string' ? value['$ref'].split('/').pop() : undefined;

interface Example {
  hasExample: boolean;
  example: unknown;
}

interface Parameter extends Example {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
}

interface ContractOperation {
  contract: Contract;
  operationId: string;
  method: (typeof METHODS)[number];
  path: string;
  tags: string[];
  requiresAuth: boolean;
  parameters: Parameter[];
  body: (Example & { mediaType: string; schema: unknown }) | undefined;
  successStatus: number;
}

/**
 * The first example of a Parameter or Media Type Object, where OpenAPI 3.1 tools look: its own `example` or
 * `examples` (Example Objects), else the `examples` of its schema (a component's, when the schema is a `$ref`).
 */
function firstExample(holder: Obj, document: Obj): Example {
  if ('example' in holder) return { hasExample: true, example: holder['example'] };
  if (isObj(holder['examples'])) {
    const first = deref(Object.values(holder['examples'])[0], document);
    if (isObj(first) && 'value' in first) return { hasExample: true, example: first['value'] };
  }
  const schema = holder['schema'];
  const examples = isObj(schema) ? (schema['examples'] ?? (deref(schema, document) as Obj)['examples']) : undefined;
  if (Array.isArray(examples) && examples.length > 0) return { hasExample: true, example: examples[0] };
  return { hasExample: false, example: undefined };
}

function requiresBearer(security: unknown): boolean {
  if (!Array.isArray(security) || security.length === 0) return false;
  if (security.some((req) => isObj(req) && Object.keys(req).length === 0)) return false;
  return security.some((req) => isObj(req) && 'bearerAuth' in req);
}

function readOperations(contract: Contract): ContractOperation[] {
  const { document } = contract;
  const operations: ContractOperation[] = [];
  for (const [urlPath, rawItem] of Object.entries(document['paths'] as Obj)) {
    const item = deref(rawItem, document) as Obj;
    for (const method of METHODS) {
      const op = item[method];
      if (!isObj(op)) continue;
      const rawParameters = [...((item['parameters'] as unknown[]) ?? []), ...((op['parameters'] as unknown[]) ?? [])];
      const parameters = rawParameters.map((raw): Parameter => {
        const p = deref(raw, document) as Obj;
        return { name: p['name'] as string, in: p['in'] as Parameter['in'], ...firstExample(p, document) };
      });
      let body: ContractOperation['body'];
      if (op['requestBody'] !== undefined) {
        const content = (deref(op['requestBody'], document) as Obj)['content'] as Obj;
        const [mediaType, media] = Object.entries(content)[0] as [string, Obj];
        body = { mediaType, schema: media['schema'], ...firstExample(media, document) };
      }
      const successes = Object.keys(op['responses'] as Obj)
        .filter((status) => /^2\d\d$/.test(status))
        .map(Number);
      operations.push({
        contract,
        operationId: op['operationId'] as string,
        method,
        path: urlPath,
        tags: (op['tags'] as string[] | undefined) ?? [],
        requiresAuth: requiresBearer(op['security'] ?? document['security']),
        parameters,
        body,
        successStatus: Math.min(...successes),
      });
    }
  }
  return operations;
}

const operations = contracts.flatMap(readOperations);
// operationIds are unique across contracts (a spec below checks it), so setup steps and sessions key on them alone.
const byId = new Map(operations.map((op) => [op.operationId, op]));

/** Properties of an object schema, those of its `allOf` members included. */
function propertiesOf(schema: Obj, document: Obj): Record<string, unknown> {
  const inherited = ((schema['allOf'] as unknown[] | undefined) ?? []).map((s) => propertiesOf(deref(s, document) as Obj, document));
  return Object.assign({}, ...inherited, isObj(schema['properties']) ? schema['properties'] : {}) as Record<string, unknown>;
}

/**
 * The properties an example never shows. Complete means that every property of every object schema appears at
 * least once in the example: an order's receiver abroad has no district (regionLv3Id), its sender in Shenzhen has
 * one, and together they show PartyInput whole.
 */
function missingMembers(schema: unknown, example: unknown, document: Obj): string[] {
  const seen = new Map<Obj, { label: string; keys: Set<string> }>();
  const walk = (rawSchema: unknown, value: unknown, at: string): void => {
    const s = deref(rawSchema, document);
    if (!isObj(s)) return;
    if (Array.isArray(value)) {
      value.forEach((v, i) => walk(s['items'], v, `${at}[${i}]`));
      return;
    }
    const properties = propertiesOf(s, document);
    if (!isObj(value) || Object.keys(properties).length === 0) return;
    const entry = seen.get(s) ?? { label: refName(rawSchema) ?? (at || 'body'), keys: new Set<string>() };
    seen.set(s, entry);
    for (const [key, v] of Object.entries(value)) {
      entry.keys.add(key);
      if (key in properties) walk(properties[key], v, at ? `${at}.${key}` : key);
    }
  };
  walk(schema, example, '');
  return [...seen.entries()].flatMap(([s, { label, keys }]) =>
    Object.keys(propertiesOf(s, document))
      .filter((key) => !keys.has(key))
      .map((key) => `${label}.${key}`),
  );
}

// ---------- building requests from examples ----------

function isBinary(schema: unknown, document: Obj): boolean {
  const s = deref(schema, document);
  return isObj(s) && s['type'] === 'string' && (typeof s['contentMediaType'] === 'string' || s['format'] === 'binary');
}

/** `{ a: { b: 1 }, c: [2] }` → `a.b=1&c[0]=2`, the nesting the server's form reader unflattens. */
function formEncode(value: unknown, prefix = '', out = new URLSearchParams()): URLSearchParams {
  if (Array.isArray(value)) value.forEach((v, i) => formEncode(v, `${prefix}[${i}]`, out));
  else if (isObj(value)) for (const [k, v] of Object.entries(value)) formEncode(v, prefix ? `${prefix}.${k}` : k, out);
  else if (value !== undefined && value !== null) out.append(prefix, String(value));
  return out;
}

const ONE_PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

function onePagePdf(title: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(16).text(title);
    doc.moveDown().fontSize(11).text('1. Bluetooth earphones, 10 pcs x USD 12.50 = USD 125.00');
    doc.end();
  });
}

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  csv: 'text/csv',
  txt: 'text/plain',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

function explain(res: LightMyRequestResponse): string {
  try {
    const { error } = res.json() as { error?: { code: string | null; message: string; validationErrors: unknown } };
    if (error) return JSON.stringify({ code: error.code, message: error.message, validationErrors: error.validationErrors }, null, 2);
  } catch {
    // not JSON: the raw start below
  }
  return res.body.slice(0, 500);
}

// ---------- the test ----------

interface Prepared {
  /** Bearer token of the caller; default: a session of the demo account suited to the operation. */
  token?: string;
  /** Real ids for the path's parameters. */
  path?: Record<string, string>;
  /** Body members only the server can provide (ids of objects created first, a captcha), replacing the example's. */
  body?: Record<string, unknown>;
  /** The secret of an API key, for the machine API's operations (apiKeyAuth: `X-Api-Key`). */
  apiKey?: string;
}

describe('contract examples against the real server', () => {
  let ctx: TestContext;
  const sessions = new Map<string, Promise<string>>();
  let userCounter = 0;
  // Every sign-in and every call comes from its own address, so the per-IP limits (captcha, login, contact form)
  // never interfere.
  let addressCounter = 0;
  const nextAddress = () => `10.77.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

  beforeAll(async () => {
    // Mail configured (the forgotten password and the staff's reset link need it); under inject no worker runs
    // (startServer starts it), so the mails only wait in the outbox and the address is never dialled.
    ctx = await createTestContext({ env: { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: 'no-reply@globe-freight.example', PUBLIC_BASE_URL: 'https://portal.example' } });
    // The examples refer to demo data (accounts and their default senders, orders, content), as on a server
    // started with SEED_DEMO=true.
    const quiet = { info: () => undefined, warn: () => undefined };
    await runSeeders(ctx.db, seedersOf(modules), { demo: true, config: ctx.config, log: quiet });
  }, 180_000);
  afterAll(() => ctx?.close());

  /** Signs in as the portal does: captcha, then login. */
  async function signIn(userName: string, password: string): Promise<string> {
    const res = await loginAs(ctx, userName, password, { ip: nextAddress(), captchaCode: ctx.config.captchaTestCode });
    if (res.statusCode !== 200) throw new Error(`Sign-in of ${userName} failed: ${res.statusCode} ${res.body}`);
    return (res.json() as { accessToken: string }).accessToken;
  }

  const demoSession = (account: { userName: string; password: string }): Promise<string> => {
    let session = sessions.get(account.userName);
    if (!session) sessions.set(account.userName, (session = signIn(account.userName, account.password)));
    return session;
  };

  /**
   * The staff contract is called as the demo admin (some of its operations are admins' only). On the customer
   * contract no operation is merchant-only (members may keep data records too), but merchant data is the merchant
   * centre's feature: those operations are called as the demo merchant.
   */
  const defaultSession = (op: ContractOperation) => {
    if (op.contract.name === 'api-ops') return demoSession(DEMO_ADMIN);
    return demoSession(op.tags.includes('merchant-data') ? DEMO_MERCHANT : DEMO_MEMBER);
  };

  /** A new account, signed in: for operations that change or end what other operations rely on. */
  async function freshSession(password = 'Harbour#2026'): Promise<string> {
    const user = await ctx.createUser({ userName: `examples-${++userCounter}`, password });
    return signIn(user.userName, password);
  }

  const authorization = (token: string | undefined): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

  /** The template download whose filled-in file an upload operation reads (default: the member's batch orders). */
  const TEMPLATE_OF: Record<string, string> = { previewEventImport: 'getEventImportTemplate', previewRateSheetImport: 'getRateSheetImportTemplate' };

  /** A real file for a multipart part that the example names. */
  async function fileNamed(name: string, token: string | undefined, operationId: string): Promise<FilePart> {
    const extension = name.split('.').pop()?.toLowerCase() ?? '';
    let data: Buffer;
    if (extension === 'xlsx') {
      // The server's own template, whose example row is a valid row: what a user downloads and uploads.
      const url = byId.get(TEMPLATE_OF[operationId] ?? 'getOrderExcelTemplate')?.path ?? '';
      const template = await ctx.inject({ method: 'GET', url, headers: authorization(token) });
      if (template.statusCode !== 200) throw new Error(`The template download answered ${template.statusCode}`);
      data = template.rawPayload;
    } else if (extension === 'pdf') {
      data = await onePagePdf(`Commercial invoice ${name}`);
    } else if (extension === 'png') {
      data = Buffer.from(ONE_PIXEL_PNG, 'base64');
    } else if (extension === 'csv' || extension === 'txt') {
      data = Buffer.from('carton,sku,quantity\r\n1,SPK-200,60\r\n', 'utf8');
    } else {
      throw new Error(`No generator for a file named "${name}": name a .pdf, .png, .csv, .txt or .xlsx file in the example`);
    }
    return { name, data, contentType: CONTENT_TYPES[extension] };
  }

  function bodyOf(op: ContractOperation, prepared: Prepared): unknown {
    const example = op.body?.example;
    if (!prepared.body) return example;
    if (!isObj(example)) throw new Error(`${op.operationId}: the setup replaces members of a body example that is not an object`);
    for (const [key, value] of Object.entries(prepared.body)) {
      // Only members the example shows, by values of the same shape: the example keeps its structure.
      const original = example[key];
      const sameShape = Array.isArray(original)
        ? Array.isArray(value) && value.length === original.length
        : typeof original === typeof value;
      if (!(key in example) || !sameShape) throw new Error(`${op.operationId}: the setup's ${key} does not replace a like member of the example`);
    }
    return { ...example, ...prepared.body };
  }

  async function requestOf(op: ContractOperation, prepared: Prepared, token: string | undefined): Promise<InjectOptions> {
    const headers: Record<string, string> = { ...authorization(token), ...(prepared.apiKey ? { 'x-api-key': prepared.apiKey } : {}) };
    const query: Record<string, string> = {};
    let url = op.path;
    for (const p of op.parameters) {
      if (p.in === 'path') {
        const id = prepared.path?.[p.name];
        if (!id) {
          throw new Error(
            `${op.operationId}: nothing provides path parameter "${p.name}". Its example (${String(p.example)}) cannot exist ` +
              'in a fresh database: add a setup step that creates the object and returns its id.',
          );
        }
        url = url.replace(`{${p.name}}`, encodeURIComponent(id));
      } else if (p.in === 'query') {
        query[p.name] = String(p.example);
      } else if (p.in === 'header') {
        headers[p.name] = String(p.example);
      }
    }
    const request: InjectOptions = { method: op.method.toUpperCase() as 'GET', url, query, headers, remoteAddress: nextAddress() };
    const body = bodyOf(op, prepared);
    if (!op.body || body === undefined) return request;
    switch (op.body.mediaType) {
      case 'application/json':
        headers['content-type'] = 'application/json';
        request.payload = JSON.stringify(body);
        break;
      case 'application/x-www-form-urlencoded':
        headers['content-type'] = 'application/x-www-form-urlencoded';
        request.payload = formEncode(body).toString();
        break;
      case 'multipart/form-data': {
        const { document } = op.contract;
        const properties = propertiesOf(deref(op.body.schema, document) as Obj, document);
        const fields: Record<string, string> = {};
        const files: FilePart[] = [];
        for (const [key, value] of Object.entries(body as Obj)) {
          const property = deref(properties[key], document);
          const fileList = isObj(property) && property['type'] === 'array' && isBinary(property['items'], document);
          if (fileList || isBinary(property, document)) {
            for (const name of fileList ? (value as string[]) : [value as string]) files.push({ ...(await fileNamed(name, token, op.operationId)), field: key });
          } else {
            fields[key] = String(value);
          }
        }
        const multipart = multipartBody(fields, files);
        Object.assign(headers, multipart.headers);
        request.payload = multipart.payload;
        break;
      }
      default:
        throw new Error(`${op.operationId}: this test cannot send ${op.body.mediaType} bodies yet`);
    }
    return request;
  }

  /** Sends the operation's examples (with the setup's real ids) and insists on the documented success status. */
  async function sendExample(operationId: string, prepared: Prepared = {}): Promise<LightMyRequestResponse> {
    const op = byId.get(operationId);
    if (!op) throw new Error(`The contract has no operation ${operationId}`);
    const token = prepared.token ?? (op.requiresAuth ? await defaultSession(op) : undefined);
    const res = await ctx.inject(await requestOf(op, prepared, token));
    if (res.statusCode !== op.successStatus) {
      throw new Error(
        `${operationId} (${op.method.toUpperCase()} ${op.path}) answered ${res.statusCode} to the contract's example, ` +
          `expected ${op.successStatus}:\n${explain(res)}`,
      );
    }
    return res;
  }

  const idOf = (res: LightMyRequestResponse): string => (res.json() as { id: string }).id;

  /** Lists through a public list operation (a seeded object: its id is not in the contract). */
  async function listed<T>(operationId: string, body: object): Promise<T[]> {
    const res = await ctx.inject({ method: 'POST', url: byId.get(operationId)?.path ?? '', payload: body });
    const items = (res.json() as { items?: T[] }).items ?? [];
    if (items.length === 0) throw new Error(`${operationId} listed nothing (is the seed missing?): ${res.body}`);
    return items;
  }

  const exampleMember = (operationId: string, key: string): unknown => {
    const example = byId.get(operationId)?.body?.example;
    return isObj(example) ? example[key] : undefined;
  };

  const seededProduct = async (): Promise<Prepared> => ({ path: { id: routingIdOf('AIR-STD') } });

  /** State an operation needs before its example can succeed; operations not listed need none. */
  /** A member of their own: the billing examples set, pay and adjust a fresh customer's account (issue 29). */
  const billingCustomer = async (): Promise<Prepared> => ({ path: { id: (await ctx.createUser({ userName: `examples-billing-${++userCounter}`, userType: 20 })).id } });

  /** The current month in the site's time zone (the seed's, Asia/Shanghai): statements exist up to it. */
  const thisMonth = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date()).slice(0, 7);

  const SETUP: Record<string, () => Promise<Prepared>> = {
    login: async () => {
      const captcha = await ctx.inject({ method: 'GET', url: byId.get('getCaptcha')?.path ?? '', remoteAddress: nextAddress() });
      return { body: { captchaId: (captcha.json() as { captchaId: string }).captchaId, captchaCode: ctx.config.captchaTestCode } };
    },
    // Logout revokes the calling token: never one that another operation uses.
    logout: async () => ({ token: await freshSession() }),
    getArticle: async () => ({ path: { id: (await listed<{ id: string }>('getArticleList', {}))[0]?.id ?? '' } }),
    getCategory: async () => ({ path: { id: (await listed<{ id: string }>('getCategoryList', {}))[0]?.id ?? '' } }),
    getNav: async () => {
      // A content page (nav type 1), what getNav is for, from the navigation tree.
      type Nav = { id: string; navType: number; children: Nav[] };
      const flat = (items: Nav[]): Nav[] => items.flatMap((n) => [n, ...flat(n.children)]);
      const page = flat(await listed<Nav>('getNavList', { maxResultCount: 99 })).find((n) => n.navType === 1);
      if (!page) throw new Error('getNavList listed no content page (navType 1)');
      return { path: { id: page.id } };
    },
    getOrder: async () => ({ path: { id: idOf(await sendExample('createOrder')) } }),
    getOrderLabel: async () => ({ path: { id: idOf(await sendExample('createOrder')) } }),
    cancelOrder: async () => ({ path: { id: idOf(await sendExample('createOrder')) } }),
    updateOrder: async () => ({ path: { id: idOf(await sendExample('createOrder')) } }),
    getOrderLabels: async () => {
      // As many new orders as the example names.
      const count = (exampleMember('getOrderLabels', 'ids') as unknown[] | undefined)?.length ?? 0;
      const ids: string[] = [];
      while (ids.length < count) ids.push(idOf(await sendExample('createOrder')));
      return { body: { ids } };
    },
    getOrderCustomsDocument: async () => ({ path: { id: idOf(await sendExample('createOrder')) } }),
    getOrderCustomsDocuments: async () => {
      const count = (exampleMember('getOrderCustomsDocuments', 'ids') as unknown[] | undefined)?.length ?? 0;
      const ids: string[] = [];
      while (ids.length < count) ids.push(idOf(await sendExample('createOrder')));
      return { body: { ids } };
    },
    getMerchantData: async () => ({ path: { id: idOf(await sendExample('createMerchantData')) } }),
    updateMerchantData: async () => ({ path: { id: idOf(await sendExample('createMerchantData')) } }),
    deleteMerchantData: async () => ({ path: { id: idOf(await sendExample('createMerchantData')) } }),
    downloadMerchantDataFile: async () => {
      const record = (await sendExample('createMerchantData')).json() as { id: string; files: { id: string }[] };
      return { path: { id: record.id, fileId: record.files[0]?.id ?? '' } };
    },
    getAddress: async () => ({ path: { id: idOf(await sendExample('createAddress')) } }),
    updateAddress: async () => ({ path: { id: idOf(await sendExample('createAddress')) } }),
    deleteAddress: async () => {
      const token = await freshSession();
      return { token, path: { id: idOf(await sendExample('createAddress', { token })) } };
    },
    updateMyProfile: async () => ({ token: await freshSession() }),
    // The new account's password is the example's current password, so the example is sent as written.
    changePassword: async () => ({ token: await freshSession(String(exampleMember('changePassword', 'currentPassword'))) }),
    updateDefaultSenderAddress: async () => {
      const token = await freshSession();
      return { token, body: { addressId: idOf(await sendExample('createAddress', { token })) } };
    },

    // ---- the staff contract: orders made by the customer contract's own example, then moved as staff
    // A demo waybill number is deterministic (the seed's), so the example's is used as written.
    getOpsOrderByWaybill: async () => ({ path: { waybillNumber: String(byId.get('getOpsOrderByWaybill')?.parameters.find((p) => p.in === 'path')?.example) } }),
    getOpsOrder: async () => ({ path: { id: idOf(await sendExample('createOrder')) } }),
    postOrderEvent: async () => {
      // The example's event leaves the warehouse: the order is received first (receiving's own example).
      const id = await receivedOrder();
      return { path: { id }, body: { time: new Date().toISOString() } };
    },
    raiseOrderException: async () => ({ path: { id: idOf(await sendExample('createOrder')) } }),
    resolveOrderException: async () => {
      const id = idOf(await sendExample('createOrder'));
      await sendExample('raiseOrderException', { path: { id } });
      return { path: { id } };
    },
    receiveParcels: async () => ({ body: { waybillNumber: waybillOf(await sendExample('createOrder')) } }),
    getBatch: async () => ({ path: { id: await newBatch() } }),
    updateBatch: async () => ({ path: { id: await newBatch() } }),
    addBatchOrders: async () => ({ path: { id: await newBatch() } }),
    removeBatchOrder: async () => {
      const orderId = idOf(await sendExample('createOrder'));
      return { path: { id: await newBatch([orderId]), orderId } };
    },
    postBatchEvent: async () => ({ path: { id: await newBatch([await receivedOrder()]) }, body: { time: new Date().toISOString() } }),
    // ---- the contact inbox: a message sent through the customer contract's own contact-form example
    getContactMessage: async () => ({ path: { id: idOf(await sendExample('createUserMessage')) } }),
    handleContactMessage: async () => ({ path: { id: idOf(await sendExample('createUserMessage')) } }),
    reopenContactMessage: async () => {
      const id = idOf(await sendExample('createUserMessage'));
      await sendExample('handleContactMessage', { path: { id } });
      return { path: { id } };
    },
    // Another staff account than the caller's (an admin cannot demote themselves).
    updateStaff: async () => ({ path: { id: (await ctx.createUser({ userName: `examples-staff-${++userCounter}`, userType: 40, staffRole: 'operator' })).id } }),
    // Customers of their own (the example merchant of createCustomer may only be created once).
    getCustomer: async () => ({ path: { id: (await ctx.createUser({ userName: `examples-customer-${++userCounter}`, userType: 20 })).id } }),
    setCustomerActive: async () => ({ path: { id: (await ctx.createUser({ userName: `examples-customer-${++userCounter}`, userType: 20 })).id } }),
    // ---- events in bulk: the import's example rows and the machine API's events, on a received order of their own
    // and at the current time (an event may not be older than the order's latest); keys made by createApiKey's own
    // example (both scopes).
    importEvents: async () => {
      const waybillNumber = await receivedWaybill();
      const rows = (exampleMember('importEvents', 'rows') as Obj[]).map((row, i) => ({ ...row, waybillNumber, time: new Date(Date.now() + i * 1000).toISOString() }));
      return { body: { rows } };
    },
    postIntegrationEvents: async () => {
      const waybillNumber = await receivedWaybill();
      const events = (exampleMember('postIntegrationEvents', 'events') as Obj[]).map((event, i) => ({ ...event, waybillNumber, time: new Date(Date.now() + i * 1000).toISOString() }));
      return { apiKey: await newApiKey(), body: { events } };
    },
    getIntegrationTracking: async () => ({ apiKey: await newApiKey(), path: { waybillNumber: String(byId.get('getIntegrationTracking')?.parameters.find((p) => p.in === 'path')?.example) } }),
    revokeApiKey: async () => ({ path: { id: ((await sendExample('createApiKey')).json() as { apiKey: { id: string } }).apiKey.id } }),
    // ---- billing (issue 29): a customer of their own; a reversal reverses their example payment
    getCustomerBillingAccount: billingCustomer,
    updateCustomerBillingAccount: billingCustomer,
    getCustomerLedgerEntryList: billingCustomer,
    recordCustomerPayment: billingCustomer,
    recordCustomerAdjustment: billingCustomer,
    reverseLedgerEntry: async () => ({ path: { id: idOf(await sendExample('recordCustomerPayment', await billingCustomer())) } }),
    // A payment of its own recorded with a proof: recordCustomerPayment's example as multipart, a PNG in `proof`.
    getPaymentProof: async () => ({ path: { id: idOf(await paymentWithProof()) } }),
    // An order whose charge its customer's balance does not cover: a new member's (the demo member has a top-up),
    // received, left unpaid, held.
    releaseOrderHold: async () => ({ path: { id: await heldOrReceivedOrder(await freshSession()) } }),
    // A top-up notice of the example's own (the member's, with the example's screenshot) for each operation on one.
    getMyTopUpNoticeScreenshot: async () => ({ path: { id: idOf(await sendExample('createTopUpNotice')) } }),
    getTopUpNotice: async () => ({ path: { id: idOf(await sendExample('createTopUpNotice')) } }),
    getTopUpNoticeScreenshot: async () => ({ path: { id: idOf(await sendExample('createTopUpNotice')) } }),
    confirmTopUpNotice: async () => ({ path: { id: idOf(await sendExample('createTopUpNotice')) } }),
    rejectTopUpNotice: async () => ({ path: { id: idOf(await sendExample('createTopUpNotice')) } }),
    resetCustomerPassword: async () => ({ path: { id: (await ctx.createUser({ userName: `examples-customer-${++userCounter}`, userType: 30, merchantId: 'M900900' })).id } }),
    // Statements of the current month (the seed's site zone); invoices of demo-member's orders received here.
    getMyStatement: async () => ({ path: { month: thisMonth() } }),
    getCustomerStatementMonths: billingCustomer,
    getCustomerStatement: async () => ({ path: { ...(await billingCustomer()).path, month: thisMonth() } }),
    getCustomerInvoiceList: billingCustomer,
    createOrderInvoice: async () => ({ path: { id: await receivedOrder() } }),
    createPeriodInvoice: async () => {
      await receivedOrder();
      const member = await ctx.db.selectFrom('users').select('id').where('userName', '=', DEMO_MEMBER.userName).executeTakeFirstOrThrow();
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
      return { path: { id: member.id }, body: { from: today, to: today } };
    },
    getMyInvoicePdf: async () => ({ path: { id: idOf(await sendExample('createOrderInvoice', { path: { id: await receivedOrder() } })) } }),
    getInvoicePdf: async () => ({ path: { id: idOf(await sendExample('createOrderInvoice', { path: { id: await receivedOrder() } })) } }),
    // Charge types: a type of the create example's own making (a fresh code); charge lines on a received order's charge.
    updateChargeType: async () => ({ path: { code: ((await sendExample('createChargeType', { body: { code: `example-${++userCounter}` } })).json() as { code: string }).code } }),
    addOrderChargeLine: async () => ({ path: { id: await receivedOrder() } }),
    updateOrderChargeLine: manualChargeLine,
    removeOrderChargeLine: manualChargeLine,

    // ---- site content (issue 13): a navigation item or home block of the create example's own making
    updateSiteNav: async () => ({ path: { id: idOf(await sendExample('createSiteNav')) } }),
    deleteSiteNav: async () => ({ path: { id: idOf(await sendExample('createSiteNav')) } }),
    moveSiteNav: async () => ({ path: { id: idOf(await sendExample('createSiteNav')) } }),
    setSiteNavVisibility: async () => ({ path: { id: idOf(await sendExample('createSiteNav')) } }),
    updateSitePageContent: async () => ({ path: { id: idOf(await sendExample('createSitePageContent')) } }),
    deleteSitePageContent: async () => ({ path: { id: idOf(await sendExample('createSitePageContent')) } }),
    moveSitePageContent: async () => ({ path: { id: idOf(await sendExample('createSitePageContent')) } }),
    setSitePageContentPublished: async () => ({ path: { id: idOf(await sendExample('createSitePageContent')) } }),

    // ---- e-mail
    updateMyMailSettings: async () => ({ token: await freshSession() }),
    // A reset link's token exists only in a mail: the setup stores the example's token for an account of its own,
    // as requestPasswordReset would (only its hash, valid 30 minutes).
    resetPassword: async () => {
      const user = await ctx.createUser({ userName: `examples-${++userCounter}` });
      const now = Date.now();
      await ctx.db
        .insertInto('password_reset_tokens')
        .values({
          id: randomUUID(),
          userId: user.id,
          tokenHash: hashToken(String(exampleMember('resetPassword', 'token'))),
          expiresAt: new Date(now + 30 * 60_000).toISOString(),
          usedTime: null,
          creationTime: new Date(now).toISOString(),
        })
        .execute();
      return {};
    },
    replyToContactMessage: async () => ({ path: { id: idOf(await sendExample('createUserMessage')) } }),
    sendCustomerPasswordResetLink: async () => ({ path: { id: (await ctx.createUser({ userName: `examples-customer-${++userCounter}`, userType: 20 })).id } }),
    getMail: async () => ({ path: { id: await replyMailId() } }),
    // Only a failed mail can be retried, and no mail fails under inject (nothing sends): the setup marks one failed
    // as the worker does after its last attempt.
    // ---- shipping products and rate sheets: the seeded Standard air product (its id derives from its code), whose
    // destinations and seeded zones the examples keep to
    getOpsRouting: seededProduct,
    updateRouting: seededProduct,
    setRoutingActive: seededProduct,
    getRateSheet: seededProduct,
    replaceRateSheet: seededProduct,
    previewRateSheetImport: seededProduct,
    importRateSheetZones: seededProduct,
    retryMail: async () => {
      const id = await replyMailId();
      await ctx.db.updateTable('mail_outbox').set({ state: 'failed', attempts: 8, nextAttemptTime: null, lastError: '421 try later' }).where('id', '=', id).execute();
      return { path: { id } };
    },
    // Site content (issue 13): an article and a category made through their own create examples.
    getOpsArticle: async () => ({ path: { id: idOf(await sendExample('createArticle')) } }),
    updateArticle: async () => ({ path: { id: idOf(await sendExample('createArticle')) } }),
    setArticlePublished: async () => ({ path: { id: idOf(await sendExample('createArticle')) } }),
    deleteArticle: async () => ({ path: { id: idOf(await sendExample('createArticle')) } }),
    updateCategory: async () => ({ path: { id: idOf(await sendExample('createCategory')) } }),
    deleteCategory: async () => ({ path: { id: idOf(await sendExample('createCategory')) } }),
    // Two new siblings, so the second can move up.
    moveCategory: async () => {
      await sendExample('createCategory');
      return { path: { id: idOf(await sendExample('createCategory')) } };
    },
  };

  /** The outbox id of a reply to a new contact message (through both examples). */
  async function replyMailId(): Promise<string> {
    const message = await sendExample('replyToContactMessage', { path: { id: idOf(await sendExample('createUserMessage')) } });
    return (message.json() as { replies: { mailId: string }[] }).replies[0]?.mailId ?? '';
  }

  const waybillOf = (res: LightMyRequestResponse): string => (res.json() as { waybillNumber: string }).waybillNumber;

  /** A new order of the demo member (of the session `token` when given), received at the warehouse through receiving's own example (and so charged). */
  async function heldOrReceivedOrder(token?: string): Promise<string> {
    const order = await sendExample('createOrder', token ? { token } : {});
    await sendExample('receiveParcels', { body: { waybillNumber: waybillOf(order) } });
    return idOf(order);
  }

  /** recordCustomerPayment's body example, sent as multipart with a real PNG in `proof`, for a customer of its own. */
  async function paymentWithProof(): Promise<LightMyRequestResponse> {
    const op = byId.get('recordCustomerPayment');
    if (!op || !isObj(op.body?.example)) throw new Error('recordCustomerPayment has no body example');
    const { path } = await billingCustomer();
    const token = await defaultSession(op);
    const fields = Object.fromEntries(Object.entries(op.body.example).map(([key, value]) => [key, String(value)]));
    const { payload, headers } = multipartBody(fields, [{ ...(await fileNamed('cmb-receipt.png', token, op.operationId)), field: 'proof' }]);
    const url = op.path.replace('{id}', path?.['id'] ?? '');
    const res = await ctx.inject({ method: 'POST', url, payload, headers: { ...headers, ...authorization(token) }, remoteAddress: nextAddress() });
    if (res.statusCode !== 201) throw new Error(`recordCustomerPayment with a proof answered ${res.statusCode}:\n${explain(res)}`);
    return res;
  }

  /**
   * A new order of the demo member, received at the warehouse and free to leave it: when its charge left the
   * member's balance short (pay before dispatch, issue 29), what it needs is paid through recordCustomerPayment's own
   * example.
   */
  async function receivedOrder(): Promise<string> {
    const id = await heldOrReceivedOrder();
    const order = (await sendExample('getOpsOrder', { path: { id } })).json() as { customer: { id: string }; paymentHold: { amountDueMinor: number } | null };
    if (order.paymentHold) {
      await sendExample('recordCustomerPayment', { path: { id: order.customer.id }, body: { amountMinor: order.paymentHold.amountDueMinor, reference: `EXAMPLES-PAY-${++userCounter}` } });
    }
    return id;
  }

  /** A received order and the line addOrderChargeLine's example added to its charge. */
  async function manualChargeLine(): Promise<Prepared> {
    const id = await receivedOrder();
    const order = (await sendExample('addOrderChargeLine', { path: { id } })).json() as { charge: { lines: { lineId: string | null }[] } };
    return { path: { id, lineId: order.charge.lines.at(-1)?.lineId ?? '' } };
  }

  /** The waybill number of a new order received at the warehouse. */
  async function receivedWaybill(): Promise<string> {
    const id = await receivedOrder();
    return (await ctx.db.selectFrom('orders').select('waybillNumber').where('id', '=', id).executeTakeFirstOrThrow()).waybillNumber;
  }

  /** The secret of a new API key (createApiKey's own example). */
  const newApiKey = async (): Promise<string> => ((await sendExample('createApiKey')).json() as { secret: string }).secret;

  /** A bag of its own (a reference no example uses) holding the given orders, as the demo admin. */
  async function newBatch(orderIds: string[] = []): Promise<string> {
    const token = await demoSession(DEMO_ADMIN);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const rows = orderIds.length ? await ctx.db.selectFrom('orders').select('waybillNumber').where('id', 'in', orderIds).execute() : [];
    const res = await ctx.inject({
      method: 'POST',
      url: byId.get('createBatch')?.path ?? '',
      headers,
      payload: JSON.stringify({ type: 'BAG', reference: `EXAMPLES-${++userCounter}`, origin: 'SZX', destination: 'HKG', waybillNumbers: rows.map((r) => r.waybillNumber) }),
    });
    if (res.statusCode !== 201) throw new Error(`A setup batch could not be created: ${res.statusCode} ${res.body}`);
    return idOf(res);
  }

  it('reads the operations from every contract, and every setup step belongs to one of them', () => {
    expect(contracts.map((c) => c.name)).toEqual(expect.arrayContaining(['api-f', 'api-ops']));
    expect(operations.filter((op) => op.contract.name === 'api-f').length).toBeGreaterThanOrEqual(42);
    expect(operations.filter((op) => op.contract.name === 'api-ops').length).toBeGreaterThanOrEqual(23);
    expect(byId.size).toBe(operations.length);
    expect(Object.keys(SETUP).filter((id) => !byId.has(id))).toEqual([]);
  });

  // Before the staff examples change the seeded sheet: the quote's example is priced, with the seeded Standard air
  // figures that rates/pricing.spec.ts works out.
  it('getQuote: its example is answered with a price', async () => {
    const res = await sendExample('getQuote');
    const [item] = (res.json() as { items: { routingCode: string; available: boolean; chargeableWeightKg: number; price: { currency: string; total: number } | null }[] }).items;
    expect(item).toMatchObject({ routingCode: 'AIR-STD', available: true, chargeableWeightKg: 37.5, price: { currency: 'CNY', total: 2799 } });
  });

  it.each(operations.map((op) => [op.operationId, op] as const))('%s: its examples succeed', async (_operationId, op) => {
    const problems: string[] = [];
    for (const p of op.parameters) if (!p.hasExample) problems.push(`parameter "${p.name}" (${p.in}) has no example`);
    if (op.body && !op.body.hasExample) problems.push(`the ${op.body.mediaType} request body has no example`);
    if (op.body?.hasExample) {
      problems.push(...missingMembers(op.body.schema, op.body.example, op.contract.document).map((m) => `the request body's example never shows ${m}`));
    }
    if (problems.length) throw new Error(`${op.operationId} in ${path.relative(REPO_ROOT, op.contract.file)}:\n  - ${problems.join('\n  - ')}`);

    const prepared = (await SETUP[op.operationId]?.()) ?? {};
    const res = await sendExample(op.operationId, prepared);
    expect(res.statusCode).toBe(op.successStatus);
  });
});
