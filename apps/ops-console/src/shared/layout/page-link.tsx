import { Link, type LinkProps } from '@chakra-ui/react';
import { useLocalePath } from '@forwarder/i18n';
import type { DataTableColumn } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { orderDetailPath } from '../../config/paths';

export interface PageLinkProps extends Omit<LinkProps, 'asChild' | 'children'> {
  /** A console page, unprefixed (`batchDetailPath(id)`): the language prefix is added here. */
  to: string;
  children: ReactNode;
}

/** A link to another console page in the brand colour (an object's name in a table, a list, a detail page). */
export function PageLink({ to: path, children, ...props }: PageLinkProps) {
  const to = useLocalePath();
  return (
    <Link asChild color="brand.fg" fontWeight="medium" {...props}>
      <RouterLink to={to(path)}>{children}</RouterLink>
    </Link>
  );
}

/** A waybill number linking to its order's page. */
export function WaybillLink({ id, waybillNumber }: { id: string; waybillNumber: string }) {
  return <PageLink to={orderDetailPath(id)}>{waybillNumber}</PageLink>;
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
