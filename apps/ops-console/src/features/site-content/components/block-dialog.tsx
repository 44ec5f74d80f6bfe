import { HStack, Input, NativeSelect, SimpleGrid, Textarea } from '@chakra-ui/react';
import { createSitePageContent, updateSitePageContent, type PageContentType, type SitePageContent } from '@forwarder/api-client/ops';
import { zodResolver } from '@forwarder/i18n/zod';
import { FormDialog, FormField, NativeCheckbox } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FORM_SEND, RefusalAlert } from '../../../shared/form/server-errors';
import { ImageField } from '../../../shared/images/image-field';
import { BLOCK_FIELDS, blockFormValues, blockSchema, toSitePageContentInput, type BlockFormValues } from '../api/block-schemas';
import { SLOT_LABELS, SLOTS } from '../lib/site-content-labels';
import { useFormMutation } from '../../../shared/form/use-form-mutation';

/** Adds or changes a home block (a lazy chunk with its form), both languages side by side. */
export function BlockDialog({ block, slot, onClose, onSaved }: { block: SitePageContent | null; slot: PageContentType; onClose: () => void; onSaved: () => void }) {
  const { t, i18n } = useLingui();
  const form = useForm<BlockFormValues>({ resolver: zodResolver(blockSchema), defaultValues: blockFormValues(block, slot) });
  const save = useFormMutation(form, BLOCK_FIELDS, (values: BlockFormValues) => {
    const input = toSitePageContentInput(values);
    return block ? updateSitePageContent(block.id, input, FORM_SEND) : createSitePageContent(input, FORM_SEND);
  }, onSaved);
  const errors = form.formState.errors;
  const pair = (zh: ReactNode, en: ReactNode) => <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">{zh}{en}</SimpleGrid>;

  return (
    <FormDialog
      title={block ? <Trans>编辑首页内容</Trans> : <Trans>新建首页内容</Trans>}
      onClose={onClose}
      form={form}
      mutation={save}
      submitLabel={<Trans>保存</Trans>}
      size="xl"
    >
      <RefusalAlert error={save.error} />
      <FormField label={<Trans>位置</Trans>} required error={errors.pageContentType?.message}>
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register('pageContentType')}>
            {SLOTS.map((value) => (
              <option key={value} value={String(value)}>
                {i18n._(SLOT_LABELS[value])}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      {pair(
        <FormField label={<Trans>标题(中文)</Trans>} required error={errors.titleZh?.message}>
          <Input {...form.register('titleZh')} maxLength={200} lang="zh-Hans" autoComplete="off" />
        </FormField>,
        <FormField label={<Trans>标题(英文)</Trans>} required error={errors.titleEn?.message}>
          <Input {...form.register('titleEn')} maxLength={200} lang="en" autoComplete="off" />
        </FormField>,
      )}
      {pair(
        <FormField label={<Trans>副标题(中文)</Trans>} error={errors.subTitleZh?.message}>
          <Input {...form.register('subTitleZh')} maxLength={200} lang="zh-Hans" autoComplete="off" />
        </FormField>,
        <FormField label={<Trans>副标题(英文)</Trans>} error={errors.subTitleEn?.message}>
          <Input {...form.register('subTitleEn')} maxLength={200} lang="en" autoComplete="off" />
        </FormField>,
      )}
      {pair(
        <FormField label={<Trans>正文(中文)</Trans>} error={errors.contentZh?.message}>
          <Textarea {...form.register('contentZh')} rows={3} maxLength={2000} lang="zh-Hans" />
        </FormField>,
        <FormField label={<Trans>正文(英文)</Trans>} error={errors.contentEn?.message}>
          <Textarea {...form.register('contentEn')} rows={3} maxLength={2000} lang="en" />
        </FormField>,
      )}
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field, fieldState }) => (
          <ImageField
            label={t`图片`}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            hint={t`横幅建议 1600 × 600 像素,合作伙伴标志 240 × 80 像素`}
          />
        )}
      />
      <FormField label={<Trans>链接</Trans>} helper={<Trans>本站路径(如 /site/tracking)或 http(s) 网址;留空则不链接</Trans>} error={errors.linkUrl?.message}>
        <Input {...form.register('linkUrl')} maxLength={1000} autoComplete="off" />
      </FormField>
      <HStack as="label" gap="2" fontSize="sm">
        <NativeCheckbox {...form.register('isPublished')} />
        <Trans>发布(访客可见)</Trans>
      </HStack>
    </FormDialog>
  );
}
