import type { TemplateColumn } from '../../../spreadsheets/columns';

// The rate-sheet import template: one row = one zone of the product's sheet. A `step` zone fills the four step
// columns, a `per-kg` zone the breaks column (`from-kg=price-per-kg` pairs, `;` between them).

export interface RateColumn extends TemplateColumn {
  width: number;
  noteZh: string;
  noteEn: string;
  /** The RateZoneInput members this column fills (validation errors of importRateSheetZones name them). */
  members: readonly string[];
}

const col = (key: string, zh: string, en: string, required: boolean, width: number, noteZh: string, noteEn: string): RateColumn => ({ key, zh, en, required, width, noteZh, noteEn, members: [key] });

export const RATE_COLUMNS: readonly RateColumn[] = [
  col('code', '分区代码', 'Zone code', true, 12, '大写字母、数字或连字符，最多 16 个字符；同一运价表内不重复', 'Capital letters, digits or hyphens, at most 16; unique in the sheet'),
  col('nameZh', '分区名称（中文）', 'Zone name (Chinese)', true, 16, '最多 64 个字符', 'At most 64 characters'),
  col('nameEn', '分区名称（英文）', 'Zone name (English)', true, 18, '最多 64 个字符', 'At most 64 characters'),
  col('countryCodes', '国家代码', 'Country codes', true, 18, '两位 ISO 国家代码，用逗号或空格分隔；须为该产品的目的国，且每个国家只属于一个分区', 'Two-letter ISO country codes separated by commas or spaces; destinations of the product, each in one zone only'),
  col('pricingMethod', '计价方式', 'Pricing method', true, 14, 'step（首重 + 续重）或 per-kg（按公斤分段）', 'step (first weight + additional steps) or per-kg (per-kg breaks)'),
  col('firstWeightKg', '首重（公斤）', 'First weight (kg)', false, 14, 'step：首重重量，最多 3 位小数', 'step: the first weight, at most 3 decimals'),
  col('firstWeightPrice', '首重价格', 'First weight price', false, 14, 'step：首重价格，最多 2 位小数', 'step: its price, at most 2 decimals'),
  col('additionalWeightKg', '续重（公斤）', 'Additional step (kg)', false, 14, 'step：每个续重单位的重量', 'step: the weight of one further step'),
  col('additionalWeightPrice', '续重价格', 'Additional step price', false, 16, 'step：每个续重单位的价格（不足一个单位按一个计）', 'step: the price of each further step (a step begun counts whole)'),
  col('breaks', '按公斤分段', 'Per-kg breaks', false, 28, 'per-kg：起始公斤=每公斤价格，用分号分隔，从 0 开始递增，如 0=68; 21=56; 45=49.5', 'per-kg: from-kg=price-per-kg separated by semicolons, from 0 ascending, e.g. 0=68; 21=56; 45=49.5'),
];

/** Two example rows: a step zone and a per-kg zone (valid for the seeded Standard air product). */
export const EXAMPLE_ROWS: readonly (readonly string[])[] = [
  ['NA', '北美', 'North America', 'US, CA', 'step', '0.5', '120', '0.5', '32', ''],
  ['EU', '欧洲', 'Europe', 'GB, DE, FR', 'per-kg', '', '', '', '', '0=68; 21=56; 45=49.5'],
];

/** The column a RateZoneInput member belongs in: `breaks[2].fromKg` → breaks. */
export const columnOfMember = (member: string): string => {
  const head = /^[A-Za-z]+/.exec(member)?.[0] ?? '';
  return RATE_COLUMNS.find((c) => c.members.includes(head))?.key ?? 'code';
};
