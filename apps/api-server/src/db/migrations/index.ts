import type { Migration } from 'kysely';
import * as m0001Core from './0001_core';
import * as m0002Regions from './0002_regions';
import * as m0003Content from './0003_content';
import * as m0004Accounts from './0004_accounts';
import * as m0005Logistics from './0005_logistics';
import * as m0006MerchantData from './0006_merchant_data';
import * as m0007Operations from './0007_operations';
import * as m0008ContactInbox from './0008_contact_inbox';
import * as m0009Mail from './0009_mail';
import * as m0010ApiKeys from './0010_api_keys';
import * as m0011SiteImages from './0011_site_images';
import * as m0012ShippingProducts from './0012_shipping_products';
import * as m0013SiteContent from './0013_site_content';
import * as m0014SharedState from './0014_shared_state';
import * as m0015OrderListIndexes from './0015_order_list_indexes';
import * as m0016RenderCacheGenerations from './0016_render_cache_generations';
import * as m0017TypedRegionNames from './0017_typed_region_names';
import * as m0018BatchEtaTimeZone from './0018_batch_eta_time_zone';
import * as m0019OrderKeywordIndex from './0019_order_keyword_index';
import * as m0020Billing from './0020_billing';
import * as m0021BillingPayments from './0021_billing_payments';
import * as m0022BillingHolds from './0022_billing_holds';
import * as m0023BillingTopUpNotices from './0023_billing_top_up_notices';
import * as m0024BillingInvoices from './0024_billing_invoices';
import * as m0025BillingChargeTypesRates from './0025_billing_charge_types_rates';
import * as m0026BillingPaymentProofs from './0026_billing_payment_proofs';

// Every migration, in order. Names sort lexically (Kysely applies them in name order), so use a 4-digit prefix:
// add `0002_regions.ts` exporting up/down and one entry below. Never edit or rename an applied migration.
export const migrations: Record<string, Migration> = {
  '0001_core': m0001Core,
  '0002_regions': m0002Regions,
  '0003_content': m0003Content,
  '0004_accounts': m0004Accounts,
  '0005_logistics': m0005Logistics,
  '0006_merchant_data': m0006MerchantData,
  '0007_operations': m0007Operations,
  '0008_contact_inbox': m0008ContactInbox,
  '0009_mail': m0009Mail,
  '0010_api_keys': m0010ApiKeys,
  '0011_site_images': m0011SiteImages,
  '0012_shipping_products': m0012ShippingProducts,
  '0013_site_content': m0013SiteContent,
  '0014_shared_state': m0014SharedState,
  '0015_order_list_indexes': m0015OrderListIndexes,
  '0016_render_cache_generations': m0016RenderCacheGenerations,
  '0017_typed_region_names': m0017TypedRegionNames,
  '0018_batch_eta_time_zone': m0018BatchEtaTimeZone,
  '0019_order_keyword_index': m0019OrderKeywordIndex,
  '0020_billing': m0020Billing,
  '0021_billing_payments': m0021BillingPayments,
  '0022_billing_holds': m0022BillingHolds,
  '0023_billing_top_up_notices': m0023BillingTopUpNotices,
  '0024_billing_invoices': m0024BillingInvoices,
  '0025_billing_charge_types_rates': m0025BillingChargeTypesRates,
  '0026_billing_payment_proofs': m0026BillingPaymentProofs,
};
