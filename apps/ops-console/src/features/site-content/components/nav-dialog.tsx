import { HStack, Input, NativeSelect, SimpleGrid, Textarea } from '@chakra-ui/react';
import { contentQueries } from '@forwarder/api-client';
import { createSiteNav, NavType, updateSiteNav, type SiteNav } from '@forwarder/api-client/ops';
import { zodResolver } from '@forwarder/i18n/zod';
import { FormDialog, FormField, NativeCheckbox } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { FORM_SEND, RefusalAlert } from '../../../shared/form/server-errors';
import { NAV_FIELDS, navFormValues, navSchema, toSiteNavInput, type NavFormValues } from '../api/nav-schemas';
import { flattenSiteNav, optionLabel, subtreeIds, type FlatNav } from '../lib/nav-tree';
import { NAV_TYPE_LABELS, NAV_TYPES, SITE_PAGE_LABELS, SITE_PAGES } from '../lib/site-content-labels';
import { useFormMutation } from '../../../shared/form/use-form-mutation';

export interface NavDialogProps {
  /** The item to change, or null for a new one. */
  item: SiteNav | null;
  /** A new item's parent (null: top level). */
  parentId?: string | null;
  tree: readonly SiteNav[];
  onClose: () => void;
  onSaved: () => void;
}

const pair = (zh: ReactNode, en: ReactNode) => (
  <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
    {zh}
    {en}
  </SimpleGrid>
);

/** A select of the form (a native select: keyboard and screen readers as the platform gives them). */
function Select({ field, children }: { field: UseFormRegisterReturn; children: ReactNode }) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...field}>{children}</NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/**
 * Adds or changes a navigation item (a lazy chunk with its form): both languages side by side, and the link data
 * of the chosen nav type only. The server checks every rule again and its refusals land under the same fields.
 */
export function NavDialog({ item, parentId = null, tree, onClose, onSaved }: NavDialogProps) {
  const { t, i18n } = useLingui();
  const form = useForm<NavFormValues>({ resolver: zodResolver(navSchema), defaultValues: navFormValues(item, parentId) });
  const save = useFormMutation(form, NAV_FIELDS, (values: NavFormValues) => {
    const input = toSiteNavInput(values);
    return item ? updateSiteNav(item.id, input, FORM_SEND) : createSiteNav(input, FORM_SEND);
  }, onSaved);
  const errors = form.formState.errors;
  const flat = flattenSiteNav(tree);
  const excluded = item ? subtreeIds(item) : new Set<string>();

  return (
    <FormDialog
      title={item ? <Trans>编辑导航</Trans> : <Trans>新建导航</Trans>}
      onClose={onClose}
      form={form}
      mutation={save}
      submitLabel={<Trans>保存</Trans>}
      size="xl"
    >
      <RefusalAlert error={save.error} />
      {pair(
        <FormField label={<Trans>名称(中文)</Trans>} required error={errors.displayNameZh?.message}>
          <Input {...form.register('displayNameZh')} maxLength={64} lang="zh-Hans" autoComplete="off" />
        </FormField>,
        <FormField label={<Trans>名称(英文)</Trans>} required error={errors.displayNameEn?.message}>
          <Input {...form.register('displayNameEn')} maxLength={64} lang="en" autoComplete="off" />
        </FormField>,
      )}
      {pair(
        <FormField label={<Trans>类型</Trans>} required error={errors.navType?.message}>
          <Select field={form.register('navType')}>
            {NAV_TYPES.map((value) => (
              <option key={value} value={String(value)}>
                {i18n._(NAV_TYPE_LABELS[value])}
              </option>
            ))}
          </Select>
        </FormField>,
        <FormField label={<Trans>上级</Trans>} error={errors.parentId?.message}>
          <Select field={form.register('parentId')}>
            <option value="">{t`(顶级)`}</option>
            {flat
              .filter(({ item: option }) => !excluded.has(option.id))
              .map((option) => (
                <option key={option.item.id} value={option.item.id}>
                  {optionLabel(option)}
                </option>
              ))}
          </Select>
        </FormField>,
      )}

      <NavLinkFields form={form} item={item} flat={flat} />

      <HStack as="label" gap="2" fontSize="sm">
        <NativeCheckbox {...form.register('isVisible')} />
        <Trans>在网站上显示</Trans>
      </HStack>
    </FormDialog>
  );
}

/** The link data of the chosen nav type only (spec section 3's table), and the page text where the type has one. */
function NavLinkFields({ form, item, flat }: { form: UseFormReturn<NavFormValues>; item: SiteNav | null; flat: FlatNav[] }) {
  const { t, i18n } = useLingui();
  const type = Number(useWatch({ control: form.control, name: 'navType' }));
  const categories = useQuery({ ...contentQueries.categoryList(), enabled: type === NavType.ArticleCategory || type === NavType.ArticleCategoryDetail });
  const errors = form.formState.errors;
  return (
    <>
      {type === NavType.SitePage ? (
        <FormField label={<Trans>站点页面</Trans>} required error={errors.sitePage?.message}>
          <Select field={form.register('sitePage')}>
            <option value="">{t`请选择`}</option>
            {SITE_PAGES.map((value) => (
              <option key={value} value={String(value)}>
                {i18n._(SITE_PAGE_LABELS[value])}
              </option>
            ))}
          </Select>
        </FormField>
      ) : null}
      {type === NavType.ExternalLink ? (
        <>
          <FormField label={<Trans>网址</Trans>} required helper={<Trans>以 http:// 或 https:// 开头</Trans>} error={errors.linkData?.url?.message}>
            <Input {...form.register('linkData.url')} type="url" maxLength={1000} autoComplete="off" />
          </FormField>
          <HStack as="label" gap="2" fontSize="sm">
            <NativeCheckbox {...form.register('linkData.openInNewTab')} />
            <Trans>在新标签页打开</Trans>
          </HStack>
        </>
      ) : null}
      {type === NavType.ArticleCategory || type === NavType.ArticleCategoryDetail ? (
        <FormField label={<Trans>文章分类</Trans>} required error={errors.linkData?.categoryId?.message}>
          <Select field={form.register('linkData.categoryId')}>
            <option value="">{t`请选择`}</option>
            {(categories.data?.items ?? []).map((category) => (
              <option key={category.id} value={category.id}>
                {category.displayName}
              </option>
            ))}
          </Select>
        </FormField>
      ) : null}
      {type === NavType.ArticleTag ? (
        <FormField label={<Trans>文章标签</Trans>} required error={errors.linkData?.tag?.message}>
          <Input {...form.register('linkData.tag')} maxLength={64} autoComplete="off" />
        </FormField>
      ) : null}
      {type === NavType.ArticleDetail ? (
        <FormField label={<Trans>文章编号</Trans>} required helper={<Trans>文章的 ID(在文章管理中可见)</Trans>} error={errors.linkData?.articleId?.message}>
          <Input {...form.register('linkData.articleId')} autoComplete="off" fontFamily="mono" />
        </FormField>
      ) : null}
      {type === NavType.NavDetail ? (
        <FormField label={<Trans>显示哪个导航项的内容</Trans>} required error={errors.navId?.message}>
          <Select field={form.register('navId')}>
            <option value="">{t`请选择`}</option>
            {flat
              .filter(({ item: option }) => option.id !== item?.id && option.navType !== NavType.NavDetail)
              .map((option) => (
                <option key={option.item.id} value={option.item.id}>
                  {optionLabel(option)}
                </option>
              ))}
          </Select>
        </FormField>
      ) : null}

      {type === NavType.Content || type === NavType.SitePage ? (
        <>
          {pair(
            <FormField label={<Trans>标题(中文)</Trans>} required={type === NavType.Content} error={errors.titleZh?.message}>
              <Input {...form.register('titleZh')} maxLength={200} lang="zh-Hans" autoComplete="off" />
            </FormField>,
            <FormField label={<Trans>标题(英文)</Trans>} required={type === NavType.Content} error={errors.titleEn?.message}>
              <Input {...form.register('titleEn')} maxLength={200} lang="en" autoComplete="off" />
            </FormField>,
          )}
          {pair(
            <FormField label={<Trans>正文 HTML(中文)</Trans>} required={type === NavType.Content} helper={<Trans>保存时会去除脚本</Trans>} error={errors.contentZh?.message}>
              <Textarea {...form.register('contentZh')} rows={8} lang="zh-Hans" fontFamily="mono" fontSize="sm" />
            </FormField>,
            <FormField label={<Trans>正文 HTML(英文)</Trans>} required={type === NavType.Content} helper={<Trans>保存时会去除脚本</Trans>} error={errors.contentEn?.message}>
              <Textarea {...form.register('contentEn')} rows={8} lang="en" fontFamily="mono" fontSize="sm" />
            </FormField>,
          )}
        </>
      ) : null}

    </>
  );
}
