import { Link } from '@chakra-ui/react';
import { useLocalePath } from '@forwarder/i18n';
import type { DataTableColumn } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { useShippingPaths } from '../shipping-paths/shipping-paths';

/** The "运单号" column of the customer's order tables: the waybill number, linking to the order's detail page. */
export function useWaybillColumn<Row extends { id: string; waybillNumber: string }>(): DataTableColumn<Row> {
  const to = useLocalePath();
  const paths = useShippingPaths();
  return {
    key: 'waybill',
    header: <Trans>运单号</Trans>,
    nowrap: true,
    cell: (row) => (
      <Link asChild color="brand.fg" fontWeight="medium">
        <RouterLink to={to(paths.orderDetailOf(row.id))}>{row.waybillNumber}</RouterLink>
      </Link>
    ),
  };
}
