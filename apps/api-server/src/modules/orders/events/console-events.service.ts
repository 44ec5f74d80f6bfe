import { AuditAction, AuditEntityType, EventSource, ScanOutcome, type components } from '@forwarder/contracts/api-ops';
import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/ids';
import { inTransaction, type Tx } from '../../../db/transaction';
import { NotFoundError } from '../../../errors/app-errors';
import type { Locale } from '../../../i18n/locale';
import { t } from '../../../i18n/messages';
import { recordAudit, type AuditActor } from '../../audit';
import { orderStatusDisplayName } from '../display-names';
import { getOpsOrder, type OpsOrder } from '../staff/staff-orders.service';
import { normalizeWaybillNumber } from '../waybills/waybill';
import { lockOrderStates, writeEvent, type OrderState } from './events.repository';
import { auditedEvent, checkMove, draftOf, eventRecord, moveRefused, type EventDraft } from './moves';

// Tracking events posted on one order: by hand (postOrderEvent) or by scan mode. Each move writes the event, the
// order's new status and last-event copy, and an audit entry in one transaction.

type S = components['schemas'];
type EventInput = S['EventInput'];
type ScanInput = S['ScanInput'];
type ScanResult = S['ScanResult'];

/** Writes a checked move of one order and its audit entry; the caller owns the transaction. */
export async function moveOrder(
  trx: Tx,
  actor: AuditActor,
  order: OrderState,
  draft: EventDraft,
  source: EventSource,
  audit: { action: AuditAction; before?: Record<string, unknown>; after?: Record<string, unknown> } = { action: AuditAction.OrderEvent },
): Promise<void> {
  const now = nowIso();
  await writeEvent(trx, [order.id], eventRecord(draft, { source, actorId: actor.id, batchId: null }), now);
  await recordAudit(
    trx,
    actor,
    {
      action: audit.action,
      entityType: AuditEntityType.Order,
      entityId: order.id,
      entityLabel: order.waybillNumber,
      before: { status: order.status, ...audit.before },
      after: { ...auditedEvent(draft), ...audit.after },
    },
    now,
  );
}

/**
 * Posts an event to one order. A move the state machine refuses is a 400 naming the waybill; an event equal to
 * the latest one is not written again (the order is answered unchanged).
 */
export async function postOrderEvent(db: Db, actor: AuditActor, orderId: string, input: EventInput, locale: Locale): Promise<OpsOrder> {
  const draft = draftOf(input, new Date());
  await inTransaction(db, async (trx) => {
    const [order] = await lockOrderStates(trx, { ids: [orderId] });
    if (!order) throw new NotFoundError();
    const check = checkMove(order, draft, locale);
    if (check.kind === 'refused') throw moveRefused(check.issue);
    if (check.kind === 'move') await moveOrder(trx, actor, order, draft, EventSource.Staff);
  });
  return getOpsOrder(db, orderId, locale);
}

/**
 * One scan of scan mode: always an outcome, never an error for the number (a scanner must not stop at an error
 * page). The event's own input is still validated (400), since every scan of the session would fail alike.
 */
export async function scanWaybill(db: Db, actor: AuditActor, input: ScanInput, locale: Locale): Promise<ScanResult> {
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
    const check = checkMove(order, draft, locale);
    if (check.kind === 'already-applied') {
      return result(ScanOutcome.AlreadyApplied, t(locale, 'Ops:ScanAlreadyApplied', { status: orderStatusDisplayName(order.status, locale) }), order);
    }
    if (check.kind === 'refused') {
      return result(ScanOutcome.NotAllowed, t(locale, check.issue.messageKey ?? 'Ops:MoveNotAllowed', check.issue.params), order);
    }
    await moveOrder(trx, actor, order, draft, EventSource.Scan);
    const moved = { id: order.id, status: draft.status };
    return result(ScanOutcome.Applied, t(locale, 'Ops:ScanApplied', { status: orderStatusDisplayName(draft.status, locale) }), moved);
  });
}
