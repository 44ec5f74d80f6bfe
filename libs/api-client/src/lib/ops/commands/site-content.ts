// The public site's navigation (admins) and home blocks (operators and admins), tag `site-content`.
import type { MoveDirection, SiteNavInput, SitePageContentInput } from '@forwarder/contracts/api-ops';
import type { SendOptions } from '../../client';
import { byId, opsClient } from '../ops-client';

/** A refusal names the field the nav type needs (`linkData.url`, `sitePage`, …). */
export function createSiteNav(body: SiteNavInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/site-content/navs', { body }), null, options);
}

export function updateSiteNav(id: string, body: SiteNavInput, options?: SendOptions) {
  return opsClient().send((c) => c.PUT('/api/ops/site-content/navs/{id}', { ...byId(id), body }), null, options);
}

/** 400 `Ops:NavHasChildren` / `Ops:NavIsTarget` while something depends on the item. */
export function deleteSiteNav(id: string, options?: SendOptions) {
  return opsClient().send((c) => c.DELETE('/api/ops/site-content/navs/{id}', byId(id)), null, options);
}

/** The answer is the whole tree after the move. */
export function moveSiteNav(id: string, direction: MoveDirection, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/site-content/navs/{id}/move', { ...byId(id), body: { direction } }), null, options);
}

export function setSiteNavVisibility(id: string, isVisible: boolean, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/site-content/navs/{id}/visibility', { ...byId(id), body: { isVisible } }), null, options);
}

export function createSitePageContent(body: SitePageContentInput, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/site-content/page-contents', { body }), null, options);
}

export function updateSitePageContent(id: string, body: SitePageContentInput, options?: SendOptions) {
  return opsClient().send((c) => c.PUT('/api/ops/site-content/page-contents/{id}', { ...byId(id), body }), null, options);
}

export function deleteSitePageContent(id: string, options?: SendOptions) {
  return opsClient().send((c) => c.DELETE('/api/ops/site-content/page-contents/{id}', byId(id)), null, options);
}

/** The answer is every block after the move. */
export function moveSitePageContent(id: string, direction: MoveDirection, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/site-content/page-contents/{id}/move', { ...byId(id), body: { direction } }), null, options);
}

export function setSitePageContentPublished(id: string, isPublished: boolean, options?: SendOptions) {
  return opsClient().send((c) => c.POST('/api/ops/site-content/page-contents/{id}/publish', { ...byId(id), body: { isPublished } }), null, options);
}
