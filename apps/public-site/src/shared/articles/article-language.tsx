// Used by the article pages and the home page's latest news (two features), hence outside features/.
import { Alert, Badge } from '@chakra-ui/react';
import type { ArticleListItem } from '@forwarder/api-client';
import { useLocale } from '@forwarder/i18n';
import { Trans } from '@lingui/react/macro';

// An article is listed in every language; when it lacks the page's language its texts come in the language it has
// (the server's rule), and the page says so: a badge in lists, a notice on the article, and `lang` on the texts so
// screen readers pronounce them right.

type Languages = ArticleListItem['languages'];

/** The language the article's texts are in on this page, or null when it is the page's own language. */
export function useForeignLanguage(languages: Languages): 'zh-Hans' | 'en' | null {
  const locale = useLocale();
  if (languages.length === 0 || languages.includes(locale)) return null;
  return languages[0] ?? null;
}

/** `lang` for an element holding the article's texts: set only when they are not in the page's language. */
export const langOf = (foreign: 'zh-Hans' | 'en' | null): { lang?: string } => (foreign ? { lang: foreign } : {});

export function LanguageBadge({ languages }: { languages: Languages }) {
  const foreign = useForeignLanguage(languages);
  if (!foreign) return null;
  return (
    <Badge size="sm" variant="outline" colorPalette="orange">
      {foreign === 'en' ? <Trans>仅英文</Trans> : <Trans>仅中文</Trans>}
    </Badge>
  );
}

export function LanguageNotice({ languages }: { languages: Languages }) {
  const foreign = useForeignLanguage(languages);
  if (!foreign) return null;
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Title>{foreign === 'en' ? <Trans>本文只有英文版。</Trans> : <Trans>本文只有中文版。</Trans>}</Alert.Title>
    </Alert.Root>
  );
}
