import type { OutboxBacklogStats } from '../metrics/app-metrics';

// What the HTTP floor shows of the modules' data outside the contracts: the outbox gauge of the metrics, the tenant's
// branding in every page shell and /favicon.ico, the published pages of /sitemap.xml. The composition root
// (src/modules/index.ts, `siteSources`) reads them through the owning modules' front doors; http/ imports no module.

/** A page of the public site that is a content row, for the sitemap. */
export interface PublishedPage {
  id: string;
  /** ISO time of the last change a visitor would see. */
  lastModified: string;
}

export interface PublishedPages {
  articles: PublishedPage[];
  categories: PublishedPage[];
  navs: PublishedPage[];
}

/** The tenant's settings a page shell and the favicon route use. */
export interface ShellTenantSettings {
  displaySiteName: string;
  faviconUrl: string;
  siteStatisticalCode: string;
  analyticsScriptOrigins: string[];
}

export interface SiteSources {
  /** Mails waiting in the outbox (the mail module's). */
  outboxBacklog(): Promise<OutboxBacklogStats>;
  /** The tenant's branding and analytics origins, read per request (the console can change them at any time). */
  tenantSettings(): Promise<ShellTenantSettings>;
  /** The published articles, categories and navigation pages (the content module's). */
  publishedPages(): Promise<PublishedPages>;
}
