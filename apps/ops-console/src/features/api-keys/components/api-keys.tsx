import { Badge, Box, Button, Code, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { isApiError } from '@forwarder/api-client';
import { opsOperationKey, opsQueries, StaffRole, type ApiKey, type CreatedApiKey } from '@forwarder/api-client/ops';
import { NativeCheckbox, RetryAlert, showToast, type DataTableColumn } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PagedTable, pageWindow, readPage } from '../../../shared/list/list';
import { AdminsOnly } from '../../../shared/staff/admins-only';
import { useStaffMe } from '../../../shared/staff/use-staff';
import { CarrierUsage } from './carrier-usage';
import { useSiteTime } from '../../../shared/time/use-site-time';

const CreateApiKeyDialog = lazy(() => import('./create-api-key-dialog').then((module) => ({ default: module.CreateApiKeyDialog })));
const RevokeApiKeyDialog = lazy(() => import('./revoke-api-key-dialog').then((module) => ({ default: module.RevokeApiKeyDialog })));
const NewApiKeyDialog = lazy(() => import('./new-api-key-dialog').then((module) => ({ default: module.NewApiKeyDialog })));

/** API keys (admins only): operators get the console's "admins only" refusal, and the list is never asked for. */
export function ApiKeys() {
  const me = useStaffMe();
  if (me.isError) return <RetryAlert title={<Trans>账号信息加载失败</Trans>} onRetry={() => void me.refetch()} />;
  if (!me.data) return <Skeleton height="24" aria-busy="true" />;
  if (me.data.role !== StaffRole.Admin) return <KeysAdminsOnly />;
  return <ApiKeyList />;
}

function KeysAdminsOnly() {
  return (
    <AdminsOnly>
      <Trans>API 密钥由管理员创建和吊销，请联系管理员。</Trans>
    </AdminsOnly>
  );
}

function useApiKeyColumns(onRevoke: (apiKey: ApiKey) => void): DataTableColumn<ApiKey>[] {
  const siteTime = useSiteTime();
  const { t } = useLingui();
  return [
    { key: 'name', header: <Trans>名称</Trans>, cell: (key) => key.name },
    { key: 'prefix', header: <Trans>前缀</Trans>, nowrap: true, cell: (key) => <Code>{key.prefix}</Code> },
    { key: 'scopes', header: <Trans>权限</Trans>, nowrap: true, cell: (key) => key.scopes.join(', ') },
    {
      key: 'created',
      header: <Trans>创建</Trans>,
      nowrap: true,
      cell: (key) => `${siteTime.time(key.creationTime)} · ${key.creatorUserName}`,
    },
    {
      key: 'lastUsed',
      header: <Trans>最近使用</Trans>,
      nowrap: true,
      cell: (key) => (key.lastUsedTime ? siteTime.time(key.lastUsedTime) : t`从未使用`),
    },
    {
      key: 'state',
      header: <Trans>状态</Trans>,
      cell: (key) =>
        key.isRevoked ? (
          <Stack gap="0.5">
            <Badge colorPalette="red" variant="subtle" alignSelf="flex-start">
              <Trans>已吊销</Trans>
            </Badge>
            {key.revocationTime ? (
              <Text fontSize="xs" color="fg.muted">
                {siteTime.time(key.revocationTime)} · {key.revokerUserName ?? ''}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <Badge colorPalette="green" variant="subtle">
            <Trans>有效</Trans>
          </Badge>
        ),
    },
    {
      key: 'revoke',
      header: <Trans>操作</Trans>,
      cell: (key) => {
        const name = key.name;
        return key.isRevoked ? null : (
          <Button size="xs" variant="outline" colorPalette="red" aria-label={t`吊销 ${name}`} onClick={() => onRevoke(key)}>
            <Trans>吊销</Trans>
          </Button>
        );
      },
    },
  ];
}

type Dialog = { kind: 'create' } | { kind: 'created'; created: CreatedApiKey } | { kind: 'revoke'; apiKey: ApiKey };

function ApiKeyList() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const includeRevoked = params.get('revoked') === '1';
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const list = useQuery({ ...opsQueries.apiKeyList({ includeRevoked, ...pageWindow(page) }), placeholderData: keepPreviousData });
  const columns = useApiKeyColumns((apiKey) => setDialog({ kind: 'revoke', apiKey }));
  const go = (next: { includeRevoked?: boolean; page?: number }) => {
    const search = new URLSearchParams();
    if (next.includeRevoked ?? includeRevoked) search.set('revoked', '1');
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  };
  // Creating and revoking a key are audited (api-key.create, api-key.revoke): the audit log shows them too.
  const refresh = () => {
    for (const id of ['getApiKeyList', 'getAuditLog'] as const) void queryClient.invalidateQueries({ queryKey: opsOperationKey(id) });
  };
  if (list.isError && isApiError(list.error) && list.error.status === 403) return <KeysAdminsOnly />;

  return (
    <Stack gap="6">
      <Text color="fg.muted">
        <Trans>承运商和仓库系统用 API 密钥写入轨迹。密钥只在创建时显示一次，不用的请吊销。</Trans>
      </Text>
      <HStack justify="space-between" align="center" wrap="wrap" gap="3">
        <HStack as="label" gap="2" fontSize="sm">
          <NativeCheckbox checked={includeRevoked} onChange={(event) => go({ includeRevoked: event.currentTarget.checked, page: 1 })} />
          <Trans>显示已吊销的密钥</Trans>
        </HStack>
        <Button onClick={() => setDialog({ kind: 'create' })}>
          <Trans>新建 API 密钥</Trans>
        </Button>
      </HStack>
      <PagedTable
        label={t`API 密钥`}
        columns={columns}
        query={list}
        rowKey={(key) => key.id}
        failed={<Trans>API 密钥加载失败</Trans>}
        empty={<Trans>还没有 API 密钥。</Trans>}
        page={page}
        onPageChange={(next) => go({ page: next })}
      />
      <Box>
        <CarrierUsage />
      </Box>
      <Suspense fallback={null}>
        {dialog?.kind === 'create' ? (
          <CreateApiKeyDialog
            onClose={() => setDialog(null)}
            onCreated={(created) => {
              refresh();
              setDialog({ kind: 'created', created });
            }}
          />
        ) : null}
        {dialog?.kind === 'created' ? <NewApiKeyDialog created={dialog.created} onClose={() => setDialog(null)} /> : null}
        {dialog?.kind === 'revoke' ? (
          <RevokeApiKeyDialog
            apiKey={dialog.apiKey}
            onClose={() => setDialog(null)}
            onRevoked={({ name }) => {
              refresh();
              setDialog(null);
              void showToast({ type: 'success', title: t`已吊销 API 密钥：${name}` });
            }}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}
