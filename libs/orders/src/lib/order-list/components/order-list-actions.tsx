import { Button, HStack } from '@chakra-ui/react';
import { exportOrders } from '@forwarder/api-client';
import { formatDate } from '@forwarder/i18n/dates';
import { saveBlob } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { CustomsPapers } from '../../documents/customs-papers';
import { PrintLabels } from '../../documents/print-labels';
import { toOrderFilter, type OrderFilterValues } from '../lib/order-filter';

// eslint-disable-next-line lingui/no-unlocalized-strings -- a date format for the file name, not UI text
const FILE_STAMP = 'YYYYMMDDHHmmss';

/**
 * For the selected waybills: their labels in one file (format remembered) and their customs papers; and an Excel export
 * of everything the filter matches.
 */
export function OrderListActions({ selected, filter, totalCount }: { selected: string[]; filter: OrderFilterValues; totalCount: number }) {
  const exportList = useMutation({
    mutationFn: async () => {
      saveBlob(await exportOrders(toOrderFilter(filter)), `orders-${formatDate(new Date(), FILE_STAMP)}.xlsx`);
    },
  });

  return (
    <HStack gap="3" wrap="wrap" align="center">
      <PrintLabels ids={selected} showCount variant="outline" />
      <CustomsPapers ids={selected} />
      <Button variant="outline" disabled={totalCount === 0} loading={exportList.isPending} onClick={() => exportList.mutate()}>
        <Trans>导出 Excel</Trans>
      </Button>
    </HStack>
  );
}
