import { DEFAULT_PAGE_SIZE, userQueries, type AddressListRequest } from '@forwarder/api-client';
import { pageCount } from '@forwarder/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/** `?page=` (1-based, spec: the table's page starts at 1) and `?keyword=` of the address list. */
export function readListParams(params: URLSearchParams): { page: number; keyword: string } {
  const page = Number(params.get('page'));
  return { page: Number.isInteger(page) && page > 1 ? page : 1, keyword: (params.get('keyword') ?? '').trim() };
}

/**
 * The address list of the URL's page and keyword (7 a page), the number of pages, and `goTo` to change either.
 * A page emptied by a delete (or a stale `?page=`) moves back to the last page that has entries.
 */
export function useAddressList() {
  const [params, setParams] = useSearchParams();
  const { page, keyword } = readListParams(params);
  const body: AddressListRequest = { maxResultCount: DEFAULT_PAGE_SIZE, skipCount: (page - 1) * DEFAULT_PAGE_SIZE };
  if (keyword) body.keyword = keyword;
  const list = useQuery({ ...userQueries.addressList(body), placeholderData: keepPreviousData });
  const totalCount = list.data?.totalCount ?? 0;
  const pages = pageCount(totalCount, DEFAULT_PAGE_SIZE);

  const goTo = (next: { page?: number; keyword?: string }) => {
    const search = new URLSearchParams(params);
    const nextPage = next.page ?? page;
    const nextKeyword = next.keyword ?? keyword;
    if (nextPage > 1) search.set('page', String(nextPage));
    else search.delete('page');
    if (nextKeyword) search.set('keyword', nextKeyword);
    else search.delete('keyword');
    setParams(search);
  };

  const emptiedPage = Boolean(list.data && !list.isPlaceholderData && list.data.items.length === 0 && page > pages);
  useEffect(() => {
    if (!emptiedPage) return;
    const search = new URLSearchParams(params);
    if (pages > 1) search.set('page', String(pages));
    else search.delete('page');
    setParams(search, { replace: true });
  }, [emptiedPage, pages, params, setParams]);

  return { list, page, pages, keyword, totalCount, goTo };
}
