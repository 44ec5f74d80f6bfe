import { Text } from '@chakra-ui/react';
import { FormDialog, type DialogMutation } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import { RefusalAlert } from '../../../shared/form/server-errors';
import type { ShortDelivery } from '../api/receive-schema';

/**
 * Asks before receiving fewer boxes than declared: the order is then held in exception "short delivery", which the
 * customer reads with the counts. `receive` sends the boxes with the confirmation; a refusal stays in the dialog.
 */
export function ShortDeliveryDialog({
  waybillNumber,
  short,
  receive,
  error,
  onClose,
}: {
  waybillNumber: string;
  short: ShortDelivery;
  receive: DialogMutation<void>;
  error: unknown;
  onClose: () => void;
}) {
  const { declared, received } = short;
  return (
    <FormDialog title={<Trans>少件入库：{waybillNumber}</Trans>} onClose={onClose} mutation={receive} submitLabel={<Trans>确认少件入库</Trans>} size="sm">
      <RefusalAlert error={error} />
      <Text>
        <Trans>客户申报 {declared} 件，本次只收到 {received} 件。确认后运单入库并转为“少件”异常，客户会在订单详情和轨迹中看到。</Trans>
      </Text>
      <Text color="fg.muted">
        <Trans>其余箱子到仓后，处理该异常（恢复为“已入库”）并重新称重。</Trans>
      </Text>
    </FormDialog>
  );
}
