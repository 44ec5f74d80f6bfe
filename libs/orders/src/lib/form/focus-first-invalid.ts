import { useEffect, useRef } from 'react';
import { useFormState, type Control, type FieldValues } from 'react-hook-form';

/**
 * Focus on the first invalid field of a form in the order of the page, after a submit that fails validation.
 * react-hook-form's own `shouldFocusError` follows the order in which fields registered: a select mounted once its
 * options load (the order form's product) or a field it does not register (the region cascade's selects) comes after
 * fields further down. Every field with an error renders `aria-invalid`, so the DOM knows the page's order; the form
 * using this passes `shouldFocusError: false` and puts `formRef` on its <form>.
 */
export function useFocusFirstInvalid<V extends FieldValues, Output>(control: Control<V, unknown, Output>) {
  const formRef = useRef<HTMLFormElement>(null);
  // The submit count changes in the same form-state update as the errors of that submit, so the effect runs after the
  // render that shows them (an `onInvalid` callback runs before it: in a browser, React may render its state alone).
  const { submitCount } = useFormState({ control });
  useEffect(() => {
    if (submitCount === 0) return;
    // None after a valid submit; the server's field errors come later and focus their first field themselves.
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled)')?.focus();
  }, [submitCount]);
  return formRef;
}
