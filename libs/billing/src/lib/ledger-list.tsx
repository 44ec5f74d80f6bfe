import { Stack } from '@chakra-ui/react';
import { DataTable, Pager, pageCount, RetryAlert, type DataTableColumn } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { LedgerEntryLike } from './ledger-columns';
import { ledgerParams, LEDGER_PAGE_SIZE, readLedgerParams, type LedgerFilterValues } from './ledger-filter';
import { LedgerFilterForm } from './ledger-filter-form';

type EntryPage<Row> = Pick<UseQueryResult<{ items: Row[]; totalCount: number }>, 'data' | 'isLoading' | 'isError' | 'refetch'>;

/** The ledger's filter and page as the URL holds them (`?kind=payment&from=…&page=2`). */
export function useLedgerParams() {
  const [params, setParams] = useSearchParams();
  const { filter, page } = readLedgerParams(params);
  // Other parameters of the page (the console's `?id=`) stay.
  const go = (next: LedgerFilterValues, nextPage = 1) =>
    setParams((current) => {
      const search = ledgerParams(next, nextPage);
      for (const [key, value] of current) if (!['kind', 'from', 'to', 'page'].includes(key)) search.set(key, value);
      return search;
    });
  return { filter, page, go, formKey: params.toString() };
}

/** A ledger page: the filter form, the entries (newest first) and the pager. The query and the columns are the page's. */
export function LedgerList<Row extends LedgerEntryLike>({ entries, columns }: { entries: EntryPage<Row>; columns: DataTableColumn<Row>[] }) {
  const { t } = useLingui();
  const { filter, page, go, formKey } = useLedgerParams();
  const totalCount = entries.data?.totalCount ?? 0;
  return (
    <Stack gap="4">
      <LedgerFilterForm key={formKey} filter={filter} onApply={(next) => go(next)} />
      <DataTable
        label={t`账目明细`}
        columns={columns}
        rows={entries.data?.items ?? []}
        rowKey={(entry) => entry.id}
        loading={entries.isLoading}
        error={entries.isError ? <RetryAlert title={<Trans>账目加载失败</Trans>} onRetry={() => void entries.refetch()} /> : null}
        empty={totalCount > 0 ? undefined : <Trans>没有符合条件的账目。</Trans>}
        framed={false}
      />
      <Pager page={page} pageCount={pageCount(totalCount, LEDGER_PAGE_SIZE)} totalCount={totalCount} onPageChange={(next) => go(filter, next)} />
    </Stack>
  );
}
