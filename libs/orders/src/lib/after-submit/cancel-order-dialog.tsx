import { Text } from '@chakra-ui/react';
import type { Order } from '@forwarder/api-client';
import { ConfirmDialog } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelSubmittedOrder, showChangedOrder } from './cancel-order';

export interface CancelOrderDialogProps {
  order: Pick<Order, 'id' | 'waybillNumber'>;
  onClose: () => void;
  /** After the server cancelled it (the dialog closes itself through onClose too). */
  onCancelled?: (order: Order) => void;
}

/**
 * Asks before cancelling a submitted order (a lazy chunk: opened from the detail and from My waybills). A refusal
 * (the parcel was received meanwhile) is the server's sentence, shown in the dialog.
 */
export function CancelOrderDialog({ order, onClose, onCancelled }: CancelOrderDialogProps) {
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => cancelSubmittedOrder(order.id),
    onSuccess: async (cancelled) => {
      await showChangedOrder(queryClient, cancelled);
      onCancelled?.(cancelled);
      onClose();
    },
  });
  const { waybillNumber } = order;
  return (
    <ConfirmDialog
      title={<Trans>取消运单</Trans>}
      confirmLabel={<Trans>确认取消运单</Trans>}
      pending={cancel.isPending}
      error={cancel.error?.message}
      onCancel={onClose}
      onConfirm={() => cancel.mutate()}
    >
      <Text>
        <Trans>确定取消运单 {waybillNumber} 吗？取消后不能恢复；如需再次寄送，可以“复制为新运单”。</Trans>
      </Text>
    </ConfirmDialog>
  );
}
