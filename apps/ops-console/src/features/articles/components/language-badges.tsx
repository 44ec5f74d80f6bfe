import { Badge, HStack } from '@chakra-ui/react';
import { ContentLanguage } from '@forwarder/api-client/ops';
import { Trans } from '@lingui/react/macro';

/** The languages an article is written in (title and content), as visitors will get it; "no language" for neither. */
export function LanguageBadges({ languages }: { languages: readonly ContentLanguage[] }) {
  if (languages.length === 0) {
    return (
      <Badge colorPalette="red" variant="subtle">
        <Trans>未写完</Trans>
      </Badge>
    );
  }
  return (
    <HStack gap="1">
      {languages.includes(ContentLanguage.ZhHans) ? (
        <Badge variant="outline">
          <Trans>中文</Trans>
        </Badge>
      ) : null}
      {languages.includes(ContentLanguage.En) ? (
        <Badge variant="outline">
          <Trans>英文</Trans>
        </Badge>
      ) : null}
    </HStack>
  );
}
