import type { FastifyRequest } from 'fastify';
import type { ValidateFunction } from 'ajv';
import { AppError, ValidationError, type ValidationIssue } from '../errors/app-errors';
import type { FilePartRule } from './openapi/validators';
import { toValidationIssues } from './openapi/validation-issues';
import { memberWithNul, nulCharacterIssue } from './request-data';

export interface UploadedFile {
  fieldName: string;
  fileName: string;
  mimeType: string;
  data: Buffer;
  size: number;
}

export interface MultipartData<F = Record<string, unknown>> {
  /** Text fields, validated and coerced against the contract's multipart schema. */
  fields: F;
  /** Binary parts by field name, in upload order. */
  files: Record<string, UploadedFile[]>;
}

/** One operation's multipart rules from the contract: a validator of its text fields and its file parts. */
export interface MultipartContract {
  fields: ValidateFunction | undefined;
  files: Map<string, FilePartRule>;
}

export interface MultipartOptions {
  /** Per-file limit in bytes (default: the server-wide limit given to buildApp). */
  maxFileBytes?: number;
  /** Maximum number of files in the request. */
  maxFiles?: number;
}

export interface MultipartLimits {
  fileSize: number;
  files: number;
  fields: number;
  fieldSize: number;
}

export const DEFAULT_MULTIPART_LIMITS: MultipartLimits = {
  fileSize: 10 * 1024 * 1024,
  files: 10,
  fields: 50,
  fieldSize: 1024 * 1024,
};

/** A multipart parser's refusal for a body past its limits (answered 413). */
export function isLimitError(error: unknown): boolean {
  const e = error as { code?: string; statusCode?: number };
  return e?.statusCode === 413 || /^FST_(REQ_FILE_TOO_LARGE|FILES_LIMIT|FIELDS_LIMIT|PARTS_LIMIT)/.test(e?.code ?? '');
}

/**
 * Reads a whole multipart request into memory within the limits (files are small here: at most a few MiB each),
 * then checks the text fields and file counts against the contract. Content checks (extension, magic bytes)
 * stay with the module, which knows what it accepts.
 */
export async function readMultipart(
  request: FastifyRequest,
  contract: MultipartContract,
  defaults: MultipartLimits,
  options: MultipartOptions = {},
): Promise<MultipartData> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'Core:UnsupportedMediaType', { code: 'UnsupportedMediaType' });
  }
  const raw: Record<string, unknown> = {};
  const files: Record<string, UploadedFile[]> = {};
  try {
    const parts = request.parts({
      limits: {
        fileSize: options.maxFileBytes ?? defaults.fileSize,
        files: options.maxFiles ?? defaults.files,
        fields: defaults.fields,
        fieldSize: defaults.fieldSize,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        (files[part.fieldname] ??= []).push({
          fieldName: part.fieldname,
          // busboy takes a part without a filename for a file when its type is octet-stream: a name-less file.
          fileName: part.filename ?? '',
          mimeType: part.mimetype,
          data,
          size: data.length,
        });
      } else {
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        if (value === '') continue; // an empty form field means "not given"
        const existing = raw[part.fieldname];
        raw[part.fieldname] = existing === undefined ? value : ([] as unknown[]).concat(existing, value);
      }
    }
  } catch (error) {
    if (isLimitError(error)) throw new AppError(413, 'Core:PayloadTooLarge', { code: 'PayloadTooLarge' });
    if (error instanceof AppError) throw error;
    // Malformed or cut-off multipart data (busboy's "Unexpected end of form", a broken part header): the client's
    // request is at fault, a 400 like merchant-data's streaming reader answers, never a 500.
    throw new AppError(400, 'Core:BadRequest', { code: 'BadRequest' });
  }

  const issues: ValidationIssue[] = [];
  if (contract.fields && !contract.fields(raw)) issues.push(...toValidationIssues(contract.fields.errors));
  for (const [name, rule] of contract.files) {
    const count = files[name]?.length ?? 0;
    if (rule.required && count === 0) {
      issues.push({ members: [name], messageKey: 'Validation:Required', params: { field: name } });
    } else if (count > 0 && count < rule.minItems) {
      issues.push({ members: [name], messageKey: 'Validation:MinItems', params: { field: name, limit: rule.minItems } });
    } else if (count > rule.maxItems) {
      issues.push({ members: [name], messageKey: 'Validation:MaxItems', params: { field: name, limit: rule.maxItems } });
    }
  }
  for (const name of Object.keys(files)) {
    if (!contract.files.has(name)) {
      issues.push({ members: [name], messageKey: 'Validation:AdditionalProperty', params: { field: name } });
    }
  }
  if (!issues.length) {
    const withNul = memberWithNul(raw) ?? Object.values(files).flat().find((f) => f.fileName.includes('\u0000'))?.fieldName;
    if (withNul) issues.push(nulCharacterIssue(withNul));
  }
  if (issues.length) throw new ValidationError(issues);
  return { fields: raw, files };
}
