import { NavType, SitePage, TransportMode } from '@forwarder/contracts/api-f';
import { VOLUME_DIVISOR } from '@forwarder/weights';
import { DEFAULT_TENANT_SETTINGS } from '../../system';
import { seedId } from './seed-ids';
import { CATEGORY_IDS } from './seed-categories';

// Claims the product itself makes are written from its own constants, so the seed cannot contradict it: the
// volumetric divisor the order form and the server compute with, and the tenant's one customer-service mail.
const AIR_DIVISOR = VOLUME_DIVISOR[TransportMode.AIR];
const SERVICE_MAIL = DEFAULT_TENANT_SETTINGS.customerServiceMail;

export interface SeedNav {
  key: string;
  parentKey?: string;
  navType: number;
  sitePage?: number;
  navKey?: string;
  displayName: string;
  displayNameEn: string;
  title?: string;
  titleEn?: string;
  content?: string;
  contentEn?: string;
  url?: string;
  categoryId?: string;
  openInNewTab?: boolean;
  sort: number;
}

export const NAV_IDS = {
  home: seedId('nav:home'),
  services: seedId('nav:services'),
  air: seedId('nav:services/air'),
  sea: seedId('nav:services/sea'),
  tracking: seedId('nav:tracking'),
  news: seedId('nav:news'),
  shipNow: seedId('nav:ship-now'),
  about: seedId('nav:about'),
  profile: seedId('nav:about/profile'),
  contact: seedId('nav:about/contact'),
  singleWindow: seedId('nav:about/single-window'),
} as const;

export const SEED_NAVS: SeedNav[] = [
  { key: 'home', navType: NavType.SitePage, sitePage: SitePage.Home, displayName: '首页', displayNameEn: 'Home', sort: 10 },

  { key: 'services', navType: NavType.ShowSubList, displayName: '产品服务', displayNameEn: 'Services', sort: 20 },
  {
    key: 'services/air',
    parentKey: 'services',
    navType: NavType.Content,
    displayName: '国际空运',
    displayNameEn: 'Air freight',
    title: '国际空运服务',
    titleEn: 'International air freight',
    content:
      '<h2>国际空运服务</h2><p>依托深圳、广州、上海、香港四大口岸,与多家航空公司签订全年舱位协议,提供普货、带电、纺织品及敏感货的门到门空运服务。</p><ul><li>美国、加拿大:5–8 个工作日妥投</li><li>欧洲主要国家:6–9 个工作日妥投</li><li>日本、韩国、东南亚:3–5 个工作日妥投</li></ul><p>支持 DDP(含税)与 DAP(不含税)两种条款,全程轨迹可在线查询。</p>',
    contentEn:
      '<h2>International air freight</h2><p>Through our gateways in Shenzhen, Guangzhou, Shanghai and Hong Kong and year-round block-space agreements with several airlines, we move general cargo, battery goods, textiles and sensitive goods door to door.</p><ul><li>USA and Canada: delivered in 5–8 working days</li><li>Major European countries: 6–9 working days</li><li>Japan, Korea and South-East Asia: 3–5 working days</li></ul><p>Both DDP (duties paid) and DAP terms are available, with end-to-end online tracking.</p>',
    sort: 10,
  },
  {
    key: 'services/air/express',
    parentKey: 'services/air',
    navType: NavType.Content,
    displayName: '国际快递',
    displayNameEn: 'International express',
    content:
      '<p>与国际快递网络合作,文件及 30 公斤以下小包最快 2–4 个工作日送达全球 200 多个国家和地区。体积重按 长×宽×高(厘米)÷' + AIR_DIVISOR + ' 计算。</p>',
    contentEn:
      '<p>Through the global express networks, documents and parcels under 30 kg reach more than 200 countries and regions in as little as 2–4 working days. Volumetric weight is length × width × height (cm) ÷ ' + AIR_DIVISOR + '.</p>',
    sort: 10,
  },
  {
    key: 'services/air/dedicated-line',
    parentKey: 'services/air',
    navType: NavType.Content,
    displayName: '空运专线',
    displayNameEn: 'Air dedicated lines',
    content:
      '<p>美国、欧洲、中东空运专线每周固定 5 班,头程直飞,目的港自有清关团队,价格比国际快递低 30%–50%,适合跨境电商小包及 B2B 补货。</p>',
    contentEn:
      '<p>Dedicated air lines to the USA, Europe and the Middle East fly five fixed departures a week with our own customs brokerage at destination: 30–50% cheaper than express, ideal for cross-border e-commerce parcels and B2B replenishment.</p>',
    sort: 20,
  },
  {
    key: 'services/air/battery',
    parentKey: 'services/air',
    navType: NavType.Content,
    displayName: '带电产品空运',
    displayNameEn: 'Battery goods by air',
    content:
      '<p>可承运内置电池(UN3481 PI967)及配套电池(UN3481 PI966)产品,需提供 UN38.3 测试报告、MSDS 及 1.2 米跌落测试报告。纯电池(PI965)暂不承运。</p>',
    contentEn:
      '<p>We carry batteries contained in equipment (UN3481 PI967) and packed with equipment (UN3481 PI966). A UN38.3 test summary, an MSDS and a 1.2 m drop-test report are required. Loose batteries (PI965) are not accepted.</p>',
    sort: 30,
  },
  {
    key: 'services/sea',
    parentKey: 'services',
    navType: NavType.Content,
    displayName: '国际海运',
    displayNameEn: 'Sea freight',
    title: '国际海运服务',
    titleEn: 'International sea freight',
    content:
      '<h2>国际海运服务</h2><p>提供华南、华东主要港口至美西、美东、欧洲、澳洲的整柜与拼箱服务,可代办出口报关、目的港清关及派送到门(含亚马逊 FBA 仓)。</p><p>美西快船 14–18 天到港,普船 20–25 天到港。</p>',
    contentEn:
      '<h2>International sea freight</h2><p>FCL and LCL from the main ports of South and East China to the US West and East Coast, Europe and Australia, including export declaration, import clearance and door delivery (Amazon FBA warehouses included).</p><p>US West Coast express vessels arrive in 14–18 days, standard vessels in 20–25 days.</p>',
    sort: 20,
  },
  {
    key: 'services/sea/fcl',
    parentKey: 'services/sea',
    navType: NavType.Content,
    displayName: '整柜运输',
    displayNameEn: 'Full container load (FCL)',
    content: '<p>20GP、40GP、40HQ 整柜订舱,支持工厂上门装柜、拖车及仓储,旺季优先保舱。</p>',
    contentEn:
      '<p>20GP, 40GP and 40HQ bookings with container loading at your factory, trucking and warehousing; guaranteed space in peak season.</p>',
    sort: 10,
  },
  {
    key: 'services/sea/lcl',
    parentKey: 'services/sea',
    navType: NavType.Content,
    displayName: '拼箱运输',
    displayNameEn: 'Less than container load (LCL)',
    content: '<p>1 立方米起运,每周固定开船,按实际体积计费,适合中小批量补货。</p>',
    contentEn: '<p>From 1 cubic metre, fixed weekly sailings, charged by actual volume: ideal for small and medium restocks.</p>',
    sort: 20,
  },

  {
    key: 'tracking',
    navType: NavType.SitePage,
    sitePage: SitePage.OrderTracking,
    displayName: '运单追踪',
    displayNameEn: 'Tracking',
    title: '运单追踪',
    titleEn: 'Track your shipment',
    content: '<p>请输入运单号,以空格、逗号或回车分隔,一次最多查询 10 个。仓库与承运商每次扫描后,轨迹即时更新。</p>',
    contentEn:
      '<p>Enter waybill numbers separated by spaces, commas or Enter, up to 10 at a time. Each scan by the warehouse or the carrier shows here at once.</p>',
    sort: 30,
  },

  {
    key: 'news',
    navType: NavType.ArticleCategory,
    displayName: '新闻资讯',
    displayNameEn: 'News',
    categoryId: CATEGORY_IDS.companyNews,
    sort: 40,
  },
  {
    key: 'news/company',
    parentKey: 'news',
    navType: NavType.ArticleCategory,
    displayName: '公司新闻',
    displayNameEn: 'Company news',
    categoryId: CATEGORY_IDS.companyNews,
    sort: 10,
  },
  {
    key: 'news/industry',
    parentKey: 'news',
    navType: NavType.ArticleCategory,
    displayName: '行业资讯',
    displayNameEn: 'Industry news',
    categoryId: CATEGORY_IDS.industryNews,
    sort: 20,
  },
  {
    key: 'news/guides',
    parentKey: 'news',
    navType: NavType.ArticleCategory,
    displayName: '运输指南',
    displayNameEn: 'Shipping guides',
    categoryId: CATEGORY_IDS.guides,
    sort: 30,
  },

  { key: 'ship-now', navType: NavType.SitePage, sitePage: SitePage.OrderSubmit, displayName: '立即下单', displayNameEn: 'Ship now', sort: 50 },

  {
    key: 'about',
    navType: NavType.Content,
    displayName: '关于我们',
    displayNameEn: 'About us',
    title: '关于环宇国际物流',
    titleEn: 'About Globe Freight',
    content:
      '<h2>环宇国际物流</h2><p>环宇国际物流(Globe Freight)成立于 2009 年,总部位于深圳,是一家持有一级货代资质的国际物流服务商,在广州、上海、宁波、香港及洛杉矶设有分支机构。</p><p>我们为 3000 多家外贸企业和跨境电商卖家提供空运、海运、国际快递、报关清关及海外仓一站式服务,年发货量超过 80 万票。</p>',
    contentEn:
      '<h2>Globe Freight</h2><p>Founded in 2009 and headquartered in Shenzhen, Globe Freight (环宇国际物流) is a licensed first-class freight forwarder with branches in Guangzhou, Shanghai, Ningbo, Hong Kong and Los Angeles.</p><p>More than 3,000 exporters and cross-border e-commerce sellers rely on us for air freight, sea freight, international express, customs brokerage and overseas warehousing, shipping over 800,000 waybills a year.</p>',
    sort: 60,
  },
  {
    key: 'about/profile',
    parentKey: 'about',
    navType: NavType.NavDetail,
    navKey: 'about',
    displayName: '公司简介',
    displayNameEn: 'Company profile',
    sort: 10,
  },
  {
    key: 'about/contact',
    parentKey: 'about',
    navType: NavType.SitePage,
    sitePage: SitePage.ContactUs,
    displayName: '联系我们',
    displayNameEn: 'Contact us',
    title: '联系我们',
    titleEn: 'Contact us',
    content:
      '<p>地址:深圳市宝安区航城街道物流大道 88 号环宇大厦 6 楼</p><p>电话:+86 755 2345 6789(周一至周六 9:00–18:00)</p><p>邮箱:' + SERVICE_MAIL + '</p><p>留言后我们会在一个工作日内回复。</p>',
    contentEn:
      '<p>Address: 6/F Globe Tower, 88 Logistics Avenue, Hangcheng, Bao\'an District, Shenzhen, China</p><p>Phone: +86 755 2345 6789 (Mon–Sat 9:00–18:00 China time)</p><p>E-mail: ' + SERVICE_MAIL + '</p><p>We answer messages within one working day.</p>',
    sort: 20,
  },
  {
    key: 'about/single-window',
    parentKey: 'about',
    navType: NavType.ExternalLink,
    displayName: '国际贸易单一窗口',
    displayNameEn: 'China Single Window',
    url: 'https://www.singlewindow.cn/',
    openInNewTab: true,
    sort: 30,
  },
];
