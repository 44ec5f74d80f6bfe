import { Box, Button, Container, HStack, Image, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LanguageConfigLike, Locale } from '@forwarder/i18n';
import { Link as RouterLink } from 'react-router-dom';
import type { NavItemLike } from '../nav/nav-item-path';
import { HeaderNav } from './header-nav';
import { UserIcon } from './icons';
import { centerLabel } from './center-label';
import { LanguageToggle } from './language-toggle';
import { MobileMenu } from './mobile-menu';

export interface SiteBrand {
  /** Site name (logo alt text, and the text shown when there is no logo). */
  siteName: string;
  logoUrl?: string;
  /** The home page of the current language. */
  homeHref: string;
}

export interface SiteAccount {
  userName: string;
  /** Contract UserType: names the centre the button leads to (personal, merchant, operations). */
  userType?: number | null;
  /** The user's centre (/user/center, /merchant/center or /ops/center, language-prefixed): another app, a full load. */
  centerHref: string;
}

export interface SiteHeaderProps {
  brand: SiteBrand;
  locale: Locale;
  /** 'login' shows the logo and the language toggle only (login layout). */
  mode?: 'default' | 'login';
  navItems?: NavItemLike[];
  oldWebsiteUrl?: string;
  /** The signed-in user, or null for a visitor. */
  account?: SiteAccount | null;
  /** The sign-in page of the current language. */
  loginHref: string;
  /** The server's language list (the language toggle hides a language it does not list). */
  languageConfig?: LanguageConfigLike | null;
}

/** Logo linking home (client-side: the public site is this app). */
export function SiteLogo({ brand }: { brand: SiteBrand }) {
  return (
    <ChakraLink asChild color="brand.fg" fontWeight="bold" fontSize="lg" _hover={{ textDecoration: 'none' }}>
      <RouterLink to={brand.homeHref}>
        {brand.logoUrl ? (
          <Image src={brand.logoUrl} alt={brand.siteName} h="10" w="auto" maxW="48" />
        ) : (
          <Text as="span">{brand.siteName}</Text>
        )}
      </RouterLink>
    </ChakraLink>
  );
}

/**
 * Header of the public site (spec section 2): logo, server-driven navigation (desktop) or the
 * hamburger menu (below 992 px), language toggle, old-website link and the login button.
 */
export function SiteHeader({
  brand,
  locale,
  mode = 'default',
  navItems = [],
  oldWebsiteUrl,
  account,
  loginHref,
  languageConfig,
}: SiteHeaderProps) {
  const { t, i18n } = useLingui();
  const loginMode = mode === 'login';

  const userName = account?.userName ?? '';
  const centre = i18n._(centerLabel(account?.userType));
  const loginButton = account ? (
    // The user's centre belongs to another app (the member or merchant portal, the operations console): a full page load.
    <Button asChild size="sm" variant="solid">
      <a href={account.centerHref} aria-label={t`${centre}：${userName}`}>
        <UserIcon />
        <Text as="span" maxW="32" truncate>
          {account.userName}
        </Text>
      </a>
    </Button>
  ) : (
    <Button asChild size="sm" variant="solid">
      <RouterLink to={loginHref}>
        <UserIcon />
        <Trans>登录</Trans>
      </RouterLink>
    </Button>
  );

  const oldWebsite = oldWebsiteUrl ? (
    <ChakraLink href={oldWebsiteUrl} target="_blank" rel="noopener noreferrer" fontSize="sm" color="fg.muted">
      <Trans>访问旧版网站</Trans>
    </ChakraLink>
  ) : null;

  return (
    <Box as="header" borderBottomWidth="1px" borderColor="border" bg="bg.panel" position="relative" zIndex="sticky">
      <Container maxW="7xl">
        <HStack h="16" gap="4" justify="space-between">
          <HStack gap="6" minW="0">
            {!loginMode ? <MobileMenu items={navItems} locale={locale} footer={oldWebsite} /> : null}
            <SiteLogo brand={brand} />
            {!loginMode && navItems.length > 0 ? (
              <Box hideBelow="lg">
                <HeaderNav items={navItems} locale={locale} label={t`主导航`} />
              </Box>
            ) : null}
          </HStack>
          <HStack gap="3" flexShrink={0}>
            {!loginMode && oldWebsite ? <Box hideBelow="lg">{oldWebsite}</Box> : null}
            <LanguageToggle config={languageConfig} />
            {!loginMode ? loginButton : null}
          </HStack>
        </HStack>
      </Container>
    </Box>
  );
}
