import type { Readable } from 'node:stream';
import { EnumCategory, MerchantDataCategory, type components } from '@forwarder/contracts/api-f';
import { newId, nowIso } from '../../db/ids';
import type { PagedResult } from '../../db/paging';
import { inTransaction } from '../../db/transaction';
import { invalidField, NotFoundError } from '../../errors/app-errors';
import type { Locale } from '../../i18n/locale';
import { enumDisplayName } from '../system';
import * as repo from './merchant-data.repository';
import type { MerchantDataFilesTable, MerchantDatasTable } from './merchant-data.tables';
import { DatabaseFileStore, type FileStore } from './file-store';
import { storagePathOf } from './storage-paths';
import type { StagedFile, UploadStaging } from './upload-staging';
import type { MerchantDataExecutor } from './merchant-data.db';

export type MerchantDataDto = components['schemas']['MerchantData'];
export type MerchantDataListDto = components['schemas']['MerchantDataListResult'];

export interface MerchantDataDeps {
  db: MerchantDataExecutor;
  files: FileStore;
}

/** The module's dependencies on a database (or a transaction): its bytes are stored in that same database. */
export const merchantDataDeps = (db: MerchantDataExecutor): MerchantDataDeps => ({ db, files: new DatabaseFileStore(db) });

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

async function withFiles(db: MerchantDataExecutor, records: MerchantDatasTable[], locale: Locale): Promise<MerchantDataDto[]> {
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
 * Stores an upload whose files all passed their checks: inserts the record, its file rows and their bytes in one
 * transaction, so every server process sees all of it or none. The staged temp files are removed whatever happens.
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
    const files = staged.map((file, position) => {
      if (!file.tempPath) throw new Error('A refused file cannot be stored');
      const id = newId();
      const row: MerchantDataFilesTable = {
        id,
        merchantDataId: recordId,
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.size,
        sha256: file.sha256,
        storagePath: storagePathOf(userId, recordId, id),
        position,
        uploadTime: now,
      };
      return { row, tempPath: file.tempPath };
    });
    await inTransaction(deps.db, async (trx) => {
      await repo.insertRecord(
        trx,
        record,
        files.map((f) => f.row),
      );
      for (const file of files) await deps.files.put(trx, file.row.id, file.tempPath);
    });
    return recordId;
  } finally {
    await staging.discard();
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
 * Deletes an owned record with its files and their bytes, in one transaction (the chunk rows cascade from the file
 * rows). Throws 404 when the record is not the caller's.
 */
export async function deleteMerchantData(deps: MerchantDataDeps, userId: string, id: string): Promise<void> {
  const deleted = await inTransaction(deps.db, (trx) => repo.deleteOwned(trx, userId, id));
  if (!deleted) throw new NotFoundError();
}

export interface StoredFile {
  stream: Readable;
  fileName: string;
  contentType: string;
  size: number;
}

/** Opens an owned file for download, found by ids checked against its owner. */
export async function openMerchantDataFile(
  deps: MerchantDataDeps,
  userId: string,
  recordId: string,
  fileId: string,
): Promise<StoredFile> {
  const file = await repo.findOwnedFile(deps.db, userId, recordId, fileId);
  if (!file) throw new NotFoundError();
  const stream = await deps.files.open(file.id, Number(file.size));
  if (!stream) throw new NotFoundError();
  return { stream, fileName: file.fileName, contentType: file.contentType, size: Number(file.size) };
}
