import { Box, Button, HStack, Input, Stack } from '@chakra-ui/react';
import { opsQueries, type CustomerSummary } from '@forwarder/api-client/ops';
import { useLocalePath } from '@forwarder/i18n';
import { EnumSelect, FormField, showToast, type DataTableColumn } from '@forwarder/ui';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { customerDetailPath } from '../../../config/paths';
import { PageLink } from '../../../shared/layout/page-link';
import { PagedTable, useFilterDraft } from '../../../shared/list/list';
import { customerParams, readCustomerParams, STATE_LABELS, STATES, toCustomerListRequest, type CustomerFilter } from '../lib/customer-filter';
import { invalidateCustomerReads, TYPE_LABELS, typeLabel, TYPES } from '../lib/customer-types';
import { useSiteTime } from '../../../shared/time/use-site-time';

const CreateCustomerDialog = lazy(() => import('./create-customer-dialog').then((module) => ({ default: module.CreateCustomerDialog })));

function useCustomerColumns(): DataTableColumn<CustomerSummary>[] {
  const siteTime = useSiteTime();
  const { i18n } = useLingui();
  return [
    { key: 'userName', header: <Trans>用户名</Trans>, nowrap: true, cell: (customer) => <PageLink to={customerDetailPath(customer.id)}>{customer.userName}</PageLink> },
    { key: 'type', header: <Trans>类型</Trans>, nowrap: true, cell: (customer) => (customer.merchantId ? `${i18n._(typeLabel(customer.userType))} ${customer.merchantId}` : i18n._(typeLabel(customer.userType))) },
    { key: 'name', header: <Trans>姓名</Trans>, cell: (customer) => customer.name || '--' },
    { key: 'company', header: <Trans>公司</Trans>, cell: (customer) => customer.companyName || '--' },
    { key: 'contact', header: <Trans>联系方式</Trans>, cell: (customer) => [customer.phoneNumber, customer.email].filter(Boolean).join(' · ') || '--' },
    { key: 'orders', header: <Trans>运单数</Trans>, nowrap: true, cell: (customer) => customer.orderCount },
    { key: 'state', header: <Trans>状态</Trans>, nowrap: true, cell: (customer) => (customer.isActive ? <Trans>启用</Trans> : <Trans>停用</Trans>) },
    { key: 'created', header: <Trans>注册日期</Trans>, nowrap: true, cell: (customer) => siteTime.date(customer.creationTime) },
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

  return (
    <Stack gap="5">
      <HStack justify="space-between" align="end" wrap="wrap" gap="3">
        <CustomerSearch key={params.toString()} filter={filter} onSearch={(next) => setParams(customerParams(next))} />
        <Button onClick={() => setCreating(true)}>
          <Trans>新建客户</Trans>
        </Button>
      </HStack>
      <PagedTable
        label={t({ message: '客户', context: 'customers' })}
        columns={columns}
        query={list}
        rowKey={(customer) => customer.id}
        failed={<Trans>客户加载失败</Trans>}
        empty={<Trans>没有符合条件的客户。</Trans>}
        page={page}
        onPageChange={(next) => setParams(customerParams(filter, next))}
      />
      <Suspense fallback={null}>
        {creating ? (
          <CreateCustomerDialog
            onClose={() => setCreating(false)}
            onCreated={(customer) => {
              setCreating(false);
              invalidateCustomerReads(queryClient);
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
  const { form, set, input, submit } = useFilterDraft(filter, onSearch);
  const options = <K extends string>(values: readonly K[], labels: Record<K, MessageDescriptor>) =>
    values.map((value) => ({ value, displayName: i18n._(labels[value]) }));
  return (
    <Box as="form" role="search" aria-label={t`搜索客户`} onSubmit={submit}>
      <HStack align="end" gap="2" wrap="wrap">
        <FormField label={<Trans>关键词</Trans>}>
          <Input {...input('keyword')} placeholder={t`用户名、姓名、邮箱、电话或商户号`} maxLength={100} minW="64" />
        </FormField>
        <EnumSelect label={<Trans>类型</Trans>} allLabel={t`全部`} options={options(TYPES, TYPE_LABELS)} value={form.type} onChange={set('type')} />
        <EnumSelect label={<Trans>状态</Trans>} allLabel={t`全部`} options={options(STATES, STATE_LABELS)} value={form.state} onChange={set('state')} />
        <Button type="submit" variant="outline">
          <Trans>搜索</Trans>
        </Button>
      </HStack>
    </Box>
  );
}
