import { defineHandlers } from '../../contracts/api-ops';
import { withStatus } from '../../http/results';
import { createArticle, deleteArticle, getOpsArticle, listOpsArticles, setArticlePublished, updateArticle } from './articles-admin.service';
import { createCategory, deleteCategory, listOpsCategories, moveCategory, updateCategory } from './categories-admin.service';

// Operators and admins alike (no `x-staff-role: admin` in the contract): writing the site's articles is everyday
// work, not administration.

export const siteArticlesHandlers = defineHandlers({
  getOpsArticleList: async ({ db, locale, body }) => listOpsArticles(db, locale, body ?? {}),
  getOpsArticle: async ({ db, locale, params }) => getOpsArticle(db, locale, params.id),
  createArticle: async ({ db, locale, body, requireUser }) => withStatus(201, await createArticle(db, requireUser(), locale, body)),
  updateArticle: async ({ db, locale, params, body, requireUser }) => updateArticle(db, requireUser(), locale, params.id, body),
  setArticlePublished: async ({ db, locale, params, body, requireUser }) => setArticlePublished(db, requireUser(), locale, params.id, body.isPublished),
  deleteArticle: async ({ db, params, requireUser }) => {
    await deleteArticle(db, requireUser(), params.id);
    return withStatus(204, undefined);
  },
  getOpsCategoryList: async ({ db }) => listOpsCategories(db),
  createCategory: async ({ db, body, requireUser }) => withStatus(201, await createCategory(db, requireUser(), body)),
  updateCategory: async ({ db, params, body, requireUser }) => updateCategory(db, requireUser(), params.id, body),
  deleteCategory: async ({ db, params, requireUser }) => {
    await deleteCategory(db, requireUser(), params.id);
    return withStatus(204, undefined);
  },
  moveCategory: async ({ db, params, body, requireUser }) => moveCategory(db, requireUser(), params.id, body.direction),
});
