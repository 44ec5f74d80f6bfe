import type { TemplateColumn } from '../../../spreadsheets/columns';

// The batch-order template: one row = one order with ONE parcel line and ONE declared item (orders with several
// lines are entered in the order form instead). The sender is always the caller's default sender address.

export interface OrderColumn extends TemplateColumn {
  /** Character width in the template. */
  width: number;
  example: string | number;
  /** Plain-language rule shown on the instructions sheet. */
  noteZh: string;
  noteEn: string;
}

const col = (
  key: string,
  zh: string,
  en: string,
  required: boolean,
  width: number,
  example: string | number,
  noteZh = '',
  noteEn = '',
): OrderColumn => ({ key, zh, en, required, width, example, noteZh, noteEn });

export const ORDER_COLUMNS: readonly OrderColumn[] = [
  col('routingCode', '线路代码', 'Routing code', true, 14, 'AIR-STD', '见下方线路代码列表', 'See the routing codes below'),
  col('customerReference', '客户单号', 'Customer reference', false, 18, 'SHOP-10023', '最多 50 个字符', 'At most 50 characters'),
  col('receiverName', '收件人姓名', 'Receiver name', true, 18, 'John Smith', '最多 64 个字符', 'At most 64 characters'),
  col('receiverCompanyName', '收件人公司', 'Receiver company', false, 18, 'Acme Inc.', '最多 100 个字符', 'At most 100 characters'),
  col('receiverPhoneNumber', '收件人电话', 'Receiver phone', true, 18, '+1 212 555 0100', '数字、空格、+ ( ) -', 'Digits, spaces, + ( ) -'),
  col('receiverEmail', '收件人邮箱', 'Receiver e-mail', false, 22, 'john@example.com'),
  col('receiverCountryCode', '收件国家代码', 'Receiver country code', true, 12, 'US', 'ISO 3166-1 二字码或国家名称', 'ISO 3166-1 alpha-2 code or country name'),
  col('receiverState', '收件州/省', 'Receiver state/province', false, 16, 'New York', '中文名、英文名、当地名称或代码(如 NY、東京都);该国地址需要州/省时必填', 'Chinese, English or local name, or code (NY, 東京都); required where the country\'s addresses need one'),
  col('receiverCity', '收件城市', 'Receiver city', false, 16, 'New York City', '按书写填写(如 Chiyoda);中国大陆、港澳台须为列表中的城市', 'As written (Chiyoda); in China, Hong Kong, Macao and Taiwan one of the listed cities'),
  col('receiverDistrict', '收件区/县', 'Receiver district', false, 14, '', '按书写填写;中国大陆须为列表中的区县', 'As written; in mainland China one of the listed districts'),
  col('receiverStreet', '收件详细地址', 'Receiver street address', true, 30, '350 5th Ave, Suite 2100', '最多 200 个字符', 'At most 200 characters'),
  col('receiverPostalCode', '收件邮编', 'Receiver postal code', false, 12, '10118', '该国使用邮编时必填(香港、阿联酋等无邮编),须符合该国格式;请设为文本以保留前导零', "Required where the country uses postcodes (not HK, AE…), in its format; use text cells to keep leading zeros"),
  col('parcelQuantity', '箱数', 'Boxes', true, 8, 1, '1–999 的整数', 'Whole number 1–999'),
  col('weightKg', '单箱重量(kg)', 'Weight per box (kg)', true, 12, 3.5, '大于 0,最大 1000', 'Over 0, at most 1000'),
  col('lengthCm', '长(cm)', 'Length (cm)', true, 9, 40, '大于 0,最大 500', 'Over 0, at most 500'),
  col('widthCm', '宽(cm)', 'Width (cm)', true, 9, 30, '大于 0,最大 500', 'Over 0, at most 500'),
  col('heightCm', '高(cm)', 'Height (cm)', true, 9, 20, '大于 0,最大 500', 'Over 0, at most 500'),
  col('itemName', '申报品名', 'Item name', true, 16, '蓝牙耳机', '最多 100 个字符', 'At most 100 characters'),
  col('itemNameEn', '英文品名', 'Item name (English)', true, 20, 'Bluetooth earphones', '最多 100 个字符', 'At most 100 characters'),
  col('hsCode', 'HS 编码', 'HS code', false, 12, '851830', '6–10 位数字', '6 to 10 digits'),
  col('itemQuantity', '申报数量', 'Item quantity', true, 10, 10, '1–100000 的整数', 'Whole number 1–100000'),
  col('unitValue', '申报单价', 'Unit value', true, 10, 12.5, '大于 0', 'Over 0'),
  col('currency', '币种', 'Currency', true, 8, 'USD', '见下方币种列表', 'See the currencies below'),
  col('remark', '备注', 'Remark', false, 24, '', '最多 500 个字符', 'At most 500 characters'),
];
