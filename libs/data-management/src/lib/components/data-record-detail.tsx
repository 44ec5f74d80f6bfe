import { Alert, Box, Button, DataList, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { downloadMerchantDataFile, isApiError, merchantDataQueries, useSiteTimeZone, type MerchantData, type MerchantDataFile } from '@forwarder/api-client';
import { withoutErrorToast } from '@forwarder/auth';
import { formatTimeInZone } from '@forwarder/i18n';
import { EMPTY_DATE } from '@forwarder/i18n/dates';
import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DataTable, LoadingStatus, saveBlob, showToast, type DataTableColumn } from '@forwarder/ui';
import { fileKindLabel } from '../file-kinds';
import { formatFileSize } from '../files';

// Editing and deleting are rare next to reading: their dialogs (and the form libraries) load when opened.
const EditRecordDialog = lazy(() => import('./record-dialogs').then((module) => ({ default: module.EditRecordDialog })));
const DeleteRecordDialog = lazy(() => import('./record-dialogs').then((module) => ({ default: module.DeleteRecordDialog })));


/** A missing record, another account's (the server answers 404, never 403) or an id that is not a UUID (400). */
function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 400);
}

function BackLink() {
  return (
    <Button asChild variant="outline" size="sm" alignSelf="flex-start">
      <Link to={{ search: '' }}>
        <Trans>返回资料列表</Trans>
      </Link>
    </Button>
  );
}

/** One record: its metadata and files, each downloadable. */
export function DataRecordDetail({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const timeZone = useSiteTimeZone();
  // A not-found record is this view's own message, not a 'request error' toast.
  const base = merchantDataQueries.detail(id);
  const query = useQuery({ ...base, queryFn: (context) => withoutErrorToast(async () => base.queryFn!(context)) });

  if (query.isPending) {
    return (
      <LoadingStatus gap="3">
        <Skeleton height="8" width="60%" />
        <Skeleton height="24" />
      </LoadingStatus>
    );
  }
  if (query.isError) {
    return (
      <Stack gap="4">
        <Alert.Root status={isNotFound(query.error) ? 'warning' : 'error'} role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {isNotFound(query.error) ? <Trans>找不到这条资料</Trans> : <Trans>资料加载失败</Trans>}
            </Alert.Title>
            <Alert.Description>
              {isNotFound(query.error) ? <Trans>它可能已被删除，或不属于当前账号。</Trans> : query.error.message}
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <BackLink />
      </Stack>
    );
  }

  const record = query.data;
  return (
    <Stack gap="5">
      <BackLink />
      <HStack justify="space-between" align="start" wrap="wrap" gap="3">
        <Text as="h2" fontSize="xl" fontWeight="semibold" wordBreak="break-word" minW="0">
          {record.title}
        </Text>
        <RecordActions record={record} />
      </HStack>
      <DataList.Root orientation="horizontal">
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans>分类</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue>{record.categoryDisplayName}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans>说明</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue whiteSpace="pre-wrap">{record.description || EMPTY_DATE}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans>上传时间</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue>{formatTimeInZone(record.creationTime, timeZone)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>
            <Trans>文件</Trans>
          </DataList.ItemLabel>
          <DataList.ItemValue>
            <Trans>
              {record.fileCount} 个，共 {formatFileSize(record.totalSize)}
            </Trans>
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <DataTable
        label={t`文件列表`}
        caption="hidden"
        columns={fileColumns(record.id, i18n, timeZone)}
        rows={record.files}
        rowKey={(file) => file.id}
      />
    </Stack>
  );
}

function fileColumns(recordId: string, i18n: I18n, timeZone: string): DataTableColumn<MerchantDataFile>[] {
  return [
    {
      key: 'name',
      header: <Trans>文件名</Trans>,
      cell: (file) => (
        <Box as="span" wordBreak="break-all">
          {file.fileName}
        </Box>
      ),
    },
    { key: 'size', header: <Trans>大小</Trans>, align: 'end', nowrap: true, cell: (file) => formatFileSize(file.size) },
    { key: 'type', header: <Trans>类型</Trans>, nowrap: true, cell: (file) => i18n._(fileKindLabel(file.contentType)) },
    { key: 'uploaded', header: <Trans>上传时间</Trans>, nowrap: true, cell: (file) => formatTimeInZone(file.uploadTime, timeZone) },
    { key: 'actions', header: <Trans>操作</Trans>, cell: (file) => <DownloadButton recordId={recordId} file={file} /> },
  ];
}

function DownloadButton({ recordId, file }: { recordId: string; file: MerchantDataFile }) {
  const { t } = useLingui();
  const download = useMutation({
    mutationFn: () => downloadMerchantDataFile(recordId, file.id),
    onSuccess: (blob) => saveBlob(blob, file.fileName),
  });
  return (
    <HStack>
      <Button
        size="xs"
        variant="outline"
        loading={download.isPending}
        aria-label={t`下载 ${file.fileName}`}
        onClick={() => download.mutate()}
      >
        <Trans>下载</Trans>
      </Button>
    </HStack>
  );
}

/** Edit and delete, each through its dialog; after a delete the list is shown with a confirmation toast. */
function RecordActions({ record }: { record: MerchantData }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  const close = () => setOpen(null);
  const { title } = record;
  return (
    <HStack gap="2">
      <Button size="sm" variant="outline" onClick={() => setOpen('edit')}>
        <Trans>编辑</Trans>
      </Button>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setOpen('delete')}>
        <Trans>删除</Trans>
      </Button>
      <Suspense fallback={null}>
        {open === 'edit' ? <EditRecordDialog record={record} onClose={close} /> : null}
        {open === 'delete' ? (
          <DeleteRecordDialog
            record={record}
            onClose={close}
            onDeleted={() => {
              showToast({ type: 'success', title: t`资料“${title}”已删除` });
              navigate({ search: '' }, { replace: true });
            }}
          />
        ) : null}
      </Suspense>
    </HStack>
  );
}
