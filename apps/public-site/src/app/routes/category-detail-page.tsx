import { Heading, Stack, Text } from '@chakra-ui/react';
import { contentQueries, DEFAULT_PAGE_SIZE } from '@forwarder/api-client';
import { PageSection } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router-dom';
import { ArticleList, ArticleListSkeleton } from '../../features/articles/components/article-list';
import { Pager, pageFromSearch } from '../../features/articles/components/pager';
import { CategoryGrid } from '../../features/categories/components/category-grid';
import { PageHead } from './page-head';
import { ContentPageSkeleton, QueryError } from './query-state';
import type { PageData } from './page-data';

export const pageData: PageData = ({ params, url }) => [contentQueries.category(params['id'] ?? ''), articlesQuery(params['id'] ?? '', url.search)];

/** The category's articles on the URL's page. */
function articlesQuery(id: string, search: string) {
  const page = pageFromSearch(search);
  return contentQueries.articleList({ maxResultCount: DEFAULT_PAGE_SIZE, skipCount: (page - 1) * DEFAULT_PAGE_SIZE, categoryId: id });
}

// Spec section 2: /list/{id}, a category with its sub-categories and its articles (sub-categories included), paged.
export function Component() {
  const { id = '' } = useParams();
  const { search } = useLocation();
  const page = pageFromSearch(search);
  const category = useQuery(contentQueries.category(id));
  const articles = useQuery({
    ...articlesQuery(id, search),
    enabled: category.isSuccess,
    placeholderData: keepPreviousData,
  });

  if (category.isPending) return <ContentPageSkeleton />;
  if (category.isError) return <QueryError error={category.error} />;
  const { displayName, description, items } = category.data;

  return (
    <PageSection title={displayName}>
      <PageHead title={displayName} description={description} />
      {description ? <Text color="fg.muted">{description}</Text> : null}
      {items.length > 0 ? (
        <Stack as="section" gap="3" aria-labelledby="category-children">
          <Heading as="h2" size="lg" id="category-children">
            <Trans>子分类</Trans>
          </Heading>
          <CategoryGrid categories={items} headingLevel="h3" />
        </Stack>
      ) : null}
      <Stack as="section" gap="4" aria-labelledby="category-articles">
        <Heading as="h2" size="lg" id="category-articles">
          <Trans>文章</Trans>
        </Heading>
        {articles.isPending ? (
          <ArticleListSkeleton />
        ) : articles.isError ? (
          <QueryError error={articles.error} />
        ) : (
          <>
            <ArticleList articles={articles.data.items} headingLevel="h3" />
            <Pager page={page} pageSize={DEFAULT_PAGE_SIZE} totalCount={articles.data.totalCount} />
          </>
        )}
      </Stack>
    </PageSection>
  );
}
