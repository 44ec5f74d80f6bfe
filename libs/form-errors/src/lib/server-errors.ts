import { isApiError, serverFieldErrors } from '@forwarder/api-client';
import { showRequestErrorToast } from '@forwarder/ui';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Shows a failed request on a form: the server's `validationErrors` under the fields they name (focus on the
 * first), anything else as the usual request-error toast. Returns how many fields got a message. A 401 shows
 * nothing: the app is already on its way to the login page. `toFormPath` places a contract member where the form
 * shows it (e.g. every item's currency on the order's one currency field).
 */
export function showServerErrorsOnForm<V extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<V>,
  toFormPath: (field: string) => string = (field) => field,
): number {
  if (!isApiError(error) || error.status === 401) return 0;
  const fieldErrors = serverFieldErrors(error, fields);
  fieldErrors.forEach(({ field, message }, index) =>
    setError(toFormPath(field) as Path<V>, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  if (fieldErrors.length === 0) showRequestErrorToast(error);
  return fieldErrors.length;
}
