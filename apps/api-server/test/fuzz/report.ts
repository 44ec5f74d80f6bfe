import type { FailureCause } from './response-checker';

// Failures grouped by cause, operation and status, each group with one request that shows it: enough to see the
// pattern at a glance and to replay the request by hand.

export interface Failure {
  cause: FailureCause;
  detail: string;
  operationId: string;
  strategy: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
  status: number;
  answer: string;
}

const excerpt = (text: string, max = 300): string => {
  const shown = JSON.stringify(text.length > max ? text.slice(0, max) : text);
  return text.length > max ? `${shown}… (${text.length} chars)` : shown;
};

/** Credentials are random per run and long: the report shows their kind only. */
function shownHeaders(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([k, v]) => `${k}: ${k === 'authorization' || k === 'x-api-key' ? v.replace(/^(\S+\s)?(.{6}).*$/s, '$1$2…') : excerpt(v, 80)}`)
    .join(', ');
}

export function formatFailures(failures: Failure[], header: string): string {
  const groups = new Map<string, Failure[]>();
  for (const f of failures) {
    const key = `${f.cause} | ${f.operationId} | ${f.status}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  const lines = [header, ''];
  for (const [key, group] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const first = group[0] as Failure;
    lines.push(
      `${key}  ×${group.length}  (strategies: ${[...new Set(group.map((g) => g.strategy))].slice(0, 4).join(' / ')})`,
      `    ${first.method} ${excerpt(first.url, 200)}`,
      `    headers: ${shownHeaders(first.headers)}`,
      `    body: ${excerpt(first.body)}`,
      `    → ${first.status} ${excerpt(first.answer)}${first.detail ? `\n    ${first.detail}` : ''}`,
    );
  }
  return lines.join('\n');
}

/** Counts by cause, for the summary line. */
export function countsByCause(failures: Failure[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const f of failures) counts[f.cause] = (counts[f.cause] ?? 0) + 1;
  return counts;
}
