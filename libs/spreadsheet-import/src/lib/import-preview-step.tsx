import { Stack } from '@chakra-ui/react';
import { isApiError, type ApiError } from '@forwarder/api-client';
import { Pager } from '@forwarder/ui';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode, type Ref } from 'react';
import { PreviewHeading } from './import-confirmation';
import { importProblems, withImportProblems, type ImportProblem } from './import-problems';
import { ImportRefusal, PreviewCounts, PreviewFilter } from './preview-parts';
import { usePreviewPaging } from './preview-paging';
import { validRows, type PreviewRow, type SpreadsheetPreview } from './preview-rows';
import { PreviewTable, type PreviewTableProps } from './preview-table';

/** A row that passed, with its item (`order`, `event`, `zone`) present. */
export type ValidPreviewRow<P extends SpreadsheetPreview, K extends keyof P['rows'][number]> = P['rows'][number] & {
  [X in K]: NonNullable<P['rows'][number][X]>;
};

/** What the confirmation under the table gets: the counts, and the send with its state. */
export interface ImportConfirmState {
  validCount: number;
  invalidCount: number;
  /** Every row passed (and there is one): an all-or-nothing import may be confirmed. */
  allValid: boolean;
  pending: boolean;
  onConfirm: () => void;
  onReupload: () => void;
}

/** How one flow previews and confirms its sheet: the parts of the preview step that differ between flows. */
export interface ImportPreviewConfig<P extends SpreadsheetPreview, K extends keyof P['rows'][number] & string, S> {
  headingId: string;
  /** The key of a row's item in the preview (`order`, `event`, `zone`). */
  item: K;
  /** The confirm body's list the server's refusals name (`orders[3].x`, `rows[3].code`, `zones[1].breaks`). */
  listName: string;
  /** Test ids of the counts: `<prefix>-total|valid|invalid`. */
  countsTestIdPrefix: string;
  table: Pick<PreviewTableProps<P['rows'][number]>, 'caption' | 'validLabel' | 'testId' | 'extraColumn'>;
  /** Sends the valid rows and answers what the result step shows. */
  send: (rows: Array<ValidPreviewRow<P, K>>, preview: P) => Promise<S>;
  /** After a success, before the result step (refresh the reads the import changed). */
  onSent?: (done: S) => Promise<unknown> | void;
  /** Which failures of the send are said above the table (the others were toasted); every one by default. */
  showsFailure?: (error: ApiError) => boolean;
  /** The refusal's title, by the number of sheet rows it names (0: none, the server's message follows). */
  refusalTitle: (refusedRows: number) => ReactNode;
  confirmation: (state: ImportConfirmState) => ReactNode;
}

export interface ImportPreviewStepProps<P extends SpreadsheetPreview, K extends keyof P['rows'][number] & string, S> {
  config: ImportPreviewConfig<P, K, S>;
  preview: P;
  headingRef: Ref<HTMLHeadingElement>;
  /** The preview with the rows the server refused on confirm turned invalid. */
  onPreviewChange: (preview: P) => void;
  onReupload: () => void;
  onDone: (done: S) => void;
}

/**
 * The preview step of every flow: counts, the rows in the server's order (50 a page, optionally only those with
 * errors) and the confirmation. Rows the server refuses on confirm are flagged in the table (nothing was written),
 * with the refusal above it.
 */
export function ImportPreviewStep<P extends SpreadsheetPreview, K extends keyof P['rows'][number] & string, S>({
  config,
  preview,
  headingRef,
  onPreviewChange,
  onReupload,
  onDone,
}: ImportPreviewStepProps<P, K, S>) {
  const { t } = useLingui();
  const [problems, setProblems] = useState<ImportProblem[]>([]);
  const valid = validRows(preview.rows as ReadonlyArray<P['rows'][number]>, config.item) as Array<ValidPreviewRow<P, K>>;
  const { totalCount, validCount, invalidCount, fileName, columns } = preview;
  const { view, setPage, filter } = usePreviewPaging<PreviewRow>(preview.rows, invalidCount);
  const titleOf = new Map(columns.map((column) => [column.key, column.title]));

  const submit = useMutation({
    mutationFn: () => config.send(valid, preview),
    onMutate: () => setProblems([]),
    onSuccess: async (done) => {
      await config.onSent?.(done);
      onDone(done);
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      const found = importProblems(error, valid, columns, config.listName);
      setProblems(found);
      if (found.some((problem) => problem.rowNumber !== null)) onPreviewChange(withImportProblems(preview, found, config.item));
    },
  });

  const failure = isApiError(submit.error) && (config.showsFailure?.(submit.error) ?? true) ? submit.error : null;
  const refusedRows = new Set(problems.flatMap((problem) => (problem.rowNumber === null ? [] : [problem.rowNumber]))).size;

  return (
    <Stack as="section" aria-labelledby={config.headingId} gap="5">
      <PreviewHeading headingId={config.headingId} headingRef={headingRef} fileName={fileName} />

      <PreviewCounts totalCount={totalCount} validCount={validCount} invalidCount={invalidCount} testIdPrefix={config.countsTestIdPrefix} />

      {problems.length > 0 || failure ? (
        <ImportRefusal problems={problems} serverMessage={failure?.message} titleOf={titleOf} title={config.refusalTitle(refusedRows)} />
      ) : null}

      <PreviewFilter {...filter} />

      {view.rows.length > 0 ? <PreviewTable {...config.table} columns={columns} rows={view.rows as P['rows']} /> : null}

      <Pager page={view.page} pageCount={view.pageCount} onPageChange={setPage} label={t`预览分页`} />

      {config.confirmation({
        validCount,
        invalidCount,
        allValid: invalidCount === 0 && valid.length > 0,
        pending: submit.isPending,
        onConfirm: () => submit.mutate(),
        onReupload,
      })}
    </Stack>
  );
}
