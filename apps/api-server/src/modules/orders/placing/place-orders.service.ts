import { newId } from '../../../db/ids';
import { inTransaction } from '../../../db/transaction';
import { ValidationError, type ValidationIssue } from '../../../errors/app-errors';
import type { Locale } from '../../../i18n/locale';
import { timeSlicer } from '../../../runtime/time-slices';
import { routingDisplayName } from '../../rates';
import type { Order } from '../customer/customer-orders.mapping';
import { insertOrder } from '../orders.repository';
import { nextWaybillNumber } from '../waybills/waybill';
import { declaredItemLine, firstEventOf, newOrderRow, toCreatedOrder } from './new-order';
import { createOrderValidationMemo, validateOrderInput, type CreateOrderInput, type NormalizedOrder } from './order-validation';
import type { OrdersDatabase, OrdersExecutor } from '../orders.db';

// Placing orders: one from the order form, thousands from the customer's spreadsheet (documents/), each checked by
// the same validation and numbered from the same sequence.

/** Stores one validated order with its lines and first event; the caller owns the transaction. */
async function storeOrder(trx: OrdersExecutor, userId: string, order: NormalizedOrder, now: string, locale: Locale): Promise<Order> {
  const waybillNumber = await nextWaybillNumber(trx, order.transportMode);
  const row = newOrderRow(order, { id: newId(), userId, waybillNumber }, now);
  await insertOrder(trx, row, {
    parcels: order.parcels,
    declaredItems: order.declaredItems.map(declaredItemLine),
    event: firstEventOf(row),
  });
  return toCreatedOrder(row, order, routingDisplayName(order.routing, locale), locale);
}

/**
 * Validates every input, then creates all orders in ONE transaction (all or nothing) and answers them in input
 * order. With more than one input, validation members are prefixed `orders[i].`.
 */
export async function createOrders(db: OrdersDatabase, userId: string, inputs: readonly CreateOrderInput[], locale: Locale): Promise<Order[]> {
  const prefixed = inputs.length > 1;
  const issues: ValidationIssue[] = [];
  const valid: NormalizedOrder[] = [];
  const memo = createOrderValidationMemo();
  const slices = timeSlicer();
  for (const [i, input] of inputs.entries()) {
    await slices.pause();
    const result = await validateOrderInput(db, userId, input, locale, prefixed ? `orders[${i}]` : '', memo);
    if (result.ok) valid.push(result.order);
    else issues.push(...result.issues);
  }
  if (issues.length > 0) throw new ValidationError(issues);
  const now = new Date().toISOString();
  return inTransaction(db, async (trx) => {
    const created: Order[] = [];
    for (const order of valid) {
      // Other requests still run meanwhile: their reads (on SQLite through the reading connection) and, on SQLite,
      // after this transaction, their writes.
      await slices.pause();
      created.push(await storeOrder(trx, userId, order, now, locale));
    }
    return created;
  });
}

