import { Alert, Box, Button, Card, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { isApiError, type ApiError, type OrderExcelPreview } from '@forwarder/api-client';
import { useLocalePath } from '@forwarder/i18n';
import { FileDropZone, UploadProgress } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { previewSpreadsheet } from '../api/batch-order-commands';
import {
  MAX_SPREADSHEET_MIB,
  MAX_SPREADSHEET_ROWS,
  refusalReason,
  SPREADSHEET_ACCEPT,
  spreadsheetProblem,
  type SpreadsheetProblem,
} from '../lib/spreadsheet-file';

export interface UploadStepProps {
  onPreview: (preview: OrderExcelPreview) => void;
}

/**
 * Step 2: one .xlsx, dropped or picked, checked here (type, size, empty) and then sent at once for the server's
 * preview, with progress and cancel. The server's refusals are shown next to the drop zone, not as a toast.
 */
export function UploadStep({ onPreview }: UploadStepProps) {
  const { t } = useLingui();
  const abort = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState(0);
  const [fileName, setFileName] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);

  const upload = useMutation({
    mutationFn: (file: File) => {
      const controller = new AbortController();
      abort.current = controller;
      setProgress(0);
      return previewSpreadsheet(file, { signal: controller.signal, onProgress: setProgress });
    },
    onSuccess: onPreview,
    onSettled: () => {
      abort.current = null;
    },
  });

  const maxMiB = MAX_SPREADSHEET_MIB;
  const problemText = (problem: SpreadsheetProblem, name: string) => {
    switch (problem) {
      case 'other-spreadsheet':
        return t`“${name}” 不是 .xlsx 文件。请在 Excel 或 WPS 中另存为 “Excel 工作簿 (.xlsx)” 后再上传。`;
      case 'type':
        return t`“${name}” 不是 .xlsx 文件。请使用下载的订单模板填写后上传。`;
      case 'size':
        return t`“${name}” 超过 ${maxMiB} MB，无法上传。请拆分为多个文件。`;
      case 'empty':
        return t`“${name}” 是空文件，无法上传。`;
    }
  };

  const pick = (files: File[]) => {
    const file = files[0];
    if (!file || upload.isPending) return;
    upload.reset();
    setFileName(file.name);
    if (files.length > 1) {
      setRefusal(t`一次只能上传一个文件。`);
      return;
    }
    const problem = spreadsheetProblem(file);
    if (problem) {
      setRefusal(problemText(problem, file.name));
      return;
    }
    setRefusal(null);
    upload.mutate(file);
  };

  const error = isApiError(upload.error) ? upload.error : null;
  const cancelled = error?.kind === 'cancelled';
  const serverError = error && !cancelled ? error : null;
  const percent = Math.round(progress * 100);
  const checking = upload.isPending && percent >= 100;
  const maxRows = MAX_SPREADSHEET_ROWS;

  return (
    <Card.Root as="section" aria-labelledby="batch-upload-heading" h="full">
      <Card.Header>
        <Heading as="h2" size="md" id="batch-upload-heading">
          <Trans>上传填好的表格</Trans>
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <FileDropZone
            labelledBy="batch-upload-heading"
            zoneTestId="batch-dropzone"
            inputTestId="batch-upload-input"
            prompt={<Trans>将 .xlsx 文件拖到此处，或</Trans>}
            buttonLabel={<Trans>选择文件</Trans>}
            rules={
              <Trans>
                .xlsx 格式，不超过 {maxMiB} MB，最多 {maxRows} 行。选择后立即上传并校验，不会直接下单。
              </Trans>
            }
            inputLabel={t`选择订单表格`}
            accept={SPREADSHEET_ACCEPT}
            disabled={upload.isPending}
            invalid={Boolean(refusal || serverError)}
            onFiles={pick}
          />

          {upload.isPending ? (
            <UploadProgress
              fraction={progress}
              label={checking ? <Trans>正在校验 {fileName}…</Trans> : <Trans>正在上传 {fileName}</Trans>}
            >
              <Box>
                <Button type="button" size="sm" variant="outline" onClick={() => abort.current?.abort()}>
                  <Trans>取消上传</Trans>
                </Button>
              </Box>
            </UploadProgress>
          ) : null}

          {cancelled ? (
            <Text role="status" color="fg.muted">
              <Trans>已取消上传，可以重新选择文件。</Trans>
            </Text>
          ) : null}

          {refusal ? (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  <Trans>无法上传此文件</Trans>
                </Alert.Title>
                <Alert.Description>{refusal}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}

          {serverError ? <ServerRefusal error={serverError} fileName={fileName} /> : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The server's refusal of the sheet, with what to do about it (set a default sender, use the template, split it). */
function ServerRefusal({ error, fileName }: { error: ApiError; fileName: string }) {
  const to = useLocalePath();
  const reason = refusalReason(error.code);
  const details = error.validationErrors.map((item) => item.message);
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>表格未通过检查：{fileName}</Trans>
        </Alert.Title>
        <Alert.Description>
          <Stack gap="1">
            <Text>{error.message}</Text>
            {details.length > 0 ? (
              <List.Root ps="5">
                {details.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List.Root>
            ) : null}
            {reason === 'NoDefaultSender' || details.length > 0 ? (
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
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
