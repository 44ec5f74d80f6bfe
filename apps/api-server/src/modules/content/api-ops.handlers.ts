import { defineHandlers } from '../../contracts/api-ops';
import { AppError, invalidField } from '../../errors/app-errors';
import { withStatus } from '../../http/results';
import { createArticle, deleteArticle, getOpsArticle, listOpsArticles, setArticlePublished, updateArticle } from './articles/articles-admin.service';
import { createCategory, deleteCategory, listOpsCategories, moveCategory, updateCategory } from './categories/categories-admin.service';
import { SITE_IMAGE_LIMITS } from './images/image-check';
import { uploadSiteImage } from './images/images.service';
import { createSiteNav, deleteSiteNav, listSiteNavTree, moveSiteNav, setSiteNavVisibility, updateSiteNav } from './navs/navs-admin.service';
import {
  createSitePageContent,
  deleteSitePageContent,
  listSitePageContents,
  moveSitePageContent,
  setSitePageContentPublished,
  updateSitePageContent,
} from './page-contents/page-contents-admin.service';
import type { ContentScope } from './content.db';

// Staff only: customers were refused by the contract's guard before any of these runs. Navigation: admins only
// (`x-staff-role: admin` in the contract, checked by its guard). Home blocks, articles, categories and pictures:
// operators and admins alike; writing the site's articles is everyday work, not administration, and operators'
// home blocks and articles need pictures.

const tooLarge = () => invalidField('file', 'SiteImages:TooLarge', { maxMiB: SITE_IMAGE_LIMITS.maxBytes / (1024 * 1024) });

export const contentStaffHandlers = defineHandlers<ContentScope>()({
  getSiteNavTree: async ({ db }) => listSiteNavTree(db),
  createSiteNav: async ({ db, body, requireUser }) => createSiteNav(db, requireUser(), body),
  updateSiteNav: async ({ db, params, body, requireUser }) => updateSiteNav(db, requireUser(), params.id, body),
  deleteSiteNav: async ({ db, params, requireUser }) => deleteSiteNav(db, requireUser(), params.id),
  moveSiteNav: async ({ db, params, body, requireUser }) => moveSiteNav(db, requireUser(), params.id, body.direction),
  setSiteNavVisibility: async ({ db, params, body, requireUser }) => setSiteNavVisibility(db, requireUser(), params.id, body.isVisible),

  getSitePageContentList: async ({ db }) => listSitePageContents(db),
  createSitePageContent: async ({ db, body, requireUser }) => createSitePageContent(db, requireUser(), body),
  updateSitePageContent: async ({ db, params, body, requireUser }) => updateSitePageContent(db, requireUser(), params.id, body),
  deleteSitePageContent: async ({ db, params, requireUser }) => deleteSitePageContent(db, requireUser(), params.id),
  moveSitePageContent: async ({ db, params, body, requireUser }) => moveSitePageContent(db, requireUser(), params.id, body.direction),
  setSitePageContentPublished: async ({ db, params, body, requireUser }) => setSitePageContentPublished(db, requireUser(), params.id, body.isPublished),

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

  uploadSiteImage: async ({ db, readMultipart, requireUser }) => {
    let upload;
    try {
      // One byte over the limit is enough to know it is too large, without reading megabytes more.
      upload = await readMultipart({ maxFileBytes: SITE_IMAGE_LIMITS.maxBytes, maxFiles: 1 });
    } catch (error) {
      if (error instanceof AppError && error.status === 413) throw tooLarge();
      throw error;
    }
    const file = upload.files['file']?.[0];
    if (!file) throw invalidField('file', 'Validation:Required', { field: 'file' });
    return withStatus(201, await uploadSiteImage(db, requireUser(), file));
  },
});
