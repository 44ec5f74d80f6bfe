import { AuditAction, EventSource, ScanOutcome, type components } from '@forwarder/contracts/api-ops';
import { inTransaction } from '../../../db/transaction';
import { NotFoundError } from '../../../errors/app-errors';
import type { Locale } from '../../../i18n/locale';
import { t } from '../../../i18n/messages';
import type { AuditActor } from '../../audit';
import { orderStatusDisplayName } from '../display-names';
import { getOpsOrder, type OpsOrder } from '../staff/staff-orders.service';
import { normalizeWaybillNumber } from '../waybills/waybill';
import { applyOrderEvent } from './apply-order-events';
import { lockOrderStates } from './events.repository';
import { draftOf, moveRefused } from './moves';
import type { OrdersDatabase } from '../orders.db';

// Tracking events posted on one order in the console: by hand (postOrderEvent) or by scan mode, each through
// applyOrderEvents (the event, the order's move, the status mail and an audit entry in one transaction).

type S = components['schemas'];
type EventInput = S['EventInput'];
type ScanInput = S['ScanInput'];
type ScanResult = S['ScanResult'];

/**
 * Posts an event to one order. A move the state machine refuses is a 400 naming the waybill; an event equal to
 * the latest one is not written again (the order is answered unchanged).
 */
export async function postOrderEvent(db: OrdersDatabase, actor: AuditActor, orderId: string, input: EventInput, locale: Locale): Promise<OpsOrder> {
  const draft = draftOf(input, new Date());
  await inTransaction(db, async (trx) => {
    const [order] = await lockOrderStates(trx, { ids: [orderId] });
    if (!order) throw new NotFoundError();
    const outcome = await applyOrderEvent(trx, order, draft, { source: EventSource.Staff, actor, audit: { per: 'order', action: AuditAction.OrderEvent } }, locale);
    if (outcome.kind === 'refused') throw moveRefused(outcome.issue);
  });
  return getOpsOrder(db, orderId, locale);
}

/**
 * One scan of scan mode: always an outcome, never an error for the number (a scanner must not stop at an error
 * page). The event's own input is still validated (400), since every scan of the session would fail alike.
 */
export async function scanWaybill(db: OrdersDatabase, actor: AuditActor, input: ScanInput, locale: Locale): Promise<ScanResult> {
  const draft = draftOf(input.event, new Date(), 'event.');
  const waybillNumber = normalizeWaybillNumber(input.waybillNumber);
  const result = (outcome: ScanOutcome, message: string, order: { id: string; status: number } | null): ScanResult => ({
    waybillNumber,
    outcome,
    message,
    orderId: order?.id ?? null,
    status: (order?.status ?? null) as ScanResult['status'],
    statusDisplayName: order ? orderStatusDisplayName(order.status, locale) : null,
  });
  return inTransaction(db, async (trx) => {
    const [order] = await lockOrderStates(trx, { waybillNumbers: [waybillNumber] });
    if (!order) return result(ScanOutcome.Unknown, t(locale, 'Ops:ScanUnknown', { waybillNumber }), null);
    const outcome = await applyOrderEvent(trx, order, draft, { source: EventSource.Scan, actor, audit: { per: 'order', action: AuditAction.OrderEvent } }, locale);
    if (outcome.kind === 'refused') {
      return result(ScanOutcome.NotAllowed, t(locale, outcome.issue.messageKey ?? 'Ops:MoveNotAllowed', outcome.issue.params), order);
    }
    if (outcome.kind !== 'move') {
      return result(ScanOutcome.AlreadyApplied, t(locale, 'Ops:ScanAlreadyApplied', { status: orderStatusDisplayName(order.status, locale) }), order);
    }
    return result(ScanOutcome.Applied, t(locale, 'Ops:ScanApplied', { status: orderStatusDisplayName(draft.status, locale) }), { id: order.id, status: draft.status });
  });
}
