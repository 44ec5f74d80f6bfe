import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError, ValidationError, type ValidationIssue } from '../../errors/app-errors';
import { isLimitError, type MultipartContract } from '../../http/multipart';
import { toValidationIssues } from '../../http/openapi/validation-issues';
import { memberWithNul, nulCharacterIssue } from '../../http/request-data';
import { MAX_FILE_BYTES, MAX_FILES, type StagedFile, type UploadStaging } from './upload-staging';

export const FILES_FIELD = 'files';
/** Room for the text fields and the multipart framing on top of the files themselves. */
const BODY_OVERHEAD_BYTES = 1024 * 1024;
/** Parts beyond this are not even drained: the request is answered 413. */
const HARD_MAX_FILE_PARTS = 20;

export interface UploadRead {
  /** Text fields as validated (and coerced) by the contract's multipart schema. */
  fields: Record<string, unknown>;
  /** The accepted files, in upload order, each in the staging folder. */
  files: StagedFile[];
}

type PartsOptions = NonNullable<Parameters<FastifyRequest['parts']>[0]>;

const payloadTooLarge = (): AppError => new AppError(413, 'Core:PayloadTooLarge', { code: 'PayloadTooLarge' });

async function drain(stream: Readable): Promise<void> {
  stream.resume();
  // `finished`, not an 'end' listener: a part the parser already destroyed (a body cut off inside it) never ends.
  await finished(stream);
}

/**
 * Streams a multipart upload into `staging` (never into memory) and checks it against the contract and the
 * module's file rules. Every problem is collected so the answer lists each refused file (`files[i]`); a body beyond
 * what 5 files of 10 MiB can need is refused up front with 413. Throws after discarding the staged files when
 * anything is wrong, so the caller only ever sees an upload that may be stored as a whole.
 */
export async function readUpload(
  request: FastifyRequest,
  staging: UploadStaging,
  contract: MultipartContract,
  limits: { maxFiles?: number; maxFileBytes?: number } = {},
): Promise<UploadRead> {
  if (!request.isMultipart()) throw new AppError(415, 'Core:UnsupportedMediaType', { code: 'UnsupportedMediaType' });
  const maxFileBytes = limits.maxFileBytes ?? MAX_FILE_BYTES;
  const maxFiles = Math.min(limits.maxFiles ?? MAX_FILES, contract.files.get(FILES_FIELD)?.maxItems ?? MAX_FILES);
  const declaredLength = Number(request.headers['content-length']);
  if (Number.isFinite(declaredLength) && declaredLength > maxFiles * maxFileBytes + BODY_OVERHEAD_BYTES) {
    throw payloadTooLarge();
  }

  const raw: Record<string, unknown> = {};
  const staged: StagedFile[] = [];
  const issues: ValidationIssue[] = [];
  let fileCount = 0;
  try {
    try {
      // A too-large file ends truncated instead of failing the whole request: it becomes one `files[i]` error.
      // (`parts()` honours throwFileSizeLimit at runtime; its type declaration lacks it.)
      const options: PartsOptions & { throwFileSizeLimit: boolean } = {
        limits: { fileSize: maxFileBytes, files: HARD_MAX_FILE_PARTS, fields: 20, fieldSize: 16 * 1024 },
        throwFileSizeLimit: false,
      };
      const parts = request.parts(options);
      for await (const part of parts) {
        if (part.type === 'file') {
          if (part.fieldname !== FILES_FIELD) {
            await drain(part.file);
            issues.push({ members: [part.fieldname], messageKey: 'Validation:AdditionalProperty', params: { field: part.fieldname } });
          } else if (fileCount++ < maxFiles) {
            staged.push(await staging.stage(part.file, part.filename));
          } else {
            await drain(part.file);
          }
        } else {
          const value = typeof part.value === 'string' ? part.value : String(part.value);
          if (value === '') continue; // an empty form field means "not given"
          const existing = raw[part.fieldname];
          raw[part.fieldname] = existing === undefined ? value : ([] as unknown[]).concat(existing, value);
        }
      }
    } catch (error) {
      if (isLimitError(error)) throw payloadTooLarge();
      // Disk errors (ENOSPC, EACCES) are the server's problem: a 500, not the client's.
      if (error instanceof AppError || (error as NodeJS.ErrnoException).syscall) throw error;
      // Malformed or interrupted multipart data (a client that went away lands here too).
      throw new AppError(400, 'Core:BadRequest', { code: 'BadRequest' });
    }

    if (contract.fields && !contract.fields(raw)) issues.push(...toValidationIssues(contract.fields.errors));
    // PostgreSQL refuses NUL in text (a 500 there); file names lose theirs in sanitizeFileName.
    const withNul = memberWithNul(raw);
    if (withNul) issues.push(nulCharacterIssue(withNul));
    const rule = contract.files.get(FILES_FIELD);
    if (fileCount === 0 && rule?.required) {
      issues.push({ members: [FILES_FIELD], messageKey: 'Validation:Required', params: { field: FILES_FIELD } });
    } else if (fileCount > maxFiles) {
      issues.push({ members: [FILES_FIELD], messageKey: 'Validation:MaxItems', params: { field: FILES_FIELD, limit: maxFiles } });
    } else {
      const duplicates = duplicatesOf(staged);
      staged.forEach((file, index) => {
        const duplicateOf = duplicates.get(index);
        if (!file.problem && duplicateOf === undefined) return;
        const member = `${FILES_FIELD}[${index}]`;
        issues.push(
          file.problem
            ? { members: [member], messageKey: file.problem, params: { fileName: file.fileName, limit: Math.round((maxFileBytes / 1024 / 1024) * 100) / 100 } }
            : { members: [member], messageKey: 'MerchantData:DuplicateFile', params: { fileName: file.fileName, duplicateOf: duplicateOf ?? '' } },
        );
      });
    }
    if (issues.length) throw new ValidationError(issues);
    return { fields: raw, files: staged };
  } catch (error) {
    await staging.discard();
    throw error;
  }
}

/**
 * Files of one upload whose content (sha256) an earlier accepted file already has: index → the earlier file's
 * name. Content, not name and size: two photos may share a name, and the same file renamed is still a copy.
 */
function duplicatesOf(staged: readonly StagedFile[]): Map<number, string> {
  const seen = new Map<string, string>();
  const duplicates = new Map<number, string>();
  staged.forEach((file, index) => {
    if (file.problem) return;
    const first = seen.get(file.sha256);
    if (first === undefined) seen.set(file.sha256, file.fileName);
    else duplicates.set(index, first);
  });
  return duplicates;
}
