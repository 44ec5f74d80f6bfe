import { decodePng, PNG_SIGNATURE } from '../testing/png-decoder';
import { CAPTCHA_ALPHABET, CAPTCHA_HEIGHT, CAPTCHA_WIDTH, randomCaptchaCode, renderCaptcha, type RandomSource } from './captcha-image';

/** A seeded source (mulberry32), so that a test can draw the same distortion twice. */
function seeded(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How many pixels differ between two pictures of the same size. */
function differingPixels(a: Buffer, b: Buffer): number {
  let count = 0;
  for (let i = 0; i < a.length; i += 3) if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2]) count++;
  return count;
}

const luminance = (rgb: Buffer, pixel: number): number =>
  0.299 * (rgb[pixel * 3] as number) + 0.587 * (rgb[pixel * 3 + 1] as number) + 0.114 * (rgb[pixel * 3 + 2] as number);

describe('captcha image', () => {
  it('draws codes from an alphabet without look-alikes', () => {
    expect(CAPTCHA_ALPHABET).not.toMatch(/[01OI]/);
    for (let i = 0; i < 200; i++) expect(randomCaptchaCode()).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`));
  });

  it('is a valid 120x40 RGB PNG with ink on a light background, a few KB, for every glyph', () => {
    for (let i = 0; i < CAPTCHA_ALPHABET.length; i += 4) {
      const code = CAPTCHA_ALPHABET.slice(i, i + 4);
      const { png, dataUrl } = renderCaptcha(code);
      expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
      expect(dataUrl).toBe(`data:image/png;base64,${png.toString('base64')}`);
      expect(png.length).toBeLessThan(8 * 1024);
      const { width, height, rgb } = decodePng(png);
      expect([width, height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
      expect([width, height]).toEqual([120, 40]);
      const pixels = width * height;
      let dark = 0;
      let light = 0;
      for (let p = 0; p < pixels; p++) {
        const l = luminance(rgb, p);
        if (l < 110) dark++;
        else if (l > 200) light++;
      }
      // Four glyphs are ~8-20% of the picture: neither blank nor smeared over.
      expect(dark / pixels).toBeGreaterThan(0.05);
      expect(dark / pixels).toBeLessThan(0.35);
      expect(light / pixels).toBeGreaterThan(0.4);
    }
  });

  it('draws what the code says: one distortion, different codes give different pictures', () => {
    const picture = (code: string, seed: number): Buffer => decodePng(renderCaptcha(code, seeded(seed)).png).rgb;
    // Same code and same random draws give the same pixels, so any difference below comes from the code alone.
    expect(differingPixels(picture('ABCD', 7), picture('ABCD', 7))).toBe(0);
    expect(differingPixels(picture('ABCD', 7), picture('ABCE', 7))).toBeGreaterThan(60);
    expect(differingPixels(picture('2345', 7), picture('6789', 7))).toBeGreaterThan(200);
  });

  it('never draws the same picture twice for one code', () => {
    const pictures = Array.from({ length: 5 }, () => decodePng(renderCaptcha('K7QX').png).rgb);
    for (let i = 1; i < pictures.length; i++) {
      expect(differingPixels(pictures[0] as Buffer, pictures[i] as Buffer)).toBeGreaterThan(0.3 * CAPTCHA_WIDTH * CAPTCHA_HEIGHT);
    }
  });

  it('draws again when a picture would spell its own answer as text', () => {
    const render = (code: string, seed: number) => {
      const random = seeded(seed);
      let calls = 0;
      const { dataUrl } = renderCaptcha(code, () => (calls++, random()));
      return { calls, dataUrl };
    };
    const plain = render('2345', 1);
    // Found by search (about one seed in 500 does this): seed 47's first picture of 2345 spells "2345" somewhere
    // in its base64, so the picture handed out is a second draw, which used as many random numbers again.
    const unlucky = render('2345', 47);
    expect(unlucky.calls).toBe(2 * plain.calls);
    expect(unlucky.dataUrl.toLowerCase()).not.toContain('2345');
    expect(plain.dataUrl.toLowerCase()).not.toContain('2345');
  });
});
