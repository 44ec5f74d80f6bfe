import {
  AreaLevel,
  CurrencyCode,
  EnumCategory,
  MerchantDataCategory,
  NavType,
  OrderStatus,
  PageContentType,
  SitePage,
  TransportMode,
  UserType,
} from '@forwarder/contracts/api-f';
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

type DisplayNames = readonly [zh: string, en: string];

const v = (value: number, name: string, zh: string, en: string): EnumValueDef => ({ value, name, zh, en });

/**
 * The values of an enumeration the contract declares, in its order, with their names and numbers taken from the
 * contract's constants; only the display names are written here (a missing or unknown name does not compile).
 */
function fromContract<T extends Record<string, number>>(constants: T, names: { readonly [K in keyof T]: DisplayNames }): EnumValueDef[] {
  return Object.entries(constants).map(([name, value]) => {
    const [zh, en] = names[name] as DisplayNames;
    return v(value, name, zh, en);
  });
}

const defineCategory = (name: keyof typeof EnumCategory, zh: string, en: string, values: readonly EnumValueDef[]): EnumCategoryDef => ({
  category: EnumCategory[name],
  name,
  zh,
  en,
  values,
});

const CURRENCIES: readonly (readonly [number, CurrencyCode, number, string, string])[] = [
  // Currency enum value, ISO 4217 alpha (the contract's CurrencyCode), ISO 4217 numeric, zh, en
  [1, CurrencyCode.CNY, 156, '人民币', 'Chinese Yuan'],
  [2, CurrencyCode.USD, 840, '美元', 'US Dollar'],
  [3, CurrencyCode.EUR, 978, '欧元', 'Euro'],
  [4, CurrencyCode.GBP, 826, '英镑', 'British Pound'],
  [5, CurrencyCode.HKD, 344, '港币', 'Hong Kong Dollar'],
  [6, CurrencyCode.JPY, 392, '日元', 'Japanese Yen'],
  [7, CurrencyCode.AUD, 36, '澳元', 'Australian Dollar'],
  [8, CurrencyCode.CAD, 124, '加元', 'Canadian Dollar'],
];

// ContentColumn, SiteColumn and Currency have no values in the contract (docs/decisions.md): they are listed here.
const CATEGORIES_WITHOUT_ENUM_TYPE: readonly EnumCategoryDef[] = [
  defineCategory('ContentColumn', '内容栏目', 'Content column', [
    v(1, 'News', '新闻动态', 'News'),
    v(2, 'Announcement', '公告', 'Announcement'),
    v(3, 'Industry', '行业资讯', 'Industry news'),
  ]),
  defineCategory(
    'NavType',
    '导航类型',
    'Navigation type',
    fromContract(NavType, {
      Content: ['内容', 'Content'],
      SitePage: ['站点页面', 'Site page'],
      ExternalLink: ['外部链接', 'External link'],
      ShowSubList: ['显示子列表', 'Show sub list'],
      ArticleCategory: ['文章分类', 'Article category'],
      ArticleCategoryDetail: ['文章分类详情', 'Article category detail'],
      ArticleTag: ['文章标签', 'Article tag'],
      ArticleList: ['文章列表', 'Article list'],
      ArticleDetail: ['文章详情', 'Article detail'],
      NavDetail: ['导航详情', 'Navigation detail'],
    }),
  ),
  defineCategory(
    'PageContentType',
    '页面内容类型',
    'Page content type',
    fromContract(PageContentType, {
      Banner: ['横幅', 'Banner'],
      Partners: ['合作伙伴', 'Partners'],
      Home_1: ['首页区块一', 'Home block 1'],
      Home_2: ['首页区块二', 'Home block 2'],
      Home_3: ['首页区块三', 'Home block 3'],
      Home_4: ['首页区块四', 'Home block 4'],
    }),
  ),
  defineCategory('SiteColumn', '站点栏目', 'Site column', [v(1, 'Header', '页头', 'Header'), v(2, 'Footer', '页脚', 'Footer')]),
  defineCategory(
    'SitePage',
    '站点页面',
    'Site page',
    fromContract(SitePage, {
      FrontCommon: ['前台通用', 'Common'],
      Home: ['首页', 'Home'],
      OrderSubmit: ['在线下单', 'Submit order'],
      OrderPrint: ['打印面单', 'Print label'],
      OrderTracking: ['订单跟踪', 'Order tracking'],
      OrderTrackingDetail: ['跟踪详情', 'Tracking detail'],
      ComplaintAndAdvice: ['投诉建议', 'Complaints and advice'],
      ContactUs: ['联系我们', 'Contact us'],
    }),
  ),
  defineCategory(
    'AreaDimension',
    '地区级别',
    'Area level',
    fromContract(AreaLevel, {
      Country: ['国家/地区', 'Country'],
      State: ['省/州', 'State'],
      City: ['城市', 'City'],
      District: ['区/县', 'District'],
    }),
  ),
  defineCategory(
    'Currency',
    '币种',
    'Currency',
    CURRENCIES.map(([value, alpha, , zh, en]) => v(value, alpha, zh, en)),
  ),
  defineCategory(
    'CurrencyCode',
    '币种代码',
    'Currency code',
    CURRENCIES.map(([, alpha, numeric, zh, en]) => v(numeric, alpha, zh, en)),
  ),
  defineCategory(
    'TransportMode',
    '运输方式',
    'Transport mode',
    fromContract(TransportMode, { AIR: ['空运', 'Air freight'], SEA: ['海运', 'Sea freight'] }),
  ),
  defineCategory(
    'OrderStatus',
    '订单状态',
    'Order status',
    fromContract(OrderStatus, {
      Submitted: ['已下单', 'Submitted'],
      Received: ['已入库', 'Received at warehouse'],
      InTransit: ['运输中', 'In transit'],
      CustomsClearance: ['清关中', 'Customs clearance'],
      OutForDelivery: ['派送中', 'Out for delivery'],
      Delivered: ['已签收', 'Delivered'],
      Exception: ['异常', 'Exception'],
      Cancelled: ['已取消', 'Cancelled'],
    }),
  ),
  defineCategory('UserType', '用户类型', 'User type', fromContract(UserType, { Member: ['会员', 'Member'], Merchant: ['商家', 'Merchant'], Staff: ['员工', 'Staff'] })),
  defineCategory(
    'MerchantDataCategory',
    '商家资料类别',
    'Merchant data category',
    fromContract(MerchantDataCategory, {
      Invoice: ['发票', 'Invoice'],
      PackingList: ['装箱单', 'Packing list'],
      CustomsDocument: ['报关文件', 'Customs document'],
      Contract: ['合同', 'Contract'],
      Other: ['其他', 'Other'],
    }),
  ),
];

const ENUM_TYPE: EnumCategoryDef = defineCategory('EnumType', '枚举类型', 'Enumeration type', [
  v(EnumCategory.EnumType, 'EnumType', '枚举类型', 'Enumeration type'),
  ...CATEGORIES_WITHOUT_ENUM_TYPE.map((c) => v(c.category, c.name, c.zh, c.en)),
]);

/** All categories in contract order (EnumType first). */
export const ENUM_CATALOG: readonly EnumCategoryDef[] = [ENUM_TYPE, ...CATEGORIES_WITHOUT_ENUM_TYPE];

const byCategory = new Map(ENUM_CATALOG.map((c) => [c.category, { def: c, values: new Map(c.values.map((x) => [x.value, x])) }]));

/** Display name of one value in `locale`; the number itself for an unknown value (visible, never a crash). */
export function enumDisplayName(category: number, value: number, locale: Locale): string {
  const def = byCategory.get(category)?.values.get(value);
  if (!def) return String(value);
  return locale === 'en' ? def.en : def.zh;
}
