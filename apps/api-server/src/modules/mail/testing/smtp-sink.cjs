// A real SMTP server process for the mail tests (smtp-server, not a mock): it accepts every message (any or no
// login) and appends each, raw, as one JSON line to the file named by its first argument. It prints
// `listening <port>` once ready (port 0 in the second argument picks a free one). SMTP_SINK_REJECT=1 answers every
// recipient with a permanent 550, to test permanent failures.
// Run as a child process by smtp-sink.ts; killing it is the mail-server outage the tests need.
const fs = require('node:fs');
const { SMTPServer } = require('smtp-server');

const [file, portArg] = process.argv.slice(2);
if (!file) throw new Error('usage: node smtp-sink.cjs <messages.jsonl> [port]');

const server = new SMTPServer({
  secure: false,
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
  onRcptTo: (address, _session, callback) => {
    if (process.env.SMTP_SINK_REJECT === '1') {
      const error = new Error('Mailbox unavailable');
      error.responseCode = 550;
      return callback(error);
    }
    callback();
  },
  onData: (stream, session, callback) => {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const record = { to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8'), time: new Date().toISOString() };
      // appendFileSync before answering 250: a message the client saw accepted is always on file.
      fs.appendFileSync(file, `${JSON.stringify(record)}\n`);
      callback();
    });
  },
});

server.listen(Number(portArg ?? 0), '127.0.0.1', () => {
  process.stdout.write(`listening ${server.server.address().port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
