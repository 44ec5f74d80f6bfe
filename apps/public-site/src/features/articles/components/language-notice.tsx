import { Alert } from '@chakra-ui/react';
import type { ArticleListItem } from '@forwarder/api-client';
import { Trans } from '@lingui/react/macro';
import { useForeignLanguage } from '../../../shared/articles/article-language';

/** On an article's page: it is shown in another language than the page's, because it has only that one. */
export function LanguageNotice({ languages }: { languages: ArticleListItem['languages'] }) {
  const foreign = useForeignLanguage(languages);
  if (!foreign) return null;
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Title>{foreign === 'en' ? <Trans>本文只有英文版。</Trans> : <Trans>本文只有中文版。</Trans>}</Alert.Title>
    </Alert.Root>
  );
}
