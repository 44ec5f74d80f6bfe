import { defineHandlers } from '../../contracts/api-f';
import { getArticle, listArticles } from './articles.service';
import { getCategory, listCategories } from './categories.service';
import { getNav, getNavBySitePage, listNavTree } from './navs.service';
import { listPageContents } from './page-contents.service';
import { previewMode } from './preview';
import { createUserMessage } from './user-messages.service';

export const contentHandlers = defineHandlers({
  getNavList: async ({ db, locale, body }) => listNavTree(db, locale, body ?? {}),
  getNav: async ({ db, locale, params }) => getNav(db, locale, params.id),
  getNavBySitePage: async ({ db, locale, query }) => getNavBySitePage(db, locale, query.sitePage),
  getPageContentList: async ({ db, body }) => listPageContents(db, body?.pageContentTypes),
  getArticleList: async ({ db, locale, body, query, user }) => listArticles(db, locale, body ?? {}, previewMode(user, query.preview)),
  getArticle: async ({ db, locale, params, query, user }) => getArticle(db, locale, params.id, previewMode(user, query.preview)),
  getCategoryList: async ({ db, locale, body }) => listCategories(db, locale, body?.parentId),
  getCategory: async ({ db, locale, params }) => getCategory(db, locale, params.id),
  // request.ip honours TRUST_PROXY, so behind nginx it is the visitor's address, not the proxy's.
  createUserMessage: async ({ db, body, request, user }) =>
    createUserMessage(db, body, { clientIp: request.ip, userId: user?.id ?? null }),
});
