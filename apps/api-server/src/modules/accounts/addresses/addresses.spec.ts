import { newId } from '../../../db/ids';
import { seedersOf } from '../../../seed/seeders';
import { regionId } from '../../regions';
import { runSeeders } from '../../../seed/seeders';
import { createTestContext, type TestContext, type TestUser } from '../../../../test/harness';
import { accountsModule } from '../module';
import { CN, errorOf, loginAs, membersOf, seedRegionsOnce, shenzhenAddress } from '../testing/accounts-fixtures';
import { MAX_ADDRESSES_PER_USER } from './address.service';

// One suite for everything that needs the real regions: seeding them takes seconds, so it happens once here.

const BASE = '/api/f/user-management/address';

describe('address book, default sender and demo accounts', () => {
  let ctx: TestContext;
  let alice: TestUser;
  let bob: TestUser;
  let nyCityId: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    await seedRegionsOnce(ctx.db, ctx.dialect);
    alice = await ctx.createUser();
    bob = await ctx.createUser();
    const cities = await ctx.get('/api/f/area-management/region/list', {
      query: { level: 2, parentId: regionId(1, 'US-NY'), keyword: 'New York City' },
      locale: 'en',
    });
    const city = (cities.json() as { items: { id: string; displayName: string }[] }).items.find((r) => r.displayName === 'New York City');
    if (!city) throw new Error('New York City is missing from the regions data');
    nyCityId = city.id;
  }, 120_000); // the world's regions seeded: past Jest's 30 s once on a busy 2-core machine (regions.spec likewise)
  afterAll(() => ctx.close());

  const create = (user: TestUser, form: Record<string, string>, locale = 'zh-Hans') => ctx.post(BASE, { token: user, form, locale });
  const usAddress = (overrides: Record<string, string> = {}) => ({
    name: 'John Smith',
    phoneNumber: '+1 212 555 0100',
    regionLv0Id: regionId(0, 'US'),
    regionLv1Id: regionId(1, 'US-NY'),
    regionLv2Id: nyCityId,
    street: '350 5th Ave',
    postalCode: '10118',
    ...overrides,
  });

  describe('createAddress / getAddress', () => {
    it('stores the ids and answers display names in the request language', async () => {
      const res = await create(alice, shenzhenAddress());
      expect(res.statusCode).toBe(200);
      const created = res.json();
      expect(created).toMatchObject({
        ...CN,
        countryCode: 'CN',
        regionLv0DisplayName: '中国',
        regionLv1DisplayName: '广东省',
        regionLv2DisplayName: '深圳市',
        regionLv3DisplayName: '南山区',
        area: '中国-广东省-深圳市-南山区',
        isDefaultSender: false,
        postalCode: '518057',
      });
      expect(created.lastModificationTime).toBe(created.creationTime);
      const en = await ctx.get(`${BASE}/${created.id}`, { token: alice, locale: 'en' });
      expect(en.statusCode).toBe(200);
      expect(en.json().regionLv0DisplayName).toBe('China');
      expect(en.json().area).toMatch(/^China-Guangdong/);
    });

    it('accepts a country without lower levels required and an empty company', async () => {
      const res = await create(bob, usAddress({ companyName: '', email: '' }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ countryCode: 'US', regionLv3Id: null, regionLv3DisplayName: '', area: '美国-纽约州-纽约' });
    });

    it('keeps typed names without a region as typed, shown in both languages, and matched ones as ids (issue 27)', async () => {
      const form = {
        name: 'Seoul City Hall',
        phoneNumber: '+82 2 120',
        regionLv0Id: regionId(0, 'KR'),
        stateName: 'Seoul',
        cityName: 'Jung-gu',
        districtName: 'Taepyeongno 1-ga',
        street: '110 Sejong-daero',
        postalCode: '04524',
      };
      const res = await create(alice, form);
      expect(res.statusCode).toBe(200);
      const { id } = res.json() as { id: string };
      const stored = await ctx.db.selectFrom('addresses').select(['regionLv1Id', 'stateName', 'cityName', 'districtName']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(stored).toEqual({ regionLv1Id: regionId(1, 'KR-11'), stateName: null, cityName: 'Jung-gu', districtName: 'Taepyeongno 1-ga' });
      for (const [locale, country] of [['en', 'South Korea'], ['zh-Hans', '韩国']] as const) {
        const read = (await ctx.get(`${BASE}/${id}`, { token: alice, locale })).json();
        expect(read).toMatchObject({ regionLv2Id: null, cityName: 'Jung-gu', regionLv2DisplayName: 'Jung-gu', regionLv3DisplayName: 'Taepyeongno 1-ga' });
        expect(read.area).toMatch(new RegExp(`^${country}-.+-Jung-gu-Taepyeongno 1-ga$`));
      }
      const found = (await ctx.post(`${BASE}/list`, { token: alice, body: { keyword: 'jung-gu' } })).json();
      expect(found.items.map((i: { id: string }) => i.id)).toEqual([id]);
    });

    it('asks for the postcode only where the country needs one, naming the field', async () => {
      const { postalCode: _omitted, ...withoutPostcode } = usAddress();
      const us = await create(bob, withoutPostcode, 'en');
      expect(us.statusCode).toBe(400);
      expect(errorOf(us).validationErrors).toEqual([{ members: ['postalCode'], message: 'Please enter the postal code.' }]);
      const hk = await create(bob, { name: 'HK Museum of Art', phoneNumber: '+852 2721 0116', regionLv0Id: regionId(0, 'HK'), stateName: 'Kowloon', cityName: '油尖旺区', street: '10 Salisbury Road' });
      expect(hk.statusCode).toBe(200);
      expect(hk.json()).toMatchObject({ postalCode: '', stateName: null, area: '香港-九龙-油尖旺区' });
    });

    it('answers 400 with the missing fields', async () => {
      const res = await create(alice, { name: 'x' }, 'en');
      expect(res.statusCode).toBe(400);
      expect(membersOf(res)).toEqual(expect.arrayContaining(['phoneNumber', 'regionLv0Id', 'street']));
    });

    it('answers 400 for a wrong e-mail, a wrong postal code and a region of another parent', async () => {
      const res = await create(
        alice,
        shenzhenAddress({ email: 'nope', postalCode: '12345', regionLv2Id: regionId(2, '110100') }),
        'en',
      );
      expect(res.statusCode).toBe(400);
      expect(membersOf(res)).toEqual(expect.arrayContaining(['email', 'regionLv2Id']));
      const postal = await create(alice, shenzhenAddress({ postalCode: '12345' }), 'en');
      expect(membersOf(postal)).toEqual(['postalCode']);
    });

    it('requires the city where the country\'s rules do (the US): the typed name is the member, the level named', async () => {
      const { regionLv2Id: _omit, ...form } = usAddress();
      const res = await create(alice, form, 'en');
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).validationErrors).toEqual([{ members: ['cityName'], message: 'Please enter the city.' }]);
    });

    it('needs a token', async () => {
      expect((await ctx.post(BASE, { form: shenzhenAddress() })).statusCode).toBe(401);
      expect((await ctx.get(`${BASE}/${newId()}`)).statusCode).toBe(401);
    });

    it("answers 404 for another user's address and for a missing one", async () => {
      const mine = (await create(alice, shenzhenAddress())).json();
      expect((await ctx.get(`${BASE}/${mine.id}`, { token: bob })).statusCode).toBe(404);
      expect((await ctx.get(`${BASE}/${newId()}`, { token: alice })).statusCode).toBe(404);
    });
  });

  describe('merchants (issue 14: the merchant portal mounts the same address book)', () => {
    it("keeps a merchant's book, default sender included, apart from a member's", async () => {
      const merchant = await ctx.createUser({ userType: 30, merchantId: 'M900001' });
      const mine = await create(merchant, shenzhenAddress({ name: 'Merchant sender' }));
      expect(mine.statusCode).toBe(200);
      const id = mine.json().id as string;
      expect((await ctx.get(`${BASE}/${id}`, { token: merchant })).json()).toMatchObject({ id, name: 'Merchant sender' });
      const set = await ctx.post('/api/f/user-management/profile/update-default-sender-address', { token: merchant, body: { addressId: id } });
      expect(set.json()).toMatchObject({ defaultSenderAddressId: id });
      const list = (await ctx.post(`${BASE}/list`, { token: merchant, body: {} })).json();
      expect(list.items.map((i: { id: string }) => i.id)).toEqual([id]);
      // Neither side reads the other's addresses, nor lists them.
      expect((await ctx.get(`${BASE}/${id}`, { token: alice })).statusCode).toBe(404);
      const alices = (await create(alice, shenzhenAddress())).json();
      expect((await ctx.get(`${BASE}/${alices.id}`, { token: merchant })).statusCode).toBe(404);
      expect((await ctx.post(`${BASE}/list`, { token: alice, body: {} })).json().items.map((i: { id: string }) => i.id)).not.toContain(id);
    });
  });

  describe('updateAddress / deleteAddress', () => {
    it('updates an own address', async () => {
      const mine = (await create(alice, shenzhenAddress())).json();
      const res = await ctx.put(`${BASE}/${mine.id}`, { token: alice, form: usAddress({ name: 'Jane Doe' }) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: mine.id, name: 'Jane Doe', countryCode: 'US', regionLv3Id: null, creationTime: mine.creationTime });
    });

    it('validates the update', async () => {
      const mine = (await create(alice, shenzhenAddress())).json();
      const res = await ctx.put(`${BASE}/${mine.id}`, { token: alice, form: shenzhenAddress({ phoneNumber: 'abc' }) });
      expect(res.statusCode).toBe(400);
      expect(membersOf(res)).toEqual(['phoneNumber']);
    });

    it("answers 404 when updating or deleting another user's address, and changes nothing", async () => {
      const mine = (await create(alice, shenzhenAddress())).json();
      expect((await ctx.put(`${BASE}/${mine.id}`, { token: bob, form: usAddress() })).statusCode).toBe(404);
      expect((await ctx.delete(`${BASE}/${mine.id}`, { token: bob })).statusCode).toBe(404);
      expect((await ctx.get(`${BASE}/${mine.id}`, { token: alice })).json().countryCode).toBe('CN');
    });

    it('deletes an own address', async () => {
      const mine = (await create(alice, shenzhenAddress())).json();
      expect((await ctx.delete(`${BASE}/${mine.id}`, { token: alice })).statusCode).toBe(204);
      expect((await ctx.get(`${BASE}/${mine.id}`, { token: alice })).statusCode).toBe(404);
      expect((await ctx.delete(`${BASE}/${mine.id}`, { token: alice })).statusCode).toBe(404);
    });
  });

  describe('default sender', () => {
    const setDefault = (user: TestUser, addressId: string | null) =>
      ctx.post('/api/f/user-management/profile/update-default-sender-address', { token: user, body: { addressId } });

    it('sets, expands in the profile, lists first, clears with null', async () => {
      const user = await ctx.createUser();
      const a = (await create(user, shenzhenAddress({ name: 'First' }))).json();
      const b = (await create(user, usAddress({ name: 'Second' }))).json();
      const set = await setDefault(user, a.id);
      expect(set.statusCode).toBe(200);
      expect(set.json()).toMatchObject({ defaultSenderAddressId: a.id, defaultSenderAddress: { id: a.id, isDefaultSender: true, area: '中国-广东省-深圳市-南山区' } });
      const list = await ctx.post(`${BASE}/list`, { token: user, body: {} });
      expect(list.json().items.map((i: { id: string }) => i.id)).toEqual([a.id, b.id]);
      const profileEn = await ctx.get('/api/f/user-management/profile/my', { token: user, locale: 'en' });
      expect(profileEn.json().defaultSenderAddress.regionLv0DisplayName).toBe('China');
      const cleared = await setDefault(user, null);
      expect(cleared.json()).toMatchObject({ defaultSenderAddressId: null, defaultSenderAddress: null });
    });

    it("refuses another user's address (404) and a malformed id (400)", async () => {
      const theirs = (await create(bob, shenzhenAddress())).json();
      expect((await setDefault(alice, theirs.id)).statusCode).toBe(404);
      const bad = await setDefault(alice, 'not-a-uuid');
      expect(bad.statusCode).toBe(400);
      expect(membersOf(bad)).toEqual(['addressId']);
      expect((await ctx.post('/api/f/user-management/profile/update-default-sender-address', { body: { addressId: null } })).statusCode).toBe(401);
    });

    it('deleting the default sender clears it from the profile', async () => {
      const user = await ctx.createUser();
      const a = (await create(user, shenzhenAddress())).json();
      await setDefault(user, a.id);
      expect((await ctx.delete(`${BASE}/${a.id}`, { token: user })).statusCode).toBe(204);
      const profile = await ctx.get('/api/f/user-management/profile/my', { token: user });
      expect(profile.json()).toMatchObject({ defaultSenderAddressId: null, defaultSenderAddress: null });
      const row = await ctx.db.selectFrom('users').select('defaultSenderAddressId').where('id', '=', user.id).executeTakeFirstOrThrow();
      expect(row.defaultSenderAddressId).toBeNull();
    });
  });

  describe('getAddressList', () => {
    let carol: TestUser;
    beforeAll(async () => {
      carol = await ctx.createUser();
      for (let i = 1; i <= 9; i++) {
        await create(carol, shenzhenAddress({ name: `Person ${i}`, street: i === 4 ? 'Baker STREET 221b' : `Road ${i}` }));
      }
    });

    it('pages by 7 by default, newest first', async () => {
      const res = await ctx.post(`${BASE}/list`, { token: carol });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.totalCount).toBe(9);
      expect(body.items).toHaveLength(7);
      expect(body.items[0].name).toBe('Person 9');
      const next = (await ctx.post(`${BASE}/list`, { token: carol, body: { skipCount: 7, maxResultCount: 7 } })).json();
      expect(next.items.map((i: { name: string }) => i.name)).toEqual(['Person 2', 'Person 1']);
    });

    it('filters by keyword, case-insensitively, over street and postal code too', async () => {
      const street = (await ctx.post(`${BASE}/list`, { token: carol, body: { keyword: 'baker street' } })).json();
      expect(street.items.map((i: { name: string }) => i.name)).toEqual(['Person 4']);
      const name = (await ctx.post(`${BASE}/list`, { token: carol, body: { keyword: 'PERSON 7' } })).json();
      expect(name.totalCount).toBe(1);
      const postal = (await ctx.post(`${BASE}/list`, { token: carol, body: { keyword: '518057' } })).json();
      expect(postal.totalCount).toBe(9);
      const none = (await ctx.post(`${BASE}/list`, { token: carol, body: { keyword: '100%' } })).json();
      expect(none.totalCount).toBe(0);
    });

    it('shows only the caller’s addresses', async () => {
      const res = (await ctx.post(`${BASE}/list`, { token: alice, body: { keyword: 'Person' } })).json();
      expect(res.totalCount).toBe(0);
    });

    it('validates paging and needs a token', async () => {
      const bad = await ctx.post(`${BASE}/list`, { token: carol, body: { maxResultCount: 0 } });
      expect(bad.statusCode).toBe(400);
      expect(membersOf(bad)).toEqual(['maxResultCount']);
      expect((await ctx.post(`${BASE}/list`, { body: {} })).statusCode).toBe(401);
    });
  });

  it(`refuses more than ${MAX_ADDRESSES_PER_USER} addresses`, async () => {
    const user = await ctx.createUser();
    const now = new Date().toISOString();
    const row = {
      userId: user.id,
      name: 'Bulk',
      companyName: '',
      phoneNumber: '+86 138 0000 0000',
      email: '',
      countryCode: 'CN',
      ...CN,
      street: 'Bulk road',
      postalCode: '518057',
      creationTime: now,
      lastModificationTime: now,
    };
    await ctx.db
      .insertInto('addresses')
      .values(Array.from({ length: MAX_ADDRESSES_PER_USER - 1 }, () => ({ ...row, id: newId() })))
      .execute();
    expect((await create(user, shenzhenAddress())).statusCode).toBe(200);
    const over = await create(user, shenzhenAddress(), 'en');
    expect(over.statusCode).toBe(400);
    expect(errorOf(over)).toMatchObject({ code: 'Accounts:AddressLimit', message: 'The address book holds at most 500 addresses.' });
  });

  describe('demo seeder', () => {
    const seed = (demo: boolean) =>
      runSeeders(ctx.db, accountsModule.seeders, { demo, config: ctx.config, log: { info: () => undefined, warn: (m) => console.warn(m) } });

    it('creates nothing when demo data is not wanted', async () => {
      await seed(false);
      const row = await ctx.db.selectFrom('users').select('id').where('userName', '=', 'demo-member').executeTakeFirst();
      expect(row).toBeUndefined();
    });

    it('creates the two demo accounts once, with their addresses', async () => {
      await seed(true);
      await seed(true);
      const users = await ctx.db.selectFrom('users').selectAll().where('userName', 'in', ['demo-member', 'demo-merchant']).execute();
      expect(users).toHaveLength(2);
      const merchant = users.find((u) => u.userName === 'demo-merchant');
      expect(merchant).toMatchObject({ userType: 30, merchantId: 'M100001' });

      const login = await loginAs(ctx, 'demo-member', 'Member#2026', { ip: '10.2.0.1' });
      expect(login.statusCode).toBe(200);
      const token = login.json().accessToken as string;
      const profile = (await ctx.get('/api/f/user-management/profile/my', { token })).json();
      expect(profile).toMatchObject({ name: '王小明', userType: 20, defaultSenderAddress: { countryCode: 'CN', isDefaultSender: true } });
      const list = (await ctx.post(`${BASE}/list`, { token, body: {} })).json();
      expect(list.totalCount).toBe(3);
      expect(list.items.map((i: { countryCode: string }) => i.countryCode)).toEqual(['CN', 'GB', 'US']);

      const merchantLogin = await loginAs(ctx, 'demo-merchant', 'Merchant#2026', { ip: '10.2.0.2' });
      expect(merchantLogin.statusCode).toBe(200);
      const merchantList = (await ctx.post(`${BASE}/list`, { token: merchantLogin.json().accessToken, body: {} })).json();
      expect(merchantList.totalCount).toBe(1);
    });

    it('is part of the registered seeders', () => {
      expect(seedersOf([accountsModule]).map((s) => s.name)).toContain('accounts-demo');
    });
  });
});
