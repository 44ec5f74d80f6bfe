import { Box, Button, Container, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { SideMenuItem } from '../side-menu';
import { centerLabel } from './center-label';
import { SideMenuButton } from './side-menu-button';
import { LanguageToggle } from './language-toggle';

export interface UserHeaderProps {
  /** Logo / site name, usually a link to the public home page. */
  brand: ReactNode;
  userName: string;
  userType: number | null;
  /** Public home page (another app: a full page load). */
  homeHref: string;
  /** /user/center for members, /merchant/center for merchants, /ops/center for staff (language-prefixed). */
  centerHref: string;
  onLogout: () => void;
  /** Disables the logout button while signing out. */
  loggingOut?: boolean;
  /**
   * A portal's menu, reached below the lg breakpoint from a menu button that opens it in a drawer. With it, Home and
   * the centre move into that drawer below md, where the header has room only for the button, the brand, the
   * language and logout.
   */
  menu?: { label: string; items: SideMenuItem[] };
}

/**
 * Header of the signed-in layouts (spec section 2): welcome message with the user name, Home plus
 * Personal Center (members), Merchant Center (merchants) or Operations console (staff), language
 * toggle and logout. Presentational: the session comes in as props, logout goes out as a callback.
 */
export function UserHeader({ brand, userName, userType, homeHref, centerHref, onLogout, loggingOut, menu }: UserHeaderProps) {
  const { t, i18n } = useLingui();
  const centre = i18n._(centerLabel(userType));
  return (
    // Never wraps (a phone showed "首/页"): every label keeps to one line, the brand gives way (truncated) first.
    <Box as="header" borderBottomWidth="1px" borderColor="border" bg="bg.panel" whiteSpace="nowrap">
      <Container maxW="7xl">
        <HStack minH="16" py="2" gap={{ base: '2', md: '4' }} justify="space-between">
          <HStack gap={{ base: '2', md: '6' }} minW="0">
            {menu ? (
              <SideMenuButton
                label={menu.label}
                items={menu.items}
                footer={
                  <Stack gap="1" hideFrom="md" px="3">
                    <ChakraLink href={homeHref} py="2">
                      <Trans>首页</Trans>
                    </ChakraLink>
                    <ChakraLink href={centerHref} py="2">
                      {centre}
                    </ChakraLink>
                  </Stack>
                }
              />
            ) : null}
            <Box fontWeight="bold" fontSize="lg" color="brand.fg" minW="0" truncate>
              {brand}
            </Box>
            <HStack as="nav" aria-label={t`用户导航`} gap="4" flexShrink={0} hideBelow={menu ? 'md' : undefined}>
              <ChakraLink href={homeHref}>
                <Trans>首页</Trans>
              </ChakraLink>
              <ChakraLink href={centerHref}>{centre}</ChakraLink>
            </HStack>
          </HStack>
          <HStack gap={{ base: '2', md: '3' }} flexShrink={0}>
            <Text fontSize="sm" color="fg.muted" hideBelow="lg" maxW="48" truncate>
              <Trans>欢迎您，{userName}</Trans>
            </Text>
            <LanguageToggle />
            <Button size="sm" variant="outline" onClick={onLogout} disabled={loggingOut}>
              <Trans>退出登录</Trans>
            </Button>
          </HStack>
        </HStack>
      </Container>
    </Box>
  );
}
