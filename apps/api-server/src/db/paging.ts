import { sql, type CompiledQuery, type SelectQueryBuilder } from 'kysely';
import { ValidationError } from '../errors/app-errors';
import { QueryShape } from './query-shape';
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

/** A page whose count may stop early: `totalCountIsLowerBound` then says more rows match than `totalCount`. */
export interface CappedPagedResult<T> extends PagedResult<T> {
  totalCountIsLowerBound: boolean;
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
export function checkPagingNumber(field: 'skipCount' | 'maxResultCount', value: number, max?: number): number {
  if (!Number.isSafeInteger(value) || (max !== undefined && value > max)) {
    throw new ValidationError([{ members: [field], messageKey: 'Validation:Maximum', params: { field, limit: max ?? Number.MAX_SAFE_INTEGER } }]);
  }
  return Math.max(value, 0);
}

export interface CappedPageOptions extends PageOptions {
  /**
   * Count at most this many rows (or through the page asked for, when it lies deeper): past it the answer says
   * "more than N" instead of scanning every match of a million-row list.
   */
  countCap: number;
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
 * correctly. `db` runs the statements: any executor of the same database (a module's scope, the repository's own
 * tables), whatever tables the query's aliases add.
 */
export async function paginate<Scope, DB, TB extends keyof DB, O>(
  db: Executor<Scope>,
  query: SelectQueryBuilder<DB, TB, O>,
  input: PageInput,
  options: PageOptions,
): Promise<PagedResult<O>> {
  const { totalCountIsLowerBound: _exact, ...page } = await runPage(db, query, input, options, undefined);
  return page;
}

/**
 * As paginate, but the count stops after `countCap` rows (or after the rows through the page asked for, if deeper):
 * the count of a large result is what costs, and nobody pages through ten thousand rows. The count reads the
 * query with its selection replaced by a constant (so an index can cover it): not for DISTINCT or GROUP BY queries.
 */
export function paginateCapped<Scope, DB, TB extends keyof DB, O>(
  db: Executor<Scope>,
  query: SelectQueryBuilder<DB, TB, O>,
  input: PageInput,
  options: CappedPageOptions,
): Promise<CappedPagedResult<O>> {
  return runPage(db, query, input, options, options.countCap);
}

/** What a page asks for, checked: rows to take and skip, the sort terms, and how far to count (undefined: all). */
interface PageBounds {
  take: number;
  skip: number;
  terms: SortTerm[];
  limit: number | undefined;
}

function pageBounds(input: PageInput, options: PageOptions, countCap: number | undefined): PageBounds {
  const maxPageSize = options.maxPageSize ?? 1000;
  const take = Math.min(checkPagingNumber('maxResultCount', input.maxResultCount ?? options.defaultPageSize ?? 7), maxPageSize);
  const skip = checkPagingNumber('skipCount', input.skipCount ?? 0, MAX_SKIP_COUNT);
  const terms = parseSorting(input.sorting?.trim() || options.defaultSorting, options.sortable);
  // One row past the limit tells "exactly N" from "more than N" without counting the rest.
  const limit = countCap === undefined ? undefined : Math.max(countCap, skip + take);
  return { take, skip, terms, limit };
}

/** The count (to `limit` + 1 when capped), then the page's rows unless the page lies past the count. */
async function assemblePage<O>(
  bounds: PageBounds,
  count: () => Promise<number>,
  rows: () => Promise<O[]>,
): Promise<CappedPagedResult<O>> {
  const { take, skip, limit } = bounds;
  const counted = await count();
  const totalCountIsLowerBound = limit !== undefined && counted > limit;
  const totalCount = totalCountIsLowerBound ? limit : counted;
  if (take === 0 || skip >= totalCount) return { totalCount, totalCountIsLowerBound, items: [] };
  return { totalCount, totalCountIsLowerBound, items: await rows() };
}

/** The query ordered by the page's terms and the tie-breaker (no LIMIT yet). */
function ordered<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, terms: readonly SortTerm[], options: PageOptions) {
  let q = query;
  for (const term of terms) q = q.orderBy(sql`${sql.ref(term.column)} ${sql.raw(term.direction)}`);
  if (options.tieBreaker) q = q.orderBy(sql`${sql.ref(options.tieBreaker)} asc`);
  return q;
}

async function runPage<Scope, DB, TB extends keyof DB, O>(
  db: Executor<Scope>,
  query: SelectQueryBuilder<DB, TB, O>,
  input: PageInput,
  options: PageOptions,
  countCap: number | undefined,
): Promise<CappedPagedResult<O>> {
  const bounds = pageBounds(input, options, countCap);
  const { limit } = bounds;
  return assemblePage(
    bounds,
    () => (limit === undefined ? countRows(db, query) : countToLimit(db, countQuery(db, countable(query).limit(limit + 1)).compile(), limit)),
    () => ordered(query, bounds.terms, options).limit(bounds.take).offset(bounds.skip).execute(),
  );
}

/** The query with its selection replaced by a constant, so that an index can cover its count. */
const countable = <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>) => query.clearSelect().select(sql<number>`1`.as('one'));

/**
 * paginateCapped for a list asked for again and again (the order lists): the query is given by its builder, and
 * its count and page statements are built and compiled once per shape (QueryShape: which filters are present, the
 * IN lists' lengths; and the sort terms) instead of on every request. `build` follows QueryShape's rule: its
 * arguments are values of the query only (normalise them first).
 */
export class CappedPages<Scope, DB, TB extends keyof DB, Args extends readonly unknown[], O> {
  readonly #count: QueryShape<Executor<Scope>, [number, ...Args], { count: string | number | bigint }>;
  /** One shape per sorting (its terms are SQL, not values). */
  readonly #pages = new Map<string, QueryShape<Executor<Scope>, [number, number, ...Args], O>>();

  constructor(
    private readonly build: (db: Executor<Scope>, ...args: Args) => SelectQueryBuilder<DB, TB, O>,
    private readonly options: CappedPageOptions,
  ) {
    this.#count = new QueryShape((db: Executor<Scope>, limit: number, ...args: Args) => countQuery(db, countable(build(db, ...args)).limit(limit)));
  }

  page(db: Executor<Scope>, input: PageInput, ...args: Args): Promise<CappedPagedResult<O>> {
    const bounds = pageBounds(input, this.options, this.options.countCap);
    const limit = bounds.limit ?? this.options.countCap;
    return assemblePage(
      bounds,
      () => countToLimit(db, this.#count.compile(db, limit + 1, ...args), limit),
      () => this.#pageShape(bounds.terms).execute(db, bounds.take, bounds.skip, ...args),
    );
  }

  #pageShape(terms: readonly SortTerm[]) {
    const key = terms.map((t) => `${t.column} ${t.direction}`).join(',');
    let shape = this.#pages.get(key);
    if (!shape) {
      const build = this.build;
      const options = this.options;
      shape = new QueryShape((db: Executor<Scope>, take: number, skip: number, ...args: Args) => ordered(build(db, ...args), terms, options).limit(take).offset(skip));
      this.#pages.set(key, shape);
    }
    return shape;
  }
}

async function countRows<Scope, DB, TB extends keyof DB, O>(db: Executor<Scope>, query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const row = await countQuery(db, query).executeTakeFirstOrThrow();
  return Number(row.count);
}

function countQuery<Scope, DB, TB extends keyof DB, O>(db: Executor<Scope>, query: SelectQueryBuilder<DB, TB, O>) {
  // The count names no table, only the page's query as a subquery: any executor's view of the database will do, and
  // a concrete one lets Kysely type the selection (it cannot for a type parameter).
  const counter = db as unknown as Executor<object>;
  return counter.selectFrom(query.as('page_source')).select((eb) => eb.fn.countAll().as('count'));
}

/** How long a count that reached its limit is believed without counting again. */
export const COUNT_PAST_LIMIT_TTL_MS = 30_000;
const COUNTS_PAST_LIMIT_KEPT = 10_000;
/** Per database handle: when each count key stops being believed (a remembered count is always `limit` + 1). */
const countsPastLimit = new WeakMap<object, Map<string, number>>();

/**
 * Counts up to `limit` + 1 rows, and remembers a count past `limit` for COUNT_PAST_LIMIT_TTL_MS. Counting to the
 * limit is the whole cost of a big customer's list page (10,001 index entries, about 0.4 ms of a 1 ms request on
 * SQLite, again for every page and every refresh), and "more than 10,000" stays true unless thousands of that caller's matches
 * go within the TTL. A count under the limit is never remembered: the exact numbers a customer watches change with
 * each order. Per process and per database handle (a transaction counts afresh).
 */
async function countToLimit<Scope>(db: Executor<Scope>, compiled: CompiledQuery<{ count: string | number | bigint }>, limit: number, now = Date.now()): Promise<number> {
  const key = `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
  let remembered = countsPastLimit.get(db);
  const until = remembered?.get(key);
  if (until !== undefined && until > now) return limit + 1;
  if (until !== undefined) remembered?.delete(key);
  const { rows } = await db.executeQuery(compiled);
  const counted = Number(rows[0]?.count ?? 0);
  if (counted > limit) {
    if (!remembered) countsPastLimit.set(db, (remembered = new Map()));
    remembered.set(key, now + COUNT_PAST_LIMIT_TTL_MS);
    // Oldest first (an expired key was deleted before it was set again): keep the newest.
    for (const oldest of remembered.keys()) {
      if (remembered.size <= COUNTS_PAST_LIMIT_KEPT) break;
      remembered.delete(oldest);
    }
  }
  return counted;
}
