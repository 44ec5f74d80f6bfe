import type { LightMyRequestResponse } from 'fastify';
import { createTestContext, type TestContext, type TestUser } from '../../../../test/harness';
import { MailWorker, smtpTransport } from '../../mail';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../../mail/testing/smtp-sink';
import { event, forceStatus, newOrder, OPS, setUpOps, type OpsActors } from '../testing/ops-fixtures';
import { enqueueStatusMails } from './status-mails';

// The status mails that follow an event (status-mails.ts, queued by applyOrderEvents) on the real server, delivered
// by the outbox's worker to a real SMTP server in another process (the mail module's testing/smtp-sink).

const F = '/api/f';
const MAIL_ENV = (url: string) => ({ SMTP_URL: url, MAIL_FROM: '"Globe Freight" <no-reply@globe-freight.example>', PUBLIC_BASE_URL: 'https://portal.example' });
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('order status mails', () => {
  let ctx: TestContext;
  let actors: OpsActors;
  let sink: SmtpSink;
  let worker: MailWorker;

  beforeAll(async () => {
    sink = await startSmtpSink();
    ctx = await createTestContext({ env: MAIL_ENV(sink.url) });
    actors = await setUpOps(ctx);
    worker = new MailWorker({ db: ctx.db, transport: smtpTransport(sink.url), config: ctx.config.mail, log: quiet });
  });
  afterAll(async () => {
    await worker?.stop();
    await ctx?.close();
    await sink?.close();
  });

  /** Runs the worker until nothing is due, and answers the mails the server received since `before`. */
  async function deliver(before = sink.received().length): Promise<ReceivedMail[]> {
    while ((await worker.runOnce()) > 0);
    return sink.received().slice(before);
  }
  const mailsTo = (mails: ReceivedMail[], address: string) => mails.filter((m) => m.to.includes(address));

  const post = (orderId: string, code: string, overrides: Record<string, unknown> = {}) =>
    ctx.post(`${OPS}/orders/${orderId}/events`, { token: actors.operator, body: event(code, overrides) });

  async function customerWith(statusMail: string, locale = 'zh-Hans'): Promise<TestUser> {
    const customer = await ctx.createUser({ userType: 20 });
    // Saving the setting also sets the mail's language (the request's).
    if (statusMail !== 'milestones' || locale !== 'zh-Hans') {
      const res = await ctx.put(`${F}/user-management/profile/mail-settings`, { token: customer, body: { statusMail }, locale });
      expect(res.statusCode).toBe(200);
      expect(res.json().statusMail).toBe(statusMail);
    }
    return customer;
  }

  it('mails a change of main status once, in the customer language; In transit only for "all"', async () => {
    const customer = await customerWith('milestones');
    const order = await newOrder(ctx, customer);
    const expectOk = (res: LightMyRequestResponse) => expect(res.statusCode).toBe(200);
    const before = sink.received().length;
    expectOk(await post(order.id, 'RECEIVED'));
    expectOk(await post(order.id, 'DEPARTED_ORIGIN')); // In transit: not for "milestones"
    expectOk(await post(order.id, 'CUSTOMS_CLEARANCE', { locationZh: '纽约', locationEn: 'New York' }));
    // A round's mails go out concurrently: compare in a fixed order.
    const mails = mailsTo(await deliver(before), `${customer.userName}@example.com`).sort((a, b) => a.subject.localeCompare(b.subject));
    expect(mails.map((m) => m.subject)).toEqual([`运单 ${order.waybillNumber} 状态更新：已入库`, `运单 ${order.waybillNumber} 状态更新：清关中`].sort((a, b) => a.localeCompare(b)));
    const customs = mails.find((m) => m.subject.endsWith('清关中'));
    expect(customs?.text).toContain('地点：纽约');
    expect(customs?.text).toContain(`https://portal.example/site/tracking-detail?number=${order.waybillNumber}`);

    // The profile says the setting; "all" in English adds In transit, and the language follows that request.
    expect((await ctx.get(`${F}/user-management/profile/my`, { token: customer })).json().statusMail).toBe('milestones');
    const loud = await customerWith('all', 'en');
    const second = await newOrder(ctx, loud);
    const start = sink.received().length;
    expectOk(await post(second.id, 'RECEIVED'));
    expectOk(await post(second.id, 'DEPARTED_ORIGIN'));
    expectOk(await post(second.id, 'ARRIVED_HUB')); // the same main status: no second mail
    const loudMails = mailsTo(await deliver(start), `${loud.userName}@example.com`).sort((a, b) => a.subject.localeCompare(b.subject));
    expect(loudMails.map((m) => m.subject)).toEqual([`Waybill ${second.waybillNumber}: In transit`, `Waybill ${second.waybillNumber}: Received at warehouse`]);
    expect(loudMails[0]?.text).toContain(`https://portal.example/en/site/tracking-detail?number=${second.waybillNumber}`);
  });

  const raise = (orderId: string, note: string) => ctx.post(`${OPS}/orders/${orderId}/exception`, { token: actors.operator, body: { reason: 'ADDRESS_ISSUE', note } });
  const resolve = (orderId: string) => ctx.post(`${OPS}/orders/${orderId}/exception/resolve`, { token: actors.operator, body: { resolution: '已补全' } });

  it('every exception raised and every resolution is mailed, each time, also back to a status already mailed', async () => {
    const customer = await customerWith('all');
    const order = await newOrder(ctx, customer);
    const before = sink.received().length;
    const mailed: string[] = [];
    // One step at a time, each delivered before the next: the mails' order is the steps'.
    for (const step of [() => raise(order.id, '门牌号缺失'), () => resolve(order.id), () => raise(order.id, '再次'), () => resolve(order.id)]) {
      expect((await step()).statusCode).toBe(200);
      mailed.push(...mailsTo(await deliver(), `${customer.userName}@example.com`).map((m) => m.subject));
    }
    const number = order.waybillNumber;
    // Back to Submitted (never a milestone mail: the customer did it) is still the news that the problem is over.
    expect(mailed).toEqual([`运单 ${number} 状态更新：异常`, `运单 ${number} 异常已解决：已下单`, `运单 ${number} 状态更新：异常`, `运单 ${number} 异常已解决：已下单`]);
    const resolution = mailsTo(sink.received().slice(before), `${customer.userName}@example.com`)[1];
    expect(resolution?.text).toContain(`您的运单 ${number} 的异常已解决，状态恢复为「已下单」。`);
    expect(resolution?.text).toContain('说明：问题已解决，包裹继续运输');

    // Received (mailed), an exception, its resolution back to Received (mailed again: as the resolution), in English;
    // and for "milestones" too, which hears of exceptions.
    const usual = await customerWith('milestones', 'en');
    const second = await newOrder(ctx, usual);
    expect((await post(second.id, 'RECEIVED')).statusCode).toBe(200);
    expect((await raise(second.id, 'x')).statusCode).toBe(200);
    expect((await resolve(second.id)).statusCode).toBe(200);
    const usualMails = mailsTo(await deliver(), `${usual.userName}@example.com`).map((m) => m.subject).sort();
    expect(usualMails).toEqual(
      [`Waybill ${second.waybillNumber}: Received at warehouse`, `Waybill ${second.waybillNumber}: Exception`, `Waybill ${second.waybillNumber}: exception resolved, back to Received at warehouse`].sort(),
    );
  });

  it('a milestone reached twice mails once, never when the setting is off, never for an event older than 7 days', async () => {
    const customer = await customerWith('all');
    const order = await newOrder(ctx, customer);
    const before = sink.received().length;
    // Customs, back in transit (a transfer), customs again: the second Customs clearance is no news.
    for (const code of ['RECEIVED', 'DEPARTED_ORIGIN', 'CUSTOMS_CLEARANCE', 'DEPARTED_HUB', 'CUSTOMS_CLEARANCE']) {
      expect((await post(order.id, code, { locationZh: code, locationEn: code })).statusCode).toBe(200);
    }
    const mails = mailsTo(await deliver(before), `${customer.userName}@example.com`);
    expect(mails.map((m) => m.subject.split('：').pop()).sort()).toEqual(['已入库', '运输中', '清关中'].sort());

    const silent = await customerWith('off');
    const quietOrder = await newOrder(ctx, silent);
    expect((await post(quietOrder.id, 'RECEIVED')).statusCode).toBe(200);
    expect(mailsTo(await deliver(), `${silent.userName}@example.com`)).toEqual([]);

    // An event written now about 8 days ago (e.g. an imported history): the rule, straight.
    const old = await newOrder(ctx, customer);
    const queued = await ctx.db.transaction().execute((trx) =>
      enqueueStatusMails(
        trx,
        [{ orderId: old.id, event: { status: 20, code: 'RECEIVED', time: new Date(Date.now() - 8 * 86_400_000).toISOString(), timeZone: 'Asia/Shanghai', locationZh: '', locationEn: '', descriptionZh: '', descriptionEn: '' } }],
        new Date().toISOString(),
      ),
    );
    expect(queued).toBe(0);
  });

  it('a batch event to many orders queues one mail per order, set-based', async () => {
    const customer = await customerWith('all');
    const orders = await Promise.all(Array.from({ length: 5 }, () => newOrder(ctx, customer)));
    for (const o of orders) expect((await post(o.id, 'RECEIVED')).statusCode).toBe(200);
    await deliver();
    const batch = (await ctx.post(`${OPS}/batches`, { token: actors.operator, body: { type: 'BAG', reference: `MAIL-${Date.now()}`, origin: 'SZX', destination: 'JFK', waybillNumbers: orders.map((o) => o.waybillNumber) } })).json();
    const before = sink.received().length;
    expect((await ctx.post(`${OPS}/batches/${batch.id}/events`, { token: actors.operator, body: event('DEPARTED_ORIGIN') })).json().applied).toBe(5);
    const mails = mailsTo(await deliver(before), `${customer.userName}@example.com`);
    expect(mails.map((m) => m.subject).sort()).toEqual(orders.map((o) => `运单 ${o.waybillNumber} 状态更新：运输中`).sort());
  });

  it("events from the machine API (and the import, the same writer) mail each order's latest new status, not the steps between", async () => {
    const customer = await customerWith('milestones');
    const [a, b] = [await newOrder(ctx, customer), await newOrder(ctx, customer)];
    // Received an hour ago, without a mail (straight in the database).
    for (const o of [a, b]) await forceStatus(ctx, o.id, 20);
    const key = await ctx.post(`${OPS}/api-keys`, { token: actors.admin, body: { name: 'Mail test carrier', scopes: ['events:write'] } });
    expect(key.statusCode).toBe(201);
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
    const place = { locationZh: '纽约', locationEn: 'New York' };
    const before = sink.received().length;
    const res = await ctx.post(`${OPS}/integrations/events`, {
      headers: { 'x-api-key': key.json().secret },
      body: {
        events: [
          { waybillNumber: a.waybillNumber, code: 'DEPARTED_ORIGIN', time: minutesAgo(30), ...place },
          { waybillNumber: a.waybillNumber, code: 'CUSTOMS_CLEARANCE', time: minutesAgo(10), ...place },
          { waybillNumber: b.waybillNumber, code: 'DEPARTED_ORIGIN', time: minutesAgo(20), ...place },
        ],
      },
    });
    expect(res.json()).toMatchObject({ storedCount: 3 });
    // a: In transit then Customs, one mail for Customs; b: In transit only, which "milestones" does not mail.
    const mails = mailsTo(await deliver(before), `${customer.userName}@example.com`);
    expect(mails.map((m) => m.subject)).toEqual([`运单 ${a.waybillNumber} 状态更新：清关中`]);
  });
});
