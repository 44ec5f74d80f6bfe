import { UserType } from '@forwarder/contracts/api-f';
import { createTestContext, type TestContext } from '../../../../test/harness';
import { loginAs } from '../testing/accounts-fixtures';
import { auditCount, errorOf, membersOf, newOrders, OPS, setUpOps, type OpsActors } from '../../orders/testing/ops-fixtures';
import { sender } from '../../orders/testing/fixtures';
import { generateTemporaryPassword } from './temporary-password';

// Customers as staff see them: the list, opening an account, enabling and disabling, a temporary password. Operators
// are the actors throughout (admins pass the same guard).

const CUSTOMERS = `${OPS}/customers`;
const UNKNOWN = '0b8f5d2e-6a3c-4a51-9a7e-3f2d1c0b9a88';
const PROFILE = '/api/f/user-management/profile/my';

describe('customers (staff)', () => {
  let ctx: TestContext;
  let actors: OpsActors;
  let ip = 0;
  // Every sign-in from its own address, so the per-address attempt limit never interferes between tests.
  const signIn = (userName: string, password: string) => loginAs(ctx, userName, password, { ip: `10.77.0.${++ip}` });

  beforeAll(async () => {
    ctx = await createTestContext();
    actors = await setUpOps(ctx);
  });
  afterAll(() => ctx?.close());

  const create = (body: Record<string, unknown>, token = actors.operator, locale?: string) => ctx.post(CUSTOMERS, { token, body, ...(locale ? { locale } : {}) });
  const list = (body: Record<string, unknown> = {}) => ctx.post(`${CUSTOMERS}/list`, { token: actors.operator, body });
  const member = (userName: string, extra: Record<string, unknown> = {}) => ({ userType: 20, userName, name: '王小明', password: 'Parcel#2026', ...extra });

  describe('who may call', () => {
    const calls = [
      ['getCustomerList', 'POST', `${CUSTOMERS}/list`, {}],
      ['createCustomer', 'POST', CUSTOMERS, member('nobody-1')],
      ['getCustomer', 'GET', `${CUSTOMERS}/${UNKNOWN}`, undefined],
      ['setCustomerActive', 'PUT', `${CUSTOMERS}/${UNKNOWN}/state`, { isActive: false }],
      ['resetCustomerPassword', 'POST', `${CUSTOMERS}/${UNKNOWN}/password-reset`, undefined],
    ] as const;

    it.each(calls)('%s: 401 without a token, 403 Ops:StaffOnly for members and merchants', async (_id, method, url, body) => {
      const send = (token?: string) =>
        ctx.inject({ method, url, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) }, payload: body ? JSON.stringify(body) : undefined });
      expect((await send()).statusCode).toBe(401);
      for (const customer of [actors.member, actors.merchant]) {
        const res = await send(await ctx.tokenFor(customer));
        expect(res.statusCode).toBe(403);
        expect(errorOf(res).code).toBe('Ops:StaffOnly');
      }
    });

    it('an unknown id answers 404 on the detail, the state and the password; a staff id too', async () => {
      for (const id of [UNKNOWN, actors.admin.id]) {
        expect((await ctx.get(`${CUSTOMERS}/${id}`, { token: actors.operator })).statusCode).toBe(404);
        expect((await ctx.put(`${CUSTOMERS}/${id}/state`, { token: actors.operator, body: { isActive: false } })).statusCode).toBe(404);
        expect((await ctx.post(`${CUSTOMERS}/${id}/password-reset`, { token: actors.operator })).statusCode).toBe(404);
      }
      // The admin's account was not touched.
      expect((await ctx.get(`${OPS}/me`, { token: actors.admin })).statusCode).toBe(200);
    });
  });

  describe('createCustomer', () => {
    it('opens a member (audited without the password) who can sign in; admins may too', async () => {
      const before = await auditCount(ctx);
      const res = await create(member('xiaoming', { email: ' xm@example.com ', phoneNumber: '13800138000', companyName: '小明电商' }));
      expect(res.statusCode).toBe(201);
      const created = res.json();
      expect(created).toMatchObject({ userName: 'xiaoming', userType: 20, merchantId: null, name: '王小明', email: 'xm@example.com', phoneNumber: '13800138000', companyName: '小明电商', isActive: true, orderCount: 0, addresses: [] });
      expect(await auditCount(ctx)).toBe(before + 1);
      const entry = await ctx.db.selectFrom('audit_entries').selectAll().where('entityId', '=', created.id).executeTakeFirstOrThrow();
      expect(entry).toMatchObject({ action: 'customer.create', entityType: 'customer', entityLabel: 'xiaoming', actorId: actors.operator.id, before: null });
      expect(entry.after).not.toContain('Parcel#2026');
      expect((await signIn('xiaoming', 'Parcel#2026')).statusCode).toBe(200);
      expect((await create(member('by-admin'), actors.admin)).statusCode).toBe(201);
    });

    it('gives a merchant the next free merchant id, or the one asked for', async () => {
      const auto = await create({ ...member('shop-auto'), userType: 30 });
      expect(auto.statusCode).toBe(201);
      expect(auto.json().merchantId).toMatch(/^M\d{6}$/);
      const chosen = await create({ ...member('shop-chosen'), userType: 30, merchantId: 'm200001' });
      expect(chosen.json()).toMatchObject({ userType: 30, merchantId: 'M200001' });
    });

    it('refuses a taken user name (any case) or merchant id, a bad name, a weak password, bad contacts and a merchant id on a member', async () => {
      await create(member('taken-name'));
      const before = await auditCount(ctx);
      const dup = await create(member('TAKEN-name'), actors.operator, 'en');
      expect(dup.statusCode).toBe(400);
      expect(errorOf(dup).code).toBe('Validation');
      expect(membersOf(dup)).toEqual(['userName']);
      expect(errorOf(dup).validationErrors?.[0]?.message).toBe('The user name TAKEN-name is taken.');
      const dupMerchant = await create({ ...member('shop-dup'), userType: 30, merchantId: 'M200001' });
      expect(membersOf(dupMerchant)).toEqual(['merchantId']);
      const bad = await create(member('-bad', { password: 'lettersonly', email: 'not-mail', phoneNumber: 'call me', merchantId: 'M123456' }));
      expect(bad.statusCode).toBe(400);
      expect(membersOf(bad).sort()).toEqual(['email', 'merchantId', 'password', 'phoneNumber', 'userName']);
      const badId = await create({ ...member('shop-bad-id'), userType: 30, merchantId: 'X1' }, actors.operator, 'zh-Hans');
      expect(errorOf(badId).validationErrors?.[0]?.message).toBe('商户号为 M 加 6 位数字，例如 M100001。');
      const schema = await create({ userType: 40, userName: 'staffish', name: 'x', password: 'Parcel#2026' });
      expect(schema.statusCode).toBe(400);
      expect(await auditCount(ctx)).toBe(before);
      expect(await ctx.db.selectFrom('users').select('id').where('userName', 'in', ['-bad', 'shop-dup', 'shop-bad-id', 'staffish']).execute()).toEqual([]);
    });
  });

  describe('getCustomerList and getCustomer', () => {
    let shop: { id: string; userName: string; merchantId: string };

    beforeAll(async () => {
      shop = (await create({ userType: 30, userName: 'list-shop', name: '列表商户', email: 'list-shop@example.com', phoneNumber: '+86 755 1234 5678', merchantId: 'M300300', password: 'Parcel#2026' })).json();
      await newOrders(ctx, { ...actors.merchant, id: shop.id }, 3);
      await ctx.post('/api/f/user-management/address', { token: await ctx.tokenFor({ id: shop.id }), form: sender });
    });

    it('finds customers by user name, name, e-mail, phone and merchant id, never staff', async () => {
      for (const keyword of ['LIST-SHOP', '列表商户', 'list-shop@example', '1234 5678', 'm300300']) {
        const res = await list({ keyword });
        expect([keyword, res.json().items.map((c: { userName: string }) => c.userName)]).toEqual([keyword, ['list-shop']]);
      }
      expect((await list({ keyword: actors.admin.userName })).json().totalCount).toBe(0);
      const item = (await list({ keyword: 'list-shop' })).json().items[0];
      expect(item).toMatchObject({ id: shop.id, userType: 30, merchantId: 'M300300', orderCount: 3, isActive: true });
      expect(item).not.toHaveProperty('passwordHash');
    });

    it('filters by type and state, pages newest first', async () => {
      const merchants = (await list({ userType: 30, maxResultCount: 1000 })).json();
      expect(merchants.items.every((c: { userType: number }) => c.userType === 30)).toBe(true);
      const members = (await list({ userType: 20, maxResultCount: 1000 })).json();
      expect(members.items.every((c: { userType: number }) => c.userType === 20)).toBe(true);
      const all = (await list({ maxResultCount: 1000 })).json();
      expect(all.totalCount).toBe(merchants.totalCount + members.totalCount);
      const page = (await list({ maxResultCount: 2, skipCount: 1 })).json();
      expect(page.items.map((c: { id: string }) => c.id)).toEqual(all.items.slice(1, 3).map((c: { id: string }) => c.id));
      const times = all.items.map((c: { creationTime: string }) => c.creationTime);
      expect([...times].sort().reverse()).toEqual(times);
      expect((await list({ isActive: false, keyword: 'list-shop' })).json().totalCount).toBe(0);
      expect((await list({ userType: 40 })).statusCode).toBe(400);
    });

    it("answers a customer's profile, order count and address book in the request language", async () => {
      const res = await ctx.get(`${CUSTOMERS}/${shop.id}`, { token: actors.operator, locale: 'en' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ userName: 'list-shop', merchantId: 'M300300', orderCount: 3, phoneNumber: '+86 755 1234 5678' });
      expect(res.json().addresses).toEqual([expect.objectContaining({ name: sender.name, countryCode: 'CN', street: sender.street, isDefaultSender: false, area: expect.stringMatching(/^China/) })]);
      const [address] = res.json().addresses;
      await ctx.db.updateTable('users').set({ defaultSenderAddressId: address.id }).where('id', '=', shop.id).execute();
      const marked = await ctx.get(`${CUSTOMERS}/${shop.id}`, { token: actors.operator, locale: 'en' });
      expect(marked.json().addresses).toEqual([{ ...address, isDefaultSender: true }]);
      // Setting the state the customer already has answers the same detail (and changes nothing).
      const unchanged = await ctx.put(`${CUSTOMERS}/${shop.id}/state`, { token: actors.operator, body: { isActive: true }, locale: 'en' });
      expect(unchanged.json()).toEqual(marked.json());
    });
  });

  describe('setCustomerActive', () => {
    it('a disabled customer cannot sign in and their tokens die; enabling lets them back; each change audited once', async () => {
      const customer = await ctx.createUser({ userType: UserType.Member, password: 'Harbour#2026' });
      const token = await ctx.tokenFor(customer);
      expect((await ctx.get(PROFILE, { token })).statusCode).toBe(200);
      const off = await ctx.put(`${CUSTOMERS}/${customer.id}/state`, { token: actors.operator, body: { isActive: false } });
      expect(off.statusCode).toBe(200);
      expect(off.json().isActive).toBe(false);
      expect((await ctx.get(PROFILE, { token })).statusCode).toBe(401);
      const refused = await signIn(customer.userName, 'Harbour#2026');
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).code).toBe('Passport:UserDisabled');
      expect((await list({ isActive: false, keyword: customer.userName })).json().totalCount).toBe(1);
      // Disabling again changes nothing and is not logged again.
      await ctx.put(`${CUSTOMERS}/${customer.id}/state`, { token: actors.operator, body: { isActive: false } });
      const entries = await ctx.db.selectFrom('audit_entries').selectAll().where('entityId', '=', customer.id).orderBy('time').execute();
      expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([['customer.disable', '{"isActive":true}', '{"isActive":false}']]);
      const on = await ctx.put(`${CUSTOMERS}/${customer.id}/state`, { token: actors.operator, body: { isActive: true } });
      expect(on.json().isActive).toBe(true);
      expect((await signIn(customer.userName, 'Harbour#2026')).statusCode).toBe(200);
      expect(await auditCount(ctx, customer.id)).toBe(2);
      expect((await ctx.put(`${CUSTOMERS}/${customer.id}/state`, { token: actors.operator, body: {} })).statusCode).toBe(400);
    });
  });

  describe('resetCustomerPassword', () => {
    it('answers a strong temporary password once, stores only its hash, ends every session and logs no password', async () => {
      const customer = await ctx.createUser({ userType: UserType.Merchant, merchantId: 'M400400', password: 'Harbour#2026' });
      // Two live sessions: the one createUser opens and this one.
      const token = await ctx.tokenFor(customer);
      const res = await ctx.post(`${CUSTOMERS}/${customer.id}/password-reset`, { token: actors.operator });
      expect(res.statusCode).toBe(200);
      const { temporaryPassword } = res.json() as { temporaryPassword: string };
      expect(temporaryPassword).toMatch(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{14}$/);
      expect((await ctx.get(PROFILE, { token })).statusCode).toBe(401);
      expect(errorOf(await signIn(customer.userName, 'Harbour#2026')).code).toBe('Passport:InvalidCredentials');
      expect((await signIn(customer.userName, temporaryPassword)).statusCode).toBe(200);
      const stored = await ctx.db.selectFrom('users').select('passwordHash').where('id', '=', customer.id).executeTakeFirstOrThrow();
      expect(stored.passwordHash).not.toContain(temporaryPassword);
      const entry = await ctx.db.selectFrom('audit_entries').selectAll().where('entityId', '=', customer.id).executeTakeFirstOrThrow();
      expect(entry).toMatchObject({ action: 'customer.password-reset', entityLabel: customer.userName, before: null, after: '{"endedSessions":2}' });
      const again = (await ctx.post(`${CUSTOMERS}/${customer.id}/password-reset`, { token: actors.admin })).json();
      expect(again.temporaryPassword).not.toBe(temporaryPassword);
    });

    it('the audit log names the actions in both languages', async () => {
      const log = await ctx.post(`${OPS}/audit/list`, { token: actors.operator, body: { action: 'customer.password-reset' }, locale: 'en' });
      expect(log.json().items[0]).toMatchObject({ actionDisplayName: "Reset a customer's password", entityType: 'customer' });
    });
  });

  it('temporary passwords always hold a letter and a digit and do not repeat', () => {
    const made = Array.from({ length: 500 }, generateTemporaryPassword);
    expect(made.every((p) => /[A-Za-z]/.test(p) && /\d/.test(p) && p.length === 14 && !/[0O1lI]/.test(p))).toBe(true);
    expect(new Set(made).size).toBe(500);
  });
});
