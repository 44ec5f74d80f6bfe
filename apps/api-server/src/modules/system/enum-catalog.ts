import type { Locale } from '../../i18n/locale';

// Every enumeration of the contract's EnumCategory with zh-Hans and en display names. Other modules (logistics,
// merchant data) take their status/category names from here so the API shows one wording everywhere.

export interface EnumValueDef {
  value: number;
  name: string;
  zh: string;
  en: string;
}

export interface EnumCategoryDef {
  category: number;
  name: string;
  zh: string;
  en: string;
  values: readonly EnumValueDef[];
}

export const EnumCategory = {
  EnumType: 0,
  ContentColumn: 1,
  NavType: 2,
  PageContentType: 3,
  SiteColumn: 4,
  SitePage: 5,
  AreaDimension: 6,
  Currency: 7,
  CurrencyCode: 24,
  TransportMode: 101,
  OrderStatus: 102,
  UserType: 103,
  MerchantDataCategory: 104,
} as const;
export type EnumCategory = (typeof EnumCategory)[keyof typeof EnumCategory];

const v = (value: number, name: string, zh: string, en: string): EnumValueDef => ({ value, name, zh, en });

const CURRENCIES: readonly (readonly [number, string, number, string, string])[] = [
  // Currency enum value, ISO 4217 alpha, ISO 4217 numeric, zh, en
  [1, 'CNY', 156, '人民币', 'Chinese Yuan'],
  [2, 'USD', 840, '美元', 'US Dollar'],
  [3, 'EUR', 978, '欧元', 'Euro'],
  [4, 'GBP', 826, '英镑', 'British Pound'],
  [5, 'HKD', 344, '港币', 'Hong Kong Dollar'],
  [6, 'JPY', 392, '日元', 'Japanese Yen'],
  [7, 'AUD', 36, '澳元', 'Australian Dollar'],
  [8, 'CAD', 124, '加元', 'Canadian Dollar'],
];

const CATEGORIES_WITHOUT_ENUM_TYPE: readonly EnumCategoryDef[] = [
  {
    category: 1, name: 'ContentColumn', zh: '内容栏目', en: 'Content column',
    values: [v(1, 'News', '新闻动态', 'News'), v(2, 'Announcement', '公告', 'Announcement'), v(3, 'Industry', '行业资讯', 'Industry news')],
  },
  {
    category: 2, name: 'NavType', zh: '导航类型', en: 'Navigation type',
    values: [
      v(1, 'Content', '内容', 'Content'),
      v(2, 'SitePage', '站点页面', 'Site page'),
      v(3, 'ExternalLink', '外部链接', 'External link'),
      v(4, 'ShowSubList', '显示子列表', 'Show sub list'),
      v(11, 'ArticleCategory', '文章分类', 'Article category'),
      v(12, 'ArticleCategoryDetail', '文章分类详情', 'Article category detail'),
      v(21, 'ArticleTag', '文章标签', 'Article tag'),
      v(31, 'ArticleList', '文章列表', 'Article list'),
      v(32, 'ArticleDetail', '文章详情', 'Article detail'),
      v(41, 'NavDetail', '导航详情', 'Navigation detail'),
    ],
  },
  {
    category: 3, name: 'PageContentType', zh: '页面内容类型', en: 'Page content type',
    values: [
      v(1, 'Banner', '横幅', 'Banner'),
      v(2, 'Partners', '合作伙伴', 'Partners'),
      v(11, 'Home_1', '首页区块一', 'Home block 1'),
      v(12, 'Home_2', '首页区块二', 'Home block 2'),
      v(13, 'Home_3', '首页区块三', 'Home block 3'),
      v(14, 'Home_4', '首页区块四', 'Home block 4'),
    ],
  },
  {
    category: 4, name: 'SiteColumn', zh: '站点栏目', en: 'Site column',
    values: [v(1, 'Header', '页头', 'Header'), v(2, 'Footer', '页脚', 'Footer')],
  },
  {
    category: 5, name: 'SitePage', zh: '站点页面', en: 'Site page',
    values: [
      v(1, 'FrontCommon', '前台通用', 'Common'),
      v(11, 'Home', '首页', 'Home'),
      v(21, 'OrderSubmit', '在线下单', 'Submit order'),
      v(22, 'OrderPrint', '打印面单', 'Print label'),
      v(23, 'OrderTracking', '订单跟踪', 'Order tracking'),
      v(24, 'OrderTrackingDetail', '跟踪详情', 'Tracking detail'),
      v(31, 'ComplaintAndAdvice', '投诉建议', 'Complaints and advice'),
      v(41, 'ContactUs', '联系我们', 'Contact us'),
    ],
  },
  {
    category: 6, name: 'AreaDimension', zh: '地区级别', en: 'Area level',
    values: [v(1, 'Country', '国家/地区', 'Country'), v(2, 'State', '省/州', 'State'), v(4, 'City', '城市', 'City'), v(8, 'District', '区/县', 'District')],
  },
  {
    category: 7, name: 'Currency', zh: '币种', en: 'Currency',
    values: CURRENCIES.map(([value, alpha, , zh, en]) => v(value, alpha, zh, en)),
  },
  {
    category: 24, name: 'CurrencyCode', zh: '币种代码', en: 'Currency code',
    values: CURRENCIES.map(([, alpha, numeric, zh, en]) => v(numeric, alpha, zh, en)),
  },
  {
    category: 101, name: 'TransportMode', zh: '运输方式', en: 'Transport mode',
    values: [v(10, 'AIR', '空运', 'Air freight'), v(20, 'SEA', '海运', 'Sea freight')],
  },
  {
    category: 102, name: 'OrderStatus', zh: '订单状态', en: 'Order status',
    values: [
      v(10, 'Submitted', '已下单', 'Submitted'),
      v(20, 'Received', '已入库', 'Received at warehouse'),
      v(30, 'InTransit', '运输中', 'In transit'),
      v(40, 'CustomsClearance', '清关中', 'Customs clearance'),
      v(50, 'OutForDelivery', '派送中', 'Out for delivery'),
      v(60, 'Delivered', '已签收', 'Delivered'),
      v(90, 'Exception', '异常', 'Exception'),
      v(99, 'Cancelled', '已取消', 'Cancelled'),
    ],
  },
  {
    category: 103, name: 'UserType', zh: '用户类型', en: 'User type',
    values: [v(20, 'Member', '会员', 'Member'), v(30, 'Merchant', '商家', 'Merchant')],
  },
  {
    category: 104, name: 'MerchantDataCategory', zh: '商家资料类别', en: 'Merchant data category',
    values: [
      v(10, 'Invoice', '发票', 'Invoice'),
      v(20, 'PackingList', '装箱单', 'Packing list'),
      v(30, 'CustomsDocument', '报关文件', 'Customs document'),
      v(40, 'Contract', '合同', 'Contract'),
      v(90, 'Other', '其他', 'Other'),
    ],
  },
];

const ENUM_TYPE: EnumCategoryDef = {
  category: 0,
  name: 'EnumType',
  zh: '枚举类型',
  en: 'Enumeration type',
  values: [
    v(0, 'EnumType', '枚举类型', 'Enumeration type'),
    ...CATEGORIES_WITHOUT_ENUM_TYPE.map((c) => v(c.category, c.name, c.zh, c.en)),
  ],
};

/** All categories in contract order (EnumType first). */
export const ENUM_CATALOG: readonly EnumCategoryDef[] = [ENUM_TYPE, ...CATEGORIES_WITHOUT_ENUM_TYPE];

const byCategory = new Map(ENUM_CATALOG.map((c) => [c.category, { def: c, values: new Map(c.values.map((x) => [x.value, x])) }]));

export function enumCategoryDef(category: number): EnumCategoryDef | undefined {
  return byCategory.get(category)?.def;
}

/** Display name of one value in `locale`; the number itself for an unknown value (visible, never a crash). */
export function enumDisplayName(category: number, value: number, locale: Locale): string {
  const def = byCategory.get(category)?.values.get(value);
  if (!def) return String(value);
  return locale === 'en' ? def.en : def.zh;
}

/** The value's `name` (e.g. `AIR`, `USD`), or undefined when unknown. */
export function enumValueName(category: number, value: number): string | undefined {
  return byCategory.get(category)?.values.get(value)?.name;
}
