import { Box, HStack, Text, VisuallyHidden, Wrap } from '@chakra-ui/react';
import { DataTable, type DataTableColumn } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { WaybillLink } from '../../../shared/layout/page-link';
import { countByState, MAX_SHOWN, type ScanEntry } from '../lib/scan-log';
import { SCAN_STATES, ScanOutcomeMark } from './scan-outcome';
import { useSiteTime } from '../../../shared/time/use-site-time';

/** When a scan was made, to the second. */

/**
 * The latest answer, large, and its words in a polite live region: a screen reader hears each result once, after
 * the current announcement, without the focus leaving the scan field.
 */
export function ScanLatest({ entries }: { entries: readonly ScanEntry[] }) {
  const { t, i18n } = useLingui();
  const latest = entries.find((entry) => entry.state !== 'pending');
  let spoken = '';
  if (latest && latest.state !== 'pending') {
    const { waybillNumber, message } = latest;
    const outcome = i18n._(SCAN_STATES[latest.state].label);
    spoken = t`${waybillNumber}：${outcome}。${message}`;
  }
  return (
    <Box borderWidth="2px" borderRadius="md" p="4" minH="20" data-testid="scan-latest">
      <Box role="status" aria-live="polite" aria-atomic="true">
        <VisuallyHidden>{spoken}</VisuallyHidden>
      </Box>
      {latest ? (
        <HStack gap="4" wrap="wrap" aria-hidden="true">
          <ScanOutcomeMark state={latest.state} size="lg" />
          <Text fontSize="2xl" fontFamily="mono" fontWeight="semibold">
            {latest.waybillNumber}
          </Text>
          <Text fontSize="lg">{latest.message}</Text>
        </HStack>
      ) : (
        <Text color="fg.muted">
          <Trans>等待扫描…</Trans>
        </Text>
      )}
    </Box>
  );
}

/** Counters of the session and every scan, newest first. */
export function ScanHistory({ entries }: { entries: readonly ScanEntry[] }) {
  const siteTime = useSiteTime();
  const { t, i18n } = useLingui();
  const counts = countByState(entries);
  const total = entries.length;
  const columns: DataTableColumn<ScanEntry>[] = [
    { key: 'time', header: <Trans>扫描时间</Trans>, nowrap: true, cell: (entry) => siteTime.timeWithSeconds(entry.scannedAt) },
    {
      key: 'waybill',
      header: <Trans>运单号</Trans>,
      nowrap: true,
      cell: (entry) => (entry.orderId ? <WaybillLink id={entry.orderId} waybillNumber={entry.waybillNumber} /> : <Text fontFamily="mono">{entry.waybillNumber}</Text>),
    },
    { key: 'result', header: <Trans>结果</Trans>, nowrap: true, cell: (entry) => <ScanOutcomeMark state={entry.state} size="sm" /> },
    { key: 'status', header: <Trans>当前状态</Trans>, nowrap: true, cell: (entry) => entry.statusDisplayName ?? '--' },
    { key: 'message', header: <Trans>说明</Trans>, cell: (entry) => entry.message },
  ];
  return (
    <Box as="section" aria-label={t`本次扫描`}>
      <Wrap gap="4" mb="3" fontSize="sm">
        <Text fontWeight="medium">
          <Trans>本次共扫描 {total} 个</Trans>
        </Text>
        {(Object.keys(SCAN_STATES) as Array<keyof typeof SCAN_STATES>).map((state) => {
          const label = i18n._(SCAN_STATES[state].label);
          const count = counts[state];
          return <Text key={state}>{t`${label}：${count}`}</Text>;
        })}
      </Wrap>
      <DataTable
        label={t`扫描结果`}
        columns={columns}
        rows={entries.slice(0, MAX_SHOWN)}
        rowKey={(entry) => String(entry.key)}
        empty={<Trans>还没有扫描。</Trans>}
      />
    </Box>
  );
}
