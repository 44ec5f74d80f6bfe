import { NavType, PageContentType, SitePage } from '@forwarder/api-client/ops';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The names of the spec's link types, site pages and home slots (section 3) as staff read them in the console.

export const NAV_TYPE_LABELS: Record<NavType, MessageDescriptor> = {
  [NavType.Content]: msg`内容页`,
  [NavType.SitePage]: msg`站点页面`,
  [NavType.ExternalLink]: msg`外部链接`,
  [NavType.ShowSubList]: msg`子菜单分组`,
  [NavType.ArticleCategory]: msg`文章分类`,
  [NavType.ArticleCategoryDetail]: msg`文章分类详情`,
  [NavType.ArticleTag]: msg`文章标签`,
  [NavType.ArticleList]: msg`文章列表`,
  [NavType.ArticleDetail]: msg`文章详情`,
  [NavType.NavDetail]: msg`导航详情`,
};

export const SITE_PAGE_LABELS: Record<SitePage, MessageDescriptor> = {
  [SitePage.FrontCommon]: msg`通用前台页`,
  [SitePage.Home]: msg`首页`,
  [SitePage.OrderSubmit]: msg`提交运单`,
  [SitePage.OrderPrint]: msg`打印运单`,
  [SitePage.OrderTracking]: msg`运单追踪`,
  [SitePage.OrderTrackingDetail]: msg`追踪详情`,
  [SitePage.ComplaintAndAdvice]: msg`投诉与建议`,
  [SitePage.ContactUs]: msg`联系我们`,
};

export const SLOT_LABELS: Record<PageContentType, MessageDescriptor> = {
  [PageContentType.Banner]: msg`横幅`,
  [PageContentType.Partners]: msg`合作伙伴`,
  [PageContentType.Home_1]: msg`首页区块 1:服务`,
  [PageContentType.Home_2]: msg`首页区块 2:优势`,
  [PageContentType.Home_3]: msg`首页区块 3:流程`,
  [PageContentType.Home_4]: msg`首页区块 4:行动号召`,
};

export const NAV_TYPES = Object.values(NavType) as NavType[];
export const SITE_PAGES = Object.values(SitePage) as SitePage[];
export const SLOTS = Object.values(PageContentType) as PageContentType[];
