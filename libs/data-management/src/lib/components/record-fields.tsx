import { Field, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseFormReturn } from 'react-hook-form';
import { categoryLabels, DATA_CATEGORIES } from '../categories';
import type { RecordField, RecordFieldValues } from '../record-fields';

/** Title, description and category (upload form and edit dialog), with the client's and the server's messages under them. */
export function RecordFields({ form, disabled }: { form: UseFormReturn<RecordFieldValues>; disabled: boolean }) {
  const { i18n } = useLingui();
  const {
    register,
    formState: { errors },
  } = form;
  const fieldError = (name: RecordField) => errors[name]?.message;
  return (
    <>
    <Field.Root required invalid={Boolean(fieldError('title'))} disabled={disabled}>
      <Field.Label>
        <Trans>标题</Trans>
        <Field.RequiredIndicator />
      </Field.Label>
      <Input maxLength={100} {...register('title')} />
      <Field.HelperText>
        <Trans>最多 100 个字符</Trans>
      </Field.HelperText>
      {fieldError('title') ? <Field.ErrorText>{fieldError('title')}</Field.ErrorText> : null}
    </Field.Root>
    <Field.Root invalid={Boolean(fieldError('description'))} disabled={disabled}>
      <Field.Label>
        <Trans>说明</Trans>
      </Field.Label>
      <Textarea rows={4} maxLength={1000} {...register('description')} />
      <Field.HelperText>
        <Trans>选填，最多 1000 个字符</Trans>
      </Field.HelperText>
      {fieldError('description') ? <Field.ErrorText>{fieldError('description')}</Field.ErrorText> : null}
    </Field.Root>
    <Field.Root invalid={Boolean(fieldError('category'))} disabled={disabled}>
      <Field.Label>
        <Trans>分类</Trans>
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...register('category')}>
          {DATA_CATEGORIES.map((value) => (
            <option key={value} value={String(value)}>
              {i18n._(categoryLabels[value])}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {fieldError('category') ? <Field.ErrorText>{fieldError('category')}</Field.ErrorText> : null}
    </Field.Root>
    </>
  );
}

