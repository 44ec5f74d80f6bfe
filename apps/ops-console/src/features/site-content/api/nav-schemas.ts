import { NavType, type SiteNav, type SiteNavInput, type SitePage } from '@forwarder/api-client/ops';
import { t } from '@lingui/core/macro';
import { z } from 'zod';

// A navigation item as an admin edits it (contract SiteNavInput). The link data each nav type needs is checked here
// for a quick answer and again on the server (the rule's owner), whose refusals land under the same field names
// (`linkData.url` …).

const HTTP_URL = /^https?:\/\/[^\s/]+/i;

export const navSchema = z
  .object({
    parentId: z.string(),
    navType: z.string().min(1),
    sitePage: z.string(),
    navId: z.string(),
    displayNameZh: z.string().trim().min(1).max(64),
    displayNameEn: z.string().trim().min(1).max(64),
    titleZh: z.string().max(200),
    titleEn: z.string().max(200),
    contentZh: z.string().max(200_000),
    contentEn: z.string().max(200_000),
    linkData: z.object({
      url: z.string().trim().max(1000),
      categoryId: z.string(),
      articleId: z.string().trim(),
      tag: z.string().trim().max(64),
      openInNewTab: z.boolean(),
    }),
    isVisible: z.boolean(),
  })
  .superRefine((values, context) => {
    const type = Number(values.navType);
    const need = (ok: boolean, path: (string | number)[], message: string) => {
      if (!ok) context.addIssue({ code: 'custom', path, message });
    };
    if (type === NavType.Content) {
      need(values.titleZh.trim() !== '', ['titleZh'], t`内容页需要标题`);
      need(values.titleEn.trim() !== '', ['titleEn'], t`内容页需要标题`);
      need(values.contentZh.trim() !== '', ['contentZh'], t`内容页需要正文`);
      need(values.contentEn.trim() !== '', ['contentEn'], t`内容页需要正文`);
    }
    if (type === NavType.SitePage) need(values.sitePage !== '', ['sitePage'], t`请选择站点页面`);
    if (type === NavType.ExternalLink) need(HTTP_URL.test(values.linkData.url), ['linkData', 'url'], t`请填写以 http:// 或 https:// 开头的网址`);
    if (type === NavType.ArticleCategory || type === NavType.ArticleCategoryDetail) need(values.linkData.categoryId !== '', ['linkData', 'categoryId'], t`请选择文章分类`);
    if (type === NavType.ArticleTag) need(values.linkData.tag !== '', ['linkData', 'tag'], t`请填写文章标签`);
    if (type === NavType.ArticleDetail) need(values.linkData.articleId !== '', ['linkData', 'articleId'], t`请填写文章编号`);
    if (type === NavType.NavDetail) need(values.navId !== '', ['navId'], t`请选择要显示其内容的导航项`);
  });

export type NavFormValues = z.input<typeof navSchema>;

/** The fields the server's `validationErrors` may name. */
export const NAV_FIELDS = [
  'parentId',
  'navType',
  'sitePage',
  'navId',
  'displayNameZh',
  'displayNameEn',
  'titleZh',
  'titleEn',
  'contentZh',
  'contentEn',
  'linkData.url',
  'linkData.categoryId',
  'linkData.articleId',
  'linkData.tag',
] as const;

/** The form of a new item (a content page under `parentId`), or of an existing one. */
export function navFormValues(item: SiteNav | null, parentId: string | null = null): NavFormValues {
  return {
    parentId: item?.parentId ?? parentId ?? '',
    navType: String(item?.navType ?? NavType.Content),
    sitePage: item?.sitePage === null || item?.sitePage === undefined ? '' : String(item.sitePage),
    navId: item?.navId ?? '',
    displayNameZh: item?.displayNameZh ?? '',
    displayNameEn: item?.displayNameEn ?? '',
    titleZh: item?.titleZh ?? '',
    titleEn: item?.titleEn ?? '',
    contentZh: item?.contentZh ?? '',
    contentEn: item?.contentEn ?? '',
    linkData: {
      url: item?.linkData.url ?? '',
      categoryId: item?.linkData.categoryId ?? '',
      articleId: item?.linkData.articleId ?? '',
      tag: item?.linkData.tag ?? '',
      openInNewTab: item?.linkData.openInNewTab ?? false,
    },
    isVisible: item?.isVisible ?? true,
  };
}

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** The contract's input; the server clears what the type does not use. */
export function toSiteNavInput(values: NavFormValues): SiteNavInput {
  const parsed = navSchema.parse(values);
  return {
    parentId: orNull(parsed.parentId),
    navType: Number(parsed.navType) as NavType,
    sitePage: parsed.sitePage === '' ? null : (Number(parsed.sitePage) as SitePage),
    navId: orNull(parsed.navId),
    displayNameZh: parsed.displayNameZh,
    displayNameEn: parsed.displayNameEn,
    titleZh: parsed.titleZh.trim(),
    titleEn: parsed.titleEn.trim(),
    contentZh: parsed.contentZh,
    contentEn: parsed.contentEn,
    linkData: {
      url: orNull(parsed.linkData.url),
      categoryId: orNull(parsed.linkData.categoryId),
      articleId: orNull(parsed.linkData.articleId),
      tag: orNull(parsed.linkData.tag),
      openInNewTab: parsed.linkData.openInNewTab,
    },
    isVisible: parsed.isVisible,
  };
}
