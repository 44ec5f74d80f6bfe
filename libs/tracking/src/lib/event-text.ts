/**
 * What an event says beyond its status: its description, unless it only repeats the status's name (in English the
 * delivered event's text is "Delivered", the status's name too, and the page read "Delivered · Delivered").
 */
export function eventDescription(event: { statusDisplayName: string; description: string }): string | null {
  const description = event.description.trim();
  if (!description) return null;
  return description.localeCompare(event.statusDisplayName.trim(), undefined, { sensitivity: 'accent' }) === 0 ? null : description;
}
