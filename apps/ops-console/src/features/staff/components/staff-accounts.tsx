import { Box, Button, HStack, Input, Skeleton, Stack } from '@chakra-ui/react';
import { isApiError } from '@forwarder/api-client';
import { opsOperationKey, opsQueries, StaffRole, type StaffAccount } from '@forwarder/api-client/ops';
import { FormField, RetryAlert, showToast, type DataTableColumn } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { listParams, PagedTable, pageWindow, readPage } from '../../../shared/list/list';
import { AdminsOnly } from '../../../shared/staff/admins-only';
import { useStaffMe } from '../../../shared/staff/use-staff';
import { ROLE_LABELS } from '../lib/roles';
import { useSiteTime } from '../../../shared/time/use-site-time';

const CreateStaffDialog = lazy(() => import('./create-staff-dialog').then((module) => ({ default: module.CreateStaffDialog })));
const EditStaffDialog = lazy(() => import('./edit-staff-dialog').then((module) => ({ default: module.EditStaffDialog })));

/** Staff accounts (admins only): operators get a clear "admins only" page, and the list is never asked for. */
export function StaffAccounts() {
  const me = useStaffMe();
  if (me.isError) return <RetryAlert title={<Trans>账号信息加载失败</Trans>} onRetry={() => void me.refetch()} />;
  if (!me.data) return <Skeleton height="24" aria-busy="true" />;
  if (me.data.role !== StaffRole.Admin) return <StaffAdminsOnly />;
  return <StaffList me={me.data} />;
}

/** What an operator sees here (also when the server answers 403 `Ops:AdminOnly`). */
function StaffAdminsOnly() {
  return (
    <AdminsOnly>
      <Trans>员工账号只能由管理员管理。如需新建账号或修改角色，请联系管理员。</Trans>
    </AdminsOnly>
  );
}

function useStaffColumns(me: StaffAccount, onEdit: (account: StaffAccount) => void): DataTableColumn<StaffAccount>[] {
  const siteTime = useSiteTime();
  const { t, i18n } = useLingui();
  return [
    { key: 'userName', header: <Trans>用户名</Trans>, nowrap: true, cell: ({ id, userName }) => (id === me.id ? t`${userName}（我）` : userName) },
    { key: 'name', header: <Trans>姓名</Trans>, cell: (account) => account.name },
    { key: 'email', header: <Trans>电子邮箱</Trans>, cell: (account) => account.email || '--' },
    { key: 'role', header: <Trans>角色</Trans>, nowrap: true, cell: (account) => i18n._(ROLE_LABELS[account.role]) },
    { key: 'active', header: <Trans>状态</Trans>, nowrap: true, cell: (account) => (account.isActive ? <Trans>启用</Trans> : <Trans>停用</Trans>) },
    { key: 'created', header: <Trans>创建日期</Trans>, nowrap: true, cell: (account) => siteTime.date(account.creationTime) },
    {
      key: 'edit',
      header: <Trans>操作</Trans>,
      cell: (account) => {
        const name = account.userName;
        return (
          <Button size="xs" variant="outline" aria-label={t`编辑 ${name}`} onClick={() => onEdit(account)}>
            <Trans>编辑</Trans>
          </Button>
        );
      },
    },
  ];
}

function StaffList({ me }: { me: StaffAccount }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  const page = readPage(params);
  const [dialog, setDialog] = useState<{ kind: 'create' } | { kind: 'edit'; account: StaffAccount } | null>(null);
  const list = useQuery({ ...opsQueries.staffList({ ...(keyword ? { keyword } : {}), ...pageWindow(page) }), placeholderData: keepPreviousData });
  const columns = useStaffColumns(me, (account) => setDialog({ kind: 'edit', account }));
  const go = (next: { keyword?: string; page?: number }) => setParams(listParams({ keyword: next.keyword ?? keyword }, next.page));
  const saved = (message: string) => {
    setDialog(null);
    // Opening and changing an account are audited: the audit log shows them too.
    for (const id of ['getStaffList', 'getStaffMe', 'getAuditLog'] as const) void queryClient.invalidateQueries({ queryKey: opsOperationKey(id) });
    void showToast({ type: 'success', title: message });
  };
  if (list.isError && isApiError(list.error) && list.error.status === 403) return <StaffAdminsOnly />;

  return (
    <Stack gap="5">
      <HStack justify="space-between" align="end" wrap="wrap" gap="3">
        <StaffSearch key={keyword} keyword={keyword} onSearch={(next) => go({ keyword: next })} />
        <Button onClick={() => setDialog({ kind: 'create' })}>
          <Trans>新建员工账号</Trans>
        </Button>
      </HStack>
      <PagedTable
        label={t`员工账号`}
        columns={columns}
        query={list}
        rowKey={(account) => account.id}
        failed={<Trans>员工账号加载失败</Trans>}
        empty={<Trans>没有符合条件的账号。</Trans>}
        page={page}
        onPageChange={(next) => go({ page: next })}
      />
      <Suspense fallback={null}>
        {dialog?.kind === 'create' ? <CreateStaffDialog onClose={() => setDialog(null)} onCreated={({ userName }) => saved(t`已创建账号：${userName}`)} /> : null}
        {dialog?.kind === 'edit' ? (
          <EditStaffDialog account={dialog.account} self={dialog.account.id === me.id} onClose={() => setDialog(null)} onSaved={() => saved(t`账号已保存`)} />
        ) : null}
      </Suspense>
    </Stack>
  );
}

function StaffSearch({ keyword, onSearch }: { keyword: string; onSearch: (keyword: string) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState(keyword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Box as="form" role="search" aria-label={t`搜索员工账号`} onSubmit={submit}>
      <HStack align="end" gap="2">
        <FormField label={<Trans>关键词</Trans>}>
          <Input value={text} onChange={(event) => setText(event.currentTarget.value)} placeholder={t`用户名、姓名或邮箱`} maxLength={100} />
        </FormField>
        <Button type="submit" variant="outline">
          <Trans>搜索</Trans>
        </Button>
      </HStack>
    </Box>
  );
}
