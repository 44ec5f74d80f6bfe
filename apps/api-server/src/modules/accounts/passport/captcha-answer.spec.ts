import { createTestContext, type TestContext } from '../../../../test/harness';
import { decodePng } from '../testing/png-decoder';
import { loginAs } from '../testing/accounts-fixtures';
import type * as CaptchaImage from './captcha-image';

// Issue 16's probe read the answer out of the old SVG captcha's markup and signed in 30 times out of 30. Here the
// codes the server issues are recorded (the real generator still draws them) so the test knows each answer and
// can look for it in every form the response takes.
const mockIssuedCodes: string[] = [];
jest.mock('./captcha-image', () => {
  const actual = jest.requireActual<typeof CaptchaImage>('./captcha-image');
  return {
    ...actual,
    newCaptchaPicture: (...args: Parameters<typeof actual.newCaptchaPicture>) => {
      const picture = actual.newCaptchaPicture(...args);
      mockIssuedCodes.push(picture.code);
      return picture;
    },
  };
});

/**
 * What a markup-reading solver takes from the image: when it is SVG (or any XML), the text of its <text>
 * elements and the drawing commands of its paths, from which glyph shapes are matched. From a PNG: nothing.
 */
function readMarkup(image: Buffer): string[] {
  const text = image.toString('utf8');
  if (!/^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/i.test(text)) return [];
  return [
    ...[...text.matchAll(/<text[^>]*>([^<]*)<\/text>/gi)].map((m) => m[1] as string),
    ...[...text.matchAll(/\sd="([^"]*)"/g)].map((m) => m[1] as string),
  ];
}

describe('captcha answer', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('is nowhere in the response: not in the JSON, the base64, the PNG bytes, the scanlines or the pixels', async () => {
    for (let i = 0; i < 12; i++) {
      mockIssuedCodes.length = 0;
      const res = await ctx.inject({ method: 'GET', url: '/api/f/passport-management/captcha', remoteAddress: '10.16.4.1' });
      expect(res.statusCode).toBe(200);
      const body = res.json<{ captchaId: string; image: string; expiresIn: number }>();
      expect(Object.keys(body).sort()).toEqual(['captchaId', 'expiresIn', 'image']);
      const [prefix, payload] = body.image.split(',');
      const image = Buffer.from(payload as string, 'base64');
      expect(readMarkup(image)).toEqual([]);
      expect(image.toString('latin1')).not.toMatch(/<svg|<text|<path/i);
      expect(prefix).toBe('data:image/png;base64');
      const { width, height, filtered, rgb } = decodePng(image);
      expect([width, height]).toEqual([120, 40]);

      expect(mockIssuedCodes).toHaveLength(1);
      const code = (mockIssuedCodes[0] as string).toLowerCase();
      for (const text of [res.body, payload as string, image.toString('latin1'), filtered.toString('latin1'), rgb.toString('latin1')]) {
        expect(text.toLowerCase()).not.toContain(code);
      }
    }
  });

  it('is the code the picture shows: the recorded answer signs in once, and only once', async () => {
    // Proves the recording above caught the real answer (else "not in the response" would prove nothing).
    const user = await ctx.createUser({ password: 'Secret123' });
    const ip = '10.16.4.2';
    mockIssuedCodes.length = 0;
    const { captchaId } = (await ctx.inject({ method: 'GET', url: '/api/f/passport-management/captcha', remoteAddress: ip })).json();
    const code = mockIssuedCodes[0] as string;
    const ok = await loginAs(ctx, user.userName, 'Secret123', { ip, captchaId, captchaCode: code.toLowerCase() });
    expect(ok.statusCode).toBe(200);
    const again = await loginAs(ctx, user.userName, 'Secret123', { ip, captchaId, captchaCode: code });
    expect(again.statusCode).toBe(400);
  });
});
