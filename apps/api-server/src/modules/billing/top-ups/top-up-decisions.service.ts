import { StatusMailSetting } from '@forwarder/contracts/api-f';
import { AuditAction, AuditEntityType, TopUpNoticeState, type components } from '@forwarder/contracts/api-ops';
import { nowIso } from '../../../db/ids';
import { inTransaction } from '../../../db/transaction';
import { BusinessError, NotFoundError } from '../../../errors/app-errors';
import { resolveLocale } from '../../../i18n/locale';
import { findMailRecipients, findUserCards } from '../../accounts';
import { recordAudit, type AuditActor } from '../../audit';
import { enqueueMails, topUpDecisionMail, type TopUpMailInput } from '../../mail';
import { readTenantSettings } from '../../system';
import { formatMinor, requiredText } from '../amounts';
import type { BillingExecutor, BillingTx } from '../billing.db';
import { recordPayment } from '../payments/staff-entries.service';
import { staffNoticeView, type StaffTopUpNotice } from './top-up-notice.view';
import { decideTopUpNotice, findTopUpNotice, setTopUpPaymentEntry, type TopUpNoticeRow } from './top-up-notices.repository';

// Staff's answer to a top-up notice. Confirming records the notice's payment through recordPayment, the function
// behind recordCustomerPayment (its rules, its ledger lock, its audit, and whatever follows a payment), in the same
// transaction as the notice's change: the payment and the confirmation happen together or not at all. The notice is
// claimed first by a conditional update, so two confirmations at once record one payment. Either answer is audited
// and mailed to the customer in their language.

type S = components['schemas'];

/** The refusal for a notice already answered, saying how. */
const notPending = (state: string) =>
  new BusinessError(
    'Billing:TopUpNoticeNotPending',
    state === TopUpNoticeState.Confirmed ? 'Billing:TopUpNoticeAlreadyConfirmed' : 'Billing:TopUpNoticeAlreadyRejected',
  );

/** Claims the pending notice `id` for `state` in `trx`: 404 when there is none, 400 when it was already answered. */
async function claim(trx: BillingTx, actor: AuditActor, id: string, state: TopUpNoticeState, time: string, rejectReason: string | null): Promise<TopUpNoticeRow> {
  const decision = { state, decidedAt: time, decidedById: actor.id, decidedByUserName: actor.userName, rejectReason };
  if (!(await decideTopUpNotice(trx, id, decision))) {
    const current = await findTopUpNotice(trx, id);
    if (!current) throw new NotFoundError();
    throw notPending(current.state);
  }
  const claimed = await findTopUpNotice(trx, id);
  if (!claimed) throw new NotFoundError();
  return claimed;
}

/** Audits the decision on the customer (their audit trail holds their money's history) and mails them. */
async function auditAndMail(trx: BillingTx, actor: AuditActor, notice: TopUpNoticeRow, outcome: TopUpMailInput['outcome'], time: string): Promise<StaffTopUpNotice> {
  const customer = (await findUserCards(trx, [notice.customerId])).get(notice.customerId);
  const confirmed = outcome.confirmed;
  await recordAudit(
    trx,
    actor,
    {
      action: confirmed ? AuditAction.TopUpNoticeConfirm : AuditAction.TopUpNoticeReject,
      entityType: AuditEntityType.Customer,
      entityId: notice.customerId,
      entityLabel: customer?.userName ?? '',
      before: { state: TopUpNoticeState.Pending },
      after: {
        state: notice.state,
        amountMinor: Number(notice.amountMinor),
        currency: notice.currency,
        reference: notice.reference,
        ...(confirmed ? { paymentEntryId: notice.paymentEntryId } : { reason: notice.rejectReason }),
      },
    },
    time,
  );
  // A decision is news the customer asked for by sending the notice: mailed whatever their status-mail setting.
  const recipient = (await findMailRecipients(trx, [notice.customerId], Object.values(StatusMailSetting))).get(notice.customerId);
  if (recipient) {
    const input: TopUpMailInput = {
      customerId: notice.customerId,
      customerUserName: recipient.userName,
      customerName: recipient.name || recipient.userName,
      recipient: recipient.email,
      locale: resolveLocale(recipient.mailLocale),
      amount: formatMinor(Number(notice.amountMinor), notice.currency),
      reference: notice.reference,
      transferredOn: notice.transferredOn,
      outcome,
    };
    await enqueueMails(trx, [topUpDecisionMail(input, await readTenantSettings(trx))], time);
  }
  return staffNoticeView(notice, customer);
}

/** Confirms the pending notice `id`: its payment is recorded (recordCustomerPayment's rules) and the customer told. */
export async function confirmTopUpNotice(db: BillingExecutor, actor: AuditActor, id: string, input: S['ConfirmTopUpNoticeInput']): Promise<StaffTopUpNotice> {
  return inTransaction(db, async (trx) => {
    const time = nowIso();
    const notice = await claim(trx, actor, id, TopUpNoticeState.Confirmed, time, null);
    const entry = await recordPayment(trx, actor, notice.customerId, {
      method: notice.method as S['PaymentMethod'],
      amountMinor: Number(notice.amountMinor),
      currency: notice.currency as S['CurrencyCode'],
      receivedOn: notice.transferredOn,
      reference: notice.reference,
      memo: input.memo ?? notice.memo,
      separatePayment: input.separatePayment === true,
    });
    await setTopUpPaymentEntry(trx, id, entry.id);
    const balance = formatMinor(entry.balanceAfterMinor, entry.currency);
    return auditAndMail(trx, actor, { ...notice, paymentEntryId: entry.id }, { confirmed: true, balance }, time);
  });
}

/** Rejects the pending notice `id` with a reason (required), told to the customer; the ledger is left as it is. */
export async function rejectTopUpNotice(db: BillingExecutor, actor: AuditActor, id: string, input: S['RejectTopUpNoticeInput']): Promise<StaffTopUpNotice> {
  const reason = requiredText('reason', input.reason, 'Billing:ReasonRequired');
  return inTransaction(db, async (trx) => {
    const time = nowIso();
    const notice = await claim(trx, actor, id, TopUpNoticeState.Rejected, time, reason);
    return auditAndMail(trx, actor, notice, { confirmed: false, reason }, time);
  });
}
