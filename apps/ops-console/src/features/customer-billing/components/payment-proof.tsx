import { Button } from '@chakra-ui/react';
import type { LedgerEntry } from '@forwarder/api-client/ops';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';

// Lazy: the dialog (and the picture's view) loads when staff open a proof.
const PaymentProofDialog = lazy(() => import('./payment-proof-dialog').then((module) => ({ default: module.PaymentProofDialog })));

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
      <Suspense fallback={null}>{open ? <PaymentProofDialog entry={entry} onClose={() => setOpen(false)} /> : null}</Suspense>
    </>
  );
}
