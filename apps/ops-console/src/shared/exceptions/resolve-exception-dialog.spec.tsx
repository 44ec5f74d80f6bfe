import type { Locale } from '@forwarder/i18n';
import { installApi, json, opsReference, renderWithProviders } from '@forwarder/testing';
import { screen, waitFor } from '@testing-library/react';
import { ResolveExceptionDialog } from './resolve-exception-dialog';

// Issue 27: the dialog opened on the time-zone select, not on the resolution staff came to write.
describe.each<[Locale, RegExp, RegExp]>([
  ['zh-Hans', /^解决异常：FA000000045CN$/, /^处理结果/],
  ['en', /^Resolve the exception: FA000000045CN$/, /^Resolution/],
])('resolving an exception (%s)', (locale, title, resolution) => {
  it('opens with the focus in the resolution', async () => {
    installApi((call) => (call.path === '/api/ops/reference' ? json(opsReference(locale)) : undefined));
    await renderWithProviders(
      <ResolveExceptionDialog
        order={{ id: '3f1c1b6e-5b0e-4c89-9a57-4d1c5e0b7a11', waybillNumber: 'FA000000045CN' }}
        reference={opsReference(locale)}
        onClose={() => undefined}
        onDone={() => undefined}
      />,
      { locale },
    );
    await screen.findByRole('dialog', { name: title });
    await waitFor(() => expect(screen.getByRole('textbox', { name: resolution })).toHaveFocus());
  });
});
