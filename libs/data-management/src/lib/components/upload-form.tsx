import { Alert, Button, CloseButton, Field, HStack, Input, List, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { isApiError, operationKey, type MerchantData } from '@forwarder/api-client';
import { zodResolver } from '@forwarder/i18n';
import { FileDropZone, UploadProgress } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { categoryLabels, DATA_CATEGORIES } from '../categories';
import { ACCEPT, fileProblem, formatFileSize, MAX_FILES, type FileProblem } from '../files';
import {
  emptyUploadFields,
  serverUploadErrors,
  uploadDataRecord,
  uploadFieldsSchema,
  type UploadField,
  type UploadFields,
} from '../upload';

interface PickedFile {
  key: number;
  file: File;
  problem: FileProblem | null;
  serverError?: string;
}

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
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const nextKey = useRef(0);
  const abort = useRef<AbortController | null>(null);
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [filesError, setFilesError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const form = useForm<UploadFields>({ defaultValues: emptyUploadFields, resolver: zodResolver(uploadFieldsSchema), mode: 'onTouched' });
  const { register, handleSubmit, setError, formState } = form;
  const errors = formState.errors;

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
      setFiles((current) => current.map((item, index) => ({ ...item, serverError: mapped.files[index] })));
      setOtherErrors([...new Set([error.message, ...mapped.other])]);
    },
    onSettled: () => {
      abort.current = null;
    },
  });

  const addFiles = (added: File[]) => {
    if (added.length === 0) return;
    upload.reset();
    setFilesError(null);
    setFiles((current) => {
      const cleared = current.map(({ serverError: _ignored, ...item }) => item);
      const room = MAX_FILES - cleared.length;
      if (added.length > room) setFilesError(t`最多上传 ${MAX_FILES} 个文件，多出的文件未添加。`);
      return [
        ...cleared,
        ...added.slice(0, Math.max(0, room)).map((file) => ({ key: nextKey.current++, file, problem: fileProblem(file) })),
      ];
    });
  };

  const removeFile = (key: number) => {
    setFilesError(null);
    setFiles((current) => current.filter((item) => item.key !== key));
  };

  const problemText = (problem: FileProblem) =>
    problem === 'type'
      ? t`不支持此文件类型，请上传 PDF、PNG、JPG、XLSX、DOCX、CSV 或 TXT 文件。`
      : problem === 'size'
        ? t`文件超过 10 MB，无法上传。`
        : t`文件为空，无法上传。`;

  const submit = handleSubmit((values) => {
    if (files.length === 0) {
      setFilesError(t`请至少选择一个文件。`);
      return;
    }
    if (files.some((item) => item.problem)) {
      setFilesError(t`请先移除不符合要求的文件。`);
      return;
    }
    upload.mutate(values);
  });

  const cancelled = isApiError(upload.error) && upload.error.kind === 'cancelled';
  const fieldError = (name: UploadField) => errors[name]?.message;

  return (
    <form noValidate onSubmit={submit} aria-label={t`上传资料`}>
      <Stack gap="5" maxW="3xl">
        <Field.Root required invalid={Boolean(fieldError('title'))} disabled={upload.isPending}>
          <Field.Label>
            <Trans>标题</Trans>
            <Field.RequiredIndicator />
          </Field.Label>
          <Input maxLength={100} {...register('title')} />
          <Field.HelperText>
            <Trans>最多 100 个字符</Trans>
          </Field.HelperText>
          {fieldError('title') ? <Field.ErrorText>{fieldError('title')}</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root invalid={Boolean(fieldError('description'))} disabled={upload.isPending}>
          <Field.Label>
            <Trans>说明</Trans>
          </Field.Label>
          <Textarea rows={4} maxLength={1000} {...register('description')} />
          <Field.HelperText>
            <Trans>选填，最多 1000 个字符</Trans>
          </Field.HelperText>
          {fieldError('description') ? <Field.ErrorText>{fieldError('description')}</Field.ErrorText> : null}
        </Field.Root>
        <Field.Root invalid={Boolean(fieldError('category'))} disabled={upload.isPending}>
          <Field.Label>
            <Trans>分类</Trans>
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field {...register('category')}>
              {DATA_CATEGORIES.map((value) => (
                <option key={value} value={String(value)}>
                  {i18n._(categoryLabels[value])}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {fieldError('category') ? <Field.ErrorText>{fieldError('category')}</Field.ErrorText> : null}
        </Field.Root>

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
          {filesError ? (
            <Text role="alert" color="fg.error" fontSize="sm">
              {filesError}
            </Text>
          ) : null}
          {files.length > 0 ? (
            <List.Root as="ul" listStyle="none" gap="2" aria-label={t`已选文件`}>
              {files.map((item) => {
                const message = item.problem ? problemText(item.problem) : item.serverError;
                return (
                  <List.Item key={item.key} borderWidth="1px" borderRadius="md" px="3" py="2" borderColor={message ? 'border.error' : 'border'}>
                    <HStack justify="space-between" align="start" w="full">
                      <Stack gap="0.5" minW="0">
                        <Text wordBreak="break-all">
                          {item.file.name} <Text as="span" color="fg.muted" fontSize="sm">({formatFileSize(item.file.size)})</Text>
                        </Text>
                        {message ? (
                          <Text color="fg.error" fontSize="sm" role="alert">
                            {message}
                          </Text>
                        ) : null}
                      </Stack>
                      <CloseButton
                        size="xs"
                        aria-label={t`移除 ${item.file.name}`}
                        disabled={upload.isPending}
                        onClick={() => removeFile(item.key)}
                      />
                    </HStack>
                  </List.Item>
                );
              })}
            </List.Root>
          ) : null}
        </Stack>

        {upload.isPending ? <UploadProgress fraction={progress} label={<Trans>上传进度</Trans>} /> : null}
        {cancelled ? (
          <Text role="status" color="fg.muted">
            <Trans>上传已取消，未保存任何内容。</Trans>
          </Text>
        ) : null}
        {otherErrors.length > 0 ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                <Trans>上传失败</Trans>
              </Alert.Title>
              {otherErrors.map((message) => (
                <Alert.Description key={message}>{message}</Alert.Description>
              ))}
            </Alert.Content>
          </Alert.Root>
        ) : null}

        <HStack gap="3">
          {upload.isPending ? (
            <Button type="button" variant="outline" onClick={() => abort.current?.abort()}>
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
      </Stack>
    </form>
  );
}
