import { Badge, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { MeasuredWeights, Order } from '@forwarder/api-client';
import { formatTimeInZone } from '@forwarder/i18n';
import { DataTable, type DataTableColumn } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

type DeclaredParcel = Order['parcels'][number];
/** A weighed box with its number (1, 2, …: the order in which the warehouse weighed them). */
type MeasuredParcel = MeasuredWeights['parcels'][number] & { box: number };

interface Figure {
  key: string;
  label: ReactNode;
  declared: number;
  measured: number | null;
  unit: string;
}

const kg = (value: number) => `${value} kg`;
const size = (parcel: { lengthCm: number; widthCm: number; heightCm: number }) =>
  `${parcel.lengthCm} × ${parcel.widthCm} × ${parcel.heightCm}`;

/**
 * Declared and measured side by side (docs/domain/operations.md, "Receiving and measured weights"): the totals
 * (boxes, actual, dimensional, chargeable weight) with the figure that is billed marked, then each box as declared
 * and as the warehouse weighed it. Until the warehouse receives the parcels the measured side says so; from then
 * on the measured chargeable weight counts.
 */
export function OrderWeights({ order, timeZone }: { order: Order; timeZone: string }) {
  const { measured } = order;
  const declaredWeight = kg(order.chargeableWeightKg);
  const measuredWeight = measured ? kg(measured.chargeableWeightKg) : '';
  const measuredAt = measured ? formatTimeInZone(measured.measuredTime, timeZone) : '';
  return (
    <Stack gap="6">
      <WeightTotals order={order} />
      <Text fontSize="sm" color="fg.muted" data-testid="billing-note">
        {measured ? (
          <Trans>
            按实测计费重 {measuredWeight} 计费（{measuredAt} 测量）。
          </Trans>
        ) : (
          <Trans>
            暂按申报计费重 {declaredWeight} 估算；仓库称重后以实测计费重为准。
          </Trans>
        )}
      </Text>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <Stack gap="2">
          <Heading as="h3" size="sm">
            <Trans>申报的箱子</Trans>
          </Heading>
          <DeclaredParcelsTable parcels={order.parcels} />
        </Stack>
        <Stack gap="2">
          <Heading as="h3" size="sm">
            <Trans>实测的箱子</Trans>
          </Heading>
          <MeasuredParcelsTable parcels={(measured?.parcels ?? []).map((parcel, index) => ({ ...parcel, box: index + 1 }))} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

function WeightTotals({ order }: { order: Order }) {
  const { t } = useLingui();
  const { measured } = order;
  const figures: Figure[] = [
    { key: 'count', label: <Trans>件数</Trans>, declared: order.parcelCount, measured: measured?.parcelCount ?? null, unit: '' },
    { key: 'actual', label: <Trans>实际重量</Trans>, declared: order.totalWeightKg, measured: measured?.totalWeightKg ?? null, unit: 'kg' },
    { key: 'volume', label: <Trans>体积重</Trans>, declared: order.volumeWeightKg, measured: measured?.volumeWeightKg ?? null, unit: 'kg' },
    {
      key: 'chargeable',
      label: <Trans>计费重</Trans>,
      declared: order.chargeableWeightKg,
      measured: measured?.chargeableWeightKg ?? null,
      unit: 'kg',
    },
  ];
  const show = (value: number, unit: string) => (unit ? `${value} ${unit}` : String(value));
  // The chargeable weight that is billed: the measured one once the warehouse has weighed the parcels.
  const billed = (figure: Figure, side: 'declared' | 'measured', value: ReactNode) =>
    figure.key === 'chargeable' && side === (measured ? 'measured' : 'declared') ? (
      <>
        <Text as="span" fontWeight="semibold">
          {value}
        </Text>{' '}
        <Badge colorPalette="brand" size="sm">
          <Trans>计费依据</Trans>
        </Badge>
      </>
    ) : (
      value
    );
  const columns: DataTableColumn<Figure>[] = [
    { key: 'figure', header: <Trans>项目</Trans>, nowrap: true, cell: (figure) => figure.label },
    {
      key: 'declared',
      header: <Trans>申报</Trans>,
      nowrap: true,
      cell: (figure) => billed(figure, 'declared', show(figure.declared, figure.unit)),
    },
    {
      key: 'measured',
      header: <Trans>实测</Trans>,
      nowrap: true,
      cell: (figure) =>
        figure.measured === null ? (
          <Text as="span" color="fg.muted">
            <Trans>尚未测量</Trans>
          </Text>
        ) : (
          billed(figure, 'measured', show(figure.measured, figure.unit))
        ),
    },
  ];
  return <DataTable label={t`申报与实测重量`} columns={columns} rows={figures} rowKey={(figure) => figure.key} framed={false} />;
}

/** What a box has whether declared or weighed. */
interface BoxFigures {
  weightKg: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  volumeWeightKg: number;
}

/** Weight, size and dimensional weight: the columns both box tables share, so declared and measured line up. */
function boxColumns<Row extends BoxFigures>(): DataTableColumn<Row>[] {
  return [
    { key: 'weight', header: <Trans>重量（kg）</Trans>, cell: (parcel) => parcel.weightKg },
    { key: 'size', header: <Trans>长 × 宽 × 高（cm）</Trans>, cell: size },
    { key: 'volume-weight', header: <Trans>体积重（kg）</Trans>, cell: (parcel) => parcel.volumeWeightKg },
  ];
}

function DeclaredParcelsTable({ parcels }: { parcels: readonly DeclaredParcel[] }) {
  const { t } = useLingui();
  const columns: DataTableColumn<DeclaredParcel>[] = [
    { key: 'quantity', header: <Trans>数量</Trans>, cell: (parcel) => parcel.quantity },
    ...boxColumns<DeclaredParcel>(),
  ];
  return <DataTable label={t`申报的箱子`} columns={columns} rows={parcels} rowKey={(_, index) => String(index)} framed={false} />;
}

function MeasuredParcelsTable({ parcels }: { parcels: readonly MeasuredParcel[] }) {
  const { t } = useLingui();
  const columns: DataTableColumn<MeasuredParcel>[] = [
    { key: 'box', header: <Trans>箱号</Trans>, cell: (parcel) => parcel.box },
    ...boxColumns<MeasuredParcel>(),
  ];
  return (
    <DataTable
      label={t`实测的箱子`}
      columns={columns}
      rows={parcels}
      rowKey={(parcel) => String(parcel.box)}
      framed={false}
      empty={<Trans>尚未测量</Trans>}
    />
  );
}
