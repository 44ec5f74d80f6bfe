import { crc32, inflateSync } from 'node:zlib';

// A strict reader for the 8-bit truecolour, non-interlaced PNGs the captcha writes: the tests check a picture by
// decoding it independently of the encoder (chunk CRCs, IHDR, the five row filters), not by trusting it.

export interface DecodedPng {
  width: number;
  height: number;
  /** The IDAT stream inflated: each row's filter byte followed by its filtered bytes. */
  filtered: Buffer;
  /** Unfiltered RGB, three bytes a pixel, row by row. */
  rgb: Buffer;
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function predict(type: number | undefined, a: number, b: number, c: number): number {
  switch (type) {
    case 0:
      return 0;
    case 1:
      return a;
    case 2:
      return b;
    case 3:
      return (a + b) >> 1;
    case 4: {
      const p = a + b - c;
      const pa = Math.abs(p - a);
      const pb = Math.abs(p - b);
      const pc = Math.abs(p - c);
      return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
    }
    default:
      throw new Error(`unknown PNG filter ${type}`);
  }
}

export function decodePng(png: Buffer): DecodedPng {
  if (!png.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('not a PNG signature');
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    if ((crc32(png.subarray(at + 4, at + 8 + length)) >>> 0) !== png.readUInt32BE(at + 8 + length)) throw new Error(`bad CRC in ${type}`);
    chunks.push({ type, data });
    at += 12 + length;
  }
  const [ihdr] = chunks;
  if (ihdr?.type !== 'IHDR' || chunks.at(-1)?.type !== 'IEND') throw new Error('chunks out of order');
  const width = ihdr.data.readUInt32BE(0);
  const height = ihdr.data.readUInt32BE(4);
  if (ihdr.data[8] !== 8 || ihdr.data[9] !== 2 || ihdr.data[12] !== 0) throw new Error('not 8-bit RGB without interlace');
  const filtered = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  const stride = width * 3;
  if (filtered.length !== (stride + 1) * height) throw new Error(`IDAT holds ${filtered.length} bytes for ${width}x${height}`);
  const rgb = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const type = filtered[y * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const x = filtered[y * (stride + 1) + 1 + i] as number;
      const a = i >= 3 ? (rgb[y * stride + i - 3] as number) : 0;
      const b = y > 0 ? (rgb[(y - 1) * stride + i] as number) : 0;
      const c = y > 0 && i >= 3 ? (rgb[(y - 1) * stride + i - 3] as number) : 0;
      rgb[y * stride + i] = (x + predict(type, a, b, c)) & 0xff;
    }
  }
  return { width, height, filtered, rgb };
}
