import { defineHandlers } from '../../contracts/api-ops';
import { createSiteNav, deleteSiteNav, listSiteNavTree, moveSiteNav, setSiteNavVisibility, updateSiteNav } from './site-navs.service';
import {
  createSitePageContent,
  deleteSitePageContent,
  listSitePageContents,
  moveSitePageContent,
  setSitePageContentPublished,
  updateSitePageContent,
} from './site-page-contents.service';

// Navigation: admins only (`x-staff-role: admin` in the contract, checked by its guard). Home blocks: operators and
// admins. Customers were refused by the guard before any of these runs.

export const siteContentHandlers = defineHandlers({
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
});
