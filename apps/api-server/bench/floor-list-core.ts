// What the member's and the staff's order list floors share: the page with its capped count, the region and
// routing names of the page, and the columns every list line shows, mapped as the product's list-item.ts does
// (same fields, same order, same conversions) so that the answers are byte-identical.
import { COUNT_PAST_LIMIT_TTL_MS } from '../src/db/paging';
import type { Locale } from '../src/i18n/locale';
import { orderStatusDisplayName } from '../src/modules/orders';
import type { FloorDb, FloorRow } from './floor-db';
import { distinctIds, text, type ListPlan } from './floor-plan';

/** The product's ORDER_COUNT_CAP and OPS_ORDER_COUNT_CAP (a mismatch shows in the byte comparison). */
const COUNT_CAP = 10_000;

export interface ListPage {
  totalCount: number;
  totalCountIsLowerBound: boolean;
  rows: FloorRow[];
  region(id: unknown, typed?: unknown): string;
  routing(id: unknown): string;
}

/**
 * The count of a filter past the cap is remembered for COUNT_PAST_LIMIT_TTL_MS, as the product's paginateCapped
 * does (only the first request of a window pays for counting a million rows).
 */
const pastCap = new Map<string, number>();

async function countToCap(db: FloorDb, plan: ListPlan): Promise<number> {
  const now = Date.now();
  const key = `${plan.count.sql}\u0000${JSON.stringify(plan.count.parameters)}`;
  const until = pastCap.get(key);
  if (until !== undefined && until > now) return COUNT_CAP + 1;
  const [row] = await db.all(plan.count.sql, plan.count.parameters);
  const counted = Number(row?.['count'] ?? 0);
  if (counted > COUNT_CAP) pastCap.set(key, now + COUNT_PAST_LIMIT_TTL_MS);
  else pastCap.delete(key);
  return counted;
}

export async function listPage(db: FloorDb, plan: ListPlan, locale: Locale): Promise<ListPage> {
  const counted = await countToCap(db, plan);
  const totalCountIsLowerBound = counted > COUNT_CAP;
  const totalCount = totalCountIsLowerBound ? COUNT_CAP : counted;
  // The bench's pages start at 0 and hold at least one row: the product reads the page whenever the count is not 0.
  const { page } = plan;
  if (totalCount > 0 && !page) throw new Error('this request matches orders, the captured one matched none: no page statement to run');
  const rows = totalCount === 0 || !page ? [] : await db.all(page.sql, page.parameters);
  const regionIds = distinctIds(rows.flatMap((r) => [r['receiverRegionLv0Id'], r['receiverRegionLv1Id'], r['receiverRegionLv2Id'], r['receiverRegionLv3Id']]));
  const regions = new Map<string, string>();
  if (regionIds.length > 0 && plan.regions) {
    for (const r of await db.all(plan.regions, regionIds)) regions.set(text(r, 'id'), text(r, locale === 'en' ? 'nameEn' : 'nameZh'));
  }
  const routingIds = distinctIds(rows.map((r) => r['routingId']));
  const routings = new Map<string, string>();
  if (routingIds.length > 0 && plan.routings) {
    for (const r of await db.all(plan.routings, routingIds)) routings.set(text(r, 'id'), text(r, locale === 'en' ? 'nameEn' : 'nameZh'));
  }
  return {
    totalCount,
    totalCountIsLowerBound,
    rows,
    region: (id, typed) => (id ? (regions.get(id as string) ?? '') : ((typed as string | null) ?? '')),
    routing: (id) => routings.get(id as string) ?? '',
  };
}

/** The fields every order list line starts with (the product's toListItemCore). */
export function listItemCore(row: FloorRow, page: ListPage, locale: Locale): Record<string, unknown> {
  const status = Number(row['status']);
  const area = [
    page.region(row['receiverRegionLv0Id']),
    page.region(row['receiverRegionLv1Id'], row['receiverStateName']),
    page.region(row['receiverRegionLv2Id'], row['receiverCityName']),
    page.region(row['receiverRegionLv3Id'], row['receiverDistrictName']),
  ];
  return {
    id: row['id'],
    waybillNumber: row['waybillNumber'],
    status,
    statusDisplayName: orderStatusDisplayName(status, locale),
    transportMode: Number(row['transportMode']),
    routingDisplayName: page.routing(row['routingId']),
    receiverName: row['receiverName'],
    receiverCountryCode: row['receiverCountryCode'],
    receiverArea: area.filter((n) => n !== '').join('-'),
    parcelCount: Number(row['parcelCount']),
    chargeableWeightKg: row['chargeableWeightKg'],
    creationTime: row['creationTime'],
    lastEventTime: row['lastEventTime'],
    lastEventDescription: locale === 'en' ? row['lastEventDescriptionEn'] : row['lastEventDescriptionZh'],
  };
}
