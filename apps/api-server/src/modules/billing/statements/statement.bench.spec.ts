import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UserType } from '@forwarder/contracts/api-f';
import { createTestContext, type TestContext, type TestUser } from '../../../../test/harness';
import { newId } from '../../../db/ids';
import { streamStatementPdf } from '../documents/statement-pdf';
import { streamStatementXlsx } from '../documents/statement-xlsx';
import { openStatement } from './statement.service';

// The measure quoted in docs/benchmarks.md ("Statements"): a statement of a customer with 100,000 entries in one
// month, as PDF and as .xlsx, streamed to a sink; time and the process's peak memory while it runs. Opt-in
// (STATEMENT_BENCH=1): building the ledger and the 2,000-page PDF take a while.
const bench = process.env['STATEMENT_BENCH'] ? describe : describe.skip;
const ENTRIES = Number(process.env['STATEMENT_BENCH_ENTRIES'] ?? 100_000);

bench('statement of 100,000 entries', () => {
  let ctx: TestContext;
  let customer: TestUser;

  beforeAll(async () => {
    ctx = await createTestContext();
    customer = await ctx.createUser({ userType: UserType.Member });
    // Written straight into the ledger (numbered, running balances kept) over November 2026 in Shanghai.
    const start = Date.parse('2026-10-31T16:00:00.000Z');
    const step = Math.floor((30 * 86_400_000) / ENTRIES);
    let balance = 0;
    for (let first = 0; first < ENTRIES; first += 1000) {
      const rows = [];
      for (let i = first; i < Math.min(first + 1000, ENTRIES); i++) {
        const amountMinor = i % 3 === 0 ? 50000 : -(10000 + (i % 97) * 37);
        balance += amountMinor;
        rows.push({
          id: newId(),
          customerId: customer.id,
          entryNo: i + 1,
          kind: i % 3 === 0 ? 'payment' : 'charge',
          amountMinor,
          balanceAfterMinor: balance,
          currency: 'CNY',
          referenceType: i % 3 === 0 ? null : 'order',
          referenceId: null,
          referenceLabel: i % 3 === 0 ? `CMB${String(i).padStart(10, '0')}` : `FA${String(100000000 + i)}CN`,
          reversesEntryId: null,
          actorId: null,
          actorUserName: 'system',
          memo: i % 3 === 0 ? '预付款 top-up' : '',
          createdAt: new Date(start + i * step).toISOString(),
        });
      }
      await ctx.db.insertInto('ledger_entries').values(rows).execute();
    }
  }, 600_000);
  afterAll(() => ctx?.close());

  /** Streams `make()` into a sink; time, bytes and the peak RSS and heap sampled every 20 ms. */
  async function measure(label: string, make: () => Promise<NodeJS.ReadableStream>) {
    global.gc?.();
    const base = process.memoryUsage();
    let peakRss = base.rss;
    let peakHeap = base.heapUsed;
    const timer = setInterval(() => {
      const m = process.memoryUsage();
      peakRss = Math.max(peakRss, m.rss);
      peakHeap = Math.max(peakHeap, m.heapUsed);
    }, 20);
    const began = performance.now();
    let bytes = 0;
    await pipeline(
      await make(),
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          done();
        },
      }),
    );
    clearInterval(timer);
    const mib = (n: number) => (n / 1048576).toFixed(0);
    console.log(
      `${label}: ${ENTRIES} entries, ${((performance.now() - began) / 1000).toFixed(1)} s, ${(bytes / 1048576).toFixed(1)} MiB; ` +
        `RSS ${mib(base.rss)} → peak ${mib(peakRss)} MiB, heap ${mib(base.heapUsed)} → peak ${mib(peakHeap)} MiB (${ctx.dialect})`,
    );
  }

  it('streams the .xlsx', async () => {
    await measure('xlsx', async () => streamStatementXlsx(await openStatement(ctx.db, customer.id, '2026-11'), 'en'));
  }, 600_000);

  it('streams the PDF', async () => {
    const statement = await openStatement(ctx.db, customer.id, '2026-11');
    expect(statement.header.entryCount).toBe(ENTRIES);
    await measure('pdf', async () => streamStatementPdf(statement, { title: 'bench' }) as unknown as NodeJS.ReadableStream);
  }, 600_000);
});
