import { AuditAction, AuditEntityType, type components } from '@forwarder/contracts/api-ops';
import { newId, nowIso } from '../../../db/ids';
import { BusinessError, invalidField, NotFoundError } from '../../../errors/app-errors';
import { recordAudit, type AuditActor } from '../../audit';
import { checkAmount, requiredText } from '../amounts';
import type { BillingTx } from '../billing.db';
import { findChargeType } from '../charge-types/charge-types.repository';
import { reviewHoldAfterCharge } from '../holds/holds.service';
import { lockCustomerLedger } from '../ledger/ledger.repository';
import { reverseEntry } from '../ledger/ledger.service';
import type { ChargeLine } from './charge-lines';
import { bookCharge, liveChargeOf, type Charge } from './charges.service';
import { supersedeCharge } from './charges.repository';

// Staff add, change or remove lines of an order's charge, each with a reason (issue 29; docs/domain/billing.md,
// "Staff-added lines"). A charge is never edited: while it is not invoiced the live charge is superseded — its entry
// reversed and a new charge with every line booked — in the caller's transaction (the orders module locked the
// order's row first, as receiving does, so two staff members or a re-weighing take turns on one order), and the
// order is held or released for payment as the account now covers it. An invoiced charge is refused: what the
// customer owes then changes only by an adjustment of their ledger.

type S = components['schemas'];

export type ChargeLineChange =
  | { kind: 'add'; input: S['ChargeLineInput'] }
  | { kind: 'update'; lineId: string; input: S['ChargeLineUpdateInput'] }
  | { kind: 'remove'; lineId: string; input: S['ChargeLineRemoveInput'] };

const ACTIONS = { add: AuditAction.ChargeLineAdd, update: AuditAction.ChargeLineUpdate, remove: AuditAction.ChargeLineRemove } as const;

/** The order as the orders module hands it (billing knows nothing else of orders). */
export interface ChargedOrderRef {
  id: string;
  waybillNumber: string;
}

/**
 * Refuses an amount a line of type `code` cannot have: a discount's lines are negative, every other type's positive.
 * A new line needs an active type; a line already on the charge keeps its type even when deactivated since.
 */
async function checkLineAmount(trx: BillingTx, code: string, amountMinor: number, currency: string, newLine: boolean): Promise<void> {
  checkAmount('amountMinor', amountMinor, currency, 'either');
  const type = await findChargeType(trx, code);
  if (!type || (newLine && Number(type.active) !== 1)) throw invalidField('chargeTypeCode', 'Billing:UnknownChargeType', { code });
  const discount = Number(type.discount) === 1;
  if (discount && amountMinor > 0) throw invalidField('amountMinor', 'Billing:DiscountNotNegative');
  if (!discount && amountMinor < 0) throw invalidField('amountMinor', 'Billing:NegativeOnlyDiscount');
}

/** The manual line `lineId` of `charge`; 404 when it has none (a rate-sheet line cannot be changed here). */
function manualLine(charge: Charge, lineId: string): ChargeLine {
  const line = charge.lines.find((l) => l.kind === 'manual' && l.manualLineId === lineId);
  if (!line) throw new NotFoundError();
  return line;
}

const manualOf = (code: string, amountMinor: number, reason: string, manualLineId: string): ChargeLine => ({
  kind: 'manual',
  quantity: null,
  unitAmountMinor: null,
  weightGrams: null,
  basisPoints: null,
  amountMinor,
  chargeTypeCode: code,
  reason,
  manualLineId,
  sourceAmountMinor: null,
});

/** The charge's lines after `change`, and the line before and after it (for the audit). */
async function linesAfter(trx: BillingTx, live: Charge, change: ChargeLineChange, reason: string): Promise<{ lines: ChargeLine[]; before: ChargeLine | null; after: ChargeLine | null }> {
  if (change.kind === 'add') {
    const { chargeTypeCode, amountMinor, currency } = change.input;
    checkCurrency(live, currency);
    await checkLineAmount(trx, chargeTypeCode, amountMinor, currency, true);
    const added = manualOf(chargeTypeCode, amountMinor, reason, newId());
    return { lines: [...live.lines, added], before: null, after: added };
  }
  const before = manualLine(live, change.lineId);
  if (change.kind === 'remove') return { lines: live.lines.filter((l) => l !== before), before, after: null };
  checkCurrency(live, change.input.currency);
  const code = before.chargeTypeCode ?? '';
  await checkLineAmount(trx, code, change.input.amountMinor, change.input.currency, false);
  const after = manualOf(code, change.input.amountMinor, reason, change.lineId);
  return { lines: live.lines.map((l) => (l === before ? after : l)), before, after };
}

function checkCurrency(live: Charge, currency: string): void {
  if (currency !== live.currency) throw invalidField('currency', 'Billing:CurrencyMismatch', { currency: live.currency });
}

const auditedLine = (line: ChargeLine | null) => line && { chargeTypeCode: line.chargeTypeCode, amountMinor: line.amountMinor, reason: line.reason };

/** Applies `change` to the order's live charge in `trx` (which holds the order's row lock); answers the new charge. */
export async function changeChargeLines(trx: BillingTx, actor: AuditActor, order: ChargedOrderRef, change: ChargeLineChange): Promise<Charge> {
  const reason = requiredText('reason', change.input.reason, 'Billing:ReasonRequired');
  const live = await liveChargeOf(trx, order.id);
  if (!live) throw new BusinessError('Billing:OrderUncharged', 'Billing:OrderUncharged', 400, { waybillNumber: order.waybillNumber });
  if (live.invoicedAt) throw new BusinessError('Billing:ChargeInvoiced', 'Billing:ChargeInvoiced', 400, { waybillNumber: order.waybillNumber });
  const { lines, before, after } = await linesAfter(trx, live, change, reason);
  if (lines.reduce((sum, l) => sum + l.amountMinor, 0) < 0) throw invalidField('amountMinor', 'Billing:ChargeBelowZero');

  await lockCustomerLedger(trx, live.customerId);
  const time = nowIso();
  // An invoice that took the charge since it was read leaves it live: refused as invoiced, nothing written.
  if (!(await supersedeCharge(trx, live.id, time))) throw new BusinessError('Billing:ChargeInvoiced', 'Billing:ChargeInvoiced', 400, { waybillNumber: order.waybillNumber });
  await reverseEntry(trx, live.ledgerEntryId, actor, order.waybillNumber, time);
  const { id: _id, ledgerEntryId: _entry, createdAt: _created, invoicedAt: _invoiced, totalMinor: _total, ...figures } = live;
  const charge = await bookCharge(trx, { ...figures, lines }, order, actor, time);
  await reviewHoldAfterCharge(trx, { id: order.id, waybillNumber: order.waybillNumber, customerId: live.customerId }, charge.totalMinor, actor, time);
  await recordAudit(
    trx,
    actor,
    {
      action: ACTIONS[change.kind],
      entityType: AuditEntityType.Order,
      entityId: order.id,
      entityLabel: order.waybillNumber,
      before: { line: auditedLine(before), totalMinor: live.totalMinor, currency: live.currency },
      after: { line: auditedLine(after), totalMinor: charge.totalMinor, currency: charge.currency, reason },
    },
    time,
  );
  return charge;
}
