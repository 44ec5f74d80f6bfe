import { AuditAction, EventCode, EventSource, OrderStatus, type components } from '@forwarder/contracts/api-ops';
import type { Db } from '../../../db/database';
import { nowIso } from '../../../db/ids';
import { inTransaction } from '../../../db/transaction';
import { BusinessError, NotFoundError } from '../../../errors/app-errors';
import type { Locale } from '../../../i18n/locale';
import type { AuditActor } from '../../audit';
import { moveOrder } from '../events/console-events.service';
import { lockOrderStates } from '../events/events.repository';
import { checkMove, moveNotAllowed, moveRefused, systemDraft } from '../events/moves';
import { canResume } from '../events/state-machine';
import { findOrderById } from '../orders.repository';
import { getOpsOrder, type OpsOrder } from '../staff/staff-orders.service';
import { defaultExplanation } from './exception-reasons';
import { openException } from './exceptions.repository';

// Exceptions: raising one holds the order (90) with a reason the customer reads in their language; resolving it
// resumes the status it interrupted. Each is one event, the order's exception columns and an audit entry, in one
// transaction.

type S = components['schemas'];
type RaiseExceptionInput = S['RaiseExceptionInput'];
type ResolveExceptionInput = S['ResolveExceptionInput'];

const text = (value: string | undefined): string => value?.trim() ?? '';

/** Where an exception happened when staff do not say: the order's last known place. */
const placeOf = (input: { locationZh?: string | undefined; locationEn?: string | undefined }, last: { locationZh: string; locationEn: string }) => ({
  locationZh: text(input.locationZh) || last.locationZh,
  locationEn: text(input.locationEn) || last.locationEn,
});

export async function raiseOrderException(db: Db, actor: AuditActor, orderId: string, input: RaiseExceptionInput, locale: Locale): Promise<OpsOrder> {
  await inTransaction(db, async (trx) => {
    const [order] = await lockOrderStates(trx, { ids: [orderId] });
    if (!order) throw new NotFoundError();
    const defaults = defaultExplanation(input.reason);
    const explanationZh = text(input.explanationZh) || defaults.zh;
    const explanationEn = text(input.explanationEn) || defaults.en;
    const now = nowIso();
    const draft = systemDraft(
      EventCode.EXCEPTION,
      OrderStatus.Exception,
      { time: now, timeZone: input.timeZone, ...placeOf(input, { locationZh: order.lastEventLocationZh, locationEn: order.lastEventLocationEn }) },
      { zh: explanationZh, en: explanationEn },
    );
    const check = checkMove(order, draft, locale);
    // A second exception on a held order is refused by the state machine (90 → 90), never "already applied".
    if (check.kind !== 'move') throw moveRefused(check.kind === 'refused' ? check.issue : moveNotAllowed(order, OrderStatus.Exception, locale));
    const exception = {
      exceptionReason: input.reason,
      exceptionExplanationZh: explanationZh,
      exceptionExplanationEn: explanationEn,
      exceptionNote: text(input.note),
      exceptionSince: now,
      exceptionRaisedBy: actor.id,
      exceptionInterruptedStatus: order.status,
    };
    await moveOrder(trx, actor, order, draft, EventSource.Staff, { action: AuditAction.OrderExceptionRaise, after: exception });
    await openException(trx, order.id, exception);
  });
  return getOpsOrder(db, orderId, locale);
}

export async function resolveOrderException(db: Db, actor: AuditActor, orderId: string, input: ResolveExceptionInput, locale: Locale): Promise<OpsOrder> {
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
    const check = checkMove(order, draft, locale, canResume(order.status, resumed));
    if (check.kind === 'refused') throw moveRefused(check.issue);
    await moveOrder(trx, actor, order, draft, EventSource.Staff, {
      action: AuditAction.OrderExceptionResolve,
      before: { exceptionReason: row.exceptionReason, exceptionExplanationZh: row.exceptionExplanationZh, exceptionExplanationEn: row.exceptionExplanationEn },
      after: { resolution: input.resolution.trim() },
    });
  });
  return getOpsOrder(db, orderId, locale);
}

