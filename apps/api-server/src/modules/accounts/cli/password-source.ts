// Where CLI commands get a password: PORTAL_PASSWORD (scripts, CI), or a prompt without echo on a terminal.
// Never a command-line argument: it would show in `ps` and in shell history.

export type PasswordSource = () => Promise<string | null>;

function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    let value = '';
    process.stdout.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    const finish = (error?: Error): void => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stdout.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string): void => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return finish();
        if (ch === '\u0003') return finish(new Error('Cancelled'));
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

export function defaultPasswordSource(env: NodeJS.ProcessEnv = process.env): PasswordSource {
  return async () => {
    const fromEnv = env['PORTAL_PASSWORD'];
    if (fromEnv) return fromEnv;
    if (!process.stdin.isTTY) return null;
    const first = await promptHidden('Password: ');
    const second = await promptHidden('Repeat password: ');
    if (first !== second) throw new Error('The passwords do not match');
    return first;
  };
}
