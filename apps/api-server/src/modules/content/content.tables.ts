import type { Generated, Selectable } from 'kysely';

// Tables of the public site's content. Column names are the contract's field names.
// Translatable text: the plain column holds zh-Hans (the default culture, always filled) and the `…En` column holds
// English; an empty `…En` means "not translated" and the API falls back to zh-Hans. Page-content text is the
// exception: the contract returns it as JSON text with one entry per language code, so it is stored that way.

export interface ContentNavsTable {
  id: string;
  parentId: string | null;
  /** Nav detail (41): the item whose title and content this item shows. */
  navId: string | null;
  navType: number;
  sitePage: number | null;
  displayName: string;
  displayNameEn: string;
  title: string;
  titleEn: string;
  /** HTML. */
  content: string;
  contentEn: string;
  // linkData, flattened.
  url: string | null;
  categoryId: string | null;
  articleId: string | null;
  tag: string | null;
  openInNewTab: number;
  sort: number;
  /** 0: hidden by staff (migration 0013); it and its subtree leave the public navigation. */
  isVisible: Generated<number>;
  creationTime: string;
  lastModificationTime: string;
}

/** A navigation row as read (the defaulted columns filled). */
export type ContentNavRow = Selectable<ContentNavsTable>;

export interface ContentPageContentsTable {
  id: string;
  pageContentType: number;
  /** JSON text `{"zh-Hans":"…","en":"…"}`. */
  title: string;
  subTitle: string;
  content: string;
  imageUrl: string | null;
  linkUrl: string | null;
  sort: number;
  /** 0: unpublished by staff (migration 0013): only staff previews show it. */
  isPublished: Generated<number>;
  creationTime: string;
}

/** A home block row as read. */
export type ContentPageContentRow = Selectable<ContentPageContentsTable>;

export interface ContentCategoriesTable {
  id: string;
  parentId: string | null;
  displayName: string;
  displayNameEn: string;
  description: string;
  descriptionEn: string;
  sort: number;
  creationTime: string;
}

export interface ContentArticlesTable {
  id: string;
  categoryId: string;
  title: string;
  titleEn: string;
  summary: string;
  summaryEn: string;
  /** HTML as written by the editor. */
  content: string;
  contentEn: string;
  coverImageUrl: string | null;
  author: string;
  authorEn: string;
  publishTime: string;
  isPublished: number;
  creationTime: string;
  lastModificationTime: string | null;
}

export interface ContentArticleTagsTable {
  articleId: string;
  sort: number;
  tag: string;
  tagEn: string;
}

// Pictures of the public site (logo, favicon, banners, article covers) uploaded by staff. Stored in the database
// rather than under DATA_DIR so that every server process of one database serves every picture; they are small
// (2 MiB at most) and written rarely.
export interface SiteImagesTable {
  id: string;
  fileName: string;
  contentType: string;
  /** Without the dot: png, jpg, webp, gif, svg, ico. Part of the public URL. */
  extension: string;
  width: number;
  height: number;
  byteSize: number;
  data: Buffer;
  creationTime: string;
  createdBy: string;
}

export interface ContentTables {
  content_navs: ContentNavsTable;
  content_page_contents: ContentPageContentsTable;
  content_categories: ContentCategoriesTable;
  content_articles: ContentArticlesTable;
  content_article_tags: ContentArticleTagsTable;
  site_images: SiteImagesTable;
}
