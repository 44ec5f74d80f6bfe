import { sql, type SelectQueryBuilder } from 'kysely';
import { ValidationError } from '../errors/app-errors';
import type { Executor } from './transaction';

/** ABP's paged and sorted request fields. */
export interface PageInput {
  maxResultCount?: number | null;
  skipCount?: number | null;
  sorting?: string | null;
}

export interface PagedResult<T> {
  totalCount: number;
  items: T[];
}

export interface PageOptions {
  /** Contract field name → SQL column reference (`'o.creationTime'`). Only these can be sorted on. */
  sortable: Record<string, string>;
  /** Used when `sorting` is empty, e.g. `'creationTime desc'`. */
  defaultSorting: string;
  /** Appended to every ORDER BY so pages are stable when sort values tie (e.g. `'o.id'`). */
  tieBreaker?: string;
  defaultPageSize?: number;
  maxPageSize?: number;
}

/**
 * The contracts' `skipCount` maximum: far past any list this product holds (a million orders is 10⁶), inside a
 * 32-bit integer so every driver binds it as a plain integer. SQLite refuses an OFFSET past 2⁶³ with "datatype
 * mismatch": a value the schema let through must still never reach SQL as such.
 */
export const MAX_SKIP_COUNT = 1_000_000_000;

/**
 * A paging number past its bound, or not a whole number, is the caller's mistake: a 400 before any SQL. (Negative
 * ones are clamped to 0 as before: the contracts refuse them already, and 0 is what such a caller means.)
 */
export function checkPagingNumber(field: 'skipCount' | 'maxResultCount', value: number, max: number): number {
  if (!Number.isSafeInteger(value) || value > max) {
    throw new ValidationError([{ members: [field], messageKey: 'Validation:Maximum', params: { field, limit: max } }]);
  }
  return Math.max(value, 0);
}

interface SortTerm {
  column: string;
  direction: 'asc' | 'desc';
}

export function parseSorting(sorting: string, sortable: Record<string, string>): SortTerm[] {
  return sorting
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [field = '', dir = 'asc', ...rest] = part.split(/\s+/);
      const direction = dir.toLowerCase();
      const column = Object.prototype.hasOwnProperty.call(sortable, field) ? sortable[field] : undefined;
      if (!column || rest.length || (direction !== 'asc' && direction !== 'desc')) {
        throw new ValidationError([{ members: ['sorting'], messageKey: 'Validation:UnknownSorting', params: { field: part } }]);
      }
      return { column, direction };
    });
}

/**
 * Runs `query` as one ABP page: `{ totalCount, items }`. `query` holds the selection and filters but no ORDER BY,
 * LIMIT or OFFSET; the count runs on the same query wrapped as a subquery, so joins, DISTINCT and GROUP BY count
 * correctly.
 */
export async function paginate<DB, TB extends keyof DB, O>(
  db: Executor,
  query: SelectQueryBuilder<DB, TB, O>,
  input: PageInput,
  options: PageOptions,
): Promise<PagedResult<O>> {
  const maxPageSize = options.maxPageSize ?? 1000;
  const take = Math.min(checkPagingNumber('maxResultCount', input.maxResultCount ?? options.defaultPageSize ?? 7, Number.MAX_SAFE_INTEGER), maxPageSize);
  const skip = checkPagingNumber('skipCount', input.skipCount ?? 0, MAX_SKIP_COUNT);
  const terms = parseSorting(input.sorting?.trim() || options.defaultSorting, options.sortable);

  const countRow = await db
    .selectFrom(query.as('page_source'))
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  const totalCount = Number(countRow.count);
  if (take === 0 || skip >= totalCount) return { totalCount, items: [] };

  let ordered = query;
  for (const term of terms) {
    ordered = ordered.orderBy(sql`${sql.ref(term.column)} ${sql.raw(term.direction)}`);
  }
  if (options.tieBreaker) ordered = ordered.orderBy(sql`${sql.ref(options.tieBreaker)} asc`);
  const items = await ordered.limit(take).offset(skip).execute();
  return { totalCount, items };
}
