// Used by the article pages and the home page's latest news (two features), hence outside features/. Kept to a
// hook and a Text (already in every first load): the home page's first load must not grow for a label.
import type { ArticleListItem } from '@forwarder/api-client';
import { Text } from '@chakra-ui/react';
import { useLocale } from '@forwarder/i18n';
import { Trans } from '@lingui/react/macro';

// An article is listed in every language; when it lacks the page's language its texts come in the language it has
// (the server's rule), and the page says so: a label in lists, a notice on the article (its own module), and `lang`
// on the texts so screen readers pronounce them right.

type Languages = ArticleListItem['languages'];

/** The language the article's texts are in on this page, or null when it is the page's own language. */
export function useForeignLanguage(languages: Languages): 'zh-Hans' | 'en' | null {
  const locale = useLocale();
  if (languages.length === 0 || languages.includes(locale)) return null;
  return languages[0] ?? null;
}

/** `lang` for an element holding the article's texts: set only when they are not in the page's language. */
export const langOf = (foreign: 'zh-Hans' | 'en' | null): { lang?: string } => (foreign ? { lang: foreign } : {});

/** "English only" / "Chinese only" beside an article in a list, when it is not in the page's language. */
export function LanguageBadge({ languages }: { languages: Languages }) {
  const foreign = useForeignLanguage(languages);
  if (!foreign) return null;
  return (
    <Text as="span" fontSize="xs" lineHeight="short" px="1.5" borderWidth="1px" borderColor="border.emphasized" rounded="l1" color="fg" flexShrink={0}>
      {foreign === 'en' ? <Trans>仅英文</Trans> : <Trans>仅中文</Trans>}
    </Text>
  );
}
