import { Link as ChakraLink } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { systemQueries, type Profile } from '@forwarder/api-client';
import { centerPath, logout, useProfile } from '@forwarder/auth';
import { joinLocalePath, splitLocalePath, useLocale } from '@forwarder/i18n';
import { AppFrame, isMenuItemActive, showsSideMenu, SideMenu, UserHeader } from '@forwarder/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Outlet, useLoaderData, useLocation } from 'react-router-dom';
import { menu } from '../menu';
import { fullWidthPaths } from '../paths';
import { useLocalePath } from './use-locale-path';

// "merchant" layout (spec section 2): the user header (welcome, Home + Merchant Center, language,
// logout) plus the side menu, hidden below 992 px and on the full-width pages. Rendered only
// after the access guard (the route's loader) resolved the signed-in merchant's profile.
export function PortalLayout() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const to = useLocalePath();
  const queryClient = useQueryClient();
  const { path } = splitLocalePath(useLocation().pathname);
  // The guard's profile, kept fresh by the query cache (e.g. after a profile edit).
  const guarded = useLoaderData() as Profile;
  const profile = useProfile().data ?? guarded;
  const siteName = useQuery(systemQueries.applicationConfiguration()).data?.tenantExtra.displaySiteName;
  const [loggingOut, setLoggingOut] = useState(false);
  const home = joinLocalePath(locale, '/');

  return (
    <AppFrame
      header={
        <UserHeader
          brand={
            // The public site is another app: a full page load, not a router link.
            <ChakraLink href={home} color="brand.fg" _hover={{ textDecoration: 'none' }}>
              {siteName || <Trans>国际货运</Trans>}
            </ChakraLink>
          }
          userName={profile.userName}
          userType={profile.userType}
          homeHref={home}
          centerHref={centerPath(profile.userType, locale)}
          loggingOut={loggingOut}
          onLogout={() => {
            setLoggingOut(true);
            void logout({ queryClient, locale });
          }}
        />
      }
      aside={
        showsSideMenu(path, fullWidthPaths) ? (
          <SideMenu
            label={t`商家菜单`}
            items={menu.map((item) => ({
              key: item.path,
              active: isMenuItemActive(path, item.path),
              link: <Link to={to(item.path)}>{i18n._(item.label)}</Link>,
            }))}
          />
        ) : undefined
      }
      footer={<Trans>版权所有</Trans>}
    >
      <Outlet />
    </AppFrame>
  );
}
