import { t } from '@lingui/core/macro';
import { zodResolver } from '@forwarder/i18n/zod';
import { boxLineSchema, decimalText, integerText } from '@forwarder/quotes';
import { z } from 'zod';
import { partySchema } from '../../party/party-schema';
import { MAX_LINES } from './submit-order';

// The order form's rules: zod's full API and the schemas, ~20 KiB gzip that the order pages load right after their
// first render through `orderFormResolver` (lazyResolver), not before it (issue 28).

/** Chinese, Japanese or Korean characters and full-width forms: what a Latin-only label cannot print. */
const CJK = /[\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFF00-\uFFEF]/;

const declaredItemSchema = z.object({
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
  parcels: z.array(boxLineSchema).min(1).max(MAX_LINES),
  currency: z.string().min(1, { error: () => t`请选择币种` }),
  declaredItems: z.array(declaredItemSchema).min(1).max(MAX_LINES),
  customerReference: z.string().trim().max(50),
  remark: z.string().trim().max(500),
});

export type OrderFormValues = z.input<typeof orderFormSchema>;
export type OrderFormOutput = z.output<typeof orderFormSchema>;

/** The resolver of the order and order-edit forms (react-hook-form), in the member's language. */
export const orderFormResolver = zodResolver(orderFormSchema);
