import { opsQueries, type LedgerEntry } from '@forwarder/api-client/ops';
import { PictureDialog } from '@forwarder/billing';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';

/** The proof staff attached to a payment, read with their token (a lazy chunk: the ledger loads without a dialog). */
export function PaymentProofDialog({ entry, onClose }: { entry: LedgerEntry; onClose: () => void }) {
  const { t } = useLingui();
  const proof = useQuery(opsQueries.paymentProof(entry.id));
  const reference = entry.payment?.reference ?? '';
  return (
    <PictureDialog
      title={<Trans>付款凭证 {reference}</Trans>}
      onClose={onClose}
      picture={proof}
      alt={t`付款凭证：${reference}`}
      loading={t`正在加载凭证`}
      failed={<Trans>凭证加载失败</Trans>}
    />
  );
}
