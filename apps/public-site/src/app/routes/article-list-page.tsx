import { Stack } from '@chakra-ui/react';
import { contentQueries, DEFAULT_PAGE_SIZE } from '@forwarder/api-client';
import { PageSection } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { ArticleList, ArticleListSkeleton } from '../../features/articles/components/article-list';
import { CategoryChips } from '../../features/articles/components/category-chips';
import { Pager, pageFromSearch } from '../../features/articles/components/pager';
import { usePreviewMode } from '../preview';
import { PageHead } from './page-head';
import { QueryError } from './query-state';
import type { PageData } from './page-data';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const pageData: PageData = ({ url, preview }) => [contentQueries.categoryList(), articlesQuery(url.search, preview)];

/** The articles of the list's page and category, as the URL's query string names them. */
function articlesQuery(search: string, preview: boolean) {
  const page = pageFromSearch(search);
  const category = new URLSearchParams(search).get('category');
  const categoryId = category && UUID.test(category) ? category : null;
  return contentQueries.articleList({ maxResultCount: DEFAULT_PAGE_SIZE, skipCount: (page - 1) * DEFAULT_PAGE_SIZE, ...(categoryId ? { categoryId } : {}) }, preview);
}

// Spec section 2: /article, the article list; 7 per page (section 9), `?page=` and `?category=` in the URL; with
// `?preview=1` (staff) drafts too. Every article is listed; one not in the page's language carries a badge.
export function Component() {
  const { t } = useLingui();
  const preview = usePreviewMode();
  const { search } = useLocation();
  const page = pageFromSearch(search);
  const category = new URLSearchParams(search).get('category');
  const categoryId = category && UUID.test(category) ? category : null;
  const categories = useQuery(contentQueries.categoryList());
  const articles = useQuery({ ...articlesQuery(search, preview), placeholderData: keepPreviousData });

  return (
    <PageSection title={<Trans>新闻资讯</Trans>}>
      <PageHead title={t`新闻资讯`} />
      {categories.data ? <CategoryChips categories={categories.data.items} selected={categoryId} /> : null}
      {articles.isPending ? (
        <ArticleListSkeleton />
      ) : articles.isError ? (
        <QueryError error={articles.error} />
      ) : (
        <Stack gap="6" opacity={articles.isPlaceholderData ? 0.6 : 1}>
          <ArticleList articles={articles.data.items} />
          <Pager page={page} pageSize={DEFAULT_PAGE_SIZE} totalCount={articles.data.totalCount} />
        </Stack>
      )}
    </PageSection>
  );
}
