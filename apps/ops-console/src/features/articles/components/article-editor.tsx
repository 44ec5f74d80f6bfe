import { Badge, Box, Button, chakra, SimpleGrid, HStack, IconButton, Input, NativeSelect, Stack, Tabs, Text, Textarea } from '@chakra-ui/react';
import { createArticle, opsQueries, updateArticle, type OpsArticle } from '@forwarder/api-client/ops';
import { useLocale, useLocalePath } from '@forwarder/i18n';
import { zodResolver } from '@forwarder/i18n/zod';
import { DateField, FormField, NativeCheckbox, showToast } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { articleEditPath, isUuid, paths } from '../../../config/paths';
import { categoryOptions } from '../../../shared/content/category-options';
import { PreviewLinks } from '../../../shared/content/preview-links';
import { FORM_SEND, RefusalAlert, showFieldErrors } from '../../../shared/form/server-errors';
import { ImageField } from '../../../shared/images/image-field';
import { detailPending } from '../../../shared/layout/detail-pending';
import { browserOffset, zoneLabel } from '../../../shared/time/zoned-time';
import { ARTICLE_FIELDS, articleSchema, articleValues, LANGUAGE_FIELDS, LANGUAGE_SIDES, newArticleValues, toArticleInput, type ArticleFormValues, type LanguageSide } from '../api/article-schemas';
import { invalidateArticleReads } from '../lib/invalidate';
import { LanguageBadges } from './language-badges';
import { RichTextEditor } from './rich-text-editor';

const DeleteArticleDialog = lazy(() => import('./delete-article-dialog').then((module) => ({ default: module.DeleteArticleDialog })));

/** The article edit page: a new article (no id) or an existing one, loaded first. */
export function ArticleEditor({ id }: { id: string | null }) {
  const article = useQuery({ ...opsQueries.article(id ?? ''), enabled: id !== null && isUuid(id) });
  if (id === null) return <ArticleForm article={null} />;
  const pending = detailPending({
    valid: isUuid(id),
    query: article,
    notFound: <Trans>找不到这篇文章。</Trans>,
    back: { to: paths.articles, label: <Trans>返回文章列表</Trans> },
    failed: <Trans>文章加载失败</Trans>,
  });
  if (pending || !article.data) return pending;
  return <ArticleForm key={article.data.id} article={article.data} />;
}

/** Which language tab holds the first error, so a refused save shows where to look. */
function tabOfErrors(errors: FieldErrors<ArticleFormValues>): LanguageSide | null {
  return LANGUAGE_SIDES.find((side) => Object.values(LANGUAGE_FIELDS[side]).some((field) => errors[field])) ?? null;
}

function ArticleForm({ article }: { article: OpsArticle | null }) {
  const { t } = useLingui();
  const to = useLocalePath();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<LanguageSide>('zh');
  const [deleting, setDeleting] = useState(false);
  const form = useForm<ArticleFormValues>({ resolver: zodResolver(articleSchema), defaultValues: article ? articleValues(article) : newArticleValues() });
  const save = useMutation({
    mutationFn: (values: ArticleFormValues) => (article ? updateArticle(article.id, toArticleInput(values), FORM_SEND) : createArticle(toArticleInput(values), FORM_SEND)),
    onSuccess: (saved) => {
      invalidateArticleReads(queryClient);
      queryClient.setQueryData(opsQueries.article(saved.id).queryKey, saved);
      void showToast({ type: 'success', title: t`已保存` });
      if (!article) void navigate(to(articleEditPath(saved.id)), { replace: true });
    },
    onError: (error) => {
      showFieldErrors(error, ARTICLE_FIELDS, form.setError);
      const where = tabOfErrors(form.formState.errors);
      if (where) setTab(where);
    },
  });
  const submit = form.handleSubmit(
    (values) => save.mutate(values),
    (invalid) => {
      const where = tabOfErrors(invalid);
      if (where) setTab(where);
    },
  );
  const title = article ? article.titleZh || article.titleEn : '';

  return (
    <chakra.form noValidate onSubmit={(event) => void submit(event)} display="flex" flexDirection="column" gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <HStack gap="2">
          {article ? <LanguageBadges languages={article.languages} /> : null}
          {article ? (
            <Badge colorPalette={article.isPublished ? 'green' : 'gray'} variant="subtle">
              {article.isPublished ? <Trans>已发布</Trans> : <Trans>草稿</Trans>}
            </Badge>
          ) : null}
        </HStack>
        {article ? <PreviewLinks path={`/article/${article.id}`} name={title} /> : null}
      </HStack>
      {article ? (
        <Text fontSize="sm" color="fg.muted">
          <Trans>预览显示已保存的内容；修改后请先保存再预览。</Trans>
        </Text>
      ) : null}
      <RefusalAlert error={save.error} />

      <ArticleMetaFields form={form} />
      <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value as LanguageSide)} variant="enclosed">
        <Tabs.List>
          <Tabs.Trigger value="zh">
            <Trans>中文</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="en">
            <Trans>英文</Trans>
          </Tabs.Trigger>
        </Tabs.List>
        <Text fontSize="sm" color="fg.muted" mt="3">
          <Trans>每种语言都可以不写，但至少写完一种（标题和正文）。缺少某种语言时，访客看到另一种语言并有提示。</Trans>
        </Text>
        {LANGUAGE_SIDES.map((side) => (
          <Tabs.Content key={side} value={side}>
            <LanguageFields side={side} form={form} initialHtml={(side === 'zh' ? article?.contentZh : article?.contentEn) ?? ''} />
          </Tabs.Content>
        ))}
      </Tabs.Root>

      <TagFields form={form} />
      <HStack gap="3" wrap="wrap">
        <Button type="submit" loading={save.isPending}>
          <Trans>保存</Trans>
        </Button>
        {article ? (
          <Button type="button" variant="outline" colorPalette="red" onClick={() => setDeleting(true)}>
            <Trans>删除</Trans>
          </Button>
        ) : null}
      </HStack>
      <Suspense fallback={null}>
        {deleting && article ? (
          <DeleteArticleDialog
            article={article}
            onClose={() => setDeleting(false)}
            onDeleted={() => {
              invalidateArticleReads(queryClient);
              void showToast({ type: 'success', title: t`已删除文章` });
              void navigate(to(paths.articles));
            }}
          />
        ) : null}
      </Suspense>
    </chakra.form>
  );
}

type Form = ReturnType<typeof useForm<ArticleFormValues>>;

/** Category, publish time and state, cover picture: the article's fields that are not per language. */
function ArticleMetaFields({ form }: { form: Form }) {
  const { t } = useLingui();
  const locale = useLocale();
  const categories = useQuery(opsQueries.categoryList());
  const errors = form.formState.errors;
  const publishTime = useWatch({ control: form.control, name: 'publishTime' });
  // The article has no zone of its own: the time is typed in the browser's, and the field names it (issue 27).
  const zone = zoneLabel(browserOffset());
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <FormField label={<Trans>分类</Trans>} required error={errors.categoryId?.message}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('categoryId')}>
              <option value="">{t`请选择`}</option>
              {categoryOptions(categories.data?.items ?? [], locale).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.displayName}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <DateField
          type="datetime-local"
          label={<Trans>发布时间</Trans>}
          required
          error={errors.publishTime?.message}
          helper={<Trans>按本机时间（{zone}）填写；列表按发布时间从新到旧排列。</Trans>}
          {...form.register('publishTime')}
          shownValue={publishTime}
        />
      </SimpleGrid>
      <HStack as="label" gap="2">
        <NativeCheckbox {...form.register('isPublished')} />
        <Trans>发布（访客可见）</Trans>
      </HStack>
      <Controller
        control={form.control}
        name="coverImageUrl"
        render={({ field }) => (
          <ImageField label={t`封面图片`} value={field.value} onChange={field.onChange} error={errors.coverImageUrl?.message} hint={t`列表和文章页顶部显示，建议 1200 × 630 像素`} />
        )}
      />

    </>
  );
}

/** Tags in both languages (either may be empty), at most ten. */
function TagFields({ form }: { form: Form }) {
  const { t } = useLingui();
  const tags = useFieldArray({ control: form.control, name: 'tags' });
  const errors = form.formState.errors;
  return (
    <Stack as="fieldset" gap="3">
        <Text as="legend" fontWeight="medium" mb="2">
          <Trans>标签</Trans>
        </Text>
        {tags.fields.map((tag, index) => {
          const n = index + 1;
          return (
          <HStack key={tag.id} gap="2" align="end">
            <FormField label={<Trans>中文标签 {n}</Trans>} error={errors.tags?.[index]?.zh?.message}>
              <Input {...form.register(`tags.${index}.zh`)} maxLength={50} />
            </FormField>
            <FormField label={<Trans>英文标签 {n}</Trans>} error={errors.tags?.[index]?.en?.message}>
              <Input {...form.register(`tags.${index}.en`)} maxLength={50} />
            </FormField>
            <IconButton type="button" variant="ghost" aria-label={t`删除标签 ${n}`} onClick={() => tags.remove(index)}>
              ×
            </IconButton>
          </HStack>
          );
        })}
        <Box>
          <Button type="button" size="sm" variant="outline" disabled={tags.fields.length >= 10} onClick={() => tags.append({ zh: '', en: '' })}>
            <Trans>添加标签</Trans>
          </Button>
        </Box>
      </Stack>

  );
}

/** One language's texts: title, summary, author and the body in its own editor. */
function LanguageFields({ side, form, initialHtml }: { side: LanguageSide; form: Form; initialHtml: string }) {
  const { t } = useLingui();
  const errorId = useId();
  const f = LANGUAGE_FIELDS[side];
  const errors = form.formState.errors;
  const contentError = errors[f.content]?.message;
  const language = side === 'zh' ? t`中文` : t`英文`;
  return (
    <Stack gap="4" pt="4">
      <FormField label={<Trans>{language}标题</Trans>} error={errors[f.title]?.message}>
        <Input {...form.register(f.title)} maxLength={200} />
      </FormField>
      <FormField label={<Trans>{language}摘要</Trans>} error={errors[f.summary]?.message}>
        <Textarea {...form.register(f.summary)} maxLength={500} rows={2} />
      </FormField>
      <FormField label={<Trans>{language}作者</Trans>} error={errors[f.author]?.message}>
        <Input {...form.register(f.author)} maxLength={50} />
      </FormField>
      <Stack gap="1.5">
        <Text fontSize="sm" fontWeight="medium">
          <Trans>{language}正文</Trans>
        </Text>
        <Controller
          control={form.control}
          name={f.content}
          render={({ field }) => (
            <RichTextEditor
              label={t`${language}正文`}
              initialHtml={initialHtml}
              onChange={field.onChange}
              invalid={Boolean(contentError)}
              {...(contentError ? { describedBy: errorId } : {})}
            />
          )}
        />
        {contentError ? (
          <Text id={errorId} fontSize="sm" color="fg.error">
            {contentError}
          </Text>
        ) : null}
      </Stack>
    </Stack>
  );
}
