import { t } from '@lingui/core/macro';
import { z } from 'zod';

// Numbers typed as text (inputMode="decimal") in the console's forms: a half-typed value stays what was typed and the
// message says what is wrong, instead of NaN. Limits and decimals are the contract's (amounts at most 2 decimals,
// weights at most 3).

const decimalsPattern = (decimals: number) => new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`);

/** A number from `min` (0 allowed when `min` is 0) or above 0 (`positive`) to `max`, at most `decimals` decimals. */
export const numberText = ({ max, decimals, positive = false }: { max: number; decimals: number; positive?: boolean }) =>
  z
    .string()
    .trim()
    .min(1)
    .regex(/^\d+(\.\d+)?$/, { error: () => t`请输入数字` })
    .regex(decimalsPattern(decimals), { error: () => t`最多 ${decimals} 位小数` })
    .transform(Number)
    .pipe(positive ? z.number().positive({ error: () => t`必须大于 0` }).max(max) : z.number().min(0).max(max));

/** The same, blank allowed (null). */
export const optionalNumberText = (options: Parameters<typeof numberText>[0]) =>
  z.union([z.literal('').transform(() => null), numberText(options)]);

/** A whole number from `min` to `max`. */
export const wholeText = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .regex(/^\d+$/, { error: () => t`请输入整数` })
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** A number as a text field shows it ('' for null). */
export const asText = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value));
