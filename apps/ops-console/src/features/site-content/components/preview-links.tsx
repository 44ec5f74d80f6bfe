import { HStack, Link } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { withPreview } from '../lib/public-preview';

/**
 * The Preview links of a public page in both languages: the public site in a new tab, drafts shown (`?preview=1`).
 * `zhPath`/`enPath` are the page's public paths in each language.
 */
export function PreviewLinks({ zhPath, enPath, name }: { zhPath: string; enPath: string; name: string }) {
  const { t } = useLingui();
  return (
    <HStack gap="2" fontSize="sm">
      <Link href={withPreview(zhPath)} target="_blank" rel="noopener" aria-label={t`预览中文页面:${name}(新标签页)`} colorPalette="brand">
        <Trans>预览中文</Trans>
      </Link>
      <Link href={withPreview(enPath)} target="_blank" rel="noopener" aria-label={t`预览英文页面:${name}(新标签页)`} colorPalette="brand">
        <Trans>预览英文</Trans>
      </Link>
    </HStack>
  );
}
