import { Alert, Box, Button, Card, HStack, Link as ChakraLink, SimpleGrid, Skeleton, Stack, Stat, Text } from '@chakra-ui/react';
import { logisticsQueries, merchantDataQueries, useSiteTimeZone } from '@forwarder/api-client';
import { useProfile } from '@forwarder/auth';
import { formatDateInZone, joinLocalePath, useLocale, useLocalePath } from '@forwarder/i18n';
import { EMPTY_DATE } from '@forwarder/i18n/dates';
import { LatestOrders, orderDetailPath } from '@forwarder/orders';
import { LoadingStatus, PageSection } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

const LATEST = 5;

// "My home" of the merchant area (spec section 2): who the merchant is, its data records and orders at a glance,
// and shortcuts.
export function Component() {
  const { t } = useLingui();
  return (
    <PageSection title={<Trans>我的主页</Trans>}>
      <title>{t`我的主页`}</title>
      <Identity />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <LatestData />
        <Orders />
      </SimpleGrid>
      <Shortcuts />
    </PageSection>
  );
}

function Panel({ title, action, children }: { title: ReactNode; action?: ReactNode; children: ReactNode }) {
  return (
    <Card.Root as="section" variant="outline">
      <Card.Header>
        <HStack justify="space-between" wrap="wrap">
          <Card.Title as="h2">{title}</Card.Title>
          {action}
        </HStack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

function Loading() {
  return (
    <LoadingStatus gap="2">
      <Skeleton height="6" />
      <Skeleton height="6" />
    </LoadingStatus>
  );
}

function Failed({ error }: { error: Error }) {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{error.message}</Alert.Title>
    </Alert.Root>
  );
}

function Identity() {
  const profile = useProfile();
  if (!profile.data) return <Loading />;
  const { name, companyName, merchantId, userName } = profile.data;
  return (
    <Card.Root variant="subtle" as="section" aria-labelledby="merchant-identity">
      <Card.Body>
        <Stack gap="1">
          <Text id="merchant-identity" as="h2" fontSize="xl" fontWeight="semibold">
            {companyName || name || userName}
          </Text>
          <HStack gap="6" wrap="wrap" color="fg.muted">
            <Text>
              <Trans>商家编号：</Trans>
              <Text as="span" fontWeight="semibold" color="fg" data-testid="merchant-id">
                {merchantId ?? EMPTY_DATE}
              </Text>
            </Text>
            {name ? (
              <Text>
                <Trans>联系人：{name}</Trans>
              </Text>
            ) : null}
            <Text>
              <Trans>账号：{userName}</Trans>
            </Text>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function LatestData() {
  const to = useLocalePath();
  const query = useQuery(merchantDataQueries.list({ maxResultCount: LATEST, skipCount: 0 }));
  const timeZone = useSiteTimeZone();
  return (
    <Panel
      title={<Trans>我的资料</Trans>}
      action={
        <ChakraLink asChild color="brand.fg" fontSize="sm">
          <Link to={to(paths.data)}>
            <Trans>查看全部</Trans>
          </Link>
        </ChakraLink>
      }
    >
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <Failed error={query.error} />
      ) : (
        <Stack gap="4">
          <Stat.Root>
            <Stat.Label>
              <Trans>资料总数</Trans>
            </Stat.Label>
            <Stat.ValueText>{query.data.totalCount}</Stat.ValueText>
          </Stat.Root>
          {query.data.items.length === 0 ? (
            <Text color="fg.muted">
              <Trans>暂无资料</Trans>
            </Text>
          ) : (
            <Stack as="ul" gap="2" listStyleType="none">
              {query.data.items.map((record) => (
                <HStack as="li" key={record.id} justify="space-between" gap="3">
                  <ChakraLink asChild color="brand.fg" minW="0" truncate>
                    <Link to={`${to(paths.data)}?id=${encodeURIComponent(record.id)}`}>{record.title}</Link>
                  </ChakraLink>
                  <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
                    {record.categoryDisplayName} · {formatDateInZone(record.creationTime, timeZone)}
                  </Text>
                </HStack>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Panel>
  );
}

function Orders() {
  const to = useLocalePath();
  const summary = useQuery(logisticsQueries.orderStatusSummary());
  return (
    <Panel
      title={<Trans>我的运单</Trans>}
      action={
        <ChakraLink asChild color="brand.fg" fontSize="sm">
          <Link to={to(paths.myOrders)}>
            <Trans>查看全部</Trans>
          </Link>
        </ChakraLink>
      }
    >
      <Stack gap="4">
        {summary.isPending ? (
          <Loading />
        ) : summary.isError ? (
          <Failed error={summary.error} />
        ) : (
          <SimpleGrid columns={{ base: 2, sm: 3 }} gap="3">
            <Stat.Root>
              <Stat.Label>
                <Trans>运单总数</Trans>
              </Stat.Label>
              <Stat.ValueText>{summary.data.totalCount}</Stat.ValueText>
            </Stat.Root>
            {summary.data.items.map((item) => (
              <Stat.Root key={item.status}>
                <Stat.Label>{item.statusDisplayName}</Stat.Label>
                <Stat.ValueText>{item.count}</Stat.ValueText>
              </Stat.Root>
            ))}
          </SimpleGrid>
        )}
        <LatestOrders orderHref={(order) => to(orderDetailPath(paths, order.id))} />
      </Stack>
    </Panel>
  );
}

function Shortcuts() {
  const to = useLocalePath();
  const locale = useLocale();
  return (
    <Box as="nav" aria-labelledby="merchant-shortcuts">
      <Text id="merchant-shortcuts" as="h2" fontSize="lg" fontWeight="semibold" mb="3">
        <Trans>快捷入口</Trans>
      </Text>
      <HStack gap="3" wrap="wrap">
        <Button asChild>
          <Link to={to(paths.order)}>
            <Trans>提交运单</Trans>
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={to(paths.batchOrder)}>
            <Trans>批量下单</Trans>
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={`${to(paths.data)}?new=1`}>
            <Trans>上传资料</Trans>
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={to(paths.data)}>
            <Trans>数据管理</Trans>
          </Link>
        </Button>
        {/* The public site is another app: a full page load. */}
        <Button asChild variant="outline">
          <a href={joinLocalePath(locale, '/site/tracking')}>
            <Trans>运单追踪</Trans>
          </a>
        </Button>
      </HStack>
    </Box>
  );
}
