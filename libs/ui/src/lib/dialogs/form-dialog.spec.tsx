/* eslint-disable lingui/no-unlocalized-strings -- test fixtures, not UI text */
import { Input } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../form-field';
import { UiProvider } from '../ui-provider';
import { FormDialog, type DialogMutation } from './form-dialog';

beforeAll(() => {
  i18n.load('zh-Hans', {});
  i18n.activate('zh-Hans');
});

const wrap = (children: ReactNode) => (
  <I18nProvider i18n={i18n}>
    <UiProvider>{children}</UiProvider>
  </I18nProvider>
);

function mutationOf<V>(isPending = false): DialogMutation<V> & { mutate: jest.Mock } {
  return { mutate: jest.fn(), isPending };
}

function NameDialog({ mutation, onClose }: { mutation: DialogMutation<{ name: string }>; onClose: () => void }) {
  const form = useForm<{ name: string }>({ defaultValues: { name: '' } });
  return (
    <FormDialog title="新建批次" submitLabel="创建" onClose={onClose} form={form} mutation={mutation}>
      <FormField label="名称" error={form.formState.errors.name ? '请填写名称' : undefined}>
        <Input {...form.register('name', { required: true })} />
      </FormField>
    </FormDialog>
  );
}

describe('FormDialog', () => {
  it('is a dialog named by its title that sends the validated values, Enter included', async () => {
    const user = userEvent.setup();
    const mutation = mutationOf<{ name: string }>();
    const onClose = jest.fn();
    render(wrap(<NameDialog mutation={mutation} onClose={onClose} />));
    const dialog = await screen.findByRole('dialog', { name: '新建批次' });
    const field = within(dialog).getByRole('textbox', { name: '名称' });

    await user.click(within(dialog).getByRole('button', { name: '创建' }));
    expect(await within(dialog).findByText('请填写名称')).toBeInTheDocument();
    expect(mutation.mutate).not.toHaveBeenCalled();

    await user.type(field, 'BAG-1{Enter}');
    await waitFor(() => expect(mutation.mutate).toHaveBeenCalledWith({ name: 'BAG-1' }));

    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('waits while the mutation runs: nothing closes it', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(wrap(<NameDialog mutation={mutationOf(true)} onClose={onClose} />));
    const dialog = await screen.findByRole('dialog', { name: '新建批次' });
    expect(within(dialog).getByRole('button', { name: '取消' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: '关闭' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends a question without fields as is, and its submit stays inside the dialog', async () => {
    const user = userEvent.setup();
    const mutation = mutationOf<void>();
    const outerSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      wrap(
        <form onSubmit={outerSubmit}>
          <FormDialog title="删除文章？" submitLabel="删除" size="sm" onClose={jest.fn()} mutation={mutation}>
            删除后不能恢复。
          </FormDialog>
        </form>,
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: '删除文章？' });
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    expect(mutation.mutate).toHaveBeenCalledTimes(1);
    expect(outerSubmit).not.toHaveBeenCalled();
  });
});
