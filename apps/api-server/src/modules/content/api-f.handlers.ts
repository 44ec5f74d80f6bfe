import { defineHandlers } from '../../contracts/api-f';
import { getArticle, listArticles } from './articles/articles.service';
import { getCategory, listCategories } from './categories/categories.service';
import { getNav, getNavBySitePage, listNavTree } from './navs/navs.service';
import { listPageContents } from './page-contents/page-contents.service';
import { previewRequested } from './preview-access';
import type { ContentScope } from './content.db';

export const contentCustomerHandlers = defineHandlers<ContentScope>()({
  getNavList: async ({ db, locale, body, query, user }) => listNavTree(db, locale, body ?? {}, previewRequested(query.preview, user)),
  getNav: async ({ db, locale, params, query, user }) => getNav(db, locale, params.id, previewRequested(query.preview, user)),
  getNavBySitePage: async ({ db, locale, query, user }) => getNavBySitePage(db, locale, query.sitePage, previewRequested(query.preview, user)),
  getPageContentList: async ({ db, body, query, user }) => listPageContents(db, body?.pageContentTypes, previewRequested(query.preview, user)),
  getArticleList: async ({ db, locale, body, query, user }) => listArticles(db, locale, body ?? {}, previewRequested(query.preview, user)),
  getArticle: async ({ db, locale, params, query, user }) => getArticle(db, locale, params.id, previewRequested(query.preview, user)),
  getCategoryList: async ({ db, locale, body }) => listCategories(db, locale, body?.parentId),
  getCategory: async ({ db, locale, params }) => getCategory(db, locale, params.id),
});
