// Floor of the staff's order list across every customer (POST /api/ops/orders/list): the page and its count, the
// page's names, its customers (and the staff who raised an exception, looked up as the product does), and the
// product's OpsOrderListItem fields in the product's order.
import type { Locale } from '../src/i18n/locale';
import type { FloorDb, FloorRow } from './floor-db';
import { listItemCore, listPage } from './floor-list-core';
import { distinctIds, text, type ListPlan } from './floor-plan';

export async function staffListFloor(db: FloorDb, plan: ListPlan, locale: Locale): Promise<string> {
  const page = await listPage(db, plan, locale);
  const customerIds = distinctIds(page.rows.map((r) => r['userId']));
  const raisedBy = distinctIds(page.rows.map((r) => r['exceptionRaisedBy']));
  const [cards] = await Promise.all([
    customerIds.length > 0 && plan.userCards ? db.all(plan.userCards, customerIds) : Promise.resolve([]),
    // The product looks the raisers up for every page although the list line does not show them.
    raisedBy.length > 0 && plan.userNames ? db.all(plan.userNames, raisedBy) : Promise.resolve([]),
  ]);
  const byId = new Map<string, FloorRow>(cards.map((c) => [text(c, 'id'), c]));
  const items = page.rows.map((row) => {
    const card = byId.get(text(row, 'userId'));
    return {
      ...listItemCore(row, page, locale),
      customer: {
        id: row['userId'],
        userName: card?.['userName'] ?? '',
        name: card?.['name'] ?? '',
        companyName: card?.['companyName'] ?? '',
        userType: Number(card?.['userType'] ?? 20),
      },
      measuredChargeableWeightKg: row['measuredChargeableWeightKg'],
      lastModificationTime: row['lastModificationTime'],
    };
  });
  return JSON.stringify({ totalCount: page.totalCount, totalCountIsLowerBound: page.totalCountIsLowerBound, items });
}
