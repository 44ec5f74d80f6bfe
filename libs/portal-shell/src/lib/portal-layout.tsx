import { Box, Link as ChakraLink } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { systemQueries, type Profile } from '@forwarder/api-client';
import { centerPath, logout, useProfile } from '@forwarder/auth';
import { joinLocalePath, splitLocalePath, useLocale, useLocalePath } from '@forwarder/i18n';
import {
  AppFrame,
  isMenuItemActive,
  LoadingBar,
  OfflineBanner,
  showsSideMenu,
  SideMenu,
  UserHeader,
} from '@forwarder/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Outlet, useLoaderData, useLocation } from 'react-router-dom';

export interface PortalMenuItem {
  /** Unprefixed app path, e.g. '/user/center'. */
  path: string;
  label: MessageDescriptor;
  /** Pages outside the menu that belong to this item (order detail → My waybills): it is highlighted there too. */
  activeOn?: readonly string[];
}

/** Whether a menu item is the current one: its own path or one of the pages it stands for. */
export function isPortalMenuItemActive(path: string, item: PortalMenuItem): boolean {
  return [item.path, ...(item.activeOn ?? [])].some((itemPath) => isMenuItemActive(path, itemPath));
}

/** Returns whether the signed-in user sees a menu item (called as a hook, on every render of the layout). */
export type MenuFilterHook = () => (item: PortalMenuItem) => boolean;

const useEveryMenuItem: MenuFilterHook = () => () => true;

export interface PortalLayoutProps {
  /** Accessible name of the side menu ("member menu", "merchant menu"). */
  menuLabel: MessageDescriptor;
  menu: readonly PortalMenuItem[];
  /** Pages that take the full width without the side menu (spec: /user/order, /user/batch-order). */
  fullWidthPaths?: readonly string[];
  /** Which items the signed-in user sees (every item by default). */
  useMenuFilter?: MenuFilterHook;
  /** Below 992 px, the menu as a row above the page (where the side menu is hidden). */
  phoneMenu?: boolean;
}

/**
 * The "user" and "merchant" layouts (spec section 2): the user header (welcome, Home + Personal or
 * Merchant Center, language, logout), the side menu (hidden below 992 px and on full-width pages),
 * the offline banner and the loading bar. Rendered under the portal guard's route, whose loader
 * resolved the signed-in user's profile.
 */
export function PortalLayout({ menuLabel, menu, fullWidthPaths = [], useMenuFilter = useEveryMenuItem, phoneMenu = false }: PortalLayoutProps) {
  const { i18n } = useLingui();
  const visible = useMenuFilter();
  const locale = useLocale();
  const to = useLocalePath();
  const queryClient = useQueryClient();
  const { path } = splitLocalePath(useLocation().pathname);
  // The guard's profile, kept fresh by the query cache (e.g. after a profile edit).
  const guarded = useLoaderData() as Profile;
  const profile = useProfile().data ?? guarded;
  const tenant = useQuery(systemQueries.applicationConfiguration()).data?.tenantExtra;
  const [loggingOut, setLoggingOut] = useState(false);
  const home = joinLocalePath(locale, '/');
  const shown = menu.filter(visible);
  const items = shown.map((item) => ({
    key: item.path,
    active: isPortalMenuItemActive(path, item),
    link: <Link to={to(item.path)}>{i18n._(item.label)}</Link>,
  }));
  const current = shown.find((item) => isPortalMenuItemActive(path, item));
  const siteName = tenant?.displaySiteName || i18n._(msg`国际货运`);
  const centerHref = centerPath(profile.userType, locale);

  return (
    <AppFrame
      top={
        <>
          <LoadingBar />
          <OfflineBanner />
        </>
      }
      header={
        <UserHeader
          brand={
            // The public site is another app: a full page load, not a router link.
            <ChakraLink href={home} color="brand.fg" _hover={{ textDecoration: 'none' }}>
              {siteName}
            </ChakraLink>
          }
          userName={profile.userName}
          userType={profile.userType}
          homeHref={home}
          centerHref={centerHref}
          menu={phoneMenu ? undefined : { label: i18n._(menuLabel), items }}
          loggingOut={loggingOut}
          onLogout={() => {
            setLoggingOut(true);
            void logout({ queryClient, locale });
          }}
        />
      }
      aside={
        showsSideMenu(path, fullWidthPaths) ? (
          <SideMenu label={i18n._(menuLabel)} items={items} />
        ) : undefined
      }
      footer={tenant?.copyright || <Trans>版权所有</Trans>}
    >
      {/* The document title of every page: the menu item it belongs to, else the site. Rendered before the page, so
          a page's own <title> (order detail, the 404) is hoisted in front of it and wins (React inserts a title
          before the first one in <head>); without it the tab showed index.html's static "Forwarder". */}
      <title>{current ? `${i18n._(current.label)} - ${siteName}` : siteName}</title>
      {phoneMenu ? (
        <Box hideFrom="lg" mb="6" pb="2" borderBottomWidth="1px">
          <SideMenu label={i18n._(menuLabel)} items={items} orientation="horizontal" />
        </Box>
      ) : null}
      <Outlet />
    </AppFrame>
  );
}
