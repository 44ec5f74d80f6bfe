import type { OpsArticleListRequest } from '@forwarder/api-client/ops';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { listParams, pageWindow, readPage } from '../../../shared/list/list';

// The article list's filter lives in the URL (`?keyword=&category=<id>&state=draft&page=2`) like the console's other
// lists: a reload or a shared address shows the same list.

export const STATES = ['published', 'draft'] as const;
export type ArticleStateFilter = (typeof STATES)[number] | '';

export interface ArticleFilter {
  keyword: string;
  category: string;
  state: ArticleStateFilter;
}

export const STATE_LABELS: Record<(typeof STATES)[number], MessageDescriptor> = { published: msg`已发布`, draft: msg`草稿` };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readArticleParams(params: URLSearchParams): { filter: ArticleFilter; page: number } {
  const state = params.get('state');
  const category = params.get('category') ?? '';
  return {
    filter: {
      keyword: (params.get('keyword') ?? '').trim(),
      category: UUID.test(category) ? category : '',
      state: STATES.includes(state as (typeof STATES)[number]) ? (state as ArticleStateFilter) : '',
    },
    page: readPage(params),
  };
}

export const articleParams = (filter: ArticleFilter, page = 1): URLSearchParams => listParams({ ...filter }, page);

export function toArticleListRequest(filter: ArticleFilter, page: number): OpsArticleListRequest {
  return {
    ...(filter.keyword ? { keyword: filter.keyword } : {}),
    ...(filter.category ? { categoryId: filter.category } : {}),
    ...(filter.state ? { isPublished: filter.state === 'published' } : {}),
    ...pageWindow(page),
  };
}
