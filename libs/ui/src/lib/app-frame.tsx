import { Box, Container, Flex, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BackToTop } from './layout/back-to-top';
import { MAIN_CONTENT_ID, SkipLink } from './layout/skip-link';

export interface AppFrameProps {
  /** A complete header (`SiteHeader`, `UserHeader`); replaces the simple one built from brand/nav/actions. */
  header?: ReactNode;
  /** Logo / site name, usually a link home (simple header). */
  brand?: ReactNode;
  /** Main navigation (simple header). */
  nav?: ReactNode;
  /** Right-hand header actions: language toggle, login button (simple header). */
  actions?: ReactNode;
  /** Optional side menu (member/merchant layouts), hidden below the lg breakpoint (992 px). */
  aside?: ReactNode;
  /** Content of the simple footer bar. */
  footer?: ReactNode;
  /** A complete footer (`SiteFooter`, `LoginFooter`); replaces the simple one. */
  footerElement?: ReactNode;
  /** Renders the main area edge to edge (pages place their own containers, e.g. full-width banners). */
  fullBleed?: boolean;
  /** Floating back-to-top button (default layout). */
  backToTop?: boolean;
  /** Above the header: offline banner, loading bar. */
  top?: ReactNode;
  children: ReactNode;
}

/**
 * The page frame shared by the apps: skip link, header, optional side menu, main, footer.
 * Links come in as elements, so the frame itself does not care which router renders them.
 */
export function AppFrame({
  header,
  brand,
  nav,
  actions,
  aside,
  footer,
  footerElement,
  fullBleed,
  backToTop,
  top,
  children,
}: AppFrameProps) {
  const main = (
    // Focusable by script only: the skip link's target (focus lands on the page, not its first control).
    <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" minW="0" _focus={{ outline: 'none' }}>
      {children}
    </Box>
  );
  return (
    <Flex direction="column" minH="100dvh" bg="bg">
      <SkipLink />
      {top}
      {header ?? (
        <Box as="header" borderBottomWidth="1px" borderColor="border" bg="bg.panel">
          <Container maxW="7xl">
            <HStack h="16" gap="6" justify="space-between">
              <HStack gap="6" minW="0">
                <Box fontWeight="bold" fontSize="lg" color="brand.fg">
                  {brand}
                </Box>
                {nav ? (
                  <Box as="nav" hideBelow="lg">
                    {nav}
                  </Box>
                ) : null}
              </HStack>
              {actions ? <HStack gap="3">{actions}</HStack> : null}
            </HStack>
          </Container>
        </Box>
      )}
      {fullBleed ? (
        <Flex direction="column" flex="1">
          {main}
        </Flex>
      ) : (
        <Container maxW="7xl" flex="1" py={{ base: '6', lg: '10' }}>
          <Flex gap="8">
            {aside ? (
              <Box as="aside" hideBelow="lg" w="56" flexShrink={0}>
                {aside}
              </Box>
            ) : null}
            {main}
          </Flex>
        </Container>
      )}
      {footerElement ?? (footer ? (
        <Box as="footer" borderTopWidth="1px" borderColor="border" bg="bg.subtle" py="6">
          <Container maxW="7xl" color="fg.muted" fontSize="sm">
            {footer}
          </Container>
        </Box>
      ) : null)}
      {backToTop ? <BackToTop /> : null}
    </Flex>
  );
}
