import { createOrder, type CreateOrderInput, type CurrencyCode } from '@forwarder/api-client';
import { t } from '@lingui/core/macro';
import { boxLineSchema, BOX_LINE_FIELDS, decimalText, emptyBoxLine, integerText } from '@forwarder/quotes';
import { z } from 'zod';
import { emptyParty, PARTY_FIELDS, partySchema, toPartyInput, type PartyFormValues } from '../../party/party-schema';

// Numbers are typed as text (inputMode="decimal"): an empty or half-typed field stays what the member typed, the
// draft stores it as is, and the message says what is wrong instead of a NaN. Limits are the contract's. The box
// lines are the public cost calculator's too (`@forwarder/quotes`).
export const MAX_LINES = 50;

export const parcelSchema = boxLineSchema;

/** Chinese, Japanese or Korean characters and full-width forms: what a Latin-only label cannot print. */
const CJK = /[\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFF00-\uFFEF]/;

export const declaredItemSchema = z.object({
  name: z.string().trim().min(1).max(100),
  // Required: customs officers and foreign carriers read it (labels, commercial invoice, CN22/CN23), and the label
  // prints Latin text only, so Chinese characters here would print as '…'.
  nameEn: z
    .string()
    .trim()
    .min(1, { error: () => t`请填写英文品名（报关用）` })
    .max(100)
    .refine((value) => !CJK.test(value), { error: () => t`英文品名请用英文填写` }),
  hsCode: z
    .string()
    .trim()
    .refine((value) => value === '' || /^[0-9]{6,10}$/.test(value), { error: () => t`HS 编码为 6 到 10 位数字` }),
  quantity: integerText(100_000),
  unitValue: decimalText(1_000_000),
});

/**
 * The single order form (contract CreateOrderInput). One currency for the whole declaration (the contract requires
 * the items of an order to share one), sent on every item.
 */
export const orderFormSchema = z.object({
  routingId: z.string().min(1, { error: () => t`请选择运输产品` }),
  sender: partySchema,
  receiver: partySchema,
  parcels: z.array(parcelSchema).min(1).max(MAX_LINES),
  currency: z.string().min(1, { error: () => t`请选择币种` }),
  declaredItems: z.array(declaredItemSchema).min(1).max(MAX_LINES),
  customerReference: z.string().trim().max(50),
  remark: z.string().trim().max(500),
});

export type OrderFormValues = z.input<typeof orderFormSchema>;
export type OrderFormOutput = z.output<typeof orderFormSchema>;
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
