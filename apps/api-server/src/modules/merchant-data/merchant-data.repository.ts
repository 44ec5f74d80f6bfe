import { sql } from 'kysely';
import { paginate, type PageInput, type PagedResult } from '../../db/paging';
import { containsInsensitive } from '../../db/text-search';
import type { MerchantDataFilesTable, MerchantDatasTable } from './merchant-data.tables';
import type { MerchantDataDb } from './merchant-data.db';

export interface MerchantDataFilter extends PageInput {
  keyword?: string | null;
  category?: number | null;
  /** ISO-8601 UTC, inclusive. */
  creationTimeFrom?: string | null;
  /** ISO-8601 UTC, exclusive. */
  creationTimeTo?: string | null;
}

const SORTABLE = { creationTime: 'd.creationTime', title: 'd.title' };

export async function findPage(
  db: MerchantDataDb,
  userId: string,
  filter: MerchantDataFilter,
): Promise<PagedResult<MerchantDatasTable>> {
  let query = db.selectFrom('merchant_datas as d').selectAll('d').where('d.userId', '=', userId);
  if (filter.category != null) query = query.where('d.category', '=', filter.category);
  if (filter.creationTimeFrom) query = query.where('d.creationTime', '>=', filter.creationTimeFrom);
  if (filter.creationTimeTo) query = query.where('d.creationTime', '<', filter.creationTimeTo);
  const keyword = filter.keyword?.trim();
  if (keyword) {
    query = query.where((eb) =>
      eb.or([
        containsInsensitive(sql.ref('d.title'), keyword),
        containsInsensitive(sql.ref('d.description'), keyword),
        eb.exists(
          eb
            .selectFrom('merchant_data_files as f')
            .select(sql.lit(1).as('one'))
            .whereRef('f.merchantDataId', '=', 'd.id')
            .where(containsInsensitive(sql.ref('f.fileName'), keyword)),
        ),
      ]),
    );
  }
  return paginate(db, query, filter, {
    sortable: SORTABLE,
    defaultSorting: 'creationTime desc',
    tieBreaker: 'd.id',
    defaultPageSize: 7,
  });
}

export function findOwned(db: MerchantDataDb, userId: string, id: string): Promise<MerchantDatasTable | undefined> {
  return db.selectFrom('merchant_datas').selectAll().where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
}

export async function filesOf(db: MerchantDataDb, recordIds: readonly string[]): Promise<MerchantDataFilesTable[]> {
  if (recordIds.length === 0) return [];
  return db
    .selectFrom('merchant_data_files')
    .selectAll()
    .where('merchantDataId', 'in', recordIds)
    .orderBy('merchantDataId')
    .orderBy('position')
    .execute();
}

/** The file only when its record is the caller's (another owner's file is indistinguishable from a missing one). */
export function findOwnedFile(
  db: MerchantDataDb,
  userId: string,
  recordId: string,
  fileId: string,
): Promise<MerchantDataFilesTable | undefined> {
  return db
    .selectFrom('merchant_data_files as f')
    .innerJoin('merchant_datas as d', 'd.id', 'f.merchantDataId')
    .selectAll('f')
    .where('f.id', '=', fileId)
    .where('f.merchantDataId', '=', recordId)
    .where('d.userId', '=', userId)
    .executeTakeFirst();
}

export async function insertRecord(
  db: MerchantDataDb,
  record: MerchantDatasTable,
  files: readonly MerchantDataFilesTable[],
): Promise<void> {
  await db.insertInto('merchant_datas').values(record).execute();
  if (files.length) await db.insertInto('merchant_data_files').values([...files]).execute();
}

/** Changes an owned record; false when there is no such record of this owner. */
export async function updateOwned(
  db: MerchantDataDb,
  userId: string,
  id: string,
  changes: Pick<MerchantDatasTable, 'title' | 'description' | 'category' | 'lastModificationTime'>,
): Promise<boolean> {
  const result = await db.updateTable('merchant_datas').set(changes).where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes an owned record and its file rows (call in a transaction); false when there is no such record. */
export async function deleteOwned(db: MerchantDataDb, userId: string, id: string): Promise<boolean> {
  const owned = await findOwned(db, userId, id);
  if (!owned) return false;
  await db.deleteFrom('merchant_data_files').where('merchantDataId', '=', id).execute();
  await db.deleteFrom('merchant_datas').where('id', '=', id).where('userId', '=', userId).execute();
  return true;
}
