import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { config, safeParseAsync, type $ZodErrorMap, type $ZodType } from 'zod/v4/core';

/**
 * Form-validation messages in the site's languages (spec sections 4 and 5: "the locale follows the
 * language"). The messages are Lingui messages resolved when a value is validated, so they follow
 * the active Lingui locale: switching the language (which activates the other catalog) switches the
 * validation language with no extra call. Zod's own locale bundles are not used: their wording is
 * technical ("expected string to have >=1 characters") and they would add weight to form chunks.
 *
 * Schemas give field-specific messages with `error: () => t\`...\`` where a generic one reads badly;
 * this map covers every other case.
 */
export const zodErrorMap: $ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === ''
        ? i18n._(msg`此项为必填项`)
        : i18n._(msg`格式不正确`);
    case 'too_small': {
      const min = String(issue.minimum);
      if (issue.origin === 'string') {
        return issue.minimum === 1 ? i18n._(msg`此项为必填项`) : i18n._(msg`至少输入 ${min} 个字符`);
      }
      if (issue.origin === 'array' || issue.origin === 'set') return i18n._(msg`至少选择 ${min} 项`);
      return i18n._(msg`不能小于 ${min}`);
    }
    case 'too_big': {
      const max = String(issue.maximum);
      if (issue.origin === 'string') return i18n._(msg`最多输入 ${max} 个字符`);
      if (issue.origin === 'array' || issue.origin === 'set') return i18n._(msg`最多选择 ${max} 项`);
      return i18n._(msg`不能大于 ${max}`);
    }
    case 'invalid_format':
      return issue.format === 'email' ? i18n._(msg`请输入有效的电子邮箱地址`) : i18n._(msg`格式不正确`);
    default:
      return i18n._(msg`输入无效`);
  }
};

let configured = false;

/**
 * Installs `zodErrorMap` as zod's global custom error map (idempotent). Call it at the top of a
 * form's schema module, so zod stays out of the chunks of pages without forms. Kept as a
 * function rather than a side effect of importing this lib for the same reason.
 */
export function configureZodLocale(): void {
  if (configured) return;
  config({ customError: zodErrorMap });
  configured = true;
}

/**
 * react-hook-form resolver for a zod 4 schema (the workspace does not carry @hookform/resolvers
 * for these few lines). The submit handler receives the schema's output (`useForm<Input, unknown, Output>`,
 * e.g. numbers parsed from text fields). Errors are keyed by the issue path, first issue per field wins, and the
 * messages come from the schema or `zodErrorMap` in the active language.
 */
export function zodResolver<TValues extends FieldValues, TOutput = TValues>(
  schema: $ZodType<TOutput, TValues>,
): Resolver<TValues, unknown, TOutput> {
  configureZodLocale();
  return async (values) => {
    const result = await safeParseAsync(schema, values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.map(String).join('.');
      errors[name] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: toNestedErrors<TValues>(errors) };
  };
}

function toNestedErrors<TValues extends FieldValues>(flat: Record<string, { type: string; message: string }>): FieldErrors<TValues> {
  const nested: Record<string, unknown> = {};
  for (const [name, error] of Object.entries(flat)) {
    const keys = name.split('.');
    let node = nested;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) node[key] = error;
      else node = (node[key] ??= {}) as Record<string, unknown>;
    });
  }
  return nested as FieldErrors<TValues>;
}
