import { UserType } from '@forwarder/contracts/api-ops';
import { testDialect, type TestContext, type TestUser } from '../../../../test/harness';
import { OPS, type OpsActors } from '../../orders/testing/ops-fixtures';
import { billingAccountOf } from '../accounts/billing-accounts.service';
import { appendEntry } from '../ledger/ledger.service';
import { billingSuite, ledgerProblems } from '../testing/billing-fixtures';
import { noticeFields, submitNotice } from '../testing/top-up-fixtures';

// Issue 29: the site's currency, set by admins beside the company details. Changing it must not move anyone's books:
// customers billed in the old one by default (entries or notices, no account of their own) keep it in an account;
// customers without either, and later ones, are billed in the new one.

const SETTINGS = `${OPS}/billing-settings`;
/** A promise and the function that settles it (the lib this compiles against predates Promise.withResolvers). */
const signal = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
};
const DETAILS = { companyNameEn: '', addressZh: '', addressEn: '', phone: '', taxNumber: '', bankName: '', bankAccount: '' };

describe('the site currency', () => {
  let ctx: TestContext;
  let actors: OpsActors;
  billingSuite((suite) => ({ ctx, actors } = suite));

  const entry = (customer: TestUser, amountMinor: number, currency = 'CNY') =>
    ctx.db.transaction().execute((trx) => appendEntry(trx, { customerId: customer.id, kind: 'adjustment', amountMinor, currency, reference: null, memo: 'test' }, null));
  const accountOf = async (customer: TestUser) => (await ctx.get(`${OPS}/customers/${customer.id}/billing-account`, { token: actors.operator })).json();
  const put = (body: object, token = actors.admin) => ctx.put(SETTINGS, { token, body: { ...DETAILS, ...body } });

  it('changes for new customers only: the ones billed in the old currency keep it, the change is audited', async () => {
    const booked = await ctx.createUser({ userName: 'cur-booked', userType: UserType.Member });
    const noticing = await ctx.createUser({ userName: 'cur-notice', userType: UserType.Merchant });
    const fresh = await ctx.createUser({ userName: 'cur-fresh', userType: UserType.Member });
    const credit = await ctx.createUser({ userName: 'cur-credit', userType: UserType.Member });
    await entry(booked, 10000);
    expect((await submitNotice(ctx, noticing, noticeFields({ amountMinor: 5000 }))).statusCode).toBe(201);
    expect((await ctx.put(`${OPS}/customers/${credit.id}/billing-account`, { token: actors.admin, body: { kind: 'credit', creditLimitMinor: 100000, currency: 'CNY' } })).statusCode).toBe(200);

    expect((await ctx.get(SETTINGS, { token: actors.admin })).json()).toEqual({ ...DETAILS, siteCurrency: 'CNY' });
    const res = await put({ siteCurrency: 'USD' });
    expect([res.statusCode, res.json().siteCurrency]).toEqual([200, 'USD']);

    expect((await accountOf(booked)).currency).toBe('CNY');
    expect((await accountOf(noticing)).currency).toBe('CNY');
    expect(await accountOf(credit)).toMatchObject({ kind: 'credit', creditLimitMinor: 100000, currency: 'CNY' });
    expect(await accountOf(fresh)).toMatchObject({ kind: 'prepaid', currency: 'USD' });
    const later = await ctx.createUser({ userName: 'cur-later', userType: UserType.Member });
    expect((await accountOf(later)).currency).toBe('USD');

    const audit = await ctx.db.selectFrom('audit_entries').selectAll().where('action', '=', 'billing-settings.update').where('after', 'like', '%siteCurrency%').orderBy('time', 'desc').executeTakeFirstOrThrow();
    expect([JSON.parse(audit.before ?? '{}'), JSON.parse(audit.after ?? '{}')]).toEqual([{ siteCurrency: 'CNY' }, { siteCurrency: 'USD', customersKeepingCurrency: 2 }]);

    // Left out: unchanged; the company details alone change without touching it.
    const details = await put({ phone: '+86 755 1' });
    expect([details.statusCode, details.json().siteCurrency, details.json().phone]).toEqual([200, 'USD', '+86 755 1']);
    // Back to CNY: the new customer billed in USD meanwhile keeps USD.
    await entry(fresh, 700, 'USD');
    expect((await put({ siteCurrency: 'CNY' })).statusCode).toBe(200);
    expect((await accountOf(fresh)).currency).toBe('USD');
    expect((await accountOf(later)).currency).toBe('CNY');
    expect(await ledgerProblems(ctx)).toEqual([]);
  });

  it('refuses an unknown currency and anyone but an admin', async () => {
    expect((await put({ siteCurrency: 'XYZ' })).statusCode).toBe(400);
    expect((await put({ siteCurrency: 'EUR' }, actors.operator)).statusCode).toBe(403);
    expect((await ctx.put(SETTINGS, { body: { ...DETAILS, siteCurrency: 'EUR' } })).statusCode).toBe(401);
    expect((await ctx.get(SETTINGS, { token: actors.admin })).json().siteCurrency).toBe('CNY');
  });

  // SQLite runs one write transaction at a time: there is no transaction in flight to wait for.
  (testDialect() === 'postgres' ? it : it.skip)('on PostgreSQL, waits for a transaction that priced a new customer in the old currency, then keeps that customer in it', async () => {
    const racing = await ctx.createUser({ userName: 'cur-race', userType: UserType.Member });
    const gate = signal();
    const pricedAt = signal();
    // A charge in flight: it read the default currency (holding the site-currency lock shared), then books.
    const inFlight = ctx.db.transaction().execute(async (trx) => {
      const account = await billingAccountOf(trx, racing.id);
      pricedAt.resolve();
      await gate.promise;
      await appendEntry(trx, { customerId: racing.id, kind: 'adjustment', amountMinor: -100, currency: account.currency, reference: null, memo: 'in flight' }, null);
      return account.currency;
    });
    await pricedAt.promise;
    let changed = false;
    const change = put({ siteCurrency: 'HKD' }).then((res) => ((changed = true), res));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(changed).toBe(false);
    gate.resolve();
    expect(await inFlight).toBe('CNY');
    expect((await change).statusCode).toBe(200);
    expect((await accountOf(racing)).currency).toBe('CNY');
    expect(await ledgerProblems(ctx)).toEqual([]);
    expect((await put({ siteCurrency: 'CNY' })).statusCode).toBe(200);
  });
});
