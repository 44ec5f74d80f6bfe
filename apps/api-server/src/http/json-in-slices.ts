import { Readable } from 'node:stream';
import { timeSlicer } from '../runtime/time-slices';

/** A body whose array property has at least this many items is written in slices. */
export const SLICED_ITEMS_FROM = 1000;
const ITEMS_PER_CHUNK = 200;

/**
 * The key of a plain object's array property of SLICED_ITEMS_FROM items or more (the 5,000 rows of a spreadsheet
 * preview, 8 MiB of JSON), else undefined.
 */
export function largeArrayKey(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object' || Object.getPrototypeOf(body) !== Object.prototype) return undefined;
  let found: string | undefined;
  let longest = SLICED_ITEMS_FROM - 1;
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value) && value.length > longest) {
      found = key;
      longest = value.length;
    }
  }
  return found;
}

/**
 * The same JSON text as `JSON.stringify(body)` apart from the order of keys (the large array comes last), written a
 * few hundred items at a time and handing the event loop back every 10 ms. Stringifying 8 MiB at once held every
 * other request of the process for tens of milliseconds.
 */
export function jsonInSlices(body: Record<string, unknown>, key: string): Readable {
  return Readable.from(slices(body, key), { objectMode: false });
}

async function* slices(body: Record<string, unknown>, key: string): AsyncGenerator<string> {
  const { [key]: array, ...rest } = body;
  const items = array as unknown[];
  const head = JSON.stringify(rest);
  yield `${head.slice(0, -1)}${head === '{}' ? '' : ','}${JSON.stringify(key)}:[`;
  const slicer = timeSlicer();
  let parts: string[] = [];
  for (let i = 0; i < items.length; i++) {
    // As JSON.stringify writes an array: an item it cannot represent (undefined, a function) becomes null.
    parts.push((i === 0 ? '' : ',') + (JSON.stringify(items[i]) ?? 'null'));
    if (parts.length === ITEMS_PER_CHUNK) {
      yield parts.join('');
      parts = [];
      await slicer.pause();
    }
  }
  yield `${parts.join('')}]}`;
}
