import { Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { createCategory, updateCategory, type OpsCategory } from '@forwarder/api-client/ops';
import { useLocale } from '@forwarder/i18n';
import { zodResolver } from '@forwarder/i18n/zod';
import { FormDialog, FormField } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { categoryOptions } from '../../../shared/content/category-options';
import { FORM_SEND, RefusalAlert } from '../../../shared/form/server-errors';
import { CATEGORY_FIELDS, categorySchema, categoryValues, selfAndDescendants, toCategoryInput, type CategoryFormValues } from '../api/category-schemas';
import { useFormMutation } from '../../../shared/form/use-form-mutation';

/** Creates a category or edits one (a lazy chunk with its form); the parent cannot be the category or under it. */
export function CategoryDialog({ category, categories, onClose, onSaved }: { category: OpsCategory | null; categories: readonly OpsCategory[]; onClose: () => void; onSaved: (saved: OpsCategory) => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const form = useForm<CategoryFormValues>({ resolver: zodResolver(categorySchema), defaultValues: categoryValues(category) });
  const save = useFormMutation(form, CATEGORY_FIELDS, (values: CategoryFormValues) => (category ? updateCategory(category.id, toCategoryInput(values), FORM_SEND) : createCategory(toCategoryInput(values), FORM_SEND)), onSaved);
  const excluded = category ? selfAndDescendants(categories, category.id) : new Set<string>();
  const parents = categoryOptions(categories.filter((c) => !excluded.has(c.id)), locale);
  const errors = form.formState.errors;
  return (
    <FormDialog
      title={category ? <Trans>编辑文章分类</Trans> : <Trans>新建文章分类</Trans>}
      onClose={onClose}
      form={form}
      mutation={save}
      submitLabel={<Trans>保存</Trans>}
      size="md"
    >
      <RefusalAlert error={save.error} />
      <FormField label={<Trans>中文名称</Trans>} required error={errors.displayNameZh?.message}>
        <Input {...form.register('displayNameZh')} maxLength={50} autoComplete="off" />
      </FormField>
      <FormField label={<Trans>英文名称</Trans>} required error={errors.displayNameEn?.message}>
        <Input {...form.register('displayNameEn')} maxLength={100} autoComplete="off" />
      </FormField>
      <FormField label={<Trans>上级分类</Trans>} error={errors.parentId?.message} helper={<Trans>换到别的上级分类后，它排在那里的最后。</Trans>}>
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register('parentId')}>
            <option value="">{t`无（顶级分类）`}</option>
            {parents.map((option) => (
              <option key={option.value} value={option.value}>
                {option.displayName}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={<Trans>中文说明</Trans>} error={errors.descriptionZh?.message}>
        <Textarea {...form.register('descriptionZh')} maxLength={500} rows={2} />
      </FormField>
      <FormField label={<Trans>英文说明</Trans>} error={errors.descriptionEn?.message}>
        <Textarea {...form.register('descriptionEn')} maxLength={500} rows={2} />
      </FormField>
    </FormDialog>
  );
}
