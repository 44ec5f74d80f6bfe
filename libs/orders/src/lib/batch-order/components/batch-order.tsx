import { operationKey, type CreateOrderBatchResult, type OrderExcelPreview } from '@forwarder/api-client';
import { ImportWizard } from '@forwarder/spreadsheet-import';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { submitOrderBatch } from '../api/batch-order-commands';
import { ConfirmPanel } from './confirm-panel';
import { ResultStep } from './result-step';
import { RowEstimate } from './row-estimate';
import { TemplateStep } from './template-step';
import { UploadStep } from './upload-step';

/** The created orders, the sheet rows they came from (same order) and how many rows were skipped. */
interface BatchOrderDone {
  result: CreateOrderBatchResult;
  rowNumbers: number[];
  skipped: number;
}

/**
 * Batch order by spreadsheet (spec /user/batch-order): template and upload, the server's preview of every row,
 * confirm, created waybills. The valid rows' orders are created in one transaction; rows the server refuses on
 * confirm are flagged in the table (nothing was created), so the next confirm skips them.
 */
export function BatchOrder() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return (
    <ImportWizard<OrderExcelPreview, 'order', BatchOrderDone>
      stepsLabel={t`批量下单步骤`}
      template={<TemplateStep />}
      upload={(onPreview) => <UploadStep onPreview={onPreview} />}
      preview={{
        headingId: 'batch-preview-heading',
        item: 'order',
        listName: 'orders',
        countsTestIdPrefix: 'batch',
        table: {
          caption: t`订单预览`,
          extraColumn: { header: <Trans>运费估算</Trans>, cell: (row) => <RowEstimate order={row.order} /> },
        },
        send: async (rows, { totalCount }) => ({
          result: await submitOrderBatch(rows.map((row) => row.order)),
          rowNumbers: rows.map((row) => row.rowNumber),
          skipped: totalCount - rows.length,
        }),
        onSent: () =>
          Promise.all([
            queryClient.invalidateQueries({ queryKey: operationKey('getOrderList') }),
            queryClient.invalidateQueries({ queryKey: operationKey('getOrderStatusSummary') }),
          ]),
        refusalTitle: (refusedRows) =>
          refusedRows > 0 ? (
            <Plural value={refusedRows} other="提交被拒绝：# 行未通过检查，没有创建任何订单。这些行已在表格中标出，再次提交将跳过它们。" />
          ) : (
            <Trans>提交失败，没有创建任何订单。</Trans>
          ),
        confirmation: (state) => <ConfirmPanel {...state} />,
      }}
      result={({ result, rowNumbers, skipped }, step) => <ResultStep result={result} rowNumbers={rowNumbers} skipped={skipped} {...step} />}
    />
  );
}
