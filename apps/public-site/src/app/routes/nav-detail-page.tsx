import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { contentQueries } from '@forwarder/api-client';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { SafeHtml } from '../../features/articles/components/safe-html';
import { NavItemLink } from '../../features/nav-pages/components/nav-item-link';
import { findNav } from '../../features/nav-pages/lib/nav-tree';
import { usePreviewMode } from '../preview';
import { htmlText, PageHead } from './page-head';
import { ContentPageSkeleton, QueryError } from './query-state';
import type { PageData } from './page-data';

export const pageData: PageData = ({ params, preview }) => [contentQueries.nav(params['id'] ?? '', preview)];

// Spec section 2: /nav/{id}, a navigation content page: title, sanitised HTML and links to the item's children
// (taken from the navigation tree, which the header loads anyway).
export function Component() {
  const { id = '' } = useParams();
  const preview = usePreviewMode();
  const nav = useQuery(contentQueries.nav(id, preview));
  const tree = useQuery(contentQueries.navList(preview));
  const children = (tree.data && findNav(tree.data.items, id)?.children) ?? [];

  if (nav.isPending) return <ContentPageSkeleton />;
  if (nav.isError) return <QueryError error={nav.error} />;
  const { title, content, displayName } = nav.data;
  const heading = title || displayName;

  return (
    <Stack as="article" gap="6">
      <PageHead title={heading} description={htmlText(content)} />
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {heading}
      </Heading>
      {content ? <SafeHtml html={content} /> : null}
      {children.length > 0 ? (
        <Box as="nav" aria-labelledby="nav-children">
          <Heading as="h2" size="md" mb="3" id="nav-children">
            <Trans>相关页面</Trans>
          </Heading>
          <Stack as="ul" listStyleType="none" gap="2">
            {children.map((child) => (
              <li key={child.id}>
                <NavItemLink item={child} />
              </li>
            ))}
          </Stack>
        </Box>
      ) : !content ? (
        <Text color="fg.muted">
          <Trans>暂无内容</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}
