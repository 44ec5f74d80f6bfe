import { Alert } from '@chakra-ui/react';
import { isApiError, serverFieldErrors, type SendOptions } from '@forwarder/api-client';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * A form sends with this: a refusal (400) is shown inside the form (its message in an alert, members under their
 * fields), where the user is looking, instead of as a toast behind a dialog. Other failures still toast.
 */
export const FORM_SEND: SendOptions = { handledStatuses: [400] };

/** The server's `validationErrors` naming one of `fields` go under those fields (focus on the first). */
export function showFieldErrors<V extends FieldValues>(error: unknown, fields: readonly Path<V>[], setError: UseFormSetError<V>): void {
  if (!isApiError(error)) return;
  serverFieldErrors(error, fields).forEach(({ field, message }, index) =>
    setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
}

/** The message of a refused request (400), as an alert inside the form; nothing for other errors (they toast). */
export function RefusalAlert({ error }: { error: unknown }) {
  if (!isApiError(error) || error.status !== 400) return null;
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{error.message}</Alert.Title>
    </Alert.Root>
  );
}
