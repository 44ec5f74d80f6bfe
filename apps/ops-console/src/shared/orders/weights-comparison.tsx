import { DataTable, type DataTableColumn } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** An order's figures: declared by the customer, or measured at receiving. */
export interface WeightFigures {
  parcelCount: number;
  totalWeightKg: number;
  volumeWeightKg: number;
  chargeableWeightKg: number;
}

interface Row {
  key: keyof WeightFigures;
  label: ReactNode;
}

const ROWS: Row[] = [
  { key: 'parcelCount', label: <Trans>件数</Trans> },
  { key: 'totalWeightKg', label: <Trans>实际重量</Trans> },
  { key: 'volumeWeightKg', label: <Trans>体积重</Trans> },
  { key: 'chargeableWeightKg', label: <Trans>计费重</Trans> },
];

const shown = (figures: WeightFigures | null, key: keyof WeightFigures) => {
  if (!figures) return '--';
  return key === 'parcelCount' ? String(figures[key]) : `${figures[key]} kg`;
};

/**
 * Declared and measured side by side (order detail, receiving). From receiving on the measured chargeable weight is
 * the one that counts; `measuredLabel` says whether the column is saved or being typed.
 */
export function WeightsComparison({ declared, measured, measuredLabel }: { declared: WeightFigures; measured: WeightFigures | null; measuredLabel?: ReactNode }) {
  const { t } = useLingui();
  const columns: DataTableColumn<Row>[] = [
    { key: 'what', header: <Trans>项目</Trans>, cell: (row) => row.label },
    { key: 'declared', header: <Trans>申报</Trans>, align: 'end', nowrap: true, cell: (row) => shown(declared, row.key) },
    { key: 'measured', header: measuredLabel ?? <Trans>实测</Trans>, align: 'end', nowrap: true, cell: (row) => shown(measured, row.key) },
  ];
  return <DataTable label={t`申报与实测重量`} columns={columns} rows={ROWS} rowKey={(row) => row.key} />;
}
