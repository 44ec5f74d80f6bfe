import { createTestContext, type TestContext, type TestUser } from '../../../../test/harness';
import { orderInput, receiverNyc } from '../testing/fixtures';
import { event, F, forceStatus, newOrder, OPS, setUpOps, type OpsActors } from '../testing/ops-fixtures';
import { uploadPreview, workbookOf } from '../testing/documents-fixtures';

// Issue 28: the order list's keyword goes through an index (FTS5 trigram on SQLite, pg_trgm on PostgreSQL) and must
// answer what the plain substring match answered: a case-insensitive substring of the receiver name, the customer
// reference or the waybill number, for Chinese, English, numbers and punctuation alike; and the index follows every
// write that changes those columns, in the writing transaction.

type Corpus = ReadonlyArray<readonly [receiverName: string, customerReference: string]>;

const CORPUS: Corpus = [
  ['张三', 'REF-001'],
  ['李张三丰', '订单#2024'],
  ['王小明', 'A_B%C'],
  ['欧阳娜娜', '100% cotton'],
  ['John Smith', 'PO-7788'],
  ["O'Brien", 'say "hi" twice'],
  ['zoë müller', 'x-y_z'],
  ['深圳市南山区科技园 张三收', '50%_off'],
  ['Smith & Sons Ltd.', 'back\\slash'],
  ['MARY-ANN', 'a.b.c'],
  ['三', ''],
];

const KEYWORDS = [
  '张三', '三丰', '张', '三', '南山区', '科技园 张', '深圳市南山区科技园', 'smith', 'SMITH', 'john s', "o'b", '"hi"', 'say "',
  '%', '_', '%_', '100%', '% c', 'a_b', 'b%c', 'x-y', '-', 'ary-a', 'ref-0', '2024', '#20', 'ë m', 'MÜLLER', '\\', 'k\\s',
  '.b.', 'a.b', 'ann', 'nobody-has-this', '00', 'fa0', ' & ', '  smith  ', 'po-7788', '订单', '单#',
];

const LIST = `${F}/order/list`;
const IMPORT = `${OPS}/event-import`;
const EVENT_HEADER = ['Waybill number', 'Time', 'Time zone', 'Event code', 'Location (Chinese)', 'Location (English)', 'Description (Chinese)', 'Description (English)'];

interface ListedOrder {
  id: string;
  waybillNumber: string;
  receiverName: string;
  customerReference: string;
  status: number;
}

describe('order keyword search (issue 28)', () => {
  let ctx: TestContext;
  let actors: OpsActors;
  let customer: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext();
    actors = await setUpOps(ctx);
    customer = await ctx.createUser();
  }, 60_000);
  afterAll(() => ctx?.close());

  const list = async (user: TestUser, body: Record<string, unknown>): Promise<ListedOrder[]> => {
    const res = await ctx.post(LIST, { token: user, body: { maxResultCount: 1000, ...body } });
    expect(res.statusCode).toBe(200);
    return res.json().items as ListedOrder[];
  };
  const idsFor = async (user: TestUser, keyword: string, more: Record<string, unknown> = {}): Promise<string[]> =>
    (await list(user, { keyword, ...more })).map((o) => o.id).sort();
  const create = async (user: TestUser, receiverName: string, customerReference: string): Promise<ListedOrder> => {
    const res = await ctx.post(`${F}/order`, { token: user, body: orderBody(receiverName, customerReference) });
    expect(res.statusCode).toBe(200);
    return res.json() as ListedOrder;
  };

  it('answers what a plain case-insensitive substring match answers, on Chinese, English, numbers and punctuation', async () => {
    for (const [name, reference] of CORPUS) await create(customer, name, reference);
    const all = await list(customer, {});
    expect(all).toHaveLength(CORPUS.length);
    for (const keyword of KEYWORDS) {
      const needle = keyword.trim().toLowerCase();
      const expected = all
        .filter((o) => [o.receiverName, o.customerReference, o.waybillNumber].some((text) => text.toLowerCase().includes(needle)))
        .map((o) => o.id)
        .sort();
      expect({ keyword, ids: await idsFor(customer, keyword) }).toEqual({ keyword, ids: expected });
    }
    // A waybill number's tail (its own digits), in any case.
    const one = all[3];
    if (!one) throw new Error('corpus');
    expect(await idsFor(customer, one.waybillNumber.slice(-7).toLowerCase())).toEqual([one.id]);
    // Only the owner's orders.
    const other = await ctx.createUser();
    await create(other, '张三', 'REF-001');
    expect(await idsFor(customer, 'ref-001')).toHaveLength(1);
  });

  it('follows creates, spreadsheet imports, edits, cancels, events, event imports and batch events', async () => {
    const owner = await ctx.createUser();
    // Created one by one and as a spreadsheet's rows (all or nothing, one transaction).
    const single = await create(owner, '孙悟空 Monkey', 'KW-SINGLE');
    const imported = await ctx.post(`${F}/order/batch`, { token: owner, body: { orders: [orderBody('猪八戒 Pig', 'KW-IMPORT-1'), orderBody('沙和尚 Sand', 'KW-IMPORT-2')] } });
    expect(imported.statusCode).toBe(200);
    expect(await idsFor(owner, 'kw-import')).toHaveLength(2);
    expect(await idsFor(owner, '悟空 mon')).toEqual([single.id]);

    // An edit: the new values are found, the old ones no longer.
    const edited = await ctx.put(`${F}/order/${single.id}`, { token: owner, body: orderBody('唐三藏 Monk', 'KW-EDITED') });
    expect(edited.statusCode).toBe(200);
    expect(await idsFor(owner, '悟空 mon')).toEqual([]);
    expect(await idsFor(owner, 'kw-single')).toEqual([]);
    expect(await idsFor(owner, '唐三藏')).toEqual([single.id]);
    expect(await idsFor(owner, 'KW-EDITED')).toEqual([single.id]);

    // A cancel changes the status only: still found, under its new status.
    const [pig] = await list(owner, { keyword: 'kw-import-1' });
    if (!pig) throw new Error('imported order');
    expect((await ctx.post(`${F}/order/${pig.id}/cancel`, { token: owner })).statusCode).toBe(200);
    const cancelled = await list(owner, { keyword: '猪八戒' });
    expect(cancelled.map((o) => o.id)).toEqual([pig.id]);
    expect(await idsFor(owner, '猪八戒', { status: cancelled[0]?.status })).toEqual([pig.id]);

    // Staff events: one by one, imported from a spreadsheet, and to a whole batch.
    const track = await newOrder(ctx, actors.member, { customerReference: 'KW-TRACKED', receiver: { ...receiverNyc, name: '白骨精 Bone' } });
    const post = (url: string, body: unknown) => ctx.post(`${OPS}${url}`, { token: actors.operator, body });
    await forceStatus(ctx, track.id, 20, null, new Date(Date.now() - 120 * 60_000).toISOString());
    const preview = await uploadPreview(
      ctx,
      actors.operator,
      'events.xlsx',
      workbookOf({ Events: [EVENT_HEADER, [track.waybillNumber, localTime(60), '', 'DEPARTED_ORIGIN', '深圳', 'Shenzhen', '', '']] }),
      'en',
      `${IMPORT}/preview`,
    );
    const rows = preview.json().rows.map((r: { event: unknown }) => r.event);
    expect((await post('/event-import', { fileName: 'events.xlsx', rows })).statusCode).toBe(200);
    expect((await post(`/orders/${track.id}/events`, event('ARRIVED_HUB', { locationZh: '香港', locationEn: 'Hong Kong' }))).statusCode).toBe(200);
    const batch = (await post('/batches', { type: 'BAG', reference: 'KW-BAG-1', origin: 'SZX', destination: 'HKG', waybillNumbers: [track.waybillNumber] })).json();
    const arrived = await post(`/batches/${batch.id}/events`, event('ARRIVED_DESTINATION', { locationZh: '纽约', locationEn: 'New York' }));
    expect(arrived.json()).toMatchObject({ applied: 1 });
    const [tracked] = await list(actors.member, { keyword: '白骨精 b' });
    expect(tracked).toMatchObject({ id: track.id, status: 30 });
    expect(await idsFor(actors.member, '白骨精 b')).toEqual([track.id]);
    expect(await idsFor(actors.member, 'kw-tracked', { status: 30 })).toEqual([track.id]);
  });

  it('forgets a deleted order, even when a new order takes its place in storage', async () => {
    const owner = await ctx.createUser();
    const ghost = await create(owner, '幽灵 Ghost', 'KW-GHOST');
    await ctx.db.deleteFrom('orders').where('id', '=', ghost.id).execute();
    // SQLite hands the deleted (highest) rowid to the next order: a stale index entry would point at this one.
    const next = await create(owner, '新人 Newcomer', 'KW-NEXT');
    expect(await idsFor(owner, 'ghost')).toEqual([]);
    expect(await idsFor(owner, 'kw-ghost')).toEqual([]);
    expect(await idsFor(owner, 'newcomer')).toEqual([next.id]);
  });
});

function orderBody(receiverName: string, customerReference: string): ReturnType<typeof orderInput> {
  return orderInput({ receiver: { ...receiverNyc, name: receiverName }, customerReference });
}

/** `minutes` ago as staff type it in +08:00: `2026-11-23 14:15`. */
function localTime(minutes: number): string {
  return new Date(Date.now() - minutes * 60_000 + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
}
