import { createOrder, type CreateOrderInput, type CurrencyCode } from '@forwarder/api-client';
import { BOX_LINE_FIELDS, emptyBoxLine } from '@forwarder/quotes';
import type { PartyFormValues } from '../../party/party-schema';
import { emptyParty, PARTY_FIELDS, toPartyInput } from '../../party/party-values';
import type { OrderFormOutput, OrderFormValues } from './order-form-schema';

// Numbers are typed as text (inputMode="decimal"): an empty or half-typed field stays what the member typed, the
// draft stores it as is, and the message says what is wrong instead of a NaN. Limits are the contract's. The box
// lines are the public cost calculator's too (`@forwarder/quotes`). The rules themselves are ./order-form-schema.ts,
// which the form's resolver loads after the page's first render (issue 28): this module holds no zod.
export const MAX_LINES = 50;

export type { OrderFormOutput, OrderFormValues };
export type ParcelFormValues = OrderFormValues['parcels'][number];
export type DeclaredItemFormValues = OrderFormValues['declaredItems'][number];

export const PARCEL_FIELDS = BOX_LINE_FIELDS;
export const ITEM_FIELDS = ['name', 'nameEn', 'hsCode', 'quantity', 'unitValue'] as const;

export const emptyParcel: ParcelFormValues = emptyBoxLine;
export const emptyItem: DeclaredItemFormValues = { name: '', nameEn: '', hsCode: '', quantity: '1', unitValue: '' };
/** Declared values of cross-border parcels are most often in US dollars. */
export const DEFAULT_CURRENCY = 'USD';

export function emptyOrderForm(sender: PartyFormValues = emptyParty, keep?: Pick<OrderFormValues, 'routingId' | 'currency'>): OrderFormValues {
  return {
    routingId: keep?.routingId ?? '',
    sender,
    receiver: emptyParty,
    parcels: [emptyParcel],
    currency: keep?.currency ?? DEFAULT_CURRENCY,
    declaredItems: [emptyItem],
    customerReference: '',
    remark: '',
  };
}

export function toCreateOrderInput(values: OrderFormOutput): CreateOrderInput {
  // The select offers only the codes of the server's Currency enumeration; the server validates it again.
  const currency = values.currency as CurrencyCode;
  return {
    routingId: values.routingId,
    sender: toPartyInput(values.sender),
    receiver: toPartyInput(values.receiver),
    parcels: values.parcels,
    declaredItems: values.declaredItems.map(({ hsCode, ...item }) => ({
      ...item,
      ...(hsCode ? { hsCode } : {}),
      currency,
    })),
    customerReference: values.customerReference,
    remark: values.remark,
  };
}

export function submitOrder(values: OrderFormOutput) {
  return createOrder(toCreateOrderInput(values));
}

/**
 * The form paths the server's `validationErrors` can name for these values (members such as `receiver.phoneNumber`,
 * `parcels[1].weightKg`, `declaredItems[0].currency`; `parcels` for an order over the route's weight limit).
 */
export function orderFieldPaths(values: Pick<OrderFormValues, 'parcels' | 'declaredItems'>): string[] {
  return [
    'routingId',
    ...PARTY_FIELDS.flatMap((field) => [`sender.${field}`, `receiver.${field}`]),
    'parcels',
    ...values.parcels.flatMap((_, index) => PARCEL_FIELDS.map((field) => `parcels.${index}.${field}`)),
    'declaredItems',
    ...values.declaredItems.flatMap((_, index) => [...ITEM_FIELDS, 'currency'].map((field) => `declaredItems.${index}.${field}`)),
    'customerReference',
    'remark',
  ];
}

/** Where a server error is shown: the one currency field stands for every item's currency; lists show theirs above the rows. */
export function formPathOfServerField(path: string): string {
  if (/^declaredItems\.\d+\.currency$/.test(path)) return 'currency';
  if (path === 'parcels' || path === 'declaredItems') return `${path}.root`;
  return path;
}
