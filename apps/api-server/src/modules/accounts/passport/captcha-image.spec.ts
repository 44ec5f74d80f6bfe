import { decodePng, PNG_SIGNATURE } from '../testing/png-decoder';
import { CAPTCHA_ALPHABET, CAPTCHA_HEIGHT, CAPTCHA_WIDTH, drawCaptcha, newCaptchaPicture, randomCaptchaCode, type RandomSource } from './captcha-image';

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
      const { png, dataUrl } = drawCaptcha(code);
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
    const picture = (code: string, seed: number): Buffer => decodePng(drawCaptcha(code, seeded(seed)).png).rgb;
    // Same code and same random draws give the same pixels, so any difference below comes from the code alone.
    expect(differingPixels(picture('ABCD', 7), picture('ABCD', 7))).toBe(0);
    expect(differingPixels(picture('ABCD', 7), picture('ABCE', 7))).toBeGreaterThan(60);
    expect(differingPixels(picture('2345', 7), picture('6789', 7))).toBeGreaterThan(200);
  });

  it('never draws the same picture twice for one code', () => {
    const pictures = Array.from({ length: 5 }, () => decodePng(drawCaptcha('K7QX').png).rgb);
    for (let i = 1; i < pictures.length; i++) {
      expect(differingPixels(pictures[0] as Buffer, pictures[i] as Buffer)).toBeGreaterThan(0.3 * CAPTCHA_WIDTH * CAPTCHA_HEIGHT);
    }
  });

  it('lists every text form of the picture: data URL, file, inflated scanlines, pixels', () => {
    const { png, dataUrl, forms } = drawCaptcha('K7QX');
    const { filtered, rgb } = decodePng(png);
    expect(forms).toEqual([dataUrl, png.toString('latin1'), filtered.toString('latin1'), rgb.toString('latin1')]);
  });

  describe('a new captcha', () => {
    /** Hands out `codes` in order. */
    const codesFrom = (...codes: string[]) => () => {
      const code = codes.shift();
      if (!code) throw new Error('out of codes');
      return code;
    };

    it('is never a code that every PNG spells in its fixed header', () => {
      // "iVBORw0KGgoAAAANSUhEUg...": the signature and IHDR in base64 hold AAAA and SUHE whatever the pixels.
      expect(drawCaptcha('AAAA').dataUrl).toContain('AAAA');
      expect(drawCaptcha('SUHE').dataUrl.toUpperCase()).toContain('SUHE');
      const picture = newCaptchaPicture('', undefined, codesFrom('AAAA', 'SUHE', 'K7QX'));
      expect(picture.code).toBe('K7QX');
      for (const form of picture.forms) expect(form.toUpperCase()).not.toContain('K7QX');
    });

    it('is never a code that the rest of the response (the captcha id) spells', () => {
      const picture = newCaptchaPicture('0b8f5d2e-abcd-4a51', undefined, codesFrom('ABCD', 'K7QX'));
      expect(picture.code).toBe('K7QX');
    });

    it('gives up loudly rather than issue a code the response spells', () => {
      expect(() => newCaptchaPicture('', undefined, () => 'AAAA')).toThrow(/spelled/);
    });
  });
});
