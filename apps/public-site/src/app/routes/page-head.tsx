import { systemQueries } from '@forwarder/api-client';
import { joinLocalePath, LOCALE_META, LOCALES, splitLocalePath, useLocale, type Locale } from '@forwarder/i18n';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { canonicalSearch } from '../page-address';

export interface PageHeadProps {
  /** The page's own title; none on the home page, whose title is the site's name. */
  title?: string;
  /** One or two sentences for search results and link previews; the site's description when left out. */
  description?: string;
  /** The page's picture for link previews (an article's cover); the tenant's logo when left out. */
  image?: string | null;
  /** Open Graph type: an article, or any other page of the site. */
  type?: 'article' | 'website';
}

const OG_LOCALE: Record<Locale, string> = { 'zh-Hans': 'zh_CN', en: 'en_US' };
const DESCRIPTION_LENGTH = 160;

/**
 * The head of a page: `<title>` ("<page> - <site name>"), description, canonical address, the other languages'
 * addresses and the Open Graph / Twitter tags that link previews (WeChat, Facebook, X) read. React 19 puts them into
 * `<head>` (the server renderer moves them there too), in the browser and on the server alike.
 */
export function PageHead({ title, description, image, type = 'website' }: PageHeadProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const { data } = useQuery(systemQueries.applicationConfiguration());
  const tenant = data?.tenantExtra;
  const site = tenant?.displaySiteName ?? '';
  const fullTitle = [title, site].filter(Boolean).join(' - ');
  if (!fullTitle) return null;

  // The configured origin (PUBLIC_BASE_URL), the same on the server and in the browser: never the request's host.
  const origin = data?.siteOrigin ?? '';
  const { path } = splitLocalePath(pathname);
  // The page's shared parameters (a list's page and category): the waybills tracked, a campaign tag or `preview`
  // leave the canonical address, as a tracking result is not a page to index.
  const query = canonicalSearch(pathname, search);
  const addressIn = (language: Locale) => `${origin}${joinLocalePath(language, path)}${query}`;
  const canonical = addressIn(locale);
  const text = clip(description?.trim() || t`${site}：国际货运代理，提供国际快递、空运、海运、运单追踪和运费估算服务。`);
  const picture = absolute(image || tenant?.logoUrl || '', origin);

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={canonical} />
      {LOCALES.map((language) => (
        <link key={language} rel="alternate" hrefLang={LOCALE_META[language].htmlLang} href={addressIn(language)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={addressIn('zh-Hans')} />
      <meta property="og:title" content={title ?? site} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={canonical} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={site} />
      <meta property="og:locale" content={OG_LOCALE[locale]} />
      {picture ? <meta property="og:image" content={picture} /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title ?? site} />
      <meta name="twitter:description" content={text} />
      {picture ? <meta name="twitter:image" content={picture} /> : null}
    </>
  );
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text of sanitised CMS HTML, for a description (tags dropped, the common entities decoded). */
export function htmlText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '');
}

function absolute(url: string, origin: string): string {
  if (!url) return '';
  if (/^https?:\/\//i.test(url)) return url;
  return url.startsWith('/') ? `${origin}${url}` : '';
}

/** Plain text of at most 160 characters, cut at a word where there is one. */
function clip(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= DESCRIPTION_LENGTH) return plain;
  const cut = plain.slice(0, DESCRIPTION_LENGTH - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > DESCRIPTION_LENGTH / 2 ? cut.slice(0, space) : cut}…`;
}
