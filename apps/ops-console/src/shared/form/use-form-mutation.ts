import { useMutation } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { showFieldErrors } from './server-errors';

/**
 * How a form sends (with FORM_SEND in `send`): on success `onSuccess`; on a refusal (400) the members of the server's
 * `validationErrors` naming one of `fields` go under those fields, and the message in the form's RefusalAlert.
 */
export function useFormMutation<V extends FieldValues, TValues, TResult>(
  form: { setError: UseFormSetError<V> },
  fields: readonly Path<V>[],
  send: (values: TValues) => Promise<TResult>,
  onSuccess: (result: TResult) => void,
) {
  return useMutation({ mutationFn: send, onSuccess, onError: (error) => showFieldErrors(error, fields, form.setError) });
}
