import { createQueryId, type Compilable, type CompiledQuery, type Kysely } from 'kysely';

/** What runs a shape: any module's executor (the database or a transaction; the tables are the builder's business). */
type Runner = Pick<Kysely<never>, 'getExecutor' | 'executeQuery'>;

/** Stands for one value while a shape is compiled; replaced by the caller's value at each run. */
class Slot {
  /** Where the value is among the arguments: the argument's index, then keys / array indexes. */
  constructor(readonly path: readonly (string | number)[]) {}
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
    return {
      query: shape.query,
      queryId: createQueryId(),
      sql: shape.sql,
      parameters: shape.parameters.map((p) => (p instanceof Slot ? valueAt(args, p.path) : p)),
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
    const slots = args.map((arg, i) => placeholders(arg, [i])) as unknown as Args;
    const compiled = this.build(db, ...slots).compile();
    const expected: string[] = [];
    slots.forEach((slot) => collectSlots(slot, expected));
    const used = new Set(compiled.parameters.filter((p): p is Slot => p instanceof Slot).map((p) => p.path.join('.')));
    const unused = expected.filter((path) => !used.has(path));
    if (unused.length > 0) throw new Error(`QueryShape: argument(s) ${unused.join(', ')} did not become parameters of ${compiled.sql}`);
    return { query: compiled.query, sql: compiled.sql, parameters: compiled.parameters };
  }
}

const isScalar = (v: unknown): boolean => v === null || v === undefined || typeof v !== 'object' || v instanceof Date;

function placeholders(arg: ShapeArg, path: readonly (string | number)[]): unknown {
  if (arg === null || arg === undefined) return arg;
  if (Array.isArray(arg)) return arg.map((_, i) => new Slot([...path, i]));
  if (!isScalar(arg)) return Object.fromEntries(Object.entries(arg as object).map(([k, v]) => [k, placeholders(v, [...path, k])]));
  return new Slot(path);
}

function collectSlots(value: unknown, into: string[]): void {
  if (value instanceof Slot) into.push(value.path.join('.'));
  else if (Array.isArray(value)) for (const v of value) collectSlots(v, into);
  else if (!isScalar(value)) for (const v of Object.values(value as object)) collectSlots(v, into);
}

/** The caller's value a slot stands for (no allocation: this runs for every parameter of every statement). */
function valueAt(args: readonly ShapeArg[], path: readonly (string | number)[]): unknown {
  let value: unknown = args;
  for (const step of path) value = (value as Record<string | number, unknown>)[step];
  return value;
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
