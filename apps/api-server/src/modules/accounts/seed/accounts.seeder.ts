import { UserType } from '@forwarder/contracts/api-f';
import { StaffRole } from '@forwarder/contracts/api-ops';
import { newId, nowIso } from '../../../db/ids';
import type { Seeder, SeedContext } from '../../../seed/seeders';
import { listRegions, regionId } from '../../regions';
import { toStoredParty, validateParty, type PartyInput } from '../party/party';
import { createUser, findUserByName, type NewUser } from '../users/users.service';
import type { AccountsScope, AccountsTx } from '../accounts.db';

// Demo accounts: a member, a merchant, and the forwarder's staff (an admin and an operator) (never in production: ctx.demo is false there). Created once; a demo user that exists is
// left alone, so changes made while trying the portal survive restarts.

interface DemoAddress {
  /** Builds the input once the region ids are known. */
  input: (db: AccountsTx) => Promise<PartyInput>;
  defaultSender?: boolean;
}

interface DemoAccount {
  user: NewUser;
  addresses: DemoAddress[];
}

/** A child region by English name (cities are numbered per state, so their ids are not derivable from a name). */
async function childByName(db: AccountsTx, level: number, parentId: string, name: string): Promise<string | undefined> {
  const { items } = await listRegions(db, { level, parentId, keyword: name }, 'en');
  return (items.find((r) => r.displayName === name) ?? items[0])?.id;
}

const shenzhenSender = (name: string, companyName: string, phoneNumber: string, email: string) => async (): Promise<PartyInput> => ({
  name,
  companyName,
  phoneNumber,
  email,
  regionLv0Id: regionId(0, 'CN'),
  regionLv1Id: regionId(1, '440000'),
  regionLv2Id: regionId(2, '440300'),
  regionLv3Id: regionId(3, '440305'),
  street: '科技园南区深南大道 9988 号 A 座 1201',
  postalCode: '518057',
});

async function usReceiver(db: AccountsTx): Promise<PartyInput> {
  const state = regionId(1, 'US-NY');
  return {
    name: 'John Smith',
    companyName: 'Acme Inc.',
    phoneNumber: '+1 212 555 0100',
    email: 'john@example.com',
    regionLv0Id: regionId(0, 'US'),
    regionLv1Id: state,
    regionLv2Id: await childByName(db, 2, state, 'New York City'),
    street: '350 5th Ave, Suite 2100',
    postalCode: '10118',
  };
}

async function ukReceiver(db: AccountsTx): Promise<PartyInput> {
  const state = regionId(1, 'GB-ENG');
  return {
    name: 'Emily Clarke',
    companyName: 'Clarke Trading Ltd',
    phoneNumber: '+44 20 7946 0958',
    email: 'emily@example.co.uk',
    regionLv0Id: regionId(0, 'GB'),
    regionLv1Id: state,
    regionLv2Id: await childByName(db, 2, state, 'London'),
    street: '221B Baker Street',
    postalCode: 'NW1 6XE',
  };
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    user: {
      userName: 'demo-member',
      password: 'Member#2026',
      userType: UserType.Member,
      name: '王小明',
      companyName: '深圳小明电子商务有限公司',
      phoneNumber: '+86 138 0000 0000',
      email: 'member@example.com',
    },
    addresses: [
      { input: shenzhenSender('王小明', '深圳小明电子商务有限公司', '+86 138 0000 0000', 'member@example.com'), defaultSender: true },
      { input: usReceiver },
      { input: ukReceiver },
    ],
  },
  {
    user: {
      userName: 'demo-merchant',
      password: 'Merchant#2026',
      userType: UserType.Merchant,
      merchantId: 'M100001',
      name: '李商户',
      companyName: '深圳跨境优选贸易有限公司',
      phoneNumber: '+86 139 0000 0000',
      email: 'merchant@example.com',
    },
    addresses: [
      { input: shenzhenSender('李商户', '深圳跨境优选贸易有限公司', '+86 139 0000 0000', 'merchant@example.com'), defaultSender: true },
    ],
  },
  {
    user: { userName: 'demo-admin', password: 'Admin#2026', userType: UserType.Staff, staffRole: StaffRole.Admin, name: '赵管理', email: 'admin@globe-freight.example' },
    addresses: [],
  },
  {
    user: {
      userName: 'demo-operator',
      password: 'Operator#2026',
      userType: UserType.Staff,
      staffRole: StaffRole.Operator,
      name: '陈操作',
      email: 'operator@globe-freight.example',
    },
    addresses: [],
  },
];

async function seedAccount(db: AccountsTx, account: DemoAccount, ctx: SeedContext): Promise<void> {
  if (await findUserByName(db, account.user.userName)) return;
  const user = await createUser(db, account.user);
  let creation = Date.now();
  for (const address of account.addresses) {
    const result = await validateParty(db, await address.input(db), 'zh-Hans', '');
    if ('issues' in result) {
      // Regions data without this chain (e.g. a trimmed dataset): keep the account, skip the address.
      ctx.log.warn(`Demo address of ${account.user.userName} skipped: ${result.issues.map((i) => i.members.join(',')).join('; ')}`);
      continue;
    }
    // Distinct timestamps keep "newest first" stable for the demo list.
    const time = new Date(creation++).toISOString();
    const id = newId();
    await db
      .insertInto('addresses')
      .values({ id, userId: user.id, ...toStoredParty(result.party), creationTime: time, lastModificationTime: time })
      .execute();
    if (address.defaultSender) {
      await db.updateTable('users').set({ defaultSenderAddressId: id, lastModificationTime: nowIso() }).where('id', '=', user.id).execute();
    }
  }
  ctx.log.info(`Demo account ${account.user.userName} created.`);
}

export const accountsDemoSeeder: Seeder<AccountsScope> = {
  name: 'accounts-demo',
  async seed(db, ctx) {
    if (!ctx.demo || ctx.config.isProduction) return;
    for (const account of DEMO_ACCOUNTS) await seedAccount(db, account, ctx);
  },
};
