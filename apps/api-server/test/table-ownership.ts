import fs from 'node:fs';
import path from 'node:path';

// Which part of the server names which table in SQL. A table belongs to the part whose `*Tables` interface lists it
// (`modules/<name>/…` is the module <name>; a floor such as db/ or auth/ is its folder); an interface that extends
// another's (`interface AccountsTables extends UserTables`) owns those tables too: the floor that reads them on every
// request declares their rows (it cannot import a module), the module is the only one that writes them.
// Test code is not scanned: a spec or a module's testing/ folder composes a database of its own.

/** Kysely calls whose first argument names a table (or `'table as alias'`, or an array of them). */
const TABLE_CALL =
  /\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|with|withRecursive|innerJoin|leftJoin|rightJoin|fullJoin|crossJoin|innerJoinLateral|leftJoinLateral|crossJoinLateral)\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*"|`[^`$]*`)/g;
const QUOTED = /'([^']*)'|"([^"]*)"|`([^`]*)`/g;
const TABLES_INTERFACE = /export interface (\w+Tables)(?:\s+extends\s+([\w\s,]+?))?\s*\{(\}|[\s\S]*?\n\})/g;
const TABLE_MEMBER = /^\s*(\w+)\s*:/gm;

export interface TableUse {
  file: string;
  line: number;
  table: string;
  part: string;
  owners: string[];
}

/** `modules/orders/events/x.ts` → `orders`; `auth/tokens.ts` → `auth`; a root file (`server.ts`) → `(root)`. */
export function partOf(file: string): string {
  const segments = file.split(/[\\/]/);
  if (segments[0] === 'modules') return segments.length > 2 ? (segments[1] ?? '(root)') : '(root)';
  return segments.length > 1 ? (segments[0] ?? '(root)') : '(root)';
}

/** Table → the parts that own it, from the `*Tables` interfaces of `files` (paths relative to src/). */
export function tableOwners(files: ReadonlyMap<string, string>): Map<string, string[]> {
  const declared = new Map<string, { part: string; tables: string[]; extendsNames: string[] }>();
  for (const [file, text] of files) {
    for (const match of text.matchAll(TABLES_INTERFACE)) {
      const [, name = '', extendsList = '', body = ''] = match;
      const tables = [...body.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '').matchAll(TABLE_MEMBER)].map((m) => m[1] ?? '');
      const extendsNames = extendsList.split(',').map((s) => s.trim()).filter(Boolean);
      declared.set(name, { part: partOf(file), tables, extendsNames });
    }
  }
  const tablesOf = (name: string, seen = new Set<string>()): string[] => {
    const entry = declared.get(name);
    if (!entry || seen.has(name)) return [];
    seen.add(name);
    return [...entry.tables, ...entry.extendsNames.flatMap((other) => tablesOf(other, seen))];
  };
  const owners = new Map<string, string[]>();
  for (const [name, { part }] of declared) {
    for (const table of tablesOf(name)) {
      const list = owners.get(table) ?? [];
      if (!list.includes(part)) list.push(part);
      owners.set(table, list);
    }
  }
  return owners;
}

/** Every table named in a Kysely call of `files`, with who owns it (names that are no table, e.g. a CTE's, skipped). */
export function tableUses(files: ReadonlyMap<string, string>, owners: ReadonlyMap<string, string[]>): TableUse[] {
  const uses: TableUse[] = [];
  for (const [file, text] of files) {
    for (const call of text.matchAll(TABLE_CALL)) {
      const argument = call[2] ?? '';
      const start = call.index ?? 0;
      for (const quoted of argument.matchAll(QUOTED)) {
        const named = (quoted[1] ?? quoted[2] ?? quoted[3] ?? '').trim().split(/\s+as\s+/i)[0] ?? '';
        const tableOwners = owners.get(named);
        if (!tableOwners) continue;
        const line = text.slice(0, start + call[0].indexOf(argument) + (quoted.index ?? 0)).split('\n').length;
        uses.push({ file, line, table: named, part: partOf(file), owners: tableOwners });
      }
    }
  }
  return uses;
}

/** The uses of a table by a part that does not own it. */
export const foreignTableUses = (uses: readonly TableUse[]): TableUse[] => uses.filter((use) => !use.owners.includes(use.part));

const isTestCode = (file: string): boolean => /\.spec\.ts$|\.bench\.ts$|(^|\/)testing(\/|\.ts$)|(^|\/)migrations\//.test(file);

/** The server's production sources (relative path → text), without specs, testing helpers and migrations. */
export function readServerSources(srcDir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) {
        const relative = path.relative(srcDir, full).split(path.sep).join('/');
        if (!isTestCode(relative)) files.set(relative, fs.readFileSync(full, 'utf8'));
      }
    }
  };
  walk(srcDir);
  return files;
}

export const describeUse = (use: TableUse): string => `${use.file}:${use.line} ${use.part} names ${use.table} (owned by ${use.owners.join(', ')})`;
