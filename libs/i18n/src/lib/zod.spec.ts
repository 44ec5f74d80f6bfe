import { i18n } from '@lingui/core';
import { z } from 'zod';
import { configureZodLocale, zodResolver } from './zod';

// Without a catalog Lingui renders the zh-Hans source text; the English wording is checked with the
// apps' real catalogs in the login form tests (public-site).
function activate(locale: 'zh-Hans' | 'en') {
  i18n.load(locale, {});
  i18n.activate(locale);
}

describe('zod messages', () => {
  const schema = z.object({ name: z.string().min(1), code: z.string().min(4).max(6), email: z.email() });
  beforeAll(() => configureZodLocale());

  it('speaks the active language (source messages in zh-Hans)', () => {
    activate('zh-Hans');
    const result = schema.safeParse({ name: '', code: 'ab', email: 'x' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []);
    expect(messages).toEqual({ name: '此项为必填项', code: '至少输入 4 个字符', email: '请输入有效的电子邮箱地址' });
  });

  it('keeps a message written in the schema', () => {
    activate('zh-Hans');
    const custom = z.object({ username: z.string().min(1, { error: () => '请输入用户名' }) });
    expect(custom.safeParse({ username: '' }).error?.issues[0]?.message).toBe('请输入用户名');
  });

  it('resolves react-hook-form values into nested field errors', async () => {
    activate('zh-Hans');
    const nested = z.object({ user: z.object({ name: z.string().min(1) }), ok: z.boolean() });
    const resolver = zodResolver(nested);
    const failed = await resolver({ user: { name: '' }, ok: true }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(failed.errors).toEqual({ user: { name: { type: 'too_small', message: '此项为必填项' } } });
    const passed = await resolver({ user: { name: 'a' }, ok: true }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(passed).toEqual({ values: { user: { name: 'a' }, ok: true }, errors: {} });
  });
});
