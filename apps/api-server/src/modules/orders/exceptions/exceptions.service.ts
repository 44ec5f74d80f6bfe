import { AuditAction, EventCode, EventSource, OrderStatus, type components } from '@forwarder/contracts/api-ops';
import { nowIso } from '../../../db/ids';
import { inTransaction } from '../../../db/transaction';
import { BusinessError, NotFoundError } from '../../../errors/app-errors';
import type { Locale } from '../../../i18n/locale';
import type { AuditActor } from '../../audit';
import { applyOrderEvent } from '../events/apply-order-events';
import { lockOrderStates, type OrderState } from '../events/events.repository';
import { moveNotAllowed, moveRefused, systemDraft } from '../events/moves';
import { canResume } from '../events/state-machine';
import { findOrderById } from '../orders.repository';
import { getOpsOrder, type OpsOrder } from '../staff/staff-orders.service';
import { defaultExplanation } from './exception-reasons';
import type { OrdersDatabase, OrdersTx } from '../orders.db';

// Exceptions: raising one holds the order (90) with a reason the customer reads in their language (staff, or
// receiving a short delivery); resolving it resumes the status it interrupted. Each is one event through
// applyOrderEvents (with the order's exception columns when raising), in one transaction.

type S = components['schemas'];
type RaiseExceptionInput = S['RaiseExceptionInput'];
type ResolveExceptionInput = S['ResolveExceptionInput'];

const text = (value: string | undefined): string => value?.trim() ?? '';

/** Where an exception happened when staff do not say: the order's last known place. */
const placeOf = (input: { locationZh?: string | undefined; locationEn?: string | undefined }, last: { locationZh: string; locationEn: string }) => ({
  locationZh: text(input.locationZh) || last.locationZh,
  locationEn: text(input.locationEn) || last.locationEn,
});

export async function raiseOrderException(db: OrdersDatabase, actor: AuditActor, orderId: string, input: RaiseExceptionInput, locale: Locale): Promise<OpsOrder> {
  await inTransaction(db, async (trx) => {
    const [order] = await lockOrderStates(trx, { ids: [orderId] });
    if (!order) throw new NotFoundError();
    await holdOrder(trx, actor, order, input, { time: nowIso(), source: EventSource.Staff }, locale);
  });
  return getOpsOrder(db, orderId, locale);
}

/**
 * Holds `order` (locked by the caller) in exception, in the caller's transaction: one EXCEPTION event at `time` from
 * `source` with the order's exception columns and an `order.exception.raise` audit entry (staff raising one,
 * receiving a short delivery). Throws the state machine's refusal.
 */
export async function holdOrder(
  trx: OrdersTx,
  actor: AuditActor,
  order: OrderState,
  input: RaiseExceptionInput,
  event: { time: string; source: EventSource },
  locale: Locale,
): Promise<void> {
  const { time, source } = event;
  const defaults = defaultExplanation(input.reason);
  const explanationZh = text(input.explanationZh) || defaults.zh;
  const explanationEn = text(input.explanationEn) || defaults.en;
  const draft = systemDraft(
    EventCode.EXCEPTION,
    OrderStatus.Exception,
    { time, timeZone: input.timeZone, ...placeOf(input, { locationZh: order.lastEventLocationZh, locationEn: order.lastEventLocationEn }) },
    { zh: explanationZh, en: explanationEn },
  );
  const exception = {
    exceptionReason: input.reason,
    exceptionExplanationZh: explanationZh,
    exceptionExplanationEn: explanationEn,
    exceptionNote: text(input.note),
    exceptionSince: time,
    exceptionRaisedBy: actor.id,
    exceptionInterruptedStatus: order.status,
  };
  const audit = { per: 'order', action: AuditAction.OrderExceptionRaise, after: exception } as const;
  const outcome = await applyOrderEvent(trx, order, draft, { source, actor, audit, opensException: exception }, locale);
  // A second exception on a held order is refused by the state machine (90 → 90), never "already applied".
  if (outcome.kind !== 'move') throw moveRefused(outcome.kind === 'refused' ? outcome.issue : moveNotAllowed(order, OrderStatus.Exception, locale));
}

export async function resolveOrderException(db: OrdersDatabase, actor: AuditActor, orderId: string, input: ResolveExceptionInput, locale: Locale): Promise<OpsOrder> {
  await inTransaction(db, async (trx) => {
    const [order] = await lockOrderStates(trx, { ids: [orderId] });
    const row = order && (await findOrderById(trx, orderId));
    if (!order || !row) throw new NotFoundError();
    const resumed = order.exceptionInterruptedStatus;
    if (!canResume(order.status, resumed) || resumed === null) {
      throw new BusinessError('Ops:NoOpenException', 'Ops:NoOpenException', 400, { waybillNumber: order.waybillNumber });
    }
    const draft = systemDraft(
      EventCode.EXCEPTION_RESOLVED,
      resumed,
      { time: nowIso(), timeZone: input.timeZone, ...placeOf(input, { locationZh: row.lastEventLocationZh, locationEn: row.lastEventLocationEn }) },
      { zh: input.descriptionZh, en: input.descriptionEn },
    );
    const audit = {
      per: 'order',
      action: AuditAction.OrderExceptionResolve,
      before: { exceptionReason: row.exceptionReason, exceptionExplanationZh: row.exceptionExplanationZh, exceptionExplanationEn: row.exceptionExplanationEn },
      after: { resolution: input.resolution.trim() },
    } as const;
    // Resolving resumes the status the exception interrupted, whatever the table says of that move.
    const allowed = (held: OrderState) => canResume(held.status, held.exceptionInterruptedStatus);
    const outcome = await applyOrderEvent(trx, order, draft, { source: EventSource.Staff, actor, audit, allowed }, locale);
    if (outcome.kind === 'refused') throw moveRefused(outcome.issue);
  });
  return getOpsOrder(db, orderId, locale);
}

