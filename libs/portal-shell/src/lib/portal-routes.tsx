// The bootstrap first: the bundler lays the first load out in import order (see bootstrap.tsx).
import { bootstrapApp } from './bootstrap';
import type { ClientInstaller } from '@forwarder/api-client';
import { appByName, type AppManifest, type AppManifestEntry } from '@forwarder/app-manifest';
import { createLocaleAcceptance, createPortalLoader } from '@forwarder/auth';
import { createLocalizedRoutes, joinLocalePath, splitLocalePath, type CatalogLoader } from '@forwarder/i18n';
import { NotFoundPage, RouteErrorPage } from '@forwarder/ui';
import type { MessageDescriptor } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { Outlet, redirect, type RouteObject } from 'react-router-dom';
import { pageRoutes, type PageMap, type PageRouteOf } from './page-routes';
import { PortalLayout, type MenuFilterHook } from './portal-layout';

/** The apps of the manifest whose audience must sign in: the portals (member, merchant, and any later one). */
export type PortalAppName = Exclude<AppManifest, { audience: 'anyone' }>['name'];

/** Everything that differs between two portals; the rest (guard, layout, entry, 404, errors) comes from the kit. */
export interface PortalDefinition<Name extends PortalAppName> {
  /** The app's name in the manifest: its prefix, audience, centre and routes. */
  app: Name;
  /** One lazy page per manifest route (the area entry apart, which opens the centre). */
  pages: PageMap<Name>;
  /** Accessible name of the side menu ("member menu"). */
  menuLabel: MessageDescriptor;
  /** Side menu, in order; its paths are pages of this app. */
  menu: ReadonlyArray<{ path: PageRouteOf<Name>; label: MessageDescriptor }>;
  /** Pages shown at full width without the side menu. */
  fullWidthPaths?: ReadonlyArray<PageRouteOf<Name>>;
  /**
   * Below 992 px the side menu is hidden (spec, user and merchant layouts); with `phoneMenu` its items show as a row
   * above every page instead (the staff console, used on handheld scanners).
   */
  phoneMenu?: boolean;
  /**
   * A hook the layout calls on every render: which menu items the signed-in user sees (the staff console hides the
   * admins' items from operators). Every item by default. Hiding an item is not access control: the page and the
   * server still refuse.
   */
  useMenuFilter?: MenuFilterHook;
  /**
   * Context the portal's pages share, around its layout (the shipping routes of `@forwarder/orders`, so the shared
   * screens link within the portal that shows them).
   */
  Providers?: ComponentType<{ children: ReactNode }>;
  /** The clients of the contracts the portal talks to besides the customer contract (installed at start-up). */
  clients?: readonly ClientInstaller[];
  /** `(locale) => import(`../locales/${locale}/messages.po`)`, from the app (one chunk per language). */
  loadCatalog: CatalogLoader;
}

/** Types a portal's definition (the app name fixes which routes its pages and menu may use). */
export function definePortal<Name extends PortalAppName>(portal: PortalDefinition<Name>): PortalDefinition<Name> {
  return portal;
}

/** `/user` (behaviour not specified) opens the app's centre, in the language of the request. */
function areaEntry(prefix: string, centre: string): RouteObject {
  return {
    path: prefix.slice(1),
    loader: ({ request }) => redirect(joinLocalePath(splitLocalePath(new URL(request.url).pathname).locale, centre)),
  };
}

function withProviders(Providers: PortalDefinition<PortalAppName>['Providers'], element: ReactNode): ReactNode {
  return Providers ? <Providers>{element}</Providers> : element;
}

/**
 * A portal's route tree (spec section 2, "user" and "merchant" layouts): per language branch, the layout route whose
 * loader is the access guard (token, profile, role rule) wraps every page of the app, the 404 of `/user/...`
 * included; the area entry redirects to the centre; each page is a lazy chunk; a failing page keeps the layout
 * (inner error element), a failing layout falls back to the branch's. Paths are full (`user/center`) because the
 * language prefix comes first (`/en/user/center`); the Vite base only places the assets.
 */
export function createPortalRoutes<Name extends PortalAppName>(portal: PortalDefinition<Name>, queryClient: QueryClient): RouteObject[] {
  const app: AppManifestEntry = appByName(portal.app);
  const pages: RouteObject[] = [
    ...(app.centre && app.routes.includes(app.prefix as `/${string}`) ? [areaEntry(app.prefix, app.centre)] : []),
    ...pageRoutes(portal.app, portal.pages),
    { path: '*', Component: NotFoundPage },
  ];
  return createLocalizedRoutes({
    children: [
      {
        loader: createPortalLoader(queryClient),
        element: withProviders(
          portal.Providers,
          <PortalLayout
            menuLabel={portal.menuLabel}
            menu={portal.menu}
            fullWidthPaths={portal.fullWidthPaths}
            phoneMenu={portal.phoneMenu}
            useMenuFilter={portal.useMenuFilter}
          />,
        ),
        errorElement: <RouteErrorPage />,
        children: [{ errorElement: <RouteErrorPage />, children: pages }],
      },
    ],
    Layout: Outlet,
    loadCatalog: portal.loadCatalog,
    isLocaleAllowed: createLocaleAcceptance(queryClient),
  }).map((branch) => ({ ...branch, errorElement: <RouteErrorPage /> }));
}

/** A portal's whole `main.tsx`: `bootstrapPortal(portal)`. */
export function bootstrapPortal<Name extends PortalAppName>(portal: PortalDefinition<Name>): void {
  bootstrapApp({ app: portal.app, routes: (queryClient) => createPortalRoutes(portal, queryClient), clients: portal.clients });
}
