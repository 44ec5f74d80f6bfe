import { Box, Button, HStack, Input, Link, NativeSelect, Stack } from '@chakra-ui/react';
import { opsOperationKey, opsQueries, type CustomerSummary } from '@forwarder/api-client/ops';
import { useLocalePath } from '@forwarder/i18n';
import { formatDate } from '@forwarder/i18n/dates';
import { DataTable, FormField, Pager, pageCount, RetryAlert, showToast, type DataTableColumn } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { customerDetailPath } from '../../../app/paths';
import {
  customerParams,
  PAGE_SIZE,
  readCustomerParams,
  STATE_LABELS,
  STATES,
  toCustomerListRequest,
  TYPE_LABELS,
  typeLabel,
  TYPES,
  type CustomerFilter,
} from '../lib/customer-filter';

const CreateCustomerDialog = lazy(() => import('./create-customer-dialog').then((module) => ({ default: module.CreateCustomerDialog })));

function useCustomerColumns(): DataTableColumn<CustomerSummary>[] {
  const { i18n } = useLingui();
  const to = useLocalePath();
  return [
    {
      key: 'userName',
      header: <Trans>用户名</Trans>,
      nowrap: true,
      cell: (customer) => (
        <Link asChild color="brand.fg" fontWeight="medium">
          <RouterLink to={to(customerDetailPath(customer.id))}>{customer.userName}</RouterLink>
        </Link>
      ),
    },
    { key: 'type', header: <Trans>类型</Trans>, nowrap: true, cell: (customer) => (customer.merchantId ? `${i18n._(typeLabel(customer.userType))} ${customer.merchantId}` : i18n._(typeLabel(customer.userType))) },
    { key: 'name', header: <Trans>姓名</Trans>, cell: (customer) => customer.name || '--' },
    { key: 'company', header: <Trans>公司</Trans>, cell: (customer) => customer.companyName || '--' },
    { key: 'contact', header: <Trans>联系方式</Trans>, cell: (customer) => [customer.phoneNumber, customer.email].filter(Boolean).join(' · ') || '--' },
    { key: 'orders', header: <Trans>运单数</Trans>, nowrap: true, cell: (customer) => customer.orderCount },
    { key: 'state', header: <Trans>状态</Trans>, nowrap: true, cell: (customer) => (customer.isActive ? <Trans>启用</Trans> : <Trans>停用</Trans>) },
    { key: 'created', header: <Trans>注册日期</Trans>, nowrap: true, cell: (customer) => formatDate(customer.creationTime) },
  ];
}

/** Members and merchants: search and filters in the URL, pages of 20, and opening an account. */
export function CustomerList() {
  const { t } = useLingui();
  const to = useLocalePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const { filter, page } = readCustomerParams(params);
  const [creating, setCreating] = useState(false);
  const list = useQuery({ ...opsQueries.customerList(toCustomerListRequest(filter, page)), placeholderData: keepPreviousData });
  const columns = useCustomerColumns();
  const totalCount = list.data?.totalCount ?? 0;

  return (
    <Stack gap="5">
      <HStack justify="space-between" align="end" wrap="wrap" gap="3">
        <CustomerSearch key={params.toString()} filter={filter} onSearch={(next) => setParams(customerParams(next))} />
        <Button onClick={() => setCreating(true)}>
          <Trans>新建客户</Trans>
        </Button>
      </HStack>
      <DataTable
        label={t({ message: '客户', context: 'customers' })}
        columns={columns}
        rows={list.data?.items ?? []}
        rowKey={(customer) => customer.id}
        loading={list.isLoading}
        error={list.isError ? <RetryAlert title={<Trans>客户加载失败</Trans>} onRetry={() => void list.refetch()} /> : null}
        empty={totalCount > 0 ? undefined : <Trans>没有符合条件的客户。</Trans>}
      />
      <Pager page={page} pageCount={pageCount(totalCount, PAGE_SIZE)} totalCount={totalCount} onPageChange={(next) => setParams(customerParams(filter, next))} />
      <Suspense fallback={null}>
        {creating ? (
          <CreateCustomerDialog
            onClose={() => setCreating(false)}
            onCreated={(customer) => {
              setCreating(false);
              void queryClient.invalidateQueries({ queryKey: opsOperationKey('getCustomerList') });
              const userName = customer.userName;
              void showToast({ type: 'success', title: t`已创建客户：${userName}` });
              void navigate(to(customerDetailPath(customer.id)));
            }}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}

function CustomerSearch({ filter, onSearch }: { filter: CustomerFilter; onSearch: (filter: CustomerFilter) => void }) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState(filter);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...draft, keyword: draft.keyword.trim() });
  };
  return (
    <Box as="form" role="search" aria-label={t`搜索客户`} onSubmit={submit}>
      <HStack align="end" gap="2" wrap="wrap">
        <FormField label={<Trans>关键词</Trans>}>
          <Input value={draft.keyword} onChange={(event) => setDraft({ ...draft, keyword: event.currentTarget.value })} placeholder={t`用户名、姓名、邮箱、电话或商户号`} maxLength={100} minW="64" />
        </FormField>
        <FormField label={<Trans>类型</Trans>}>
          <NativeSelect.Root>
            <NativeSelect.Field value={draft.type} onChange={(event) => setDraft({ ...draft, type: event.currentTarget.value as CustomerFilter['type'] })}>
              <option value="">{t`全部`}</option>
              {TYPES.map((type) => (
                <option key={type} value={type}>
                  {i18n._(TYPE_LABELS[type])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={<Trans>状态</Trans>}>
          <NativeSelect.Root>
            <NativeSelect.Field value={draft.state} onChange={(event) => setDraft({ ...draft, state: event.currentTarget.value as CustomerFilter['state'] })}>
              <option value="">{t`全部`}</option>
              {STATES.map((state) => (
                <option key={state} value={state}>
                  {i18n._(STATE_LABELS[state])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <Button type="submit" variant="outline">
          <Trans>搜索</Trans>
        </Button>
      </HStack>
    </Box>
  );
}
