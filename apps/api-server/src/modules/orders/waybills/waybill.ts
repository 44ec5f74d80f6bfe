import { TransportMode } from '@forwarder/contracts/api-f';
import { nextSequenceValue } from '../../../db/sequences';
import type { OrdersExecutor } from '../orders.db';

// UPU S10 identifiers: 2 service letters, 8-digit serial, mod-11 check digit, 2-letter origin country.

const WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7] as const;
const ORIGIN = 'CN';
export const WAYBILL_PREFIX = { [TransportMode.AIR]: 'FA', [TransportMode.SEA]: 'FS' } as const satisfies Record<TransportMode, string>;
const PATTERN = /^([A-Z]{2})(\d{8})(\d)([A-Z]{2})$/;
const MAX_SERIAL = 99_999_999;

/** S10 check digit of an 8-digit serial: 11 - (weighted sum mod 11), with 10 → 0 and 11 → 5. */
export function s10CheckDigit(serial: string): number {
  if (!/^\d{8}$/.test(serial)) throw new Error(`S10 serial must be 8 digits, got "${serial}"`);
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(serial[i]), 0);
  const check = 11 - (sum % 11);
  return check === 10 ? 0 : check === 11 ? 5 : check;
}

export function formatWaybillNumber(prefix: string, serial: number): string {
  if (!Number.isInteger(serial) || serial < 1 || serial > MAX_SERIAL) throw new Error(`Waybill serial out of range: ${serial}`);
  const digits = String(serial).padStart(8, '0');
  return `${prefix}${digits}${s10CheckDigit(digits)}${ORIGIN}`;
}

/** True for any well-formed S10 identifier with a correct check digit (any service letters and country). */
export function isValidWaybillNumber(value: string): boolean {
  const match = PATTERN.exec(value);
  if (!match) return false;
  return s10CheckDigit(match[2] ?? '') === Number(match[3]);
}

export const waybillSequenceName = (prefix: string): string => `waybill:${prefix}`;

export function waybillPrefixOf(transportMode: number): string {
  const prefix = (WAYBILL_PREFIX as Record<number, string>)[transportMode];
  if (!prefix) throw new Error(`No waybill prefix for transport mode ${transportMode}`);
  return prefix;
}

/**
 * Draws the next number from the per-prefix sequence. Inside the order's transaction, so a rolled-back order
 * gives its serial back and two concurrent orders never share one.
 */
export async function nextWaybillNumber(db: OrdersExecutor, transportMode: number): Promise<string> {
  const prefix = waybillPrefixOf(transportMode);
  return formatWaybillNumber(prefix, await nextSequenceValue(db, waybillSequenceName(prefix)));
}

/** Trim + upper-case: how numbers typed by people are compared. */
export const normalizeWaybillNumber = (value: string): string => value.trim().toUpperCase();

/** Trimmed, upper-cased, de-duplicated, empties dropped (order kept). */
export function normalizeWaybillList(values: readonly string[] | undefined): string[] {
  return [...new Set((values ?? []).map(normalizeWaybillNumber).filter((v) => v !== ''))];
}
