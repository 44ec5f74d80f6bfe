import { createTestContext, type TestContext } from '../../../test/harness';
import { errorOf, membersOf, OPS, setUpOps, type OpsActors } from '../orders/testing/ops-fixtures';

// The contact inbox on the real server (every module, TEST_DB's database): messages sent through the customer
// contract's contact form, read and handled through the staff contract.

const CONTACT = '/api/f/user-management/user-message';
const UNKNOWN_ID = '0b8f5d2e-6a3c-4a51-9a7e-3f2d1c0b9a88';

describe('contact inbox', () => {
  let ctx: TestContext;
  let actors: OpsActors;
  let ip = 0;

  beforeAll(async () => {
    ctx = await createTestContext();
    actors = await setUpOps(ctx);
  });
  afterAll(() => ctx?.close());

  /** A visitor's message through the public form (each from its own address: the form allows 5 an hour per IP). */
  async function send(overrides: Record<string, string> = {}): Promise<string> {
    const res = await ctx.inject({
      method: 'POST',
      url: CONTACT,
      remoteAddress: `198.51.100.${++ip}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: '王芳', email: 'wang.fang@example.com', phoneNumber: '+86 139 1234 5678', subject: '报价', content: '请问发往德国的海运拼箱怎么收费？', ...overrides }),
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { id: string }).id;
  }

  const list = (body: unknown, token: OpsActors[keyof OpsActors] | string = actors.operator, locale?: string) =>
    ctx.post(`${OPS}/messages/list`, { token, body, locale });
  const ids = (res: { json(): unknown }) => (res.json() as { items: { id: string }[] }).items.map((m) => m.id);
  const auditOf = async (entityId: string) =>
    (await ctx.post(`${OPS}/audit/list`, { token: actors.admin, body: { entityId } })).json().items as { action: string; actorUserName: string; entityType: string; entityLabel: string; before: unknown; after: unknown }[];

  describe('getContactMessageList', () => {
    it('lists newest first, by state and keyword, in pages; operators and admins alike', async () => {
      const tag = `tag${Date.now()}`;
      const first = await send({ content: `第一条留言 ${tag}`, name: 'Alice Zhang' });
      const second = await send({ content: `第二条留言 ${tag}`, email: 'bob@example.org', phoneNumber: '+49 30 1234567' });
      const third = await send({ content: `第三条留言 ${tag}` });
      // Distinct times (three sends may share a millisecond, and ties are ordered by id).
      for (const [minutes, id] of [[3, first], [2, second], [1, third]] as const) {
        await ctx.db.updateTable('user_messages').set({ creationTime: new Date(Date.now() - minutes * 60_000).toISOString() }).where('id', '=', id).execute();
      }
      const all = await list({ keyword: tag });
      expect(all.statusCode).toBe(200);
      expect(all.json().totalCount).toBe(3);
      expect(ids(all)).toEqual([third, second, first]);
      expect(all.json().items[0]).toMatchObject({ state: 'unread', readTime: null, readBy: null, handledTime: null, handledBy: null, handledNote: null, senderUserName: null, phoneNumber: '+86 139 1234 5678' });

      // Search: name (any case), e-mail, phone, content.
      expect(ids(await list({ keyword: 'alice zhang' }))).toEqual([first]);
      expect(ids(await list({ keyword: 'BOB@example' }))).toEqual([second]);
      expect(ids(await list({ keyword: '+49 30' }))).toEqual([second]);
      expect(ids(await list({ keyword: `第三条留言 ${tag}` }))).toEqual([third]);

      // States: read one, handle another.
      await ctx.get(`${OPS}/messages/${second}`, { token: actors.operator });
      await ctx.post(`${OPS}/messages/${third}/handle`, { token: actors.admin, body: {} });
      expect(ids(await list({ keyword: tag, state: 'unread' }))).toEqual([first]);
      expect(ids(await list({ keyword: tag, state: 'read' }))).toEqual([second]);
      expect(ids(await list({ keyword: tag, state: 'handled' }, actors.admin))).toEqual([third]);

      const page = await list({ keyword: tag, maxResultCount: 2, skipCount: 2 });
      expect(page.json().totalCount).toBe(3);
      expect(ids(page)).toEqual([first]);
    });

    it('a signed-in sender is named by their account', async () => {
      const res = await ctx.post(CONTACT, { token: actors.member, body: { name: '会员', email: 'member@example.com', content: '我的包裹什么时候到？' }, headers: { 'x-forwarded-for': '198.51.100.250' } });
      expect(res.statusCode).toBe(200);
      const message = (await ctx.get(`${OPS}/messages/${res.json().id}`, { token: actors.operator })).json();
      expect(message.senderUserName).toBe(actors.member.userName);
      expect(message.phoneNumber).toBeNull();
    });

    it('refuses bad input with validation errors, no token with 401 and customers with 403', async () => {
      const bad = await list({ state: 'archived', maxResultCount: 0 });
      expect(bad.statusCode).toBe(400);
      expect(membersOf(bad).length).toBeGreaterThan(0);
      expect((await ctx.post(`${OPS}/messages/list`, { body: {} })).statusCode).toBe(401);
      const customer = await list({}, actors.member);
      expect(customer.statusCode).toBe(403);
      expect(errorOf(customer).code).toBe('Ops:StaffOnly');
    });
  });

  describe('getContactMessage', () => {
    it('the first staff member to open it marks it read; later reads change nothing', async () => {
      const id = await send();
      const opened = await ctx.get(`${OPS}/messages/${id}`, { token: actors.operator });
      expect(opened.statusCode).toBe(200);
      expect(opened.json()).toMatchObject({ id, name: '王芳', email: 'wang.fang@example.com', subject: '报价', state: 'read', readBy: actors.operator.userName });
      const readTime = opened.json().readTime as string;
      expect(Math.abs(Date.parse(readTime) - Date.now())).toBeLessThan(60_000);
      const again = (await ctx.get(`${OPS}/messages/${id}`, { token: actors.admin })).json();
      expect(again).toMatchObject({ state: 'read', readBy: actors.operator.userName, readTime });
      // Reading is kept on the message, not in the audit log.
      expect(await auditOf(id)).toEqual([]);
    });

    it('404 for an unknown id, 400 for a malformed one, 401 and 403 for customers', async () => {
      expect((await ctx.get(`${OPS}/messages/${UNKNOWN_ID}`, { token: actors.operator })).statusCode).toBe(404);
      const malformed = await ctx.get(`${OPS}/messages/not-an-id`, { token: actors.operator });
      expect(malformed.statusCode).toBe(400);
      expect(membersOf(malformed).length).toBeGreaterThan(0);
      const id = await send();
      expect((await ctx.get(`${OPS}/messages/${id}`)).statusCode).toBe(401);
      expect((await ctx.get(`${OPS}/messages/${id}`, { token: actors.merchant })).statusCode).toBe(403);
      // Refused callers did not read it.
      expect((await ctx.get(`${OPS}/messages/${id}`, { token: actors.admin })).json().readBy).toBe(actors.admin.userName);
    });
  });

  describe('handleContactMessage and reopenContactMessage', () => {
    it('handles with a note (reading an unread message too), audited in both languages; reopening goes back to read', async () => {
      const id = await send({ name: '赵六', email: 'zhao@example.com' });
      const handled = await ctx.post(`${OPS}/messages/${id}/handle`, { token: actors.operator, body: { note: '  已电话联系并发送报价。 ' } });
      expect(handled.statusCode).toBe(200);
      expect(handled.json()).toMatchObject({ state: 'handled', handledBy: actors.operator.userName, handledNote: '已电话联系并发送报价。', readBy: actors.operator.userName });
      expect(handled.json().handledTime).toBe(handled.json().readTime);

      const again = await ctx.post(`${OPS}/messages/${id}/handle`, { token: actors.admin, body: {}, locale: 'en' });
      expect(again.statusCode).toBe(400);
      expect(errorOf(again)).toMatchObject({ code: 'Ops:MessageAlreadyHandled', message: `${actors.operator.userName} has already marked this message handled.` });

      const reopened = await ctx.post(`${OPS}/messages/${id}/reopen`, { token: actors.admin });
      expect(reopened.statusCode).toBe(200);
      expect(reopened.json()).toMatchObject({ state: 'read', handledTime: null, handledBy: null, handledNote: null, readBy: actors.operator.userName });
      const notHandled = await ctx.post(`${OPS}/messages/${id}/reopen`, { token: actors.admin });
      expect(notHandled.statusCode).toBe(400);
      expect(errorOf(notHandled)).toMatchObject({ code: 'Ops:MessageNotHandled', message: '该留言尚未处理，无需重新打开。' });

      // An empty note is none; a second handling after reopening is allowed.
      const second = await ctx.post(`${OPS}/messages/${id}/handle`, { token: actors.admin, body: { note: '   ' } });
      expect(second.json()).toMatchObject({ state: 'handled', handledBy: actors.admin.userName, handledNote: null });

      const audit = await auditOf(id);
      expect(audit.map((a) => [a.action, a.actorUserName])).toEqual([
        ['message.handle', actors.admin.userName],
        ['message.reopen', actors.admin.userName],
        ['message.handle', actors.operator.userName],
      ]);
      expect(audit[2]).toMatchObject({ entityType: 'message', entityLabel: '赵六 <zhao@example.com>', before: { state: 'unread' }, after: { state: 'handled', handledNote: '已电话联系并发送报价。' } });
      expect(audit[1]).toMatchObject({ before: { state: 'handled', handledBy: actors.operator.userName, handledNote: '已电话联系并发送报价。' }, after: { state: 'read' } });
      const en = (await ctx.post(`${OPS}/audit/list`, { token: actors.admin, body: { entityId: id }, locale: 'en' })).json().items as { actionDisplayName: string }[];
      expect(en.map((a) => a.actionDisplayName)).toEqual(['Handled a contact message', 'Reopened a contact message', 'Handled a contact message']);
    });

    it('refuses a note over 1000 characters, unknown members, unknown ids (404), no token and customers', async () => {
      const id = await send();
      const long = await ctx.post(`${OPS}/messages/${id}/handle`, { token: actors.operator, body: { note: 'x'.repeat(1001) } });
      expect(long.statusCode).toBe(400);
      expect(membersOf(long)).toEqual(['note']);
      expect((await ctx.post(`${OPS}/messages/${id}/handle`, { token: actors.operator, body: { state: 'handled' } })).statusCode).toBe(400);
      expect((await ctx.post(`${OPS}/messages/${UNKNOWN_ID}/handle`, { token: actors.operator, body: {} })).statusCode).toBe(404);
      expect((await ctx.post(`${OPS}/messages/${UNKNOWN_ID}/reopen`, { token: actors.operator })).statusCode).toBe(404);
      for (const action of ['handle', 'reopen']) {
        expect((await ctx.post(`${OPS}/messages/${id}/${action}`, { body: {} })).statusCode).toBe(401);
        const customer = await ctx.post(`${OPS}/messages/${id}/${action}`, { token: actors.member, body: {} });
        expect(customer.statusCode).toBe(403);
        expect(errorOf(customer).code).toBe('Ops:StaffOnly');
      }
      // Nothing above changed the message.
      expect((await ctx.get(`${OPS}/messages/${id}`, { token: actors.operator })).json()).toMatchObject({ state: 'read', handledTime: null });
      expect(await auditOf(id)).toEqual([]);
    });
  });

  it('the dashboard counts unread messages', async () => {
    const before = (await ctx.get(`${OPS}/dashboard`, { token: actors.operator })).json().unreadMessageCount as number;
    const id = await send();
    expect((await ctx.get(`${OPS}/dashboard`, { token: actors.operator })).json().unreadMessageCount).toBe(before + 1);
    await ctx.get(`${OPS}/messages/${id}`, { token: actors.operator });
    expect((await ctx.get(`${OPS}/dashboard`, { token: actors.operator })).json().unreadMessageCount).toBe(before);
  });
});
