import path from 'node:path';
import { readZipEntry, type ZipDirectory, type ZipEntry } from './zip-directory';
import { timeSlicer } from '../runtime/time-slices';

// Counting a sheet's rows before parsing it: the parser holds a whole workbook in memory (tens of MiB for 5,000
// rows) and takes seconds, so a file with too many rows is refused from its XML instead, in milliseconds. What is
// counted is what the parser would read, `<row>` elements holding at least one value, never the sheet's own
// `<dimension>` tag, which a file may set to anything. When the sheet cannot be found this way (an unusual
// package), the answer is `undefined` and the parser's own count decides.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (value: string): string =>
  value.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });

/** The attributes of each `<tag …>` element (any namespace prefix), by local name. */
function elements(xml: string, tag: string): Array<Map<string, string>> {
  const found: Array<Map<string, string>> = [];
  for (const match of xml.matchAll(new RegExp(`<(?:[\\w.-]+:)?${tag}\\b([^>]*)>`, 'g'))) {
    const attributes = new Map<string, string>();
    for (const attr of (match[1] ?? '').matchAll(/([\w.:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
      const name = attr[1] ?? '';
      attributes.set(name.slice(name.indexOf(':') + 1), unescapeXml(attr[2] ?? attr[3] ?? ''));
    }
    found.push(attributes);
  }
  return found;
}

function findEntry(directory: ZipDirectory, name: string): ZipEntry | undefined {
  const wanted = name.replace(/^\/+/, '');
  return directory.entries.find((e) => e.name === wanted) ?? directory.entries.find((e) => e.name.toLowerCase() === wanted.toLowerCase());
}

const relsOf = (part: string): string => path.posix.join(path.posix.dirname(part), '_rels', `${path.posix.basename(part)}.rels`);
const resolveTarget = (fromPart: string, target: string): string =>
  target.startsWith('/') ? target.slice(1) : path.posix.normalize(path.posix.join(path.posix.dirname(fromPart), target));

async function readText(data: Buffer, directory: ZipDirectory, name: string): Promise<string | undefined> {
  const entry = findEntry(directory, name);
  return entry ? (await readZipEntry(data, entry)).toString('utf8') : undefined;
}

export interface LocatedSheet {
  /** The sheet's name as the workbook spells it (what the parser is told to read). */
  name: string;
  entry: ZipEntry;
}

/** The worksheet the parser would read: `sheetName` (trimmed, any case) when present, else the first sheet. */
export async function locateSheet(data: Buffer, directory: ZipDirectory, sheetName: string): Promise<LocatedSheet | undefined> {
  const rootRels = await readText(data, directory, '_rels/.rels');
  const officeTarget = elements(rootRels ?? '', 'Relationship')
    .find((r) => /\/officeDocument$/.test(r.get('Type') ?? ''))
    ?.get('Target');
  const workbookPart = officeTarget ? resolveTarget('', officeTarget) : 'xl/workbook.xml';
  const workbook = await readText(data, directory, workbookPart);
  const workbookRels = await readText(data, directory, relsOf(workbookPart));
  if (!workbook || !workbookRels) return undefined;
  const sheets = elements(workbook, 'sheet');
  const wanted = sheetName.toLowerCase();
  const sheet = sheets.find((s) => (s.get('name') ?? '').trim().toLowerCase() === wanted) ?? sheets[0];
  const target = elements(workbookRels, 'Relationship').find((r) => r.get('Id') === sheet?.get('id'))?.get('Target');
  const entry = sheet && target ? findEntry(directory, resolveTarget(workbookPart, target)) : undefined;
  return sheet && entry ? { name: sheet.get('name') ?? '', entry } : undefined;
}

/**
 * Asks the time slicer whether to hand the event loop back this often (a hostile sheet may hold millions of empty
 * rows); asking on every row would add an await per row, about a tenth of the loop's own cost.
 */
const ROWS_PER_SLICE_CHECK = 1_000;

/**
 * The number of `<row>` elements of a worksheet's XML that hold a value (`<v>` or an inline string). Native
 * `indexOf` over the bytes: no string of the whole sheet, no XML parser, a few milliseconds for 5,000 rows.
 */
export async function countRowsWithValues(xml: Buffer): Promise<number> {
  // SpreadsheetML may carry a namespace prefix (`<x:row>`, from some .NET writers): take the one of <sheetData>.
  const sheetData = xml.indexOf('sheetData');
  if (sheetData < 0) return 0;
  const lt = xml.lastIndexOf('<', sheetData);
  const prefix = lt >= 0 ? xml.toString('latin1', lt + 1, sheetData) : '';
  const rowOpen = `<${prefix}row`;
  const rowClose = `</${prefix}row>`;
  const valueTags = [`<${prefix}v>`, `<${prefix}v `, `<${prefix}is>`];
  // Where each value tag next occurs (Infinity: nowhere further): every tag is searched forward once overall.
  const cursors = valueTags.map((tag) => ({ tag, at: -1 }));
  const valueAfter = (from: number): number => {
    let best = Infinity;
    for (const cursor of cursors) {
      if (cursor.at < from) {
        const found = xml.indexOf(cursor.tag, from);
        cursor.at = found < 0 ? Infinity : found;
      }
      best = Math.min(best, cursor.at);
    }
    return best;
  };

  const slices = timeSlicer();
  let count = 0;
  let seen = 0;
  let at = xml.indexOf(rowOpen, sheetData);
  while (at >= 0) {
    const after = xml[at + rowOpen.length];
    const tagEnd = xml.indexOf('>', at);
    if (tagEnd < 0) break;
    // `<rowBreaks>` and the like share the prefix: only `<row` followed by a space, `>` or `/` is a row.
    const isRow = after === 0x20 || after === 0x3e || after === 0x2f || after === 0x09 || after === 0x0a || after === 0x0d;
    let next = tagEnd + 1;
    if (isRow && xml[tagEnd - 1] !== 0x2f) {
      const end = xml.indexOf(rowClose, tagEnd);
      const rowEnd = end < 0 ? xml.length : end;
      const value = valueAfter(tagEnd);
      if (value < rowEnd) count++;
      next = rowEnd;
    }
    if (++seen % ROWS_PER_SLICE_CHECK === 0) await slices.pause();
    at = xml.indexOf(rowOpen, next);
  }
  return count;
}
