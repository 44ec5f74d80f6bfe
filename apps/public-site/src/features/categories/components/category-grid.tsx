import { Card, EmptyState, Heading, Link as ChakraLink, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import type { Category } from '@forwarder/api-client';
import { Plural, Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useLocalePath } from '@forwarder/i18n';

export function CategoryGridSkeleton() {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" aria-busy="true">
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} h="28" rounded="l3" />
      ))}
    </SimpleGrid>
  );
}

/** Categories as cards linking to /list/{id}, with their description and article count. */
export function CategoryGrid({ categories, headingLevel = 'h2' }: { categories: Category[]; headingLevel?: 'h2' | 'h3' }) {
  const to = useLocalePath();
  if (categories.length === 0) {
    return (
      <EmptyState.Root size="sm" borderWidth="1px" rounded="l3">
        <EmptyState.Content>
          <EmptyState.Title>
            <Trans>暂无分类</Trans>
          </EmptyState.Title>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
      {categories.map((category) => (
        <Card.Root as="li" key={category.id} variant="outline" size="sm">
          <Card.Body gap="2">
            <Heading as={headingLevel} size="md">
              <ChakraLink asChild>
                <Link to={to(paths.category(category.id))}>{category.displayName}</Link>
              </ChakraLink>
            </Heading>
            {category.description ? (
              <Text fontSize="sm" color="fg.muted">
                {category.description}
              </Text>
            ) : null}
            <Text fontSize="xs" color="fg.muted">
              <Plural value={category.articleCount} one="# 篇文章" other="# 篇文章" />
            </Text>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
