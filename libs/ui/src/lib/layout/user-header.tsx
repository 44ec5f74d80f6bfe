import { Box, Button, Container, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { centerLabel } from './center-label';
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
}

/**
 * Header of the signed-in layouts (spec section 2): welcome message with the user name, Home plus
 * Personal Center (members), Merchant Center (merchants) or Operations console (staff), language
 * toggle and logout. Presentational: the session comes in as props, logout goes out as a callback.
 */
export function UserHeader({ brand, userName, userType, homeHref, centerHref, onLogout, loggingOut }: UserHeaderProps) {
  const { t, i18n } = useLingui();
  return (
    <Box as="header" borderBottomWidth="1px" borderColor="border" bg="bg.panel">
      <Container maxW="7xl">
        <HStack minH="16" py="2" gap="4" justify="space-between" wrap="wrap">
          <HStack gap="6" minW="0">
            <Box fontWeight="bold" fontSize="lg" color="brand.fg">
              {brand}
            </Box>
            <HStack as="nav" aria-label={t`用户导航`} gap="4">
              <ChakraLink href={homeHref}>
                <Trans>首页</Trans>
              </ChakraLink>
              <ChakraLink href={centerHref}>{i18n._(centerLabel(userType))}</ChakraLink>
            </HStack>
          </HStack>
          <HStack gap="3">
            <Text fontSize="sm" color="fg.muted" hideBelow="md">
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
