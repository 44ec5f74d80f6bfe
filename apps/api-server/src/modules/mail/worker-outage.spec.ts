import { AuditEntityType, MailKind } from '@forwarder/contracts/api-ops';
import { createPgDatabase, testDialect } from '../../../test/harness';
import { startTcpProxy, type TcpProxy } from '../../../test/tcp-proxy';
import { createDatabase, type DatabaseHandle } from '../../db/database';
import type { Database } from '../index';
import { newId, nowIso } from '../../db/ids';
import { migrateToLatest } from '../../db/migrate';
import { enqueueMails, MailWorker, smtpTransport } from '.';
import { startSmtpSink, type SmtpSink } from './testing/smtp-sink';

// The worker as startServer runs it (its own loop, a real SMTP server) while its database goes away: it must not
// hammer the database or the log once a poll, and must resume by itself. PostgreSQL through a proxy the test cuts;
// SQLite is the process's own file and has no connection to lose.

const onPostgres = testDialect() === 'postgres' ? describe : describe.skip;
const OUTAGE_MS = 3000;
const POLL_MS = 50;

onPostgres('the mail worker through a database outage', () => {
  let sink: SmtpSink;
  let database: { url: string; drop(): Promise<void> };
  let proxy: TcpProxy;
  let direct: DatabaseHandle<Database>;
  let proxied: DatabaseHandle<Database>;
  let worker: MailWorker | undefined;

  beforeAll(async () => {
    sink = await startSmtpSink();
    database = await createPgDatabase('mailout');
    const target = new URL(database.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) });
    direct = createDatabase<Database>({ databaseUrl: database.url, sqliteFile: '', poolSize: 2 });
    await migrateToLatest(direct.db);
    proxied = createDatabase<Database>({ databaseUrl: proxy.via(database.url), sqliteFile: '', poolSize: 2, databaseConnectTimeoutMs: 500, log: { warn: () => undefined, info: () => undefined } });
  }, 60_000);

  afterAll(async () => {
    await worker?.stop();
    await proxied?.close();
    await direct?.close();
    await proxy?.close();
    await database?.drop();
    await sink?.close();
  });

  const enqueue = (subject: string) =>
    direct.db.transaction().execute((trx) =>
      enqueueMails(trx, [{ kind: MailKind.ContactReply, recipient: 'jane@example.org', locale: 'en', subject, text: subject, related: { type: AuditEntityType.Message, id: newId(), label: 'Jane' } }], nowIso()),
    );

  it('backs off while the database is away, logs the outage once and its end once, and sends what waited when it is back', async () => {
    const logged: string[] = [];
    const log = {
      info: (message: unknown) => void logged.push(`info: ${String(message)}`),
      warn: (_fields: unknown, message?: string) => void logged.push(`warn: ${message}`),
      error: (_fields: unknown, message?: string) => void logged.push(`error: ${message}`),
    };
    worker = new MailWorker({
      db: proxied.db,
      transport: smtpTransport(sink.url),
      config: { from: 'no-reply@globe-freight.example', publicBaseUrl: 'https://portal.example', pollIntervalMs: POLL_MS },
      log: log as never,
    });
    worker.start();
    await enqueue('before the outage');
    await sink.waitFor(1, 20_000);

    await proxy.setMode('reset');
    const attemptsBefore = proxy.accepted();
    await enqueue('during the outage');
    await new Promise((r) => setTimeout(r, OUTAGE_MS));
    const attempts = proxy.accepted() - attemptsBefore;
    // At one round a poll (50 ms) that would be about 60 attempts; doubling from 50 ms, about 6.
    expect(attempts).toBeGreaterThanOrEqual(3);
    expect(attempts).toBeLessThanOrEqual(10);
    expect(logged).toEqual(['warn: mail worker: database unavailable; retrying with back-off']);

    await proxy.setMode('forward');
    const received = await sink.waitFor(2, 20_000);
    expect(received.map((m) => m.subject)).toEqual(['before the outage', 'during the outage']);
    // The worker logs the outage's end once the round that sent the waiting mail has returned (it still records the
    // send): on a busy machine the sink has the mail first. Wait for the round, not for a fixed time.
    const roundDeadline = Date.now() + 20_000;
    while (logged.length < 2 && Date.now() < roundDeadline) await new Promise((r) => setTimeout(r, POLL_MS));
    expect(logged).toEqual([
      'warn: mail worker: database unavailable; retrying with back-off',
      expect.stringMatching(/^info: mail worker: working again after \d+ failed round\(s\) over \d+ ms$/),
    ]);
  }, 60_000);
});
