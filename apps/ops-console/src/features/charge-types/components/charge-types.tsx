import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { opsOperationKey, opsQueries, StaffRole, type ChargeType } from '@forwarder/api-client/ops';
import { DataTable, type DataTableColumn } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useStaffMe } from '../../../shared/staff/use-staff';

// Charge types (issue 29, site management): what staff may add to an order's charge, in both languages. Every staff
// member reads the list; admins add, rename, reorder and deactivate types (never delete: charges name them).
const ChargeTypeDialog = lazy(() => import('./charge-type-dialog').then((module) => ({ default: module.ChargeTypeDialog })));

export type ChargeTypeEdit = { kind: 'create' } | { kind: 'edit'; type: ChargeType };

export function ChargeTypes() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const me = useStaffMe();
  const admin = me.data?.role === StaffRole.Admin;
  const list = useQuery(opsQueries.chargeTypeList());
  const [edit, setEdit] = useState<ChargeTypeEdit | null>(null);
  const columns: DataTableColumn<ChargeType>[] = [
    { key: 'code', header: <Trans>代码</Trans>, nowrap: true, cell: (type) => type.code },
    { key: 'nameZh', header: <Trans>中文名称</Trans>, cell: (type) => type.nameZh },
    { key: 'nameEn', header: <Trans>英文名称</Trans>, cell: (type) => type.nameEn },
    { key: 'sortOrder', header: <Trans>排序</Trans>, align: 'end', cell: (type) => type.sortOrder },
    {
      key: 'state',
      header: <Trans>状态</Trans>,
      cell: (type) => (
        <HStack gap="1">
          <Badge colorPalette={type.active ? 'green' : 'gray'} variant="subtle">
            {type.active ? <Trans>启用</Trans> : <Trans>停用</Trans>}
          </Badge>
          {type.discount ? (
            <Badge colorPalette="purple" variant="subtle">
              <Trans>优惠（负数）</Trans>
            </Badge>
          ) : null}
        </HStack>
      ),
    },
    ...(admin
      ? [
          {
            key: 'edit',
            header: <Trans>操作</Trans>,
            cell: (type: ChargeType) => {
              const name = type.displayName;
              return (
                <Button size="xs" variant="outline" aria-label={t`编辑 ${name}`} onClick={() => setEdit({ kind: 'edit', type })}>
                  <Trans>编辑</Trans>
                </Button>
              );
            },
          },
        ]
      : []),
  ];
  const refresh = () => {
    for (const id of ['getChargeTypeList', 'getAuditLog'] as const) void queryClient.invalidateQueries({ queryKey: opsOperationKey(id) });
  };
  return (
    <Stack gap="4">
      <Text color="fg.muted">
        <Trans>员工给运单添加费用明细时从这里选择类型，客户看到的是对应语言的名称。停用的类型不能再添加，已有明细不受影响。</Trans>
      </Text>
      {admin ? (
        <Button alignSelf="start" size="sm" onClick={() => setEdit({ kind: 'create' })}>
          <Trans>新建费用类型</Trans>
        </Button>
      ) : null}
      <DataTable
        label={t`费用类型`}
        columns={columns}
        rows={list.data?.items ?? []}
        rowKey={(type) => type.code}
        loading={list.isPending}
        error={list.isError ? <Trans>费用类型加载失败</Trans> : undefined}
      />
      {edit ? (
        <Suspense fallback={null}>
          <ChargeTypeDialog edit={edit} onClose={() => setEdit(null)} onSaved={refresh} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
