import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { EnumCategory, enumValues, systemQueries } from '@forwarder/api-client';
import { opsQueries, type OpsOrderListItem } from '@forwarder/api-client/ops';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PagedTable } from '../../../shared/list/list';
import { orderColumns } from '../../../shared/orders/order-columns';
import { useSiteTime } from '../../../shared/time/use-site-time';
import { useReference } from '../../../shared/reference/use-reference';
import { appliedFilter, filterToParams, readOrderParams, toOrderListRequest, type OrderFilterValues } from '../lib/order-filter';
import { OrderFilterForm } from './order-filter-form';

// Lazy: most visits only look; the dialog and its batch list load when staff add rows to a batch.
const AddToBatchDialog = lazy(() => import('./add-to-batch-dialog').then((module) => ({ default: module.AddToBatchDialog })));

const ENUM_CATEGORIES = [EnumCategory.TransportMode];

/**
 * Orders of every customer: the filter in the URL (waybill numbers, customer, statuses, transport mode, product,
 * creation and change dates, "no event for N days", sorting, page), a paged table, and rows selected into a batch.
 */
export function OrderList() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const { filter, page } = readOrderParams(params);
  const [selected, setSelected] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const reference = useReference();
  const columns = orderColumns<OpsOrderListItem>((order) => order, useSiteTime());
  const enums = useQuery(systemQueries.enums(ENUM_CATEGORIES));
  const list = useQuery({ ...opsQueries.orderList(toOrderListRequest(filter, page)), placeholderData: keepPreviousData });
  const rows = list.data?.items ?? [];
  const totalCount = list.data?.totalCount ?? 0;
  const shownCount = i18n.number(totalCount);
  const chosen = rows.filter((row) => selected.includes(row.id));
  const chosenCount = chosen.length;

  // A new filter or page starts with nothing selected.
  const show = (values: OrderFilterValues, nextPage = 1) => {
    setSelected([]);
    setParams(filterToParams(values, nextPage));
  };

  return (
    <Stack gap="5">
      <OrderFilterForm
        // The form starts from the URL: a new URL (dashboard link, back button) starts it again.
        key={filterToParams(filter).toString()}
        filter={filter}
        reference={reference.data}
        transportModes={enumValues(enums.data, EnumCategory.TransportMode)}
        onApply={(values) => show(appliedFilter(filter, values))}
      />
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text color="fg.muted" aria-live="polite">
          {!list.data ? null : list.data.totalCountIsLowerBound ? <Trans>超过 {shownCount} 个运单</Trans> : <Trans>共 {totalCount} 个运单</Trans>}
        </Text>
        <Button variant="outline" disabled={chosen.length === 0} onClick={() => setAdding(true)}>
          <Trans>加入批次（{chosenCount}）</Trans>
        </Button>
      </HStack>
      <PagedTable
        label={t`运单列表`}
        columns={columns}
        query={list}
        rowKey={(order) => order.id}
        loadingLabel={t`正在加载运单`}
        failed={<Trans>运单加载失败</Trans>}
        empty={<Trans>没有符合条件的运单。</Trans>}
        selection={{ selected, onChange: setSelected, rowLabel: ({ waybillNumber }) => t`选择运单 ${waybillNumber}` }}
        page={page}
        onPageChange={(next) => show(filter, next)}
      />
      {adding ? (
        <Suspense fallback={null}>
          <AddToBatchDialog
            waybillNumbers={chosen.map((order) => order.waybillNumber)}
            onClose={() => setAdding(false)}
            onAdded={() => setSelected([])}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}
