import { Button, HStack } from '@chakra-ui/react';
import { joinLocalePath, type Locale } from '@forwarder/i18n';
import { Trans, useLingui } from '@lingui/react/macro';

// The console's Preview: the public page itself, with `?preview=1` (it then asks for drafts with the staff token
// the shared login cookie carries), in both languages, each in a new tab.

/** The public URL of a page in a language, asking for the preview. */
export const previewUrl = (locale: Locale, path: string): string => `${joinLocalePath(locale, path)}?preview=1`;

/** Two links: the page as Chinese and as English visitors will see it. `name` says which page, for screen readers
 * (after the visible words, which an accessible name must start with). */
export function PreviewLinks({ path, name }: { path: string; name: string }) {
  const { t } = useLingui();
  return (
    <HStack gap="2" wrap="wrap">
      <Button asChild size="xs" variant="outline">
        <a href={previewUrl('zh-Hans', path)} target="_blank" rel="noopener noreferrer" aria-label={t`预览中文：${name}（新标签页）`}>
          <Trans>预览中文</Trans>
        </a>
      </Button>
      <Button asChild size="xs" variant="outline">
        <a href={previewUrl('en', path)} target="_blank" rel="noopener noreferrer" aria-label={t`预览英文：${name}（新标签页）`}>
          <Trans>预览英文</Trans>
        </a>
      </Button>
    </HStack>
  );
}
