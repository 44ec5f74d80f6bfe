// Tables owned by the billing module (issue 29): customers' accounts, their immutable ledger, and the charges of
// orders with their lines. Amounts are integers in minor units (hundredths of the currency), weights in grams.
// docs/domain/billing.md explains the signs and the rounding.

export interface BillingAccountsTable {
  /** The customer's user id: one row per customer at most; none means prepaid in the site's currency. */
  customerId: string;
  /** 'prepaid' (余额) or 'credit' (月结). */
  kind: string;
  /** Credit accounts: how far the balance may go below zero. 0 for prepaid. */
  creditLimitMinor: number;
  /** Contract CurrencyCode: every entry of the customer is in it. */
  currency: string;
  lastModificationTime: string;
}

/** Written once, never updated or deleted: a mistake is undone by a new 'reversal' entry. */
export interface LedgerEntriesTable {
  id: string;
  customerId: string;
  /** 1, 2, 3… per customer, in the order the entries were written. */
  entryNo: number;
  /** 'charge' | 'adjustment' | 'payment' | 'refund' | 'reversal'. */
  kind: string;
  /** Signed from the customer's side: a payment is positive, a charge negative. */
  amountMinor: number;
  /** The customer's balance after this entry: the sum of their entries up to it. */
  balanceAfterMinor: number;
  currency: string;
  /** What the entry is for, e.g. 'order' and the order's id (later 'storage', …); null for a payment on account. */
  referenceType: string | null;
  referenceId: string | null;
  /** How people recognise the reference: an order's waybill number, a payment's reference ('' when none). */
  referenceLabel: string;
  /** A reversal: the entry it cancels (of the same customer, reversed at most once). */
  reversesEntryId: string | null;
  /** The staff member or customer who caused it (null for the system). */
  actorId: string | null;
  actorUserName: string;
  memo: string;
  createdAt: string;
}

export interface ChargesTable {
  id: string;
  orderId: string;
  customerId: string;
  /** The ledger entry that booked it. */
  ledgerEntryId: string;
  routingId: string;
  /** The rate sheet's lastModificationTime when priced (a sheet is identified by its product); null for defaults. */
  rateSheetVersion: string | null;
  zoneCode: string;
  /** 'step' | 'per-kg'. */
  pricingMethod: string;
  currency: string;
  actualWeightGrams: number;
  volumeWeightGrams: number;
  chargeableWeightGrams: number;
  /** The sum of its lines. */
  totalMinor: number;
  createdAt: string;
  /** Set when invoiced (a later slice): the charge is then changed only by adjustments. */
  invoicedAt: string | null;
  /** Set when a re-weighing replaced it (its ledger entry is reversed then); null for the order's live charge. */
  supersededAt: string | null;
  /** Converted: the rate sheet's currency, the rate used (one source unit in `currency`, ×10^8) and its row; else null. */
  sourceCurrency: string | null;
  exchangeRateScaled: number | null;
  exchangeRateId: string | null;
}

export interface ChargeLinesTable {
  chargeId: string;
  lineNo: number;
  /** 'first-weight' | 'additional-weight' | 'per-kg' | 'minimum' | 'fuel-surcharge'. */
  kind: string;
  /** additional-weight: the steps begun. */
  quantity: number | null;
  /** The price of one step or of one kg. */
  unitAmountMinor: number | null;
  /** The weight the line prices (first weight, one step, or the chargeable weight for per-kg). */
  weightGrams: number | null;
  /** fuel-surcharge: hundredths of a percent. */
  basisPoints: number | null;
  amountMinor: number;
  /** 'manual' lines: the charge type, staff's reason, and the line's id kept while it is carried to newer charges. */
  chargeTypeCode: string | null;
  reason: string | null;
  manualLineId: string | null;
  /** A converted charge's rate-sheet lines: the amount in the sheet's currency before conversion. */
  sourceAmountMinor: number | null;
}

/** What staff may add to an order's charge (issue 29): deactivated, never deleted (old charges name it). */
export interface ChargeTypesTable {
  code: string;
  nameZh: string;
  nameEn: string;
  /** 1: a discount, its lines negative (the only ones that may be). */
  discount: number;
  active: number;
  sortOrder: number;
  lastModificationTime: string;
}

/** Append-only: one `fromCurrency` is worth rateScaled / 10^8 `toCurrency` from effectiveFrom until a newer one. */
export interface ExchangeRatesTable {
  id: string;
  fromCurrency: string;
  toCurrency: string;
  rateScaled: number;
  effectiveFrom: string;
  actorId: string | null;
  actorUserName: string;
  createdAt: string;
}

/** The details of a 'payment' entry (one row per payment entry). */
export interface PaymentsTable {
  ledgerEntryId: string;
  customerId: string;
  /** Contract PaymentMethod: 'bank-transfer' | 'alipay' | 'wechat-pay' | 'cash' | 'other'. */
  method: string;
  /** The day the money was received, YYYY-MM-DD. */
  receivedOn: string;
  /** The bank's or the wallet's reference as entered, and trimmed in lower case (to find a repeated one). */
  reference: string;
  normalizedReference: string;
  /** 1 when staff confirmed it as a separate payment although its reference was recorded before. */
  separatePayment: number;
}

/** The proof of a payment staff recorded (optional): a picture, apart so that ledger lists never read the bytes. */
export interface PaymentProofsTable {
  /** The payment's entry. */
  ledgerEntryId: string;
  customerId: string;
  fileName: string;
  /** Read from the file's own bytes: image/png, image/jpeg, image/webp or image/gif. */
  contentType: string;
  data: Buffer;
}

/** An order held for payment (pay before dispatch): one live hold per order (releasedAt null), released ones kept. */
export interface OrderHoldsTable {
  id: string;
  orderId: string;
  customerId: string;
  /** The order's waybill number, handed by receiving (billing knows nothing else of orders): for mails and audit. */
  waybillNumber: string;
  currency: string;
  /** What the customer had to pay for it to be released when it was held (mailed); the live figure is computed. */
  amountDueMinor: number;
  heldAt: string;
  releasedAt: string | null;
  /** 'covered' (the balance covers it), 'admin' (released by an admin, with a reason), 'uncharged' (no charge left). */
  releaseKind: string | null;
  releasedById: string | null;
  /** 'system' when released by a ledger entry or a re-weighing. */
  releasedByUserName: string | null;
  releaseReason: string | null;
}

/** A customer's word that they paid (issue 29): staff confirm it (its payment entry is recorded) or reject it. */
export interface TopUpNoticesTable {
  id: string;
  customerId: string;
  /** Contract TopUpNoticeState: 'pending' | 'confirmed' | 'rejected'. */
  state: string;
  /** Contract PaymentMethod. */
  method: string;
  /** Positive, in hundredths of the currency (the payment it becomes). */
  amountMinor: number;
  currency: string;
  /** The day the customer says they sent the money, YYYY-MM-DD: the payment's day received. */
  transferredOn: string;
  /** The bank's or the wallet's reference as the customer typed it (trimmed). */
  reference: string;
  memo: string;
  screenshotContentType: string;
  screenshotByteSize: number;
  createdAt: string;
  /** Set once, when staff confirm or reject it. */
  decidedAt: string | null;
  decidedById: string | null;
  decidedByUserName: string | null;
  rejectReason: string | null;
  /** Confirmed: the payment entry it recorded. */
  paymentEntryId: string | null;
}

/** A notice's screenshot, apart so that lists never read the bytes. */
export interface TopUpScreenshotsTable {
  noticeId: string;
  fileName: string;
  data: Buffer;
}

/** An invoice of the forwarder's charges (not a Chinese tax invoice), numbered per year without gaps. */
export interface InvoicesTable {
  id: string;
  /** `INV-2026-000001`: the year and its sequence number. */
  number: string;
  year: number;
  seqNo: number;
  customerId: string;
  /** 'order' | 'period'. */
  kind: string;
  /** An order's invoice: its waybill number; '' for a period. */
  referenceLabel: string;
  /** A period's invoice: its first and last day (YYYY-MM-DD, site's time zone); null for an order's. */
  periodFrom: string | null;
  periodTo: string | null;
  currency: string;
  totalMinor: number;
  actorId: string | null;
  actorUserName: string;
  createdAt: string;
}

/** The charges an invoice invoices, in its order (a charge is on one invoice at most). */
export interface InvoiceItemsTable {
  invoiceId: string;
  itemNo: number;
  chargeId: string;
  /** The order's waybill number. */
  referenceLabel: string;
  amountMinor: number;
}

export interface BillingTables {
  billing_accounts: BillingAccountsTable;
  ledger_entries: LedgerEntriesTable;
  charges: ChargesTable;
  charge_lines: ChargeLinesTable;
  payments: PaymentsTable;
  payment_proofs: PaymentProofsTable;
  order_holds: OrderHoldsTable;
  top_up_notices: TopUpNoticesTable;
  top_up_screenshots: TopUpScreenshotsTable;
  invoices: InvoicesTable;
  invoice_items: InvoiceItemsTable;
  charge_types: ChargeTypesTable;
  exchange_rates: ExchangeRatesTable;
}
