import type { components as Ops } from '@forwarder/contracts/api-ops';
import type { components as F } from '@forwarder/contracts/api-f';
import type { UserCard } from '../../accounts';
import type { TopUpNoticeRow } from './top-up-notices.repository';

// A notice as each contract shows it: the customer sees what they sent and staff's answer; staff also see whose it
// is, who decided, the payment entry it recorded and what the screenshot is.

export type StaffTopUpNotice = Ops['schemas']['TopUpNotice'];
export type CustomerTopUpNotice = F['schemas']['TopUpNotice'];

export const customerNoticeView = (row: TopUpNoticeRow): CustomerTopUpNotice => ({
  id: row.id,
  state: row.state as CustomerTopUpNotice['state'],
  method: row.method as CustomerTopUpNotice['method'],
  amountMinor: Number(row.amountMinor),
  currency: row.currency as CustomerTopUpNotice['currency'],
  transferredOn: row.transferredOn,
  reference: row.reference,
  memo: row.memo,
  rejectReason: row.rejectReason,
  creationTime: row.createdAt,
  decisionTime: row.decidedAt,
});

export const staffNoticeView = (row: TopUpNoticeRow, customer: UserCard | undefined): StaffTopUpNotice => ({
  ...customerNoticeView(row),
  customerId: row.customerId,
  customerUserName: customer?.userName ?? '',
  customerName: customer?.name || customer?.companyName || '',
  decidedByUserName: row.decidedByUserName,
  paymentEntryId: row.paymentEntryId,
  screenshotContentType: row.screenshotContentType as StaffTopUpNotice['screenshotContentType'],
  screenshotByteSize: Number(row.screenshotByteSize),
});
