import { Stack } from '@chakra-ui/react';
import { DEFAULT_PAGE_SIZE, EnumCategory, enumValues, logisticsQueries, systemQueries, type OrderListItem } from '@forwarder/api-client';
import { DataTable, Pager, pageCount, RetryAlert } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CancelOrderDialog } from '../../after-submit/order-actions';
import { useOrderRowActionsColumn } from '../../after-submit/row-actions';
import { filterToParams, readOrderParams, toOrderListRequest, type OrderFilterValues } from '../lib/order-filter';
import { useOrderColumns } from './order-columns';
import { OrderFilterForm } from './order-filter-form';
import { OrderListActions } from './order-list-actions';

const ENUM_CATEGORIES = [EnumCategory.TransportMode, EnumCategory.OrderStatus];

/**
 * My waybills (spec /user/my-order): filters kept in the URL, a paged table (7 per page, from page 1), row
 * selection for printing labels, and an export of everything the filter matches.
 */
export function OrderList() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const { filter, page } = readOrderParams(params);
  const [selected, setSelected] = useState<string[]>([]);

  const list = useQuery({ ...logisticsQueries.orderList(toOrderListRequest(filter, page)), placeholderData: keepPreviousData });
  const enums = useQuery(systemQueries.enums(ENUM_CATEGORIES));
  const transportModes = enumValues(enums.data, EnumCategory.TransportMode);
  const [cancelling, setCancelling] = useState<OrderListItem | null>(null);
  const columns = [...useOrderColumns(transportModes), useOrderRowActionsColumn(setCancelling)];
  const totalCount = list.data?.totalCount ?? 0;

  // A new filter or page starts with nothing selected.
  const show = (values: OrderFilterValues, nextPage = 1) => {
    setSelected([]);
    setParams(filterToParams(values, nextPage));
  };

  return (
    <Stack gap="5">
      <OrderFilterForm
        filter={filter}
        statuses={enumValues(enums.data, EnumCategory.OrderStatus)}
        transportModes={transportModes}
        onApply={(values) => show(values)}
      />
      <OrderListActions selected={selected} filter={filter} totalCount={totalCount} />
      <DataTable
        label={t`运单列表`}
        columns={columns}
        rows={list.data?.items ?? []}
        rowKey={(order) => order.id}
        loading={list.isLoading}
        loadingLabel={t`正在加载运单`}
        error={list.isError ? <RetryAlert title={<Trans>运单加载失败</Trans>} onRetry={() => void list.refetch()} /> : null}
        // Only when nothing matches at all: a page past the last one keeps the table's header.
        empty={totalCount > 0 ? undefined : <Trans>没有符合条件的运单。</Trans>}
        selection={{ selected, onChange: setSelected, rowLabel: ({ waybillNumber }) => t`选择运单 ${waybillNumber}` }}
      />
      {cancelling ? (
        <Suspense fallback={null}>
          <CancelOrderDialog order={cancelling} onClose={() => setCancelling(null)} />
        </Suspense>
      ) : null}
      <Pager
        page={page}
        pageCount={pageCount(totalCount, DEFAULT_PAGE_SIZE)}
        totalCount={totalCount}
        totalCountIsLowerBound={list.data?.totalCountIsLowerBound ?? false}
        onPageChange={(next) => show(filter, next)}
      />
    </Stack>
  );
}
