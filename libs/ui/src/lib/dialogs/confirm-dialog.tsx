import { Alert, Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { DialogShell } from './dialog-shell';

export interface ConfirmDialogProps {
  title: ReactNode;
  /** What will happen, named (the record's title, the waybill number), and whether it can be undone. */
  children: ReactNode;
  confirmLabel: ReactNode;
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
export function ConfirmDialog({ title, children, confirmLabel, pending, error, destructive = true, onCancel, onConfirm }: ConfirmDialogProps) {
  return (
    <DialogShell
      role="alertdialog"
      closeOnInteractOutside
      title={title}
      onClose={onCancel}
      pending={pending}
      gap="3"
      footer={
        <>
          <Button variant="outline" disabled={pending} onClick={onCancel}>
            <Trans>取消</Trans>
          </Button>
          <Button colorPalette={destructive ? 'red' : undefined} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
      {error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      ) : null}
    </DialogShell>
  );
}
