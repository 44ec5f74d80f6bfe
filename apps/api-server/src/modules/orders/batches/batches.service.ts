import { AddOutcome, AuditAction, AuditEntityType, EventSource, type OrderStatus, type components } from '@forwarder/contracts/api-ops';
import { newId, nowIso, storedInstant } from '../../../db/ids';
import type { PagedResult } from '../../../db/paging';
import { inTransaction } from '../../../db/transaction';
import { BusinessError, NotFoundError, ValidationError, type ValidationIssue } from '../../../errors/app-errors';
import type { Locale } from '../../../i18n/locale';
import { t } from '../../../i18n/messages';
import { findUserNames } from '../../accounts';
import { readSiteZoneAt } from '../../site-settings';
import { changedFields, recordAudit, type AuditActor } from '../../audit';
import { orderStatusDisplayName } from '../display-names';
import { applyOrderEvents } from '../events/apply-order-events';
import { lockOrderStates } from '../events/events.repository';
import { batchMoveRefused, draftOf } from '../events/moves';
import { isFinal } from '../events/state-machine';
import { listRowsOfBatch } from '../staff/staff-orders.repository';
import { findOrderById } from '../orders.repository';
import { toOpsListItems } from '../staff/staff-orders.service';
import { normalizeWaybillList } from '../waybills/waybill';
import { batchTypeDisplayName } from './batch-types';
import * as repo from './batches.repository';
import type { OrdersDatabase, OrdersExecutor } from '../orders.db';

// Bags, master air waybills and containers: their waybills, and one event posted to all of them through
// applyOrderEvents in ONE transaction, all or nothing: the same rule as one order's.

type S = components['schemas'];
type Batch = S['Batch'];
type BatchDetail = S['BatchDetail'];

async function toBatches(db: OrdersExecutor, rows: readonly repo.BatchRow[], locale: Locale): Promise<Batch[]> {
  const [counts, users] = await Promise.all([repo.statusCountsOf(db, rows.map((r) => r.id)), findUserNames(db, rows.map((r) => r.createdBy))]);
  // An ETA saved before its zone was kept reads the site zone's offset at that instant (what the form defaulted to).
  const legacyZones = await Promise.all(rows.map((row) => (row.eta && !row.etaTimeZone ? readSiteZoneAt(db, new Date(row.eta)).then((site) => site.offset) : null)));
  return rows.map((row, index) => {
    const byStatus = counts.get(row.id) ?? new Map<number, number>();
    const statusCounts = [...byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => ({ status: status as OrderStatus, statusDisplayName: orderStatusDisplayName(status, locale), count }));
    return {
      id: row.id,
      type: row.type as Batch['type'],
      typeDisplayName: batchTypeDisplayName(row.type, locale),
      reference: row.reference,
      origin: row.origin,
      destination: row.destination,
      eta: row.eta,
      etaTimeZone: row.eta ? (row.etaTimeZone ?? legacyZones[index] ?? null) : null,
      isClosed: Number(row.isClosed) === 1,
      orderCount: statusCounts.reduce((n, c) => n + c.count, 0),
      statusCounts,
      creationTime: row.creationTime,
      createdBy: users.get(row.createdBy) ?? '',
    };
  });
}

export async function listBatches(db: OrdersExecutor, request: S['BatchListRequest'], locale: Locale): Promise<PagedResult<Batch>> {
  const { maxResultCount, skipCount, ...filter } = request;
  const page = await repo.findBatchPage(db, filter, { maxResultCount, skipCount });
  return { totalCount: page.totalCount, items: await toBatches(db, page.items, locale) };
}

async function requireBatch(db: OrdersExecutor, id: string): Promise<repo.BatchRow> {
  const row = await repo.findBatch(db, id);
  if (!row) throw new NotFoundError();
  return row;
}

export async function getBatchDetail(db: OrdersExecutor, id: string, locale: Locale): Promise<BatchDetail> {
  const row = await requireBatch(db, id);
  const [[batch], orders] = await Promise.all([toBatches(db, [row], locale), listRowsOfBatch(db, id).then((rows) => toOpsListItems(db, rows, locale))]);
  if (!batch) throw new NotFoundError();
  return { ...batch, orders };
}

const referenceTaken = (type: string, reference: string, locale: Locale): ValidationError =>
  new ValidationError([{ members: ['reference'], messageKey: 'Ops:BatchReferenceTaken', params: { type: batchTypeDisplayName(type, locale), reference } }]);

interface Sorted {
  added: string[];
  outcomes: S['AddBatchOrdersResult']['items'];
}

/** What adding each number to the batch would do (nothing written). */
async function sortCandidates(trx: OrdersExecutor, batch: Pick<repo.BatchRow, 'id' | 'type'>, numbers: readonly string[], locale: Locale): Promise<Sorted> {
  const found = new Map((await repo.candidatesOf(trx, numbers, batch.type)).map((c) => [c.waybillNumber, c]));
  const added: string[] = [];
  const outcomes = numbers.map((waybillNumber) => {
    const candidate = found.get(waybillNumber);
    const outcome = (value: AddOutcome, key: string, params: Record<string, string> = {}) => ({
      waybillNumber,
      outcome: value,
      message: t(locale, key, { waybillNumber, ...params }),
    });
    if (!candidate) return outcome(AddOutcome.Unknown, 'Ops:AddUnknown');
    if (candidate.openBatchId === batch.id) return outcome(AddOutcome.AlreadyInBatch, 'Ops:AddAlreadyInBatch');
    if (candidate.openBatchId) {
      return outcome(AddOutcome.InOtherBatch, 'Ops:AddInOtherBatch', { type: batchTypeDisplayName(batch.type, locale), reference: candidate.openBatchReference ?? '' });
    }
    if (isFinal(Number(candidate.status))) {
      return outcome(AddOutcome.Final, 'Ops:AddFinal', { status: orderStatusDisplayName(Number(candidate.status), locale) });
    }
    added.push(candidate.id);
    return outcome(AddOutcome.Added, 'Ops:AddAdded');
  });
  return { added, outcomes };
}

/**
 * The ETA and the offset it was typed at, kept so the batch page shows it back as typed (issue 27: a 10:00 typed at
 * +08:00 showed as 02:00, read in the viewer's zone). Without an offset: the site zone's at that instant.
 */
async function etaColumns(db: OrdersExecutor, input: { eta?: string | null; etaTimeZone?: string }): Promise<Pick<repo.BatchRow, 'eta' | 'etaTimeZone'>> {
  const eta = storedInstant(input.eta) ?? null;
  if (eta === null) return { eta, etaTimeZone: null };
  return { eta, etaTimeZone: input.etaTimeZone ?? (await readSiteZoneAt(db, new Date(eta))).offset };
}

export async function createBatch(db: OrdersDatabase, actor: AuditActor, input: S['CreateBatchInput'], locale: Locale): Promise<BatchDetail> {
  const reference = input.reference.trim();
  const id = newId();
  await inTransaction(db, async (trx) => {
    if (await repo.findOpenBatchByReference(trx, input.type, reference)) throw referenceTaken(input.type, reference, locale);
    const now = nowIso();
    const row: repo.BatchRow = {
      id,
      type: input.type,
      reference,
      origin: input.origin.trim(),
      destination: input.destination.trim(),
      ...(await etaColumns(trx, input)),
      isClosed: 0,
      createdBy: actor.id,
      creationTime: now,
      lastModificationTime: now,
    };
    await repo.insertBatch(trx, row);
    const numbers = normalizeWaybillList(input.waybillNumbers);
    // A new batch is given its waybills whole or not made: a number that cannot join is a validation error.
    const { added, outcomes } = await sortCandidates(trx, row, numbers, locale);
    const issues: ValidationIssue[] = outcomes
      .map((o, i) => ({ o, i }))
      .filter(({ o }) => o.outcome !== AddOutcome.Added && o.outcome !== AddOutcome.AlreadyInBatch)
      .map(({ o, i }) => ({ members: [`waybillNumbers[${i}]`], message: o.message }));
    if (issues.length) throw new ValidationError(issues);
    await repo.insertMembers(trx, row, added, now);
    const { createdBy: _createdBy, ...audited } = row;
    await recordAudit(trx, actor, { action: AuditAction.BatchCreate, entityType: AuditEntityType.Batch, entityId: id, entityLabel: reference, before: null, after: { ...audited, waybillNumbers: numbers } }, now);
  });
  return getBatchDetail(db, id, locale);
}

export async function updateBatch(db: OrdersDatabase, actor: AuditActor, id: string, input: S['UpdateBatchInput'], locale: Locale): Promise<BatchDetail> {
  await inTransaction(db, async (trx) => {
    const row = await requireBatch(trx, id);
    const next = {
      reference: input.reference.trim(),
      origin: input.origin.trim(),
      destination: input.destination.trim(),
      ...(await etaColumns(trx, input)),
      isClosed: input.isClosed ? 1 : 0,
    };
    if (!next.isClosed && (await repo.findOpenBatchByReference(trx, row.type, next.reference, id))) throw referenceTaken(row.type, next.reference, locale);
    const reopening = Number(row.isClosed) === 1 && next.isClosed === 0;
    if (reopening) {
      const clashes = await repo.membersOpenElsewhere(trx, row);
      if (clashes.length) {
        throw new ValidationError(
          clashes.map((c) => ({ members: [c.waybillNumber], messageKey: 'Ops:BatchReopenClash', params: { waybillNumber: c.waybillNumber, type: batchTypeDisplayName(row.type, locale) } })),
        );
      }
    }
    const now = nowIso();
    await repo.updateBatchColumns(trx, id, { ...next, lastModificationTime: now });
    if (Number(row.isClosed) !== next.isClosed) await repo.setMembersOpen(trx, id, next.isClosed === 0);
    const before = { reference: row.reference, origin: row.origin, destination: row.destination, eta: row.eta, etaTimeZone: row.etaTimeZone, isClosed: Number(row.isClosed) };
    await recordAudit(
      trx,
      actor,
      { action: AuditAction.BatchUpdate, entityType: AuditEntityType.Batch, entityId: id, entityLabel: next.reference, ...changedFields(before, next) },
      now,
    );
  });
  return getBatchDetail(db, id, locale);
}

export async function addBatchOrders(db: OrdersDatabase, actor: AuditActor, id: string, input: S['AddBatchOrdersInput'], locale: Locale): Promise<S['AddBatchOrdersResult']> {
  const items = await inTransaction(db, async (trx) => {
    const row = await requireBatch(trx, id);
    if (Number(row.isClosed) === 1) throw new BusinessError('Ops:BatchClosed', 'Ops:BatchClosed', 400, { reference: row.reference });
    const numbers = normalizeWaybillList(input.waybillNumbers);
    const { added, outcomes } = await sortCandidates(trx, row, numbers, locale);
    const now = nowIso();
    await repo.insertMembers(trx, row, added, now);
    if (added.length) {
      const addedNumbers = outcomes.filter((o) => o.outcome === AddOutcome.Added).map((o) => o.waybillNumber);
      await recordAudit(trx, actor, { action: AuditAction.BatchAddOrders, entityType: AuditEntityType.Batch, entityId: id, entityLabel: row.reference, before: null, after: { waybillNumbers: addedNumbers } }, now);
    }
    return outcomes;
  });
  return { items, batch: await getBatchDetail(db, id, locale) };
}

export async function removeBatchOrder(db: OrdersDatabase, actor: AuditActor, id: string, orderId: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const row = await requireBatch(trx, id);
    const order = await findOrderById(trx, orderId);
    if (!order || !(await repo.deleteMember(trx, id, orderId))) throw new NotFoundError();
    await recordAudit(trx, actor, { action: AuditAction.BatchRemoveOrder, entityType: AuditEntityType.Batch, entityId: id, entityLabel: row.reference, before: { waybillNumber: order.waybillNumber }, after: null });
  });
}

/**
 * One event to every waybill of the batch, in ONE transaction: when the state machine refuses any of them,
 * nothing is written and the 400 lists every refused waybill. Waybills whose latest event is this one already
 * are left as they are. One audit entry for the batch, with the count.
 */
export async function postBatchEvent(db: OrdersDatabase, actor: AuditActor, id: string, input: S['EventInput'], locale: Locale): Promise<S['BatchEventResult']> {
  const draft = draftOf(input, new Date());
  const applied = await inTransaction(db, async (trx) => {
    const row = await requireBatch(trx, id);
    const orders = await lockOrderStates(trx, { batchId: id });
    const items = orders.map((order, index) => ({ index, waybillNumber: order.waybillNumber, draft }));
    const audit = { per: 'batch', batch: { id, reference: row.reference }, event: draft } as const;
    const result = await applyOrderEvents(trx, { orders, items, source: EventSource.Batch, actor, audit, write: 'all-or-nothing' }, locale);
    const refused = items.flatMap((item) => {
      const outcome = result.outcomes.get(item.index);
      return outcome?.kind === 'refused' ? [outcome.issue] : [];
    });
    if (refused.length) throw batchMoveRefused(refused);
    return result.moves.length;
  });
  return { applied, batch: await getBatchDetail(db, id, locale) };
}
