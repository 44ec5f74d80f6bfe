import { Button, HStack } from '@chakra-ui/react';
import { downloadOrderLabels, exportOrders } from '@forwarder/api-client';
import { formatDate } from '@forwarder/i18n/dates';
import { openPdfInNewTab, saveBlob } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { toOrderFilter, type OrderFilterValues } from '../lib/order-filter';

// eslint-disable-next-line lingui/no-unlocalized-strings -- a date format for the file name, not UI text
const FILE_STAMP = 'YYYYMMDDHHmmss';

/** Labels of the selected waybills (one PDF in a new tab) and an Excel export of everything the filter matches. */
export function OrderListActions({ selected, filter, totalCount }: { selected: string[]; filter: OrderFilterValues; totalCount: number }) {
  const selectedCount = selected.length;
  const printLabels = useMutation({
    mutationFn: (ids: string[]) => openPdfInNewTab(() => downloadOrderLabels(ids)),
  });
  const exportList = useMutation({
    mutationFn: async () => {
      saveBlob(await exportOrders(toOrderFilter(filter)), `orders-${formatDate(new Date(), FILE_STAMP)}.xlsx`);
    },
  });

  return (
    <HStack gap="2" wrap="wrap">
      <Button variant="outline" disabled={selectedCount === 0} loading={printLabels.isPending} onClick={() => printLabels.mutate(selected)}>
        <Trans>打印标签（{selectedCount}）</Trans>
      </Button>
      <Button variant="outline" disabled={totalCount === 0} loading={exportList.isPending} onClick={() => exportList.mutate()}>
        <Trans>导出 Excel</Trans>
      </Button>
    </HStack>
  );
}
