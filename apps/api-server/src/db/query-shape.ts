import { createQueryId, type Compilable, type CompiledQuery, type Kysely } from 'kysely';

/** What runs a shape: any module's executor (the database or a transaction; the tables are the builder's business). */
type Runner = Pick<Kysely<never>, 'getExecutor' | 'executeQuery'>;

/** Stands for one value while a shape is compiled; replaced by the caller's value at each run. */
class Slot {
  constructor(readonly path: string) {}
}

/**
 * What a query's SQL depends on besides its values: a scalar, an array of scalars (an IN list: its length is part
 * of the shape), or a flat object of those (a filter: which fields are absent is part of the shape). null and
 * undefined are kept as they are while compiling, so `if (filter.status !== undefined)` branches the same way.
 */
type ShapeArg = unknown;

interface Compiled {
  readonly query: CompiledQuery['query'];
  readonly sql: string;
  /** A constant of the query, or the Slot whose value goes there. */
  readonly parameters: readonly unknown[];
}

/** Shapes kept per query (IN lists of each length and each filter combination count separately). */
const SHAPES_KEPT = 500;

/**
 * A query built and compiled by Kysely once per shape instead of on every call (issue 28: on public tracking and the
 * order lists, rebuilding and compiling the statements was about a tenth of a request's CPU). `build` is the
 * ordinary Kysely query written with the arguments: the first call of each shape runs it with placeholders in place
 * of the values, and later calls only put their values into the compiled statement. The SQL is the same text the
 * builder gives, so the SQLite statement cache and PostgreSQL's plans see the same statements as before.
 *
 * `build` must use its arguments only as values of the query (a comparison, an IN list, a limit), never to compute
 * something (trim, hash, format them first and pass the result) nor to branch on them other than on null, undefined
 * or an array's length: a placeholder that does not come back out as a parameter fails the first call loudly. One
 * cache per dialect (the compiled SQL differs); an executor and its transactions share it.
 */
export class QueryShape<D extends Runner, Args extends readonly ShapeArg[], R> {
  readonly #compiled = new WeakMap<object, Map<string, Compiled>>();

  constructor(private readonly build: (db: D, ...args: Args) => Compilable<R>) {}

  /** The statement for these arguments, ready for `db.executeQuery`. */
  compile(db: D, ...args: Args): CompiledQuery<R> {
    const adapter = db.getExecutor().adapter;
    let shapes = this.#compiled.get(adapter);
    if (!shapes) this.#compiled.set(adapter, (shapes = new Map()));
    const key = shapeKey(args);
    let shape = shapes.get(key);
    if (!shape) {
      shape = this.#compileShape(db, args);
      if (shapes.size >= SHAPES_KEPT) shapes.clear();
      shapes.set(key, shape);
    }
    const values = new Map<string, unknown>();
    args.forEach((arg, i) => collectValues(arg, String(i), values));
    return {
      query: shape.query,
      queryId: createQueryId(),
      sql: shape.sql,
      parameters: shape.parameters.map((p) => (p instanceof Slot ? values.get(p.path) : p)),
    };
  }

  /** Runs the statement: its rows. */
  async execute(db: D, ...args: Args): Promise<R[]> {
    const { rows } = await db.executeQuery(this.compile(db, ...args));
    return rows;
  }

  /** Runs the statement: its first row, if any. */
  async executeTakeFirst(db: D, ...args: Args): Promise<R | undefined> {
    return (await this.execute(db, ...args))[0];
  }

  #compileShape(db: D, args: Args): Compiled {
    const slots = args.map((arg, i) => placeholders(arg, String(i))) as unknown as Args;
    const compiled = this.build(db, ...slots).compile();
    const expected = new Map<string, unknown>();
    args.forEach((arg, i) => collectValues(arg, String(i), expected));
    const used = new Set(compiled.parameters.filter((p): p is Slot => p instanceof Slot).map((p) => p.path));
    const unused = [...expected.keys()].filter((path) => !used.has(path));
    if (unused.length > 0) throw new Error(`QueryShape: argument(s) ${unused.join(', ')} did not become parameters of ${compiled.sql}`);
    return { query: compiled.query, sql: compiled.sql, parameters: compiled.parameters };
  }
}

const isScalar = (v: unknown): boolean => v === null || v === undefined || typeof v !== 'object' || v instanceof Date;

function placeholders(arg: ShapeArg, path: string): unknown {
  if (arg === null || arg === undefined) return arg;
  if (Array.isArray(arg)) return arg.map((_, i) => new Slot(`${path}.${i}`));
  if (!isScalar(arg)) {
    return Object.fromEntries(Object.entries(arg as object).map(([k, v]) => [k, placeholders(v, `${path}.${k}`)]));
  }
  return new Slot(path);
}

function collectValues(arg: ShapeArg, path: string, into: Map<string, unknown>): void {
  if (arg === null || arg === undefined) return;
  if (Array.isArray(arg)) arg.forEach((v, i) => into.set(`${path}.${i}`, v));
  else if (!isScalar(arg)) for (const [k, v] of Object.entries(arg as object)) collectValues(v, `${path}.${k}`, into);
  else into.set(path, arg);
}

/** What the SQL depends on: the arguments with every value replaced by its kind. */
function shapeKey(args: readonly ShapeArg[]): string {
  let key = '';
  for (const arg of args) key += `${argKey(arg)};`;
  return key;
}

function argKey(arg: ShapeArg): string {
  if (arg === null) return 'n';
  if (arg === undefined) return 'u';
  if (Array.isArray(arg)) return `[${arg.length}]`;
  if (!isScalar(arg)) {
    let key = '{';
    for (const [k, v] of Object.entries(arg as object)) key += `${k}:${argKey(v)},`;
    return `${key}}`;
  }
  return 'v';
}
