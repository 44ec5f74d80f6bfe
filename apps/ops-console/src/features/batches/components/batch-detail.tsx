import { Button, DataList, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { opsQueries, postBatchEvent, type BatchDetail as Batch, type OpsReference } from '@forwarder/api-client/ops';
import { CardSection, DataItem, RetryAlert, showToast } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { isUuid, paths } from '../../../config/paths';
import { detailPending } from '../../../shared/layout/detail-pending';
import { FORM_SEND } from '../../../shared/form/server-errors';
import { invalidateOrderReads } from '../../../shared/orders/invalidate';
import { commonNextStatuses, templatesFor } from '../../../shared/reference/reference';
import { useReference } from '../../../shared/reference/use-reference';
import { BatchRefusal } from './batch-refusal';
import { BatchWaybills } from './batch-waybills';
import { useSiteTime } from '../../../shared/time/use-site-time';
import { formatBatchEta } from '../lib/batch-eta';

// Lazy: the forms (react-hook-form, zod) load when staff open them.
const EventDialog = lazy(() => import('../../../shared/events/event-dialog').then((module) => ({ default: module.EventDialog })));
const EditBatchDialog = lazy(() => import('./edit-batch-dialog').then((module) => ({ default: module.EditBatchDialog })));

/** One batch: what and where it is, its waybills and their states, one event for all of them, edit and close. */
export function BatchDetail({ id }: { id: string }) {
  const valid = isUuid(id);
  const batch = useQuery({ ...opsQueries.batch(id), enabled: valid });
  const reference = useReference();
  const pending = detailPending({
    valid,
    query: batch,
    notFound: <Trans>找不到这个批次。</Trans>,
    back: { to: paths.batches, label: <Trans>返回批次列表</Trans> },
    failed: <Trans>批次加载失败</Trans>,
  });
  if (pending) return pending;
  // The event dialog needs the reference data: a failure to load it offers a retry rather than loading forever.
  if (reference.isError) return <RetryAlert title={<Trans>基础数据加载失败</Trans>} onRetry={() => void reference.refetch()} />;
  if (!batch.data || !reference.data) return <Skeleton height="40" aria-busy="true" />;
  return <BatchView batch={batch.data} reference={reference.data} />;
}

function BatchView({ batch, reference }: { batch: Batch; reference: OpsReference }) {
  const siteTime = useSiteTime();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'event' | 'edit' | null>(null);
  const templates = templatesFor(reference, commonNextStatuses(reference, batch.statusCounts.map((item) => item.status)));
  const { reference: number, orderCount, typeDisplayName: type } = batch;
  const close = () => setDialog(null);
  const actions = (
    <HStack gap="2">
      <Button size="sm" onClick={() => setDialog('event')} disabled={orderCount === 0 || templates.length === 0}>
        <Trans>发布事件</Trans>
      </Button>
      <Button size="sm" variant="outline" onClick={() => setDialog('edit')}>
        <Trans>编辑 / 关闭</Trans>
      </Button>
    </HStack>
  );

  return (
    <Stack gap="6">
      <CardSection title={`${type} ${number}`} actions={actions}>
        <DataList.Root orientation="horizontal" size="sm">
          <DataItem label={<Trans>路线</Trans>}>{`${batch.origin} → ${batch.destination}`}</DataItem>
          <DataItem label={<Trans>预计到达</Trans>}>{formatBatchEta(batch)}</DataItem>
          <DataItem label={<Trans>是否关闭</Trans>}>{batch.isClosed ? <Trans>已关闭（不再加入运单）</Trans> : <Trans>未关闭</Trans>}</DataItem>
          <DataItem label={<Trans>状态分布</Trans>}>{batch.statusCounts.map((s) => `${s.statusDisplayName} ${s.count}`).join(' · ')}</DataItem>
          <DataItem label={<Trans>创建于</Trans>}>{`${siteTime.time(batch.creationTime)} · ${batch.createdBy}`}</DataItem>
        </DataList.Root>
        {orderCount > 0 && templates.length === 0 ? (
          <Text mt="3" color="fg.muted">
            <Trans>批次中运单的状态没有共同允许的事件：先移出已结束或状态不同的运单。</Trans>
          </Text>
        ) : null}
      </CardSection>
      <BatchWaybills batch={batch} />
      <Suspense fallback={null}>
        {dialog === 'event' ? (
          <EventDialog
            title={<Trans>向批次发布事件：{number}</Trans>}
            intro={
              <Text>
                <Trans>事件会同时发布到批次中的 {orderCount} 个运单；只要有一个运单不允许，就都不发布。</Trans>
              </Text>
            }
            reference={reference}
            templates={templates}
            send={(input) =>
              postBatchEvent(batch.id, input, FORM_SEND).then(({ applied }) => {
                void showToast({ type: 'success', title: t`已发布到 ${applied} 个运单` });
              })
            }
            onSent={() => {
              close();
              void invalidateOrderReads(queryClient);
            }}
            refusal={(error) => <BatchRefusal error={error} />}
            onClose={close}
          />
        ) : null}
        {dialog === 'edit' ? (
          <EditBatchDialog
            batch={batch}
            timeZone={reference.defaultTimeZone}
            onClose={close}
            onSaved={() => {
              close();
              void invalidateOrderReads(queryClient);
              void showToast({ type: 'success', title: t`批次已保存` });
            }}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}
