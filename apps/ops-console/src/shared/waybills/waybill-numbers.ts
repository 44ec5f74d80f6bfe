/** The order list's filter takes at most this many numbers (the contract's `waybillNumbers` limit). */
export const MAX_FILTER_NUMBERS = 100;

/**
 * Pasted or scanned waybill numbers → a list: separated by whitespace, newlines, commas or semicolons (also the
 * Chinese ，、；), upper-cased, duplicates dropped (first kept).
 */
export function parseWaybillNumbers(text: string): string[] {
  return [...new Set(text.split(/[\s,，、;；]+/).map((n) => n.trim().toUpperCase()).filter(Boolean))];
}
