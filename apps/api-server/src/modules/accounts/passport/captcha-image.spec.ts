import { CAPTCHA_ALPHABET, randomCaptchaCode, renderCaptchaSvg, toSvgDataUrl } from './captcha-image';

describe('captcha image', () => {
  it('draws codes from an alphabet without look-alikes', () => {
    expect(CAPTCHA_ALPHABET).not.toMatch(/[01OI]/);
    for (let i = 0; i < 200; i++) expect(randomCaptchaCode()).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`));
  });

  it('renders every glyph as jittered paths, never as text', () => {
    const svg = renderCaptchaSvg(CAPTCHA_ALPHABET.slice(0, 4));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<text|font/);
    expect(svg).not.toContain(CAPTCHA_ALPHABET.slice(0, 4));
    for (let i = 0; i < CAPTCHA_ALPHABET.length; i += 4) expect(() => renderCaptchaSvg(CAPTCHA_ALPHABET.slice(i, i + 4))).not.toThrow();
    // The same code never draws the same picture twice.
    expect(renderCaptchaSvg('ABCD')).not.toBe(renderCaptchaSvg('ABCD'));
  });

  it('wraps the picture in a base64 data URL', () => {
    expect(toSvgDataUrl('<svg/>')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
  });
});
