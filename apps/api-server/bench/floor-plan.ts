// What the floor servers run: the SQL text (and, where the request alone decides them, the parameters) that the
// product's own code sent for the bench's requests, captured from Kysely's log by the orchestrator (capturePlan in
// bench-api.ts) and handed to the floor process as JSON. The floor binds the parameters that depend on earlier rows
// (order ids, region and routing ids, customers) itself, as the product does.
import type { FloorRow } from './floor-db';

export interface CapturedStatement {
  sql: string;
  parameters: unknown[];
}

/** The statements of one order list request (its body decides the page's and the count's parameters). */
export interface ListPlan {
  count: CapturedStatement;
  /** Absent when the captured count was 0 (the product then reads no page). */
  page?: CapturedStatement | undefined;
  /** Follow-up lookups by id (absent when the captured page had no rows to look up). */
  regions?: string | undefined;
  routings?: string | undefined;
  /** Staff list only: the customers of the page and the staff who raised an exception. */
  userCards?: string | undefined;
  userNames?: string | undefined;
}

export interface FloorPlan {
  /** findUserByToken; its parameters hold the captured token's hash and instant, re-bound per request. */
  auth: CapturedStatement;
  authToken: string;
  authNow: string;
  /** PostgreSQL's shared tracking limiter (one upsert per request); SQLite's limiter is in memory. */
  rateLimit?: (CapturedStatement & { key: string; now: number }) | undefined;
  tracking: { orders: string; events: string; regions: string; eta: string };
  /** By `${path}\n${body}` of the bench's request. */
  lists: Record<string, ListPlan>;
}

/** The captured statement that reads `table` (and matches `also`): undefined when none ran, a loud failure for two. */
export function statementOn(statements: readonly CapturedStatement[], table: string, also: (sql: string) => boolean = () => true): CapturedStatement | undefined {
  const found = statements.filter((s) => s.sql.includes(`from "${table}"`) && also(s.sql));
  if (found.length > 1) throw new Error(`expected one captured statement on ${table}, found ${found.length}: ${JSON.stringify(found.map((s) => s.sql))}`);
  return found[0];
}

/** statementOn for a statement the request must have run. */
export function requiredStatementOn(statements: readonly CapturedStatement[], table: string, also?: (sql: string) => boolean): CapturedStatement {
  const found = statementOn(statements, table, also);
  if (!found) throw new Error(`no captured statement on ${table} among ${JSON.stringify(statements.map((s) => s.sql))}`);
  return found;
}

/** The statement's parameters with each captured value replaced by this request's (a hash, an instant, a key). */
export function rebind(statement: CapturedStatement, replacements: ReadonlyArray<readonly [unknown, unknown]>): unknown[] {
  return statement.parameters.map((p) => {
    const hit = replacements.find(([from]) => from === p);
    return hit ? hit[1] : p;
  });
}

/** Distinct non-empty strings in first-seen order (how the product's lookups de-duplicate ids). */
export function distinctIds(values: readonly unknown[]): string[] {
  return [...new Set(values.filter((v): v is string => typeof v === 'string' && v !== ''))];
}

export const text = (row: FloorRow, column: string): string => row[column] as string;
