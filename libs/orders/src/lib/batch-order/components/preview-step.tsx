import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import {
  isApiError,
  operationKey,
  type CreateOrderBatchResult,
  type OrderExcelPreview,
  type OrderExcelPreviewRow,
} from '@forwarder/api-client';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
  PreviewHeading,
} from '@forwarder/spreadsheet-import';
import { Pager } from '@forwarder/ui';
import { useState, type Ref } from 'react';
import { submitOrderBatch } from '../api/batch-order-commands';
import { RowEstimate } from './row-estimate';

export interface PreviewStepProps {
  preview: OrderExcelPreview;
  /** The preview with rows the server refused on confirm turned invalid. */
  onPreviewChange: (preview: OrderExcelPreview) => void;
  onReupload: () => void;
  /** The created orders, with the rows they came from (same order). */
  onCreated: (result: CreateOrderBatchResult, rows: OrderExcelPreviewRow[]) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * Step 3: counts, the rows (50 a page, optionally only those with errors) and the confirm button that creates the
 * valid rows' orders in one transaction. Rows the server refuses on confirm are flagged in the table (nothing was
 * created), so the next confirm skips them.
 */
export function PreviewStep({ preview, onPreviewChange, onReupload, onCreated, headingRef }: PreviewStepProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [problems, setProblems] = useState<ImportProblem[]>([]);
  const valid = validRows(preview.rows, 'order');
  const { totalCount, validCount, invalidCount, fileName, columns } = preview;
  const { view, setPage, filter } = usePreviewPaging(preview.rows, invalidCount);
  const titleOf = new Map(columns.map((column) => [column.key, column.title]));

  const submit = useMutation({
    mutationFn: () => submitOrderBatch(valid.map((row) => row.order)),
    onMutate: () => setProblems([]),
    onSuccess: async (result) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: operationKey('getOrderList') }),
        queryClient.invalidateQueries({ queryKey: operationKey('getOrderStatusSummary') }),
      ]);
      onCreated(result, valid);
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      const found = importProblems(error, valid, preview.columns, 'orders');
      setProblems(found);
      if (found.some((problem) => problem.rowNumber !== null)) onPreviewChange(withImportProblems(preview, found, 'order'));
    },
  });

  const submitError = isApiError(submit.error) ? submit.error : null;

  return (
    <Stack as="section" aria-labelledby="batch-preview-heading" gap="5">
      <PreviewHeading headingId="batch-preview-heading" headingRef={headingRef} fileName={fileName} />

      <PreviewCounts totalCount={totalCount} validCount={validCount} invalidCount={invalidCount} testIdPrefix="batch" />

      {problems.length > 0 || submitError ? <SubmitRefusal problems={problems} serverMessage={submitError?.message} titleOf={titleOf} /> : null}

      <PreviewFilter {...filter} />

      {view.rows.length > 0 ? (
        <PreviewTable
          columns={columns}
          rows={view.rows}
          caption={t`订单预览`}
          extraColumn={{ header: <Trans>运费估算</Trans>, cell: (row) => <RowEstimate order={row.order} /> }}
        />
      ) : null}

      <Pager page={view.page} pageCount={view.pageCount} onPageChange={setPage} label={t`预览分页`} />

      <ConfirmPanel
        validCount={validCount}
        invalidCount={invalidCount}
        pending={submit.isPending}
        onSubmit={() => submit.mutate()}
        onReupload={onReupload}
      />
    </Stack>
  );
}

/** Why confirming failed: the refused rows (already flagged in the table), or the server's message. */
function SubmitRefusal({
  problems,
  serverMessage,
  titleOf,
}: {
  problems: readonly ImportProblem[];
  /** The server's message when it named no rows. */
  serverMessage: string | undefined;
  titleOf: ReadonlyMap<string, string>;
}) {
  const refusedRows = new Set(problems.flatMap((problem) => (problem.rowNumber === null ? [] : [problem.rowNumber]))).size;
  return (
    <ImportRefusal
      problems={problems}
      serverMessage={serverMessage}
      titleOf={titleOf}
      title={
        refusedRows > 0 ? (
          <Plural value={refusedRows} other="提交被拒绝：# 行未通过检查，没有创建任何订单。这些行已在表格中标出，再次提交将跳过它们。" />
        ) : (
          <Trans>提交失败，没有创建任何订单。</Trans>
        )
      }
    />
  );
}

/** What confirming will do (invalid rows are skipped), the confirm button and "choose another file". */
function ConfirmPanel({
  validCount,
  invalidCount,
  pending,
  onSubmit,
  onReupload,
}: {
  validCount: number;
  invalidCount: number;
  pending: boolean;
  onSubmit: () => void;
  onReupload: () => void;
}) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="bg.subtle">
      <Stack gap="3">
        {validCount === 0 ? (
          <Text>
            <Trans>没有可以提交的行。请按表中的提示修改表格后重新上传。</Trans>
          </Text>
        ) : invalidCount > 0 ? (
          <Text>
            <Plural
              value={invalidCount}
              other={`# 行有错误，提交时将被跳过，只创建 ${validCount} 个有效订单。也可以先修改表格再重新上传。`}
            />
          </Text>
        ) : (
          <Text>
            <Trans>全部 {validCount} 行均可提交。</Trans>
          </Text>
        )}
        <HStack gap="3" wrap="wrap">
          <Button disabled={validCount === 0} loading={pending} onClick={onSubmit}>
            <Plural value={validCount} other="提交 # 个有效订单" />
          </Button>
          <Button variant="outline" disabled={pending} onClick={onReupload}>
            <Trans>重新选择文件</Trans>
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
