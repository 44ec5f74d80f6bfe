import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { JsonSchema, LoadedSpec, MediaSpec } from './spec';

const CONTRACT_ID = 'https://contract.invalid/api.json';

export const MEDIA_JSON = 'application/json';
export const MEDIA_FORM = 'application/x-www-form-urlencoded';
export const MEDIA_MULTIPART = 'multipart/form-data';

export interface OperationValidators {
  params: ValidateFunction | undefined;
  query: ValidateFunction | undefined;
  /** Keyed by media type (json, form, multipart fields only). */
  body: Map<string, ValidateFunction>;
  /** Binary parts of a multipart body: field name → { required, multiple, minItems, maxItems }. */
  multipartFiles: Map<string, FilePartRule>;
  /** Keyed by status code; only statuses answering application/json. */
  responses: Map<string, ValidateFunction>;
}

export interface FilePartRule {
  required: boolean;
  multiple: boolean;
  minItems: number;
  maxItems: number;
}

/**
 * The contracts' format of free-text filters (keywords). A control character (C0, DEL, C1) cannot be typed and
 * matches nothing real, while some break the query on the way (`\u0000` ends a C string in a driver and the filter
 * became "no filter"): refused with a 400 of its own, in one place, for every field the contracts mark.
 */
export const SEARCH_TEXT_FORMAT = 'search-text';
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
const isSearchText = (text: string): boolean => !CONTROL_CHARACTER.test(text);

function createAjv(mode: 'request' | 'json' | 'response', document: Record<string, unknown>): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    // OpenAPI carries non-JSON-Schema keywords (example, discriminator, xml): tolerate them.
    strict: false,
    // Query strings, path segments and form fields arrive as text; `array` also wraps a single repeated key.
    coerceTypes: mode === 'request' ? 'array' : false,
    useDefaults: mode !== 'response',
  });
  addFormats(ajv);
  // OpenAPI's own formats are descriptive (sizes and encodings), not constraints worth failing on.
  for (const name of ['int32', 'int64', 'float', 'double', 'binary', 'byte', 'password']) ajv.addFormat(name, true);
  ajv.addFormat(SEARCH_TEXT_FORMAT, isSearchText);
  ajv.addSchema(document, CONTRACT_ID, undefined, false);
  return ajv;
}

/** Makes local refs (`#/components/...`) of a schema fragment point into the contract document. */
function anchor(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(anchor);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string' && v.startsWith('#') ? `${CONTRACT_ID}${v}` : anchor(v),
    ]),
  );
}

type Obj = Record<string, unknown>;

function follow(document: Obj, schema: JsonSchema | undefined): Obj {
  let node: unknown = schema;
  for (let hops = 0; hops < 20 && node && typeof node === 'object' && typeof (node as Obj)['$ref'] === 'string'; hops++) {
    const ref = (node as Obj)['$ref'] as string;
    node = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((n, key) => (n as Obj | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], document);
  }
  return (node && typeof node === 'object' ? node : {}) as Obj;
}

const isBinary = (s: Obj): boolean =>
  s['type'] === 'string' && (typeof s['contentMediaType'] === 'string' || s['format'] === 'binary');

function multipartParts(document: Obj, media: MediaSpec): { fields: Obj; files: Map<string, FilePartRule> } {
  const schema = follow(document, media.schema);
  const properties = (schema['properties'] as Record<string, JsonSchema> | undefined) ?? {};
  const required = new Set((schema['required'] as string[] | undefined) ?? []);
  const files = new Map<string, FilePartRule>();
  const fieldProps: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(properties)) {
    const prop = follow(document, raw);
    if (isBinary(prop)) {
      files.set(name, { required: required.has(name), multiple: false, minItems: 1, maxItems: 1 });
    } else if (prop['type'] === 'array' && isBinary(follow(document, prop['items'] as JsonSchema))) {
      files.set(name, {
        required: required.has(name),
        multiple: true,
        minItems: Number(prop['minItems'] ?? 0),
        maxItems: Number(prop['maxItems'] ?? Number.POSITIVE_INFINITY),
      });
    } else {
      fieldProps[name] = raw;
    }
  }
  const fields: Obj = {
    type: 'object',
    properties: fieldProps,
    required: [...required].filter((n) => !files.has(n)),
    // A schema closed to other members stays closed for its text parts (a customer's upload cannot add fields).
    ...(schema['additionalProperties'] === false ? { additionalProperties: false } : {}),
  };
  return { fields, files };
}

function objectOf(params: { name: string; required: boolean; schema: JsonSchema }[]): Obj | undefined {
  if (params.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
    required: params.filter((p) => p.required).map((p) => p.name),
  };
}

const compiled = new WeakMap<LoadedSpec, Map<string, OperationValidators>>();

/** Compiles the request and response validators of every operation once per loaded contract. */
export function compileValidators(spec: LoadedSpec): Map<string, OperationValidators> {
  const hit = compiled.get(spec);
  if (hit) return hit;
  const request = createAjv('request', spec.document);
  const json = createAjv('json', spec.document);
  const response = createAjv('response', spec.document);
  const result = new Map<string, OperationValidators>();

  for (const op of spec.operations) {
    const compile = (ajv: Ajv2020, schema: unknown, where: string): ValidateFunction => {
      try {
        return ajv.compile(anchor(schema) as Obj);
      } catch (error) {
        throw new Error(`Cannot compile the ${where} schema of ${op.operationId}: ${(error as Error).message}`);
      }
    };
    const pathSchema = objectOf(op.parameters.filter((p) => p.in === 'path'));
    const querySchema = objectOf(op.parameters.filter((p) => p.in === 'query'));
    const body = new Map<string, ValidateFunction>();
    let multipartFiles = new Map<string, FilePartRule>();
    for (const [mediaType, media] of Object.entries(op.requestBody?.content ?? {})) {
      if (mediaType === MEDIA_JSON && media.schema !== undefined) {
        body.set(mediaType, compile(json, media.schema, 'JSON body'));
      } else if (mediaType === MEDIA_FORM && media.schema !== undefined) {
        body.set(mediaType, compile(request, media.schema, 'form body'));
      } else if (mediaType === MEDIA_MULTIPART) {
        const parts = multipartParts(spec.document, media);
        multipartFiles = parts.files;
        body.set(mediaType, compile(request, parts.fields, 'multipart fields'));
      }
    }
    const responses = new Map<string, ValidateFunction>();
    for (const [status, r] of Object.entries(op.responses)) {
      const schema = r.content[MEDIA_JSON]?.schema;
      if (schema !== undefined) responses.set(status, compile(response, schema, `${status} response`));
    }
    result.set(op.operationId, {
      params: pathSchema && compile(request, pathSchema, 'path'),
      query: querySchema && compile(request, querySchema, 'query'),
      body,
      multipartFiles,
      responses,
    });
  }
  compiled.set(spec, result);
  return result;
}

export type { ValidateFunction };
