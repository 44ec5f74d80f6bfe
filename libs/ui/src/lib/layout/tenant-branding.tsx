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

/**
 * The external script URLs of a statistics snippet that may run under the site's CSP
 * (`script-src 'self'`): only `<script src>` elements whose URL resolves to this origin.
 * Inline code, other elements and other origins are ignored (never injected).
 */
export function allowedStatisticsScripts(snippet: string, baseUrl: string): string[] {
  if (!snippet.trim() || typeof DOMParser === 'undefined') return [];
  const base = new URL(baseUrl);
  const doc = new DOMParser().parseFromString(snippet, 'text/html');
  const urls: string[] = [];
  for (const script of Array.from(doc.querySelectorAll('script[src]'))) {
    const src = script.getAttribute('src')?.trim();
    if (!src) continue;
    let url: URL;
    try {
      url = new URL(src, base);
    } catch {
      continue;
    }
    if ((url.protocol === 'https:' || url.protocol === 'http:') && url.origin === base.origin) urls.push(url.href);
  }
  return urls;
}

/** Injects the allowed scripts of the tenant's statistics snippet (spec: default layout). */
export function useStatisticsSnippet(snippet: string | undefined): void {
  useEffect(() => {
    if (!snippet) return;
    const scripts = allowedStatisticsScripts(snippet, window.location.href).map((src) => {
      const element = document.createElement('script');
      element.src = src;
      element.async = true;
      element.dataset['statistics'] = '';
      document.body.appendChild(element);
      return element;
    });
    return () => scripts.forEach((element) => element.remove());
  }, [snippet]);
}

export interface TenantBrandingProps {
  faviconUrl?: string;
  statisticsSnippet?: string;
}

/**
 * Applies the tenant's favicon and statistics snippet; renders nothing. (The document title is
 * rendered by each page as a React 19 `<title>` with the site name as suffix.)
 */
export function TenantBranding({ faviconUrl, statisticsSnippet }: TenantBrandingProps) {
  useFavicon(faviconUrl);
  useStatisticsSnippet(statisticsSnippet);
  return null;
}
