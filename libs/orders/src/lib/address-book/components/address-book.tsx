import { Button, HStack, Input, Stack } from '@chakra-ui/react';
import type { Address } from '@forwarder/api-client';
import { DataTable, Pager, RetryAlert, showToast } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ComponentType, type FormEvent } from 'react';
import { deleteAddress, invalidateAddressData, updateDefaultSenderAddress } from '../api/address-commands';
import { useAddressList } from '../hooks/use-address-list';
import type { RegionPickerProps } from '../../party/party-fields';
import { addressColumns } from './address-columns';
import { AddressPanel, type Editing } from './address-panel';

// Lazy: the confirmation dialog loads when first opened (most visits never delete).
const DeleteAddressDialog = lazy(() =>
  import('./delete-address-dialog').then((module) => ({ default: module.DeleteAddressDialog })),
);

/**
 * My address book (spec /user/address): a paged list (7 per page), keyword search, create/edit in a panel above the
 * list, delete after confirmation, and "set as default sender". Page and keyword live in the URL.
 */
export function AddressBook({ RegionPicker }: { RegionPicker: ComponentType<RegionPickerProps> }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { list, page, pages, keyword, totalCount, goTo } = useAddressList();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [toDelete, setToDelete] = useState<Address | null>(null);

  const setDefault = useMutation({
    mutationFn: (address: Address) => updateDefaultSenderAddress(address.id),
    onSuccess: async () => {
      void showToast({ type: 'success', title: t`已设为默认发件地址` });
      await invalidateAddressData(queryClient);
    },
  });
  const remove = useMutation({
    mutationFn: (address: Address) => deleteAddress(address.id),
    onSuccess: async (_, address) => {
      setToDelete(null);
      if (editing?.kind === 'edit' && editing.address.id === address.id) setEditing(null);
      void showToast({ type: 'success', title: t`地址已删除` });
      await invalidateAddressData(queryClient);
    },
  });
  const columns = addressColumns({
    onEdit: (address) => setEditing({ kind: 'edit', address }),
    onSetDefault: (address) => setDefault.mutate(address),
    settingDefaultId: setDefault.isPending ? setDefault.variables?.id : undefined,
    onDelete: setToDelete,
  });

  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <AddressSearch keyword={keyword} onSearch={(next) => goTo({ page: 1, keyword: next })} />
        <Button onClick={() => setEditing({ kind: 'create' })} disabled={editing?.kind === 'create'}>
          <Trans>新增地址</Trans>
        </Button>
      </HStack>

      {editing ? <AddressPanel editing={editing} RegionPicker={RegionPicker} onClose={() => setEditing(null)} /> : null}

      <DataTable
        label={t`地址列表`}
        columns={columns}
        rows={list.data?.items ?? []}
        rowKey={(address) => address.id}
        loading={list.isLoading}
        error={list.isError ? <RetryAlert title={<Trans>地址簿加载失败</Trans>} onRetry={() => void list.refetch()} /> : null}
        // Only when nothing matches at all: a page emptied by a delete shows its header until it moves back.
        empty={totalCount > 0 ? undefined : keyword ? <Trans>没有符合“{keyword}”的地址。</Trans> : <Trans>地址簿还是空的，先新增一个地址吧。</Trans>}
      />
      <Pager page={page} pageCount={pages} totalCount={totalCount} onPageChange={(next) => goTo({ page: next })} />

      {toDelete ? (
        <Suspense fallback={null}>
          <DeleteAddressDialog
            address={toDelete}
            pending={remove.isPending}
            onCancel={() => setToDelete(null)}
            onConfirm={() => remove.mutate(toDelete)}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}

/** The keyword search above the list (name, company, phone, street or postal code; the server searches). */
function AddressSearch({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const { t } = useLingui();
  const [input, setInput] = useState(keyword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(input.trim());
  };
  return (
    <form role="search" onSubmit={submit}>
      <HStack gap="2">
        <Input
          type="search"
          value={input}
          onChange={(event) => setInput(event.currentTarget.value)}
          placeholder={t`姓名、公司、电话、地址或邮编`}
          aria-label={t`搜索地址`}
          maxLength={100}
          maxW="72"
        />
        <Button type="submit" variant="outline">
          <Trans>搜索</Trans>
        </Button>
      </HStack>
    </form>
  );
}
