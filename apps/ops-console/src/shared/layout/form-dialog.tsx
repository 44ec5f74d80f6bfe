import { Button, chakra, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEventHandler, ReactNode } from 'react';

export interface FormDialogProps {
  title: ReactNode;
  /** Cancel, Escape, the close button or a click outside (not while sending). */
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: ReactNode;
  pending: boolean;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

/**
 * A modal form (always a lazy chunk with its form): focus moves into it (the first field) and stays there, Escape
 * closes it, and focus returns to what opened it. Enter in a field submits.
 */
export function FormDialog({ title, onClose, onSubmit, submitLabel, pending, children, size = 'lg' }: FormDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog.Root
      open
      size={size}
      scrollBehavior="inside"
      closeOnInteractOutside={!pending}
      closeOnEscape={!pending}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {/* The form sits inside the dialog (a `form` may not take role="dialog") and draws no box of its own, so
                header, body and footer lay out as the dialog's parts (the body scrolls, the footer stays). */}
            <chakra.form noValidate onSubmit={onSubmit} display="contents">
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">{children}</Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
                  <Trans>取消</Trans>
                </Button>
                <Button type="submit" loading={pending}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t`关闭`} disabled={pending} />
              </Dialog.CloseTrigger>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
