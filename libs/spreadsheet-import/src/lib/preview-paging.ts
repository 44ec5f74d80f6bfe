import { useState } from 'react';
import { PREVIEW_PAGE_SIZE, previewPage, type PreviewPage, type PreviewRow } from './preview-rows';

/** What PreviewFilter shows and changes. */
export interface PreviewFilterState {
  onlyErrors: boolean;
  onOnlyErrorsChange: (onlyErrors: boolean) => void;
  invalidCount: number;
  firstShown: number;
  lastShown: number;
  matching: number;
}

/**
 * A preview step's paging: the page and "only rows with errors" (switching it goes back to page 1), the rows the
 * page shows, and the props of its PreviewFilter, derived here once for every flow.
 */
export function usePreviewPaging<Row extends PreviewRow>(
  rows: readonly Row[],
  invalidCount: number,
): { view: PreviewPage<Row>; setPage: (page: number) => void; filter: PreviewFilterState } {
  const [page, setPage] = useState(1);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const view = previewPage(rows, page, onlyErrors);
  const shown = view.rows.length;
  const firstShown = shown === 0 ? 0 : (view.page - 1) * PREVIEW_PAGE_SIZE + 1;
  const lastShown = firstShown + shown - (shown === 0 ? 0 : 1);
  const onOnlyErrorsChange = (next: boolean) => {
    setOnlyErrors(next);
    setPage(1);
  };
  return { view, setPage, filter: { onlyErrors, onOnlyErrorsChange, invalidCount, firstShown, lastShown, matching: view.matching } };
}
