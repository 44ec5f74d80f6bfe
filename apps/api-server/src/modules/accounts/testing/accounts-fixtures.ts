import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DialectName } from '../../../db/database';
import type { AccountsDatabase } from '../accounts.db';
import { regionId, seedRegionsForTest } from '../../regions/testing';

// Shared by the accounts suites: real regions (the regions module's seeder) and a few address inputs.

export const seedRegionsOnce = (db: AccountsDatabase, dialect: DialectName): Promise<void> => seedRegionsForTest(db, dialect);

export const CN = {
  regionLv0Id: regionId(0, 'CN'),
  regionLv1Id: regionId(1, '440000'),
  regionLv2Id: regionId(2, '440300'),
  regionLv3Id: regionId(3, '440305'),
};

export const shenzhenAddress = (overrides: Record<string, string> = {}): Record<string, string> => ({
  name: '王小明',
  companyName: '深圳小明电子商务有限公司',
  phoneNumber: '+86 138 0000 0000',
  email: 'member@example.com',
  ...CN,
  street: '深南大道 9988 号',
  postalCode: '518057',
  ...overrides,
});

export interface ErrorBody {
  error: { code: string | null; message: string; details: string | null; validationErrors: { message: string; members: string[] }[] | null };
}

export const errorOf = (res: LightMyRequestResponse): ErrorBody['error'] => (res.json() as ErrorBody).error;
export const membersOf = (res: LightMyRequestResponse): string[] =>
  (errorOf(res).validationErrors ?? []).flatMap((v) => v.members);

export const CLIENT = { grant_type: 'password', client_id: 'portal-web', client_secret: 'portal-web-secret' } as const;

interface InjectCapable {
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

/** GET captcha then POST login from `ip`, with the harness's CAPTCHA_TEST_CODE unless `captchaCode` is given. */
export async function loginAs(
  ctx: InjectCapable,
  username: string,
  password: string,
  options: { ip?: string; captchaCode?: string; captchaId?: string; form?: Record<string, string>; locale?: string } = {},
): Promise<LightMyRequestResponse> {
  const ip = options.ip ?? '127.0.0.1';
  let captchaId = options.captchaId;
  if (!captchaId) {
    const captcha = await ctx.inject({ method: 'GET', url: '/api/f/passport-management/captcha', remoteAddress: ip });
    captchaId = (captcha.json() as { captchaId: string }).captchaId;
  }
  const form = { ...CLIENT, username, password, captchaId, captchaCode: options.captchaCode ?? 'TEST', ...options.form };
  return ctx.inject({
    method: 'POST',
    url: '/api/f/passport-management/login',
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(options.locale ? { 'accept-language': options.locale } : {}) },
    payload: new URLSearchParams(form).toString(),
  });
}
