import { DataTable, Pager, pageCount, RetryAlert, type DataTableProps } from '@forwarder/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';

// The console's lists (orders, batches, exceptions, customers, messages, audit, staff) keep their filter and page in
// the URL, so a dashboard tile links to a filtered list and a reload or a shared address shows the same list. Each
// list's filter module reads and validates its own fields; the page, the way values go into the URL, the filter
// form's draft and the table with its pager are these. One module, so a list page loads one small chunk for them.

/** Rows per page of every console list. */
export const PAGE_SIZE = 20;

/** The 1-based page of a list's URL (`?page=3`): anything but a whole number above 1 is page 1. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** A filter's values (and page) → the URL's search params: values trimmed, empty ones and page 1 left out. */
export function listParams(filter: Readonly<Record<string, string>>, page = 1): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value.trim()) search.set(key, value.trim());
  if (page > 1) search.set('page', String(page));
  return search;
}

/** The request's window for a page (`maxResultCount`, `skipCount`). */
export function pageWindow(page: number): { maxResultCount: number; skipCount: number } {
  return { maxResultCount: PAGE_SIZE, skipCount: (page - 1) * PAGE_SIZE };
}

export interface PagedTableProps<Row> extends Omit<DataTableProps<Row>, 'rows' | 'loading' | 'error' | 'empty'> {
  /** The page's query: its rows and the total over every page. */
  /** `totalCountIsLowerBound` comes with the lists whose count is capped (the order list). */
  query: Pick<UseQueryResult<{ items: Row[]; totalCount: number; totalCountIsLowerBound?: boolean }>, 'data' | 'isLoading' | 'isError' | 'refetch'>;
  /** The retry alert's title when the page failed to load ("运单加载失败"). */
  failed: ReactNode;
  /** What an empty list says ("没有符合条件的运单。"). */
  empty: ReactNode;
  /** The current page, from 1, and going to another. */
  page: number;
  onPageChange: (page: number) => void;
}

/**
 * A page of a console list as a table (loading skeleton, a retry when it failed, the empty state) and its pager, for
 * the lists whose filter and page live in the URL.
 */
export function PagedTable<Row>({ query, failed, empty, page, onPageChange, ...table }: PagedTableProps<Row>) {
  const totalCount = query.data?.totalCount ?? 0;
  return (
    <>
      <DataTable
        {...table}
        rows={query.data?.items ?? []}
        loading={query.isLoading}
        error={query.isError ? <RetryAlert title={failed} onRetry={() => void query.refetch()} /> : null}
        empty={totalCount > 0 ? undefined : empty}
      />
      <Pager
        page={page}
        pageCount={pageCount(totalCount, PAGE_SIZE)}
        totalCount={totalCount}
        totalCountIsLowerBound={query.data?.totalCountIsLowerBound ?? false}
        onPageChange={onPageChange}
      />
    </>
  );
}

/**
 * A list's filter form: a draft of the URL's filter that the form edits, applied on submit. The list re-mounts the
 * form (a `key` of the URL's filter) when the URL changes, so the draft starts again from it.
 */
export function useFilterDraft<F extends Record<keyof F, string>>(filter: F, onApply: (filter: F) => void) {
  const [form, setForm] = useState<F>(filter);
  /** A setter for one field, for a select's `onChange(value)`. */
  const set = (key: keyof F) => (value: string) => setForm((current) => ({ ...current, [key]: value }));
  /** `value` and `onChange` of an input bound to one field. */
  const input = (key: keyof F) => ({ value: form[key], onChange: (event: { currentTarget: { value: string } }) => set(key)(event.currentTarget.value) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(form);
  };
  /** Clears the form and applies the empty filter. */
  const reset = (empty: F) => {
    setForm(empty);
    onApply(empty);
  };
  return { form, set, input, submit, reset };
}
