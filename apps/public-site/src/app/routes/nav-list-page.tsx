import { Box, EmptyState, Skeleton, Stack } from '@chakra-ui/react';
import { contentQueries } from '@forwarder/api-client';
import { PageSection } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { NavItemLink } from '../../features/nav-pages/components/nav-item-link';
import { flattenNav } from '../../features/nav-pages/lib/nav-tree';
import { usePreviewMode } from '../preview';
import { PageHead } from './page-head';
import { QueryError } from './query-state';

// Spec section 2: /nav, an index of the navigation content pages (nav items of type content, 1), in menu order
// and indented by their level in the menu.
export function Component() {
  const { t } = useLingui();
  const { data, isPending, isError, error } = useQuery(contentQueries.navList(usePreviewMode()));
  const pages = data ? flattenNav(data.items).filter(({ item }) => item.navType === 1) : [];
  return (
    <PageSection title={<Trans>内容导航</Trans>}>
      <PageHead title={t`内容导航`} />
      {isPending ? (
        <Stack gap="3" aria-busy="true">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} h="5" w="60%" />
          ))}
        </Stack>
      ) : isError ? (
        <QueryError error={error} />
      ) : pages.length === 0 ? (
        <EmptyState.Root size="sm" borderWidth="1px" rounded="l3">
          <EmptyState.Content>
            <EmptyState.Title>
              <Trans>暂无内容</Trans>
            </EmptyState.Title>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2.5">
          {pages.map(({ item, depth }) => (
            <Box as="li" key={item.id} ps={depth * 6}>
              <NavItemLink item={item} />
            </Box>
          ))}
        </Stack>
      )}
    </PageSection>
  );
}
