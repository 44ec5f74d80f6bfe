import fs from 'node:fs';
import path from 'node:path';
import { AuditEntityType, MailKind } from '@forwarder/contracts/api-ops';
import { createTestDatabase, REPO_ROOT, type TestDatabase } from '../../../test/harness';
import { buildServerBundle, spawnServer, waitUntilUp, type ServerProcess } from '../../../test/server-process';
import { loadConfig } from '../../config/env';
import { newId, nowIso } from '../../db/ids';
import { runSeeders } from '../../seed/seeders';
import { modules } from '..';
import { seedersOf } from '../../seed/seeders';
import { enqueueMails, type MailDraft } from '.';
import { startSmtpSink, type SmtpSink } from './testing/smtp-sink';

// Several server processes on one database, each with its mail worker, and a real SMTP server: every mail is
// delivered exactly once (claims with FOR UPDATE SKIP LOCKED on PostgreSQL; SQLite's serialised writers), and
// each process stops cleanly on SIGTERM with its worker. The server is the production bundle (esbuild, as
// apps/api-server/build.mjs makes it), started with `node` like a deployment does.

const PROCESSES = 2;
const MAILS = 300;

describe('several server processes on one database', () => {
  let database: TestDatabase;
  let sink: SmtpSink;
  let bundle: string;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    bundle = await buildServerBundle();
    database = await createTestDatabase();
    // Seeded once here (as a first deployment does), so the processes start side by side without each seeding.
    const quiet = { info: () => undefined, warn: () => undefined };
    await runSeeders(database.db, seedersOf(modules), { demo: false, config: loadConfig({ NODE_ENV: 'test', DATA_DIR: database.dataDir, ...(database.url ? { DATABASE_URL: database.url } : {}) }, REPO_ROOT), log: quiet });
    sink = await startSmtpSink();
    const starting: Promise<void>[] = [];
    for (let i = 0; i < PROCESSES; i++) {
      const server = await spawnServer(bundle, {
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        DATA_DIR: database.dataDir,
        STATIC_ROOT: path.join(database.dataDir, 'static'),
        ...(database.url ? { DATABASE_URL: database.url } : {}),
        SMTP_URL: sink.url,
        MAIL_FROM: 'no-reply@globe-freight.example',
        PUBLIC_BASE_URL: 'https://portal.example',
        MAIL_POLL_INTERVAL_MS: '100',
      });
      servers.push(server);
      starting.push(waitUntilUp(server));
    }
    await Promise.all(starting);
  }, 400_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop('SIGKILL')));
    await sink?.close();
    await database?.close();
    if (bundle) fs.rmSync(path.dirname(bundle), { recursive: true, force: true });
  });

  it(`deliver ${MAILS} mails exactly once between them, and stop cleanly`, async () => {
    const drafts: MailDraft[] = Array.from({ length: MAILS }, (_, i) => ({
      kind: MailKind.ContactReply,
      recipient: `customer${i}@example.com`,
      locale: 'en',
      subject: `Mail ${i}`,
      text: `Mail number ${i}`,
      related: { type: AuditEntityType.Message, id: newId(), label: `customer ${i}` },
    }));
    const ids = await database.db.transaction().execute((trx) => enqueueMails(trx, drafts, nowIso()));

    await sink.waitFor(MAILS, 60_000);
    // A moment more for any duplicate to show up.
    await new Promise((r) => setTimeout(r, 1000));
    const received = sink.received();
    const counts = new Map<string, number>();
    for (const mail of received) counts.set(mail.messageId, (counts.get(mail.messageId) ?? 0) + 1);
    expect(received).toHaveLength(MAILS);
    expect(new Set(ids.map((id) => `<${id}@globe-freight.example>`))).toEqual(new Set(counts.keys()));
    expect([...counts.values()].every((n) => n === 1)).toBe(true);

    const rows = await database.db.selectFrom('mail_outbox').select(['state', 'claimedBy', 'attempts']).execute();
    expect(rows.every((r) => r.state === 'sent' && Number(r.attempts) === 1)).toBe(true);
    // Both processes took part.
    expect(new Set(rows.map((r) => r.claimedBy)).size).toBe(PROCESSES);

    // SIGTERM: the worker and the server stop, and the process exits 0 (graceful shutdown does not hang).
    expect(await Promise.all(servers.map((server) => server.stop()))).toEqual(servers.map(() => 0));
  }, 120_000);
});
