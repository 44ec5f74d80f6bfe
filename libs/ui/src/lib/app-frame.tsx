import { Box, Container, Flex, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface AppFrameProps {
  /** Logo / site name, usually a link home. */
  brand: ReactNode;
  /** Main navigation (server-driven later). */
  nav?: ReactNode;
  /** Right-hand header actions: language toggle, login button. */
  actions?: ReactNode;
  /** Optional side menu (member/merchant layouts), hidden below the lg breakpoint (992 px). */
  aside?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The page frame shared by the three apps: header, optional side menu, main, footer.
 * Router-agnostic on purpose: links are passed in as elements, so this lib needs no router.
 */
export function AppFrame({ brand, nav, actions, aside, footer, children }: AppFrameProps) {
  return (
    <Flex direction="column" minH="100dvh" bg="bg">
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
      <Container maxW="7xl" flex="1" py={{ base: '6', lg: '10' }}>
        <Flex gap="8">
          {aside ? (
            <Box as="aside" hideBelow="lg" w="56" flexShrink={0}>
              {aside}
            </Box>
          ) : null}
          <Box as="main" flex="1" minW="0">
            {children}
          </Box>
        </Flex>
      </Container>
      {footer ? (
        <Box as="footer" borderTopWidth="1px" borderColor="border" bg="bg.subtle" py="6">
          <Container maxW="7xl" color="fg.muted" fontSize="sm">
            {footer}
          </Container>
        </Box>
      ) : null}
    </Flex>
  );
}
