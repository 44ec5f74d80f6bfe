import { Button, Stack, Text } from '@chakra-ui/react';
import { opsOperationKey, opsQueries, StaffRole, type ExchangeRate } from '@forwarder/api-client/ops';
import { DataTable, type DataTableColumn } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useStaffMe } from '../../../shared/staff/use-staff';
import { useSiteTime } from '../../../shared/time/use-site-time';

// Exchange rates (issue 29, site management): the whole history, newest first. Admins record a new rate; a rate is
// never edited (a newer one supersedes it), so the charges priced with an old one keep naming it.
const ExchangeRateDialog = lazy(() => import('./exchange-rate-dialog').then((module) => ({ default: module.ExchangeRateDialog })));

export function ExchangeRates() {
  const { t } = useLingui();
  const siteTime = useSiteTime();
  const queryClient = useQueryClient();
  const me = useStaffMe();
  const list = useQuery(opsQueries.exchangeRateList());
  const [adding, setAdding] = useState(false);
  const columns: DataTableColumn<ExchangeRate>[] = [
    { key: 'pair', header: <Trans>币种</Trans>, nowrap: true, cell: (rate) => `${rate.fromCurrency} → ${rate.toCurrency}` },
    { key: 'rate', header: <Trans>汇率</Trans>, align: 'end', cell: (rate) => `1 ${rate.fromCurrency} = ${rate.rate} ${rate.toCurrency}` },
    { key: 'effective', header: <Trans>生效时间</Trans>, nowrap: true, cell: (rate) => siteTime.time(rate.effectiveFrom) },
    { key: 'created', header: <Trans>录入</Trans>, nowrap: true, cell: (rate) => `${siteTime.time(rate.creationTime)} · ${rate.actorUserName}` },
  ];
  const refresh = () => {
    for (const id of ['getExchangeRateList', 'getAuditLog'] as const) void queryClient.invalidateQueries({ queryKey: opsOperationKey(id) });
  };
  return (
    <Stack gap="4">
      <Text color="fg.muted">
        <Trans>运价表币种与客户结算币种不同时，入库计费按当时生效的汇率逐行换算并四舍五入到分。没有汇率时入库会被拒绝。汇率不能修改，录入新汇率即可替代。</Trans>
      </Text>
      {me.data?.role === StaffRole.Admin ? (
        <Button alignSelf="start" size="sm" onClick={() => setAdding(true)}>
          <Trans>录入汇率</Trans>
        </Button>
      ) : null}
      <DataTable
        label={t`汇率`}
        columns={columns}
        rows={list.data?.items ?? []}
        rowKey={(rate) => rate.id}
        loading={list.isPending}
        error={list.isError ? <Trans>汇率加载失败</Trans> : undefined}
        empty={<Trans>还没有汇率</Trans>}
      />
      {adding ? (
        <Suspense fallback={null}>
          <ExchangeRateDialog onClose={() => setAdding(false)} onSaved={refresh} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
