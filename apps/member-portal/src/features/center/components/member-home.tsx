import { Box, Button, Card, GridItem, Heading, HStack, Link, SimpleGrid, Skeleton, Stack, Stat, Text } from '@chakra-ui/react';
import { logisticsQueries, userQueries, type Address } from '@forwarder/api-client';
import { LatestOrders, orderDetailPath } from '@forwarder/orders';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useLocalePath } from '@forwarder/i18n';

/** The public site's tracking page: another app, so a full page load (the cookies carry session and language). */
const TRACKING_PATH = '/site/tracking';

/** My home (spec /user/center): greeting, order counts by status, recent orders, shortcuts, default sender. */
export function MemberHome() {
  const profile = useQuery(userQueries.myProfile());
  const name = profile.data ? profile.data.name || profile.data.userName : '';
  return (
    <Stack gap="6">
      <Text fontSize="lg" aria-live="polite">
        {profile.data ? <Trans>您好，{name}！欢迎回来。</Trans> : <Skeleton as="span" height="6" width="48" display="inline-block" />}
      </Text>
      <Shortcuts />
      <OrderCounts />
      <SimpleGrid columns={{ base: 1, xl: 3 }} gap="6">
        <GridItem colSpan={{ base: 1, xl: 2 }}>
          <RecentOrders />
        </GridItem>
        <DefaultSender address={profile.data?.defaultSenderAddress ?? null} loading={profile.isLoading} />
      </SimpleGrid>
    </Stack>
  );
}

function Shortcuts() {
  const { t } = useLingui();
  const to = useLocalePath();
  const links = [
    { path: paths.order, label: t`提交运单` },
    { path: paths.batchOrder, label: t`批量下单` },
    { path: paths.myOrders, label: t`我的运单` },
  ];
  return (
    <HStack as="nav" aria-label={t`快捷入口`} gap="3" wrap="wrap">
      {links.map((link) => (
        <Button key={link.path} asChild variant={link.path === paths.order ? 'solid' : 'outline'}>
          <RouterLink to={to(link.path)}>{link.label}</RouterLink>
        </Button>
      ))}
      <Button asChild variant="outline">
        <a href={to(TRACKING_PATH)}>{t`运单追踪`}</a>
      </Button>
    </HStack>
  );
}

function OrderCounts() {
  const { t } = useLingui();
  const summary = useQuery(logisticsQueries.orderStatusSummary());
  return (
    <Box as="section" aria-labelledby="order-counts-heading">
      <Heading as="h2" size="md" id="order-counts-heading" mb="3">
        <Trans>运单统计</Trans>
      </Heading>
      {summary.data ? (
        <SimpleGrid columns={{ base: 2, md: 3, lg: 5 }} gap="3">
          <Stat.Root borderWidth="1px" borderRadius="md" p="3" bg="brand.subtle">
            <Stat.Label>{t`全部运单`}</Stat.Label>
            <Stat.ValueText>{summary.data.totalCount}</Stat.ValueText>
          </Stat.Root>
          {summary.data.items.map((item) => (
            <Stat.Root key={item.status} borderWidth="1px" borderRadius="md" p="3">
              <Stat.Label>{item.statusDisplayName}</Stat.Label>
              <Stat.ValueText>{item.count}</Stat.ValueText>
            </Stat.Root>
          ))}
        </SimpleGrid>
      ) : summary.isError ? (
        <Text color="fg.muted">
          <Trans>运单统计暂时无法加载。</Trans>
        </Text>
      ) : (
        <Skeleton height="20" />
      )}
    </Box>
  );
}

function RecentOrders() {
  const to = useLocalePath();
  return (
    <Card.Root as="section" aria-labelledby="recent-orders-heading">
      <Card.Header>
        <HStack justify="space-between">
          <Heading as="h2" size="md" id="recent-orders-heading">
            <Trans>最近运单</Trans>
          </Heading>
          <Link asChild fontSize="sm" color="brand.fg">
            <RouterLink to={to(paths.myOrders)}>
              <Trans>查看全部</Trans>
            </RouterLink>
          </Link>
        </HStack>
      </Card.Header>
      <Card.Body>
        <LatestOrders orderHref={(order) => to(orderDetailPath(paths, order.id))} />
      </Card.Body>
    </Card.Root>
  );
}

function DefaultSender({ address, loading }: { address: Address | null; loading: boolean }) {
  const to = useLocalePath();
  return (
    <Card.Root as="section" aria-labelledby="default-sender-heading">
      <Card.Header>
        <Heading as="h2" size="md" id="default-sender-heading">
          <Trans>默认发件地址</Trans>
        </Heading>
      </Card.Header>
      <Card.Body>
        {loading ? (
          <Skeleton height="20" />
        ) : address ? (
          <Stack gap="1" data-testid="default-sender">
            <Text fontWeight="medium">
              {address.name}
              {address.companyName ? ` · ${address.companyName}` : ''}
            </Text>
            <Text>{address.phoneNumber}</Text>
            <Text>{address.area}</Text>
            <Text>
              {address.street} {address.postalCode}
            </Text>
            <Link asChild color="brand.fg" fontSize="sm" mt="2">
              <RouterLink to={to(paths.addresses)}>
                <Trans>管理地址簿</Trans>
              </RouterLink>
            </Link>
          </Stack>
        ) : (
          <Stack gap="2" align="flex-start">
            <Text color="fg.muted">
              <Trans>还没有设置默认发件地址，提交运单时需要逐次填写发件人。</Trans>
            </Text>
            <Button asChild size="sm" variant="outline">
              <RouterLink to={to(paths.addresses)}>
                <Trans>去设置默认发件地址</Trans>
              </RouterLink>
            </Button>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
