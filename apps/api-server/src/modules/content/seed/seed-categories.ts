import { seedId } from './seed-ids';

export const CATEGORY_IDS = {
  companyNews: seedId('category:company-news'),
  industryNews: seedId('category:industry-news'),
  guides: seedId('category:shipping-guides'),
  customsGuides: seedId('category:shipping-guides/customs'),
} as const;

export interface SeedCategory {
  id: string;
  parentId: string | null;
  displayName: string;
  displayNameEn: string;
  description: string;
  descriptionEn: string;
  sort: number;
}

export const SEED_CATEGORIES: SeedCategory[] = [
  {
    id: CATEGORY_IDS.companyNews,
    parentId: null,
    displayName: '公司新闻',
    displayNameEn: 'Company news',
    description: '环宇国际物流的服务公告与公司动态',
    descriptionEn: 'Service notices and news from Globe Freight',
    sort: 10,
  },
  {
    id: CATEGORY_IDS.industryNews,
    parentId: null,
    displayName: '行业资讯',
    displayNameEn: 'Industry news',
    description: '国际物流与跨境电商行业动态',
    descriptionEn: 'What is moving in international logistics and cross-border e-commerce',
    sort: 20,
  },
  {
    id: CATEGORY_IDS.guides,
    parentId: null,
    displayName: '运输指南',
    displayNameEn: 'Shipping guides',
    description: '包装、计费、带电及敏感货运输要点',
    descriptionEn: 'Packing, charging, battery and sensitive goods explained',
    sort: 30,
  },
  {
    id: CATEGORY_IDS.customsGuides,
    parentId: CATEGORY_IDS.guides,
    displayName: '清关指南',
    displayNameEn: 'Customs guides',
    description: '申报、发票与目的国清关常见问题',
    descriptionEn: 'Declarations, invoices and import clearance questions',
    sort: 10,
  },
];
