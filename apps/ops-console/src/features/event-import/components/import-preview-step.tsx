import { Stack } from '@chakra-ui/react';
import { isApiError } from '@forwarder/api-client';
import type { EventImportPreview, ImportEventsResult } from '@forwarder/api-client/ops';
import {
  ImportRefusal,
  importProblems,
  PreviewCounts,
  PreviewFilter,
  PreviewTable,
  usePreviewPaging,
  validRows,
  withImportProblems,
  type ImportProblem,
  ImportConfirmation,
  PreviewHeading,
} from '@forwarder/spreadsheet-import';
import { Pager } from '@forwarder/ui';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type Ref } from 'react';
import { invalidateOrderReads } from '../../../shared/orders/invalidate';
import { submitEventImport } from '../api/event-import-commands';

export interface ImportPreviewStepProps {
  preview: EventImportPreview;
  /** The preview with rows the server refused on confirm turned invalid. */
  onPreviewChange: (preview: EventImportPreview) => void;
  onReupload: () => void;
  /** The import's counts and the waybills it touched (sheet order, once each). */
  onImported: (result: ImportEventsResult, waybillNumbers: string[]) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * Step 3: counts, the rows in the server's order (50 a page, optionally only those with errors) and the import
 * button, enabled only when every row passed: the import is all or nothing, so a sheet with errors is fixed and
 * uploaded again. Rows the server refuses on confirm (the orders moved since the preview) are flagged in the table;
 * nothing was written.
 */
export function ImportPreviewStep({ preview, onPreviewChange, onReupload, onImported, headingRef }: ImportPreviewStepProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [problems, setProblems] = useState<ImportProblem[]>([]);
  const valid = validRows(preview.rows, 'event');
  const { totalCount, validCount, invalidCount, fileName, columns } = preview;
  const { view, setPage, filter } = usePreviewPaging(preview.rows, invalidCount);
  const titleOf = new Map(columns.map((column) => [column.key, column.title]));
  const ready = invalidCount === 0 && valid.length > 0;

  const submit = useMutation({
    mutationFn: () => submitEventImport(fileName, valid.map((row) => row.event)),
    onMutate: () => setProblems([]),
    onSuccess: async (result) => {
      // The orders moved and each moved waybill has an `order.import` audit entry.
      await invalidateOrderReads(queryClient);
      onImported(result, [...new Set(valid.map((row) => row.event.waybillNumber))]);
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      const found = importProblems(error, valid, columns, 'rows');
      setProblems(found);
      if (found.some((problem) => problem.rowNumber !== null)) onPreviewChange(withImportProblems(preview, found, 'event'));
    },
  });

  const submitError = isApiError(submit.error) && submit.error.status === 400 ? submit.error : null;
  const refusedRows = new Set(problems.flatMap((problem) => (problem.rowNumber === null ? [] : [problem.rowNumber]))).size;

  return (
    <Stack as="section" aria-labelledby="event-preview-heading" gap="5">
      <PreviewHeading headingId="event-preview-heading" headingRef={headingRef} fileName={fileName} />

      <PreviewCounts totalCount={totalCount} validCount={validCount} invalidCount={invalidCount} testIdPrefix="event-import" />

      {problems.length > 0 || submitError ? (
        <ImportRefusal
          problems={problems}
          serverMessage={submitError?.message}
          titleOf={titleOf}
          title={
            refusedRows > 0 ? (
              <Plural value={refusedRows} other="导入被拒绝：# 行未通过检查，没有写入任何事件。" />
            ) : (
              <Trans>导入失败，没有写入任何事件。</Trans>
            )
          }
        />
      ) : null}

      <PreviewFilter {...filter} />

      {view.rows.length > 0 ? <PreviewTable columns={columns} rows={view.rows} caption={t`事件预览`} validLabel={t`可导入`} testId="event-import-table" /> : null}

      <Pager page={view.page} pageCount={view.pageCount} onPageChange={setPage} label={t`预览分页`} />

      <ImportConfirmation
        readinessId="event-import-readiness"
        ready={ready}
        readyText={<Trans>全部行均可导入，将一次写入。</Trans>}
        confirmLabel={<Plural value={validCount} other="导入 # 个事件" />}
        pending={submit.isPending}
        onConfirm={() => submit.mutate()}
        onReupload={onReupload}
      />
    </Stack>
  );
}
