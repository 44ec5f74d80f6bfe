import { BillingAccountKind, PaymentMethod, type components } from '@forwarder/contracts/api-ops';
import type { Seeder } from '../../../seed/seeders';
import { findUserIdsByName } from '../../accounts';
import type { AuditActor } from '../../audit';
import { updateBillingAccount } from '../accounts/account-admin.service';
import { findBillingAccount } from '../accounts/billing-accounts.repository';
import { siteCurrency } from '../accounts/billing-accounts.service';
import type { BillingScope, BillingTx } from '../billing.db';
import { findLastEntry } from '../ledger/ledger.repository';
import { checkPicture } from '../top-ups/screenshot-upload';
import { confirmTopUpNotice } from '../top-ups/top-up-decisions.service';
import { submitTopUpNotice } from '../top-ups/top-up-notices.service';

// The demo customers' money (SEED_DEMO, never in production), written through the billing services as staff and
// customers would write it, so the seed obeys the ledger's rules (docs/domain/billing.md, "Demo accounts"):
// - demo-member: prepaid, with a top-up notice (Alipay, a screenshot) that demo-admin confirmed: its payment entry
//   covers the charges of the member's demo orders the warehouse has received (the orders module's seeder, after
//   this one, charges them), so none of them is held;
// - demo-merchant: monthly credit with a limit its demo orders' charges stay within.
// Runs after the accounts seeder (the demo users) and before the orders' (their charges). Idempotent: an account row
// that exists is left as it is (an admin may have changed it), and the top-up is made only on an empty ledger.

type S = components['schemas'];

/** ¥20,000.00: the member's six received demo orders are charged ¥13,281.15, leaving ¥6,718.85 (demo-billing.spec.ts). */
export const DEMO_TOP_UP_MINOR = 2_000_000;
/** ¥50,000.00 of monthly credit: the merchant's two received demo orders use ¥25,968.84 of it. */
export const DEMO_CREDIT_LIMIT_MINOR = 5_000_000;
export const DEMO_TOP_UP_REFERENCE = 'ALI-DEMO-0001';

/** A 48 × 96 grey PNG: the demo notice's "screenshot of the transfer". */
const DEMO_SCREENSHOT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAABgCAIAAADU7mYnAAAAUUlEQVR42u3OQREAAAwCIPunNIotdntAAtJnIiQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCQkJCR0YX/pQsJ8j4xuAAAAAElFTkSuQmCC',
  'base64',
);

/** Sets the customer's account as an admin would (audited), unless it has one already. */
async function seedAccount(trx: BillingTx, admin: AuditActor, customerId: string, kind: S['BillingAccountKind'], creditLimitMinor: number): Promise<boolean> {
  if (await findBillingAccount(trx, customerId)) return false;
  const currency = (await siteCurrency(trx)) as S['CurrencyCode'];
  await updateBillingAccount(trx, admin, customerId, { kind, creditLimitMinor, currency });
  return true;
}

/** The member's top-up: their notice with its screenshot, confirmed by the admin (its payment entry, its mail). */
async function seedTopUp(trx: BillingTx, admin: AuditActor, customerId: string): Promise<boolean> {
  if (await findLastEntry(trx, customerId)) return false;
  const currency = (await siteCurrency(trx)) as S['CurrencyCode'];
  const screenshot = checkPicture({ fileName: 'alipay-transfer.png', data: DEMO_SCREENSHOT });
  const notice = await submitTopUpNotice(
    trx,
    customerId,
    {
      method: PaymentMethod.Alipay,
      amountMinor: DEMO_TOP_UP_MINOR,
      currency,
      transferredOn: new Date().toISOString().slice(0, 10),
      reference: DEMO_TOP_UP_REFERENCE,
      memo: '预充值 Prepayment',
    },
    screenshot,
  );
  await confirmTopUpNotice(trx, admin, notice.id, { separatePayment: false });
  return true;
}

export const billingDemoSeeder: Seeder<BillingScope> = {
  name: 'billing-demo-accounts',
  async seed(trx, ctx) {
    if (!ctx.demo || ctx.config.isProduction) return;
    const ids = await findUserIdsByName(trx, ['demo-admin', 'demo-member', 'demo-merchant']);
    const adminId = ids.get('demo-admin');
    if (!adminId) return;
    const admin: AuditActor = { id: adminId, userName: 'demo-admin' };
    const member = ids.get('demo-member');
    if (member) {
      if (await seedAccount(trx, admin, member, BillingAccountKind.Prepaid, 0)) ctx.log.info('billing: demo-member is prepaid');
      if (await seedTopUp(trx, admin, member)) ctx.log.info('billing: demo-member topped up');
    }
    const merchant = ids.get('demo-merchant');
    if (merchant && (await seedAccount(trx, admin, merchant, BillingAccountKind.Credit, DEMO_CREDIT_LIMIT_MINOR))) {
      ctx.log.info('billing: demo-merchant is on monthly credit');
    }
  },
};
