import { Text } from '@chakra-ui/react';
import { setCustomerActive, type CustomerDetail } from '@forwarder/api-client/ops';
import { FormDialog } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { FORM_SEND, RefusalAlert } from '../../../shared/form/server-errors';

/** Asks before disabling (every session ends at once) or enabling a customer. */
export function ActiveDialog({ customer, onClose, onChanged }: { customer: CustomerDetail; onClose: () => void; onChanged: (customer: CustomerDetail) => void }) {
  const disabling = customer.isActive;
  const userName = customer.userName;
  const change = useMutation({ mutationFn: () => setCustomerActive(customer.id, { isActive: !disabling }, FORM_SEND), onSuccess: onChanged });
  return (
    <FormDialog
      title={disabling ? <Trans>停用客户 {userName}？</Trans> : <Trans>启用客户 {userName}？</Trans>}
      onClose={onClose}
      mutation={change}
      submitLabel={disabling ? <Trans context="action">停用</Trans> : <Trans context="action">启用</Trans>}
      size="sm"
    >
      <RefusalAlert error={change.error} />
      <Text>
        {disabling ? (
          <Trans>停用后客户不能再登录，已登录的会话会立即失效。运单和地址都会保留，随时可以重新启用。</Trans>
        ) : (
          <Trans>启用后客户可以用原来的密码再次登录。</Trans>
        )}
      </Text>
    </FormDialog>
  );
}
