import type SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';

/** Distinct SQL texts kept prepared; the app has a few hundred (IN-lists of each length count separately). */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * The better-sqlite3 database as Kysely sees it, with prepared statements reused by SQL text. Kysely prepares every
 * query anew, and on a hot path such as public tracking (four short queries per request) compiling the SQL cost about
 * a fifth of the request's database time. SQLite re-prepares a statement itself when the schema changes, so a cached
 * statement stays correct across migrations. A statement still being iterated (a streamed query) is busy and cannot
 * run twice at once: the same SQL then gets a fresh statement.
 */
export function withStatementCache(database: SqliteDatabase.Database, size = STATEMENT_CACHE_SIZE): KyselySqliteDatabase {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare: (sql: string) => {
      const cached = statements.get(sql);
      if (cached && !cached.busy) {
        // Least recently used first: re-insert so the Map's order follows use.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      if (!cached) {
        statements.set(sql, statement);
        if (statements.size > size) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
      }
      return statement;
    },
  };
}
