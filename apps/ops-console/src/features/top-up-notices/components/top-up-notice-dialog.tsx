import { FetchedPicture, formatMinor, PAYMENT_METHOD_LABELS } from '@forwarder/billing';
import { Button, DataList, HStack, Textarea } from '@chakra-ui/react';
import { confirmTopUpNotice, opsOperationKey, opsQueries, rejectTopUpNotice, TopUpNoticeState, type TopUpNotice } from '@forwarder/api-client/ops';
import { DataItem, DialogShell, FormField, NativeCheckbox, showToast } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FORM_SEND, RefusalAlert } from '../../../shared/form/server-errors';
import { useSiteTime } from '../../../shared/time/use-site-time';
import { TopUpStateBadge } from './top-up-state-badge';

/** What a decision changes: the lists of notices, and the customer's money and audit trail. */
const CHANGED_READS = ['getTopUpNoticeList', 'getAuditLog', 'getCustomerLedgerEntryList', 'getCustomerBillingAccount'] as const;

/**
 * One top-up notice: what the customer said and the screenshot they sent. A pending one is confirmed (its payment is
 * recorded in the customer's ledger; "separate payment" lets a reference the customer paid with before through) or
 * rejected with a reason, which the customer is mailed.
 */
export function TopUpNoticeDialog({ notice, onClose }: { notice: TopUpNotice; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const siteTime = useSiteTime();
  const queryClient = useQueryClient();
  const screenshot = useQuery(opsQueries.topUpNoticeScreenshot(notice.id));
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [separatePayment, setSeparatePayment] = useState(false);
  const amount = formatMinor(notice.amountMinor, notice.currency, i18n.locale);
  const reference = notice.reference;
  const done = (title: string) => {
    for (const id of CHANGED_READS) void queryClient.invalidateQueries({ queryKey: opsOperationKey(id) });
    void showToast({ type: 'success', title });
    onClose();
  };
  const confirm = useMutation({
    mutationFn: () => confirmTopUpNotice(notice.id, { separatePayment }, FORM_SEND),
    onSuccess: () => done(t`已确认到账：${amount}`),
  });
  const reject = useMutation({
    mutationFn: (text: string) => rejectTopUpNotice(notice.id, { reason: text }, FORM_SEND),
    onSuccess: () => done(t`已驳回充值通知：${reference}`),
  });
  const pending = confirm.isPending || reject.isPending;
  const isPending = notice.state === TopUpNoticeState.Pending;

  return (
    <DialogShell
      title={<Trans>充值通知 {reference}</Trans>}
      onClose={onClose}
      pending={pending}
      size="lg"
      scrollBehavior="inside"
      closeButton
      footer={
        <HStack gap="3" flexWrap="wrap" justify="flex-end">
          <Button variant="outline" onClick={onClose} disabled={pending}>
            <Trans>关闭</Trans>
          </Button>
          {isPending ? (
            <>
              <Button
                colorPalette="red"
                variant="outline"
                loading={reject.isPending}
                disabled={confirm.isPending}
                onClick={() => {
                  if (!reason.trim()) setReasonMissing(true);
                  else reject.mutate(reason.trim());
                }}
              >
                <Trans>驳回</Trans>
              </Button>
              <Button loading={confirm.isPending} disabled={reject.isPending} onClick={() => confirm.mutate()}>
                <Trans>确认到账 {amount}</Trans>
              </Button>
            </>
          ) : null}
        </HStack>
      }
    >
      <RefusalAlert error={confirm.error ?? reject.error} />
      <DataList.Root orientation="horizontal" size="sm">
        <DataItem label={<Trans>状态</Trans>}>
          <TopUpStateBadge state={notice.state} />
        </DataItem>
        <DataItem label={<Trans>客户</Trans>}>{notice.customerName ? `${notice.customerUserName}（${notice.customerName}）` : notice.customerUserName}</DataItem>
        <DataItem label={<Trans>金额</Trans>}>{amount}</DataItem>
        <DataItem label={<Trans>付款方式</Trans>}>{i18n._(PAYMENT_METHOD_LABELS[notice.method])}</DataItem>
        <DataItem label={<Trans>流水号</Trans>}>{notice.reference}</DataItem>
        <DataItem label={<Trans>转账日期</Trans>}>{notice.transferredOn}</DataItem>
        <DataItem label={<Trans>客户备注</Trans>}>{notice.memo}</DataItem>
        <DataItem label={<Trans>提交时间</Trans>}>{siteTime.time(notice.creationTime)}</DataItem>
        {notice.decisionTime ? (
          <DataItem label={<Trans>处理</Trans>}>{`${notice.decidedByUserName ?? ''} ${siteTime.time(notice.decisionTime)}`}</DataItem>
        ) : null}
        {notice.rejectReason ? <DataItem label={<Trans>驳回原因</Trans>}>{notice.rejectReason}</DataItem> : null}
      </DataList.Root>

      <FetchedPicture picture={screenshot} alt={t`转账截图：${reference}`} loading={t`正在加载截图`} failed={<Trans>截图加载失败</Trans>} />

      {isPending ? (
        <>
          <HStack as="label" gap="2" fontSize="sm">
            <NativeCheckbox checked={separatePayment} onChange={(event) => setSeparatePayment(event.currentTarget.checked)} />
            <Trans>该流水号已登记过时，仍作为另一笔收款登记</Trans>
          </HStack>
          <FormField label={<Trans>驳回原因（驳回时必填，将发送给客户）</Trans>} error={reasonMissing ? t`请填写驳回原因` : undefined}>
            <Textarea
              value={reason}
              maxLength={500}
              rows={3}
              onChange={(event) => {
                setReason(event.currentTarget.value);
                setReasonMissing(false);
              }}
            />
          </FormField>
        </>
      ) : null}
    </DialogShell>
  );
}
