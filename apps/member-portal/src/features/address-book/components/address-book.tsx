import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  HStack,
  Heading,
  Input,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { DEFAULT_PAGE_SIZE, userQueries, type Address, type AddressListRequest } from '@forwarder/api-client';
import { showToast } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { deleteAddress, invalidateAddressData, updateDefaultSenderAddress } from '../api/address-commands';
import type { RegionPickerProps } from '../../../shared/party/party-fields';

// Lazy: the form (react-hook-form, zod) and the confirmation dialog load when first opened, so the list itself
// stays light (docs/decisions.md: dialogs and forms out of a page's first load).
const AddressForm = lazy(() => import('./address-form').then((module) => ({ default: module.AddressForm })));
const DeleteAddressDialog = lazy(() =>
  import('./delete-address-dialog').then((module) => ({ default: module.DeleteAddressDialog })),
);

type Editing = { kind: 'create' } | { kind: 'edit'; address: Address } | null;

/** `?page=` (1-based, spec: the table's page starts at 1) and `?keyword=` of the address list. */
export function readListParams(params: URLSearchParams): { page: number; keyword: string } {
  const page = Number(params.get('page'));
  return { page: Number.isInteger(page) && page > 1 ? page : 1, keyword: (params.get('keyword') ?? '').trim() };
}

/**
 * My address book (spec /user/address): a paged list (7 per page), keyword search, create/edit in a panel above the
 * list, delete after confirmation, and "set as default sender". Page and keyword live in the URL.
 */
export function AddressBook({ RegionPicker }: { RegionPicker: ComponentType<RegionPickerProps> }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const { page, keyword } = readListParams(params);
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<Address | null>(null);
  const [keywordInput, setKeywordInput] = useState(keyword);
  const panelHeading = useRef<HTMLHeadingElement>(null);

  const body: AddressListRequest = { maxResultCount: DEFAULT_PAGE_SIZE, skipCount: (page - 1) * DEFAULT_PAGE_SIZE };
  if (keyword) body.keyword = keyword;
  const list = useQuery({ ...userQueries.addressList(body), placeholderData: keepPreviousData });
  const totalCount = list.data?.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(totalCount / DEFAULT_PAGE_SIZE));

  const goTo = (next: { page?: number; keyword?: string }) => {
    const search = new URLSearchParams(params);
    const nextPage = next.page ?? page;
    const nextKeyword = next.keyword ?? keyword;
    if (nextPage > 1) search.set('page', String(nextPage));
    else search.delete('page');
    if (nextKeyword) search.set('keyword', nextKeyword);
    else search.delete('keyword');
    setParams(search);
  };

  // A page emptied by a delete (or a stale ?page=) moves back to the last page that has entries.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && list.data.items.length === 0 && page > pages) {
      const search = new URLSearchParams(params);
      if (pages > 1) search.set('page', String(pages));
      else search.delete('page');
      setParams(search, { replace: true });
    }
  }, [list.data, list.isPlaceholderData, page, pages, params, setParams]);

  // Opening the panel moves focus to its heading (keyboard and screen-reader users land in the form).
  useEffect(() => {
    if (editing) panelHeading.current?.focus();
  }, [editing]);

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

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    goTo({ page: 1, keyword: keywordInput.trim() });
  };

  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <form role="search" onSubmit={onSearch}>
          <HStack gap="2">
            <Input
              type="search"
              value={keywordInput}
              onChange={(event) => setKeywordInput(event.currentTarget.value)}
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
        <Button onClick={() => setEditing({ kind: 'create' })} disabled={editing?.kind === 'create'}>
          <Trans>新增地址</Trans>
        </Button>
      </HStack>

      {editing ? (
        <Card.Root as="section" aria-labelledby="address-panel-heading">
          <Card.Header>
            <Heading as="h2" size="md" id="address-panel-heading" ref={panelHeading} tabIndex={-1}>
              {editing.kind === 'create' ? <Trans>新增地址</Trans> : <Trans>编辑地址</Trans>}
            </Heading>
          </Card.Header>
          <Card.Body>
            <Suspense fallback={<Skeleton height="40" />}>
            <AddressForm
              key={editing.kind === 'edit' ? editing.address.id : 'new'}
              address={editing.kind === 'edit' ? editing.address : null}
              RegionPicker={RegionPicker}
              onCancel={() => setEditing(null)}
              onSaved={async () => {
                void showToast({
                  type: 'success',
                  title: editing.kind === 'create' ? t`地址已添加` : t`地址已保存`,
                });
                setEditing(null);
                await invalidateAddressData(queryClient);
              }}
            />
            </Suspense>
          </Card.Body>
        </Card.Root>
      ) : null}

      {list.isLoading ? (
        <Stack gap="2" aria-busy="true">
          <Skeleton height="10" />
          <Skeleton height="10" />
          <Skeleton height="10" />
        </Stack>
      ) : list.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>地址簿加载失败</Trans>
          </Alert.Title>
          <Button size="sm" variant="outline" ms="auto" onClick={() => void list.refetch()}>
            <Trans>重试</Trans>
          </Button>
        </Alert.Root>
      ) : totalCount === 0 ? (
        <Box borderWidth="1px" borderRadius="md" p="8" textAlign="center" color="fg.muted">
          {keyword ? <Trans>没有符合“{keyword}”的地址。</Trans> : <Trans>地址簿还是空的，先新增一个地址吧。</Trans>}
        </Box>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-label={t`地址列表`}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  <Trans>联系人</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>电话</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>地区</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>详细地址</Trans>
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Trans>操作</Trans>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.data?.items.map((address) => {
                const { name, postalCode } = address;
                return (
                <Table.Row key={address.id}>
                  <Table.Cell>
                    <Stack gap="1">
                      <HStack gap="2" wrap="wrap">
                        <Text fontWeight="medium">{address.name}</Text>
                        {address.isDefaultSender ? (
                          <Badge colorPalette="brand" variant="solid">
                            <Trans>默认发件地址</Trans>
                          </Badge>
                        ) : null}
                      </HStack>
                      {address.companyName ? (
                        <Text fontSize="xs" color="fg.muted">
                          {address.companyName}
                        </Text>
                      ) : null}
                    </Stack>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{address.phoneNumber}</Table.Cell>
                  <Table.Cell>{address.area}</Table.Cell>
                  <Table.Cell>
                    <Text>{address.street}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      <Trans>邮编 {postalCode}</Trans>
                    </Text>
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap="1" wrap="wrap">
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={t`编辑 ${name} 的地址`}
                        onClick={() => setEditing({ kind: 'edit', address })}
                      >
                        <Trans>编辑</Trans>
                      </Button>
                      {address.isDefaultSender ? null : (
                        <Button
                          size="xs"
                          variant="outline"
                          aria-label={t`将 ${name} 的地址设为默认发件地址`}
                          loading={setDefault.isPending && setDefault.variables?.id === address.id}
                          onClick={() => setDefault.mutate(address)}
                        >
                          <Trans>设为默认</Trans>
                        </Button>
                      )}
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        aria-label={t`删除 ${name} 的地址`}
                        onClick={() => setToDelete(address)}
                      >
                        <Trans>删除</Trans>
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}

      {pages > 1 ? (
        <HStack as="nav" aria-label={t`分页`} justify="center" gap="3">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => goTo({ page: page - 1 })}>
            <Trans>上一页</Trans>
          </Button>
          <Text fontSize="sm">
            <Trans>
              第 {page} / {pages} 页，共 {totalCount} 条
            </Trans>
          </Text>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => goTo({ page: page + 1 })}>
            <Trans>下一页</Trans>
          </Button>
        </HStack>
      ) : null}

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
