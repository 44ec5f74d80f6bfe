import { chakra, Input, type InputProps } from '@chakra-ui/react';
import { formatDateInputValue, useLocale } from '@forwarder/i18n';
import type { ReactNode } from 'react';
import { FormField } from './form-field';

export interface DateFieldProps extends Omit<InputProps, 'type' | 'min' | 'max'> {
  label: ReactNode;
  /** A day (`2026-11-28`) or a day and a time (`2026-11-28T15:09`). */
  type?: 'date' | 'datetime-local';
  required?: boolean;
  helper?: ReactNode;
  /** The app's own message (a range that ends before it starts, a time in the future), in the page's language. */
  error?: string;
  /**
   * The value to write out under the field when the input is not controlled (react-hook-form's `register`: pass the
   * field's `useWatch`); a controlled input's `value` is written out by itself.
   */
  shownValue?: string;
}

/**
 * A labelled native date (or date and time) input in the page's language (issue 27). The browser draws the input in
 * its own language ("11/28/2026, 03:09 PM" on a Chinese page) and would check min/max with its own bubbles ("Value
 * must be 11/10/2026 or earlier"): so the field writes its value out under it in the page's language
 * (`2026年11月28日 15:09`), takes no min/max (the form says what is wrong in `error`, like any other field), and the
 * forms holding one do not let the browser validate (`noValidate`).
 */
export function DateField({ label, type = 'date', required, helper, error, shownValue, ...input }: DateFieldProps) {
  const locale = useLocale();
  const written = formatDateInputValue(shownValue ?? (typeof input.value === 'string' ? input.value : ''), locale);
  return (
    <FormField
      label={label}
      required={required}
      error={error}
      helper={
        helper || written ? (
          <>
            {helper}
            {written ? (
              <chakra.span display="block" data-date-value="">
                {written}
              </chakra.span>
            ) : null}
          </>
        ) : undefined
      }
    >
      <Input type={type} {...input} />
    </FormField>
  );
}
