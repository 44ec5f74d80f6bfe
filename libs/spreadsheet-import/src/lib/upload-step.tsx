import { Alert, Box, Button, Card, Heading, List, Stack, Text } from '@chakra-ui/react';
import { isApiError, type ApiError, type UploadOptions } from '@forwarder/api-client';
import { FileDropZone, UploadProgress } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { SPREADSHEET_ACCEPT, spreadsheetProblem, type SpreadsheetLimits, type SpreadsheetProblem } from './spreadsheet-file';

export interface UploadStepProps<P> {
  /** Id of the card's heading (names the section and the drop zone). */
  headingId: string;
  limits: SpreadsheetLimits;
  /** Sends the file for the server's preview (the app's command, without the global error toast). */
  upload: (file: File, options: UploadOptions) => Promise<P>;
  onPreview: (preview: P) => void;
  /** Accessible name of the file input ("选择订单表格"). */
  inputLabel: string;
  /** The rules under the button (type, size, rows, what happens next). */
  rules: ReactNode;
  /** What to say of a file that is not an .xlsx (names the app's template). */
  wrongTypeText: (name: string) => string;
  /** The server's refusal of a sheet, usually a `SpreadsheetRefusal` with the app's remedy. */
  renderRefusal: (error: ApiError, fileName: string) => ReactNode;
  zoneTestId?: string;
  inputTestId?: string;
}

/**
 * One .xlsx, dropped or picked, checked here (type, size, empty) and then sent at once for the server's preview,
 * with progress and cancel. The server's refusals are shown next to the drop zone, not as a toast.
 */
export function UploadStep<P>({
  headingId,
  limits,
  upload: send,
  onPreview,
  inputLabel,
  rules,
  wrongTypeText,
  renderRefusal,
  zoneTestId,
  inputTestId,
}: UploadStepProps<P>) {
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
      return send(file, { signal: controller.signal, onProgress: setProgress });
    },
    onSuccess: onPreview,
    onSettled: () => {
      abort.current = null;
    },
  });

  const maxMiB = limits.maxMiB;
  const problemText = (problem: SpreadsheetProblem, name: string) => {
    switch (problem) {
      case 'other-spreadsheet':
        return t`“${name}” 不是 .xlsx 文件。请在 Excel 或 WPS 中另存为 “Excel 工作簿 (.xlsx)” 后再上传。`;
      case 'type':
        return wrongTypeText(name);
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
    const problem = spreadsheetProblem(file, limits);
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

  return (
    <Card.Root as="section" aria-labelledby={headingId} h="full">
      <Card.Header>
        <Heading as="h2" size="md" id={headingId}>
          <Trans>上传填好的表格</Trans>
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <FileDropZone
            labelledBy={headingId}
            zoneTestId={zoneTestId}
            inputTestId={inputTestId}
            prompt={<Trans>将 .xlsx 文件拖到此处，或</Trans>}
            buttonLabel={<Trans>选择文件</Trans>}
            rules={rules}
            inputLabel={inputLabel}
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

          {serverError ? renderRefusal(serverError, fileName) : null}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The server's refusal of a sheet: its message, the details it listed, and the app's remedy (`children`). */
export function SpreadsheetRefusal({ error, fileName, children }: { error: ApiError; fileName: string; children?: ReactNode }) {
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
            {children}
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
