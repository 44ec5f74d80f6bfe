import { Link, Text } from '@chakra-ui/react';
import type { ApiError, OrderExcelPreview } from '@forwarder/api-client';
import { useLocalePath } from '@forwarder/i18n';
import { refusalReason, SpreadsheetRefusal, UploadStep as SpreadsheetUploadStep } from '@forwarder/spreadsheet-import';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { useShippingPaths } from '../../shipping-paths/shipping-paths';
import { previewSpreadsheet } from '../api/batch-order-commands';
import { BATCH_LIMITS } from '../lib/batch-limits';

export interface UploadStepProps {
  onPreview: (preview: OrderExcelPreview) => void;
}

/**
 * Step 2: the shared upload step (@forwarder/spreadsheet-import: checks, progress, cancel, refusals inline) sending
 * the sheet to the order preview, with what a member can do about a refusal.
 */
export function UploadStep({ onPreview }: UploadStepProps) {
  const { t } = useLingui();
  const { maxMiB, maxRows } = BATCH_LIMITS;
  return (
    <SpreadsheetUploadStep
      headingId="batch-upload-heading"
      zoneTestId="batch-dropzone"
      inputTestId="batch-upload-input"
      limits={BATCH_LIMITS}
      upload={previewSpreadsheet}
      onPreview={onPreview}
      inputLabel={t`选择订单表格`}
      rules={
        <Trans>
          .xlsx 格式，不超过 {maxMiB} MB，最多 {maxRows} 行。选择后立即上传并校验，不会直接下单。
        </Trans>
      }
      wrongTypeText={(name) => t`“${name}” 不是 .xlsx 文件。请使用下载的订单模板填写后上传。`}
      renderRefusal={(error, fileName) => <ServerRefusal error={error} fileName={fileName} />}
    />
  );
}

/** The server's refusal of the sheet, with what to do about it (set a default sender, use the template, split it). */
function ServerRefusal({ error, fileName }: { error: ApiError; fileName: string }) {
  const to = useLocalePath();
  const paths = useShippingPaths();
  const reason = refusalReason(error.code);
  return (
    <SpreadsheetRefusal error={error} fileName={fileName}>
      {reason === 'NoDefaultSender' || error.validationErrors.length > 0 ? (
        <Link asChild color="brand.fg" fontWeight="medium">
          <RouterLink to={to(paths.addresses)}>
            <Trans>前往我的地址簿设置默认发件地址</Trans>
          </RouterLink>
        </Link>
      ) : reason === 'TemplateMismatch' || reason === 'NotASpreadsheet' ? (
        <Text>
          <Trans>请使用本页下载的订单模板，保留第 1 行表头。</Trans>
        </Text>
      ) : reason === 'TooManyRows' || reason === 'SpreadsheetTooLarge' ? (
        <Text>
          <Trans>请把订单拆分到多个文件，分批上传。</Trans>
        </Text>
      ) : null}
    </SpreadsheetRefusal>
  );
}
