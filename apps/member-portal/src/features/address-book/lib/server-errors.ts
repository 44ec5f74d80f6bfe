import type { ApiError } from '@forwarder/api-client';

/**
 * The server's `validationErrors` that name one of the form's fields (members are the contract's field names, e.g.
 * `regionLv1Id`, `postalCode`), first message per field. The caller shows the rest of the error as a toast.
 */
export function serverFieldErrors<F extends string>(error: ApiError, fields: readonly F[]): Array<{ field: F; message: string }> {
  const found = new Map<F, string>();
  for (const item of error.validationErrors) {
    for (const member of item.members) {
      const field = fields.find((name) => name.toLowerCase() === member.toLowerCase());
      if (field && !found.has(field)) found.set(field, item.message);
    }
  }
  return [...found].map(([field, message]) => ({ field, message }));
}
