import { useLingui } from '@lingui/react/macro';
import { contentQueries, systemQueries, type ApplicationConfiguration } from '@forwarder/api-client';
import { centerPath } from '@forwarder/auth';
import { joinLocalePath, splitLocalePath, useLocale, type Locale } from '@forwarder/i18n';
import {
  AppFrame,
  LoadingBar,
  LoginFooter,
  OfflineBanner,
  SiteFooter,
  SiteHeader,
  TenantBranding,
  type NavItemLike,
  type SiteAccount,
  type SiteBrand,
} from '@forwarder/ui';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { PreviewBanner, usePreviewMode } from '../preview';

/** Header/footer data: loaded by the language branch's loader (see router.tsx), read from the cache here. */
function useLayoutData() {
  const config = useQuery(systemQueries.applicationConfiguration());
  const nav = useQuery(contentQueries.navList(usePreviewMode()));
  return { config: config.data, navItems: (nav.data?.items ?? []) as NavItemLike[] };
}

function useBrand(config: ApplicationConfiguration | undefined, locale: Locale): SiteBrand {
  const { t } = useLingui();
  return {
    siteName: config?.tenantExtra.displaySiteName || t`国际货运`,
    logoUrl: config?.tenantExtra.logoUrl || undefined,
    homeHref: joinLocalePath(locale, paths.home),
  };
}

function accountOf(config: ApplicationConfiguration | undefined, locale: Locale): SiteAccount | null {
  const user = config?.currentUser;
  if (!user?.isAuthenticated || !user.userName) return null;
  return { userName: user.userName, userType: user.userType, centerHref: centerPath(user.userType, locale) };
}

/** Default layout (spec section 2): header, footer, back-to-top button (the statistics snippet is put in by the server). */
export function DefaultLayout() {
  const locale = useLocale();
  const { config, navItems } = useLayoutData();
  const brand = useBrand(config, locale);
  const tenant = config?.tenantExtra;
  const preview = usePreviewMode();
  return (
    <AppFrame
      backToTop
      top={
        <>
          <LoadingBar />
          <OfflineBanner />
        </>
      }
      header={
        <SiteHeader
          brand={brand}
          locale={locale}
          navItems={navItems}
          oldWebsiteUrl={tenant?.oldWebsiteUrl || undefined}
          account={accountOf(config, locale)}
          loginHref={joinLocalePath(locale, paths.login)}
          languageConfig={config}
        />
      }
      footerElement={<SiteFooter navItems={navItems} locale={locale} tenant={tenant ?? {}} />}
    >
      <TenantBranding faviconUrl={tenant?.faviconUrl} />
      {preview ? <PreviewBanner /> : null}
      <Outlet />
    </AppFrame>
  );
}

/** Login layout (spec section 2): header in login mode (logo + language toggle) and the login footer. */
export function LoginLayout() {
  const locale = useLocale();
  const { config } = useLayoutData();
  const brand = useBrand(config, locale);
  return (
    <AppFrame
      top={
        <>
          <LoadingBar />
          <OfflineBanner />
        </>
      }
      header={
        <SiteHeader
          mode="login"
          brand={brand}
          locale={locale}
          loginHref={joinLocalePath(locale, paths.login)}
          languageConfig={config}
        />
      }
      footerElement={<LoginFooter tenant={config?.tenantExtra ?? {}} />}
    >
      <TenantBranding faviconUrl={config?.tenantExtra.faviconUrl} />
      <Outlet />
    </AppFrame>
  );
}

/**
 * The layout of a language branch: the login layout for /login, the default layout for every
 * other page. (Chosen by path so the route table stays one flat list per language.)
 */
export function SiteLayout() {
  const { path } = splitLocalePath(useLocation().pathname);
  return path === paths.login ? <LoginLayout /> : <DefaultLayout />;
}
