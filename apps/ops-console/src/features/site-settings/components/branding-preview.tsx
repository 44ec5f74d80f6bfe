import { Box, Container, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { SiteFooter, SiteLogo } from '@forwarder/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SiteSettingsValues } from '../api/site-settings-schema';

/**
 * The header's logo and the footer's contact and legal lines as a visitor would see them with the values being
 * edited, drawn by the public site's own components (libs/ui). It is a picture of the page, so it is inert (no
 * stray focus stops or links into the console); the links below it open the real public home.
 */
export function BrandingPreview({ values }: { values: SiteSettingsValues }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale === 'en' ? 'en' : 'zh-Hans';
  return (
    <Stack gap="3">
      <Box borderWidth="1px" borderColor="border" rounded="md" overflow="hidden" inert>
        <Container maxW="7xl" py="3" borderBottomWidth="1px" borderColor="border">
          <SiteLogo brand={{ siteName: values.displaySiteName || t`国际货运`, logoUrl: values.logoUrl || undefined, homeHref: '/' }} />
        </Container>
        <SiteFooter locale={locale} tenant={values} />
      </Box>
      <Text fontSize="sm" color="fg.muted">
        <Trans>预览使用尚未保存的内容；保存后访客刷新页面即可看到。</Trans>
      </Text>
      <HStack gap="4" wrap="wrap">
        <Link href="/" target="_blank" rel="noopener">
          <Trans>在新窗口打开中文首页</Trans>
        </Link>
        <Link href="/en" target="_blank" rel="noopener">
          <Trans>在新窗口打开英文首页</Trans>
        </Link>
      </HStack>
    </Stack>
  );
}
