import type { InjectOptions } from 'fastify';
import type { OperationSpec } from '../../src/http/openapi/spec';
import {
  HOSTILE_FORM_BODIES,
  HOSTILE_PATH_VALUES,
  HOSTILE_STRINGS,
  MALFORMED_JSON_BODIES,
  WRONG_CONTENT_TYPES,
} from './hostile-values';
import type { Rng } from './prng';
import { mutateObject, objectShape, resolveSchema, sampleHostile, sampleValid } from './schema-sampler';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export type Caller = 'member' | 'merchant' | 'staff';

/** What the generator needs from the running test: credentials and ids the server has handed out so far. */
export interface FuzzWorld {
  /** A fresh bearer token of the caller (fresh, so a fuzzed logout cannot starve the requests after it). */
  token(caller: Caller): Promise<string>;
  /** A live machine API key secret. */
  apiKey(): Promise<string>;
  /** Ids seen in earlier 2xx answers of the resource the path belongs to (see IdPool). */
  knownIds(op: OperationSpec, parameter: string): string[];
}

export interface GeneratedRequest {
  request: InjectOptions;
  /** The strategy, for grouping failures (e.g. `json:hostile amount`, `multipart:truncated`). */
  strategy: string;
}

const JSON_MEDIA = 'application/json';
const FORM_MEDIA = 'application/x-www-form-urlencoded';
const MULTIPART_MEDIA = 'multipart/form-data';

/** The caller an operation is meant for: staff on the staff contract, merchants for merchant data, else a member. */
export function intendedCaller(contractName: string, op: OperationSpec, document: Obj): Caller {
  if (contractName === 'api-ops') return 'staff';
  const raw = (document['paths'] as Obj)[op.path] as Obj | undefined;
  const tags = ((raw?.[op.method] as Obj | undefined)?.['tags'] as string[] | undefined) ?? [];
  return tags.includes('merchant-data') ? 'merchant' : 'member';
}

/** `receiver.phone=1`, `parcels[0].weightKg=2`: the notation the server's form reader unflattens. */
export function formEncode(value: unknown, prefix = '', out = new URLSearchParams()): URLSearchParams {
  if (Array.isArray(value)) value.forEach((v, i) => formEncode(v, `${prefix}[${i}]`, out));
  else if (isObj(value)) for (const [k, v] of Object.entries(value)) formEncode(v, prefix ? `${prefix}.${k}` : k, out);
  else if (value !== undefined && value !== null) out.append(prefix, String(value));
  return out;
}

/** encodeURIComponent, except that a lone surrogate (no UTF-8 form) goes out as the bytes Node would send for it. */
export function encodeText(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

// ---------- multipart ----------

const FILE_STARTS: Record<string, Buffer> = {
  xlsx: Buffer.from('504b030414000600080000002100', 'hex'),
  pdf: Buffer.from('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n', 'latin1'),
  png: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  jpg: Buffer.from('ffd8ffe000104a464946', 'hex'),
  csv: Buffer.from('carton,sku,quantity\r\n1,SPK-200,60\r\n'),
  exe: Buffer.from('4d5a90000300000004000000', 'hex'),
};

interface Part {
  name: string;
  value: Buffer;
  fileName?: string;
  contentType?: string;
}

function multipartPayload(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName !== undefined ? `; filename="${part.fileName}"` : ''}`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), part.value, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

function multipartParts(document: Obj, schema: unknown, rng: Rng): Part[] {
  const { properties, required } = objectShape(document, schema);
  const parts: Part[] = [];
  for (const [name, raw] of Object.entries(properties)) {
    if (!required.includes(name) && rng.chance(0.4)) continue;
    const prop = resolveSchema(document, raw);
    const items = prop['type'] === 'array' ? resolveSchema(document, prop['items']) : undefined;
    const binary = (s: Obj | undefined) => s?.['format'] === 'binary' || typeof s?.['contentMediaType'] === 'string';
    if (binary(prop) || binary(items)) {
      for (let i = 0, n = items ? rng.int(1, 3) : 1; i < n; i++) {
        const extension = rng.pick(Object.keys(FILE_STARTS));
        const start = FILE_STARTS[extension] as Buffer;
        const value = rng.chance(0.5) ? start : Buffer.concat([start, randomBytesOf(rng, rng.int(0, 2048))]);
        const fileName = rng.chance(0.8) ? `fuzz-${i}.${rng.chance(0.8) ? extension : rng.pick(['xlsx', 'pdf', 'png', 'txt', ''])}` : rng.pick(HOSTILE_STRINGS).slice(0, 300).replace(/"/g, '');
        parts.push({ name, value, fileName, contentType: rng.pick(['application/octet-stream', 'application/pdf', 'image/png', 'text/plain']) });
      }
    } else {
      const value = rng.chance(0.6) ? sampleValid(document, raw, rng) : sampleHostile(document, raw, rng);
      parts.push({ name, value: Buffer.from(textOf(value)) });
    }
  }
  if (rng.chance(0.1)) parts.push({ name: rng.pick(['__proto__', 'extra', 'a[length]', '']), value: Buffer.from('1') });
  return parts;
}

/** Deterministic "random" bytes (crypto's are not seeded). */
function randomBytesOf(rng: Rng, n: number): Buffer {
  const out = Buffer.alloc(n);
  for (let i = 0; i < n; i++) out[i] = rng.int(0, 255);
  return out;
}

/** A multipart body, well-formed or broken in one of the ways a cut connection or a hand-rolled client breaks it. */
function multipartBody(document: Obj, schema: unknown, rng: Rng): { payload: Buffer; contentType: string; strategy: string } {
  const boundary = `----fuzz${rng.int(0, 1e9)}`;
  const whole = multipartPayload(multipartParts(document, schema, rng), boundary);
  const good = `multipart/form-data; boundary=${boundary}`;
  const variants: [string, () => { payload: Buffer; contentType: string }][] = [
    ['well-formed', () => ({ payload: whole, contentType: good })],
    ['truncated', () => ({ payload: whole.subarray(0, rng.int(0, Math.max(0, whole.length - 1))), contentType: good })],
    ['no closing boundary', () => ({ payload: whole.subarray(0, whole.length - boundary.length - 6), contentType: good })],
    ['no boundary parameter', () => ({ payload: whole, contentType: 'multipart/form-data' })],
    ['wrong boundary', () => ({ payload: whole, contentType: `multipart/form-data; boundary=other${boundary}` })],
    ['part terminated early', () => ({ payload: Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.xlsx"\r\n\r\nPK\u0003\u0004`), Buffer.from(`\r\n--${boundary}`)]), contentType: good })],
    ['no part headers', () => ({ payload: Buffer.from(`--${boundary}\r\n\r\nvalue\r\n--${boundary}--\r\n`), contentType: good })],
    ['empty body', () => ({ payload: Buffer.alloc(0), contentType: good })],
    ['garbage', () => ({ payload: randomBytesOf(rng, rng.int(1, 4096)), contentType: good })],
    ['boundary only', () => ({ payload: Buffer.from(`--${boundary}--\r\n`), contentType: good })],
    ['quoted odd boundary', () => ({ payload: whole, contentType: `multipart/form-data; boundary="${boundary}"; boundary=x` })],
  ];
  // Half well-formed, so the handlers behind the parser are reached too.
  const [strategy, make] = rng.chance(0.45) ? (variants[0] as (typeof variants)[number]) : rng.pick(variants.slice(1));
  return { ...make(), strategy };
}

// ---------- parameters ----------

function pathValue(document: Obj, op: OperationSpec, name: string, world: FuzzWorld, rng: Rng, hostile: boolean): { value: string; raw: boolean } {
  const known = world.knownIds(op, name);
  if (!hostile && known.length && rng.chance(0.85)) return { value: rng.pick(known), raw: false };
  const schema = op.parameters.find((p) => p.in === 'path' && p.name === name)?.schema;
  if (!hostile) return { value: textOf(sampleValid(document, schema, rng)) || 'x', raw: false };
  // `%zz` and friends go into the URL unencoded: what a broken client or a scanner sends.
  if (rng.chance(0.15)) return { value: rng.pick(['%zz', '%', '%0', '%u0041', '%c0%af', '%2e%2e']), raw: true };
  return { value: rng.pick(HOSTILE_PATH_VALUES), raw: false };
}

function queryString(document: Obj, op: OperationSpec, rng: Rng, hostile: boolean): string {
  const pairs: string[] = [];
  for (const p of op.parameters.filter((q) => q.in === 'query')) {
    if (!p.required && rng.chance(0.4)) continue;
    if (hostile && p.required && rng.chance(0.2)) continue;
    const value = hostile && rng.chance(0.5) ? sampleHostile(document, p.schema, rng) : sampleValid(document, p.schema, rng);
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) pairs.push(`${encodeText(p.name)}=${encodeText(textOf(v))}`);
  }
  if (hostile && rng.chance(0.3)) pairs.push(rng.pick(HOSTILE_FORM_BODIES));
  return pairs.join('&');
}

// ---------- the request ----------

function jsonBody(document: Obj, schema: unknown, rng: Rng): { payload: string; strategy: string; contentType: string } {
  const roll = rng.next();
  const valid = sampleValid(document, schema, rng);
  if (roll < 0.3) return { payload: JSON.stringify(valid), strategy: 'json:valid', contentType: JSON_MEDIA };
  if (roll < 0.75 && isObj(valid)) {
    const { value, what } = mutateObject(document, schema, valid, rng);
    return { payload: JSON.stringify(value), strategy: `json:${what}`, contentType: JSON_MEDIA };
  }
  if (roll < 0.9) return { payload: rng.pick(MALFORMED_JSON_BODIES), strategy: 'json:malformed', contentType: JSON_MEDIA };
  const contentType = rng.pick(WRONG_CONTENT_TYPES);
  return { payload: JSON.stringify(valid), strategy: `json:content-type ${contentType}`, contentType };
}

function formBody(document: Obj, schema: unknown, rng: Rng): { payload: string; strategy: string; contentType: string } {
  const roll = rng.next();
  const valid = sampleValid(document, schema, rng);
  if (roll < 0.3) return { payload: formEncode(valid).toString(), strategy: 'form:valid', contentType: FORM_MEDIA };
  if (roll < 0.65 && isObj(valid)) {
    const { value, what } = mutateObject(document, schema, valid, rng);
    return { payload: formEncode(value).toString(), strategy: `form:${what}`, contentType: FORM_MEDIA };
  }
  if (roll < 0.9) {
    const trick = rng.pick(HOSTILE_FORM_BODIES);
    // The trick alone, or riding along a valid form (so validation does not stop it before the handler).
    const payload = rng.chance(0.5) ? trick : `${formEncode(valid).toString()}&${trick}`;
    return { payload, strategy: `form:keys ${trick}`, contentType: FORM_MEDIA };
  }
  const contentType = rng.pick(WRONG_CONTENT_TYPES.concat(JSON_MEDIA));
  return { payload: formEncode(valid).toString(), strategy: `form:content-type ${contentType}`, contentType };
}

type AuthChoice = Caller | 'none' | 'garbage' | 'expired-looking';

/** One request for `op`: valid-looking or hostile in its path, query, body, content type and credentials. */
export async function generateRequest(
  contractName: string,
  document: Obj,
  op: OperationSpec,
  world: FuzzWorld,
  rng: Rng,
): Promise<GeneratedRequest> {
  const strategies: string[] = [];
  const hostileParams = rng.chance(0.35);
  const headers: Record<string, string> = {};

  // Credentials: mostly the caller the operation is for, so authorised paths are exercised.
  if (op.apiKeyHeader) {
    const roll = rng.next();
    if (roll < 0.75) headers[op.apiKeyHeader] = await world.apiKey();
    else if (roll < 0.9) headers[op.apiKeyHeader] = rng.pick(['', 'x', 'k'.repeat(5000), randomBytesOf(rng, 24).toString('base64url')]);
    if (roll >= 0.75) strategies.push('api-key:bad');
  } else {
    const intended = intendedCaller(contractName, op, document);
    const auth: AuthChoice = rng.chance(0.75) ? intended : rng.pick<AuthChoice>(['member', 'merchant', 'staff', 'none', 'garbage', 'expired-looking']);
    if (auth === 'garbage') headers['authorization'] = rng.pick(['Bearer', 'Bearer ', 'Basic YTpi', 'Bearer ' + 'x'.repeat(4000), 'bearer\tabc']);
    else if (auth === 'expired-looking') headers['authorization'] = `Bearer ${randomBytesOf(rng, 32).toString('base64url')}`;
    else if (auth !== 'none') headers['authorization'] = `Bearer ${await world.token(auth)}`;
    if (auth !== intended) strategies.push(`auth:${auth}`);
  }
  if (rng.chance(0.2)) headers['accept-language'] = rng.pick(['en', 'zh-Hans', 'en-US,en;q=0.9', '*', 'xx', ';;;q=abc', 'x'.repeat(500)]);

  let url = op.path;
  for (const p of op.parameters.filter((q) => q.in === 'path')) {
    const { value, raw } = pathValue(document, op, p.name, world, rng, hostileParams);
    url = url.replace(`{${p.name}}`, raw ? value : encodeText(value));
  }
  const query = queryString(document, op, rng, hostileParams);
  if (query) url += `?${query}`;
  if (hostileParams) strategies.push('params:hostile');

  const request: InjectOptions = {
    method: op.method.toUpperCase() as InjectOptions['method'],
    url,
    headers,
    remoteAddress: `10.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
  };

  const content = op.requestBody?.content ?? {};
  const mediaTypes = Object.keys(content);
  if (mediaTypes.length === 0) {
    // Operations without a body get one now and then: a body where none belongs must not matter.
    if (rng.chance(0.1)) {
      headers['content-type'] = rng.pick([JSON_MEDIA, FORM_MEDIA, 'text/plain']);
      request.payload = rng.pick(['{"a":1}', 'a=1', '{', 'x'.repeat(1000)]);
      strategies.push('body:unexpected');
    }
  } else {
    const mediaType = rng.pick(mediaTypes);
    const schema = content[mediaType]?.schema;
    let body: { payload: string | Buffer; strategy: string; contentType: string };
    if (mediaType === MULTIPART_MEDIA) {
      const m = multipartBody(document, schema, rng);
      body = { payload: m.payload, contentType: m.contentType, strategy: `multipart:${m.strategy}` };
    } else if (mediaType === FORM_MEDIA) {
      body = formBody(document, schema, rng);
    } else {
      body = jsonBody(document, schema, rng);
    }
    if (rng.chance(0.05)) {
      strategies.push('body:missing');
    } else {
      headers['content-type'] = body.contentType;
      request.payload = body.payload;
      strategies.push(body.strategy);
    }
  }
  return { request, strategy: strategies.join(' ') || 'plain' };
}
