import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormHandleSubmit } from 'react-hook-form';
import { DialogShell, type DialogShellProps } from './dialog-shell';

/**
 * What a form dialog needs of the mutation that sends it. The result of TanStack Query's `useMutation` fits; libs/ui
 * imports no React Query (server state stays with the apps and feature libs), so the mutation is described by shape.
 */
export interface DialogMutation<TVariables> {
  mutate: (variables: TVariables) => void;
  isPending: boolean;
}

interface FormDialogCommonProps {
  title: ReactNode;
  submitLabel: ReactNode;
  /** Cancel, Escape, the ✕ button or a click outside (not while sending). */
  onClose: () => void;
  /** The fields, after the caller's alert for a failed send (the server's refusal, shown where the user looks). */
  children: ReactNode;
  size?: DialogShellProps['size'];
  scrollBehavior?: DialogShellProps['scrollBehavior'];
  closeButton?: boolean;
}

/**
 * How the dialog sends:
 * - `form` and `mutation`: the form (react-hook-form with its zod resolver) is validated, then its values sent;
 * - `mutation` alone: a question without fields (delete, disable), sent as is;
 * - `onSubmit` and `pending`: the caller's own handler (a form that changes local state, two mutations).
 * In the first two, the dialog waits while the mutation runs; what follows a success (closing, a toast, refreshed
 * reads) stays in the mutation's `onSuccess`, which TanStack Query runs even if the dialog is gone by then.
 */
export type FormDialogSend<TFieldValues extends FieldValues, TValues> =
  | { form: { handleSubmit: UseFormHandleSubmit<TFieldValues, TValues> }; mutation: DialogMutation<TValues>; onSubmit?: never; pending?: never }
  | { form?: never; mutation: DialogMutation<void>; onSubmit?: never; pending?: never }
  | { form?: never; mutation?: never; onSubmit: FormEventHandler<HTMLFormElement>; pending?: boolean };

export type FormDialogProps<TFieldValues extends FieldValues = FieldValues, TValues = TFieldValues> = FormDialogCommonProps &
  FormDialogSend<TFieldValues, TValues>;

/**
 * A modal form (render it from a lazy chunk with its form): Enter in a field submits, Cancel and the ✕ close, and
 * while it sends the submit button spins and nothing closes it.
 */
export function FormDialog<TFieldValues extends FieldValues = FieldValues, TValues = TFieldValues>(props: FormDialogProps<TFieldValues, TValues>) {
  const { title, submitLabel, onClose, children, size = 'lg', scrollBehavior = 'inside', closeButton = true } = props;
  const { onSubmit, pending } = sending(props);
  return (
    <DialogShell
      title={title}
      onClose={onClose}
      onSubmit={onSubmit}
      pending={pending}
      size={size}
      scrollBehavior={scrollBehavior}
      closeButton={closeButton}
      footer={
        <>
          <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
            <Trans>取消</Trans>
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {children}
    </DialogShell>
  );
}

function sending<TFieldValues extends FieldValues, TValues>(
  send: FormDialogSend<TFieldValues, TValues>,
): { onSubmit: FormEventHandler<HTMLFormElement>; pending: boolean } {
  if (send.form) {
    const { form, mutation } = send;
    const submit = form.handleSubmit((values) => mutation.mutate(values));
    return { onSubmit: (event) => void submit(event), pending: mutation.isPending };
  }
  if (send.mutation) {
    const { mutation } = send;
    const onSubmit: FormEventHandler<HTMLFormElement> = (event) => {
      event.preventDefault();
      mutation.mutate();
    };
    return { onSubmit, pending: mutation.isPending };
  }
  return { onSubmit: send.onSubmit, pending: send.pending ?? false };
}
