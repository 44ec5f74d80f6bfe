import type { LightMyRequestResponse } from 'fastify';
import type { TestContext, TestUser } from '../../../../test/harness';
import { multipartBody } from '../../merchant-data/testing/multipart-body';
import { encodePng } from '../../accounts/testing/png-encoder';

// A customer's top-up notice as a browser sends it: the form's fields and the screenshot of the transfer.

export const TOP_UP_NOTICE = '/api/f/billing-management/top-up-notice';

/** A grey PNG, as a phone's screenshot is a PNG (small here). */
export const screenshotPng = (width = 60, height = 120): Buffer => encodePng(new Uint8Array(width * height * 3).fill(0x80), width, height);

export const noticeFields = (overrides: Record<string, string | number> = {}): Record<string, string | number> => ({
  method: 'alipay',
  amountMinor: 50000,
  currency: 'CNY',
  transferredOn: new Date().toISOString().slice(0, 10),
  reference: `ALI-${Math.random().toString(36).slice(2, 10)}`,
  ...overrides,
});

/** POSTs a notice; `screenshot: null` sends none. */
export async function submitNotice(
  ctx: TestContext,
  user: TestUser | undefined,
  fields: Record<string, string | number>,
  screenshot: { name: string; data: Buffer } | null = { name: 'transfer.png', data: screenshotPng() },
  locale = 'en',
): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipartBody(fields, screenshot ? [{ ...screenshot, field: 'screenshot', contentType: 'image/png' }] : []);
  if (user) headers['authorization'] = `Bearer ${await ctx.tokenFor(user)}`;
  headers['accept-language'] = locale;
  return ctx.inject({ method: 'POST', url: TOP_UP_NOTICE, payload, headers });
}
