import { Button } from '@chakra-ui/react';
import { opsQueries, type LedgerEntry } from '@forwarder/api-client/ops';
import { DialogShell } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FetchedPicture } from '../../../shared/images/fetched-picture';

/**
 * "Proof" beside a payment staff recorded with one: opens the picture (read with the staff member's token, so an <img>
 * of a data URL rather than a plain link). Nothing for other entries.
 */
export function PaymentProofLink({ entry }: { entry: LedgerEntry }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  if (!entry.payment?.hasProof) return null;
  const entryNo = entry.entryNo;
  return (
    <>
      <Button size="xs" variant="plain" textDecoration="underline" px="0" aria-label={t`第 ${entryNo} 笔的付款凭证`} onClick={() => setOpen(true)}>
        <Trans>凭证</Trans>
      </Button>
      {open ? <ProofDialog entry={entry} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function ProofDialog({ entry, onClose }: { entry: LedgerEntry; onClose: () => void }) {
  const { t } = useLingui();
  const proof = useQuery(opsQueries.paymentProof(entry.id));
  const reference = entry.payment?.reference ?? '';
  return (
    <DialogShell
      title={<Trans>付款凭证 {reference}</Trans>}
      onClose={onClose}
      size="lg"
      scrollBehavior="inside"
      closeButton
      footer={
        <Button variant="outline" onClick={onClose}>
          <Trans>关闭</Trans>
        </Button>
      }
    >
      <FetchedPicture picture={proof} alt={t`付款凭证：${reference}`} loading={t`正在加载凭证`} failed={<Trans>凭证加载失败</Trans>} />
    </DialogShell>
  );
}
