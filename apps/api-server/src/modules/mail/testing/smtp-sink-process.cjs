// A real SMTP server process for the mail tests (smtp-server, not a mock): it accepts every message (any or no
// login) and appends each, decoded ({ to, messageId, subject, text, time }), as one JSON line to the file named by
// its first argument: the API suite (smtp-sink.ts) and the browser suite (apps/e2e) read that file. It prints
// `listening <port>` once ready (port 0 in the second argument picks a free one). SMTP_SINK_REJECT=1 answers every
// recipient with a permanent 550, to test permanent failures.
// Run as a child process by smtp-sink.ts; killing it is the mail-server outage the tests need.
const fs = require('node:fs');
const { SMTPServer } = require('smtp-server');

/** RFC 2047 encoded words (=?UTF-8?B?...?= and =?UTF-8?Q?...?=), as nodemailer writes non-ASCII headers. */
function decodeWords(value) {
  return value.replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=\s*/g, (_whole, _charset, encoding, data) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(decodeQuotedPrintable(data.replace(/_/g, ' ')), 'binary').toString('utf8'),
  );
}

function decodeQuotedPrintable(text) {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_w, hex) => String.fromCharCode(parseInt(hex, 16)));
}

/** A single-part text/plain message (what the portal sends), headers and body decoded. */
function parseMessage(raw) {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? Buffer.from(decodeQuotedPrintable(body), 'binary').toString('utf8')
        : body;
  return { messageId: header('Message-ID'), subject: decodeWords(header('Subject')), text: text.replace(/\r\n/g, '\n').replace(/\n$/, '') };
}

const [file, portArg] = process.argv.slice(2);
if (!file) throw new Error('usage: node smtp-sink-process.cjs <messages.jsonl> [port]');

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
      const raw = Buffer.concat(chunks).toString('utf8');
      const record = { to: session.envelope.rcptTo.map((r) => r.address), ...parseMessage(raw), time: new Date().toISOString() };
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
