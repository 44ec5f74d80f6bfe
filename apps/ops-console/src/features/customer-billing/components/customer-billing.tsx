import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { LedgerEntryKind, opsOperationKey, opsQueries, StaffRole, type BillingAccount, type LedgerEntry } from '@forwarder/api-client/ops';
import { AccountSummary, LedgerList, toLedgerRequest, useLedgerColumns, useLedgerParams } from '@forwarder/billing';
import { useLocalePath } from '@forwarder/i18n';
import { CardSection, showToast, type DataTableColumn } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { customerDetailPath, isUuid, paths } from '../../../config/paths';
import { detailPending } from '../../../shared/layout/detail-pending';
import { useStaffMe } from '../../../shared/staff/use-staff';
import { useSiteTime } from '../../../shared/time/use-site-time';
import { PaymentProofLink } from './payment-proof';
import { InvoiceSection, StatementSection } from './documents-section';

// Lazy: each dialog loads with its form when staff open it.
const PaymentDialog = lazy(() => import('./payment-dialog').then((module) => ({ default: module.PaymentDialog })));
const AdjustmentDialog = lazy(() => import('./adjustment-dialog').then((module) => ({ default: module.AdjustmentDialog })));
const ReversalDialog = lazy(() => import('./reversal-dialog').then((module) => ({ default: module.ReversalDialog })));
const AccountDialog = lazy(() => import('./account-dialog').then((module) => ({ default: module.AccountDialog })));
const OrderInvoiceDialog = lazy(() => import('./order-invoice-dialog').then((module) => ({ default: module.OrderInvoiceDialog })));
const PeriodInvoiceDialog = lazy(() => import('./period-invoice-dialog').then((module) => ({ default: module.PeriodInvoiceDialog })));

type Dialog =
  | { kind: 'payment' }
  | { kind: 'adjustment' }
  | { kind: 'account' }
  | { kind: 'reversal'; entry: LedgerEntry }
  | { kind: 'order-invoice' }
  | { kind: 'period-invoice' };

/** An entry staff may reverse here: not a reversal, not an order's charge (it follows the weighing), not reversed yet. */
const reversible = (entry: LedgerEntry) =>
  entry.kind !== LedgerEntryKind.Reversal && entry.kind !== LedgerEntryKind.Charge && entry.reversedByEntryId === null;

/**
 * A customer's billing (/ops/customer-billing?id=, issue 29): the account (set by admins), the ledger with its
 * filters, and the writes every staff member may make: a payment, an adjustment, a reversal; the monthly statements
 * and the invoices (created per order or per period). Each write refreshes the account, the ledger and the invoices,
 * so the balance follows at once. Sections are separate components, so held orders and top-up notices can join as
 * further sections.
 */
export function CustomerBilling({ id }: { id: string }) {
  const valid = isUuid(id);
  const account = useQuery({ ...opsQueries.customerBillingAccount(id), enabled: valid });
  const pending = detailPending({
    valid,
    query: account,
    notFound: <Trans>找不到这个客户。</Trans>,
    back: { to: paths.customers, label: <Trans>返回客户列表</Trans> },
    failed: <Trans>账户加载失败</Trans>,
  });
  if (pending || !account.data) return pending;
  return <BillingView account={account.data} />;
}

function BillingView({ account }: { account: BillingAccount }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const refresh = () =>
    Promise.all(
      (['getCustomerBillingAccount', 'getCustomerLedgerEntryList', 'getCustomerInvoiceList', 'getCustomerStatementMonths'] as const).map((operation) =>
        queryClient.invalidateQueries({ queryKey: opsOperationKey(operation) }),
      ),
    );
  const written = (message: string) => {
    setDialog(null);
    void refresh();
    void showToast({ type: 'success', title: message });
  };
  const close = () => setDialog(null);
  return (
    <Stack gap="6">
      <AccountSection account={account} onAction={setDialog} />
      <LedgerSection customerId={account.customerId} onReverse={(entry) => setDialog({ kind: 'reversal', entry })} />
      <StatementSection customerId={account.customerId} />
      <InvoiceSection customerId={account.customerId} onCreate={(kind) => setDialog({ kind })} />
      <Suspense fallback={null}>
        {dialog?.kind === 'payment' ? <PaymentDialog account={account} onClose={close} onRecorded={() => written(t`付款已登记`)} /> : null}
        {dialog?.kind === 'adjustment' ? <AdjustmentDialog account={account} onClose={close} onRecorded={() => written(t`余额已调整`)} /> : null}
        {dialog?.kind === 'reversal' ? <ReversalDialog entry={dialog.entry} onClose={close} onReversed={() => written(t`已冲正`)} /> : null}
        {dialog?.kind === 'account' ? <AccountDialog account={account} onClose={close} onSaved={() => written(t`结算方式已保存`)} /> : null}
        {dialog?.kind === 'order-invoice' ? (
          <OrderInvoiceDialog customerId={account.customerId} onClose={close} onCreated={(invoice) => written(t`账单 ${invoice.number} 已开具`)} />
        ) : null}
        {dialog?.kind === 'period-invoice' ? (
          <PeriodInvoiceDialog customerId={account.customerId} onClose={close} onCreated={(invoice) => written(t`账单 ${invoice.number} 已开具`)} />
        ) : null}
      </Suspense>
    </Stack>
  );
}

function AccountSection({ account, onAction }: { account: BillingAccount; onAction: (dialog: Dialog) => void }) {
  const to = useLocalePath();
  const customer = useQuery(opsQueries.customer(account.customerId));
  const admin = useStaffMe().data?.role === StaffRole.Admin;
  const userName = customer.data?.userName ?? '';
  const actions = (
    <HStack gap="2" wrap="wrap">
      <Button size="sm" onClick={() => onAction({ kind: 'payment' })}>
        <Trans>登记付款</Trans>
      </Button>
      <Button size="sm" variant="outline" onClick={() => onAction({ kind: 'adjustment' })}>
        <Trans>调整余额</Trans>
      </Button>
      {admin ? (
        <Button size="sm" variant="outline" onClick={() => onAction({ kind: 'account' })}>
          <Trans>设置结算方式</Trans>
        </Button>
      ) : null}
    </HStack>
  );
  return (
    <CardSection title={<Trans>账户：{userName}</Trans>} actions={actions}>
      <Stack gap="3">
        <AccountSummary account={account} />
        {admin ? null : (
          <Text fontSize="sm" color="fg.muted">
            <Trans>结算方式、信用额度和币种仅管理员可修改。</Trans>
          </Text>
        )}
        <Button asChild size="xs" variant="outline" alignSelf="start">
          <RouterLink to={to(customerDetailPath(account.customerId))}>
            <Trans>返回客户详情</Trans>
          </RouterLink>
        </Button>
      </Stack>
    </CardSection>
  );
}

function LedgerSection({ customerId, onReverse }: { customerId: string; onReverse: (entry: LedgerEntry) => void }) {
  const { t } = useLingui();
  const siteTime = useSiteTime();
  const { filter, page } = useLedgerParams();
  const entries = useQuery({ ...opsQueries.customerLedgerEntryList(customerId, toLedgerRequest(filter, page)), placeholderData: keepPreviousData });
  const base = useLedgerColumns<LedgerEntry>((time) => siteTime.time(time));
  const columns: DataTableColumn<LedgerEntry>[] = [
    ...base,
    { key: 'actor', header: <Trans>经办人</Trans>, nowrap: true, cell: (entry) => entry.actorUserName },
    { key: 'proof', header: <Trans>凭证</Trans>, nowrap: true, cell: (entry) => <PaymentProofLink entry={entry} /> },
    {
      key: 'actions',
      header: <Trans>操作</Trans>,
      label: '',
      nowrap: true,
      cell: (entry) =>
        reversible(entry) ? (
          <Button size="xs" variant="outline" aria-label={t`冲正第 ${entry.entryNo} 笔`} onClick={() => onReverse(entry)}>
            <Trans context="action">冲正</Trans>
          </Button>
        ) : entry.reversedByEntryId ? (
          <Text as="span" fontSize="sm" color="fg.muted">
            <Trans>已冲正</Trans>
          </Text>
        ) : null,
    },
  ];
  return (
    <CardSection title={<Trans>账目明细</Trans>}>
      <LedgerList entries={entries} columns={columns} />
    </CardSection>
  );
}
