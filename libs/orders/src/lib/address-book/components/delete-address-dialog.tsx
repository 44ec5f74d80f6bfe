import { Text } from '@chakra-ui/react';
import type { Address } from '@forwarder/api-client';
import { ConfirmDialog } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';

/** Confirmation before deleting an address-book entry (a lazy chunk: most visits never delete). */
export function DeleteAddressDialog({
  address,
  pending,
  onCancel,
  onConfirm,
}: {
  address: Address;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { name, area } = address;
  return (
    <ConfirmDialog
      title={<Trans>删除地址</Trans>}
      confirmLabel={<Trans>确认删除</Trans>}
      pending={pending}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      <Text>
        <Trans>确定删除 {name}（{area}）的地址吗？此操作无法撤销。</Trans>
      </Text>
    </ConfirmDialog>
  );
}
