import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormFieldProps {
  label: ReactNode;
  required?: boolean;
  /** The message under the field (client validation or the server's); marks the field invalid. */
  error?: string;
  helper?: ReactNode;
  children: ReactNode;
}

/**
 * A labelled form control with its helper and error text. Chakra's Field wires the label, the control and both
 * texts together (ids, `aria-invalid`, `aria-describedby`), so screen readers read the message with the field.
 */
export function FormField({ label, required = false, error, helper, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
