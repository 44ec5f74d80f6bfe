import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { isApiError, operationKey, type MerchantData } from '@forwarder/api-client';
import { zodResolver } from '@forwarder/i18n/zod';
import { FileDropZone, UploadProgress } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { ACCEPT, MAX_FILES } from '../files';
import {
  emptyUploadFields,
  serverUploadErrors,
  uploadDataRecord,
  uploadFieldsSchema,
  type UploadField,
  type UploadFields,
} from '../upload';
import { FailureAlert } from './failure-alert';
import { PickedFileList, usePickedFiles } from './picked-files';
import { RecordFields } from './record-fields';

export interface UploadFormProps {
  /** Called with the created record (the page opens its detail). */
  onCreated: (record: MerchantData) => void;
}

/**
 * The upload form: title, description, category and 1–5 files (drop zone or file picker), each file checked
 * client-side (type, 10 MiB) before anything is sent; a progress bar and a cancel button while uploading;
 * the server's validation errors shown on the field or file they name.
 */
export function UploadForm({ onCreated }: UploadFormProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const abort = useRef<AbortController | null>(null);
  const picked = usePickedFiles();
  const files = picked.files;
  const [progress, setProgress] = useState(0);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const form = useForm<UploadFields>({ defaultValues: emptyUploadFields, resolver: zodResolver(uploadFieldsSchema), mode: 'onTouched' });
  const { handleSubmit, setError } = form;

  const upload = useMutation({
    mutationFn: (values: UploadFields) => {
      const controller = new AbortController();
      abort.current = controller;
      setProgress(0);
      setOtherErrors([]);
      return uploadDataRecord(
        uploadFieldsSchema.parse(values),
        files.map((item) => item.file),
        { signal: controller.signal, onProgress: setProgress },
      );
    },
    onSuccess: async (record) => {
      await queryClient.invalidateQueries({ queryKey: operationKey('getMerchantDataList') });
      onCreated(record);
    },
    onError: (error) => {
      if (!isApiError(error) || error.kind === 'cancelled') return;
      const mapped = serverUploadErrors(error);
      for (const [field, message] of Object.entries(mapped.fields)) setError(field as UploadField, { type: 'server', message });
      picked.showServerErrors(mapped.files);
      setOtherErrors([...new Set([error.message, ...mapped.other])]);
    },
    onSettled: () => {
      abort.current = null;
    },
  });

  const addFiles = (added: File[]) => {
    if (added.length === 0) return;
    upload.reset();
    picked.add(added);
  };

  const submit = handleSubmit((values) => {
    if (files.length === 0) {
      picked.setError(t`请至少选择一个文件。`);
      return;
    }
    if (files.some((item) => item.problem)) {
      picked.setError(t`请先移除不符合要求的文件。`);
      return;
    }
    upload.mutate(values);
  });

  const cancelled = isApiError(upload.error) && upload.error.kind === 'cancelled';

  return (
    <form noValidate onSubmit={submit} aria-label={t`上传资料`}>
      <Stack gap="5" maxW="3xl">
        <RecordFields form={form} disabled={upload.isPending} />

        <Stack gap="2" role="group" aria-labelledby="data-upload-files-label">
          <Text id="data-upload-files-label" fontWeight="medium" fontSize="sm">
            <Trans>文件</Trans>
          </Text>
          <FileDropZone
            labelledBy="data-upload-files-label"
            zoneTestId="data-upload-dropzone"
            inputTestId="data-upload-input"
            prompt={<Trans>将文件拖到此处，或</Trans>}
            buttonLabel={<Trans>选择文件</Trans>}
            rules={
              <Trans>
                支持 PDF、PNG、JPG、JPEG、XLSX、DOCX、CSV、TXT；每个文件不超过 10 MB，最多 {MAX_FILES} 个文件。
              </Trans>
            }
            inputLabel={t`选择文件`}
            accept={ACCEPT}
            multiple
            disabled={upload.isPending || files.length >= MAX_FILES}
            onFiles={addFiles}
          />
          {picked.error ? (
            <Text role="alert" color="fg.error" fontSize="sm">
              {picked.error}
            </Text>
          ) : null}
          {files.length > 0 ? <PickedFileList files={files} disabled={upload.isPending} onRemove={picked.remove} /> : null}
        </Stack>

        {upload.isPending ? <UploadProgress fraction={progress} label={<Trans>上传进度</Trans>} /> : null}
        {cancelled ? (
          <Text role="status" color="fg.muted">
            <Trans>上传已取消，未保存任何内容。</Trans>
          </Text>
        ) : null}
        <FailureAlert title={<Trans>上传失败</Trans>} messages={otherErrors} />

        <FormActions uploading={upload.isPending} onCancel={() => abort.current?.abort()} />
      </Stack>
    </form>
  );
}

/** Upload and back to the list; while uploading, cancel. */
function FormActions({ uploading, onCancel }: { uploading: boolean; onCancel: () => void }) {
  return (
    <HStack gap="3">
      {uploading ? (
        <Button type="button" variant="outline" onClick={onCancel}>
          <Trans>取消上传</Trans>
        </Button>
      ) : (
        <>
          <Button type="submit">
            <Trans>开始上传</Trans>
          </Button>
          <Button asChild variant="ghost">
            <Link to={{ search: '' }}>
              <Trans>返回资料列表</Trans>
            </Link>
          </Button>
        </>
      )}
    </HStack>
  );
}
