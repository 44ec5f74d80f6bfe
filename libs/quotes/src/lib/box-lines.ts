import { t } from '@lingui/core/macro';
// zod/mini: the public calculator is a form page beside the login forms, which use zod/mini; full zod there made
// the bundler move zod's core into the chunk the login forms share (docs/decisions.md). Its schemas nest in full zod.
import * as z from 'zod/mini';
import { BOX_LINE_MAX, DECIMAL_TEXT, INTEGER_TEXT, type BoxLine, type BoxLineFormValues } from './box-line-values';

// The box lines' rules with their messages, for the forms' resolvers (loaded after a form's first render). What the
// forms need at once, without zod, is ./box-line-values.ts, whose limits these rules use.

/** A positive decimal typed as text, at most `max`. */
export const decimalText = (max: number) =>
  z.pipe(
    z.pipe(z.string().check(z.trim(), z.minLength(1), z.regex(DECIMAL_TEXT, { error: () => t`请输入数字` })), z.transform(Number)),
    z.number().check(z.positive({ error: () => t`必须大于 0` }), z.maximum(max)),
  );

/** A whole number from 1 to `max` typed as text. */
export const integerText = (max: number) =>
  z.pipe(
    z.pipe(z.string().check(z.trim(), z.minLength(1), z.regex(INTEGER_TEXT, { error: () => t`请输入整数` })), z.transform(Number)),
    z.int().check(z.minimum(1), z.maximum(max)),
  );

/** One line of identical boxes (contract ParcelInput). */
export const boxLineSchema = z.object({
  quantity: integerText(BOX_LINE_MAX.quantity),
  weightKg: decimalText(BOX_LINE_MAX.weightKg),
  lengthCm: decimalText(BOX_LINE_MAX.lengthCm),
  widthCm: decimalText(BOX_LINE_MAX.widthCm),
  heightCm: decimalText(BOX_LINE_MAX.heightCm),
}) satisfies z.ZodMiniType<BoxLine, BoxLineFormValues>;
