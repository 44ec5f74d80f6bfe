import { Text } from '@chakra-ui/react';
import { setRoutingActive, type OpsRoutingDetail } from '@forwarder/api-client/ops';
import { FormDialog } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { FORM_SEND, RefusalAlert } from '../../../shared/form/server-errors';

/**
 * Asks before retiring or restoring a product: retiring takes it off the public quote, the product list and the
 * order form at once; its orders stay readable.
 */
export function SetProductActiveDialog({
  product,
  onClose,
  onDone,
}: {
  product: OpsRoutingDetail;
  onClose: () => void;
  onDone: (product: OpsRoutingDetail) => void;
}) {
  const name = product.displayName;
  const orders = product.orderCount;
  const retiring = product.isActive;
  const change = useMutation({ mutationFn: () => setRoutingActive(product.id, !retiring, FORM_SEND), onSuccess: onDone });
  return (
    <FormDialog
      title={retiring ? <Trans>停用运输产品 {name}？</Trans> : <Trans>恢复运输产品 {name}？</Trans>}
      onClose={onClose}
      mutation={change}
      submitLabel={retiring ? <Trans context="product">停用</Trans> : <Trans>恢复</Trans>}
      size="sm"
    >
      <RefusalAlert error={change.error} />
      <Text>
        {retiring ? (
          <Trans>停用后，报价、产品列表和下单页不再提供该产品，新订单会被拒绝；已有的 {orders} 个运单不受影响，仍可查看。</Trans>
        ) : (
          <Trans>恢复后，该产品重新出现在报价、产品列表和下单页。</Trans>
        )}
      </Text>
    </FormDialog>
  );
}
