import { Box, Button, HStack, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { opsQueries, type Batch } from '@forwarder/api-client/ops';
import { useLocalePath } from '@forwarder/i18n';
import { EnumSelect, FormField, type DataTableColumn } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { batchDetailPath } from '../../../config/paths';
import { PageLink } from '../../../shared/layout/page-link';
import { PagedTable, useFilterDraft } from '../../../shared/list/list';
import { useReference } from '../../../shared/reference/use-reference';
import { batchParams, readBatchParams, toBatchListRequest, type BatchFilter } from '../lib/batch-filter';
import { useSiteTime } from '../../../shared/time/use-site-time';
import { formatBatchEta } from '../lib/batch-eta';

const CreateBatchDialog = lazy(() => import('./create-batch-dialog').then((module) => ({ default: module.CreateBatchDialog })));

function useBatchColumns(): DataTableColumn<Batch>[] {
  const siteTime = useSiteTime();
  return [

    { key: 'reference', header: <Trans>编号</Trans>, nowrap: true, cell: (batch) => <PageLink to={batchDetailPath(batch.id)}>{batch.reference}</PageLink> },
    { key: 'type', header: <Trans>类型</Trans>, nowrap: true, cell: (batch) => batch.typeDisplayName },
    { key: 'route', header: <Trans>路线</Trans>, nowrap: true, cell: (batch) => `${batch.origin} → ${batch.destination}` },
    { key: 'eta', header: <Trans>预计到达</Trans>, nowrap: true, cell: (batch) => formatBatchEta(batch) },
    { key: 'count', header: <Trans>运单数</Trans>, align: 'end', cell: (batch) => batch.orderCount },
    { key: 'statuses', header: <Trans>状态分布</Trans>, cell: (batch) => batch.statusCounts.map((s) => `${s.statusDisplayName} ${s.count}`).join(' · ') },
    { key: 'state', header: <Trans>是否关闭</Trans>, nowrap: true, cell: (batch) => (batch.isClosed ? <Trans>已关闭</Trans> : <Trans>未关闭</Trans>) },
    { key: 'created', header: <Trans>创建于</Trans>, nowrap: true, cell: (batch) => `${siteTime.time(batch.creationTime)} · ${batch.createdBy}` },
  ];
}

/** Bags, master air waybills and containers: filter in the URL, a paged table, and "new batch". */
export function BatchList() {
  const { t } = useLingui();
  const to = useLocalePath();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { filter, page } = readBatchParams(params);
  const [creating, setCreating] = useState(false);
  const reference = useReference();
  const list = useQuery({ ...opsQueries.batchList(toBatchListRequest(filter, page)), placeholderData: keepPreviousData });

  return (
    <Stack gap="5">
      <HStack justify="space-between" align="end" wrap="wrap" gap="3">
        <BatchFilterForm key={batchParams(filter).toString()} filter={filter} onApply={(next) => setParams(batchParams(next))} />
        <Button onClick={() => setCreating(true)} disabled={!reference.data}>
          <Trans>新建批次</Trans>
        </Button>
      </HStack>
      <PagedTable
        label={t`批次列表`}
        columns={useBatchColumns()}
        query={list}
        rowKey={(batch) => batch.id}
        failed={<Trans>批次加载失败</Trans>}
        empty={<Trans>没有符合条件的批次。</Trans>}
        page={page}
        onPageChange={(next) => setParams(batchParams(filter, next))}
      />
      {creating && reference.data ? (
        <Suspense fallback={null}>
          <CreateBatchDialog reference={reference.data} onClose={() => setCreating(false)} onCreated={(batch) => navigate(to(batchDetailPath(batch.id)))} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

function BatchFilterForm({ filter, onApply }: { filter: BatchFilter; onApply: (filter: BatchFilter) => void }) {
  const { t } = useLingui();
  const reference = useReference();
  const { form, set, input, submit } = useFilterDraft(filter, onApply);
  const types = (reference.data?.batchTypes ?? []).map((type) => ({ value: type.type, displayName: type.displayName }));
  const states = [
    { value: 'open', displayName: t`未关闭` },
    { value: 'closed', displayName: t`已关闭` },
  ];
  return (
    <Box as="form" role="search" aria-label={t`筛选批次`} onSubmit={submit} flex="1">
      <SimpleGrid columns={{ base: 1, md: 4 }} gap="3" alignItems="end">
        <EnumSelect label={<Trans>类型</Trans>} allLabel={t`全部类型`} options={types} value={form.type} onChange={set('type')} />
        <EnumSelect label={<Trans>是否关闭</Trans>} allLabel={t`全部`} options={states} value={form.state} onChange={set('state')} />
        <FormField label={<Trans>关键词</Trans>}>
          <Input {...input('keyword')} placeholder={t`编号、始发地或目的地`} maxLength={100} />
        </FormField>
        <HStack>
          <Button type="submit">
            <Trans>查询</Trans>
          </Button>
        </HStack>
      </SimpleGrid>
    </Box>
  );
}
