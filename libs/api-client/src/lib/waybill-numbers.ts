import { WaybillNumberFormat } from '@forwarder/contracts/api-f';

/**
 * Waybill numbers as people type, paste or scan them, read by the contract's one definition (`WaybillNumber`: its
 * pattern is one character class, repeated). A character that cannot be part of a number separates numbers, whatever
 * it is (space, comma, `|`, `/`), so no separator list is kept anywhere and nothing the server would refuse becomes a
 * "number" of its own. Every app's splitting (public tracking, the portals' and the console's filters, batches) is
 * this one.
 */
const WAYBILL_NUMBER = new RegExp(WaybillNumberFormat.pattern, 'u');

/** The contract's limit on one number. */
export const MAX_WAYBILL_NUMBER_LENGTH = WaybillNumberFormat.maxLength;

/** Whether `char` (one character) can be part of a waybill number. */
export function isWaybillNumberCharacter(char: string): boolean {
  return WAYBILL_NUMBER.test(char);
}

/**
 * The numbers in free text, in order, upper-cased, repeats kept. Full-width letters and digits (a Chinese input method
 * in full-width mode types `ＦＡ１２３`) are read as the ASCII ones they stand for.
 */
export function splitWaybillNumbers(text: string): string[] {
  const numbers: string[] = [];
  let current = '';
  for (const char of text.normalize('NFKC')) {
    if (isWaybillNumberCharacter(char)) {
      current += char;
    } else if (current) {
      numbers.push(current.toUpperCase());
      current = '';
    }
  }
  if (current) numbers.push(current.toUpperCase());
  return numbers;
}

/** The distinct numbers in free text (the first of each kept, in order). */
export function parseWaybillNumbers(text: string): string[] {
  return [...new Set(splitWaybillNumbers(text))];
}
