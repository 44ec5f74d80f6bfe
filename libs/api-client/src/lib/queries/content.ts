import { queryOptions } from '@tanstack/react-query';
import { apiClient, DETAIL_READ } from '../client';
import { NAV_PAGE_SIZE } from '../constants';
import { queryKey } from '../query-key';
import type { ArticleListRequest, PageContentType, SitePage } from '@forwarder/contracts/api-f';

// `preview`: the console's preview of drafts (hidden navigation, unpublished blocks), honoured by the server for a
// staff token only. It is part of the key, so a preview never fills the visitors' cache entry or reads from it.
const previewQuery = (preview: boolean) => (preview ? { preview: true } : {});

export const contentQueries = {
  navList: (preview = false) => {
    const body = { maxResultCount: NAV_PAGE_SIZE, skipCount: 0 };
    return queryOptions({
      queryKey: queryKey('getNavList', { ...body, ...previewQuery(preview) }),
      queryFn: ({ signal }) =>
        apiClient().send((c) => c.POST('/api/f/content/nav/list', { body, params: { query: previewQuery(preview) }, signal }), signal),
      staleTime: 5 * 60_000,
    });
  },
  nav: (id: string, preview = false) =>
    queryOptions({
      queryKey: queryKey('getNav', { id, ...previewQuery(preview) }),
      queryFn: ({ signal }) =>
        apiClient().send(
          (c) => c.GET('/api/f/content/nav/{id}', { params: { path: { id }, query: previewQuery(preview) }, signal }),
          signal,
          DETAIL_READ,
        ),
    }),
  navBySitePage: (sitePage: SitePage, preview = false) =>
    queryOptions({
      queryKey: queryKey('getNavBySitePage', { sitePage, ...previewQuery(preview) }),
      queryFn: ({ signal }) =>
        apiClient().send((c) => c.GET('/api/f/content/nav', { params: { query: { sitePage, ...previewQuery(preview) } }, signal }), signal),
    }),
  pageContents: (pageContentTypes: PageContentType[] = [], preview = false) =>
    queryOptions({
      queryKey: queryKey('getPageContentList', { pageContentTypes, ...previewQuery(preview) }),
      queryFn: ({ signal }) =>
        apiClient().send(
          (c) => c.POST('/api/f/content/page-content/list', { body: { pageContentTypes }, params: { query: previewQuery(preview) }, signal }),
          signal,
        ),
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
