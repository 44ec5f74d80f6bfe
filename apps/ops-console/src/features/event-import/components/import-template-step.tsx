import { downloadEventImportTemplate } from '@forwarder/api-client/ops';
import { TemplateStep } from '@forwarder/spreadsheet-import';
import { Trans } from '@lingui/react/macro';
import { EVENT_IMPORT_LIMITS } from '../lib/import-limits';

// eslint-disable-next-line lingui/no-unlocalized-strings -- file name
const TEMPLATE_FILE_NAME = 'event-import-template.xlsx';

/** Step 1: the template (column titles in the UI's language, event codes on its instructions sheet) and its rules. */
export function ImportTemplateStep() {
  const { maxMiB, maxRows } = EVENT_IMPORT_LIMITS;
  return (
    <TemplateStep
      headingId="event-template-heading"
      downloadLabel={<Trans>下载事件模板</Trans>}
      fileName={TEMPLATE_FILE_NAME}
      download={downloadEventImportTemplate}
      rules={[
        <Trans key="rows">每行一个事件；事件代码见模板的说明工作表，第 2 行是示例。</Trans>,
        <Trans key="order">同一运单的多行按时间顺序检查；与最新事件相同的行会跳过。</Trans>,
        <Trans key="all">全部行通过检查才能导入，要么全部写入，要么都不写入。</Trans>,
        <Trans key="limits">
          仅支持 .xlsx 文件，不超过 {maxMiB} MB，每次最多 {maxRows} 行。
        </Trans>,
      ]}
    />
  );
}
