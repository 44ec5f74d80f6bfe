import { chakra, CloseButton, Dialog, Portal, Stack, type DialogRootProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEventHandler, type ReactNode } from 'react';

export interface DialogShellProps {
  /** The dialog's accessible name. */
  title: ReactNode;
  /** The body, laid out as a column (`gap` between its parts). */
  children: ReactNode;
  /** The buttons at the bottom. */
  footer: ReactNode;
  /** Escape, a click outside or the ✕ button (and what the caller's Cancel calls). */
  onClose: () => void;
  /** While a request runs: Escape, a click outside and the ✕ button do nothing. */
  pending?: boolean;
  /** `alertdialog` for what asks before acting or shows something once. */
  role?: 'dialog' | 'alertdialog';
  /** A click outside closes it; by default a dialog's does and an alertdialog's does not (Ark's defaults). */
  closeOnInteractOutside?: boolean;
  size?: DialogRootProps['size'];
  /** `inside`: the body scrolls and the header and footer stay (long forms). */
  scrollBehavior?: DialogRootProps['scrollBehavior'];
  /** A ✕ button in the corner, named "关闭". */
  closeButton?: boolean;
  /** Makes header, body and footer one form: Enter in a field submits. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  gap?: string;
}

/**
 * The one modal dialog of the apps (mount it when asked, unmount on `onClose`): named by its title, focus moves into
 * it (the first field or button) and stays there, Escape closes it, and focus returns to what opened it.
 */
export function DialogShell({
  title,
  children,
  footer,
  onClose,
  pending = false,
  role = 'dialog',
  closeOnInteractOutside,
  size,
  scrollBehavior,
  closeButton = false,
  onSubmit,
  gap = '4',
}: DialogShellProps) {
  const { t } = useLingui();
  // What had the focus when the dialog first rendered: its opener. The focus goes back there on close, also when a
  // field inside takes the focus as it mounts (`autoFocus`), before the focus trap starts and would note the opener.
  const [opener] = useState(() => {
    const focused = typeof document === 'undefined' ? null : document.activeElement;
    return focused instanceof HTMLElement && focused !== document.body ? focused : null;
  });
  const parts = (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap={gap}>{children}</Stack>
      </Dialog.Body>
      <Dialog.Footer>{footer}</Dialog.Footer>
    </>
  );
  return (
    <Dialog.Root
      open
      role={role}
      finalFocusEl={opener ? () => opener : undefined}
      size={size}
      scrollBehavior={scrollBehavior}
      closeOnEscape={!pending}
      closeOnInteractOutside={pending ? false : closeOnInteractOutside}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {onSubmit ? (
              // The form sits inside the dialog (a `form` may not take role="dialog") and draws no box of its own, so
              // header, body and footer lay out as the dialog's parts (the body scrolls, the footer stays).
              // A dialog sits in a portal, but React bubbles its submit to a form around the component that opened
              // it (an article's editor): it stops here.
              <chakra.form
                noValidate
                display="contents"
                onSubmit={(event) => {
                  event.stopPropagation();
                  onSubmit(event);
                }}
              >
                {parts}
              </chakra.form>
            ) : (
              parts
            )}
            {closeButton ? (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t`关闭`} disabled={pending} />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
