import { t } from '@lingui/core/macro';
// zod/mini: the public calculator is a form page beside the login forms, which use zod/mini; full zod there made
// the bundler move zod's core into the chunk the login forms share (docs/decisions.md). Its schemas nest in full zod.
import * as z from 'zod/mini';

// Lines of identical boxes as a form types them (count, weight of one box, L×W×H): the member's order form and the
// public cost calculator ask for the same thing, with the contract's limits (ParcelInput). Numbers are typed as text
// (inputMode="decimal"): a half-typed value stays what was typed and the message says what is wrong instead of NaN.

const DECIMAL = /^\d+(\.\d+)?$/;
const INTEGER = /^\d+$/;

/** A positive decimal typed as text, at most `max`. */
export const decimalText = (max: number) =>
  z.pipe(
    z.pipe(z.string().check(z.trim(), z.minLength(1), z.regex(DECIMAL, { error: () => t`请输入数字` })), z.transform(Number)),
    z.number().check(z.positive({ error: () => t`必须大于 0` }), z.maximum(max)),
  );

/** A whole number from 1 to `max` typed as text. */
export const integerText = (max: number) =>
  z.pipe(
    z.pipe(z.string().check(z.trim(), z.minLength(1), z.regex(INTEGER, { error: () => t`请输入整数` })), z.transform(Number)),
    z.int().check(z.minimum(1), z.maximum(max)),
  );

/** One line of identical boxes (contract ParcelInput). */
export const boxLineSchema = z.object({
  quantity: integerText(999),
  weightKg: decimalText(1000),
  lengthCm: decimalText(500),
  widthCm: decimalText(500),
  heightCm: decimalText(500),
});

export type BoxLineFormValues = z.input<typeof boxLineSchema>;
export type BoxLine = z.output<typeof boxLineSchema>;

export const BOX_LINE_FIELDS = ['quantity', 'weightKg', 'lengthCm', 'widthCm', 'heightCm'] as const;

export const emptyBoxLine: BoxLineFormValues = { quantity: '1', weightKg: '', lengthCm: '', widthCm: '', heightCm: '' };

/**
 * The lines that are complete and valid as typed, as numbers; null when any line is not (yet). A live estimate asks
 * the server only for parcels the member could submit.
 */
export function completeBoxLines(lines: readonly BoxLineFormValues[]): BoxLine[] | null {
  if (lines.length === 0) return null;
  const parsed = z.array(boxLineSchema).safeParse(lines);
  return parsed.success ? parsed.data : null;
}
