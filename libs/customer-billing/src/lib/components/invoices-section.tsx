import { Stack, Text } from '@chakra-ui/react';
import { useSiteTimeZone, type Invoice } from '@forwarder/api-client';
import { billingQueries, downloadMyInvoice } from '@forwarder/api-client/billing';
import { useInvoiceColumns } from '@forwarder/billing';
import { formatTimeInZone } from '@forwarder/i18n';
import { CardSection, DataTable, Pager, pageCount, RetryAlert, saveBlob } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

const PAGE_SIZE = 10;

/** The caller's invoices (账单: commercial invoices of the forwarder's charges), newest first, each a PDF to download. */
export function InvoicesSection() {
  const { t } = useLingui();
  const timeZone = useSiteTimeZone();
  const [page, setPage] = useState(1);
  const invoices = useQuery({
    ...billingQueries.invoiceList({ maxResultCount: PAGE_SIZE, skipCount: (page - 1) * PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const download = useMutation({
    mutationFn: async (invoice: Invoice) => {
      const file = await downloadMyInvoice(invoice.id, invoice.number);
      saveBlob(file.blob, file.fileName);
    },
  });
  const columns = useInvoiceColumns<Invoice>({
    formatTime: (time) => formatTimeInZone(time, timeZone),
    onDownload: (invoice) => download.mutate(invoice),
    downloadingId: download.isPending ? download.variables.id : null,
  });
  const totalCount = invoices.data?.totalCount ?? 0;
  return (
    <CardSection id="billing-invoices-heading" title={<Trans>费用账单</Trans>}>
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          <Trans>我们运费的商业账单，不是增值税发票。</Trans>
        </Text>
        <DataTable
          label={t`我的费用账单`}
          columns={columns}
          rows={invoices.data?.items ?? []}
          rowKey={(invoice) => invoice.id}
          loading={invoices.isLoading}
          error={invoices.isError ? <RetryAlert title={<Trans>费用账单加载失败</Trans>} onRetry={() => void invoices.refetch()} /> : null}
          empty={<Trans>还没有费用账单。</Trans>}
          framed={false}
          stackBelow="md"
        />
        <Pager page={page} pageCount={pageCount(totalCount, PAGE_SIZE)} totalCount={totalCount} onPageChange={setPage} label={t`费用账单分页`} />
      </Stack>
    </CardSection>
  );
}
