import { Link } from '@chakra-ui/react';
import { useLocalePath } from '@forwarder/i18n';
import type { DataTableColumn } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { orderDetailPath } from '../../app/paths';

/** A waybill number linking to its order's page. */
export function WaybillLink({ id, waybillNumber }: { id: string; waybillNumber: string }) {
  const to = useLocalePath();
  return (
    <Link asChild color="brand.fg" fontWeight="medium">
      <RouterLink to={to(orderDetailPath(id))}>{waybillNumber}</RouterLink>
    </Link>
  );
}

/** The "运单号" column of the console's order tables. */
export function waybillColumn<Row>(order: (row: Row) => { id: string; waybillNumber: string }): DataTableColumn<Row> {
  return {
    key: 'waybill',
    header: <Trans>运单号</Trans>,
    nowrap: true,
    cell: (row) => <WaybillLink {...order(row)} />,
  };
}
