import { Button, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router-dom';

/** The 1-based page of a list from `?page=` (invalid or missing: 1). */
export function pageFromSearch(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

function hrefForPage(pathname: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}`;
}

/** Previous/next paging as links (`?page=N`), so a page of a list can be shared and reloaded. */
export function Pager({ page, pageSize, totalCount }: { page: number; pageSize: number; totalCount: number }) {
  const { t } = useLingui();
  const { pathname, search } = useLocation();
  const pages = Math.max(1, Math.ceil(totalCount / pageSize));
  if (pages <= 1) return null;
  return (
    <HStack as="nav" aria-label={t`分页`} justify="center" gap="3">
      {page > 1 ? (
        <Button asChild variant="outline" size="sm">
          <Link to={hrefForPage(pathname, search, page - 1)} rel="prev">
            <Trans>上一页</Trans>
          </Link>
        </Button>
      ) : (
        <Button variant="outline" size="sm" disabled>
          <Trans>上一页</Trans>
        </Button>
      )}
      <Text fontSize="sm" aria-current="page">
        <Trans>
          第 {page} / {pages} 页
        </Trans>
      </Text>
      {page < pages ? (
        <Button asChild variant="outline" size="sm">
          <Link to={hrefForPage(pathname, search, page + 1)} rel="next">
            <Trans>下一页</Trans>
          </Link>
        </Button>
      ) : (
        <Button variant="outline" size="sm" disabled>
          <Trans>下一页</Trans>
        </Button>
      )}
    </HStack>
  );
}
