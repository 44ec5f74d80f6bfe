/* eslint-disable lingui/no-unlocalized-strings -- test fixtures, not UI text */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '../ui-provider';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

beforeAll(() => {
  i18n.load('zh-Hans', {});
  i18n.activate('zh-Hans');
});

function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const onCancel = jest.fn();
  const onConfirm = jest.fn();
  render(
    <I18nProvider i18n={i18n}>
      <UiProvider>
        <ConfirmDialog title="取消运单" confirmLabel="确认取消运单" pending={false} onCancel={onCancel} onConfirm={onConfirm} {...props}>
          确定取消运单 FA100000017CN 吗？
        </ConfirmDialog>
      </UiProvider>
    </I18nProvider>,
  );
  return { onCancel, onConfirm };
}

describe('ConfirmDialog', () => {
  it('is an alert dialog named by its title that confirms or cancels', async () => {
    const user = userEvent.setup();
    const { onCancel, onConfirm } = renderDialog();
    const dialog = await screen.findByRole('alertdialog', { name: '取消运单' });
    expect(within(dialog).getByText('确定取消运单 FA100000017CN 吗？')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确认取消运单' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('says why the action failed inside the dialog, and waits while pending', async () => {
    const user = userEvent.setup();
    const { onCancel } = renderDialog({ pending: true, error: '运单已入库，不能取消。' });
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('运单已入库，不能取消。');
    expect(within(dialog).getByRole('button', { name: '取消' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });
});
