import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../transaction';

// Issue 28 (indexed keyword search): the order lists' `keyword` is a case-insensitive substring of the receiver
// name, the customer reference or the waybill number. No B-tree serves a substring, so the lists used to look only
// at the newest 10,000 orders; these indexes serve it over every order.
// - PostgreSQL: pg_trgm GIN indexes on lower(column), which serve the very `lower(column) like '%…%'` the list
//   runs (keywords of three characters or more; a shorter pattern has no trigram to look up). The indexes follow
//   every write by themselves.
// - SQLite: an FTS5 table with the trigram tokenizer (case-insensitive, substrings of three characters or more),
//   contentless (the text stays in `orders` only), keyed by the order's rowid and kept in step by triggers in the
//   writing transaction. Orders have no INTEGER PRIMARY KEY, so a VACUUM may renumber their rowids: after one, run
//   `insert into orders_keyword(orders_keyword) values ('delete-all')` and the INSERT…SELECT of `up` again.

const COLUMNS = ['receiverName', 'customerReference', 'waybillNumber'] as const;
const pgIndex = (column: string): string => `orders_${column}_trgm_idx`;
const quoted = COLUMNS.map((c) => `"${c}"`).join(', ');
const values = (row: 'new' | 'old'): string => COLUMNS.map((c) => `${row}."${c}"`).join(', ');

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    for (const column of COLUMNS) {
      await sql.raw(`create index "${pgIndex(column)}" on orders using gin (lower("${column}") gin_trgm_ops)`).execute(db);
    }
    return;
  }
  await sql
    .raw(`create virtual table orders_keyword using fts5(${quoted}, tokenize = 'trigram', content = '', contentless_delete = 1)`)
    .execute(db);
  const insert = `insert into orders_keyword(rowid, ${quoted}) values (new.rowid, ${values('new')})`;
  const remove = 'delete from orders_keyword where rowid = old.rowid';
  await sql.raw(`create trigger orders_keyword_insert after insert on orders begin ${insert}; end`).execute(db);
  // Only a write to a searched column touches the index (status changes, events and edits of other fields do not).
  await sql
    .raw(`create trigger orders_keyword_update after update of ${quoted} on orders begin ${remove}; ${insert}; end`)
    .execute(db);
  await sql.raw(`create trigger orders_keyword_delete after delete on orders begin ${remove}; end`).execute(db);
  // The orders that exist already.
  await sql.raw(`insert into orders_keyword(rowid, ${quoted}) select rowid, ${quoted} from orders`).execute(db);
  // Merges the segments the bulk insert left into one: a keyword's lookup then reads fewer pages.
  await sql`insert into orders_keyword(orders_keyword) values ('optimize')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const column of COLUMNS) await sql.raw(`drop index "${pgIndex(column)}"`).execute(db);
    return;
  }
  for (const trigger of ['insert', 'update', 'delete']) await sql.raw(`drop trigger orders_keyword_${trigger}`).execute(db);
  await sql`drop table orders_keyword`.execute(db);
}
