import { isWaybillNumberCharacter, MAX_TRACKING_NUMBERS, MAX_WAYBILL_NUMBER_LENGTH, splitWaybillNumbers } from '@forwarder/api-client';

/**
 * Parsing of the tracking input (spec section 5: 1 to 10 waybill numbers separated by spaces, commas or Enter).
 * Pure functions, shared by the chip input, the URL (`?numbers=A,B`) and paste handling. What a number is comes from
 * the contract (`splitWaybillNumbers`): any character a number cannot hold separates numbers, so `|` or `/` typed
 * between two numbers is never a "number" of its own, and the 10-number limit counts real numbers only.
 */
export { MAX_TRACKING_NUMBERS, MAX_WAYBILL_NUMBER_LENGTH, splitWaybillNumbers };

/**
 * Typed text split where its last separator is: what comes before it is complete (to become chips), the rest is the
 * number still being typed (`'FA1|FA'` → `{ complete: 'FA1|', draft: 'FA' }`). No separator: all of it is the draft.
 */
export function splitDraft(text: string): { complete: string; draft: string } {
  const chars = [...text];
  let end = chars.length;
  while (end > 0 && isWaybillNumberCharacter(chars[end - 1] ?? '')) end -= 1;
  return { complete: chars.slice(0, end).join(''), draft: chars.slice(end).join('') };
}

export interface AddNumbersResult {
  /** The list after adding: at most MAX_TRACKING_NUMBERS, no duplicates, order of entry. */
  numbers: string[];
  /** Numbers that were new and fit. */
  added: string[];
  /** Numbers already in the list (or repeated in the text): silently merged. */
  duplicates: string[];
  /** Numbers refused because the list was full (the 11th and later). */
  overflow: string[];
  /** Numbers refused because they are longer than the contract allows. */
  tooLong: string[];
}

/** Adds the numbers found in `text` to `current` (duplicates are case-insensitive; the 11th is refused). */
export function addWaybillNumbers(current: readonly string[], text: string, max = MAX_TRACKING_NUMBERS): AddNumbersResult {
  const numbers = [...current];
  const result: AddNumbersResult = { numbers, added: [], duplicates: [], overflow: [], tooLong: [] };
  for (const candidate of splitWaybillNumbers(text)) {
    if (candidate.length > MAX_WAYBILL_NUMBER_LENGTH) result.tooLong.push(candidate);
    else if (numbers.includes(candidate)) result.duplicates.push(candidate);
    else if (numbers.length >= max) result.overflow.push(candidate);
    else {
      numbers.push(candidate);
      result.added.push(candidate);
    }
  }
  return result;
}

/** The numbers a URL carries (`?numbers=A,B`): normalised, de-duplicated, at most MAX_TRACKING_NUMBERS. */
export function numbersFromSearch(search: string | URLSearchParams): string[] {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return addWaybillNumbers([], params.getAll('numbers').join(',')).numbers;
}

/** `numbers=A,B` (commas kept readable: waybill numbers need no escaping beyond encodeURIComponent per number). */
export function trackingSearch(numbers: readonly string[]): string {
  return numbers.length === 0 ? '' : `?numbers=${numbers.map(encodeURIComponent).join(',')}`;
}
