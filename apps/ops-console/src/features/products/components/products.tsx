import { Badge, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { EnumCategory, enumValues, isApiError, systemQueries } from '@forwarder/api-client';
import { opsQueries, StaffRole, type OpsRoutingDetail } from '@forwarder/api-client/ops';
import { useLocalePath } from '@forwarder/i18n';
import { DataTable, NativeCheckbox, RetryAlert, showToast, type DataTableColumn } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { productDetailPath } from '../../../config/paths';
import { PageLink } from '../../../shared/layout/page-link';
import { AdminsOnly } from '../../../shared/staff/admins-only';
import { useStaffMe } from '../../../shared/staff/use-staff';
import { invalidateProductReads } from '../lib/invalidate';

const CreateProductDialog = lazy(() => import('./create-product-dialog').then((module) => ({ default: module.CreateProductDialog })));
const SetProductActiveDialog = lazy(() =>
  import('./set-product-active-dialog').then((module) => ({ default: module.SetProductActiveDialog })),
);

/** Shipping products (admins only): operators get the console's "admins only" refusal, and the list is never asked for. */
export function Products() {
  const me = useStaffMe();
  if (me.isError) return <RetryAlert title={<Trans>账号信息加载失败</Trans>} onRetry={() => void me.refetch()} />;
  if (!me.data) return <Skeleton height="24" aria-busy="true" />;
  if (me.data.role !== StaffRole.Admin) return <ProductsAdminsOnly />;
  return <ProductList />;
}

export function ProductsAdminsOnly() {
  return (
    <AdminsOnly>
      <Trans>运输产品和运价表由管理员维护，请联系管理员。</Trans>
    </AdminsOnly>
  );
}

function useProductColumns(onToggle: (product: OpsRoutingDetail) => void): DataTableColumn<OpsRoutingDetail>[] {
  const { t } = useLingui();
  const enums = useQuery(systemQueries.enums([EnumCategory.TransportMode]));
  const modeName = new Map(enumValues(enums.data, EnumCategory.TransportMode).map((mode) => [mode.value, mode.displayName]));
  return [
    { key: 'code', header: <Trans>代码</Trans>, nowrap: true, cell: (p) => <PageLink to={productDetailPath(p.id)}>{p.code}</PageLink> },
    { key: 'name', header: <Trans>名称</Trans>, cell: (p) => p.displayName },
    { key: 'mode', header: <Trans>运输方式</Trans>, nowrap: true, cell: (p) => modeName.get(p.transportMode) ?? '' },
    { key: 'transit', header: <Trans>时效（天）</Trans>, nowrap: true, cell: (p) => `${p.transitDaysMin}–${p.transitDaysMax}` },
    { key: 'weight', header: <Trans>计费重 (kg)</Trans>, nowrap: true, cell: (p) => `${p.minWeightKg}–${p.maxWeightKg}` },
    {
      key: 'countries',
      header: <Trans>目的国家/地区</Trans>,
      cell: (p) => (p.destinationCountryCodes.length > 0 ? p.destinationCountryCodes.join(', ') : t`全部`),
    },
    {
      key: 'zones',
      header: <Trans>运价分区</Trans>,
      nowrap: true,
      cell: (p) =>
        p.rateZoneCount > 0 ? (
          String(p.rateZoneCount)
        ) : (
          <Badge colorPalette="orange" variant="subtle">
            <Trans>无运价</Trans>
          </Badge>
        ),
    },
    { key: 'orders', header: <Trans>运单数</Trans>, nowrap: true, cell: (p) => String(p.orderCount) },
    {
      key: 'state',
      header: <Trans>状态</Trans>,
      cell: (p) =>
        p.isActive ? (
          <Badge colorPalette="green" variant="subtle">
            <Trans>在售</Trans>
          </Badge>
        ) : (
          <Badge colorPalette="gray" variant="subtle">
            <Trans>已停用</Trans>
          </Badge>
        ),
    },
    {
      key: 'actions',
      header: <Trans>操作</Trans>,
      nowrap: true,
      cell: (p) => {
        const name = p.displayName;
        return (
          <Button size="xs" variant="outline" colorPalette={p.isActive ? 'red' : undefined} aria-label={p.isActive ? t`停用 ${name}` : t`恢复 ${name}`} onClick={() => onToggle(p)}>
            {p.isActive ? <Trans context="product">停用</Trans> : <Trans>恢复</Trans>}
          </Button>
        );
      },
    },
  ];
}

type Dialog = { kind: 'create' } | { kind: 'toggle'; product: OpsRoutingDetail };

function ProductList() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const to = useLocalePath();
  const [params, setParams] = useSearchParams();
  const includeRetired = params.get('retired') === '1';
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const list = useQuery({ ...opsQueries.routingList({ includeRetired }), placeholderData: keepPreviousData });
  const columns = useProductColumns((product) => setDialog({ kind: 'toggle', product }));
  if (list.isError && isApiError(list.error) && list.error.status === 403) return <ProductsAdminsOnly />;

  return (
    <Stack gap="6">
      <Text color="fg.muted">
        <Trans>运输产品是客户下单和报价时可选的线路。每个产品有一张运价表，公开报价页和下单页按它计算运费。</Trans>
      </Text>
      <HStack justify="space-between" align="center" wrap="wrap" gap="3">
        <HStack as="label" gap="2" fontSize="sm">
          <NativeCheckbox checked={includeRetired} onChange={(event) => setParams(event.currentTarget.checked ? { retired: '1' } : {})} />
          <Trans>显示已停用的产品</Trans>
        </HStack>
        <Button onClick={() => setDialog({ kind: 'create' })}>
          <Trans>新建运输产品</Trans>
        </Button>
      </HStack>
      {list.isError ? (
        <RetryAlert title={<Trans>运输产品加载失败</Trans>} onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          label={t`运输产品`}
          columns={columns}
          rows={list.data?.items ?? []}
          loading={list.isPending}
          rowKey={(product) => product.id}
          empty={<Trans>还没有运输产品。</Trans>}
        />
      )}
      <Suspense fallback={null}>
        {dialog?.kind === 'create' ? (
          <CreateProductDialog
            onClose={() => setDialog(null)}
            onCreated={(product) => {
              invalidateProductReads(queryClient);
              setDialog(null);
              void navigate(to(productDetailPath(product.id)));
            }}
          />
        ) : null}
        {dialog?.kind === 'toggle' ? (
          <SetProductActiveDialog
            product={dialog.product}
            onClose={() => setDialog(null)}
            onDone={(product) => {
              invalidateProductReads(queryClient);
              setDialog(null);
              const name = product.displayName;
              void showToast({ type: 'success', title: product.isActive ? t`已恢复：${name}` : t`已停用：${name}` });
            }}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}
