import { useEffect } from 'react';

/** Sets `<link rel="icon">` to the tenant's favicon (created when index.html has none). */
export function useFavicon(url: string | undefined): void {
  useEffect(() => {
    if (!url) return;
    let link = document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = url;
  }, [url]);
}

export interface TenantBrandingProps {
  faviconUrl?: string;
}

/**
 * Applies the tenant's favicon; renders nothing. (The document title is rendered by each page as a React 19
 * `<title>` with the site name as suffix. The statistics snippet is not the browser's to inject: the server puts it
 * into the public site's pages with the CSP nonce its inline scripts need.)
 */
export function TenantBranding({ faviconUrl }: TenantBrandingProps) {
  useFavicon(faviconUrl);
  return null;
}
