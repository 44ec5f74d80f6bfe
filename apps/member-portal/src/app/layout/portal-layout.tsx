import { Link as ChakraLink } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { joinLocalePath, splitLocalePath, useLocale } from '@forwarder/i18n';
import { AppFrame, SideMenu } from '@forwarder/ui';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { menu } from '../menu';
import { fullWidthPaths, paths } from '../paths';
import { LanguageToggle } from './language-toggle';
import { useLocalePath } from './use-locale-path';

/** Active when the current path is the item's path or below it (segment-wise "contains"). */
function isActive(current: string, itemPath: string) {
  return current === itemPath || current.startsWith(`${itemPath}/`);
}

// "user" layout (spec section 2): header plus side menu, the menu hidden below 992 px and on
// the full-width pages. Welcome message, logout and the access guard come with libs/auth.
export function PortalLayout() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const to = useLocalePath();
  const { path } = splitLocalePath(useLocation().pathname);
  const fullWidth = fullWidthPaths.includes(path);

  return (
    <AppFrame
      brand={
        <ChakraLink asChild color="brand.fg" _hover={{ textDecoration: 'none' }}>
          <Link to={to(paths.center)}>
            <Trans>会员中心</Trans>
          </Link>
        </ChakraLink>
      }
      nav={
        // The public site is another app: a full page load, not a router link.
        <ChakraLink href={joinLocalePath(locale, '/')}>
          <Trans>首页</Trans>
        </ChakraLink>
      }
      actions={<LanguageToggle />}
      aside={
        fullWidth ? undefined : (
          <SideMenu
            label={t`会员菜单`}
            items={menu.map((item) => ({
              key: item.path,
              active: isActive(path, item.path),
              link: <Link to={to(item.path)}>{i18n._(item.label)}</Link>,
            }))}
          />
        )
      }
      footer={<Trans>版权所有</Trans>}
    >
      <Outlet />
    </AppFrame>
  );
}
