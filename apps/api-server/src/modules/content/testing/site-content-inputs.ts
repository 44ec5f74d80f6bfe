import { NavType } from '@forwarder/contracts/api-ops';

// Valid bodies of the staff contract's nav and home-block writes, for tests that need one (the module's own and the
// render-cache invalidation tests). Each test overrides only what it is about.

export const noLink = { url: null, categoryId: null, articleId: null, tag: null, openInNewTab: false };

export const navInput = (overrides: Record<string, unknown> = {}) => ({
  parentId: null,
  navType: NavType.ShowSubList,
  sitePage: null,
  navId: null,
  displayNameZh: '测试分组',
  displayNameEn: 'Test group',
  titleZh: '',
  titleEn: '',
  contentZh: '',
  contentEn: '',
  linkData: noLink,
  isVisible: true,
  ...overrides,
});

export const blockInput = (overrides: Record<string, unknown> = {}) => ({
  pageContentType: 1,
  titleZh: '新横幅',
  titleEn: 'New banner',
  subTitleZh: '副标题',
  subTitleEn: 'Subtitle',
  contentZh: '正文',
  contentEn: 'Body',
  imageUrl: '/api/f/assets/content/banner-1.svg',
  linkUrl: '/site/tracking',
  isPublished: true,
  ...overrides,
});
