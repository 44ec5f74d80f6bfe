import { Button } from '@chakra-ui/react';
import type { Invoice } from '@forwarder/api-client';
import type { DataTableColumn } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatMinor } from './money';

/** What both contracts' invoices have (the console's and the customer's Invoice are the same shape). */
export type InvoiceLike = Pick<Invoice, 'id' | 'number' | 'reference' | 'periodFrom' | 'periodTo' | 'chargeCount' | 'totalMinor' | 'currency' | 'creationTime'>;

export interface InvoiceColumnsOptions<Row extends InvoiceLike> {
  /** The issue time as the page shows times (the site's zone). */
  formatTime: (time: string) => string;
  /** The caller's download of the invoice's PDF (each side has its own endpoint). */
  onDownload: (invoice: Row) => void;
  /** The invoice whose PDF is being fetched: its button spins. */
  downloadingId: string | null;
  /** The count of charges on each invoice (staff see it; the customer's table stays narrow). */
  chargeCount?: boolean;
}

/** What an invoice covers: an order's waybill number, or a period's first and last day. */
function covered(invoice: InvoiceLike): string {
  if (invoice.reference) return invoice.reference;
  return invoice.periodFrom && invoice.periodTo ? `${invoice.periodFrom} – ${invoice.periodTo}` : '--';
}

/**
 * The invoice list's columns as customers and staff both read them: number, what it covers, (the charge count), total,
 * issue time and a PDF download button named after the invoice.
 */
export function useInvoiceColumns<Row extends InvoiceLike>({ formatTime, onDownload, downloadingId, chargeCount = false }: InvoiceColumnsOptions<Row>): DataTableColumn<Row>[] {
  const { t, i18n } = useLingui();
  return [
    { key: 'number', header: <Trans>账单编号</Trans>, nowrap: true, cell: (invoice) => invoice.number },
    { key: 'covers', header: <Trans>运单或账期</Trans>, nowrap: true, cell: covered },
    ...(chargeCount ? [{ key: 'charges', header: <Trans>运单数</Trans>, align: 'end', nowrap: true, cell: (invoice) => invoice.chargeCount } satisfies DataTableColumn<Row>] : []),
    { key: 'amount', header: <Trans>金额</Trans>, align: 'end', nowrap: true, cell: (invoice) => formatMinor(invoice.totalMinor, invoice.currency, i18n.locale) },
    { key: 'date', header: <Trans>开具时间</Trans>, nowrap: true, cell: (invoice) => formatTime(invoice.creationTime) },
    {
      key: 'pdf',
      header: <Trans>下载</Trans>,
      label: '',
      nowrap: true,
      cell: (invoice) => {
        const number = invoice.number;
        return (
          <Button size="sm" variant="outline" loading={downloadingId === invoice.id} onClick={() => onDownload(invoice)} aria-label={t`下载 PDF ${number}`}>
            <Trans>下载 PDF</Trans>
          </Button>
        );
      },
    },
  ];
}
