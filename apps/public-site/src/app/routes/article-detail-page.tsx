import { Badge, Box, Button, Heading, HStack, Image, Link as ChakraLink, Separator, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { contentQueries, type ArticleDetail as ArticleDetailData } from '@forwarder/api-client';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { LanguageNotice } from '../../features/articles/components/language-notice';
import { langOf, useForeignLanguage } from '../../shared/articles/article-language';
import { SafeHtml } from '../../features/articles/components/safe-html';
import { paths } from '../../config/paths';
import { usePreviewMode } from '../preview';
import { PageHead } from './page-head';
import { ContentPageSkeleton, QueryError } from './query-state';
import { useLocalePath } from '@forwarder/i18n';
import type { PageData } from './page-data';

export const pageData: PageData = ({ params, preview }) => [contentQueries.article(params['id'] ?? '', preview)];

// Spec section 2: /article/{id}. The HTML body goes through DOMPurify when the browser renders it (SafeHtml). With `?preview=1` (the
// console's Preview) a draft is shown too, under the layout's preview notice. In the page's language when the article has it,
// else in the language it has, saying so.
export function Component() {
  const { id = '' } = useParams();
  const preview = usePreviewMode();
  const query = useQuery(contentQueries.article(id, preview));
  return (
    <Stack gap="4">
      {query.isPending ? <ContentPageSkeleton /> : query.isError ? <QueryError error={query.error} /> : <ArticleDetail article={query.data} />}
    </Stack>
  );
}

function ArticleDetail({ article }: { article: ArticleDetailData }) {
  const to = useLocalePath();
  const lang = langOf(useForeignLanguage(article.languages));
  const { author } = article;
  return (
    <Stack as="article" gap="6">
      <PageHead title={article.title} description={article.summary} image={article.coverImageUrl} type="article" />
      <LanguageNotice languages={article.languages} />
      <Stack gap="3" {...lang}>
        <ChakraLink asChild fontSize="sm" color="brand.fg">
          <Link to={`${to(paths.articles)}?category=${encodeURIComponent(article.categoryId)}`}>{article.categoryDisplayName}</Link>
        </ChakraLink>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {article.title}
        </Heading>
        <Wrap gap="3" fontSize="sm" color="fg.muted">
          <Text as="span">
            <time dateTime={article.publishTime}>{article.publishTime.slice(0, 10)}</time>
          </Text>
          {article.author ? (
            <Text as="span">
              <Trans>作者：{author}</Trans>
            </Text>
          ) : null}
        </Wrap>
      </Stack>
      {article.coverImageUrl ? (
        // Its box is sized before the picture arrives (no layout shift); another shape is cropped to fit.
        <Image src={article.coverImageUrl} alt="" w="full" aspectRatio="16/9" maxH="96" objectFit="cover" rounded="l3" />
      ) : null}
      <Box {...lang}>
        <SafeHtml html={article.content} />
      </Box>
      {article.tags.length > 0 ? (
        <HStack gap="2" flexWrap="wrap">
          <Text as="span" fontSize="sm" color="fg.muted">
            <Trans>标签：</Trans>
          </Text>
          {article.tags.map((tag) => (
            <Badge key={tag} variant="subtle">
              {tag}
            </Badge>
          ))}
        </HStack>
      ) : null}
      <Separator />
      <SimpleGrid as="nav" columns={{ base: 1, md: 2 }} gap="3" aria-labelledby="article-siblings">
        <Box srOnly id="article-siblings">
          <Trans>上一篇和下一篇</Trans>
        </Box>
        <Box>
          {article.previous ? (
            <Stack gap="1">
              <Text fontSize="xs" color="fg.muted">
                <Trans>上一篇</Trans>
              </Text>
              <ChakraLink asChild>
                <Link to={to(paths.article(article.previous.id))} rel="prev">
                  {article.previous.title}
                </Link>
              </ChakraLink>
            </Stack>
          ) : null}
        </Box>
        <Box textAlign={{ base: 'start', md: 'end' }}>
          {article.next ? (
            <Stack gap="1" align={{ base: 'flex-start', md: 'flex-end' }}>
              <Text fontSize="xs" color="fg.muted">
                <Trans>下一篇</Trans>
              </Text>
              <ChakraLink asChild>
                <Link to={to(paths.article(article.next.id))} rel="next">
                  {article.next.title}
                </Link>
              </ChakraLink>
            </Stack>
          ) : null}
        </Box>
      </SimpleGrid>
      <Box>
        <Button asChild variant="outline" size="sm">
          <Link to={to(paths.articles)}>
            <Trans>返回列表</Trans>
          </Link>
        </Button>
      </Box>
    </Stack>
  );
}
