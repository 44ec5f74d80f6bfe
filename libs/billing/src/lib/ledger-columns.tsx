import type { LedgerEntry } from '@forwarder/api-client';
import type { DataTableColumn } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { LEDGER_KIND_LABELS } from './ledger-kinds';
import { formatMinor } from './money';

/** What both contracts' entries have (the staff's carry more: the actor, a payment's details, reversals). */
export type LedgerEntryLike = Pick<LedgerEntry, 'id' | 'entryNo' | 'kind' | 'amountMinor' | 'balanceAfterMinor' | 'currency' | 'reference' | 'memo' | 'creationTime'>;

const EMPTY = '--';

/**
 * The ledger's columns as customers and staff both read them: number, time (`formatTime`: the site's zone), kind,
 * amount signed from the customer's side (a payment +, a charge −), the running balance, reference and memo.
 */
export function useLedgerColumns<Row extends LedgerEntryLike>(formatTime: (time: string) => string): DataTableColumn<Row>[] {
  const { i18n } = useLingui();
  const money = (minor: number, currency: string) => formatMinor(minor, currency, i18n.locale);
  return [
    { key: 'no', header: <Trans>序号</Trans>, cell: (entry) => entry.entryNo, align: 'end' },
    { key: 'time', header: <Trans>时间</Trans>, nowrap: true, cell: (entry) => formatTime(entry.creationTime) },
    { key: 'kind', header: <Trans>类型</Trans>, nowrap: true, cell: (entry) => i18n._(LEDGER_KIND_LABELS[entry.kind]) },
    {
      key: 'amount',
      header: <Trans>金额</Trans>,
      align: 'end',
      nowrap: true,
      // The sign says it (a colour alone would not): + to the customer's credit.
      cell: (entry) => `${entry.amountMinor > 0 ? '+' : ''}${money(entry.amountMinor, entry.currency)}`,
    },
    { key: 'balance', header: <Trans>余额</Trans>, align: 'end', nowrap: true, cell: (entry) => money(entry.balanceAfterMinor, entry.currency) },
    { key: 'reference', header: <Trans>参考号</Trans>, nowrap: true, cell: (entry) => entry.reference ?? EMPTY },
    { key: 'memo', header: <Trans>说明</Trans>, cell: (entry) => entry.memo || EMPTY },
  ];
}
