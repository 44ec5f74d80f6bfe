import type { Locale } from '../../i18n/locale';
import { EnumCategory, enumDisplayName } from '../system/enum-catalog';

// Logistics enum values → display names, through the system module's enum catalogue (one source of names for
// the enums endpoint and for orders).

export const ORDER_STATUSES = [10, 20, 30, 40, 50, 60, 90, 99] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const OrderStatus = {
  Submitted: 10,
  Received: 20,
  InTransit: 30,
  Customs: 40,
  OutForDelivery: 50,
  Delivered: 60,
  Exception: 90,
  Cancelled: 99,
} as const satisfies Record<string, OrderStatus>;

export const orderStatusDisplayName = (status: number, locale: Locale): string =>
  enumDisplayName(EnumCategory.OrderStatus, status, locale);

export const transportModeDisplayName = (mode: number, locale: Locale): string =>
  enumDisplayName(EnumCategory.TransportMode, mode, locale);
