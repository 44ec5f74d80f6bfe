import { encodePng } from '../../accounts/testing/png-encoder';

// Real, minimal picture files for the upload specs (a PNG a browser would show), made here rather than checked in.

/** A grey RGB PNG of the given size. */
export const pngOf = (width: number, height: number): Buffer => encodePng(new Uint8Array(width * height * 3).fill(0x80), width, height);

export const svgOf = (body: string, attributes = 'width="120" height="40" viewBox="0 0 120 40"'): Buffer =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${body}</svg>`, 'utf8');
