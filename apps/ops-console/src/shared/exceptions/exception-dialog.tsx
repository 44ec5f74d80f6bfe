import type { OpsReference } from '@forwarder/api-client/ops';
import { showToast } from '@forwarder/ui';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { invalidateOrderReads } from '../orders/invalidate';

// Lazy: each dialog loads with its form (react-hook-form, zod) when first opened.
const RaiseExceptionDialog = lazy(() => import('./raise-exception-dialog').then((module) => ({ default: module.RaiseExceptionDialog })));
const ResolveExceptionDialog = lazy(() =>
  import('./resolve-exception-dialog').then((module) => ({ default: module.ResolveExceptionDialog })),
);

/** Which exception dialog is open, for which order. */
export interface ExceptionAction {
  kind: 'raise' | 'resolve';
  order: { id: string; waybillNumber: string };
}

/**
 * The raise or resolve dialog of an order (order detail, exception queue): on success every order read is refreshed,
 * a toast confirms and the dialog closes.
 */
export function ExceptionDialog({ action, reference, onClose }: { action: ExceptionAction; reference: OpsReference; onClose: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const waybillNumber = action.order.waybillNumber;
  const onDone = () => {
    void invalidateOrderReads(queryClient);
    void showToast({ type: 'success', title: action.kind === 'raise' ? t`已登记异常：${waybillNumber}` : t`异常已解决：${waybillNumber}` });
    onClose();
  };
  const Dialog = action.kind === 'raise' ? RaiseExceptionDialog : ResolveExceptionDialog;
  return (
    <Suspense fallback={null}>
      <Dialog order={action.order} reference={reference} onClose={onClose} onDone={onDone} />
    </Suspense>
  );
}
