import { Badge, Box, Button, HStack, Input, Stack } from '@chakra-ui/react';
import { opsQueries, setArticlePublished, type OpsArticleListItem } from '@forwarder/api-client/ops';
import { useLocale, useLocalePath } from '@forwarder/i18n';
import { EnumSelect, FormField, showToast, type DataTableColumn } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { articleEditPath } from '../../../config/paths';
import { categoryOptions } from '../../../shared/content/category-options';
import { PreviewLinks } from '../../../shared/content/preview-links';
import { PageLink } from '../../../shared/layout/page-link';
import { PagedTable, useFilterDraft } from '../../../shared/list/list';
import { articleParams, readArticleParams, STATE_LABELS, STATES, toArticleListRequest, type ArticleFilter } from '../lib/article-filter';
import { invalidateArticleReads } from '../lib/invalidate';
import { LanguageBadges } from './language-badges';
import { useSiteTime } from '../../../shared/time/use-site-time';

const DeleteArticleDialog = lazy(() => import('./delete-article-dialog').then((module) => ({ default: module.DeleteArticleDialog })));

function useArticleColumns(onDelete: (article: OpsArticleListItem) => void): DataTableColumn<OpsArticleListItem>[] {
  const siteTime = useSiteTime();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const publish = useMutation({
    mutationFn: ({ id, isPublished }: { id: string; isPublished: boolean }) => setArticlePublished(id, isPublished),
    onSuccess: (article) => {
      invalidateArticleReads(queryClient);
      const title = article.titleZh || article.titleEn;
      void showToast({ type: 'success', title: article.isPublished ? t`已发布：${title}` : t`已撤回：${title}` });
    },
  });
  return [
    {
      key: 'title',
      header: <Trans>标题</Trans>,
      cell: (article) => (
        <Stack gap="0.5">
          <PageLink to={articleEditPath(article.id)}>{article.titleZh || article.titleEn}</PageLink>
          {article.titleZh && article.titleEn ? (
            <Box fontSize="xs" color="fg.muted" lang="en">
              {article.titleEn}
            </Box>
          ) : null}
        </Stack>
      ),
    },
    { key: 'languages', header: <Trans>语言</Trans>, nowrap: true, cell: (article) => <LanguageBadges languages={article.languages} /> },
    { key: 'category', header: <Trans>分类</Trans>, nowrap: true, cell: (article) => article.categoryDisplayName },
    { key: 'publishTime', header: <Trans>发布时间</Trans>, nowrap: true, cell: (article) => siteTime.time(article.publishTime) },
    {
      key: 'state',
      header: <Trans>状态</Trans>,
      nowrap: true,
      cell: (article) => (
        <Badge colorPalette={article.isPublished ? 'green' : 'gray'} variant="subtle">
          {article.isPublished ? <Trans>已发布</Trans> : <Trans>草稿</Trans>}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: <Trans>操作</Trans>,
      cell: (article) => {
        const title = article.titleZh || article.titleEn;
        return (
          <HStack gap="2" wrap="wrap">
            <Button
              size="xs"
              variant="outline"
              loading={publish.isPending && publish.variables.id === article.id}
              aria-label={article.isPublished ? t`撤回发布：${title}` : t`发布：${title}`}
              onClick={() => publish.mutate({ id: article.id, isPublished: !article.isPublished })}
            >
              {article.isPublished ? <Trans>撤回</Trans> : <Trans>发布</Trans>}
            </Button>
            <PreviewLinks path={`/article/${article.id}`} name={title} />
            <Button size="xs" variant="outline" colorPalette="red" aria-label={t`删除：${title}`} onClick={() => onDelete(article)}>
              <Trans>删除</Trans>
            </Button>
          </HStack>
        );
      },
    },
  ];
}

/** Articles, drafts included: search and filters in the URL, pages of 20; writing, publishing, previewing, deleting. */
export function ArticleList() {
  const { t } = useLingui();
  const to = useLocalePath();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const { filter, page } = readArticleParams(params);
  const [deleting, setDeleting] = useState<OpsArticleListItem | null>(null);
  const list = useQuery({ ...opsQueries.articleList(toArticleListRequest(filter, page)), placeholderData: keepPreviousData });
  const columns = useArticleColumns(setDeleting);
  return (
    <Stack gap="5">
      <HStack justify="space-between" align="end" wrap="wrap" gap="3">
        <ArticleSearch key={params.toString()} filter={filter} onSearch={(next) => setParams(articleParams(next))} />
        <Button asChild>
          <RouterLink to={to(articleEditPath())}>
            <Trans>写文章</Trans>
          </RouterLink>
        </Button>
      </HStack>
      <PagedTable
        label={t`文章`}
        columns={columns}
        query={list}
        rowKey={(article) => article.id}
        failed={<Trans>文章加载失败</Trans>}
        empty={<Trans>没有符合条件的文章。</Trans>}
        page={page}
        onPageChange={(next) => setParams(articleParams(filter, next))}
      />
      <Suspense fallback={null}>
        {deleting ? (
          <DeleteArticleDialog
            article={deleting}
            onClose={() => setDeleting(null)}
            onDeleted={() => {
              setDeleting(null);
              invalidateArticleReads(queryClient);
              void showToast({ type: 'success', title: t`已删除文章` });
            }}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}

function ArticleSearch({ filter, onSearch }: { filter: ArticleFilter; onSearch: (filter: ArticleFilter) => void }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const categories = useQuery(opsQueries.categoryList());
  const { form, set, input, submit } = useFilterDraft(filter, onSearch);
  return (
    <Box as="form" role="search" aria-label={t`搜索文章`} onSubmit={submit}>
      <HStack align="end" gap="2" wrap="wrap">
        <FormField label={<Trans>关键词</Trans>}>
          <Input {...input('keyword')} placeholder={t`中文或英文标题`} maxLength={100} minW="56" />
        </FormField>
        <EnumSelect label={<Trans>分类</Trans>} allLabel={t`全部`} options={categoryOptions(categories.data?.items ?? [], locale)} value={form.category} onChange={set('category')} />
        <EnumSelect
          label={<Trans>状态</Trans>}
          allLabel={t`全部`}
          options={STATES.map((value) => ({ value, displayName: i18n._(STATE_LABELS[value]) }))}
          value={form.state}
          onChange={set('state')}
        />
        <Button type="submit" variant="outline">
          <Trans>搜索</Trans>
        </Button>
      </HStack>
    </Box>
  );
}
