import { randomInt } from 'node:crypto';

// A captcha picture drawn from strokes (no font file, no <text>): each glyph is a polyline set on an 8x12 grid,
// jittered point by point, rotated, scaled and offset, then hidden among noise curves and dots.

export const CAPTCHA_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

type Point = readonly [number, number];
type Glyph = readonly (readonly Point[])[];

const P = (...points: number[]): Point[] => {
  const out: Point[] = [];
  for (let i = 0; i + 1 < points.length; i += 2) out.push([points[i] as number, points[i + 1] as number]);
  return out;
};

const GLYPHS: Record<string, Glyph> = {
  '2': [P(0, 3, 1, 1, 3, 0, 5, 0, 7, 1, 8, 3, 7, 5, 0, 12, 8, 12)],
  '3': [P(0, 1, 2, 0, 6, 0, 8, 2, 7, 5, 4, 6, 7, 7, 8, 9, 7, 11, 5, 12, 2, 12, 0, 11)],
  '4': [P(6, 12, 6, 0, 0, 8, 8, 8)],
  '5': [P(8, 0, 1, 0, 0, 5, 4, 4.5, 7, 5.5, 8, 8, 7, 11, 4, 12, 0, 11)],
  '6': [P(7, 1, 5, 0, 3, 0, 1, 2, 0, 6, 0, 9, 1, 11, 4, 12, 7, 11, 8, 8, 7, 6, 4, 5, 1, 6, 0, 8)],
  '7': [P(0, 0, 8, 0, 3, 12)],
  '8': [P(4, 6, 1, 5, 0, 3, 1, 1, 4, 0, 7, 1, 8, 3, 7, 5, 4, 6, 1, 7, 0, 9, 1, 11, 4, 12, 7, 11, 8, 9, 7, 7, 4, 6)],
  '9': [P(8, 4, 7, 6, 4, 7, 1, 6, 0, 4, 1, 1, 4, 0, 7, 1, 8, 4, 8, 7, 7, 10, 5, 12, 2, 12)],
  A: [P(0, 12, 4, 0, 8, 12), P(1.5, 8, 6.5, 8)],
  B: [P(0, 0, 0, 12, 5, 12, 7, 11, 8, 9, 7, 7, 5, 6, 0, 6), P(0, 0, 5, 0, 7, 1, 7.5, 3, 6.5, 5, 5, 6)],
  C: [P(8, 2, 6, 0, 3, 0, 1, 1.5, 0, 4, 0, 8, 1, 10.5, 3, 12, 6, 12, 8, 10)],
  D: [P(0, 0, 0, 12, 4, 12, 7, 10, 8, 6, 7, 2, 4, 0, 0, 0)],
  E: [P(8, 0, 0, 0, 0, 12, 8, 12), P(0, 6, 6, 6)],
  F: [P(8, 0, 0, 0, 0, 12), P(0, 6, 6, 6)],
  G: [P(8, 2, 6, 0, 3, 0, 1, 1.5, 0, 4, 0, 8, 1, 10.5, 3, 12, 6, 12, 8, 10, 8, 7, 5, 7)],
  H: [P(0, 0, 0, 12), P(8, 0, 8, 12), P(0, 6, 8, 6)],
  J: [P(8, 0, 8, 9, 7, 11, 5, 12, 3, 12, 1, 11, 0, 9)],
  K: [P(0, 0, 0, 12), P(8, 0, 0, 8), P(3, 5, 8, 12)],
  L: [P(0, 0, 0, 12, 8, 12)],
  M: [P(0, 12, 0, 0, 4, 7, 8, 0, 8, 12)],
  N: [P(0, 12, 0, 0, 8, 12, 8, 0)],
  P: [P(0, 12, 0, 0, 5, 0, 7, 1, 8, 3, 7, 5, 5, 6, 0, 6)],
  Q: [P(4, 0, 1, 1.5, 0, 6, 1, 10.5, 4, 12, 7, 10.5, 8, 6, 7, 1.5, 4, 0), P(5, 9, 8, 12.5)],
  R: [P(0, 12, 0, 0, 5, 0, 7, 1, 8, 3, 7, 5, 5, 6, 0, 6), P(4, 6, 8, 12)],
  S: [P(8, 2, 6, 0, 2, 0, 0, 2, 1, 4.5, 4, 6, 7, 7.5, 8, 10, 6, 12, 2, 12, 0, 10)],
  T: [P(0, 0, 8, 0), P(4, 0, 4, 12)],
  U: [P(0, 0, 0, 9, 1, 11, 4, 12, 7, 11, 8, 9, 8, 0)],
  V: [P(0, 0, 4, 12, 8, 0)],
  W: [P(0, 0, 2, 12, 4, 5, 6, 12, 8, 0)],
  X: [P(0, 0, 8, 12), P(8, 0, 0, 12)],
  Y: [P(0, 0, 4, 6, 8, 0), P(4, 6, 4, 12)],
  Z: [P(0, 0, 8, 0, 0, 12, 8, 12)],
};

const WIDTH = 120;
const HEIGHT = 40;

/** Uniform float in [min, max) from the CSPRNG, so the jitter cannot be replayed from a seeded Math.random. */
const rnd = (min: number, max: number): number => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const fmt = (n: number): string => n.toFixed(1);

function colour(dark: boolean): string {
  const [lo, hi] = dark ? [20, 110] : [150, 220];
  return `rgb(${randomInt(lo, hi)},${randomInt(lo, hi)},${randomInt(lo, hi)})`;
}

export function randomCaptchaCode(length = 4): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)];
  return code;
}

function glyphPath(glyph: Glyph, cx: number, cy: number): string {
  const angle = (rnd(-28, 28) * Math.PI) / 180;
  const scale = rnd(1.8, 2.2);
  const skew = rnd(-0.25, 0.25);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return glyph
    .map((line) =>
      line
        .map(([gx, gy], i) => {
          // Centre the 8x12 cell, skew, jitter, then rotate and place.
          const x0 = (gx - 4 + skew * (gy - 6) + rnd(-0.45, 0.45)) * scale;
          const y0 = (gy - 6 + rnd(-0.45, 0.45)) * scale;
          const x = cx + x0 * cos - y0 * sin;
          const y = cy + x0 * sin + y0 * cos;
          return `${i === 0 ? 'M' : 'L'}${fmt(x)} ${fmt(y)}`;
        })
        .join(''),
    )
    .join('');
}

function noiseCurve(): string {
  const y = (): string => fmt(rnd(2, HEIGHT - 2));
  return `M${fmt(rnd(0, 15))} ${y()}C${fmt(rnd(20, 50))} ${y()} ${fmt(rnd(60, 100))} ${y()} ${fmt(rnd(105, WIDTH))} ${y()}`;
}

/** The SVG markup of `code`. */
export function renderCaptchaSvg(code: string): string {
  const parts: string[] = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="rgb(${randomInt(235, 256)},${randomInt(235, 256)},${randomInt(235, 256)})"/>`];
  for (let i = 0; i < 4; i++) {
    parts.push(`<path d="${noiseCurve()}" fill="none" stroke="${colour(false)}" stroke-width="${fmt(rnd(1, 2))}"/>`);
  }
  for (let i = 0; i < 30; i++) {
    parts.push(`<circle cx="${fmt(rnd(0, WIDTH))}" cy="${fmt(rnd(0, HEIGHT))}" r="${fmt(rnd(0.5, 1.4))}" fill="${colour(i % 2 === 0)}"/>`);
  }
  const step = WIDTH / (code.length + 1);
  [...code].forEach((ch, index) => {
    const glyph = GLYPHS[ch];
    if (!glyph) throw new Error(`No captcha glyph for "${ch}"`);
    const cx = step * (index + 1) + rnd(-4, 4);
    const cy = HEIGHT / 2 + rnd(-4, 4);
    parts.push(
      `<path d="${glyphPath(glyph, cx, cy)}" fill="none" stroke="${colour(true)}" stroke-width="${fmt(rnd(2, 2.8))}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  });
  // Two noise strokes over the glyphs so they cannot be separated by drawing order alone.
  for (let i = 0; i < 2; i++) {
    parts.push(`<path d="${noiseCurve()}" fill="none" stroke="${colour(true)}" stroke-width="1.2"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`;
}

export const toSvgDataUrl = (svg: string): string => `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
