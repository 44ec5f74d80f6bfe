import { randomInt } from 'node:crypto';
import { Bitmap, type Point, type Rgb } from './captcha-raster';
import { filterScanlines, pngFromScanlines } from './png-encoder';

// The captcha picture is a PNG drawn on the server: each glyph is a polyline set on an 8x12 grid (a hand-drawn
// alphabet, so no font file is needed and no text of the answer exists anywhere in the response), jittered
// point by point, skewed, rotated, scaled and offset, bent by a sine warp, rasterised among noise curves and
// sprinkled with dots.

export const CAPTCHA_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

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

/**
 * Picture pixels per CSS pixel of the 120x40 the login form shows. 2 would be sharper on dense screens but
 * every anti-aliased edge costs bytes: 2x measured ~17 KB a PNG against ~4 KB at 1x.
 */
const DENSITY = 1;
export const CAPTCHA_WIDTH = 120 * DENSITY;
export const CAPTCHA_HEIGHT = 40 * DENSITY;

/** Uniform floats in [0, 1). */
export type RandomSource = () => number;

/**
 * The distortion comes from the CSPRNG, so it cannot be replayed from a guessed Math.random seed; tests may pass
 * a seeded source instead to get the same picture twice.
 */
const cryptoRandom: RandomSource = () => randomInt(0, 0x1000000) / 0x1000000;

interface Dice {
  between(min: number, max: number): number;
  colour(lo: number, hi: number): Rgb;
}

function diceOf(random: RandomSource): Dice {
  const between = (min: number, max: number): number => min + random() * (max - min);
  const int = (lo: number, hi: number): number => Math.floor(between(lo, hi));
  return { between, colour: (lo, hi) => [int(lo, hi), int(lo, hi), int(lo, hi)] };
}

const dark = (dice: Dice): Rgb => dice.colour(10, 120);
const light = (dice: Dice): Rgb => dice.colour(150, 225);

export function randomCaptchaCode(length = 4): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)];
  return code;
}

/** The glyph's polylines in picture coordinates around (cx, cy), distorted at random. */
function placeGlyph(dice: Dice, glyph: Glyph, cx: number, cy: number): Point[][] {
  const angle = (dice.between(-22, 22) * Math.PI) / 180;
  const scaleX = dice.between(1.8, 2.2) * DENSITY;
  const scaleY = scaleX * dice.between(0.9, 1.1);
  const skew = dice.between(-0.25, 0.25);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return glyph.map((line) =>
    line.map(([gx, gy]) => {
      // Centre the 8x12 cell, skew, jitter, then rotate and place.
      const x0 = (gx - 4 + skew * (gy - 6) + dice.between(-0.4, 0.4)) * scaleX;
      const y0 = (gy - 6 + dice.between(-0.4, 0.4)) * scaleY;
      return [cx + x0 * cos - y0 * sin, cy + x0 * sin + y0 * cos] as const;
    }),
  );
}

/** A cubic curve across the picture, as a polyline. */
function noiseCurve(dice: Dice): Point[] {
  const y = (): number => dice.between(0.05, 0.95) * CAPTCHA_HEIGHT;
  const p0: Point = [dice.between(0, 0.12) * CAPTCHA_WIDTH, y()];
  const p1: Point = [dice.between(0.15, 0.45) * CAPTCHA_WIDTH, y()];
  const p2: Point = [dice.between(0.55, 0.85) * CAPTCHA_WIDTH, y()];
  const p3: Point = [dice.between(0.88, 1) * CAPTCHA_WIDTH, y()];
  const points: Point[] = [];
  for (let i = 0; i <= 24; i++) {
    const t = i / 24;
    const u = 1 - t;
    const a = u * u * u;
    const b = 3 * u * u * t;
    const c = 3 * u * t * t;
    const d = t * t * t;
    points.push([a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]]);
  }
  return points;
}

type Warp = (line: readonly Point[]) => Point[];

/**
 * Bends the whole picture along two sine waves (x shifted by a wave in y, y by a wave in x). It moves the
 * geometry, not the pixels: resampling a finished bitmap would blur every edge and triple the PNG's size.
 * Segments are cut into pieces of at most 2 CSS pixels first so that straight strokes come out curved.
 */
function randomSineWarp(dice: Dice): Warp {
  const ax = dice.between(1.5, 3) * DENSITY;
  const px = dice.between(25, 45) * DENSITY;
  const fx = dice.between(0, 2 * Math.PI);
  const ay = dice.between(1.5, 3) * DENSITY;
  const py = dice.between(35, 70) * DENSITY;
  const fy = dice.between(0, 2 * Math.PI);
  const move = ([x, y]: Point): Point => [x + ax * Math.sin((2 * Math.PI * y) / px + fx), y + ay * Math.sin((2 * Math.PI * x) / py + fy)];
  const maxPiece = 2 * DENSITY;
  return (line) => {
    const first = line[0];
    if (!first) return [];
    const out: Point[] = [move(first)];
    for (let k = 1; k < line.length; k++) {
      const [ax0, ay0] = line[k - 1] as Point;
      const [bx, by] = line[k] as Point;
      const pieces = Math.max(1, Math.ceil(Math.hypot(bx - ax0, by - ay0) / maxPiece));
      for (let j = 1; j <= pieces; j++) out.push(move([ax0 + ((bx - ax0) * j) / pieces, ay0 + ((by - ay0) * j) / pieces]));
    }
    return out;
  };
}

/** The picture of `code` as RGB bytes. */
function draw(code: string, dice: Dice): Uint8Array {
  const bitmap = new Bitmap(CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const warp = randomSineWarp(dice);
  bitmap.fillGradient(dice.colour(225, 256), dice.colour(225, 256));
  for (let i = 0; i < 4; i++) bitmap.stroke([warp(noiseCurve(dice))], dice.between(1, 2.2) * DENSITY, light(dice));

  const step = CAPTCHA_WIDTH / (code.length + 1);
  [...code].forEach((ch, index) => {
    const glyph = GLYPHS[ch];
    if (!glyph) throw new Error(`No captcha glyph for "${ch}"`);
    const cx = step * (index + 1) + dice.between(-2, 2) * DENSITY;
    const cy = CAPTCHA_HEIGHT / 2 + dice.between(-2, 2) * DENSITY;
    bitmap.stroke(placeGlyph(dice, glyph, cx, cy).map(warp), dice.between(2.1, 2.8) * DENSITY, dark(dice));
  });
  // Dark strokes over the glyphs, so that the darkest pixels alone do not separate the answer from the noise.
  for (let i = 0; i < 2; i++) bitmap.stroke([warp(noiseCurve(dice))], dice.between(0.6, 0.9) * DENSITY, dark(dice), 0.85);

  for (let i = 0; i < 60; i++) {
    bitmap.dot(dice.between(0, CAPTCHA_WIDTH), dice.between(0, CAPTCHA_HEIGHT), dice.between(0.4, 1.2) * DENSITY, i % 2 === 0 ? dark(dice) : light(dice), dice.between(0.5, 1));
  }
  return bitmap.toRgb(17);
}

export interface CaptchaPicture {
  png: Buffer;
  dataUrl: string;
  /** Every form the picture takes on its way to a client, as text: data URL, file, inflated scanlines, pixels. */
  forms: string[];
}

/** The picture of `code`; with the default random source no two calls give the same pixels. */
export function drawCaptcha(code: string, random: RandomSource = cryptoRandom): CaptchaPicture {
  const rgb = draw(code, diceOf(random));
  const scanlines = filterScanlines(rgb, CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const png = pngFromScanlines(scanlines, CAPTCHA_WIDTH, CAPTCHA_HEIGHT);
  const dataUrl = `data:image/png;base64,${png.toString('base64')}`;
  const pixels = Buffer.from(rgb.buffer, rgb.byteOffset, rgb.length);
  return { png, dataUrl, forms: [dataUrl, png.toString('latin1'), scanlines.toString('latin1'), pixels.toString('latin1')] };
}

const spells = (text: string, code: string): boolean => text.toLowerCase().includes(code.toLowerCase());

/**
 * A new code and its picture, such that no form of the response spells the code as text (in any case). Some
 * codes are spelled by every PNG (its fixed header in base64 reads "...GgoAAAANSUhEUg...", so AAAA or SUHE), some
 * by the captcha id that travels beside the picture (`alsoInResponse`), and by chance about one picture in 500
 * spells its own code in its base64 (one in 10,000 in its bytes, scanlines or pixels). In each case another code
 * is drawn, so a solver can find nothing by reading and the tests can assert that strictly.
 */
export function newCaptchaPicture(
  alsoInResponse: string,
  random: RandomSource = cryptoRandom,
  nextCode: () => string = randomCaptchaCode,
): CaptchaPicture & { code: string } {
  for (let attempt = 0; attempt < 100; attempt++) {
    const code = nextCode();
    if (spells(alsoInResponse, code)) continue;
    const picture = drawCaptcha(code, random);
    if (!picture.forms.some((form) => spells(form, code))) return { code, ...picture };
  }
  // With random codes, a hundred misses in a row do not happen; with a broken source they should not pass silently.
  throw new Error('newCaptchaPicture: every code drawn was spelled by the response');
}
