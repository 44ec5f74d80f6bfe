import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '../ui-provider';
import { AppToaster } from './app-toaster';
import { showRequestErrorToast } from './toast';

// The toaster's chunk cannot load: the server stopped answering after the page loaded (the moment a "no response"
// toast is due). The app must neither break nor lose the toast.
jest.mock('./toaster-view', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/toaster-view.js');
});

beforeAll(() => {
  i18n.load({ 'zh-Hans': {}, en: {} });
  i18n.activate('zh-Hans');
});

it('shows the toast from the first-load code when the toaster chunk cannot load, and lets it be closed', async () => {
  render(
    <I18nProvider i18n={i18n}>
      <UiProvider>
        <p>the page</p>
        <AppToaster />
      </UiProvider>
    </I18nProvider>,
  );
  // Three calls failing for one reason: one toast (issue 27).
  await act(async () => {
    for (let i = 0; i < 3; i++) showRequestErrorToast({ kind: 'no-response', message: 'Failed to fetch' });
    await Promise.resolve();
  });
  const alert = await screen.findByRole('alert');
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  expect(alert).toHaveTextContent('抱歉，请求没有得到响应');
  expect(screen.getByText('the page')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: '关闭' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
