import { EnumCategory } from '@forwarder/contracts/api-f';
import type { Locale } from '../../i18n/locale';
import { enumDisplayName } from '../system';

// Logistics enum values → display names, through the system module's enum catalogue (one source of names for
// the enums endpoint and for orders).

export const orderStatusDisplayName = (status: number, locale: Locale): string =>
  enumDisplayName(EnumCategory.OrderStatus, status, locale);
