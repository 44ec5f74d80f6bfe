import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { UiProvider } from '../ui-provider';
import { AppToaster } from './app-toaster';
import { loadToaster, requestErrorToast, showRequestErrorToast, showToast, toastsRequested } from './toast';

beforeAll(() => {
  i18n.load({ 'zh-Hans': {}, en: {} });
  i18n.activate('zh-Hans');
});

function renderToaster() {
  render(
    <I18nProvider i18n={i18n}>
      <UiProvider>
        <AppToaster />
      </UiProvider>
    </I18nProvider>,
  );
}

describe('request error toasts (spec section 8)', () => {
  it('maps each kind to its toast (source language)', () => {
    expect(requestErrorToast({ kind: 'server', message: '运单不存在' })).toMatchObject({
      type: 'error',
      title: '请求错误',
      description: '运单不存在',
    });
    expect(requestErrorToast({ kind: 'server-without-message', message: 'HTTP 500' })).toMatchObject({
      type: 'error',
      title: '抱歉，发生了错误',
    });
    expect(requestErrorToast({ kind: 'no-response', message: 'Failed to fetch' })).toMatchObject({
      type: 'error',
      title: '抱歉，请求没有得到响应',
    });
    expect(requestErrorToast({ kind: 'request-build', message: 'Invalid URL' })).toMatchObject({ type: 'error', title: 'Invalid URL' });
    expect(requestErrorToast({ kind: 'request-build', message: ' ' })).toMatchObject({ type: 'error', title: '抱歉，创建请求失败' });
    expect(requestErrorToast({ kind: 'cancelled', message: 'aborted' })).toBeNull();
  });

  it('gives one id per cause: the same failure twice has the same id, another failure another one (issue 27)', () => {
    const noResponse = requestErrorToast({ kind: 'no-response', message: 'Failed to fetch' })?.id;
    expect(noResponse).toBeTruthy();
    expect(requestErrorToast({ kind: 'no-response', message: 'The operation timed out.' })?.id).toBe(noResponse);
    const refused = requestErrorToast({ kind: 'server', message: '运单不存在' })?.id;
    expect(refused).not.toBe(noResponse);
    expect(requestErrorToast({ kind: 'server', message: '运单不存在' })?.id).toBe(refused);
    expect(requestErrorToast({ kind: 'server', message: '验证码错误' })?.id).not.toBe(refused);
  });

  it('shows nothing for a cancelled request (the toaster is not even loaded)', () => {
    renderToaster();
    showRequestErrorToast({ kind: 'cancelled', message: 'The request was cancelled' });
    expect(toastsRequested()).toBe(false);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('shows a red toast top-centre with the server message', async () => {
    renderToaster();
    await act(async () => showRequestErrorToast({ kind: 'server', message: '验证码错误' }));
    const title = await screen.findByText('请求错误');
    const toast = title.closest('[data-type]') as HTMLElement;
    expect(toast).toHaveAttribute('data-type', 'error');
    expect(within(toast).getByText('验证码错误')).toBeInTheDocument();
    expect(toast.closest('[data-placement]')).toHaveAttribute('data-placement', 'top');
  });

  it.each([
    [{ kind: 'server-without-message', message: 'HTTP 502' } as const, '抱歉，发生了错误'],
    [{ kind: 'no-response', message: 'timeout' } as const, '抱歉，请求没有得到响应'],
    [{ kind: 'request-build', message: '' } as const, '抱歉，创建请求失败'],
  ])('shows the toast of %o', async (error, title) => {
    renderToaster();
    await act(async () => showRequestErrorToast(error));
    expect(await screen.findByText(title)).toBeInTheDocument();
  });

  it('stacks toasts without an id (two successes are two toasts)', async () => {
    renderToaster();
    await act(async () => {
      // The earlier tests' toasts fill the store's five places: clear them, so these two are not queued.
      (await loadToaster()).toaster.remove();
      await showToast({ type: 'success', title: '已保存' });
      await showToast({ type: 'success', title: '已保存' });
    });
    await waitFor(() => expect(screen.getAllByText('已保存')).toHaveLength(2));
  });

  it('shows one toast when five requests fail for the same reason, and one per other reason (issue 27)', async () => {
    renderToaster();
    await act(async () => {
      (await loadToaster()).toaster.remove();
      for (let i = 0; i < 5; i++) await showRequestErrorToast({ kind: 'no-response', message: 'Failed to fetch' });
    });
    expect(await screen.findByText('抱歉，请求没有得到响应')).toBeInTheDocument();
    expect(screen.getAllByText('抱歉，请求没有得到响应')).toHaveLength(1);
    await act(async () => {
      await showRequestErrorToast({ kind: 'server', message: '验证码错误' });
      await showRequestErrorToast({ kind: 'server', message: '验证码错误' });
    });
    expect(await screen.findByText('验证码错误')).toBeInTheDocument();
    expect(screen.getAllByText('验证码错误')).toHaveLength(1);
    expect(screen.getAllByText('抱歉，请求没有得到响应')).toHaveLength(1);
  });
});
