import type { LightMyRequestResponse } from 'fastify';
import type { TestContext, TestUser } from '../../../../test/harness';
import { multipartBody } from '../../merchant-data/testing/multipart-body';
import { errorOf, OPS, type OpsActors } from '../../orders/testing/ops-fixtures';
import { billingSuite, ledgerProblems } from '../testing/billing-fixtures';
import { screenshotPng } from '../testing/top-up-fixtures';

// Issue 29, a payment staff record with its proof (optional): JSON without one as before, or multipart with a
// picture in `proof`, checked as a top-up notice's screenshot is (one check, top-ups/screenshot-upload.ts); the entry
// says it has one and staff read it back. A refused picture writes nothing; customers get 403, no token 401.

const TODAY = new Date().toISOString().slice(0, 10);
const reference = () => `CMB-${Math.random().toString(36).slice(2, 10)}`;
const paymentFields = (overrides: Record<string, string | number> = {}) => ({
  method: 'bank-transfer',
  amountMinor: 30000,
  currency: 'CNY',
  receivedOn: TODAY,
  reference: reference(),
  ...overrides,
});

describe('payment proofs', () => {
  let ctx: TestContext;
  let actors: OpsActors;
  billingSuite((suite) => ({ ctx, actors } = suite));

  const paymentsUrl = (customer: TestUser) => `${OPS}/customers/${customer.id}/payments`;
  const proofUrl = (entryId: string) => `${OPS}/ledger-entries/${entryId}/payment-proof`;
  /** POSTs a payment as multipart, `proof` in the proof field (none when null), as `token` (null: anonymous). */
  async function recordWithProof(
    customer: TestUser,
    fields: Record<string, string | number>,
    proof: { name: string; data: Buffer } | null,
    token: TestUser | null = actors.operator,
    locale = 'en',
  ): Promise<LightMyRequestResponse> {
    const { payload, headers } = multipartBody(fields, proof ? [{ ...proof, field: 'proof', contentType: 'image/png' }] : []);
    if (token) headers['authorization'] = `Bearer ${await ctx.tokenFor(token)}`;
    headers['accept-language'] = locale;
    return ctx.inject({ method: 'POST', url: paymentsUrl(customer), payload, headers });
  }
  const written = async (customer: TestUser) => ({
    entries: (await ctx.db.selectFrom('ledger_entries').select('id').where('customerId', '=', customer.id).execute()).length,
    payments: (await ctx.db.selectFrom('payments').select('ledgerEntryId').where('customerId', '=', customer.id).execute()).length,
    proofs: (await ctx.db.selectFrom('payment_proofs').select('ledgerEntryId').where('customerId', '=', customer.id).execute()).length,
  });
  const ledgerPayment = async (customer: TestUser, entryId: string) => {
    const res = await ctx.post(`${OPS}/customers/${customer.id}/ledger-entries/list`, { token: actors.operator, body: { kind: 'payment' } });
    expect(res.statusCode).toBe(200);
    return (res.json().items as { id: string; payment: { hasProof: boolean } }[]).find((e) => e.id === entryId)?.payment;
  };

  it('records a payment with a proof staff can read back, and one without (JSON or multipart)', async () => {
    const customer = await ctx.createUser();
    const png = screenshotPng(80, 160);
    const withProof = await recordWithProof(customer, paymentFields({ memo: '十一月预付款', separatePayment: 'false' }), { name: 'cmb-receipt.png', data: png });
    expect(withProof.statusCode).toBe(201);
    const entry = withProof.json();
    expect(entry).toMatchObject({ kind: 'payment', amountMinor: 30000, memo: '十一月预付款', payment: { method: 'bank-transfer', hasProof: true, separatePayment: false } });
    expect(await ledgerPayment(customer, entry.id)).toMatchObject({ hasProof: true });

    const proof = await ctx.get(proofUrl(entry.id), { token: actors.operator });
    expect(proof.statusCode).toBe(200);
    expect(proof.headers['content-type']).toBe('image/png');
    expect(proof.headers['x-content-type-options']).toBe('nosniff');
    expect(proof.rawPayload.equals(png)).toBe(true);
    expect((await ctx.get(proofUrl(entry.id), { token: actors.admin })).statusCode).toBe(200);

    // Without a proof: multipart with the fields only, and JSON as before; neither has a picture to read.
    const multipart = await recordWithProof(customer, paymentFields(), null);
    expect(multipart.statusCode).toBe(201);
    expect(multipart.json().payment).toMatchObject({ hasProof: false });
    const json = await ctx.post(paymentsUrl(customer), { token: actors.operator, body: paymentFields() });
    expect(json.statusCode).toBe(201);
    expect(json.json().payment).toMatchObject({ hasProof: false });
    expect((await ctx.get(proofUrl(json.json().id), { token: actors.operator })).statusCode).toBe(404);
    expect(await written(customer)).toEqual({ entries: 3, payments: 3, proofs: 1 });
    expect(await ledgerProblems(ctx)).toEqual([]);
  });

  it('refuses a proof that is not a picture on `proof`, in the caller’s language, and writes nothing', async () => {
    const customer = await ctx.createUser();
    const notAPicture = { name: 'receipt.png', data: Buffer.from('%PDF-1.7 not a picture at all') };
    const en = await recordWithProof(customer, paymentFields(), notAPicture, actors.operator, 'en');
    const zh = await recordWithProof(customer, paymentFields(), notAPicture, actors.operator, 'zh-Hans');
    for (const res of [en, zh]) {
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).validationErrors?.map((v) => v.members)).toEqual([['proof']]);
    }
    expect(errorOf(en).validationErrors?.[0]?.message).toBe('The proof of payment must be a picture: upload a PNG, JPEG, WebP or GIF image.');
    expect(errorOf(zh).validationErrors?.[0]?.message).toBe('付款凭证必须是图片：请上传 PNG、JPEG、WebP 或 GIF 图片。');
    // An SVG is no picture of a transfer either; a PNG named .gif disagrees with its extension.
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    expect(errorOf(await recordWithProof(customer, paymentFields(), { name: 'receipt.svg', data: svg })).validationErrors?.[0]?.members).toEqual(['proof']);
    expect(errorOf(await recordWithProof(customer, paymentFields(), { name: 'receipt.gif', data: screenshotPng() })).validationErrors?.[0]?.members).toEqual(['proof']);
    // The payment's own rules hold in multipart too, with a good picture.
    const zero = await recordWithProof(customer, paymentFields({ amountMinor: 0 }), { name: 'receipt.png', data: screenshotPng() });
    expect(errorOf(zero).validationErrors?.[0]?.members).toEqual(['amountMinor']);
    expect(await written(customer)).toEqual({ entries: 0, payments: 0, proofs: 0 });
  });

  it('answers 401 without a token and 403 to customers, on recording with a proof and on reading one', async () => {
    const customer = await ctx.createUser();
    const recorded = await recordWithProof(customer, paymentFields(), { name: 'receipt.png', data: screenshotPng() });
    expect(recorded.statusCode).toBe(201);
    const entryId = recorded.json().id;

    expect((await recordWithProof(customer, paymentFields(), { name: 'receipt.png', data: screenshotPng() }, null)).statusCode).toBe(401);
    expect((await recordWithProof(customer, paymentFields(), { name: 'receipt.png', data: screenshotPng() }, customer)).statusCode).toBe(403);
    expect((await recordWithProof(customer, paymentFields(), { name: 'receipt.png', data: screenshotPng() }, actors.merchant)).statusCode).toBe(403);
    expect((await ctx.get(proofUrl(entryId))).statusCode).toBe(401);
    expect((await ctx.get(proofUrl(entryId), { token: customer })).statusCode).toBe(403);
    expect((await ctx.get(proofUrl(entryId), { token: actors.member })).statusCode).toBe(403);
    expect(await written(customer)).toEqual({ entries: 1, payments: 1, proofs: 1 });
  });
});
