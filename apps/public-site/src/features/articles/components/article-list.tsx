import { Badge, EmptyState, Heading, HStack, Image, Link as ChakraLink, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import type { ArticleListItem } from '@forwarder/api-client';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useLocalePath } from '@forwarder/i18n';
import { langOf, LanguageBadge, useForeignLanguage } from '../../../shared/articles/article-language';

export function ArticleListSkeleton() {
  return (
    <Stack gap="4" aria-busy="true">
      {Array.from({ length: 4 }, (_, i) => (
        <HStack key={i} gap="4" align="flex-start">
          <Skeleton w={{ base: '24', md: '40' }} h={{ base: '16', md: '24' }} rounded="l2" flexShrink={0} />
          <Stack flex="1" gap="2">
            <Skeleton h="5" w="70%" />
            <Skeleton h="4" w="90%" />
            <Skeleton h="3" w="30%" />
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}

export function NoArticles() {
  return (
    <EmptyState.Root size="sm" borderWidth="1px" rounded="l3">
      <EmptyState.Content>
        <EmptyState.Title>
          <Trans>暂无文章</Trans>
        </EmptyState.Title>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** Article summaries with cover, title (link to the detail page), summary and meta; `headingLevel` keeps the outline right. */
export function ArticleList({ articles, headingLevel = 'h2' }: { articles: ArticleListItem[]; headingLevel?: 'h2' | 'h3' }) {
  if (articles.length === 0) return <NoArticles />;
  return (
    <Stack as="ul" listStyleType="none" gap="5">
      {articles.map((article) => (
        <ArticleListEntry key={article.id} article={article} headingLevel={headingLevel} />
      ))}
    </Stack>
  );
}

function ArticleListEntry({ article, headingLevel }: { article: ArticleListItem; headingLevel: 'h2' | 'h3' }) {
  const to = useLocalePath();
  const lang = langOf(useForeignLanguage(article.languages));
  return (
    <HStack as="li" gap="4" align="flex-start">
      {article.coverImageUrl ? (
        <Image
          src={article.coverImageUrl}
          alt=""
          w={{ base: '24', md: '40' }}
          h={{ base: '16', md: '24' }}
          objectFit="cover"
          rounded="l2"
          flexShrink={0}
          loading="lazy"
        />
      ) : null}
      <Stack gap="1.5" flex="1" minW="0">
        <Heading as={headingLevel} size="md">
          <ChakraLink asChild>
            <Link to={to(paths.article(article.id))} {...lang}>
              {article.title}
            </Link>
          </ChakraLink>
        </Heading>
        <Text fontSize="sm" color="fg.muted" lineClamp={2} {...lang}>
          {article.summary}
        </Text>
        <Wrap gap="2" fontSize="xs" color="fg.muted" align="center">
          <LanguageBadge languages={article.languages} />
          <Text as="span">
            <time dateTime={article.publishTime}>{article.publishTime.slice(0, 10)}</time>
          </Text>
          <Text as="span">{article.categoryDisplayName}</Text>
          {article.author ? (
            <Text as="span" {...lang}>
              {article.author}
            </Text>
          ) : null}
          {article.tags.map((tag) => (
            <Badge key={tag} size="sm" variant="subtle">
              {tag}
            </Badge>
          ))}
        </Wrap>
      </Stack>
    </HStack>
  );
}

