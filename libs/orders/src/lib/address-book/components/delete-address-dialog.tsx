import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import type { Address } from '@forwarder/api-client';
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
    <Dialog.Root
      role="alertdialog"
      open
      onOpenChange={(details) => {
        if (!details.open) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <Trans>删除地址</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                <Trans>确定删除 {name}（{area}）的地址吗？此操作无法撤销。</Trans>
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={pending}>
                  <Trans>取消</Trans>
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={pending} onClick={onConfirm}>
                <Trans>确认删除</Trans>
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
