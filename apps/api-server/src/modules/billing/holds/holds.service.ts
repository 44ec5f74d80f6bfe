import { AuditAction, AuditEntityType } from '@forwarder/contracts/api-ops';
import { StatusMailSetting } from '@forwarder/contracts/api-f';
import { newId, nowIso } from '../../../db/ids';
import { inTransaction } from '../../../db/transaction';
import { BusinessError } from '../../../errors/app-errors';
import { resolveLocale } from '../../../i18n/locale';
import { findMailRecipients } from '../../accounts';
import { recordAudit, type AuditActor } from '../../audit';
import { enqueueMails, orderHeldMail, orderReleasedMail, type MailDraft } from '../../mail';
import { readTenantSettings } from '../../system';
import { billingAccountOf } from '../accounts/billing-accounts.service';
import { formatMinor, requiredText } from '../amounts';
import type { BillingExecutor, BillingTx } from '../billing.db';
import { lockCustomerLedger } from '../ledger/ledger.repository';
import { balanceOf, type LedgerActor } from '../ledger/ledger.service';
import { amountsDue } from './hold-amounts';
import { findCustomerLiveHolds, findLiveHolds, insertHold, releaseHoldRow, type HoldRelease, type HoldRow, type LiveHoldRow } from './holds.repository';

// Pay before dispatch (issue 29; docs/domain/billing.md, "Holds"). An order whose charge at receiving leaves the
// customer's account short (prepaid: balance below 0; monthly credit: below minus the limit) is held for payment, in
// the receiving's transaction, and may not leave the warehouse (the orders module asks `paymentHoldsOf` before any
// move past Received). Holds are released, oldest first while covered, by any ledger entry that makes the account
// cover them (releaseCoveredHolds, called where entries are appended), by a re-weighing that lowers or removes the
// charge, or by an admin with a reason (audited). Each hold and release is mailed to the customer in their language.

/** An order's hold as both contracts' order details show it. */
export interface PaymentHoldView {
  heldAt: string;
  /** What the customer is to top up for the order to be released now, in hundredths of the currency. */
  amountDueMinor: number;
  currency: string;
}

/** The order as receiving hands it to billing. */
export interface HeldOrderRef {
  id: string;
  waybillNumber: string;
  customerId: string;
}

const SYSTEM_USER_NAME = 'system';

/** What the account can spend: the balance, plus the credit limit on monthly credit. */
async function availableOf(db: BillingExecutor, customerId: string): Promise<{ available: number; currency: string }> {
  const [account, balance] = await Promise.all([billingAccountOf(db, customerId), balanceOf(db, customerId)]);
  return { available: balance + (account.kind === 'credit' ? account.creditLimitMinor : 0), currency: account.currency };
}

/** The customer's live holds, oldest first, with what each still needs. */
async function customerHolds(db: BillingExecutor, customerId: string): Promise<{ holds: LiveHoldRow[]; due: Map<string, number> }> {
  const [holds, { available }] = await Promise.all([findCustomerLiveHolds(db, customerId), availableOf(db, customerId)]);
  return { holds, due: amountsDue(available, holds) };
}

/** The live holds among `orderIds`, by order id, with what each still needs. */
export async function paymentHoldsOf(db: BillingExecutor, orderIds: readonly string[]): Promise<Map<string, PaymentHoldView>> {
  const live = await findLiveHolds(db, orderIds);
  const views = new Map<string, PaymentHoldView>();
  for (const customerId of new Set(live.map((h) => h.customerId))) {
    const { holds, due } = await customerHolds(db, customerId);
    for (const hold of holds) {
      if (orderIds.includes(hold.orderId)) views.set(hold.orderId, { heldAt: hold.heldAt, amountDueMinor: due.get(hold.orderId) ?? 0, currency: hold.currency });
    }
  }
  return views;
}

/** The order's live hold, or null. */
export async function paymentHoldOf(db: BillingExecutor, orderId: string): Promise<PaymentHoldView | null> {
  return (await paymentHoldsOf(db, [orderId])).get(orderId) ?? null;
}

type HoldNews = { kind: 'held'; amountDueMinor: number; currency: string } | { kind: 'released' };

/** Mails the customer of `order` the news, in their language (whatever their status-mail setting: it is money). */
async function mailHoldNews(trx: BillingTx, order: HeldOrderRef, news: HoldNews, time: string): Promise<void> {
  const recipients = await findMailRecipients(trx, [order.customerId], Object.values(StatusMailSetting));
  const recipient = recipients.get(order.customerId);
  if (!recipient) return;
  const sender = await readTenantSettings(trx);
  const input = { orderId: order.id, waybillNumber: order.waybillNumber, recipient: recipient.email, customerName: recipient.name || recipient.userName, locale: resolveLocale(recipient.mailLocale) };
  const draft: MailDraft =
    news.kind === 'held' ? orderHeldMail({ ...input, amountDue: formatMinor(news.amountDueMinor, news.currency) }, sender) : orderReleasedMail(input, sender);
  await enqueueMails(trx, [draft], time);
}

async function release(trx: BillingTx, hold: HoldRow, how: HoldRelease): Promise<boolean> {
  if (!(await releaseHoldRow(trx, hold.id, how))) return false;
  await mailHoldNews(trx, { id: hold.orderId, waybillNumber: hold.waybillNumber, customerId: hold.customerId }, { kind: 'released' }, how.releasedAt);
  return true;
}

const systemRelease = (kind: HoldRelease['releaseKind'], actor: LedgerActor, reason: string, time: string): HoldRelease => ({
  releasedAt: time,
  releaseKind: kind,
  releasedById: actor?.id ?? null,
  releasedByUserName: actor?.userName ?? SYSTEM_USER_NAME,
  releaseReason: reason,
});

/**
 * Releases the customer's held orders the account now covers, oldest first while covered, in the caller's
 * transaction (which holds the customer's ledger lock: it has just appended an entry). Answers the orders released.
 */
export async function releaseCoveredHolds(trx: BillingTx, customerId: string, actor: LedgerActor, reason: string, time = nowIso()): Promise<string[]> {
  const { holds, due } = await customerHolds(trx, customerId);
  const released: string[] = [];
  for (const hold of holds) {
    if ((due.get(hold.orderId) ?? 0) > 0) break;
    if (await release(trx, hold, systemRelease('covered', actor, reason, time))) released.push(hold.orderId);
  }
  return released;
}

/**
 * After receiving charged (or re-priced, or un-charged) `order`, in its transaction: holds it when the account no
 * longer covers it, releases it when it has no charge left, then releases whatever the account now covers.
 */
export async function reviewHoldAfterCharge(trx: BillingTx, order: HeldOrderRef, chargeMinor: number | null, actor: LedgerActor, time: string): Promise<void> {
  await lockCustomerLedger(trx, order.customerId);
  const [live] = await findLiveHolds(trx, [order.id]);
  if (chargeMinor === null) {
    if (live) await release(trx, live, systemRelease('uncharged', actor, order.waybillNumber, time));
  } else if (!live) {
    const { available, currency } = await availableOf(trx, order.customerId);
    if (available < 0) {
      // Held behind the customer's older held orders: what it needs is counted after theirs, as its detail shows it.
      const older = await findCustomerLiveHolds(trx, order.customerId);
      const amountDueMinor = amountsDue(available, [...older, { orderId: order.id, chargeMinor }]).get(order.id) ?? 0;
      await insertHold(trx, {
        id: newId(),
        orderId: order.id,
        customerId: order.customerId,
        waybillNumber: order.waybillNumber,
        currency,
        amountDueMinor,
        heldAt: time,
        releasedAt: null,
        releaseKind: null,
        releasedById: null,
        releasedByUserName: null,
        releaseReason: null,
      });
      await mailHoldNews(trx, order, { kind: 'held', amountDueMinor, currency }, time);
      return;
    }
  }
  await releaseCoveredHolds(trx, order.customerId, actor, order.waybillNumber, time);
}

/** An admin releases the order's hold with a reason (audited); 400 `Billing:OrderNotHeld` when it is not held. */
export async function releaseHoldByAdmin(db: BillingExecutor, actor: AuditActor, order: { id: string; waybillNumber: string }, input: { reason: string }): Promise<void> {
  const reason = requiredText('reason', input.reason, 'Billing:ReasonRequired');
  await inTransaction(db, async (trx) => {
    const [live] = await findLiveHolds(trx, [order.id]);
    if (!live) throw new BusinessError('Billing:OrderNotHeld', 'Billing:OrderNotHeld', 400, { waybillNumber: order.waybillNumber });
    await lockCustomerLedger(trx, live.customerId);
    const time = nowIso();
    const due = (await paymentHoldOf(trx, order.id))?.amountDueMinor ?? 0;
    if (!(await release(trx, live, systemRelease('admin', actor, reason, time)))) {
      throw new BusinessError('Billing:OrderNotHeld', 'Billing:OrderNotHeld', 400, { waybillNumber: order.waybillNumber });
    }
    await recordAudit(
      trx,
      actor,
      {
        action: AuditAction.OrderReleaseHold,
        entityType: AuditEntityType.Order,
        entityId: order.id,
        entityLabel: order.waybillNumber,
        before: { heldAt: live.heldAt, amountDueMinor: due, currency: live.currency },
        after: { reason },
      },
      time,
    );
  });
}
