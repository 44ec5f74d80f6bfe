import type { ContentArticlesTable } from '../content.tables';
import { CATEGORY_IDS } from './seed-categories';
import { seedId } from './seed-ids';

/** An article as the seed writes it: the row's fields, published as a boolean, with its tags. */
export interface SeedArticle extends Omit<ContentArticlesTable, 'isPublished' | 'creationTime' | 'lastModificationTime'> {
  isPublished: boolean;
  /** [zh-Hans, en] pairs. */
  tags: [string, string][];
}

const COVER = {
  air: '/api/f/assets/content/cover-air.svg',
  sea: '/api/f/assets/content/cover-sea.svg',
  guide: '/api/f/assets/content/cover-guide.svg',
};

const OPS = ['运营部', 'Operations'] as const;
const CS = ['客服中心', 'Customer service'] as const;
const MKT = ['市场部', 'Marketing'] as const;

export const SEED_ARTICLES: SeedArticle[] = [
  {
    id: seedId('article:peak-season-2026'),
    categoryId: CATEGORY_IDS.companyNews,
    title: '2026 年双十一及黑五旺季空运时效公告',
    titleEn: 'Peak season 2026: air freight transit times for Singles Day and Black Friday',
    summary: '11 月 1 日至 12 月 10 日期间,美线与欧线空运时效预计延长 1–2 个工作日,请提前安排发货。',
    summaryEn: 'From 1 November to 10 December, US and Europe air services may take 1–2 extra working days. Please plan shipments early.',
    content:
      '<p>尊敬的客户:</p><p>受双十一、黑色星期五及网络星期一电商旺季影响,各航司舱位持续紧张,目的港清关及尾程派送量大幅上升。</p><ul><li>美线空运专线:时效由 5–8 个工作日调整为 6–10 个工作日;</li><li>欧线空运专线:时效由 6–9 个工作日调整为 7–11 个工作日;</li><li>仓库截单时间提前至每日 16:00。</li></ul><p>建议您提前备货、尽早下单。如有疑问,请联系您的专属客服。</p>',
    contentEn:
      '<p>Dear customers,</p><p>With Singles Day, Black Friday and Cyber Monday approaching, airline capacity is tight and import clearance and last-mile volumes are rising sharply.</p><ul><li>US air dedicated line: 6–10 working days instead of 5–8;</li><li>Europe air dedicated line: 7–11 working days instead of 6–9;</li><li>Warehouse cut-off moves to 16:00 every day.</li></ul><p>Please prepare stock and book early. Your account manager is happy to help with any question.</p>',
    coverImageUrl: COVER.air,
    author: OPS[0],
    authorEn: OPS[1],
    publishTime: '2026-10-20T02:00:00.000Z',
    isPublished: true,
    tags: [
      ['空运', 'Air freight'],
      ['公告', 'Notice'],
      ['旺季', 'Peak season'],
    ],
  },
  {
    id: seedId('article:shenzhen-warehouse'),
    categoryId: CATEGORY_IDS.companyNews,
    title: '环宇国际物流深圳宝安新仓正式启用',
    titleEn: 'Globe Freight opens its new Shenzhen Bao\'an warehouse',
    summary: '新仓面积 12000 平方米,紧邻宝安国际机场,日处理能力提升至 5 万票。',
    summaryEn: 'The 12,000 m² facility next to Shenzhen Bao\'an airport lifts our daily capacity to 50,000 parcels.',
    content:
      '<p>9 月 1 日,环宇国际物流深圳宝安新仓正式投入使用。新仓面积 12000 平方米,距离宝安国际机场货站仅 3 公里,配备自动分拣线与 X 光安检设备。</p><p>启用后,华南地区收货截单时间延后 2 小时,日处理能力由 2 万票提升至 5 万票。收货地址变更请以客户中心显示为准。</p>',
    contentEn:
      '<p>On 1 September Globe Freight opened its new warehouse in Bao\'an, Shenzhen. The 12,000 m² building is 3 km from the airport cargo terminal and has an automated sorting line and X-ray screening.</p><p>South China cut-off times move 2 hours later and daily capacity grows from 20,000 to 50,000 parcels. Please use the receiving address shown in your customer centre.</p>',
    coverImageUrl: COVER.air,
    author: MKT[0],
    authorEn: MKT[1],
    publishTime: '2026-09-01T01:00:00.000Z',
    isPublished: true,
    tags: [
      ['仓库', 'Warehouse'],
      ['公司动态', 'Company'],
    ],
  },
  {
    id: seedId('article:spring-festival-2026'),
    categoryId: CATEGORY_IDS.companyNews,
    title: '2026 年春节假期收发货安排',
    titleEn: 'Chinese New Year 2026: receiving and dispatch schedule',
    summary: '2 月 12 日至 2 月 22 日仓库暂停收货,2 月 23 日起恢复正常作业。',
    summaryEn: 'The warehouse stops receiving from 12 to 22 February and resumes normal operation on 23 February.',
    content:
      '<p>春节期间安排如下:</p><ul><li>2 月 11 日 18:00 前入仓的货物,将于节前安排出运;</li><li>2 月 12 日至 2 月 22 日暂停收货,在线下单与轨迹查询不受影响;</li><li>2 月 23 日起恢复正常收发货。</li></ul><p>祝大家新春快乐,生意兴隆!</p>',
    contentEn:
      '<p>Our Chinese New Year schedule:</p><ul><li>Goods received by 18:00 on 11 February ship before the holiday;</li><li>No receiving from 12 to 22 February; online ordering and tracking stay available;</li><li>Normal operation resumes on 23 February.</li></ul><p>Happy New Year and prosperous business!</p>',
    coverImageUrl: null,
    author: OPS[0],
    authorEn: OPS[1],
    publishTime: '2026-01-20T02:00:00.000Z',
    isPublished: true,
    tags: [
      ['公告', 'Notice'],
      ['假期', 'Holiday'],
    ],
  },
  {
    id: seedId('article:domestic-pickup'),
    categoryId: CATEGORY_IDS.companyNews,
    // Only in Chinese on purpose: the English site shows the zh-Hans text (fallback).
    title: '深圳市内免费上门取件服务开通',
    titleEn: '',
    summary: '单票 21 公斤以上货物,深圳市内可预约免费上门取件。',
    summaryEn: '',
    content: '<p>即日起,深圳市内单票 21 公斤以上货物可在客户中心预约免费上门取件,工作日 17:00 前预约当天上门。</p>',
    contentEn: '',
    coverImageUrl: null,
    author: CS[0],
    authorEn: '',
    publishTime: '2026-06-15T03:00:00.000Z',
    isPublished: true,
    tags: [['上门取件', '']],
  },
  {
    id: seedId('article:price-2027-draft'),
    categoryId: CATEGORY_IDS.companyNews,
    title: '2027 年度运价调整通知(草稿)',
    titleEn: '2027 rate changes (draft)',
    summary: '草稿,尚未发布。',
    summaryEn: 'Draft, not published yet.',
    content: '<p>内容待确认。</p>',
    contentEn: '<p>To be confirmed.</p>',
    coverImageUrl: null,
    author: MKT[0],
    authorEn: MKT[1],
    publishTime: '2026-11-18T02:00:00.000Z',
    isPublished: false,
    tags: [['公告', 'Notice']],
  },
  {
    id: seedId('article:red-sea-europe'),
    categoryId: CATEGORY_IDS.industryNews,
    title: '红海航线绕行对欧线海运时效的影响',
    titleEn: 'How Red Sea diversions affect Asia–Europe sea transit times',
    summary: '船公司经好望角绕行,亚欧航线单程航程普遍增加 10–14 天,建议欧线客户预留更多库存。',
    summaryEn: 'Carriers routing via the Cape of Good Hope add 10–14 days to Asia–Europe voyages; keep more safety stock for Europe.',
    content:
      '<p>由于红海及曼德海峡通行风险,多数船公司的亚欧航线继续经好望角绕行,单程航程增加 10–14 天,并加收燃油及风险附加费。</p><p>对于发往德国、法国、英国的海运货物,我们建议:</p><ol><li>按 45–55 天的门到门时效安排补货;</li><li>对时效敏感的货物改用空运或中欧铁路;</li><li>关注每月更新的附加费标准。</li></ol>',
    contentEn:
      '<p>Because of the risks of the Red Sea and the Bab el-Mandeb strait, most carriers keep routing Asia–Europe services around the Cape of Good Hope, adding 10–14 days per voyage plus fuel and risk surcharges.</p><p>For sea freight to Germany, France and the UK we recommend that you:</p><ol><li>plan replenishment on 45–55 days door to door;</li><li>move time-critical goods to air freight or China–Europe rail;</li><li>watch the surcharge table we update monthly.</li></ol>',
    coverImageUrl: COVER.sea,
    author: MKT[0],
    authorEn: MKT[1],
    publishTime: '2026-08-12T02:00:00.000Z',
    isPublished: true,
    tags: [
      ['海运', 'Sea freight'],
      ['欧洲', 'Europe'],
    ],
  },
  {
    id: seedId('article:air-capacity'),
    categoryId: CATEGORY_IDS.industryNews,
    title: '跨境电商带动中美航线货运需求持续增长',
    titleEn: 'Cross-border e-commerce keeps China–US air cargo demand growing',
    summary: '电商小包占中美航线空运货量的比例继续上升,旺季运价波动明显。',
    summaryEn: 'E-commerce parcels take a growing share of China–US air cargo, and peak-season rates swing widely.',
    content:
      '<p>近年来,跨境电商小包在中美航线空运货量中的占比不断提高,客机腹舱与全货机运力在旺季普遍紧张。</p><p>对卖家而言,锁定全年舱位协议、分散发货时间和提前入仓,是控制旺季运费波动的有效手段。</p>',
    contentEn:
      '<p>Cross-border e-commerce parcels make up a rising share of China–US air cargo, and both belly and freighter capacity run tight in peak season.</p><p>Sellers can contain peak-season rate swings by securing annual space agreements, spreading shipments over time and delivering to the warehouse early.</p>',
    coverImageUrl: COVER.air,
    author: MKT[0],
    authorEn: MKT[1],
    publishTime: '2026-05-08T02:00:00.000Z',
    isPublished: true,
    tags: [
      ['空运', 'Air freight'],
      ['美国', 'USA'],
    ],
  },
  {
    id: seedId('article:battery-by-air'),
    categoryId: CATEGORY_IDS.guides,
    title: '带电产品空运指南:UN3481 与 PI966/PI967 要点',
    titleEn: 'Shipping lithium batteries by air: UN3481, PI966 and PI967 explained',
    summary: '内置电池与配套电池可以空运,但必须提供 UN38.3 测试报告并符合包装与标签要求。',
    summaryEn: 'Batteries in or packed with equipment can fly, with a UN38.3 test summary and the right packing and labels.',
    content:
      '<h3>哪些带电产品可以空运?</h3><p>锂离子电池按 UN3480(纯电池)与 UN3481(与设备包装在一起或安装在设备中)分类。我们承运 UN3481 的 PI966 与 PI967 类货物,不承运 PI965 纯电池。</p><h3>需要准备的文件</h3><ul><li>UN38.3 测试摘要;</li><li>MSDS(化学品安全技术说明书);</li><li>1.2 米跌落测试报告(配套电池)。</li></ul><h3>包装与标签</h3><p>外箱须粘贴锂电池标记,单个电芯不超过 20Wh、电池不超过 100Wh;充电状态(SoC)不超过 30% 的要求适用于纯电池运输。</p>',
    contentEn:
      '<h3>Which battery goods can fly?</h3><p>Lithium-ion batteries are classed as UN3480 (batteries alone) or UN3481 (packed with or contained in equipment). We carry UN3481 under PI966 and PI967; loose batteries under PI965 are not accepted.</p><h3>Documents</h3><ul><li>UN38.3 test summary;</li><li>MSDS (safety data sheet);</li><li>1.2 m drop-test report (batteries packed with equipment).</li></ul><h3>Packing and labels</h3><p>Outer cartons carry the lithium battery mark; a cell may not exceed 20 Wh and a battery 100 Wh. The 30% state-of-charge limit applies to batteries shipped alone.</p>',
    coverImageUrl: COVER.guide,
    author: OPS[0],
    authorEn: OPS[1],
    publishTime: '2026-07-02T02:00:00.000Z',
    isPublished: true,
    tags: [
      ['带电', 'Batteries'],
      ['空运', 'Air freight'],
      ['危险品', 'Dangerous goods'],
    ],
  },
  {
    id: seedId('article:volumetric-weight'),
    categoryId: CATEGORY_IDS.guides,
    title: '体积重怎么算?一文看懂计费重量',
    titleEn: 'What is volumetric weight? Chargeable weight in one page',
    summary: '计费重量取实际重量与体积重中较大者,空运体积重按 6000 计算,海运按 1000(1 立方米折 1000 公斤)。',
    summaryEn: 'Chargeable weight is the greater of actual and volumetric weight: divisor 6000 by air, 1000 by sea (1 m³ counts as 1000 kg).',
    content:
      '<p>体积重 = 长 × 宽 × 高(厘米)÷ 体积系数。空运的体积系数为 6000,海运为 1000。</p><p>例如一个 60×40×40 厘米、实重 12 公斤的纸箱:空运专线体积重为 16 公斤,计费重量按 16 公斤计算。</p><p>小技巧:使用尺寸合适的纸箱、减少填充物,可以有效降低运费。</p>',
    contentEn:
      '<p>Volumetric weight = length × width × height (cm) ÷ divisor. The divisor is 6000 by air and 1000 by sea.</p><p>Example: a 60×40×40 cm carton weighing 12 kg has a volumetric weight of 16 kg on an air line, so 16 kg is charged.</p><p>Tip: right-sized cartons and less filler cut your freight bill.</p>',
    coverImageUrl: COVER.guide,
    author: CS[0],
    authorEn: CS[1],
    publishTime: '2026-04-10T02:00:00.000Z',
    isPublished: true,
    tags: [
      ['计费', 'Charges'],
      ['包装', 'Packing'],
    ],
  },
  {
    id: seedId('article:commercial-invoice'),
    categoryId: CATEGORY_IDS.customsGuides,
    title: '如何正确填写商业发票与申报品名',
    titleEn: 'How to fill in a commercial invoice and describe your goods',
    summary: '品名要具体、数量与价值要真实,错误申报是目的国清关延误的首要原因。',
    summaryEn: 'Specific descriptions and true quantities and values: wrong declarations are the top cause of clearance delays.',
    content:
      '<p>目的国海关根据商业发票判断商品归类与税费,请注意:</p><ul><li>品名需写明材质与用途,如“棉质男士 T 恤”,不要只写“衣服”或“礼品”;</li><li>申报价值应与实际成交价一致;</li><li>同一票货物中的不同商品需分行申报并填写 HS 编码。</li></ul>',
    contentEn:
      '<p>Customs at destination classify goods and assess duties from the commercial invoice. Please make sure that:</p><ul><li>descriptions state material and use, e.g. "men\'s cotton T-shirt", never just "clothes" or "gift";</li><li>declared values match the real transaction price;</li><li>different goods in one shipment go on separate lines with their HS codes.</li></ul>',
    coverImageUrl: null,
    author: CS[0],
    authorEn: CS[1],
    publishTime: '2026-03-18T02:00:00.000Z',
    isPublished: true,
    tags: [
      ['清关', 'Customs'],
      ['发票', 'Invoice'],
    ],
  },
  {
    id: seedId('article:us-customs-holds'),
    categoryId: CATEGORY_IDS.customsGuides,
    title: '美国清关常见查验原因及应对方法',
    titleEn: 'Common US customs holds and how to avoid them',
    summary: '品名模糊、低报货值、缺少 FDA 或 FCC 资料是美国海关查验的常见原因。',
    summaryEn: 'Vague descriptions, undervaluation and missing FDA or FCC documents are the usual reasons for US customs holds.',
    content:
      '<p>美国海关(CBP)对以下情况查验概率较高:</p><ol><li>品名模糊或与实物不符;</li><li>申报货值明显低于市场价;</li><li>食品、化妆品、医疗器械缺少 FDA 注册信息;</li><li>无线电子产品缺少 FCC 认证。</li></ol><p>被查验后通常需要 3–7 个工作日,请在下单时完整填写申报信息,并提前准备相关资质文件。</p>',
    contentEn:
      '<p>US Customs and Border Protection (CBP) is most likely to hold shipments with:</p><ol><li>vague descriptions, or descriptions that do not match the goods;</li><li>declared values well below market price;</li><li>food, cosmetics or medical devices without FDA registration details;</li><li>wireless electronics without FCC authorisation.</li></ol><p>An exam usually takes 3–7 working days: complete the declaration when you order and keep the certificates at hand.</p>',
    coverImageUrl: COVER.guide,
    author: CS[0],
    authorEn: CS[1],
    publishTime: '2026-02-26T02:00:00.000Z',
    isPublished: true,
    tags: [
      ['清关', 'Customs'],
      ['美国', 'USA'],
    ],
  },
];
