/**
 * A customer-facing text pre-filled from a template (an event's description, an exception's explanation) after the
 * template changes from `before` to `next`: a text still equal to the old template's (or empty) takes the new one; a
 * text staff reworded stays as they wrote it.
 */
export function prefilledText(current: string, before: string | undefined, next: string | undefined): string {
  const reworded = current.trim() !== '' && current !== before;
  return reworded ? current : (next ?? '');
}
