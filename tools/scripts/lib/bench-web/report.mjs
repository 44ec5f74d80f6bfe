// Medians, tables and target lines of bench:web. Plain text that reads the same in a terminal and pasted into
// Markdown (the tables are Markdown tables).

export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Per metric, the median of the successful runs of one page. */
export function medians(runs) {
  const ok = runs.filter((r) => r.ok).map((r) => r.metrics);
  if (ok.length === 0) return undefined;
  return Object.fromEntries(Object.keys(ok[0]).map((k) => [k, median(ok.map((m) => m[k]))]));
}

export function markdownTable(header, rows) {
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((row) => String(row[c] ?? '').length)));
  const line = (cells) => `| ${cells.map((cell, c) => (c === 0 ? String(cell).padEnd(widths[c]) : String(cell).padStart(widths[c]))).join(' | ')} |`;
  return [line(header), `|${widths.map((w, c) => (c === 0 ? `${'-'.repeat(w + 2)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`, ...rows.map(line)].join('\n');
}

const ratio = (value, floor) => (floor > 0 ? value / floor : undefined);
const times = (r) => (r === undefined ? '' : ` (${r.toFixed(2)}×)`);
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const millis = (ms) => `${Math.round(ms).toLocaleString('en')} ms`;

/** @param {{ label: string, m: Record<string, number> | undefined, ok: number, total: number }[]} pages floor first */
export function lighthouseTable(pages) {
  const floor = pages[0]?.m;
  const header = ['page', 'LCP (× floor)', 'FCP', 'TBT (× floor)', 'CLS', 'perf', 'a11y', 'best pr.', 'SEO', 'JS KiB (× floor)', 'requests', 'runs'];
  const rows = pages.map(({ label, m, ok, total }, i) => {
    if (!m) return [label, 'no successful run', '', '', '', '', '', '', '', '', '', `${ok}/${total}`];
    const r = (k) => (i === 0 || !floor ? '' : times(ratio(m[k], floor[k])));
    return [
      label,
      `${seconds(m.lcp)}${r('lcp')}`,
      seconds(m.fcp),
      `${millis(m.tbt)}${r('tbt')}`,
      m.cls.toFixed(3),
      m.performance,
      m.accessibility,
      m.bestPractices,
      m.seo,
      `${m.jsKib.toFixed(0)}${r('jsKib')}`,
      m.requests,
      `${ok}/${total}`,
    ];
  });
  return markdownTable(header, rows);
}

/**
 * Issue 15's targets, each page against the floor measured in the same run. `home` is the label of `/`.
 * @returns {{ pass: boolean, text: string }[]}
 */
export function lighthouseTargets(pages, homeLabel) {
  const [floorPage, ...measured] = pages;
  const floor = floorPage?.m;
  const lines = [];
  const check = (pass, text) => lines.push({ pass, text });
  if (!floor) return [{ pass: false, text: 'no floor measurement: no ratio can be computed' }];
  for (const { label, m } of measured) {
    if (!m) {
      check(false, `${label}: not measured`);
      continue;
    }
    check(m.lcp <= 0.8 * floor.lcp, `LCP ≤ 0.8× floor    ${label}: ${seconds(m.lcp)} = ${ratio(m.lcp, floor.lcp).toFixed(2)}× (limit ${seconds(0.8 * floor.lcp)})`);
    check(m.tbt <= 1.2 * floor.tbt, `TBT ≤ 1.2× floor    ${label}: ${millis(m.tbt)} = ${ratio(m.tbt, floor.tbt).toFixed(2)}× (limit ${millis(1.2 * floor.tbt)})`);
    check(m.performance >= floor.performance, `perf ≥ floor        ${label}: ${m.performance} (floor ${floor.performance})`);
    check(m.cls <= 0.02, `CLS ≤ 0.02          ${label}: ${m.cls.toFixed(3)}`);
    check(m.seo === 100, `SEO = 100           ${label}: ${m.seo}`);
    if (label === homeLabel) {
      check(m.jsKib <= 1.15 * floor.jsKib, `JS ≤ 1.15× floor    ${label}: ${m.jsKib.toFixed(0)} KiB = ${ratio(m.jsKib, floor.jsKib).toFixed(2)}× (limit ${(1.15 * floor.jsKib).toFixed(0)} KiB)`);
    }
  }
  return lines;
}

export function printTargets(title, lines) {
  console.log(`\n${title}`);
  for (const { pass, text } of lines) console.log(`  ${pass ? 'PASS' : 'FAIL'}  ${text}`);
  const passed = lines.filter((l) => l.pass).length;
  console.log(`  ${passed} of ${lines.length} met`);
}

/** @param {{ label: string, r: { rps: number, p50: number, p99: number, requests: number, non2xx: number, errors: number, cpuMsPerRequest?: number } }[]} results reference first */
export function loadTable(results) {
  const reference = results[0]?.r;
  const header = ['scenario', 'requests', 'non-2xx', 'errors', 'req/s', 'p50 ms', 'p99 ms', 'req/s ÷ ref', 'p99 × ref', 'CPU ms/req'];
  const rows = results.map(({ label, r }, i) => [
    label,
    r.requests.toLocaleString('en'),
    r.non2xx.toLocaleString('en'),
    r.errors.toLocaleString('en'),
    Math.round(r.rps).toLocaleString('en'),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    i === 0 || !reference ? '' : (r.rps / reference.rps).toFixed(3),
    i === 0 || !reference || reference.p99 === 0 ? '' : (r.p99 / reference.p99).toFixed(1),
    r.cpuMsPerRequest === undefined ? '' : r.cpuMsPerRequest.toFixed(3),
  ]);
  return markdownTable(header, rows);
}
