// The public site's articles and article categories, operators and admins (tag `site-content`).
import type {
  ArticleInput,
  CategoryInput,
  MoveCategoryInput,
  OpsArticle,
  OpsCategory,
  OpsCategoryListResult,
} from '@forwarder/contracts/api-ops';
import type { SendOptions } from '../../client';
import { byId, opsClient } from '../ops-client';

/** The HTML is sanitised by the server: the answer holds what was stored. */
export function createArticle(body: ArticleInput, options?: SendOptions): Promise<OpsArticle> {
  return opsClient().send((c) => c.POST('/api/ops/articles', { body }), null, options);
}

export function updateArticle(id: string, body: ArticleInput, options?: SendOptions): Promise<OpsArticle> {
  return opsClient().send((c) => c.PUT('/api/ops/articles/{id}', { ...byId(id), body }), null, options);
}

export function setArticlePublished(id: string, isPublished: boolean, options?: SendOptions): Promise<OpsArticle> {
  return opsClient().send((c) => c.PUT('/api/ops/articles/{id}/published', { ...byId(id), body: { isPublished } }), null, options);
}

export function deleteArticle(id: string, options?: SendOptions) {
  return opsClient().send((c) => c.DELETE('/api/ops/articles/{id}', byId(id)), null, options);
}

export function createCategory(body: CategoryInput, options?: SendOptions): Promise<OpsCategory> {
  return opsClient().send((c) => c.POST('/api/ops/article-categories', { body }), null, options);
}

/** A new parent under itself or a descendant answers 400 `Ops:CategoryCycle`. */
export function updateCategory(id: string, body: CategoryInput, options?: SendOptions): Promise<OpsCategory> {
  return opsClient().send((c) => c.PUT('/api/ops/article-categories/{id}', { ...byId(id), body }), null, options);
}

/** Refused (400 `Ops:CategoryHasArticles` / `Ops:CategoryHasChildren`) while it holds anything. */
export function deleteCategory(id: string, options?: SendOptions) {
  return opsClient().send((c) => c.DELETE('/api/ops/article-categories/{id}', byId(id)), null, options);
}

export function moveCategory(id: string, direction: MoveCategoryInput['direction'], options?: SendOptions): Promise<OpsCategoryListResult> {
  return opsClient().send((c) => c.POST('/api/ops/article-categories/{id}/move', { ...byId(id), body: { direction } }), null, options);
}
