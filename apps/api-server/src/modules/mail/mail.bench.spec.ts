/* eslint-disable no-console */
import { AuditEntityType, MailKind } from '@forwarder/contracts/api-ops';
import { createTestDatabase, type TestDatabase } from '../../../test/harness';
import { newId, nowIso } from '../../db/ids';
import { enqueueMails, MailWorker, smtpTransport, type MailDraft } from '.';
import { startSmtpSink, type SmtpSink } from './testing/smtp-sink';
import { CLAIM_BATCH } from './worker';

// The outbox's throughput, quoted in docs/decisions.md ("E-mail and the outbox"). Opt-in (MAIL_BENCH=1), on the
// database of TEST_DB:
//   MAIL_BENCH=1 TEST_DB=sqlite   npx jest -c apps/api-server/jest.config.cjs mail.bench
//   MAIL_BENCH=1 TEST_DB=postgres npx jest -c apps/api-server/jest.config.cjs mail.bench
// The same local SMTP server process (testing/smtp-sink-process.cjs) receives (a) MAILS direct nodemailer sends, as many
// at a time as a worker's claim, over the worker's pooled transport: the reference, what SMTP alone costs here;
// (b) MAILS mails written to the outbox in one transaction and delivered by a worker (claim, send, mark sent).
// The ratio (b)/(a) is the outbox's cost; the absolute figures depend on the machine.
const bench = process.env['MAIL_BENCH'] ? describe : describe.skip;

const MAILS = 1000;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

const draft = (i: number): MailDraft => ({
  kind: MailKind.ContactReply,
  recipient: `customer${i}@example.com`,
  locale: 'zh-Hans',
  subject: `回复：您的留言 ${i}`,
  text: `您好，这是第 ${i} 封邮件。\n\n——\n环宇国际物流`,
  related: { type: AuditEntityType.Message, id: newId(), label: `customer ${i}` },
});

bench('outbox throughput', () => {
  let database: TestDatabase;
  let sink: SmtpSink;

  beforeAll(async () => {
    database = await createTestDatabase();
    sink = await startSmtpSink();
  }, 120_000);
  afterAll(async () => {
    await sink?.close();
    await database?.close();
  });

  it(`delivers ${MAILS} mails, against as many direct sends`, async () => {
    // (a) the reference
    const transport = smtpTransport(sink.url);
    const startDirect = performance.now();
    for (let i = 0; i < MAILS; i += CLAIM_BATCH) {
      await Promise.all(
        Array.from({ length: Math.min(CLAIM_BATCH, MAILS - i) }, (_, j) => {
          const mail = draft(i + j);
          return transport.sendMail({ from: 'no-reply@globe-freight.example', to: mail.recipient, subject: mail.subject, text: mail.text, messageId: `<${newId()}@globe-freight.example>` });
        }),
      );
    }
    const directMs = performance.now() - startDirect;
    transport.close();
    await sink.waitFor(MAILS);

    // (b) through the outbox
    const startEnqueue = performance.now();
    await database.db.transaction().execute((trx) => enqueueMails(trx, Array.from({ length: MAILS }, (_, i) => draft(i)), nowIso()));
    const enqueueMs = performance.now() - startEnqueue;
    const worker = new MailWorker({
      db: database.db,
      transport: smtpTransport(sink.url),
      config: { from: 'no-reply@globe-freight.example', pollIntervalMs: 50, publicBaseUrl: 'https://portal.example' },
      log: quiet,
    });
    const startOutbox = performance.now();
    worker.start();
    await sink.waitFor(2 * MAILS, 300_000);
    const outboxMs = performance.now() - startOutbox;
    await worker.stop();
    const sent = await database.db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll().as('n')).where('state', '=', 'sent').executeTakeFirstOrThrow();
    expect(Number(sent.n)).toBe(MAILS);

    const rate = (ms: number) => Math.round((MAILS / ms) * 1000);
    console.log(
      `mail bench on ${database.dialect}: ${MAILS} mails — direct nodemailer ${rate(directMs)} mails/s (${Math.round(directMs)} ms); ` +
        `outbox worker ${rate(outboxMs)} mails/s (${Math.round(outboxMs)} ms), ratio ${(directMs / outboxMs).toFixed(2)} of direct; ` +
        `writing ${MAILS} to the outbox in one transaction ${Math.round(enqueueMs)} ms`,
    );
  }, 600_000);
});
