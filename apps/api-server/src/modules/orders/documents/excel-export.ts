import type { Readable } from 'node:stream';
import { TransportMode, type components } from '@forwarder/contracts/api-f';
import type { Locale } from '../../../i18n/locale';
import { formatUtcMinute } from './label-content';
import { streamXlsx } from '../../../spreadsheets/xlsx-stream-writer';

type OrderListItem = components['schemas']['OrderListItem'];

const HEADERS: Record<Locale, string[]> = {
  'zh-Hans': ['运单号', '状态', '运输方式', '线路', '收件人', '国家', '地区', '件数', '实重(kg)', '计费重(kg)', '申报价值', '币种', '客户单号', '创建时间(UTC)', '最新轨迹'],
  en: ['Waybill', 'Status', 'Transport mode', 'Routing', 'Receiver', 'Country', 'Area', 'Parcels', 'Weight (kg)', 'Chargeable (kg)', 'Declared value', 'Currency', 'Reference', 'Created at (UTC)', 'Last event'],
};
const WIDTHS = [16, 10, 10, 14, 18, 8, 28, 7, 10, 12, 12, 8, 16, 17, 30];
const MODES: Record<Locale, Record<number, string>> = {
  'zh-Hans': { [TransportMode.AIR]: '空运', [TransportMode.SEA]: '海运' },
  en: { [TransportMode.AIR]: 'Air', [TransportMode.SEA]: 'Sea' },
};

export function exportRow(item: OrderListItem, locale: Locale): (string | number)[] {
  return [
    item.waybillNumber,
    item.statusDisplayName,
    MODES[locale][item.transportMode] ?? String(item.transportMode),
    item.routingDisplayName,
    item.receiverName,
    item.receiverCountryCode,
    item.receiverArea,
    item.parcelCount,
    item.totalWeightKg,
    item.chargeableWeightKg,
    item.declaredValue,
    item.declaredCurrency,
    item.customerReference,
    formatUtcMinute(item.creationTime),
    item.lastEventDescription,
  ];
}

/** The export as a streamed .xlsx: rows go from the keyset-paginated reader into the ZIP as they arrive. */
export function streamOrderExport(items: AsyncIterable<OrderListItem>, locale: Locale): Readable {
  async function* rows() {
    for await (const item of items) yield exportRow(item, locale);
  }
  return streamXlsx(HEADERS[locale], rows(), { sheetName: locale === 'en' ? 'Orders' : '订单', widths: WIDTHS });
}
