import path from 'node:path';
import { StaffRole } from '@forwarder/contracts/api-ops';
import { createTestContext, REPO_ROOT, type TestContext } from '../../../../test/harness';
import { STAFF_ROLE_EXTENSION } from '../../../auth/guards';
import { loadSpec } from '../../../http/openapi/spec';
import { loginAs } from '../testing/accounts-fixtures';
import { auditCount, errorOf, membersOf, OPS, setUpOps, type OpsActors } from '../../orders/testing/ops-fixtures';

// Who may call the staff contract (every operation, read from the YAML), staff accounts, and staff on the
// customer contract.

const opsSpec = loadSpec(path.join(REPO_ROOT, 'openapi/api-ops/api-ops.yaml'));
const fSpec = loadSpec(path.join(REPO_ROOT, 'openapi/api-f/api-f.yaml'));
const SOME_ID = '0b8f5d2e-6a3c-4a51-9a7e-3f2d1c0b9a88';
const urlOf = (op: { path: string }, value = SOME_ID) => op.path.replace(/\{[^}]+\}/g, value);

describe('staff (guards, me, accounts)', () => {
  let ctx: TestContext;
  let actors: OpsActors;

  beforeAll(async () => {
    ctx = await createTestContext();
    actors = await setUpOps(ctx);
  });
  afterAll(() => ctx?.close());

  const call = (op: (typeof opsSpec.operations)[number], token?: string, body: unknown = {}) =>
    ctx.inject({
      method: op.method.toUpperCase() as 'POST',
      url: urlOf(op),
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(op.requestBody ? { 'content-type': 'application/json' } : {}) },
      payload: op.requestBody ? JSON.stringify(body) : undefined,
    });
  /** The machine API's operations (security apiKeyAuth): called with a key, never a user's token. */
  const byKey = (op: (typeof opsSpec.operations)[number]) => op.apiKeyHeader !== null;
  const isMultipart = (op: (typeof opsSpec.operations)[number]) => Boolean(op.requestBody && 'multipart/form-data' in op.requestBody.content);
  /** A key with every scope, made by the API as an admin would. */
  const keySecret = async (): Promise<string> => {
    const res = await ctx.post(`${OPS}/api-keys`, { token: actors.admin, body: { name: 'staff spec', scopes: ['events:write', 'events:read'] } });
    return (res.json() as { secret: string }).secret;
  };

  describe('every operation of api-ops', () => {
    it.each(opsSpec.operations.map((op) => [op.operationId, op] as const))('%s: 401 without a token, 403 Ops:StaffOnly for customers', async (_id, op) => {
      expect((await call(op)).statusCode).toBe(401);
      for (const customer of [actors.member, actors.merchant]) {
        const res = await call(op, await ctx.tokenFor(customer), { bogus: true });
        // A user's token is no key: the machine API answers it as if none came.
        expect([res.statusCode, errorOf(res).code]).toEqual(byKey(op) ? [401, 'Ops:ApiKeyRequired'] : [403, 'Ops:StaffOnly']);
      }
    });

    it.each(opsSpec.operations.filter((op) => op.requestBody || op.parameters.some((p) => p.in === 'path')).map((op) => [op.operationId, op] as const))(
      '%s: 400 on bad input, for staff',
      async (_id, op) => {
        const auth = byKey(op) ? { 'x-api-key': await keySecret() } : { authorization: `Bearer ${await ctx.tokenFor(actors.admin)}` };
        const multipart = '--b\r\nContent-Disposition: form-data; name="bogus"\r\n\r\ntrue\r\n--b--\r\n';
        const res = await ctx.inject({
          method: op.method.toUpperCase() as 'POST',
          url: urlOf(op, op.parameters.some((p) => p.in === 'path' && p.name !== 'waybillNumber') ? 'not-a-uuid' : 'x'.repeat(40)),
          headers: { ...auth, ...(op.requestBody ? { 'content-type': isMultipart(op) ? 'multipart/form-data; boundary=b' : 'application/json' } : {}) },
          payload: op.requestBody ? (isMultipart(op) ? multipart : JSON.stringify({ bogus: true })) : undefined,
        });
        expect(res.statusCode).toBe(400);
        expect(errorOf(res).validationErrors?.length).toBeGreaterThan(0);
      },
    );

    it('admin operations are exactly the staff accounts, the retry of a failed mail, the API keys, the site navigation, the site settings, the shipping products and the billing account, and refuse operators with 403 Ops:AdminOnly', async () => {
      const adminOnly = opsSpec.operations.filter((op) => op.extensions[STAFF_ROLE_EXTENSION] === StaffRole.Admin);
      expect(adminOnly.map((op) => op.operationId).sort()).toEqual(
        [
          ...['createApiKey', 'createStaff', 'getApiKeyList', 'getStaffList', 'retryMail', 'revokeApiKey', 'updateStaff'],
          // site navigation (issue 13)
          ...['createSiteNav', 'deleteSiteNav', 'getSiteNavTree', 'moveSiteNav', 'setSiteNavVisibility', 'updateSiteNav'],
          // site settings (issue 13)
          ...['getSiteSettings', 'updateSiteSettings'],
          // shipping products and rate sheets (issue 13)
          ...['createRouting', 'getOpsRouting', 'getOpsRoutingList', 'getRateSheet', 'getRateSheetImportTemplate', 'importRateSheetZones', 'previewRateSheetImport', 'replaceRateSheet', 'setRoutingActive', 'updateRouting'],
          // billing (issue 29): a customer's account (kind, credit limit, currency), releasing a held order without
          // payment, the company's details on statements and invoices
          ...['updateCustomerBillingAccount', 'releaseOrderHold', 'getBillingSettings', 'updateBillingSettings'],
          // charge types and exchange rates (issue 29): staff read them, admins write them
          ...['createChargeType', 'updateChargeType', 'createExchangeRate'],
        ].sort(),
      );
      for (const op of adminOnly) {
        const res = await call(op, await ctx.tokenFor(actors.operator), { bogus: true });
        expect(res.statusCode).toBe(403);
        expect(errorOf(res).code).toBe('Ops:AdminOnly');
      }
      const refused = await ctx.post(`${OPS}/staff/list`, { token: actors.operator, locale: 'en' });
      expect(errorOf(refused).message).toBe('This operation is for administrators.');
      const zh = await ctx.post(`${OPS}/staff/list`, { token: actors.member });
      expect(errorOf(zh).message).toBe('此操作仅限货代员工使用。');
    });
  });

  describe('staff on the customer contract', () => {
    it('customer-data operations (signed-in ones declaring 403) answer 403 Auth:CustomersOnly; the rest work', async () => {
      // A public operation's 403 is about what was asked (a preview without a staff token), not customer data.
      const customerOnly = fSpec.operations.filter((op) => op.requiresAuth && '403' in op.responses);
      const publicWith403 = fSpec.operations.filter((op) => !op.requiresAuth && '403' in op.responses);
      expect(publicWith403.map((op) => op.operationId)).toContain('getArticleList');
      for (const op of publicWith403) expect([op.operationId, op.parameters.some((p) => p.name === 'preview')]).toEqual([op.operationId, true]);
      expect((await ctx.post('/api/f/content/article/list', { token: actors.operator, body: {} })).statusCode).toBe(200);
      expect(customerOnly.length).toBeGreaterThanOrEqual(20);
      for (const op of customerOnly) {
        const res = await call(op, await ctx.tokenFor(actors.operator), {});
        expect([op.operationId, res.statusCode]).toEqual([op.operationId, 403]);
        expect(errorOf(res).code).toBe('Auth:CustomersOnly');
      }
      const profile = await ctx.get('/api/f/user-management/profile/my', { token: actors.operator });
      expect(profile.statusCode).toBe(200);
      expect(profile.json()).toMatchObject({ userName: actors.operator.userName, userType: 40 });
      const config = await ctx.get('/api/f/system/application-configuration', { token: actors.admin });
      expect(config.statusCode).toBe(200);
      // Customers are unaffected.
      expect((await ctx.post('/api/f/logistics-management/order/list', { token: actors.member, body: {} })).statusCode).toBe(200);
    });

    it('staff sign in on the customer login and their profile says user type 40', async () => {
      const staff = await ctx.createUser({ userType: 40, staffRole: 'operator', password: 'Warehouse#2026' });
      const login = await loginAs(ctx, staff.userName, 'Warehouse#2026', { ip: '10.9.0.1' });
      expect(login.statusCode).toBe(200);
      const token = login.json().accessToken as string;
      expect((await ctx.get('/api/f/user-management/profile/my', { token })).json().userType).toBe(40);
      expect((await ctx.get(`${OPS}/me`, { token })).json()).toMatchObject({ userName: staff.userName, role: 'operator', isActive: true });
    });
  });

  describe('me', () => {
    it('getStaffMe answers the signed-in staff member', async () => {
      const res = await ctx.get(`${OPS}/me`, { token: actors.admin });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: actors.admin.id, userName: actors.admin.userName, role: 'admin', isActive: true });
    });
  });

  describe('staff accounts (admin)', () => {
    it('opens, lists and changes accounts, each with an audit entry', async () => {
      const before = await auditCount(ctx);
      const created = await ctx.post(`${OPS}/staff`, {
        token: actors.admin,
        body: { userName: 'li.wei', name: '李伟', email: 'li.wei@globe-freight.example', role: 'operator', password: 'Warehouse#2026' },
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ userName: 'li.wei', role: 'operator', isActive: true });
      const id = created.json().id as string;
      const list = await ctx.post(`${OPS}/staff/list`, { token: actors.admin, body: { keyword: 'li.w' } });
      expect(list.json()).toMatchObject({ totalCount: 1, items: [{ id }] });
      const changed = await ctx.put(`${OPS}/staff/${id}`, { token: actors.admin, body: { name: '李伟', email: '', role: 'admin', isActive: true } });
      expect(changed.json()).toMatchObject({ role: 'admin', email: '' });
      expect(await auditCount(ctx)).toBe(before + 2);
      const log = await ctx.post(`${OPS}/audit/list`, { token: actors.operator, body: { entityType: 'staff', entityId: id } });
      expect(log.json().items[0]).toMatchObject({ action: 'staff.update', before: { role: 'operator', email: 'li.wei@globe-freight.example' }, after: { role: 'admin', email: '' } });
      expect(log.json().items[1]).toMatchObject({ action: 'staff.create', before: null, after: { userName: 'li.wei', role: 'operator' } });
      expect(JSON.stringify(log.json())).not.toContain('Warehouse#2026');
    });

    it('refuses taken names, weak passwords and bad e-mails with field errors', async () => {
      const res = await ctx.post(`${OPS}/staff`, {
        token: actors.admin,
        body: { userName: 'li.wei2', name: '李伟', email: 'nope', role: 'operator', password: 'Harbour#2026' },
      });
      expect(res.statusCode).toBe(400);
      expect(membersOf(res)).toEqual(['email']);
      const weak = await ctx.post(`${OPS}/staff`, {
        token: actors.admin,
        body: { userName: '-li.wei2', name: '李伟', role: 'operator', password: 'weakpassword' },
        locale: 'en',
      });
      expect(membersOf(weak).sort()).toEqual(['password', 'userName']);
      expect(errorOf(weak).validationErrors?.find((v) => v.members[0] === 'password')?.message).toMatch(/at least one letter and one digit/);
      const taken = await ctx.post(`${OPS}/staff`, { token: actors.admin, body: { userName: 'LI.WEI', name: 'x', role: 'operator', password: 'Harbour#2026' } });
      expect(membersOf(taken)).toEqual(['userName']);
      expect(errorOf(taken).validationErrors?.[0]?.message).toMatch(/已被使用/);
    });

    it('an admin cannot demote or disable themselves', async () => {
      for (const body of [
        { name: 'x', email: '', role: 'operator', isActive: true },
        { name: 'x', email: '', role: 'admin', isActive: false },
      ]) {
        const res = await ctx.put(`${OPS}/staff/${actors.admin.id}`, { token: actors.admin, body });
        expect(res.statusCode).toBe(400);
        expect(errorOf(res).code).toBe('Ops:CannotChangeSelf');
      }
    });

    it('a disabled account cannot sign in and its tokens stop working; a customer id is not found', async () => {
      const staff = await ctx.createUser({ userType: 40, staffRole: 'operator', password: 'Harbour#2026' });
      const token = await ctx.tokenFor(staff);
      expect((await ctx.get(`${OPS}/me`, { token })).statusCode).toBe(200);
      const res = await ctx.put(`${OPS}/staff/${staff.id}`, { token: actors.admin, body: { name: 'x', email: '', role: 'operator', isActive: false } });
      expect(res.json().isActive).toBe(false);
      expect((await ctx.get(`${OPS}/me`, { token })).statusCode).toBe(401);
      const login = await loginAs(ctx, staff.userName, 'Harbour#2026', { ip: '10.9.0.2' });
      expect(login.statusCode).toBe(400);
      expect(errorOf(login).code).toBe('Passport:UserDisabled');
      const customer = await ctx.put(`${OPS}/staff/${actors.member.id}`, { token: actors.admin, body: { name: 'x', email: '', role: 'operator', isActive: true } });
      expect(customer.statusCode).toBe(404);
    });

    it('a demoted admin loses admin operations at once', async () => {
      const boss = await ctx.createUser({ userType: 40, staffRole: 'admin' });
      const token = await ctx.tokenFor(boss);
      expect((await ctx.post(`${OPS}/staff/list`, { token })).statusCode).toBe(200);
      await ctx.put(`${OPS}/staff/${boss.id}`, { token: actors.admin, body: { name: 'x', email: '', role: 'operator', isActive: true } });
      expect((await ctx.post(`${OPS}/staff/list`, { token })).statusCode).toBe(403);
    });
  });
});
