import zlib from 'node:zlib';
import { compressHtml, negotiateEncoding } from './html-response';

// The coding HTML goes out in, for each Accept-Encoding a client may send (RFC 9110 §12.5.3).

describe('negotiateEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['deflate', null],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['GZIP;Q=1, BR;Q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0', null],
    ['br;q=0, *', 'gzip'],
    ['gzip;q=0, br;q=0, *', null],
    ['gzip;q=0.8, *;q=0.1', 'gzip'],
    ['gzip;q=abc', 'gzip'],
    [' br ; q=0.9 , gzip ; q=0.9 ', 'br'],
  ])('%p → %p', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('compressHtml', () => {
  const page = Buffer.from(`<!doctype html><html><body>${'<p>运单 tracking 12345</p>'.repeat(2000)}</body></html>`);

  it('round-trips in both codings and makes the page smaller', () => {
    const br = compressHtml(page, 'br');
    const gz = compressHtml(page, 'gzip');
    expect(zlib.brotliDecompressSync(br).equals(page)).toBe(true);
    expect(zlib.gunzipSync(gz).equals(page)).toBe(true);
    expect(br.length).toBeLessThan(page.length / 10);
    expect(gz.length).toBeLessThan(page.length / 10);
  });
});
