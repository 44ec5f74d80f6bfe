import { Worker } from 'node:worker_threads';

// Parsing runs in a worker thread: SheetJS is synchronous and a 5 MiB workbook can take seconds, which must not
// block the event loop. The worker's source is inline (plain JS) so it runs the same from the Jest sources and
// the esbuild bundle; it only turns the first sheet into text cells, every rule stays in the main thread.
// One worker per parse (a fresh heap under its cap, terminated after), but started ahead: loading SheetJS takes
// 0.2–0.5 s, so after each parse a spare worker loads it while idle and the next upload finds it ready.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const XLSX = require(workerData.xlsxPath);
parentPort.once('message', (job) => parentPort.postMessage(parse(job)));
function parse({ data: bytes, maxRows, sheetName, onlySheet }) {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = (v) => (v === null || v === undefined ? '' : typeof v === 'string' ? v.trim() : typeof v === 'boolean' ? (v ? 'TRUE' : 'FALSE') : String(v));
  let result;
  try {
    // nodim: the extent is that of the cells read, never the sheet's own <dimension> tag, which a file may set to
    // anything: trusted, a tag saying A1:H2 makes SheetJS drop every row below it, silently. So the whole sheet is
    // read (sheetRows would cut it at the limit and hide how many rows it has): the caller's row count from the
    // sheet's XML, the upload's size checks, the worker's heap cap and the timeout bound the cost. Only the wanted
    // sheet is parsed when the caller located it (a workbook may carry other large sheets).
    const wb = XLSX.read(data, { type: 'buffer', dense: true, nodim: true, cellFormula: false, cellHTML: false, cellStyles: false, cellText: false, ...(onlySheet ? { sheets: onlySheet } : {}) });
    const name = wb.SheetNames.find((n) => n.trim().toLowerCase() === sheetName.toLowerCase()) || wb.SheetNames[0];
    const ws = name === undefined ? undefined : wb.Sheets[name];
    const ref = ws && ws['!ref'];
    if (!ws || !ref) {
      result = { kind: 'empty' };
    } else {
      const range = XLSX.utils.decode_range(ref);
      const aoa = XLSX.utils.sheet_to_json(ws, { header: 1, raw: true, blankrows: true, defval: '' });
      const header = (aoa[0] || []).map(text);
      const rows = [];
      for (let i = 1; i < aoa.length; i++) {
        const cells = (aoa[i] || []).map(text);
        if (cells.some((c) => c !== '')) rows.push({ rowNumber: range.s.r + 1 + i, cells });
      }
      // The limit counts the rows a member sees in the preview (blank rows are skipped, not counted).
      if (rows.length > maxRows) result = { kind: 'tooManyRows', count: rows.length };
      // Without a <dimension>, an empty sheet reads as the one empty cell A1.
      else result = rows.length === 0 && header.every((c) => c === '') ? { kind: 'empty' } : { kind: 'ok', header, rows };
    }
  } catch (error) {
    result = { kind: 'unreadable', message: String(error && error.message || error) };
  }
  return result;
}
`;

export type ParsedSheet =
  | { kind: 'ok'; header: string[]; rows: Array<{ rowNumber: number; cells: string[] }> }
  | { kind: 'empty' }
  | { kind: 'tooManyRows'; count: number }
  | { kind: 'unreadable'; message: string }
  | { kind: 'timeout' }
  | { kind: 'outOfMemory' };

export interface ParseOptions {
  maxRows: number;
  timeoutMs: number;
  /** The sheet to read when present (else the first one). */
  sheetName: string;
  /** The one sheet to parse, as the workbook names it (found beforehand from the package): others are skipped. */
  onlySheet?: string;
  /** Heap cap of the worker: a ZIP whose entries lie about their sizes dies there, not in the server. */
  maxHeapMb?: number;
}

let xlsxPath: string | undefined;
const resolveXlsx = (): string => (xlsxPath ??= require.resolve('xlsx'));

const DEFAULT_HEAP_MB = 512;
const SPARE_DELAY_MS = 2000;

const startWorker = (heapMb: number): Worker =>
  new Worker(WORKER_SOURCE, { eval: true, workerData: { xlsxPath: resolveXlsx() }, resourceLimits: { maxOldGenerationSizeMb: heapMb } });

interface Spare {
  worker: Worker;
  heapMb: number;
  dead: boolean;
}
let spare: Spare | undefined;

/** Starts the spare worker (unreferenced: an idle spare never keeps the process alive). */
function prepareSpare(heapMb: number): void {
  if (spare) return;
  const entry: Spare = { worker: startWorker(heapMb), heapMb, dead: false };
  entry.worker.unref();
  // A spare that fails or exits while idle is dropped; the next parse starts its own worker.
  const drop = () => {
    entry.dead = true;
    if (spare === entry) spare = undefined;
  };
  entry.worker.once('error', drop);
  entry.worker.once('exit', drop);
  spare = entry;
}

function takeWorker(heapMb: number): Worker {
  const taken = spare;
  spare = undefined;
  if (taken && !taken.dead && taken.heapMb === heapMb) {
    taken.worker.ref();
    return taken.worker;
  }
  if (taken && !taken.dead) void taken.worker.terminate();
  return startWorker(heapMb);
}

export function parseSpreadsheetInWorker(data: Buffer, options: ParseOptions): Promise<ParsedSheet> {
  const heapMb = options.maxHeapMb ?? DEFAULT_HEAP_MB;
  return new Promise((resolve, reject) => {
    const worker = takeWorker(heapMb);
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      // Later, not now: loading SheetJS (+20–30 MiB) would add to the peak of the request still using this parse.
      setTimeout(() => prepareSpare(heapMb), SPARE_DELAY_MS).unref();
      outcome();
    };
    const timer = setTimeout(() => finish(() => resolve({ kind: 'timeout' })), options.timeoutMs);
    worker.once('message', (message: ParsedSheet) => finish(() => resolve(message)));
    worker.once('error', (error: Error & { code?: string }) =>
      finish(() => (error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? resolve({ kind: 'outOfMemory' }) : reject(error))),
    );
    worker.once('exit', (code) => finish(() => reject(new Error(`spreadsheet worker exited with code ${code}`))));
    worker.postMessage({ data, maxRows: options.maxRows, sheetName: options.sheetName, onlySheet: options.onlySheet });
  });
}
