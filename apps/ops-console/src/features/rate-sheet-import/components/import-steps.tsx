import { Text } from '@chakra-ui/react';
import type { ApiError } from '@forwarder/api-client';
import { downloadRateSheetImportTemplate, previewRateSheetImport, type RateSheetImportPreview } from '@forwarder/api-client/ops';
import { refusalReason, SpreadsheetRefusal, TemplateStep, UploadStep, type SpreadsheetLimits } from '@forwarder/spreadsheet-import';
import { Trans, useLingui } from '@lingui/react/macro';

// eslint-disable-next-line lingui/no-unlocalized-strings -- file name
const TEMPLATE_FILE_NAME = 'rate-sheet-template.xlsx';

/** The server's limits for a rate-sheet spreadsheet (contract: previewRateSheetImport), checked here first. */
export const RATE_IMPORT_LIMITS: SpreadsheetLimits = { maxMiB: 10, maxRows: 200 };

/** Step 1: the template (column titles in the UI's language, two example zones) and its rules. */
export function RateTemplateStep() {
  const { maxMiB, maxRows } = RATE_IMPORT_LIMITS;
  return (
    <TemplateStep
      headingId="rate-template-heading"
      downloadLabel={<Trans>下载运价模板</Trans>}
      fileName={TEMPLATE_FILE_NAME}
      download={downloadRateSheetImportTemplate}
      rules={[
        <Trans key="rows">每行一个分区；第 2、3 行是“首重 + 续重”和“按公斤分段”的示例。</Trans>,
        <Trans key="breaks">按公斤分段写成“起始重量=单价”，用分号隔开，例如 0=38; 21=32.5; 45=29。</Trans>,
        <Trans key="replace">导入会替换此产品的全部分区；币种、除数、最低收费和燃油附加费保持不变。</Trans>,
        <Trans key="limits">
          仅支持 .xlsx 文件，不超过 {maxMiB} MB，每次最多 {maxRows} 行。
        </Trans>,
      ]}
    />
  );
}

/** Step 2: the shared upload step sending the sheet to the product's preview (nothing is written yet). */
export function RateUploadStep({ routingId, onPreview }: { routingId: string; onPreview: (preview: RateSheetImportPreview) => void }) {
  const { t } = useLingui();
  const { maxMiB, maxRows } = RATE_IMPORT_LIMITS;
  return (
    <UploadStep
      headingId="rate-upload-heading"
      zoneTestId="rate-import-dropzone"
      inputTestId="rate-import-input"
      limits={RATE_IMPORT_LIMITS}
      // Refusals (400, 413) are shown next to the drop zone, not toasted.
      upload={(file, options) => previewRateSheetImport(routingId, file, { ...options, handledStatuses: [400, 413] })}
      onPreview={onPreview}
      inputLabel={t`选择运价表格`}
      rules={
        <Trans>
          .xlsx 格式，不超过 {maxMiB} MB，最多 {maxRows} 行。选择后立即上传并校验，确认前不会修改运价表。
        </Trans>
      }
      wrongTypeText={(name) => t`“${name}” 不是 .xlsx 文件。请使用下载的运价模板填写后上传。`}
      renderRefusal={(error, fileName) => <RateRefusal error={error} fileName={fileName} />}
    />
  );
}

/** The server's refusal of the sheet (`Ops:Import…` codes), with what to do about it. */
function RateRefusal({ error, fileName }: { error: ApiError; fileName: string }) {
  const reason = refusalReason(error.code);
  return (
    <SpreadsheetRefusal error={error} fileName={fileName}>
      {reason === 'ImportTemplateMismatch' || reason === 'ImportNotASpreadsheet' || reason === 'ImportEmptySpreadsheet' ? (
        <Text>
          <Trans>请使用本页下载的运价模板，保留第 1 行表头。</Trans>
        </Text>
      ) : null}
    </SpreadsheetRefusal>
  );
}
