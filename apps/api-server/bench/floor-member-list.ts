// Floor of the member's order list (POST /api/f/logistics-management/order/list): the page and its count as the
// product's SQL reads them, the page's names, and the product's OrderListItem fields in the product's order.
import type { Locale } from '../src/i18n/locale';
import type { FloorDb } from './floor-db';
import { listItemCore, listPage } from './floor-list-core';
import type { ListPlan } from './floor-plan';

export async function memberListFloor(db: FloorDb, plan: ListPlan, locale: Locale): Promise<string> {
  const page = await listPage(db, plan, locale);
  const items = page.rows.map((row) => ({
    ...listItemCore(row, page, locale),
    senderName: row['senderName'],
    totalWeightKg: row['totalWeightKg'],
    declaredValue: row['declaredValue'],
    declaredCurrency: row['declaredCurrency'],
    customerReference: row['customerReference'],
  }));
  return JSON.stringify({ totalCount: page.totalCount, totalCountIsLowerBound: page.totalCountIsLowerBound, items });
}
