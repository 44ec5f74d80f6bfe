import { Alert, Box, Button, DataList, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { downloadMerchantDataFile, isApiError, merchantDataQueries, type MerchantDataFile } from '@forwarder/api-client';
import { withoutErrorToast } from '@forwarder/auth';
import { EMPTY_DATE, formatDate } from '@forwarder/i18n/dates';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { DataTable, saveBlob, type DataTableColumn } from '@forwarder/ui';
import { DATE_TIME, formatFileSize } from '../files';


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
  const { t } = useLingui();
  // A not-found record is this view's own message, not a 'request error' toast.
  const base = merchantDataQueries.detail(id);
  const query = useQuery({ ...base, queryFn: (context) => withoutErrorToast(async () => base.queryFn!(context)) });

  if (query.isPending) {
    return (
      <Stack gap="3" aria-busy="true" aria-label={t`正在加载`}>
        <Skeleton height="8" width="60%" />
        <Skeleton height="24" />
      </Stack>
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
      <Text as="h2" fontSize="xl" fontWeight="semibold">
        {record.title}
      </Text>
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
          <DataList.ItemValue>{formatDate(record.creationTime, DATE_TIME)}</DataList.ItemValue>
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
        columns={fileColumns(record.id)}
        rows={record.files}
        rowKey={(file) => file.id}
      />
    </Stack>
  );
}

function fileColumns(recordId: string): DataTableColumn<MerchantDataFile>[] {
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
    { key: 'type', header: <Trans>类型</Trans>, cell: (file) => file.contentType },
    { key: 'uploaded', header: <Trans>上传时间</Trans>, nowrap: true, cell: (file) => formatDate(file.uploadTime, DATE_TIME) },
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
