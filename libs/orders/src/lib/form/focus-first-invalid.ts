import { useEffect, useRef, useState } from 'react';

/**
 * Focus on the first invalid field of a form in the order of the page, for a submit that fails validation.
 * react-hook-form's own `shouldFocusError` follows the order in which fields registered: a select mounted once its
 * options load (the order form's product) or a field it does not register (the region cascade's selects) comes after
 * fields further down. Every field with an error renders `aria-invalid`, so the DOM knows the page's order; the
 * form using this passes `shouldFocusError: false` and `onInvalid` to `handleSubmit`.
 */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement>(null);
  const [request, setRequest] = useState(0);
  // After the render that shows the errors (the same batch as the failed submit), not inside the submit handler.
  useEffect(() => {
    if (request === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled)')?.focus();
  }, [request]);
  return { formRef, onInvalid: () => setRequest((count) => count + 1) };
}
