import { EventCode, OrderStatus } from '@forwarder/contracts/api-ops';
import { SUBMITTED_EVENT } from './event-record';

// Every event code with the status it moves to and its default text (docs/domain/operations.md). Staff may edit
// the text of each event; the code and its status are fixed.

export interface EventTemplateDef {
  /** Null for EXCEPTION_RESOLVED: it resumes the status the exception interrupted. */
  status: OrderStatus | null;
  displayName: readonly [zh: string, en: string];
  description: readonly [zh: string, en: string];
  /** Whether postOrderEvent, scans and batches may post it (the others are written by their own operations). */
  postable: boolean;
}

export const EVENT_TEMPLATES: { readonly [C in EventCode]: EventTemplateDef } = {
  // The text customers have always read for a new order (placing writes it).
  [EventCode.SUBMITTED]: {
    status: OrderStatus.Submitted,
    displayName: ['已下单', 'Submitted'],
    description: [SUBMITTED_EVENT.descriptionZh, SUBMITTED_EVENT.descriptionEn],
    postable: false,
  },
  [EventCode.RECEIVED]: {
    status: OrderStatus.Received,
    displayName: ['已入库', 'Received'],
    description: ['包裹已到达仓库并完成入库', 'Arrived at the warehouse and checked in'],
    postable: true,
  },
  [EventCode.DEPARTED_ORIGIN]: {
    status: OrderStatus.InTransit,
    displayName: ['已从始发地发出', 'Departed origin'],
    description: ['包裹已从始发地发出', 'Departed from the origin facility'],
    postable: true,
  },
  [EventCode.ARRIVED_HUB]: {
    status: OrderStatus.InTransit,
    displayName: ['到达转运中心', 'Arrived at hub'],
    description: ['包裹已到达转运中心', 'Arrived at a transit hub'],
    postable: true,
  },
  [EventCode.DEPARTED_HUB]: {
    status: OrderStatus.InTransit,
    displayName: ['离开转运中心', 'Departed hub'],
    description: ['包裹已离开转运中心', 'Departed from a transit hub'],
    postable: true,
  },
  [EventCode.ARRIVED_DESTINATION]: {
    status: OrderStatus.InTransit,
    displayName: ['到达目的国', 'Arrived in destination country'],
    description: ['包裹已到达目的国', 'Arrived in the destination country'],
    postable: true,
  },
  [EventCode.CUSTOMS_CLEARANCE]: {
    status: OrderStatus.CustomsClearance,
    displayName: ['清关中', 'Customs clearance'],
    description: ['包裹正在清关', 'Customs clearance in progress'],
    postable: true,
  },
  [EventCode.CUSTOMS_RELEASED]: {
    status: OrderStatus.CustomsClearance,
    displayName: ['清关放行', 'Released by customs'],
    description: ['包裹已清关放行', 'Released by customs'],
    postable: true,
  },
  [EventCode.OUT_FOR_DELIVERY]: {
    status: OrderStatus.OutForDelivery,
    displayName: ['派送中', 'Out for delivery'],
    description: ['包裹正在派送中', 'Out for delivery'],
    postable: true,
  },
  [EventCode.DELIVERY_ATTEMPTED]: {
    status: OrderStatus.OutForDelivery,
    displayName: ['派送未成功', 'Delivery attempted'],
    description: ['派送未成功，将再次派送', 'Delivery attempted; we will try again'],
    postable: true,
  },
  [EventCode.DELIVERED]: {
    status: OrderStatus.Delivered,
    displayName: ['已签收', 'Delivered'],
    description: ['包裹已签收', 'Delivered'],
    postable: true,
  },
  // Its text is the exception's explanation (raiseOrderException).
  [EventCode.EXCEPTION]: {
    status: OrderStatus.Exception,
    displayName: ['异常', 'Exception'],
    description: ['包裹运输遇到问题', 'The parcel has run into a problem'],
    postable: false,
  },
  [EventCode.EXCEPTION_RESOLVED]: {
    status: null,
    displayName: ['异常已解决', 'Exception resolved'],
    description: ['问题已解决，包裹继续运输', 'Issue resolved; the parcel is on its way again'],
    postable: false,
  },
  [EventCode.CANCELLED]: {
    status: OrderStatus.Cancelled,
    displayName: ['已取消', 'Cancelled'],
    description: ['运单已取消', 'Waybill cancelled'],
    postable: true,
  },
  // The customer's edit while Submitted (updateOrder): a line on the timeline, the status unchanged.
  [EventCode.ORDER_EDITED]: {
    status: OrderStatus.Submitted,
    displayName: ['订单已修改', 'Order edited'],
    description: ['客户已修改订单', 'Order edited by the customer'],
    postable: false,
  },
};

export const templateOf = (code: EventCode): EventTemplateDef => EVENT_TEMPLATES[code];
