/* eslint-disable lingui/no-unlocalized-strings -- test data */
// The customer's billing calls answered as the server would, for the lib's specs (one set of stubs for every spec).
import {
  BillingAccountKind,
  LedgerEntryKind,
  PaymentMethod,
  TopUpNoticeState,
  type BillingAccount,
  type Invoice,
  type LedgerEntry,
  type TopUpNotice,
} from '@forwarder/api-client';
import { installApi, json, uuid, type ApiCall } from '@forwarder/testing';

const entry = (overrides: Partial<LedgerEntry>): LedgerEntry => ({
  id: uuid(1),
  entryNo: 1,
  kind: LedgerEntryKind.Charge,
  amountMinor: -71100,
  balanceAfterMinor: -71100,
  currency: 'CNY',
  reference: 'FA100000017CN',
  memo: '',
  creationTime: '2026-11-20T02:00:00.000Z',
  ...overrides,
});

export const topUpNotice = (overrides: Partial<TopUpNotice> = {}): TopUpNotice => ({
  id: uuid(20),
  state: TopUpNoticeState.Pending,
  method: PaymentMethod.BankTransfer,
  amountMinor: 100000,
  currency: 'CNY',
  transferredOn: '2026-11-20',
  reference: 'CMB20261120001',
  memo: '',
  rejectReason: null,
  creationTime: '2026-11-20T03:00:00.000Z',
  decisionTime: null,
  ...overrides,
});

/** A PDF or .xlsx answer under the server's file name. */
export const file = (name: string, type: string) =>
  new Response('%PDF-1.3', { status: 200, headers: { 'content-type': type, 'content-disposition': `attachment; filename="${name}"` } });

/** What the stubbed server holds; a spec changes it before rendering. */
export interface BillingState {
  account: BillingAccount;
  entries: LedgerEntry[];
  notices: TopUpNotice[];
  months: Array<{ month: string; closed: boolean }>;
  invoices: Invoice[];
}

export function billingState(): BillingState {
  return {
    account: { kind: BillingAccountKind.Prepaid, currency: 'CNY', balanceMinor: 28900, creditLimitMinor: null, creditUsedMinor: null },
    entries: [entry({ id: uuid(2), entryNo: 2, kind: LedgerEntryKind.Payment, amountMinor: 100000, balanceAfterMinor: 28900, reference: 'CMB20261120001' }), entry({})],
    notices: [],
    months: [],
    invoices: [],
  };
}

/** Installs the API with the billing calls answered from `state` (read at each call); returns every call made. */
export function installBillingApi(state: BillingState): ApiCall[] {
  return installApi((call) => {
    const base = '/api/f/billing-management';
    if (call.path === `${base}/account`) return json(state.account);
    if (call.path === `${base}/ledger-entry/list`) {
      const body = (call.json ?? {}) as { kind?: string };
      const items = state.entries.filter((item) => !body.kind || item.kind === body.kind);
      return json({ totalCount: items.length, items });
    }
    if (call.path === `${base}/top-up-notice/list`) return json({ totalCount: state.notices.length, items: state.notices });
    if (call.path === `${base}/statement/months`) return json({ items: state.months });
    if (call.path === `${base}/invoice/list`) return json({ totalCount: state.invoices.length, items: state.invoices });
    const month = /^\/api\/f\/billing-management\/statement\/(\d{4}-\d{2})$/.exec(call.path)?.[1];
    if (month) {
      const format = call.query.get('format') ?? 'pdf';
      return file(`statement-${month}.${format}`, format === 'pdf' ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    }
    const invoiceId = /^\/api\/f\/billing-management\/invoice\/([^/]+)\/pdf$/.exec(call.path)?.[1];
    const found = state.invoices.find((item) => item.id === invoiceId);
    if (found) return file(`${found.number}.pdf`, 'application/pdf');
    if (/\/top-up-notice\/[^/]+\/screenshot$/.test(call.path)) {
      return new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { status: 200, headers: { 'content-type': 'image/png' } });
    }
    return undefined;
  });
}
