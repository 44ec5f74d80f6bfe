import { PageContentType } from '@forwarder/contracts/api-f';
import { localizedJson as L, seedId } from './seed-ids';

export interface SeedPageContent {
  id: string;
  pageContentType: number;
  title: string;
  subTitle: string;
  content: string;
  imageUrl: string | null;
  linkUrl: string | null;
  sort: number;
}

const ASSETS = '/api/f/assets/content';

const block = (
  key: string,
  pageContentType: number,
  sort: number,
  text: { title: [string, string]; subTitle?: [string, string]; content?: [string, string] },
  imageUrl: string | null = null,
  linkUrl: string | null = null,
): SeedPageContent => ({
  id: seedId(`page-content:${key}`),
  pageContentType,
  title: L(...text.title),
  subTitle: L(...(text.subTitle ?? ['', ''])),
  content: L(...(text.content ?? ['', ''])),
  imageUrl,
  linkUrl,
  sort,
});

const partner = (n: number, name: [string, string]): SeedPageContent =>
  block(`partner-${n}`, PageContentType.Partners, n, { title: name }, `${ASSETS}/partner-${n}.svg`);

export const SEED_PAGE_CONTENTS: SeedPageContent[] = [
  block(
    'banner-1',
    PageContentType.Banner,
    1,
    {
      title: ['全球空运 门到门', 'Air freight, door to door, worldwide'],
      subTitle: ['美国、欧洲 5–8 个工作日妥投', 'USA and Europe delivered in 5–8 working days'],
      content: ['全年舱位协议,旺季不甩货', 'Year-round block space: no offloading in peak season'],
    },
    `${ASSETS}/banner-1.svg`,
    '/nav/' + seedId('nav:services/air'),
  ),
  block(
    'banner-2',
    PageContentType.Banner,
    2,
    {
      title: ['整柜拼箱 直达亚马逊仓', 'FCL and LCL straight to Amazon warehouses'],
      subTitle: ['美西快船 14–18 天到港', 'US West Coast express vessels in 14–18 days'],
      content: ['含报关、清关与派送', 'Export declaration, import clearance and delivery included'],
    },
    `${ASSETS}/banner-2.svg`,
    '/nav/' + seedId('nav:services/sea'),
  ),
  block(
    'banner-3',
    PageContentType.Banner,
    3,
    {
      title: ['轨迹实时可查', 'Track every parcel in real time'],
      subTitle: ['一次最多查询 10 个运单', 'Up to 10 waybills at once'],
      content: ['输入运单号,立即查看最新状态', 'Enter your waybill numbers and see the latest status'],
    },
    `${ASSETS}/banner-3.svg`,
    '/site/tracking',
  ),

  partner(1, ['天桥航空货运', 'SkyBridge Cargo']),
  partner(2, ['远洋航运', 'Oceanic Lines']),
  partner(3, ['太平洋铁路快线', 'Pacific Rail Express']),
  partner(4, ['迅捷邮政', 'SwiftPost']),
  partner(5, ['海港报关行', 'Harbor Customs Brokers']),
  partner(6, ['北极星海外仓', 'NorthStar Warehousing']),

  // Home_1: services.
  block('home1-air', PageContentType.Home_1, 1, {
    title: ['国际空运', 'Air freight'],
    subTitle: ['5–8 个工作日', '5–8 working days'],
    content: ['普货、带电、纺织品专线,美欧日韩全覆盖', 'General, battery and textile lines to the USA, Europe, Japan and Korea'],
  }, null, '/nav/' + seedId('nav:services/air')),
  block('home1-sea', PageContentType.Home_1, 2, {
    title: ['国际海运', 'Sea freight'],
    subTitle: ['整柜 / 拼箱', 'FCL / LCL'],
    content: ['华南、华东港口出发,可派送至亚马逊 FBA 仓', 'From South and East China ports to Amazon FBA warehouses'],
  }, null, '/nav/' + seedId('nav:services/sea')),
  block('home1-express', PageContentType.Home_1, 3, {
    title: ['国际快递', 'International express'],
    subTitle: ['2–4 个工作日', '2–4 working days'],
    content: ['文件与小包快速通达 200 多个国家和地区', 'Documents and small parcels to more than 200 countries and regions'],
  }, null, '/nav/' + seedId('nav:services/air/express')),
  block('home1-customs', PageContentType.Home_1, 4, {
    title: ['报关清关', 'Customs brokerage'],
    subTitle: ['进出口一站式', 'Export and import, one stop'],
    content: ['自有报关团队,熟悉美国、欧盟清关要求', 'Our own brokers, fluent in US and EU clearance rules'],
  }),

  // Home_2: advantages.
  block('home2-space', PageContentType.Home_2, 1, {
    title: ['稳定舱位', 'Guaranteed space'],
    content: ['与多家航司签订全年协议,旺季不甩货', 'Annual agreements with several airlines: no offloading in peak season'],
  }),
  block('home2-price', PageContentType.Home_2, 2, {
    title: ['价格透明', 'Transparent prices'],
    content: ['线上实时报价,无隐藏附加费', 'Live online quotes with no hidden surcharges'],
  }),
  block('home2-tracking', PageContentType.Home_2, 3, {
    title: ['全程可视', 'End-to-end visibility'],
    content: ['从入仓到妥投,每个节点实时更新', 'Every milestone from warehouse to delivery, as it happens'],
  }),
  block('home2-service', PageContentType.Home_2, 4, {
    title: ['专属客服', 'Dedicated account manager'],
    content: ['一对一服务,工作日 30 分钟内响应', 'One-to-one service with replies within 30 minutes on working days'],
  }),

  // Home_3: how shipping works.
  block('home3-order', PageContentType.Home_3, 1, {
    title: ['在线下单', 'Book online'],
    subTitle: ['01', '01'],
    content: ['选择渠道,填写收发件人与申报信息', 'Pick a service and enter the parties and the declaration'],
  }),
  block('home3-receive', PageContentType.Home_3, 2, {
    title: ['仓库收货', 'We receive'],
    subTitle: ['02', '02'],
    content: ['送货或预约上门取件,入仓称重复核', 'Drop off or book a pickup; we weigh and check on arrival'],
  }),
  block('home3-ship', PageContentType.Home_3, 3, {
    title: ['出运清关', 'We ship and clear'],
    subTitle: ['03', '03'],
    content: ['订舱出运,目的港清关', 'Booked, flown or sailed, and cleared at destination'],
  }),
  block('home3-deliver', PageContentType.Home_3, 4, {
    title: ['派送签收', 'Delivered'],
    subTitle: ['04', '04'],
    content: ['尾程派送,签收后推送通知', 'Last-mile delivery with a notification on signature'],
  }),

  // Home_4: call to action.
  block('home4-cta', PageContentType.Home_4, 1, {
    title: ['现在就开始发货', 'Start shipping today'],
    // Accounts are opened by the forwarder (no self-registration in this product): the button asks for one.
    subTitle: ['联系客服开通账户,即可在线下单与追踪', 'Ask our team for an account, then book and track online'],
    content: ['有疑问?联系我们的客服团队,一个工作日内回复。', 'Questions? Our team replies within one working day.'],
  }, null, '/site/contact-us'),
];
