import { Badge, Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { ACCOUNT_KIND_LABELS, formatMinor } from '@forwarder/billing';
import { BillingAccountKind, exportReceivables, opsQueries, ReceivableSorting, type Receivable } from '@forwarder/api-client/ops';
import { EnumSelect, FormField, NativeCheckbox, saveBlob, type DataTableColumn } from '@forwarder/ui';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { customerBillingPath } from '../../../config/paths';
import { PageLink } from '../../../shared/layout/page-link';
import { PagedTable, useFilterDraft } from '../../../shared/list/list';
import {
  EMPTY_RECEIVABLE_FILTER,
  readReceivableParams,
  receivableParams,
  toReceivableFilter,
  toReceivableListRequest,
  type ReceivableFilter,
} from '../lib/receivable-filter';

// Receivables (issue 29; docs/domain/billing.md, "Receivables"): per customer what they owe or hold and what waits
// for staff, every figure the server's. The filter and page live in the URL; the export sends the same filter.

const SORT_LABELS = {
  [ReceivableSorting.BalanceDesc]: msg`余额从高到低`,
  [ReceivableSorting.HeldAmountDesc]: msg`暂扣金额从高到低`,
  [ReceivableSorting.HeldAmountAsc]: msg`暂扣金额从低到高`,
  [ReceivableSorting.OverdueAmountDesc]: msg`逾期金额从高到低`,
  [ReceivableSorting.OverdueAmountAsc]: msg`逾期金额从低到高`,
  [ReceivableSorting.PendingNoticesDesc]: msg`待确认通知从多到少`,
  [ReceivableSorting.PendingNoticesAsc]: msg`待确认通知从少到多`,
} as const;

function useColumns(): DataTableColumn<Receivable>[] {
  const { i18n } = useLingui();
  const money = (minor: number, row: Receivable) => formatMinor(minor, row.currency, i18n.locale);
  return [
    {
      key: 'customer',
      header: <Trans>客户</Trans>,
      cell: (row) => (
        <Stack gap="0">
          <PageLink to={customerBillingPath(row.customerId)}>{row.customerUserName}</PageLink>
          {row.customerName ? (
            <Text color="fg.muted" fontSize="sm">
              {row.customerName}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: 'kind', header: <Trans>结算方式</Trans>, nowrap: true, cell: (row) => i18n._(ACCOUNT_KIND_LABELS[row.kind]) },
    { key: 'balance', header: <Trans>余额</Trans>, align: 'end', nowrap: true, cell: (row) => money(row.balanceMinor, row) },
    {
      key: 'credit',
      header: <Trans>已用额度 / 信用额度</Trans>,
      align: 'end',
      nowrap: true,
      cell: (row) => (row.creditLimitMinor === null ? '—' : `${money(row.creditUsedMinor ?? 0, row)} / ${money(row.creditLimitMinor, row)}`),
    },
    {
      key: 'held',
      header: <Trans>暂扣运单</Trans>,
      align: 'end',
      nowrap: true,
      cell: (row) => (row.heldOrderCount === 0 ? '0' : `${row.heldOrderCount} · ${money(row.heldAmountMinor, row)}`),
    },
    { key: 'notices', header: <Trans>待确认充值通知</Trans>, align: 'end', nowrap: true, cell: (row) => row.pendingNoticeCount },
    {
      key: 'overdue',
      header: <Trans>逾期</Trans>,
      nowrap: true,
      cell: (row) =>
        row.overdue ? (
          <Badge colorPalette="red" variant="subtle">
            <Trans>逾期</Trans> {money(row.overdueAmountMinor, row)}
          </Badge>
        ) : (
          '—'
        ),
    },
  ];
}

/** Every customer with money to follow, filtered and sorted (in the URL), paged; exported with the same filter. */
export function ReceivableList() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const { filter, page } = readReceivableParams(params);
  const list = useQuery({ ...opsQueries.receivableList(toReceivableListRequest(filter, page)), placeholderData: keepPreviousData });
  const exporting = useMutation({
    mutationFn: () => exportReceivables(toReceivableFilter(filter)),
    onSuccess: (file) => saveBlob(file.blob, file.fileName),
  });
  return (
    <Stack gap="5">
      <ReceivableFilterForm key={receivableParams(filter).toString()} filter={filter} onApply={(next) => setParams(receivableParams(next))} />
      <HStack justify="flex-end">
        <Button variant="outline" size="sm" loading={exporting.isPending} onClick={() => exporting.mutate()}>
          <Trans>导出 Excel</Trans>
        </Button>
      </HStack>
      <PagedTable
        label={t`应收款列表`}
        columns={useColumns()}
        query={list}
        rowKey={(row) => row.customerId}
        failed={<Trans>应收款加载失败</Trans>}
        empty={<Trans>没有符合条件的客户。</Trans>}
        page={page}
        onPageChange={(next) => setParams(receivableParams(filter, next))}
      />
    </Stack>
  );
}

function FlagField({ checked, onChange, children }: { checked: boolean; onChange: (on: boolean) => void; children: React.ReactNode }) {
  return (
    <HStack as="label" gap="2" minH="10" cursor="pointer">
      <NativeCheckbox checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} />
      <Text as="span">{children}</Text>
    </HStack>
  );
}

function ReceivableFilterForm({ filter, onApply }: { filter: ReceivableFilter; onApply: (filter: ReceivableFilter) => void }) {
  const { t, i18n } = useLingui();
  const { form, set, input, submit, reset } = useFilterDraft(filter, onApply);
  const kinds = Object.values(BillingAccountKind).map((kind) => ({ value: kind, displayName: i18n._(ACCOUNT_KIND_LABELS[kind]) }));
  const sorts = (Object.keys(SORT_LABELS) as (keyof typeof SORT_LABELS)[]).map((sort) => ({ value: sort, displayName: i18n._(SORT_LABELS[sort]) }));
  const toggle = (key: 'held' | 'overdue' | 'notices') => (on: boolean) => set(key)(on ? '1' : '');
  return (
    <Box as="form" role="search" aria-label={t`筛选应收款`} onSubmit={submit}>
      <HStack align="end" gap="3" wrap="wrap">
        <FormField label={<Trans>关键词</Trans>}>
          <Input {...input('keyword')} placeholder={t`用户名、姓名、公司或邮箱`} maxLength={100} minW="56" />
        </FormField>
        <EnumSelect label={<Trans>结算方式</Trans>} allLabel={t`全部`} options={kinds} value={form.kind} onChange={set('kind')} />
        <EnumSelect label={<Trans>排序</Trans>} allLabel={t`余额从低到高`} options={sorts} value={form.sort} onChange={set('sort')} />
        <FlagField checked={form.held === '1'} onChange={toggle('held')}>
          <Trans>仅有暂扣运单</Trans>
        </FlagField>
        <FlagField checked={form.overdue === '1'} onChange={toggle('overdue')}>
          <Trans>仅逾期</Trans>
        </FlagField>
        <FlagField checked={form.notices === '1'} onChange={toggle('notices')}>
          <Trans>仅有待确认充值通知</Trans>
        </FlagField>
        <HStack>
          <Button type="submit">
            <Trans>查询</Trans>
          </Button>
          <Button variant="ghost" onClick={() => reset(EMPTY_RECEIVABLE_FILTER)}>
            <Trans>重置</Trans>
          </Button>
        </HStack>
      </HStack>
    </Box>
  );
}
