import { Button, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';

/** Number of pages of `totalCount` items, `pageSize` a page: at least 1 (an empty list is one empty page). */
export function pageCount(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

export interface PagerProps {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  /** When given, the text says how many items there are in all ("第 2 / 3 页，共 15 条"). */
  totalCount?: number;
  /**
   * The server stopped counting at `totalCount` (a capped count): the text says "more than" it, and the next page
   * stays available however far `pageCount` (then a lower bound) reaches.
   */
  totalCountIsLowerBound?: boolean;
  onPageChange: (page: number) => void;
  /** Accessible name of the `nav` (default "分页"); name it apart when a page has two pagers. */
  label?: string;
  /** Also shown when everything fits on one page (both buttons disabled); hidden then by default. */
  showSinglePage?: boolean;
}

/** Previous / next buttons around "page X / Y" in a named `nav`. */
export function Pager({ page, pageCount: pages, totalCount, totalCountIsLowerBound = false, onPageChange, label, showSinglePage = false }: PagerProps) {
  const { t, i18n } = useLingui();
  if (pages <= 1 && !totalCountIsLowerBound && !showSinglePage) return null;
  const shownCount = totalCount === undefined ? '' : i18n.number(totalCount);
  return (
    <HStack as="nav" aria-label={label ?? t`分页`} justify="center" gap="3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <Trans>上一页</Trans>
      </Button>
      <Text fontSize="sm">
        {totalCount === undefined ? (
          <Trans>
            第 {page} / {pages} 页
          </Trans>
        ) : totalCountIsLowerBound ? (
          <Trans>
            第 {page} 页，超过 {shownCount} 条
          </Trans>
        ) : (
          <Trans>
            第 {page} / {pages} 页，共 {totalCount} 条
          </Trans>
        )}
      </Text>
      <Button variant="outline" size="sm" disabled={page >= pages && !totalCountIsLowerBound} onClick={() => onPageChange(page + 1)}>
        <Trans>下一页</Trans>
      </Button>
    </HStack>
  );
}
