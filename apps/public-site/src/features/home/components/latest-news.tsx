import { Box, Heading, HStack, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react';
import { contentQueries, DEFAULT_PAGE_SIZE, type ArticleListItem } from '@forwarder/api-client';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useLocalePath } from '@forwarder/i18n';
import { langOf, LanguageBadge, useForeignLanguage } from '../../../shared/articles/article-language';

/** One headline; an article not in the page's language says which language it is in. */
function NewsItem({ article }: { article: ArticleListItem }) {
  const to = useLocalePath();
  return (
    <HStack as="li" justify="space-between" py="2.5" gap="4">
      <ChakraLink asChild fontWeight="medium" lineClamp={1}>
        <Link to={to(paths.article(article.id))} {...langOf(useForeignLanguage(article.languages))}>
          {article.title}
        </Link>
      </ChakraLink>
      <HStack gap="2" flexShrink={0}>
        <LanguageBadge languages={article.languages} />
        <Text as="span" fontSize="sm" color="fg.muted">
          <time dateTime={article.publishTime}>{article.publishTime.slice(0, 10)}</time>
        </Text>
      </HStack>
    </HStack>
  );
}

/** The read behind the latest news: the first page of articles (section 9 default page: 7). */
export const latestNewsQuery = () => contentQueries.articleList({ maxResultCount: DEFAULT_PAGE_SIZE, skipCount: 0 });

/** The newest articles. */
export function LatestNews() {
  const to = useLocalePath();
  const { data, isPending, isError } = useQuery(latestNewsQuery());
  return (
    <Box as="section" aria-labelledby="home-news">
      <HStack justify="space-between" mb="4">
        <Heading as="h2" size="xl" id="home-news">
          <Trans>新闻资讯</Trans>
        </Heading>
        <ChakraLink asChild color="brand.fg" fontSize="sm">
          <Link to={to(paths.articles)}>
            <Trans>查看全部</Trans>
          </Link>
        </ChakraLink>
      </HStack>
      {isPending ? (
        <Stack gap="3">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height="6" />
          ))}
        </Stack>
      ) : isError || data.items.length === 0 ? (
        <Text color="fg.muted">
          <Trans>暂无文章</Trans>
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="0" divideY="1px">
          {data.items.map((article) => (
            <NewsItem key={article.id} article={article} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
