import { DataList, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { OpsOrder } from '@forwarder/api-client/ops';
import { formatEventTime, formatMoney } from '@forwarder/i18n';
import { CardSection, DataItem, DataTable, PartyCard, type DataTableColumn } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { batchDetailPath } from '../../../config/paths';
import { PageLink } from '../../../shared/layout/page-link';
import { EVENT_SOURCE_LABELS } from '../../../shared/orders/event-source';
import { WeightsComparison } from '../../../shared/orders/weights-comparison';
import { useSiteTime } from '../../../shared/time/use-site-time';
import { OrderChargeWithLines } from './charge-lines';

/** Product, customer, references, dates, ETA and the batches the order travels in. */
export function OrderSummary({ order }: { order: OpsOrder }) {
  const siteTime = useSiteTime();
  const { customer } = order;
  return (
    <CardSection title={<Trans>运单信息</Trans>}>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <DataList.Root orientation="horizontal" size="sm">
          <DataItem label={<Trans>客户</Trans>}>{`${customer.companyName || customer.name} (${customer.userName})`}</DataItem>
          <DataItem label={<Trans>产品</Trans>}>{`${order.routingDisplayName} (${order.routingCode})`}</DataItem>
          <DataItem label={<Trans>客户单号</Trans>}>{order.customerReference}</DataItem>
          <DataItem label={<Trans>备注</Trans>}>{order.remark}</DataItem>
        </DataList.Root>
        <DataList.Root orientation="horizontal" size="sm">
          <DataItem label={<Trans>下单时间</Trans>}>{siteTime.time(order.creationTime)}</DataItem>
          <DataItem label={<Trans>最后更新</Trans>}>{siteTime.time(order.lastModificationTime)}</DataItem>
          <DataItem label={<Trans>预计到达</Trans>}>{order.eta ? siteTime.time(order.eta) : ''}</DataItem>
          <DataItem label={<Trans>所在批次</Trans>}>
            {order.batches.length ? (
              <HStack gap="3" wrap="wrap">
                {order.batches.map((batch) => (
                  <PageLink key={batch.id} to={batchDetailPath(batch.id)} fontWeight="normal">
                    {`${batch.type} ${batch.reference}`}
                  </PageLink>
                ))}
              </HStack>
            ) : null}
          </DataItem>
        </DataList.Root>
      </SimpleGrid>
    </CardSection>
  );
}

export function OrderParties({ order }: { order: OpsOrder }) {
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
      <PartyCard title={<Trans>发件人</Trans>} party={order.sender} withCountryCode />
      <PartyCard title={<Trans>收件人</Trans>} party={order.receiver} withCountryCode />
    </SimpleGrid>
  );
}

type Box = { key: string; quantity: number; weightKg: number; lengthCm: number; widthCm: number; heightCm: number; volumeWeightKg: number };

function useBoxColumns(): DataTableColumn<Box>[] {
  return [
    { key: 'quantity', header: <Trans>箱数</Trans>, align: 'end', cell: (box) => box.quantity },
    { key: 'weight', header: <Trans>单箱重量</Trans>, align: 'end', nowrap: true, cell: (box) => `${box.weightKg} kg` },
    { key: 'size', header: <Trans>长×宽×高</Trans>, nowrap: true, cell: (box) => [box.lengthCm, box.widthCm, box.heightCm].join(' × ') + ' cm' },
    { key: 'volume', header: <Trans>单箱体积重</Trans>, align: 'end', nowrap: true, cell: (box) => `${box.volumeWeightKg} kg` },
  ];
}

/** Declared boxes and measured boxes, and the totals side by side. */
export function OrderParcels({ order }: { order: OpsOrder }) {
  const siteTime = useSiteTime();
  const { t } = useLingui();
  const columns = useBoxColumns();
  const declared = order.parcels.map((parcel, index) => ({ key: `d${index}`, ...parcel }));
  const measured = (order.measured?.parcels ?? []).map((parcel, index) => ({ key: `m${index}`, quantity: 1, ...parcel }));
  const measuredTime = order.measured ? siteTime.time(order.measured.measuredTime) : '';
  return (
    <CardSection title={<Trans>包裹与重量</Trans>}>
      <Stack gap="5">
        <WeightsComparison declared={order} measured={order.measured} />
        <DataTable label={t`申报包裹`} caption="visible" columns={columns} rows={declared} rowKey={(box) => box.key} />
        {order.measured ? (
          <DataTable label={t`实测包裹（${measuredTime}）`} caption="visible" columns={columns} rows={measured} rowKey={(box) => box.key} />
        ) : (
          <Text color="fg.muted">
            <Trans>尚未入库称重。</Trans>
          </Text>
        )}
      </Stack>
    </CardSection>
  );
}

export function OrderItems({ order }: { order: OpsOrder }) {
  const { t, i18n } = useLingui();
  const columns: DataTableColumn<OpsOrder['declaredItems'][number]>[] = [
    { key: 'name', header: <Trans>品名</Trans>, cell: (item) => `${item.name} / ${item.nameEn}` },
    { key: 'hs', header: <Trans>HS 编码</Trans>, nowrap: true, cell: (item) => item.hsCode || '--' },
    { key: 'quantity', header: <Trans>数量</Trans>, align: 'end', cell: (item) => item.quantity },
    { key: 'unit', header: <Trans>单价</Trans>, align: 'end', nowrap: true, cell: (item) => formatMoney(item.unitValue, item.currency, i18n.locale) },
    { key: 'total', header: <Trans>总价</Trans>, align: 'end', nowrap: true, cell: (item) => formatMoney(item.totalValue, item.currency, i18n.locale) },
  ];
  return (
    <CardSection title={<Trans>申报物品</Trans>}>
      <DataTable label={t`申报物品`} columns={columns} rows={order.declaredItems} rowKey={(item, index) => `${index}-${item.name}`} framed={false} />
    </CardSection>
  );
}

/** The open exception: what the customer reads (both languages), the internal note, since when and by whom. */
export function OrderException({ order, actions }: { order: OpsOrder; actions: ReactNode }) {
  const siteTime = useSiteTime();
  const exception = order.exception;
  if (!exception) return null;
  const reason = exception.reasonDisplayName;
  return (
    <CardSection title={<Trans>异常：{reason}</Trans>} actions={actions}>
      <DataList.Root orientation="horizontal" size="sm">
        <DataItem label={<Trans>给客户的说明（中文）</Trans>}>{exception.explanationZh}</DataItem>
        <DataItem label={<Trans>给客户的说明（英文）</Trans>}>{exception.explanationEn}</DataItem>
        <DataItem label={<Trans>内部备注</Trans>}>{exception.note}</DataItem>
        <DataItem label={<Trans>开始时间</Trans>}>{siteTime.time(exception.since)}</DataItem>
        <DataItem label={<Trans>登记人</Trans>}>{exception.raisedBy}</DataItem>
      </DataList.Root>
    </CardSection>
  );
}

/** The whole timeline, newest first, each event at the time and offset of its place. */
export function OrderTimeline({ order }: { order: OpsOrder }) {
  const { t, i18n } = useLingui();
  const columns: DataTableColumn<OpsOrder['events'][number]>[] = [
    { key: 'time', header: <Trans>当地时间</Trans>, nowrap: true, cell: (event) => formatEventTime(event) },
    { key: 'status', header: <Trans>状态</Trans>, nowrap: true, cell: (event) => event.statusDisplayName },
    { key: 'place', header: <Trans>地点</Trans>, cell: (event) => <Bilingual zh={event.locationZh} en={event.locationEn} /> },
    { key: 'text', header: <Trans>描述</Trans>, cell: (event) => <Bilingual zh={event.descriptionZh} en={event.descriptionEn} /> },
    {
      key: 'by',
      header: <Trans>来源</Trans>,
      nowrap: true,
      cell: (event) => {
        const source = i18n._(EVENT_SOURCE_LABELS[event.source]);
        return event.actorUserName ? `${source} · ${event.actorUserName}` : source;
      },
    },
  ];
  return (
    <CardSection title={<Trans>物流轨迹</Trans>}>
      <DataTable label={t`物流轨迹`} columns={columns} rows={order.events} rowKey={(event) => event.id} framed={false} empty={<Trans>还没有轨迹。</Trans>} />
    </CardSection>
  );
}

function Bilingual({ zh, en }: { zh: string; en: string }) {
  return (
    <Stack gap="0">
      <Text lang="zh-Hans">{zh}</Text>
      <Text lang="en" color="fg.muted" fontSize="sm">
        {en}
      </Text>
    </Stack>
  );
}

/** The order's charge, priced at weighing (issue 29): its lines and total, or why there is none yet; staff add lines. */
export function OrderCharge({ order }: { order: OpsOrder }) {
  return (
    <CardSection title={<Trans>运费</Trans>}>
      <OrderChargeWithLines order={order} />
    </CardSection>
  );
}
