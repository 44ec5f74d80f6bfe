import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { EnumCategory, MerchantDataCategory, type components } from '@forwarder/contracts/api-f';
import { newId, nowIso } from '../../db/ids';
import type { PagedResult } from '../../db/paging';
import { inTransaction, type Executor } from '../../db/transaction';
import { invalidField, NotFoundError } from '../../errors/app-errors';
import type { Locale } from '../../i18n/locale';
import { enumDisplayName } from '../system';
import * as repo from './merchant-data.repository';
import type { MerchantDataFilesTable, MerchantDatasTable } from './merchant-data.tables';
import { resolveStoragePath, storagePathOf } from './storage-paths';
import type { StagedFile, UploadStaging } from './upload-staging';

export type MerchantDataDto = components['schemas']['MerchantData'];
export type MerchantDataListDto = components['schemas']['MerchantDataListResult'];

export interface MerchantDataDeps {
  db: Executor;
  uploadsDir: string;
}

export interface CreateMerchantDataFields {
  title: string;
  description?: string | undefined;
  category?: number | undefined;
}

function toDto(record: MerchantDatasTable, files: MerchantDataFilesTable[], locale: Locale): MerchantDataDto {
  const category = Number(record.category) as MerchantDataDto['category'];
  return {
    id: record.id,
    title: record.title,
    description: record.description,
    category,
    categoryDisplayName: enumDisplayName(EnumCategory.MerchantDataCategory, category, locale),
    files: files.map((f) => ({
      id: f.id,
      fileName: f.fileName,
      contentType: f.contentType,
      size: Number(f.size),
      uploadTime: f.uploadTime,
    })),
    fileCount: files.length,
    totalSize: files.reduce((sum, f) => sum + Number(f.size), 0),
    creationTime: record.creationTime,
  };
}

async function withFiles(db: Executor, records: MerchantDatasTable[], locale: Locale): Promise<MerchantDataDto[]> {
  const files = await repo.filesOf(
    db,
    records.map((r) => r.id),
  );
  const byRecord = new Map<string, MerchantDataFilesTable[]>();
  for (const file of files) {
    const list = byRecord.get(file.merchantDataId) ?? [];
    list.push(file);
    byRecord.set(file.merchantDataId, list);
  }
  return records.map((r) => toDto(r, byRecord.get(r.id) ?? [], locale));
}

/** Date-time filters compared as text: normalise to the stored `toISOString()` form first. */
const isoOrNull = (value: string | null | undefined): string | null => (value ? new Date(value).toISOString() : null);

export async function listMerchantData(
  deps: MerchantDataDeps,
  userId: string,
  filter: repo.MerchantDataFilter,
  locale: Locale,
): Promise<MerchantDataListDto> {
  const page: PagedResult<MerchantDatasTable> = await repo.findPage(deps.db, userId, {
    ...filter,
    creationTimeFrom: isoOrNull(filter.creationTimeFrom),
    creationTimeTo: isoOrNull(filter.creationTimeTo),
  });
  return { totalCount: page.totalCount, items: await withFiles(deps.db, page.items, locale) };
}

export async function getMerchantData(
  deps: MerchantDataDeps,
  userId: string,
  id: string,
  locale: Locale,
): Promise<MerchantDataDto> {
  const record = await repo.findOwned(deps.db, userId, id);
  if (!record) throw new NotFoundError();
  const [dto] = await withFiles(deps.db, [record], locale);
  return dto as MerchantDataDto;
}

/**
 * Stores an upload whose files all passed their checks: moves them into `<userId>/<recordId>/` and inserts the
 * record and its files in one transaction. On any failure the moved and staged files are deleted again, so a
 * refused or failed upload leaves nothing behind on disk or in the database.
 */
export async function createMerchantData(
  deps: MerchantDataDeps,
  userId: string,
  fields: CreateMerchantDataFields,
  staging: UploadStaging,
  staged: readonly StagedFile[],
): Promise<string> {
  const recordId = newId();
  const now = nowIso();
  const recordDir = path.dirname(resolveStoragePath(deps.uploadsDir, storagePathOf(userId, recordId, newId())));
  const record: MerchantDatasTable = {
    id: recordId,
    userId,
    title: fields.title.trim(),
    description: fields.description?.trim() ?? '',
    category: fields.category ?? MerchantDataCategory.Other,
    creationTime: now,
    lastModificationTime: null,
  };
  try {
    // The schema's minLength counts spaces; a title of blanks is still no title.
    if (!record.title) throw invalidField('title', 'Validation:Required', { field: 'title' });
    const rows: MerchantDataFilesTable[] = [];
    for (const [position, file] of staged.entries()) {
      const fileId = newId();
      const storagePath = storagePathOf(userId, recordId, fileId);
      await staging.commit(file, resolveStoragePath(deps.uploadsDir, storagePath));
      rows.push({
        id: fileId,
        merchantDataId: recordId,
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.size,
        sha256: file.sha256,
        storagePath,
        position,
        uploadTime: now,
      });
    }
    await inTransaction(deps.db, (trx) => repo.insertRecord(trx, record, rows));
    return recordId;
  } catch (error) {
    await fs.rm(recordDir, { recursive: true, force: true });
    await staging.discard();
    throw error;
  }
}

export interface UpdateMerchantDataFields {
  title: string;
  description: string;
  category: number;
}

/** Changes an owned record's title, description and category (its files stay); 404 for another's. */
export async function updateMerchantData(
  deps: MerchantDataDeps,
  userId: string,
  id: string,
  fields: UpdateMerchantDataFields,
  locale: Locale,
): Promise<MerchantDataDto> {
  const title = fields.title.trim();
  // The schema's minLength counts spaces; a title of blanks is still no title.
  if (!title) throw invalidField('title', 'Validation:Required', { field: 'title' });
  const changed = await repo.updateOwned(deps.db, userId, id, {
    title,
    description: fields.description.trim(),
    category: fields.category,
    lastModificationTime: nowIso(),
  });
  if (!changed) throw new NotFoundError();
  return getMerchantData(deps, userId, id, locale);
}

/**
 * Deletes an owned record with its files. The rows go first, in one transaction; the record's folder is removed
 * once that has committed. So a crash or a failed removal can leave only files no row points to (which
 * `sweepOrphanRecordDirs` removes at the next start), never a row whose file is gone; removing the files first
 * would risk the reverse when the transaction then fails. Returns false when the record is not the caller's.
 */
export async function deleteMerchantData(
  deps: MerchantDataDeps & { log?: { warn(message: string): void } },
  userId: string,
  id: string,
): Promise<void> {
  const deleted = await inTransaction(deps.db, (trx) => repo.deleteOwned(trx, userId, id));
  if (!deleted) throw new NotFoundError();
  const recordDir = path.dirname(resolveStoragePath(deps.uploadsDir, storagePathOf(userId, id, newId())));
  try {
    await fs.rm(recordDir, { recursive: true, force: true });
  } catch (error) {
    // The record is gone for the customer either way; the start-up sweep retries the removal.
    deps.log?.warn(`merchant-data: files of deleted record ${id} not removed yet: ${(error as Error).message}`);
  }
}

export interface StoredFile {
  stream: Readable;
  fileName: string;
  contentType: string;
  size: number;
}

/** Opens an owned file for download; the path comes from the row found by ids, never from the request. */
export async function openMerchantDataFile(
  deps: MerchantDataDeps,
  userId: string,
  recordId: string,
  fileId: string,
): Promise<StoredFile> {
  const file = await repo.findOwnedFile(deps.db, userId, recordId, fileId);
  if (!file) throw new NotFoundError();
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(resolveStoragePath(deps.uploadsDir, file.storagePath), 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new NotFoundError();
    throw error;
  }
  return { stream: handle.createReadStream(), fileName: file.fileName, contentType: file.contentType, size: Number(file.size) };
}
