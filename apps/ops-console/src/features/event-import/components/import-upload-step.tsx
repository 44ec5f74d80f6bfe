import { Text } from '@chakra-ui/react';
import type { ApiError } from '@forwarder/api-client';
import type { EventImportPreview } from '@forwarder/api-client/ops';
import { refusalReason, SpreadsheetRefusal, UploadStep } from '@forwarder/spreadsheet-import';
import { Trans, useLingui } from '@lingui/react/macro';
import { previewEventSpreadsheet } from '../api/event-import-commands';
import { EVENT_IMPORT_LIMITS } from '../lib/import-limits';

/** Step 2: the shared upload step sending the sheet to the event preview (nothing is written yet). */
export function ImportUploadStep({ onPreview }: { onPreview: (preview: EventImportPreview) => void }) {
  const { t } = useLingui();
  const { maxMiB, maxRows } = EVENT_IMPORT_LIMITS;
  return (
    <UploadStep
      headingId="event-upload-heading"
      zoneTestId="event-import-dropzone"
      inputTestId="event-import-input"
      limits={EVENT_IMPORT_LIMITS}
      upload={previewEventSpreadsheet}
      onPreview={onPreview}
      inputLabel={t`选择事件表格`}
      rules={
        <Trans>
          .xlsx 格式，不超过 {maxMiB} MB，最多 {maxRows} 行。选择后立即上传并校验，确认前不会写入任何事件。
        </Trans>
      }
      wrongTypeText={(name) => t`“${name}” 不是 .xlsx 文件。请使用下载的事件模板填写后上传。`}
      renderRefusal={(error, fileName) => <ServerRefusal error={error} fileName={fileName} />}
    />
  );
}

/** The server's refusal of the sheet (`Ops:Import…` codes), with what to do about it. */
function ServerRefusal({ error, fileName }: { error: ApiError; fileName: string }) {
  const reason = refusalReason(error.code);
  return (
    <SpreadsheetRefusal error={error} fileName={fileName}>
      {reason === 'ImportTemplateMismatch' || reason === 'ImportNotASpreadsheet' || reason === 'ImportEmptySpreadsheet' ? (
        <Text>
          <Trans>请使用本页下载的事件模板，保留第 1 行表头。</Trans>
        </Text>
      ) : reason === 'ImportTooManyRows' || reason === 'ImportSpreadsheetTooLarge' || reason === 'ImportSpreadsheetTimeout' ? (
        <Text>
          <Trans>请把事件拆分到多个文件，分批导入。</Trans>
        </Text>
      ) : null}
    </SpreadsheetRefusal>
  );
}
