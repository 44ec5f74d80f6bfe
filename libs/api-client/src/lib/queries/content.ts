import { queryOptions } from '@tanstack/react-query';
import { apiClient, DETAIL_READ } from '../client';
import { NAV_PAGE_SIZE } from '../constants';
import { queryKey } from '../query-key';
import type { ArticleListRequest, PageContentType, SitePage } from '@forwarder/contracts/api-f';

export const contentQueries = {
  navList: () => {
    const body = { maxResultCount: NAV_PAGE_SIZE, skipCount: 0 };
    return queryOptions({
      queryKey: queryKey('getNavList', body),
      queryFn: ({ signal }) => apiClient().send((c) => c.POST('/api/f/content/nav/list', { body, signal }), signal),
      staleTime: 5 * 60_000,
    });
  },
  nav: (id: string) =>
    queryOptions({
      queryKey: queryKey('getNav', { id }),
      queryFn: ({ signal }) =>
        apiClient().send((c) => c.GET('/api/f/content/nav/{id}', { params: { path: { id } }, signal }), signal, DETAIL_READ),
    }),
  navBySitePage: (sitePage: SitePage) =>
    queryOptions({
      queryKey: queryKey('getNavBySitePage', { sitePage }),
      queryFn: ({ signal }) =>
        apiClient().send((c) => c.GET('/api/f/content/nav', { params: { query: { sitePage } }, signal }), signal),
    }),
  pageContents: (pageContentTypes: PageContentType[] = []) =>
    queryOptions({
      queryKey: queryKey('getPageContentList', { pageContentTypes }),
      queryFn: ({ signal }) =>
        apiClient().send((c) => c.POST('/api/f/content/page-content/list', { body: { pageContentTypes }, signal }), signal),
      staleTime: 5 * 60_000,
    }),
  /** `preview` (staff only; the server answers 403 to anyone else) lists drafts too. */
  articleList: (body: ArticleListRequest, preview = false) =>
    queryOptions({
      queryKey: queryKey('getArticleList', { ...body, ...(preview ? { preview } : {}) }),
      queryFn: ({ signal }) =>
        apiClient().send(
          (c) => c.POST('/api/f/content/article/list', { body, ...(preview ? { params: { query: { preview } } } : {}), signal }),
          signal,
        ),
    }),
  /** `preview` (staff only) answers a draft too. */
  article: (id: string, preview = false) =>
    queryOptions({
      queryKey: queryKey('getArticle', { id, ...(preview ? { preview } : {}) }),
      queryFn: ({ signal }) =>
        apiClient().send(
          (c) => c.GET('/api/f/content/article/{id}', { params: { path: { id }, ...(preview ? { query: { preview } } : {}) }, signal }),
          signal,
          DETAIL_READ,
        ),
    }),
  categoryList: (parentId?: string) => {
    const body = parentId ? { parentId } : {};
    return queryOptions({
      queryKey: queryKey('getCategoryList', body),
      queryFn: ({ signal }) => apiClient().send((c) => c.POST('/api/f/content/category/list', { body, signal }), signal),
    });
  },
  category: (id: string) =>
    queryOptions({
      queryKey: queryKey('getCategory', { id }),
      queryFn: ({ signal }) =>
        apiClient().send((c) => c.GET('/api/f/content/category/{id}', { params: { path: { id } }, signal }), signal, DETAIL_READ),
    }),
};
