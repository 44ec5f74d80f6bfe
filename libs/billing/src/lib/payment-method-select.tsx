import { NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from './payment-methods';

/**
 * A native select of the ways money is paid, in the page's language: put it in a labelled field and spread a form's
 * `register('method')` on it (the ref and handlers go to the `<select>`).
 */
export function PaymentMethodSelect(props: NativeSelect.FieldProps) {
  const { i18n } = useLingui();
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...props}>
        {PAYMENT_METHODS.map((method) => (
          <option key={method} value={method}>
            {i18n._(PAYMENT_METHOD_LABELS[method])}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
