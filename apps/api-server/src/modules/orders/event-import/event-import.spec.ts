import { createTestContext, type TestContext } from '../../../../test/harness';
import { xlsxWithDimension } from '../../../spreadsheets/testing/lying-dimension';
import { auditCount, errorOf, F, forceStatus, membersOf, newOrders, OPS, setUpOps, type OpsActors } from '../testing/ops-fixtures';
import { readWorkbook, rowsOf, uploadPreview, workbookOf } from '../testing/documents-fixtures';
import { parseLocalTime, parseTimeZone } from './event-row';

// The event import on the real server: the template, a preview with per-cell errors (the cells' own, then the
// state machine's over each waybill's rows in time order), and the all-or-nothing import of the previewed rows,
// audited per waybill and seen by customers in both languages.

const IMPORT = `${OPS}/event-import`;
const HEADER = ['Waybill number', 'Time', 'Time zone', 'Event code', 'Location (Chinese)', 'Location (English)', 'Description (Chinese)', 'Description (English)'];

/** `date` as the local time of +08:00, as staff type it: `2026-11-23 14:15`. */
const local8 = (date: Date): string => new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
const localMinus5 = (date: Date): string => new Date(date.getTime() - 5 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
const floorMinute = (date: Date) => new Date(Math.floor(date.getTime() / 60_000) * 60_000).toISOString();

describe('event import', () => {
  let ctx: TestContext;
  let actors: OpsActors;

  beforeAll(async () => {
    ctx = await createTestContext();
    actors = await setUpOps(ctx);
  });
  afterAll(() => ctx?.close());

  const upload = (name: string, data: Buffer, locale = 'en') => uploadPreview(ctx, actors.operator, name, data, locale, `${IMPORT}/preview`);
  const preview = (rows: unknown[][], locale = 'en') => upload('events.xlsx', workbookOf({ Events: [HEADER, ...rows] }), locale);
  const importRows = (rows: unknown[], locale = 'en') => ctx.post(IMPORT, { token: actors.operator, body: { fileName: 'events.xlsx', rows }, locale });
  const eventCount = async (orderIds: string[]) =>
    Number((await ctx.db.selectFrom('tracking_events').select((eb) => eb.fn.countAll().as('n')).where('orderId', 'in', orderIds).executeTakeFirstOrThrow()).n);
  const receivedOrders = async (count: number) => {
    const orders = await newOrders(ctx, actors.member, count);
    for (const o of orders) await forceStatus(ctx, o.id, 20, null, minutesAgo(120).toISOString());
    return orders;
  };

  it('serves the template in both languages, with an example row and the codes on the instructions sheet', async () => {
    const zh = await ctx.get(`${IMPORT}/template`, { token: actors.operator });
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const wb = readWorkbook(zh.rawPayload);
    expect(wb.SheetNames).toEqual(['Events', 'Instructions']);
    expect(rowsOf(wb, 'Events')[0]).toEqual(['运单号', '时间', '时区', '事件代码', '地点（中文）', '地点（英文）', '描述（中文）', '描述（英文）']);
    const instructions = rowsOf(wb, 'Instructions').map((r) => r[0]);
    expect(instructions).toEqual(expect.arrayContaining(['DEPARTED_ORIGIN', 'DELIVERED']));
    expect(instructions).not.toContain('EXCEPTION');
    const en = await ctx.get(`${IMPORT}/template`, { token: actors.operator, locale: 'en' });
    expect(rowsOf(readWorkbook(en.rawPayload), 'Events')[0]).toEqual(HEADER);
    expect((await ctx.get(`${IMPORT}/template`, { token: actors.member })).statusCode).toBe(403);
  });

  it('previews every row with the errors of exactly the bad cells, checks each waybill’s rows in time order, writes nothing', async () => {
    const [a, b, c] = await receivedOrders(3);
    if (!a || !b || !c) throw new Error('orders');
    await forceStatus(ctx, b.id, 10, null, minutesAgo(120).toISOString());
    const before = await eventCount([a.id, b.id, c.id]);
    // Each time is taken once: the rows and the expected events must not straddle a minute boundary.
    const [at10, at20, at30, at180] = [minutesAgo(10), minutesAgo(20), minutesAgo(30), minutesAgo(180)];
    const rows = [
      // a: two rows, the later one first in the file; both valid as a sequence.
      [a.waybillNumber, local8(at10), '', 'ARRIVED_HUB', '香港', 'Hong Kong', '', 'At the HKG hub'],
      [a.waybillNumber.toLowerCase(), local8(at30), '+08:00', '已从始发地发出', '深圳', 'Shenzhen', '', ''],
      ['FA999999990CN', local8(at10), '', 'DEPARTED_ORIGIN', '深圳', 'Shenzhen', '', ''],
      [c.waybillNumber, 'yesterday', 'UTC+25', 'TELEPORTED', '', 'Shenzhen', '', ''],
      [b.waybillNumber, local8(at10), '', 'ARRIVED_HUB', '香港', 'Hong Kong', '', ''],
      [c.waybillNumber, local8(at180), '', 'DEPARTED_ORIGIN', '深圳', 'Shenzhen', '', ''],
      [c.waybillNumber, localMinus5(at20), '-05:00', 'DEPARTED_ORIGIN', '纽约', 'New York', '', ''],
    ];
    const res = await preview(rows);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ fileName: 'events.xlsx', totalCount: 7, validCount: 3, invalidCount: 4 });
    expect(body.columns.map((col: { key: string; letter: string }) => `${col.letter}:${col.key}`)).toEqual([
      'A:waybillNumber', 'B:time', 'C:timeZone', 'D:code', 'E:locationZh', 'F:locationEn', 'G:descriptionZh', 'H:descriptionEn',
    ]);
    const errors = body.rows.map((r: { rowNumber: number; errors: { column: string; letter: string }[] }) => [r.rowNumber, r.errors.map((e) => `${e.letter}:${e.column}`)]);
    expect(errors).toEqual([
      [2, []],
      [3, []],
      [4, ['A:waybillNumber']],
      [5, ['C:timeZone', 'B:time', 'D:code', 'E:locationZh']],
      [6, ['D:code']],
      [7, ['B:time']],
      [8, []],
    ]);
    const messages = body.rows.flatMap((r: { errors: { message: string }[] }) => r.errors.map((e) => e.message));
    expect(messages).toEqual([
      'There is no waybill FA999999990CN.',
      'The time zone "UTC+25" is not valid: write a UTC offset, e.g. +08:00.',
      'The time "yesterday" is not valid: write the local time, e.g. 2026-11-23 14:15.',
      'There is no event code "TELEPORTED": use a code or name from the template\'s instructions sheet.',
      'The Location (Chinese) field is required.',
      `${b.waybillNumber} is Submitted: it cannot move to In transit.`,
      expect.stringMatching(new RegExp(`^${c.waybillNumber}'s latest event happened at .* \\(UTC\\); a new event cannot be earlier\\.$`)),
    ]);
    // The valid rows carry the event importEvents takes: the local time read in its zone.
    expect(body.rows[1].event).toEqual({
      rowNumber: 3,
      waybillNumber: a.waybillNumber,
      code: 'DEPARTED_ORIGIN',
      time: floorMinute(at30),
      timeZone: '+08:00',
      locationZh: '深圳',
      locationEn: 'Shenzhen',
    });
    expect(body.rows[6].event).toMatchObject({ timeZone: '-05:00', time: floorMinute(at20) });
    expect(body.rows[0].event).toMatchObject({ descriptionEn: 'At the HKG hub' });
    expect(body.rows[0].event).not.toHaveProperty('descriptionZh');
    expect(body.rows[2].event).toBeNull();
    expect(await eventCount([a.id, b.id, c.id])).toBe(before);

    // Chinese messages for a Chinese caller.
    const zh = (await preview([rows[4] as unknown[]], 'zh-Hans')).json();
    expect(zh.rows[0].errors[0].message).toBe(`${b.waybillNumber} 当前为“已下单”，不能变为“运输中”。`);
  });

  it('imports the previewed rows all or nothing: a refused row writes nothing and names its cell', async () => {
    const [a, b] = await receivedOrders(2);
    if (!a || !b) throw new Error('orders');
    const at10 = minutesAgo(10);
    const file = [
      [a.waybillNumber, local8(minutesAgo(30)), '', 'DEPARTED_ORIGIN', '深圳', 'Shenzhen', '', ''],
      [a.waybillNumber, local8(at10), '', 'ARRIVED_HUB', '香港', 'Hong Kong', '到达香港', 'At the HKG hub'],
      [b.waybillNumber, local8(minutesAgo(20)), '', 'DEPARTED_ORIGIN', '深圳', 'Shenzhen', '', ''],
    ];
    const previewed = (await preview(file)).json();
    expect(previewed.validCount).toBe(3);
    const rows = previewed.rows.map((r: { event: unknown }) => r.event);
    const audits = await auditCount(ctx);
    const events = await eventCount([a.id, b.id]);

    // Meanwhile b was delivered: its row is refused, and a's rows are not written either.
    await forceStatus(ctx, b.id, 60, null, minutesAgo(60).toISOString());
    const refused = await importRows(rows);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).code).toBe('Ops:ImportRefused');
    expect(errorOf(refused).message).toBe('1 problems found; no event was imported.');
    expect(membersOf(refused)).toEqual(['rows[2].code']);
    expect(errorOf(refused).validationErrors?.[0]?.message).toBe(`Row 4: ${b.waybillNumber} is Delivered: it cannot move to In transit.`);
    expect([await eventCount([a.id, b.id]), await auditCount(ctx)]).toEqual([events, audits]);

    await forceStatus(ctx, b.id, 20, null, minutesAgo(60).toISOString());
    const done = await importRows(rows);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ eventCount: 3, orderCount: 2, alreadyAppliedCount: 0 });
    expect(await eventCount([a.id, b.id])).toBe(events + 3);
    const order = await ctx.db.selectFrom('orders').select(['status', 'lastEventCode', 'lastEventTime']).where('id', '=', a.id).executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 30, lastEventCode: 'ARRIVED_HUB', lastEventTime: floorMinute(at10) });
    const sources = await ctx.db.selectFrom('tracking_events').select(['source', 'actorId']).where('orderId', '=', a.id).where('source', '=', 'import').execute();
    expect(sources).toEqual([
      { source: 'import', actorId: actors.operator.id },
      { source: 'import', actorId: actors.operator.id },
    ]);

    // One audit entry per waybill, with the file and its events.
    const log = (await ctx.post(`${OPS}/audit/list`, { token: actors.admin, body: { action: 'order.import', entityId: a.id }, locale: 'en' })).json();
    expect(log.items).toEqual([expect.objectContaining({ actorUserName: actors.operator.userName, actionDisplayName: 'Imported tracking events', entityLabel: a.waybillNumber, before: { status: 20 } })]);
    expect(log.items[0].after).toMatchObject({ fileName: 'events.xlsx', events: [{ code: 'DEPARTED_ORIGIN' }, { code: 'ARRIVED_HUB', descriptionEn: 'At the HKG hub' }] });

    // The same rows again: a's first is now older than its latest event (refused, so nothing is written); the rows
    // equal to their waybill's latest event would have been skipped as already applied.
    const again = await importRows(rows);
    expect(again.statusCode).toBe(400);
    expect(membersOf(again)).toEqual(['rows[0].time']);
    const skipped = await importRows(rows.slice(1));
    expect(skipped.json()).toEqual({ eventCount: 0, orderCount: 0, alreadyAppliedCount: 2 });
    expect(await eventCount([a.id, b.id])).toBe(events + 3);

    // Customers see the events at once, in their language.
    const zh = (await ctx.get(`${F}/order/${a.id}`, { token: actors.member })).json();
    expect(zh.trackingEvents).toEqual(expect.arrayContaining([expect.objectContaining({ status: 30, location: '香港', description: '到达香港' })]));
    const en = (await ctx.get(`${F}/order/${a.id}`, { token: actors.member, locale: 'en' })).json();
    expect(en.trackingEvents).toEqual(expect.arrayContaining([expect.objectContaining({ location: 'Shenzhen', description: 'Departed from the origin facility' })]));
  });

  it('refuses bad uploads with a clear 400 and never a 500', async () => {
    const refusal = async (name: string, data: Buffer) => {
      const res = await upload(name, data);
      expect(res.statusCode).toBe(400);
      return errorOf(res);
    };
    expect((await refusal('events.csv', workbookOf({ Events: [HEADER] }))).code).toBe('Ops:ImportNotASpreadsheet');
    expect((await refusal('events.xlsx', Buffer.from('MZ not a zip'))).code).toBe('Ops:ImportNotASpreadsheet');
    expect((await refusal('events.xlsx', workbookOf({ Events: [HEADER] }))).code).toBe('Ops:ImportEmptySpreadsheet');
    const mismatch = await refusal('events.xlsx', workbookOf({ Events: [['Waybill number', 'Time'], ['FA1', '2026-11-23 10:00']] }));
    expect(mismatch.code).toBe('Ops:ImportTemplateMismatch');
    expect(mismatch.message).toContain('Event code');

    // 10,001 rows are refused, also when the sheet's <dimension> claims two.
    const row = ['FA000000001CN', '2026-11-23 10:00', '', 'DEPARTED_ORIGIN', '深圳', 'Shenzhen', '', ''];
    const many = [HEADER, ...Array.from({ length: 10_001 }, () => row)];
    const lying = await refusal('events.xlsx', xlsxWithDimension(many, 'Events', 'A1:H2'));
    expect([lying.code, lying.message]).toEqual(['Ops:ImportTooManyRows', 'At most 10000 event rows can be imported at once; this file has 10001.']);
    // A file whose tag claims two rows while it has three: all three are previewed.
    const three = (await upload('events.xlsx', xlsxWithDimension([HEADER, row, row, row], 'Events', 'A1:H2'))).json();
    expect(three.totalCount).toBe(3);

    // A malformed multipart body, and an import body with keys it does not know.
    const truncated = await ctx.inject({
      method: 'POST',
      url: `${IMPORT}/preview`,
      headers: { authorization: `Bearer ${await ctx.tokenFor(actors.operator)}`, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="e.xlsx"\r\n\r\nPK',
    });
    expect(truncated.statusCode).toBe(400);
    const odd = await ctx.post(IMPORT, { token: actors.operator, body: { fileName: 'x.xlsx', rows: { length: 1 }, 'a[length]': 1 } });
    expect(odd.statusCode).toBe(400);
    const empty = await ctx.post(IMPORT, { token: actors.operator, body: { fileName: 'x.xlsx', rows: [] } });
    expect(membersOf(empty)).toEqual(['rows']);
    expect((await ctx.post(IMPORT, { token: actors.member, body: { fileName: 'x.xlsx', rows: [] } })).statusCode).toBe(403);
  });
});

// A spreadsheet date cell (a serial number) is read in the row's zone like typed text.
describe('event import rows', () => {
  it('reads date cells, typed times and ISO times with their offset', () => {
    expect(parseLocalTime('2026-11-23 14:15', '+08:00')).toEqual({ time: '2026-11-23T06:15:00.000Z' });
    expect(parseLocalTime('2026/11/23 14:15:30', '-05:00')).toEqual({ time: '2026-11-23T19:15:30.000Z' });
    // 46349.59375: 2026-11-23 14:15, as SheetJS reads a date cell.
    expect(parseLocalTime('46349.59375', '+08:00')).toEqual({ time: '2026-11-23T06:15:00.000Z' });
    expect(parseLocalTime('2026-11-23T14:15:00+09:00', '+08:00')).toEqual({ time: '2026-11-23T05:15:00.000Z', offset: '+09:00' });
    expect(parseLocalTime('2026-02-30 10:00', '+08:00')).toBeUndefined();
    expect(parseLocalTime('2026-11-23 24:00', '+08:00')).toBeUndefined();
    expect([parseTimeZone('+8'), parseTimeZone('UTC-5'), parseTimeZone('+0530'), parseTimeZone('+15'), parseTimeZone('8')]).toEqual(['+08:00', '-05:00', '+05:30', undefined, undefined]);
  });
});
