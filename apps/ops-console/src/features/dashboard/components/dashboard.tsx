import { Card, Heading, Link, SimpleGrid, Skeleton, Stat, Stack } from '@chakra-ui/react';
import { ContactMessageState, OrderStatus, opsQueries } from '@forwarder/api-client/ops';
import { useLocalePath } from '@forwarder/i18n';
import { LoadingStatus, RetryAlert } from '@forwarder/ui';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths, withQuery } from '../../../config/paths';

/** Today's date at the browser (`2026-11-23`), the order list's date filter format. */
function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A figure that opens the list it counts. */
function Tile({ label, value, to }: { label: ReactNode; value: number; to: string }) {
  const localized = useLocalePath();
  return (
    <Card.Root variant="outline" size="sm" _hover={{ borderColor: 'brand.border' }}>
      <Card.Body>
        <Link asChild color="inherit" _hover={{ textDecoration: 'none' }} focusRingOffset="2px">
          <RouterLink to={localized(to)}>
            <Stat.Root>
              <Stat.Label>{label}</Stat.Label>
              <Stat.ValueText>{value}</Stat.ValueText>
            </Stat.Root>
          </RouterLink>
        </Link>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * The console's centre: today's work at a glance (orders by status, exceptions, stuck parcels, received today, open
 * batches, unread contact messages), each figure a link into the list it counts with its filter.
 */
export function Dashboard() {
  const dashboard = useQuery(opsQueries.dashboard());
  if (dashboard.isError) return <RetryAlert title={<Trans>工作台加载失败</Trans>} onRetry={() => void dashboard.refetch()} />;
  if (!dashboard.data) {
    return (
      <LoadingStatus gap="3">
        <Skeleton height="24" />
        <Skeleton height="24" />
      </LoadingStatus>
    );
  }
  const { statusCounts, exceptionCount, staleCount, receivedToday, openBatchCount, unreadMessageCount } = dashboard.data;
  return (
    <Stack gap="6">
      <Stack as="section" aria-labelledby="dashboard-attention" gap="3">
        <Heading as="h2" size="md" id="dashboard-attention">
          <Trans>今日工作</Trans>
        </Heading>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          <Tile label={<Trans>异常件</Trans>} value={exceptionCount} to={withQuery(paths.exceptions, { kind: 'exception' })} />
          <Tile label={<Trans>滞留件</Trans>} value={staleCount} to={withQuery(paths.exceptions, { kind: 'stale' })} />
          <Tile
            label={<Trans>今日入库</Trans>}
            value={receivedToday}
            to={withQuery(paths.orders, { status: String(OrderStatus.Received), updatedFrom: today() })}
          />
          <Tile label={<Trans>未关闭批次</Trans>} value={openBatchCount} to={withQuery(paths.batches, { state: 'open' })} />
          <Tile label={<Trans>未读留言</Trans>} value={unreadMessageCount} to={withQuery(paths.messages, { state: ContactMessageState.Unread })} />
        </SimpleGrid>
      </Stack>
      <Stack as="section" aria-labelledby="dashboard-statuses" gap="3">
        <Heading as="h2" size="md" id="dashboard-statuses">
          <Trans>各状态运单</Trans>
        </Heading>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          {statusCounts.map((item) => (
            <Tile key={item.status} label={item.statusDisplayName} value={item.count} to={withQuery(paths.orders, { status: String(item.status) })} />
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
