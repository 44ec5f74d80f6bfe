import type { EventImportPreview, ImportEventsResult } from '@forwarder/api-client/ops';
import { ImportConfirmation, ImportWizard } from '@forwarder/spreadsheet-import';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateOrderReads } from '../../../shared/orders/invalidate';
import { submitEventImport } from '../api/event-import-commands';
import { ImportResultStep } from './import-result-step';
import { ImportTemplateStep } from './import-template-step';
import { ImportUploadStep } from './import-upload-step';

/** The import's counts and the waybills it touched (sheet order, once each). */
interface EventImportDone {
  result: ImportEventsResult;
  waybillNumbers: string[];
}

/**
 * Tracking events from a spreadsheet (/ops/event-import): template and upload, the server's preview of every row
 * with its cell errors, confirm, result. The import is all or nothing, so only a sheet without errors is confirmed (a
 * sheet with errors is fixed and uploaded again); rows the server refuses on confirm (their orders moved since the
 * preview) are flagged in the table, and nothing was written.
 */
export function EventImport() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return (
    <ImportWizard<EventImportPreview, 'event', EventImportDone>
      stepsLabel={t`导入事件步骤`}
      template={<ImportTemplateStep />}
      upload={(onPreview) => <ImportUploadStep onPreview={onPreview} />}
      preview={{
        headingId: 'event-preview-heading',
        item: 'event',
        listName: 'rows',
        countsTestIdPrefix: 'event-import',
        table: { caption: t`事件预览`, validLabel: t`可导入`, testId: 'event-import-table' },
        send: async (rows, { fileName }) => ({
          result: await submitEventImport(fileName, rows.map((row) => row.event)),
          waybillNumbers: [...new Set(rows.map((row) => row.event.waybillNumber))],
        }),
        // The orders moved and each moved waybill has an `order.import` audit entry.
        onSent: () => invalidateOrderReads(queryClient),
        // Other failures were toasted.
        showsFailure: (error) => error.status === 400,
        refusalTitle: (refusedRows) =>
          refusedRows > 0 ? <Plural value={refusedRows} other="导入被拒绝：# 行未通过检查，没有写入任何事件。" /> : <Trans>导入失败，没有写入任何事件。</Trans>,
        confirmation: ({ validCount, allValid, pending, onConfirm, onReupload }) => (
          <ImportConfirmation
            readinessId="event-import-readiness"
            ready={allValid}
            readyText={<Trans>全部行均可导入，将一次写入。</Trans>}
            confirmLabel={<Plural value={validCount} other="导入 # 个事件" />}
            pending={pending}
            onConfirm={onConfirm}
            onReupload={onReupload}
          />
        ),
      }}
      result={({ result, waybillNumbers }, step) => <ImportResultStep result={result} waybillNumbers={waybillNumbers} {...step} />}
    />
  );
}
