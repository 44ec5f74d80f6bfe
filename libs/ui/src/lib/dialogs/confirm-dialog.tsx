import { Alert, Button, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ConfirmDialogProps {
  title: ReactNode;
  /** What will happen, named (the record's title, the waybill number), and whether it can be undone. */
  children: ReactNode;
  confirmLabel: ReactNode;
  /**
   * The button that closes without acting. A prop rather than this lib's own string: libs/ui messages are extracted
   * into every app's catalog, and the public site, which never asks, would carry it on every first load.
   */
  cancelLabel: ReactNode;
  /** While the action runs: the buttons wait, the dialog stays open. */
  pending: boolean;
  /** Why the action failed (the server's message), shown in the dialog so it is read where it was asked. */
  error?: string | null | undefined;
  /** Red confirm button for what cannot be undone. */
  destructive?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * An open confirmation (role alertdialog) before an action that cannot be undone: deleting a record, cancelling
 * an order. Mount it when asked and unmount on cancel; Escape and the backdrop cancel, except while pending.
 * Render it from a lazy chunk where the page otherwise needs no dialog.
 */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel, pending, error, destructive = true, onCancel, onConfirm }: ConfirmDialogProps) {
  return (
    <Dialog.Root
      role="alertdialog"
      open
      closeOnEscape={!pending}
      closeOnInteractOutside={!pending}
      onOpenChange={(details) => {
        if (!details.open) onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="3">
              {children}
              {error ? (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{error}</Alert.Title>
                </Alert.Root>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={pending} onClick={onCancel}>
                {cancelLabel}
              </Button>
              <Button colorPalette={destructive ? 'red' : undefined} loading={pending} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
