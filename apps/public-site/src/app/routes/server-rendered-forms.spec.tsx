import { createQueryClient } from '@forwarder/api-client';
import { activateLocale, type Locale } from '@forwarder/i18n';
import { appCatalog, json, uuid, type ApiCall } from '@forwarder/testing';
import { UiProvider } from '@forwarder/ui';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ContactForm } from '../../features/contact/components/contact-form';
import { LoginForm } from '../../features/login/components/login-form';
import { ForgotPasswordForm } from '../../features/password-reset/components/forgot-password-form';
import { ResetPasswordForm } from '../../features/password-reset/components/reset-password-form';
import { installApi } from '../test-support';

// Issue 25: the public site's forms that carry a secret (a password, a reset token, a captcha) or personal data (a
// contact message, an e-mail address), as the server renders them and as the browser then hydrates them. Before
// hydration a form must post, never get (the browser would put every field into the URL), and must not be sendable:
// its submit button is disabled (which by the HTML rules also stops Enter) and says that the page is loading.

const FORMS: Array<{ name: string; form: () => ReactElement; action: string }> = [
  { name: 'login', form: () => <LoginForm />, action: '/login' },
  { name: 'reset password', form: () => <ResetPasswordForm token="a-reset-token" />, action: '/reset-password' },
  { name: 'forgot password', form: () => <ForgotPasswordForm />, action: '/forgot-password' },
  { name: 'contact', form: () => <ContactForm />, action: '/site/contact-us' },
];

const loginBodies: URLSearchParams[] = [];

function fakeServer(call: ApiCall): Response | undefined {
  if (call.path === '/api/f/passport-management/captcha') {
    return json({ captchaId: uuid(1), image: `data:image/png;base64,${btoa('\x89PNG captcha')}`, expiresIn: 300 });
  }
  if (call.path === '/api/f/passport-management/login') {
    loginBodies.push(new URLSearchParams(call.body));
    return json({ accessToken: 'new-token', tokenType: 'Bearer', expiresIn: 28800 });
  }
  return undefined;
}

/** The same tree on the server and in the browser: the app's providers around one form. */
function page(form: ReactElement) {
  const queryClient = createQueryClient();
  return (
    <I18nProvider i18n={i18n}>
      <UiProvider>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>{form}</MemoryRouter>
        </QueryClientProvider>
      </UiProvider>
    </I18nProvider>
  );
}

/** What the server sends, in a container of the document (nothing of React attached yet). */
async function serverRendered(form: ReactElement, locale: Locale = 'zh-Hans'): Promise<HTMLElement> {
  await activateLocale(locale, appCatalog('public-site'));
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(form));
  document.body.append(container);
  return container;
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  loginBodies.length = 0;
  installApi(fakeServer, { session: null });
  consoleError = jest.spyOn(console, 'error');
});
afterEach(() => {
  consoleError.mockRestore();
  document.body.innerHTML = '';
});

describe.each(FORMS)('the $name form in the server’s HTML', ({ form, action }) => {
  it.each([
    ['zh-Hans', '', '加载中…', '请在浏览器中启用 JavaScript 后再提交。'],
    ['en', '/en', 'Loading…', 'Turn on JavaScript in your browser to send this form.'],
  ] as const)('%s: posts to its own page, its button disabled and saying the page is loading', async (locale, prefix, loading, noScript) => {
    const container = await serverRendered(form(), locale);
    const element = container.querySelector('form');
    expect(element).toHaveAttribute('method', 'post');
    expect(element).toHaveAttribute('action', `${prefix}${action}`);
    const submit = within(container).getByRole('button', { name: loading });
    expect(submit).toHaveAttribute('type', 'submit');
    expect(submit).toBeDisabled();
    // Without JavaScript the page would wait forever: it says what to do instead.
    expect(container.querySelector('noscript')?.textContent).toContain(noScript);
  });
});

describe('the login form, typed into before the page is hydrated', () => {
  it('keeps what was typed, becomes usable once hydrated, and sends it', async () => {
    const user = userEvent.setup();
    const container = await serverRendered(<LoginForm />);
    // The visitor types while the scripts are still on their way (the inputs are plain server HTML here).
    await user.type(within(container).getByLabelText(/^用户名/), 'demo-member');
    await user.type(within(container).getByLabelText(/^密码/), 'Member#2026');
    await user.type(within(container).getByLabelText(/^验证码/), 'TEST');
    expect(within(container).getByRole('button', { name: '加载中…' })).toBeDisabled();

    render(page(<LoginForm />), { container, hydrate: true });
    const submit = await screen.findByRole('button', { name: '登录' });
    expect(submit).toBeEnabled();
    expect(container.querySelector('noscript')).toBeNull();
    expect(screen.getByLabelText(/^用户名/)).toHaveValue('demo-member');
    expect(screen.getByLabelText(/^密码/)).toHaveValue('Member#2026');
    expect(screen.getByLabelText(/^验证码/)).toHaveValue('TEST');
    await screen.findByRole('img', { name: '验证码图片' });

    await user.click(submit);
    await waitFor(() => expect(loginBodies).toHaveLength(1));
    expect(Object.fromEntries(loginBodies[0] ?? [])).toMatchObject({ username: 'demo-member', password: 'Member#2026', captchaId: uuid(1), captchaCode: 'TEST' });
    // React adopted the server's HTML as it was: no hydration mismatch reported.
    expect(consoleError).not.toHaveBeenCalled();
  });
});
