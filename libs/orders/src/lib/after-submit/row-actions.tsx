import { Button, HStack, Link } from '@chakra-ui/react';
import type { OrderListItem } from '@forwarder/api-client';
import { useLocalePath } from '@forwarder/i18n';
import type { DataTableColumn } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { useShippingPaths } from '../shipping-paths/shipping-paths';
import { canChangeOrder } from './cancel-order';
import { copyOrderPath } from './copy-order';

/**
 * The row actions of My waybills: copy as a new order (every row), edit and cancel (Submitted rows; `onCancel` opens
 * the list's one confirmation). Each control names its waybill, since a row's buttons are read out of the table too.
 */
export function useOrderRowActionsColumn(onCancel: (order: OrderListItem) => void): DataTableColumn<OrderListItem> {
  const { t } = useLingui();
  const to = useLocalePath();
  const paths = useShippingPaths();
  return {
    key: 'actions',
    header: <Trans>操作</Trans>,
    nowrap: true,
    cell: (order) => {
      const { waybillNumber } = order;
      return (
        <HStack gap="3">
          <Link asChild color="brand.fg" fontSize="sm">
            <RouterLink to={to(copyOrderPath(paths, order.id))} aria-label={t`复制运单 ${waybillNumber} 为新运单`}>
              <Trans>复制</Trans>
            </RouterLink>
          </Link>
          {canChangeOrder(order) ? (
            <Link asChild color="brand.fg" fontSize="sm">
              <RouterLink to={to(paths.orderEditOf(order.id))} aria-label={t`修改运单 ${waybillNumber}`}>
                {/* Its own context: "修改" is "Change" elsewhere, and the visible word must be part of the name (axe). */}
                <Trans context="edit an order">修改</Trans>
              </RouterLink>
            </Link>
          ) : null}
          {canChangeOrder(order) ? (
            <Button size="xs" variant="ghost" colorPalette="red" aria-label={t`取消运单 ${waybillNumber}`} onClick={() => onCancel(order)}>
              <Trans>取消</Trans>
            </Button>
          ) : null}
        </HStack>
      );
    },
  };
}
