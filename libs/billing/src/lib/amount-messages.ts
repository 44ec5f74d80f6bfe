import { t } from '@lingui/core/macro';
import { MAX_AMOUNT_MINOR, parseMinorAmount, type AmountProblem } from './money';
import { z } from 'zod';

/** A refused amount in the page's language, naming the currency's decimals when those are the trouble. */
export function amountProblemMessage(problem: AmountProblem, currency: string): string {
  switch (problem.kind) {
    case 'not-a-number':
      return t`请输入金额，例如 1000 或 123.45`;
    case 'too-many-decimals':
      return problem.decimals === 0 ? t`${currency} 的金额不能有小数` : t`${currency} 的金额最多 ${problem.decimals} 位小数`;
    case 'zero':
      return t`金额不能为 0`;
    case 'not-positive':
      return t`金额必须大于 0`;
    case 'too-large': {
      const max = MAX_AMOUNT_MINOR / 100;
      return t`金额不能超过 ${max}`;
    }
  }
}

/**
 * A zod field of an amount typed in `currency` (the account's): the text as typed, turned into hundredths; every
 * refusal worded by `amountProblemMessage`.
 */
export function minorAmountField(currency: string, options: { signed?: boolean } = {}) {
  return z
    .string()
    .transform((text, context) => {
      const parsed = parseMinorAmount(text, currency, options);
      if (parsed.ok) return parsed.minor;
      context.addIssue({ code: 'custom', message: amountProblemMessage(parsed.problem, currency) });
      return z.NEVER;
    });
}
