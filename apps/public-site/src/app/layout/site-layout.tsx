import { Link as ChakraLink } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { AppFrame } from '@forwarder/ui';
import { Link, Outlet } from 'react-router-dom';
import { paths } from '../paths';
import { LanguageToggle } from './language-toggle';
import { useLocalePath } from './use-locale-path';

// Default layout (spec section 2 "Layouts"). Server-driven navigation, tenant branding, the
// login button, footer columns and the back-to-top button come with the content issues.
export function SiteLayout() {
  const to = useLocalePath();
  return (
    <AppFrame
      brand={
        <ChakraLink asChild color="brand.fg" _hover={{ textDecoration: 'none' }}>
          <Link to={to(paths.home)}>
            <Trans>国际货运</Trans>
          </Link>
        </ChakraLink>
      }
      nav={
        <ChakraLink asChild>
          <Link to={to(paths.tracking)}>
            <Trans>运单追踪</Trans>
          </Link>
        </ChakraLink>
      }
      actions={<LanguageToggle />}
      footer={<Trans>版权所有</Trans>}
    >
      <Outlet />
    </AppFrame>
  );
}
