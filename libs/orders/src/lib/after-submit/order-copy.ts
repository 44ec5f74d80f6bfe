import type { Order } from '@forwarder/api-client';
import { partyFromAddress } from '../party/party-values';
import { DEFAULT_CURRENCY, type OrderFormValues } from '../order-form/api/submit-order';

/**
 * The order form's values for a copy of `order` ("copy as new order"): the same product, sender, receiver, boxes
 * and declared items, as text the way the form holds numbers. Not copied: what identifies the old order (its
 * waybill and the customer's own reference number) and its remark, which was about that shipment. Editing the order
 * itself (`'edit'`) keeps both.
 */
export function orderFormFromOrder(order: Order, purpose: 'copy' | 'edit' = 'copy'): OrderFormValues {
  return {
    routingId: order.routingId,
    sender: partyFromAddress(order.sender),
    receiver: partyFromAddress(order.receiver),
    parcels: order.parcels.map((parcel) => ({
      quantity: String(parcel.quantity),
      weightKg: String(parcel.weightKg),
      lengthCm: String(parcel.lengthCm),
      widthCm: String(parcel.widthCm),
      heightCm: String(parcel.heightCm),
    })),
    currency: order.declaredCurrency || order.declaredItems[0]?.currency || DEFAULT_CURRENCY,
    declaredItems: order.declaredItems.map((item) => ({
      name: item.name,
      nameEn: item.nameEn,
      hsCode: item.hsCode,
      quantity: String(item.quantity),
      unitValue: String(item.unitValue),
    })),
    customerReference: purpose === 'edit' ? order.customerReference : '',
    remark: purpose === 'edit' ? order.remark : '',
  };
}
