import { StatusMailSetting, UserType } from '@forwarder/contracts/api-f';
import { createTestDatabase, type TestDatabase } from '../../../../test/harness';
import { normalizeUserName } from '../../../auth/auth-user';
import { newId, nowIso } from '../../../db/ids';
import { findDefaultSenderAddress } from '../addresses/address.service';
import { findMailRecipients, findUserCards, findUserIdsByName, findUserNames, userIdsMatching } from './user-directory';

// What other modules ask of users through the front door, on a real database of TEST_DB's dialect.

let database: TestDatabase;

interface UserFields {
  userName: string;
  userType?: number;
  name?: string | null;
  companyName?: string | null;
  email?: string | null;
  isActive?: number;
  statusMail?: string;
  mailLocale?: string;
}

async function insertUser(fields: UserFields): Promise<string> {
  const id = newId();
  await database.db
    .insertInto('users')
    .values({
      id,
      userName: fields.userName,
      normalizedUserName: normalizeUserName(fields.userName),
      passwordHash: 'x',
      userType: fields.userType ?? UserType.Member,
      staffRole: null,
      merchantId: null,
      name: fields.name ?? null,
      email: fields.email ?? null,
      phoneNumber: null,
      companyName: fields.companyName ?? null,
      defaultSenderAddressId: null,
      isActive: fields.isActive ?? 1,
      creationTime: nowIso(),
      lastModificationTime: null,
      ...(fields.statusMail ? { statusMail: fields.statusMail } : {}),
      ...(fields.mailLocale ? { mailLocale: fields.mailLocale } : {}),
    })
    .execute();
  return id;
}

let alice: string;
let bob: string;
let shop: string;
let staff: string;

beforeAll(async () => {
  database = await createTestDatabase();
  alice = await insertUser({ userName: 'alice.w', name: '王爱丽', email: 'alice@example.com', statusMail: StatusMailSetting.All, mailLocale: 'en' });
  bob = await insertUser({ userName: 'Bob_100%', name: 'Bob', email: '', statusMail: StatusMailSetting.All });
  shop = await insertUser({ userName: 'acme-shop', userType: UserType.Merchant, name: null, companyName: 'ACME Trading', email: 'shop@example.com' });
  staff = await insertUser({ userName: 'ops.li', userType: UserType.Staff, name: '李操作', email: 'li@example.com', isActive: 0, statusMail: StatusMailSetting.All });
});
afterAll(() => database?.close());

describe('the user directory (accounts front door)', () => {
  it('names users by id in one map, skipping nulls and unknown ids', async () => {
    const names = await findUserNames(database.db, [alice, null, shop, alice, newId()]);
    expect([...names.entries()].sort()).toEqual([[alice, 'alice.w'], [shop, 'acme-shop']].sort());
    expect((await findUserNames(database.db, [null])).size).toBe(0);
  });

  it('answers cards (names and type) by id', async () => {
    const cards = await findUserCards(database.db, [shop, staff]);
    expect(cards.get(shop)).toEqual({ id: shop, userName: 'acme-shop', name: null, companyName: 'ACME Trading', userType: UserType.Merchant });
    expect(cards.get(staff)).toMatchObject({ userName: 'ops.li', name: '李操作', userType: UserType.Staff });
    expect(cards.size).toBe(2);
  });

  it('matches a keyword against user name, name and company name, case-insensitively and literally, as a subquery', async () => {
    const matching = async (keyword: string) =>
      (await database.db.selectFrom('users').select('id').where('id', 'in', userIdsMatching(database.db, keyword)).execute()).map((r) => r.id).sort();
    expect(await matching('acme trading')).toEqual([shop]);
    expect(await matching('ALICE')).toEqual([alice]);
    expect(await matching('爱丽')).toEqual([alice]);
    expect(await matching('100%')).toEqual([bob]);
    expect(await matching('_1')).toEqual([bob]);
    expect(await matching('%')).toEqual([bob]);
    expect(await matching('nobody')).toEqual([]);
  });

  it('answers mail recipients: active users with an e-mail whose setting is among those asked', async () => {
    const all = await findMailRecipients(database.db, [alice, bob, shop, staff], [StatusMailSetting.All]);
    expect([...all.values()]).toEqual([{ id: alice, userName: 'alice.w', name: '王爱丽', email: 'alice@example.com', mailLocale: 'en' }]);
    const milestones = await findMailRecipients(database.db, [alice, bob, shop, staff], [StatusMailSetting.Milestones, StatusMailSetting.All]);
    // The default setting is milestones, the default language zh-Hans; bob has no address, the staff member is disabled.
    expect([...milestones.keys()].sort()).toEqual([alice, shop].sort());
    expect(milestones.get(shop)).toMatchObject({ email: 'shop@example.com', mailLocale: 'zh-Hans' });
    expect((await findMailRecipients(database.db, [alice], [])).size).toBe(0);
  });

  it('finds ids by user name as sign-in does (any case), keyed by the name asked', async () => {
    const ids = await findUserIdsByName(database.db, ['ACME-SHOP', 'alice.w', 'ghost']);
    expect([...ids.entries()].sort()).toEqual([['ACME-SHOP', shop], ['alice.w', alice]].sort());
  });

  it("answers a user's default sender address while it is theirs, and nothing when none is set", async () => {
    expect(await findDefaultSenderAddress(database.db, alice)).toBeUndefined();
    const address = (userId: string) => ({
      id: newId(),
      userId,
      name: '王爱丽',
      companyName: '',
      phoneNumber: '+86 138 0000 0000',
      email: '',
      countryCode: 'CN',
      regionLv0Id: newId(),
      regionLv1Id: null,
      regionLv2Id: null,
      regionLv3Id: null,
      street: '深南大道 1 号',
      postalCode: '518000',
      creationTime: nowIso(),
      lastModificationTime: nowIso(),
    });
    const own = address(alice);
    const foreign = address(bob);
    await database.db.insertInto('addresses').values([own, foreign]).execute();
    await database.db.updateTable('users').set({ defaultSenderAddressId: own.id }).where('id', '=', alice).execute();
    expect(await findDefaultSenderAddress(database.db, alice)).toMatchObject({ id: own.id, street: '深南大道 1 号' });
    await database.db.updateTable('users').set({ defaultSenderAddressId: foreign.id }).where('id', '=', alice).execute();
    expect(await findDefaultSenderAddress(database.db, alice)).toBeUndefined();
  });
});
